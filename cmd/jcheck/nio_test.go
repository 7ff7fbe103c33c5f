package main

import (
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// TestNioRefused runs the uses of java.nio.file and FileChannel that the
// view of the file system cannot be: each ends the run with one line
// naming the method, exit code 2, after what the program printed.
func TestNioRefused(t *testing.T) {
	javatool.NeedJDK(t)
	classes := compileJava(t, map[string]string{"Refused.java": `
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.*;

public class Refused {
    public static void main(String[] args) throws Exception {
        Path p = Paths.get("/tmp/jcheck-nio-refused.txt");
        Files.writeString(p, "abc");
        System.out.println("written");
        switch (args[0]) {
            case "link": Files.createSymbolicLink(Paths.get("/tmp/jcheck-nio-refused.link"), p); break;
            case "lock": try (FileChannel ch = FileChannel.open(p, StandardOpenOption.WRITE)) { ch.lock(); } break;
            case "store": Files.getFileStore(p); break;
        }
    }
}`})
	cases := map[string]string{
		"link":  "sun.nio.fs.UnixNativeDispatcher.symlink (symbolic links) is not supported by jcheck",
		"lock":  "sun.nio.ch.FileDispatcherImpl.lock0 (file locks) is not supported by jcheck",
		"store": "native method sun.nio.fs.LinuxNativeDispatcher.setmntent0(JJ)J is not supported by jcheck",
	}
	checkRefused(t, classes, "written\n", cases)
}

// checkRefused runs class Refused of classes with each case's argument:
// the program prints printed, then the run ends with exit code 2 and one
// line of stderr starting with the case's error, followed by where the
// program reached it.
func checkRefused(t *testing.T, classes, printed string, cases map[string]string) {
	t.Helper()
	for arg, want := range cases {
		t.Run(arg, func(t *testing.T) {
			code, stdout, stderr := jcheck("run", "-cp", classes, "Refused", arg)
			if code != exitBadInput || stdout != printed || !strings.HasPrefix(stderr, "jcheck: "+want+" (at ") || strings.Count(stderr, "\n") != 1 {
				t.Errorf("exit code %d, stdout %q, stderr %q; want exit code 2 and one line starting %q", code, stdout, stderr, want)
			}
		})
	}
}

// TestNioNotRegularFile reads a device with java.nio.file: jcheck reads
// a file whole, and refuses one that is not regular, as an IOException
// the program can catch (java.io's is a FileNotFoundException).
func TestNioNotRegularFile(t *testing.T) {
	javatool.NeedJDK(t)
	classes := compileJava(t, map[string]string{"Device.java": `
import java.nio.file.*;

public class Device {
    public static void main(String[] args) {
        try {
            Files.readAllBytes(Paths.get("/dev/zero"));
        } catch (Exception e) {
            System.out.println(e);
        }
    }
}`})
	if code, stdout, stderr := jcheck("run", "-cp", classes, "Device"); code != 0 || stdout != "java.io.IOException: Not a regular file\n" || stderr != "" {
		t.Errorf("exit code %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}
