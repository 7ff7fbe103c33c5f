package models_test

import (
	"slices"
	"testing"

	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reduction"
)

// TestForkJoinModel searches small fork/join programs with the models of
// ForkJoinPool and ForkJoinTask and requires their exact number of
// executions, outcomes and errors (the library's classes end none of
// them within minutes): a RecursiveTask summing a range on a pool of 2
// (within two preemptions: 10,874 executions without a bound),
// two leaves that increment an AtomicInteger and a synchronized counter,
// the same leaves incrementing a plain int (the race and the lost
// update), a task on a pool of 1 that joins a future a task queued
// behind it completes (the spare worker the pool starts for it runs
// that task), two tasks that each wait at a latch only the other
// counts down (deadlock), and, on a pool of 1, two tasks that meet at a
// Phaser (the pool starts a spare worker for the one that waits first, as
// the JDK's managedBlock does) and a task whose timed Condition await gets
// no spare (it times out).
func TestForkJoinModel(t *testing.T) {
	for _, c := range []struct {
		name       string
		want       []string
		executions int64
		kinds      []reduction.Kind
		// preemptions bounds the search to executions with at most that
		// many preemptions (0: no bound).
		preemptions int
	}{
		{name: "ForkJoinSumOk", want: []string{"sum=36\ndone=true normal=true\nraw=36 (exit 0)"}, executions: 108, preemptions: 2},
		{name: "ForkJoinAtomicCounterOk", want: []string{"atomic=2 sync=2 (exit 0)"}, executions: 916},
		{name: "ForkJoinCounterRace", executions: 74, kinds: []reduction.Kind{reduction.DataRace, reduction.AssertionFailure}},
		{name: "ForkJoinFutureJoinOk", want: []string{"completed (exit 0)"}, executions: 42},
		{name: "ForkJoinLatchDeadlock", want: []string{"start (deadlock)"}, executions: 1, kinds: []reduction.Kind{reduction.Deadlock}},
		{name: "ForkJoinPhaserOk", want: []string{"12 12 phase 2 (exit 0)"}, executions: 1344},
		{name: "ForkJoinTimedAwaitNoSpare", executions: 1, kinds: []reduction.Kind{reduction.AssertionFailure}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := jucProgram(t, c.name)
			o := reduction.Options{Mode: reduction.Composed, Atomicity: interp.ReducedAtomicity, Lockset: true, FairBound: 2, Outcomes: c.kinds == nil, Bounded: c.preemptions > 0, Preemptions: c.preemptions}
			res, err := reduction.Check(p, o)
			if err != nil {
				t.Fatal(err)
			}
			var kinds []reduction.Kind
			for _, f := range res.Findings {
				kinds = append(kinds, f.Kind)
			}
			if res.Stats.Executions != c.executions || res.Limit != "" || !slices.Equal(kinds, c.kinds) {
				t.Errorf("%d executions (limit %q), findings %v, want %d and %v", res.Stats.Executions, res.Limit, kinds, c.executions, c.kinds)
			}
			if c.kinds == nil {
				if got := outcomes(res); !slices.Equal(got, c.want) {
					t.Errorf("outcomes %q, want %q", got, c.want)
				}
			}
		})
	}
}
