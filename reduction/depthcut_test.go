package reduction_test

import (
	"fmt"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/internal/progen"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reduction"
)

// TestDepthCutKeepsClocks searches generated programs with DPOR and BPOR
// under every depth bound up to their longest execution: a transition
// the bound cuts is not analysed (it does not become its thread's last
// transition for the vector clocks, Flanagan–Godefroid Fig. 4), and
// undoing it must leave the thread's last transition as it was. (When
// undoing a cut transition restored what an earlier sibling's left, the
// clocks of the next paths read transitions that were no longer on the
// path: wrong backtracking points, or an index out of range.) Each
// bounded search must end, without a panic, at the max-depth limit.
func TestDepthCutKeepsClocks(t *testing.T) {
	var progs []progen.Program
	sources := map[string]string{}
	for i := range 6 {
		p := progen.Generate(uint64(63000+i), fmt.Sprintf("Cut%d", 63000+i), false)
		progs = append(progs, p)
		sources[p.Name+".java"] = p.Source
	}
	dir := javatool.CompileForTest(t, sources)
	for _, gp := range progs {
		t.Run(gp.Name, func(t *testing.T) {
			jdk, l := javatool.LoaderForTest(t, dir)
			p := reduction.Program{Loader: l, VM: interp.Options{JDK: jdk, ClassPath: dir}, Main: gp.Name}
			full, err := reduction.Check(p, reduction.Options{Lockset: true, AllErrors: true, IgnoreUncaught: true, FairBound: 2})
			if err != nil {
				t.Fatal(err)
			}
			for depth := 2; depth < full.Stats.MaxDepth; depth++ {
				for _, o := range []reduction.Options{{}, {Bounded: true, Preemptions: 1}} {
					o.Lockset, o.AllErrors, o.IgnoreUncaught, o.FairBound, o.MaxDepth = true, true, true, 2, depth
					got, err := reduction.Check(p, o)
					if err != nil {
						t.Fatal(err)
					}
					if got.Limit != "max-depth" {
						t.Errorf("max depth %d, bounded %v: limit %q, %d executions\n%s", depth, o.Bounded, got.Limit, got.Stats.Executions, gp.Source)
					}
				}
			}
		})
	}
}
