package main

import (
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// TestZipAndJrtRefused runs the uses of Deflater and of the jrt: file
// system that jcheck does not support: each ends the run with one line
// naming the native method, exit code 2, after what the program printed.
func TestZipAndJrtRefused(t *testing.T) {
	javatool.NeedJDK(t)
	classes := compileJava(t, map[string]string{"Refused.java": `
import java.net.URI;
import java.nio.file.FileSystems;
import java.util.zip.Deflater;

public class Refused {
    public static void main(String[] args) throws Exception {
        Deflater d = new Deflater();
        System.out.println("started");
        switch (args[0]) {
            case "dictionary": d.setDictionary(new byte[] {1, 2, 3}); break;
            case "jrtfs": FileSystems.getFileSystem(URI.create("jrt:/")); break;
        }
    }
}`})
	cases := map[string]string{
		"dictionary": "native method java.util.zip.Deflater.setDictionary(J[BII)V is not supported by jcheck",
		"jrtfs":      "native method jdk.internal.jimage.NativeImageBuffer.getNativeMap(Ljava/lang/String;)Ljava/nio/ByteBuffer; is not supported by jcheck",
	}
	for arg, want := range cases {
		t.Run(arg, func(t *testing.T) {
			code, stdout, stderr := jcheck("run", "-cp", classes, "Refused", arg)
			if code != exitBadInput || stdout != "started\n" || !strings.HasPrefix(stderr, "jcheck: "+want+" (at ") || strings.Count(stderr, "\n") != 1 {
				t.Errorf("exit code %d, stdout %q, stderr %q; want exit code 2 and one line starting %q", code, stdout, stderr, want)
			}
		})
	}
}
