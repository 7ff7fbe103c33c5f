package main

import (
	"os"
	"path/filepath"
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

// TestStatefulCycleReport checks what the reports say when the stateful
// DPOR meets a cycle of the state space (a thread spinning on a flag) and
// searches again with sleep sets: a line of the text report, sleepSets in
// the JSON report (valid against the schema), a line of the web page.
func TestStatefulCycleReport(t *testing.T) {
	dir := compileJava(t, map[string]string{"SpinFlag.java": `
public class SpinFlag {
    static volatile boolean ready;
    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> { while (!ready) { Thread.yield(); } });
        w.start();
        ready = true;
        w.join();
    }
}`})
	json, page := filepath.Join(t.TempDir(), "r.json"), filepath.Join(t.TempDir(), "r.html")
	code, out, errOut := jcheck("check", "--search=stateful", "--json", json, "--html", page, "-cp", dir, "SpinFlag")
	const note = "The state space has a cycle: the stateful search went on with sleep sets instead of DPOR"
	if code != exitOK || !strings.Contains(out, "\n"+note+"\n") {
		t.Errorf("exit %d, want 0 and %q\n%s%s", code, note, out, errOut)
	}
	if r := readReport(t, json); !r.Stats.SleepSets {
		t.Errorf("JSON report without sleepSets: %+v", r.Stats)
	}
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(html), "the state space has a cycle: the stateful search went on with sleep sets instead of DPOR") {
		t.Errorf("the web page does not say the search went on with sleep sets")
	}
	// Without a cycle none of them says so.
	code, out, _ = jcheck("check", "--search=stateful", "--por=sleep", "--json", json, "-cp", dir, "SpinFlag")
	if r := readReport(t, json); code != exitOK || strings.Contains(out, note) || r.Stats.SleepSets {
		t.Errorf("--por=sleep: exit %d, sleepSets %v\n%s", code, r.Stats.SleepSets, out)
	}
}
