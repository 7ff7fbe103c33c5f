package reduction_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/internal/progen"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reduction"
)

// spinFlag waits for a flag in a loop that yields and re-reads it: the state after a
// read that found it unset is the state before, a cycle of the state
// space.
const spinFlag = `public class Spin {
    static volatile boolean ready;
    static volatile int seen;
    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> { while (!ready) { Thread.yield(); } seen = 1; });
        w.start();
        ready = true;
        w.join();
        System.out.println(seen);
    }
}`

// TestStatefulDPOR checks the stateful search with DPOR (summary.go)
// against the unreduced state-less search: the same outcomes (the states
// hold what was printed) on generated programs whose races a search
// without summaries misses — a stateful DPOR that only prunes a state
// visited before lost outcomes on 7 of Gen25000 to Gen25029, these four
// among them — on a program whose state space has a cycle (the search
// starts again with sleep sets: its counts are those of the search with
// sleep sets alone after the first, interrupted one), with a visited set
// that becomes a bitstate table, and with exact counts, the same on every
// run.
func TestStatefulDPOR(t *testing.T) {
	sources := map[string]string{"Spin.java": spinFlag}
	var names []string
	for _, seed := range []uint64{25000, 25002, 25005, 25016} {
		g := progen.Generate(seed, fmt.Sprintf("Gen%d", seed), false)
		sources[g.Name+".java"] = g.Source
		names = append(names, g.Name)
	}
	dir := javatool.CompileForTest(t, sources)
	search := func(main string, o reduction.Options) *reduction.Result {
		t.Helper()
		jdk, l := javatool.LoaderForTest(t, dir)
		p := reduction.Program{Loader: l, VM: interp.Options{JDK: jdk, ClassPath: dir}, Main: main}
		o.Outcomes, o.AllErrors, o.IgnoreUncaught, o.Lockset, o.FairBound, o.MaxDepth = true, true, true, true, 2, 5000
		res, err := reduction.Check(p, o)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	ends := func(res *reduction.Result) []string {
		var out []string
		for _, o := range res.Outcomes {
			if o.End == "deadlock" || strings.HasPrefix(o.End, "exit") {
				out = append(out, fmt.Sprintf("%s %q", o.End, o.Stdout))
			} else if !slices.Contains(out, o.End) {
				out = append(out, o.End)
			}
		}
		return out
	}
	counts := map[string]string{
		"Gen25000": "3 executions, 107 transitions, 95 states, 14 matched, sleep sets false",
		"Gen25002": "3 executions, 100 transitions, 83 states, 19 matched, sleep sets false",
		"Gen25005": "3 executions, 977 transitions, 529 states, 450 matched, sleep sets false",
		"Gen25016": "3 executions, 66 transitions, 63 states, 5 matched, sleep sets false",
		"Spin":     "2 executions, 44 transitions, 39 states, 7 matched, sleep sets true",
	}
	// A visited set too small for the states and their summaries turns
	// into a bitstate table, which keeps no summaries: a revisit then
	// makes every state on the stack explore all its transitions.
	bits := search("Gen25005", reduction.Options{Stateful: true, VisitedMemory: 8000, WhenVisitedFull: reduction.VisitedBitstate})
	if want := search("Gen25005", reduction.Options{Stateful: true}); bits.Stats.Bitstate == nil || !slices.Equal(ends(bits), ends(want)) {
		t.Errorf("bitstate: %+v, outcomes %q, want %q", bits.Stats.Bitstate, ends(bits), ends(want))
	}
	for _, main := range append(names, "Spin") {
		ref := reference
		ref.MaxExecutions = maxReference
		want := search(main, ref)
		if want.Limit != "" {
			t.Fatalf("%s: the unreduced search stopped at its %s", main, want.Limit)
		}
		for range 2 {
			res := search(main, reduction.Options{Stateful: true})
			if got, w := ends(res), ends(want); res.Limit != "" || !slices.Equal(got, w) {
				t.Errorf("%s: outcomes %q (limit %q), the unreduced search's %q", main, got, res.Limit, w)
			}
			st := res.Stats
			if got := fmt.Sprintf("%d executions, %d transitions, %d states, %d matched, sleep sets %v", st.Executions, st.Transitions, st.States, st.Matched, st.SleepSets); got != counts[main] {
				t.Errorf("%s: %s, want %s", main, got, counts[main])
			}
		}
	}
}
