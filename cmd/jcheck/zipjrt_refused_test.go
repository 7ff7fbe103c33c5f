package main

import (
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// TestZipAndJrtRefused runs the uses of Deflater, of the jrt: file system
// that jcheck does not support: each ends the run
// with one line naming the method, exit code 2, after what the program
// printed. The jrt: file system of another JDK's image (its own
// jrt-fs.jar, which maps the image) stands for another JDK here by
// naming the running one's java.home.
func TestZipAndJrtRefused(t *testing.T) {
	javatool.NeedJDK(t)
	classes := compileJava(t, map[string]string{"Refused.java": `
import java.net.URI;
import java.nio.file.FileSystems;
import java.util.Map;
import java.util.zip.Deflater;

public class Refused {
    public static void main(String[] args) throws Exception {
        Deflater d = new Deflater();
        System.out.println("started");
        switch (args[0]) {
            case "dictionary": d.setDictionary(new byte[] {1, 2, 3}); break;
            case "jrtfs":
                FileSystems.newFileSystem(URI.create("jrt:/"), Map.of("java.home", System.getProperty("java.home")));
                break;
        }
    }
}`})
	cases := map[string]string{
		"dictionary": "native method java.util.zip.Deflater.setDictionary(J[BII)V is not supported by jcheck",
		"jrtfs":      "native method sun.nio.ch.FileChannelImpl.map0(IJJZ)J is not supported by jcheck",
	}
	checkRefused(t, classes, "started\n", cases)
}
