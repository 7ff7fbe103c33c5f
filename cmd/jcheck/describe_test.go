package main

import (
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
)

// TestComputedExceptionText checks that an error names an exception as
// java prints it when the exception's class computes its message
// (getMessage overridden), and that the computation, run in a copy of
// the execution, changes nothing the search sees: the same statistics as
// with an exception that stores its message.
func TestComputedExceptionText(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Lazy.java": `public class Lazy {
    static class Failure extends RuntimeException {
        final int want, got;
        Failure(int want, int got) { this.want = want; this.got = got; }
        @Override public String getMessage() { return "expected " + want + " but was " + got; }
    }
    static int n;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> n++);
        t.start();
        n++;
        t.join();
        if (n != 2) {
            throw args.length > 0 ? new IllegalStateException("expected 2 but was " + n) : new Failure(2, n);
        }
    }
}`})
	code, out, _ := jcheck("check", "-cp", dir, "Lazy")
	if want := "uncaught exception: thread main: Lazy$Failure: expected 2 but was 1 at Lazy.main(Lazy.java:14)"; code != exitFound || !strings.Contains(out, want) {
		t.Errorf("exit %d, output:\n%s\nwant exit %d and %q", code, out, exitFound, want)
	}
	_, stored, _ := jcheck("check", "-cp", dir, "Lazy", "stored")
	if stats, storedStats := lastLine(out), lastLine(stored); statsOnly(stats) != statsOnly(storedStats) {
		t.Errorf("statistics %q, with a stored message %q", stats, storedStats)
	}
}

// lastLine is the last non-empty line of s.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

// statsOnly is a statistics line's counts of executions, transitions and
// states.
func statsOnly(line string) string {
	before, _, _ := strings.Cut(line, ", max depth")
	return before
}
