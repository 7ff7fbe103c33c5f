package reduction_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// readsSource's two threads each open a file of their own, read a byte
// and close it.
const readsSource = `
import java.io.*;
import java.nio.file.*;

public class Reads {
    static int first(String p) {
        try (FileInputStream in = new FileInputStream(p)) {
            return in.read();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Files.writeString(Path.of("a"), "a");
        Files.writeString(Path.of("b"), "b");
        Thread t = new Thread(() -> first("a"));
        t.start();
        first("b");
        t.join();
    }
}`

// TestFileReadsCommute: uses of different files and descriptors commute
// (interp.FileUse). Each thread's open, read and close are visible; the
// opens are ordered (they number descriptors, and register the streams
// with the common Cleaner), and so are the closes (they unregister them
// from the Cleaner's list), while the reads commute with everything the
// other thread does: 2 × 2 = 4 executions. When every use of the file
// system depended on every other, the same search explored 20.
func TestFileReadsCommute(t *testing.T) {
	p := program(t, map[string]string{"Reads.java": readsSource}, "Reads")
	res, err := reduction.Check(p, reduction.Options{AllErrors: true, Lockset: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Limit != "" || len(res.Findings) != 0 || res.Stats.Executions != 4 {
		t.Errorf("%d executions, limit %q, %d findings; want 4 executions, complete, no findings", res.Stats.Executions, res.Limit, len(res.Findings))
	}
}

// filesSource's threads use one file in the ways that do not commute:
// through streams opened before they start, a write and a read of it, a
// write and a query of its length, two reads of one stream; a write and a read of it, two appends, a write and a query of its
// length, NIO's write and read, a move and reads of both names, a new
// file and a listing of its directory.
const filesSource = `
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.concurrent.atomic.AtomicReference;

public class Files2 {
    static String read(Path p) {
        try (FileInputStream in = new FileInputStream(p.toFile())) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "missing";
        }
    }

    static void write(Path p, String s, boolean append) {
        try (FileOutputStream out = new FileOutputStream(p.toFile(), append)) {
            out.write(s.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    interface IO {
        void run() throws IOException;
    }

    static Runnable io(IO r) {
        return () -> {
            try {
                r.run();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("f");
        Path p = dir.resolve("p"), q = dir.resolve("q");
        Files.writeString(p, "A");
        AtomicReference<String> out = new AtomicReference<>();
        // Streams opened before the threads start: their uses touch only
        // the file's content and their descriptors.
        FileOutputStream appender = new FileOutputStream(p.toFile(), true);
        FileInputStream reader = new FileInputStream(p.toFile());
        Runnable r1, r2;
        switch (args[0]) {
            case "opened-write-read" -> {
                r1 = io(() -> appender.write('B'));
                r2 = io(() -> {
                    byte[] b = new byte[4];
                    out.set(new String(b, 0, reader.read(b), StandardCharsets.UTF_8));
                });
            }
            case "opened-write-length" -> {
                r1 = io(() -> appender.write('B'));
                r2 = () -> out.set("" + p.toFile().length());
            }
            case "one-reader" -> {
                appender.write('B');
                r1 = io(() -> out.set("" + (char) reader.read()));
                r2 = io(() -> reader.read());
            }
            case "write-read" -> {
                r1 = () -> write(p, "B", false);
                r2 = () -> out.set(read(p));
            }
            case "appends" -> {
                r1 = () -> write(p, "B", true);
                r2 = () -> write(p, "C", true);
            }
            case "write-length" -> {
                r1 = () -> write(p, "BCD", false);
                r2 = () -> out.set("" + p.toFile().length());
            }
            case "nio" -> {
                r1 = io(() -> Files.writeString(p, "NIO"));
                r2 = io(() -> out.set(Files.readString(p)));
            }
            case "move" -> {
                r1 = io(() -> Files.move(p, q));
                r2 = () -> out.set(read(p) + "/" + read(q));
            }
            default -> {
                r1 = () -> write(q, "Q", false);
                r2 = () -> out.set("" + dir.toFile().list().length);
            }
        }
        Thread t1 = new Thread(r1), t2 = new Thread(r2);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        appender.close();
        reader.close();
        System.out.println(out.get() + " " + Files.readString(Files.exists(p) ? p : q));
    }
}`

// TestFileUsesThatConflict: where two threads' uses of a file do not
// commute, the search with DPOR reaches every outcome the unreduced
// search reaches, within one preemption (as the differential tests
// compare BPOR with the unreduced search).
func TestFileUsesThatConflict(t *testing.T) {
	if testing.Short() {
		t.Skip("the unreduced searches take about 2 s each")
	}
	p := program(t, map[string]string{"Files2.java": filesSource}, "Files2")
	for _, c := range []struct {
		use  string
		want []string
	}{
		// Through streams opened before: the write and the read are
		// ordered by the file's content alone.
		{"opened-write-read", []string{"A AB", "AB AB"}},
		{"opened-write-length", []string{"1 AB", "2 AB"}},
		// Two reads through one stream: the descriptor's position.
		{"one-reader", []string{"A AB", "B AB"}},
		{"write-read", []string{"A B", "B", "B B"}},
		{"appends", []string{"null ABC", "null ACB"}},
		{"write-length", []string{"0 BCD", "1 BCD", "3 BCD"}},
		// A read that had sized the file at 1 byte and read "A" goes on
		// reading the new content, "NIO", from its position.
		{"nio", []string{"A NIO", "AIO NIO", "NIO", "NIO NIO"}},
		{"move", []string{"A/A A", "A/missing A", "missing/A A"}},
		{"list", []string{"1 A", "2 A"}},
	} {
		p.Args = []string{c.use}
		got := map[string][]string{}
		for _, por := range []reduction.POR{reduction.PORNone, reduction.PORDPOR} {
			res, err := reduction.Check(p, reduction.Options{Bounded: true, Preemptions: 1, POR: por, Lockset: true, AllErrors: true, Outcomes: true})
			if err != nil {
				t.Fatal(err)
			}
			if res.Limit != "" || len(res.Findings) != 0 {
				t.Errorf("%s, %v: limit %q, %d findings", c.use, por, res.Limit, len(res.Findings))
			}
			got[fmt.Sprint(por)] = printed(res)
		}
		for por, out := range got {
			if !slices.Equal(out, c.want) {
				t.Errorf("%s, %s: outcomes %q; want %q", c.use, por, out, c.want)
			}
		}
	}
}
