package main

import (
	"archive/zip"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jcheck/jcheck/internal/javatool"
)

// TestEndlessCodeStops checks that check stops programs whose thread
// never reaches a visible operation, however they avoid one: a recursion
// whose finally block recurses again after each StackOverflowError, and
// an exception handler that covers itself (no branch, no call). The time
// limit stops them when --max-invisible does not; --max-invisible stops
// them just after its bound.
func TestEndlessCodeStops(t *testing.T) {
	dir := compileJava(t, map[string]string{"Rec.java": `public class Rec {
    static void f() { try { f(); } finally { f(); } }
    public static void main(String[] args) { f(); }
}`})
	if err := os.WriteFile(filepath.Join(dir, "SelfHandler.class"), javatool.SelfHandlerClass(), 0o644); err != nil {
		t.Fatal(err)
	}
	ran := regexp.MustCompile(`ran (\d+) instructions without a visible operation`)
	for _, main := range []string{"Rec", "SelfHandler"} {
		t.Run(main, func(t *testing.T) {
			start := time.Now()
			code, out, errOut := jcheck("check", "--time-limit", "2s", "--max-invisible", "1000000000000", "-cp", dir, main)
			// Not a measure of speed: a bound on hanging, generous enough
			// for any machine.
			if elapsed := time.Since(start); elapsed > 30*time.Second {
				t.Errorf("a 2 s time limit took %v", elapsed)
			}
			if code != exitLimit || !strings.Contains(out, "--time-limit stopped it") {
				t.Errorf("time limit: exit %d, want %d and the time limit named\n%s%s", code, exitLimit, out, errOut)
			}

			code, out, errOut = jcheck("check", "--max-invisible", "50000", "-cp", dir, main)
			n := 0
			if m := ran.FindStringSubmatch(out); m != nil {
				n, _ = strconv.Atoi(m[1])
			}
			if code != exitFound || n <= 50000 || n > 50003 {
				t.Errorf("--max-invisible 50000: exit %d, want %d and a BoundedInvis violation just after 50000 instructions\n%s%s", code, exitFound, out, errOut)
			}
		})
	}
}

// TestRunBusyWait checks that run lets a thread that waits in a loop for
// another to set a flag see it set, as java does: the default schedule
// preempts the waiting thread after a time slice, and gives the same
// output every time, as do random ones. In TimedBusyWait the flags are
// set after a sleep, a timed wait and a timed park, whose timeouts come
// only because the other thread spins a whole time slice.
func TestRunBusyWait(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"BusyWait.java": `public class BusyWait {
    static volatile boolean ready;
    static int result;
    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> { result = 42; ready = true; });
        worker.start();
        while (!ready) { }
        System.out.println("result " + result);
    }
}`, "TimedBusyWait.java": `public class TimedBusyWait {
    static volatile int stage;
    public static void main(String[] args) throws Exception {
        Object lock = new Object();
        Thread worker = new Thread(() -> {
            try {
                Thread.sleep(20);
                stage = 1;
                synchronized (lock) { lock.wait(20); }
                stage = 2;
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            java.util.concurrent.locks.LockSupport.parkNanos(20_000_000);
            stage = 3;
        });
        worker.start();
        for (int s = 1; s <= 3; s++) {
            while (stage < s) { }
            System.out.println("stage " + s);
        }
    }
}`})
	for _, name := range []string{"BusyWait", "TimedBusyWait"} {
		want, err := javatool.NeedJDK(t).RunJava(dir, &javatool.Program{Name: name})
		if err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{nil, {"--seed", "1"}, {"--seed", "7"}} {
			for range 2 {
				code, out, errOut := jcheck(append(append([]string{"run"}, args...), "-cp", dir, name)...)
				if code != want.ExitCode || out != want.Stdout || errOut != want.Stderr {
					t.Errorf("run %v %s: exit %d, stdout %q, stderr %q; java: exit %d, stdout %q, stderr %q",
						args, name, code, out, errOut, want.ExitCode, want.Stdout, want.Stderr)
				}
			}
		}
	}
}

// heapProgram allocates an array larger than the heap and clones one
// that fits only once, then 1 GB of garbage, then keeps arrays, then
// list nodes, until the heap is full, catching each OutOfMemoryError and
// going on; with an argument it lets the error end main.
const heapProgram = `import java.util.ArrayList;
import java.util.List;

public class Heap {
    static class Node {
        Node next;
        long payload;
        Node(Node next) { this.next = next; }
    }

    public static void main(String[] args) {
        if (args.length > 0) {
            List<long[]> kept = new ArrayList<>();
            while (true) {
                kept.add(new long[1 << 17]);
            }
        }
        try {
            long[] huge = new long[Integer.MAX_VALUE - 8];
            System.out.println("huge: " + huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("long[MAX_VALUE - 8]: " + e.getMessage());
        }
        long[] half = new long[5 << 20];
        try {
            long[] copy = half.clone();
            long[] again = half.clone();
            System.out.println("cloned " + (copy.length + again.length));
        } catch (OutOfMemoryError e) {
            System.out.println("cloning 40 MB twice: " + e.getMessage());
        }
        half = null;
        long sum = 0;
        for (int i = 0; i < 1024; i++) {
            byte[] b = new byte[1 << 20];
            b[i] = 1;
            sum += b[i];
        }
        System.out.println("1 GB of garbage in 1 MB arrays: " + sum);
        List<long[]> kept = new ArrayList<>();
        try {
            while (true) {
                kept.add(new long[1 << 17]);
            }
        } catch (OutOfMemoryError e) {
            System.out.println("kept arrays: " + e.getMessage() + " after more than 16 MB: " + (kept.size() > 16));
        }
        kept = null;
        long[] again = new long[1 << 21];
        System.out.println("after letting them go, 16 MB: " + again.length);
        again = null;
        Node list = null;
        int n = 0;
        try {
            while (true) {
                list = new Node(list);
                n++;
            }
        } catch (OutOfMemoryError e) {
            list = null;
            System.out.println("kept nodes: " + e.getMessage() + " after more than 500000: " + (n > 500000));
        }
    }
}`

