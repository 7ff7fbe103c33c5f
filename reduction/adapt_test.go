package reduction_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/interp"

	"github.com/jcheck/jcheck/reduction"
)

// lostUpdate has two threads increment a field without a lock; main
// joins them and prints it: 2, or 1 when the increments interleave.
const lostUpdate = `
public class Lost {
    static int x;
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { x = x + 1; });
        Thread b = new Thread(() -> { x = x + 1; });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(x);
    }
}`

// TestRaceAdaptiveRounds checks the race-adaptive search on lostUpdate.
// Round 1 trusts LD': each thread's increment is invisible, part of the
// thread's first transition; lockset' finds the race on the first path
// (1 execution) and x is promoted. In round 2 the read and the write of
// x are visible operations of their own. The traces differ in the order
// of the conflicting pairs (ra,wb), (wa,rb), (wa,wb) — the reads commute
// — so there are 4: a then b, b then a (x = 2), and both reads before
// both writes with either write last (x = 1). Round 2 explores those 4,
// and finds no new race, so the search ends: 5 executions, x = 2 in 3
// of them and x = 1 in 2. The sleep-set search needs more transitions
// for the same executions.
func TestRaceAdaptiveRounds(t *testing.T) {
	p := program(t, map[string]string{"Lost.java": lostUpdate}, "Lost")
	for _, c := range []struct {
		por         reduction.POR
		transitions int64
	}{{reduction.PORDPOR, 58}, {reduction.PORSleep, 86}} {
		res, err := reduction.Check(p, reduction.Options{POR: c.por, Lockset: true, Outcomes: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Rounds != 2 || len(res.Promoted) != 1 || res.Promoted[0].String() != "Lost.x" {
			t.Errorf("%s: %d rounds promoting %v; want 2 rounds promoting Lost.x", c.por, res.Rounds, res.Promoted)
		}
		if st := res.Stats; st.Executions != 5 || st.Transitions != c.transitions {
			t.Errorf("%s: %d executions, %d transitions; want 5, %d", c.por, st.Executions, st.Transitions, c.transitions)
		}
		if len(res.Findings) != 1 || res.Findings[0].Kind != reduction.DataRace || res.Findings[0].Warning {
			t.Errorf("%s: findings %v; want one data race", c.por, res.Findings)
		}
		want := []reduction.Outcome{{Stdout: "1\n", End: "exit 0", Executions: 2}, {Stdout: "2\n", End: "exit 0", Executions: 3}}
		if fmt.Sprint(res.Outcomes) != fmt.Sprint(want) {
			t.Errorf("%s: outcomes %+v; want %+v", c.por, res.Outcomes, want)
		}
	}
}

// TestBoundedOutcomes checks BPOR's bound on lostUpdate: x = 1 needs a
// preemption (a thread switched away from between its read and its write
// while it could go on), so with no preemption every execution prints 2,
// with one both results show. Each count includes round 1's execution,
// which finds the race. Round 2 with bound 0 runs the threads without
// preemption: main blocks in a.join() with a and b started, and then a
// before b or b before a — 2 executions (a, main, b is a, b, main in
// another order of independent transitions: main's join of a and b's
// run; the transitive reduction of §6.1 leaves it out). With bound 1 the
// bound cuts transitions, so the conservative backtrack points are
// explored too (6). With bound 2 no transition exceeds it: the
// conservative points are left out (Coons §6.4), the search is DPOR's
// (1 + 4 executions) and complete. The iterative bounding (auto) finds
// the race once and runs round 2 with bounds 0, 1 and 2: 1 + 2 + 6 + 4.
func TestBoundedOutcomes(t *testing.T) {
	p := program(t, map[string]string{"Lost.java": lostUpdate}, "Lost")
	for _, c := range []struct {
		bound      int
		auto       bool
		executions int64
		outcomes   string
		guarantee  string
	}{
		{0, false, 3, "2", "every execution with at most 0 preemptions was explored"},
		{1, false, 7, "1 2", "every execution with at most 1 preemption was explored"},
		{2, false, 5, "1 2", reduction.CompleteGuarantee},
		{0, true, 13, "1 2", reduction.CompleteGuarantee},
	} {
		res, err := reduction.Check(p, reduction.Options{Bounded: true, Preemptions: c.bound, AutoPreemptions: c.auto, Lockset: true, Outcomes: true})
		if err != nil {
			t.Fatal(err)
		}
		var printed []string
		for _, o := range res.Outcomes {
			printed = append(printed, strings.TrimSpace(o.Stdout))
		}
		if got := strings.Join(printed, " "); got != c.outcomes || res.Stats.Executions != c.executions || res.Guarantee != c.guarantee || res.Rounds != 2 {
			t.Errorf("bound %d (auto %v): %d executions in %d rounds printing %q, %q; want %d executions in 2 rounds printing %q, %q",
				c.bound, c.auto, res.Stats.Executions, res.Rounds, got, res.Guarantee, c.executions, c.outcomes, c.guarantee)
		}
	}
}

// spin waits for a volatile flag by yielding.
const spin = `
public class Spin {
    static volatile boolean flag;
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> { flag = true; });
        t.start();
        while (!flag) {
            Thread.yield();
        }
        t.join();
    }
}`

// TestFairBound checks the fair bound on spin. Main's loop is a read of
// flag (visible: volatile) and a yield; t's write ends it. Without a
// bound, the schedules in which main spins while t waits are unbounded:
// the depth bound cuts them. With bound k, main yields at most k times in
// a row while t can run; the count starts again when t runs, and t's
// begin and its write are two transitions, so the read that first sees
// true can be main's 1st, ..., (k+2)th: k+2 executions, each ending.
func TestFairBound(t *testing.T) {
	p := program(t, map[string]string{"Spin.java": spin}, "Spin")
	res, err := reduction.Check(p, reduction.Options{MaxDepth: 300, Lockset: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Limit != "max-depth" {
		t.Errorf("no fair bound: limit %q; want max-depth", res.Limit)
	}
	for k := 1; k <= 3; k++ {
		res, err := reduction.Check(p, reduction.Options{FairBound: k, MaxDepth: 300, Lockset: true})
		if err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("every interleaving in which no thread yields or times out more than %d times in a row while another can run was explored", k)
		if res.Limit != "" || res.Stats.Executions != int64(k+2) || res.Guarantee != strings.Replace(want, "than 1 times", "than once", 1) {
			t.Errorf("fair bound %d: limit %q, %d executions, %q; want no limit, %d executions", k, res.Limit, res.Stats.Executions, res.Guarantee, k+2)
		}
	}
}

// deposits has three workers deposit under a lock, and main check the
// balance after joining them (the program whose stateful counts once
// changed from run to run).
const deposits = `
public class Deposits {
    static final Object lock = new Object();
    static int balance;
    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            int amount = i + 1;
            ts[i] = new Thread(() -> { synchronized (lock) { balance += amount; } });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        synchronized (lock) {
            assert balance == 6;
        }
    }
}`

// TestDeterministic runs each search three times, each with a new loader
// as a new jcheck process would: the statistics (but for time and memory)
// and the findings must be the same every time.
func TestDeterministic(t *testing.T) {
	p := program(t, map[string]string{"Deposits.java": deposits, "Lost.java": lostUpdate}, "Deposits")
	lost := p
	lost.Main = "Lost"
	for _, c := range []struct {
		prog reduction.Program
		o    reduction.Options
	}{
		{p, reduction.Options{Stateful: true, Lockset: true}},
		{p, reduction.Options{Lockset: true}},
		{lost, reduction.Options{Lockset: true, AllErrors: true, Shorten: 100_000}},
		{lost, reduction.Options{Stateful: true, Lockset: true, Atomicity: interp.BytecodeAtomicity}},
		{lost, reduction.Options{Lockset: true, Bounded: true, AutoPreemptions: true}},
	} {
		var first string
		for i := 0; i < 3; i++ {
			res, err := reduction.Check(reloaded(t, c.prog), c.o)
			if err != nil {
				t.Fatal(err)
			}
			st := res.Stats
			got := fmt.Sprint(st.Executions, st.Transitions, st.Replayed, st.States, st.Matched, st.MaxDepth, st.Instructions, res.Rounds, res.Promoted)
			for _, f := range res.Findings {
				got += fmt.Sprint(f.Kind, f.Message, f.Path)
			}
			if i == 0 {
				first = got
			} else if got != first {
				t.Errorf("%s %+v: run %d differs from run 1:\n%s\n%s", c.prog.Main, c.o, i+1, got, first)
			}
		}
	}
}

// busySpin: main spins on a volatile flag (a visible read each time
// round, no yield: the fair bound does not end it) until t sets it.
const busySpin = `
public class BusySpin {
    static volatile boolean flag;
    public static void main(String[] args) {
        new Thread(() -> { flag = true; }).start();
        while (!flag) { }
    }
}`

// TestDeepen checks SSS_cyc's iterative deepening: on a cyclic program
// the depth bound 64 cuts executions, so the search goes on with 128 and
// 256 (the --max-depth here), where it stops with the guarantee of the
// last bound it completed; on an acyclic program whose executions are
// all shorter than 64 transitions, the first iteration is the whole
// search, with exactly the executions of the search without deepening.
func TestDeepen(t *testing.T) {
	p := program(t, map[string]string{"BusySpin.java": busySpin}, "BusySpin")
	deep := reduction.Options{Deepen: true, POR: reduction.PORSleep, MaxDepth: 256, Lockset: true}
	res, err := reduction.Check(p, deep)
	if err != nil {
		t.Fatal(err)
	}
	if want := "every execution of at most 128 transitions was explored"; res.Limit != "max-depth" || res.Guarantee != want || res.Stats.MaxDepth != 256 {
		t.Errorf("busy spin: limit %q, guarantee %q, max depth %d; want max-depth, %q, 256", res.Limit, res.Guarantee, res.Stats.MaxDepth, want)
	}
	plain, err := reduction.Check(p, reduction.Options{POR: reduction.PORSleep, MaxDepth: 256, Lockset: true})
	if err != nil {
		t.Fatal(err)
	}
	if plain.Guarantee != "" || res.Stats.Executions <= plain.Stats.Executions {
		t.Errorf("without deepening: guarantee %q, %d executions; deepening %d (its iterations add up)", plain.Guarantee, plain.Stats.Executions, res.Stats.Executions)
	}
	q := program(t, map[string]string{"Deposits.java": deposits}, "Deposits")
	deep.MaxDepth = 0
	a, err := reduction.Check(q, deep)
	if err != nil {
		t.Fatal(err)
	}
	b, err := reduction.Check(q, reduction.Options{POR: reduction.PORSleep, Lockset: true})
	if err != nil {
		t.Fatal(err)
	}
	if a.Guarantee != reduction.CompleteGuarantee || a.Stats.Executions != b.Stats.Executions || a.Stats.MaxDepth >= 64 {
		t.Errorf("deposits: deepening %d executions (%q, depth %d), without %d", a.Stats.Executions, a.Guarantee, a.Stats.MaxDepth, b.Stats.Executions)
	}
	if _, err := reduction.Check(q, reduction.Options{Deepen: true}); err == nil {
		t.Error("deepening with DPOR: no error")
	}
}
