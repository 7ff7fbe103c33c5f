package main

import (
	"strings"
	"testing"
)

// TestStatefulOutcomes checks --outcomes with --search=stateful: what the
// program printed is part of the state, so the stateful search lists the
// state-less search's outcomes — the three orders in which two writers
// and a reader can meet — though it merges the paths that reach one state.
func TestStatefulOutcomes(t *testing.T) {
	dir := compileJava(t, map[string]string{"Meet.java": `
public class Meet {
    static int x;
    public static void main(String[] args) throws Exception {
        Object lock = new Object();
        Thread a = new Thread(() -> { synchronized (lock) { x = x * 10 + 1; } });
        Thread b = new Thread(() -> { synchronized (lock) { x = x * 10 + 2; } });
        a.start(); b.start();
        synchronized (lock) { System.out.println("saw " + x); }
        a.join(); b.join();
        System.out.println("end " + x);
    }
}`})
	outcomes := func(args ...string) string {
		t.Helper()
		code, out, errOut := jcheck(append([]string{"check", "--outcomes", "-cp", dir}, append(args, "Meet")...)...)
		if code != exitOK {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out, errOut)
		}
		i, j := strings.Index(out, "Outcomes: "), strings.Index(out, "Statistics: ")
		if i < 0 || j < i {
			t.Fatalf("%v: no outcomes\n%s", args, out)
		}
		var ends []string
		for _, line := range strings.Split(out[i:j], "\n") {
			if strings.HasPrefix(line, "      ") {
				ends = append(ends, strings.TrimSpace(line))
			}
		}
		return strings.Join(ends, " / ")
	}
	want := "saw 0 / end 12 / saw 0 / end 21 / saw 1 / end 12 / saw 12 / end 12 / saw 2 / end 21 / saw 21 / end 21"
	for _, args := range [][]string{nil, {"--search=stateful"}, {"--search=stateful", "--por=sleep"}} {
		if got := outcomes(args...); got != want {
			t.Errorf("%v: printed %s, want %s", args, got, want)
		}
	}
}
