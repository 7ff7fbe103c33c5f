package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// ordered is a program without error whose stateful search visits 699
// states: three threads take a shared lock three times each, two of them
// then two more locks, in the same order.
const ordered = `public class Ordered {
    static final Object a = new Object(), b = new Object(), c = new Object();
    static int count;
    static void work(Object first, Object second) {
        for (int i = 0; i < 3; i++) {
            synchronized (c) { count++; }
        }
        synchronized (first) { synchronized (second) { synchronized (c) { count++; } } }
    }
    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> work(a, b));
        Thread t2 = new Thread(() -> work(a, b));
        Thread t3 = new Thread(() -> work(c, c));
        t1.start(); t2.start(); t3.start();
        t1.join(); t2.join(); t3.join();
    }
}`

// TestVisitedMemoryFull checks --visited-memory and --when-visited-full:
// a budget too small for the visited states stops the search, exit 3,
// saying so; with --when-visited-full=bitstate the search goes on and
// finds the deadlock, and the report gives the probability of a state
// wrongly taken as visited. The JSON reports follow the schema. The
// counts are the stateful search's with sleep sets, whose visited set
// holds states and sleep sets alone (the DPOR's summaries are
// TestStatefulDPOR's).
func TestVisitedMemoryFull(t *testing.T) {
	// Transfers is Ordered with t2 taking the locks in the other order: a
	// deadlock.
	transfers := strings.NewReplacer("Ordered", "Transfers", "work(a, b));\n        Thread t3", "work(b, a));\n        Thread t3").Replace(ordered)
	dir := compileJava(t, map[string]string{"Ordered.java": ordered, "Transfers.java": transfers})
	full := filepath.Join(t.TempDir(), "full.json")
	code, out, errOut := jcheck("check", "--search=stateful", "--por=sleep", "--visited-memory", "4k", "--json", full, "-cp", dir, "Ordered")
	const note = "(visited-state memory full: 64 states stored in 4.0 KB; a larger --visited-memory, or --when-visited-full=bitstate, lets the search go on)"
	if code != exitLimit || !strings.HasPrefix(out, "jcheck: no error found, but the search is incomplete: --visited-memory stopped it\n"+note+"\n") ||
		!strings.Contains(out, "Visited set: 64 states in 4.0 KB, 16384 states per MB\n") {
		t.Errorf("--visited-memory 4k: exit %d, want %d, the memory full and the states stored\n%s%s", code, exitLimit, out, errOut)
	}
	r := readReport(t, full)
	if r.Limit != "visited-memory" || r.Verdict != "incomplete" || r.Stats.VisitedStates != 64 || r.Stats.VisitedBytes != 4096 || r.Stats.Bitstate != nil {
		t.Errorf("--visited-memory 4k: JSON limit %q, verdict %q, %d states in %d bytes, bitstate %v", r.Limit, r.Verdict, r.Stats.VisitedStates, r.Stats.VisitedBytes, r.Stats.Bitstate)
	}

	// A budget below two slots holds no state: the search stops at the
	// first, and the report is still valid JSON (no states per MB).
	code, out, errOut = jcheck("check", "--search=stateful", "--por=sleep", "--visited-memory", "1", "--json", full, "-cp", dir, "Ordered")
	if code != exitLimit || !strings.Contains(out, "\n(visited-state memory full: 0 states stored in 0.0 KB; ") {
		t.Errorf("--visited-memory 1: exit %d, want %d and no state stored\n%s%s", code, exitLimit, out, errOut)
	}
	if r := readReport(t, full); r.Stats.VisitedStates != 0 || r.Stats.StatesPerMB != 0 || r.Stats.Executions != 0 {
		t.Errorf("--visited-memory 1: JSON %d states, %g per MB, %d executions; want none", r.Stats.VisitedStates, r.Stats.StatesPerMB, r.Stats.Executions)
	}

	for _, budget := range []string{"1g", "4g"} {
		code, out, errOut = jcheck("check", "--search=stateful", "--por=sleep", "--visited-memory", budget, "-cp", dir, "Ordered")
		if code != 0 || !strings.Contains(out, " 699 states (390 revisits pruned), ") || !strings.Contains(out, "\nVisited set: 698 states in 45.9 KB, 15559 states per MB\n") {
			t.Errorf("--visited-memory %s, which the search does not reach: exit %d, want 0 and 699 states\n%s%s", budget, code, out, errOut)
		}
	}

	bits := filepath.Join(t.TempDir(), "bitstate.json")
	page := filepath.Join(t.TempDir(), "bitstate.html")
	code, out, errOut = jcheck("check", "--search=stateful", "--por=sleep", "--visited-memory", "4k", "--when-visited-full=bitstate", "--json", bits, "--html", page, "-cp", dir, "Transfers")
	probability := regexp.MustCompile(`\nBitstate: the exact set was full at \d+ states; then 3 hash functions, \d+ of 32768 bits set: a state not visited is taken as visited with probability [0-9.e-]+, so the search is no guarantee\n`)
	if code != exitFound || !strings.HasPrefix(out, "jcheck: 1 error found\n\ndeadlock: threads Thread-0 and Thread-1 wait for one another for good") || !probability.MatchString(out) {
		t.Errorf("--when-visited-full=bitstate: exit %d, want %d, the deadlock and the probability\n%s%s", code, exitFound, out, errOut)
	}
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`visited set</dt>\s*<dd>92 states in 4.0 KB</dd>[\s\S]*bitstate</dt>\s*<dd>\d+ of 32,768 bits set, 3 hash functions: a state not visited is taken as visited with probability [0-9.e-]+</dd>`).Match(html) {
		t.Errorf("--when-visited-full=bitstate: the web page does not give the visited set and the bitstate table\n%s", html)
	}
	r = readReport(t, bits)
	if b := r.Stats.Bitstate; b == nil || b.Hashes != 3 || b.Bits != 32768 || b.Omission <= 0 || b.Omission >= 1e-3 {
		t.Errorf("--when-visited-full=bitstate: JSON bitstate %+v, want 3 hashes, 32768 bits and a small probability", b)
	}

	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--search=stateless", "--visited-memory", "1g"}, "--visited-memory is for --search=stateful or auto: the state-less search stores no states"},
		{[]string{"--search=stateless", "--when-visited-full=bitstate"}, "--when-visited-full is for --search=stateful or auto: the state-less search stores no states"},
		{[]string{"--visited-memory", "0"}, `--visited-memory must be a size such as 256m or 2g, not "0"`},
		{[]string{"--search=stateful", "--visited-memory", "0"}, `--visited-memory must be a size such as 256m or 2g, not "0"`},
		{[]string{"--search=stateful", "--visited-memory", "lots"}, `--visited-memory must be a size such as 256m or 2g, not "lots"`},
		{[]string{"--search=stateful", "--when-visited-full=swap"}, `--when-visited-full must be stop or bitstate, not "swap"`},
	} {
		code, out, errOut := jcheck(append(append([]string{"check"}, c.args...), "-cp", dir, "Ordered")...)
		if code != exitBadInput || out != "" || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, want %d and one line saying %q\n%s%s", c.args, code, exitBadInput, c.want, out, errOut)
		}
	}
}
