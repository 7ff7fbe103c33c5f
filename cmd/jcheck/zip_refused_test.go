package main

import (
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// TestZipRefused runs the use of Deflater that jcheck does not support
// (a preset dictionary): it ends the run with one line naming the
// method, exit code 2, after what the program printed.
func TestZipRefused(t *testing.T) {
	javatool.NeedJDK(t)
	classes := compileJava(t, map[string]string{"Refused.java": `
import java.util.zip.Deflater;

public class Refused {
    public static void main(String[] args) throws Exception {
        Deflater d = new Deflater();
        System.out.println("started");
        switch (args[0]) {
            case "dictionary": d.setDictionary(new byte[] {1, 2, 3}); break;
        }
    }
}`})
	cases := map[string]string{
		"dictionary": "native method java.util.zip.Deflater.setDictionary(J[BII)V is not supported by jcheck",
	}
	checkRefused(t, classes, "started\n", cases)
}