// TestHeapLimit checks --xmx against java's -Xmx: an array larger than
// the heap (new long[Integer.MAX_VALUE - 8] once filled 6 GB) and a clone
// that does not fit are OutOfMemoryError, garbage is collected, what the
// program keeps is not, the error can be caught, and an uncaught one
// ends the program as in java; check finds it too.
func TestHeapLimit(t *testing.T) {
	tools := javatool.NeedJDK(t)
	dir := javatool.CompileForTest(t, map[string]string{"Heap.java": heapProgram})
	for _, args := range [][]string{nil, {"uncaught"}} {
		java := exec.Command(tools.Java, append(append(append([]string{}, javatool.JavaFlags...), "-Xmx64m", "-cp", dir, "Heap"), args...)...)
		var stdout, stderr bytes.Buffer
		java.Stdout, java.Stderr = &stdout, &stderr
		err := java.Run()
		var ee *exec.ExitError
		if err != nil && !errors.As(err, &ee) {
			t.Fatal(err)
		}
		want := javatool.Result{Stdout: stdout.String(), Stderr: stderr.String(), ExitCode: java.ProcessState.ExitCode()}
		code, out, errOut := jcheck(append([]string{"run", "--xmx", "64m", "-cp", dir, "Heap"}, args...)...)
		got := javatool.Result{Stdout: out, Stderr: errOut, ExitCode: code}
		if got.Stdout != want.Stdout || got.ExitCode != want.ExitCode || got.FirstStderrLine() != want.FirstStderrLine() {
			t.Errorf("run --xmx 64m Heap %v: exit %d, stdout:\n%s\nstderr: %s\njava -Xmx64m: exit %d, stdout:\n%s\nstderr: %s",
				args, got.ExitCode, got.Stdout, got.FirstStderrLine(), want.ExitCode, want.Stdout, want.FirstStderrLine())
		}
	}
	code, out, errOut := jcheck("check", "--xmx", "64m", "-cp", dir, "Heap", "uncaught")
	if code != exitFound || !strings.Contains(out, "java.lang.OutOfMemoryError: Java heap space") {
		t.Errorf("check --xmx 64m: exit %d, want %d and the OutOfMemoryError\n%s%s", code, exitFound, out, errOut)
	}
	if code, _, errOut := jcheck("run", "--xmx", "64x", "-cp", dir, "Heap"); code != exitBadInput || !strings.Contains(errOut, "--xmx must be a size") {
		t.Errorf("--xmx 64x: exit %d, stderr %q", code, errOut)
	}
}

// TestOversizedInput checks that input jcheck would read without end — a
// jar whose manifest inflates to 100 MB of zeros, a class file that is a
// link to /dev/zero or too large, a source file that is a link to
// /dev/zero — is one error naming the file, exit 2, with nothing more
// read. (A main class that cannot be loaded is java's two-line launcher
// error, its cause naming the file.)
func TestOversizedInput(t *testing.T) {
	dir := compileJava(t, map[string]string{
		"Main.java":   `public class Main { public static void main(String[] args) { System.out.println(Helper.value()); } }`,
		"Helper.java": `class Helper { static int value() { return 1; } }`,
	})
	helper := filepath.Join(dir, "Helper.class")
	os.Remove(helper)
	if err := os.Symlink("/dev/zero", helper); err != nil {
		t.Skip(err)
	}
	big := filepath.Join(t.TempDir(), "Big.class")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, 65<<20); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	source := filepath.Join(t.TempDir(), "Zero.java")
	if err := os.Symlink("/dev/zero", source); err != nil {
		t.Fatal(err)
	}
	bomb := filepath.Join(t.TempDir(), "bomb.jar")
	f, err := os.Create(bomb)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	w, _ := zw.Create("META-INF/MANIFEST.MF")
	zeros := make([]byte, 1<<20)
	for range 100 {
		w.Write(zeros)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()

	for _, c := range []struct {
		name string
		args []string
		want []string // all must appear in stderr
	}{
		{"class file linked to /dev/zero", []string{"run", "-cp", dir, "Main"}, []string{helper, "not a regular file but a character device"}},
		{"main class linked to /dev/zero", []string{"check", "-cp", dir, "Helper"}, []string{helper, "not a regular file"}},
		{"class file over 64 MiB", []string{"run", "-cp", filepath.Dir(big), "Big"}, []string{big, "larger than a class file may be (64 MiB)"}},
		{"manifest zip bomb", []string{"run", "-jar", bomb}, []string{bomb, "META-INF/MANIFEST.MF", "larger than a manifest may be (8 MiB)"}},
		{"source linked to /dev/zero", []string{"run", source}, []string{source, "not a regular file"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, _, errOut := jcheck(c.args...)
			if lines := strings.Split(strings.TrimSpace(errOut), "\n"); code != exitBadInput || len(lines) > 2 {
				t.Errorf("exit %d, want %d and one error; stderr:\n%s", code, exitBadInput, errOut)
			}
			for _, w := range c.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr does not mention %q:\n%s", w, errOut)
				}
			}
		})
	}
}
