package main

import (
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// TestZipRefused runs the use of Deflater that jcheck does not support
// (a preset dictionary for a raw stream that has taken input): it ends
// the run with one line naming the method, exit code 2, after what the
// program printed.
func TestZipRefused(t *testing.T) {
	javatool.NeedJDK(t)
	classes := compileJava(t, map[string]string{"Refused.java": `
import java.util.zip.Deflater;

public class Refused {
    public static void main(String[] args) throws Exception {
        Deflater d = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
        d.setInput(new byte[] {4, 5, 6});
        d.deflate(new byte[64], 0, 64, Deflater.SYNC_FLUSH);
        System.out.println("started");
        switch (args[0]) {
            case "dictionary": d.setDictionary(new byte[] {1, 2, 3}); break;
        }
    }
}`})
	cases := map[string]string{
		"dictionary": "Deflater.setDictionary on a raw (nowrap) stream after input is not supported by jcheck",
	}
	checkRefused(t, classes, "started\n", cases)
}
