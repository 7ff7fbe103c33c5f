package reduction_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// transfers has three threads take a shared lock three times each before
// two of them take two locks in opposite orders: a deadlock, and a data
// race on count, which the race-adaptive search promotes in a first round
// (684 distinct states over the two rounds).
const transfers = `
public class Transfers {
    static final Object a = new Object(), b = new Object(), c = new Object();
    static int count;
    static void work(Object first, Object second, int n) {
        for (int i = 0; i < n; i++) {
            synchronized (c) { count++; }
        }
        synchronized (first) { synchronized (second) { count++; } }
    }
    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> work(a, b, 3));
        Thread t2 = new Thread(() -> work(b, a, 3));
        Thread t3 = new Thread(() -> work(c, c, 3));
        t1.start(); t2.start(); t3.start();
        t1.join(); t2.join(); t3.join();
    }
}`

// counts are the statistics of a search that do not depend on the
// machine, with its findings.
func counts(res *reduction.Result) string {
	st := res.Stats
	s := fmt.Sprint(res.Limit, " ", st.Executions, st.Transitions, st.Replayed, st.States, st.Matched, st.MaxDepth, st.VisitedStates, st.VisitedBytes, res.Rounds)
	for _, f := range res.Findings {
		s += fmt.Sprint(" ", f.Kind, len(f.Path))
	}
	return s
}

// TestVisitedMemory checks the stateful search's memory budget: a budget
// that is not reached changes nothing; a small one stops the search
// (VisitedStop) or makes the visited set a bitstate table
// (VisitedBitstate), with which the search still finds the deadlock; and
// both do the same every time. With sleep sets: the visited set then
// holds states and sleep sets alone (TestStatefulDPOR has the DPOR's).
func TestVisitedMemory(t *testing.T) {
	p := program(t, map[string]string{"Transfers.java": transfers}, "Transfers")
	check := func(o reduction.Options) *reduction.Result {
		t.Helper()
		o.Stateful, o.Lockset, o.POR = true, true, reduction.PORSleep
		res, err := reduction.Check(reloaded(t, p), o)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	// The visited set of the last round: 650 states in 1024 slots
	// (16 KiB), 24,544 bytes of sleep sets beside them.
	unbounded := check(reduction.Options{})
	const want = " 6 920 11867 684 238 52 650 40928 2 data race 17 deadlock 34"
	if got := counts(unbounded); got != want {
		t.Errorf("without a budget: %s, want %s", got, want)
	}
	if got := counts(check(reduction.Options{VisitedMemory: 1 << 20})); got != want {
		t.Errorf("with a budget it does not reach: %s, want %s", got, want)
	}
	if unbounded.Stats.Bitstate != nil || unbounded.Guarantee != reduction.CompleteGuarantee {
		t.Errorf("without a budget: bitstate %v, guarantee %q", unbounded.Stats.Bitstate, unbounded.Guarantee)
	}

	// 8,000 bytes: 250 slots to start with, the rest for sleep sets;
	// full in the second round, after the race was promoted.
	const stop = "visited-memory 3 180 1669 169 12 52 138 7968 2 data race 17"
	for i := range 2 {
		res := check(reduction.Options{VisitedMemory: 8000})
		if got := counts(res); got != stop {
			t.Errorf("stop, run %d: %s, want %s", i+1, got, stop)
		}
		if res.Limit != reduction.LimitVisitedFull || res.Guarantee != "" || res.Stats.VisitedBytes > 8000 {
			t.Errorf("stop, run %d: limit %q, guarantee %q, %d bytes", i+1, res.Limit, res.Guarantee, res.Stats.VisitedBytes)
		}
	}

	// The bitstate table explores again a state reached with a sleep
	// set it was not explored with (741 states, not 684). Which bits a
	// state sets depends on its fingerprint, which hashes the addresses
	// of classes and methods in memory: the bits set differ from run to
	// run, and so could, by a collision, what is explored — with a
	// probability below 1e-3 here (fewer than 741 lookups in a table
	// whose fill gives at most 1e-6).
	const bitstate = " 6 961 12626 741 222 52 707 32000 2 data race 17 deadlock 34"
	for i := range 2 {
		res := check(reduction.Options{VisitedMemory: 32000, WhenVisitedFull: reduction.VisitedBitstate})
		if got := counts(res); got != bitstate {
			t.Errorf("bitstate, run %d: %s, want %s", i+1, got, bitstate)
		}
		b := res.Stats.Bitstate
		if b == nil {
			t.Fatalf("bitstate, run %d: no bitstate statistics", i+1)
		}
		// 707 states, 3 bits each: fewer where two share a bit.
		if b.ExactStates != 462 || b.Hashes != 3 || b.Bits != 256000 || b.BitsSet < 2080 || b.BitsSet > 3*707 {
			t.Errorf("bitstate, run %d: %+v, want 462 exact states, 3 hashes, 256000 bits, about 2115 set", i+1, *b)
		}
		if p := math.Pow(float64(b.BitsSet)/256000, 3); b.Omission != p || p > 1e-6 {
			t.Errorf("bitstate, run %d: omission %g, want (bitsSet/bits)^3 = %g, below 1e-6", i+1, b.Omission, p)
		}
		if !strings.HasPrefix(res.Guarantee, reduction.CompleteGuarantee+", but for the states a hash collision") || !strings.HasSuffix(res.Guarantee, "not a guarantee") {
			t.Errorf("bitstate, run %d: guarantee %q", i+1, res.Guarantee)
		}
	}
}
