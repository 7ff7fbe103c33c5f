package main

import (
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// TestZipAndJrtRefused runs the uses of Deflater, of the jrt: file system
// and of class loaders that jcheck does not support: each ends the run
// with one line naming the method, exit code 2, after what the program
// printed. The jrt: file system of another JDK's image (its own
// jrt-fs.jar, which maps the image) stands for another JDK here by
// naming the running one's java.home.
func TestZipAndJrtRefused(t *testing.T) {
	javatool.NeedJDK(t)
	classes := compileJava(t, map[string]string{"Refused.java": `
import java.io.File;
import java.lang.reflect.Array;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
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
            case "array":
                URL dir = new File(System.getProperty("java.class.path")).toURI().toURL();
                Array.newInstance(new URLClassLoader(new URL[] {dir}, null).loadClass("Refused"), 1);
                break;
        }
    }
}`})
	cases := map[string]string{
		"dictionary": "native method java.util.zip.Deflater.setDictionary(J[BII)V is not supported by jcheck",
		"jrtfs":      "native method sun.nio.ch.FileChannelImpl.map0(IJJZ)J is not supported by jcheck",
		"array":      "java.lang.reflect.Array.newInstance (an array of Refused, which a class loader of the program's defined) is not supported by jcheck",
	}
	checkRefused(t, classes, "started\n", cases)
}
