package main

import (
	"os"
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
// output every time, as do random ones.
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
}`})
	want, err := javatool.NeedJDK(t).RunJava(dir, &javatool.Program{Name: "BusyWait"})
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{nil, {"--seed", "1"}, {"--seed", "7"}} {
		for range 2 {
			code, out, errOut := jcheck(append(append([]string{"run"}, args...), "-cp", dir, "BusyWait")...)
			if code != want.ExitCode || out != want.Stdout || errOut != want.Stderr {
				t.Errorf("run %v: exit %d, stdout %q, stderr %q; java: exit %d, stdout %q, stderr %q",
					args, code, out, errOut, want.ExitCode, want.Stdout, want.Stderr)
			}
		}
	}
}
