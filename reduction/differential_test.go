package reduction_test

import (
	"flag"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/internal/progen"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reduction"
)

var (
	// 16 by default, which keeps the package within its share of the test
	// command's 10 minutes on 2 cores; -n 30 -seed S checks more.
	genCount = flag.Int("n", 16, "number of generated programs TestDifferential checks (10 with -short)")
	genSeed  = flag.Uint64("seed", 1, "seed of the first generated program of TestDifferential")
)

// reference is the unreduced search: every access to a shared location
// is a scheduling point, every transition of a state is explored (sleep
// sets only), and no discipline is trusted.
var reference = reduction.Options{Atomicity: interp.BytecodeAtomicity, Mode: reduction.IFSSS, POR: reduction.PORSleep}

// maxReference bounds the executions of the reference search.
const maxReference = 1000

// reduced lists the searches that must find the reference's outcomes:
// each atomicity, each kind of transition and each reduction (DPOR,
// sleep sets, Algorithm 2-LD”s persistent sets), with the race-adaptive
// lockset', the iterative bounding of BPOR and the iterative deepening
// of SSS_cyc.
func reduced() map[string]reduction.Options {
	modes := map[string]reduction.Options{}
	for an, a := range map[string]interp.Atomicity{"reduced": interp.ReducedAtomicity, "bytecode": interp.BytecodeAtomicity} {
		for _, m := range []reduction.Mode{reduction.Composed, reduction.IFSSS} {
			for _, p := range []reduction.POR{reduction.PORDPOR, reduction.PORSleep, reduction.PORPersistent} {
				name := fmt.Sprintf("%s/%s/%s", an, m, p)
				modes[name] = reduction.Options{Atomicity: a, Mode: m, POR: p, Lockset: true}
			}
		}
	}
	modes["bounded auto"] = reduction.Options{Bounded: true, AutoPreemptions: true, Lockset: true}
	modes["deepen"] = reduction.Options{Deepen: true, POR: reduction.PORSleep, Lockset: true}
	return modes
}

// stateful lists the stateful searches. Their states hold what the
// program printed when outcomes are asked for, so their outcomes are
// compared as the state-less searches' are, and the kinds of the errors
// they find too.
func stateful() map[string]reduction.Options {
	return map[string]reduction.Options{
		"stateful reduced":  {Stateful: true, Lockset: true},
		"stateful bytecode": {Stateful: true, Lockset: true, Atomicity: interp.BytecodeAtomicity},
		"stateful sleep":    {Stateful: true, Lockset: true, POR: reduction.PORSleep},
	}
}

// errorKinds are the kinds of the errors a search found, races and
// warnings left out (the reference does not check the discipline).
func errorKinds(res *reduction.Result) []string {
	var kinds []string
	for _, f := range res.Findings {
		if k := f.Kind; k != reduction.DataRace && k != reduction.LDViolation && !slices.Contains(kinds, k.String()) {
			kinds = append(kinds, k.String())
		}
	}
	slices.Sort(kinds)
	return kinds
}

// outcomeSet is a search's outcomes without their counts, one per line.
// An error stops its execution where it happens, so what the other
// threads had printed by then depends on where the search's scheduling
// points are: of an execution an error ended only the kind of the error
// counts.
func outcomeSet(res *reduction.Result) []string {
	var out []string
	for _, o := range res.Outcomes {
		if o.End == "deadlock" || strings.HasPrefix(o.End, "exit") {
			out = append(out, fmt.Sprintf("%s | %q | %q", o.End, o.Stdout, o.Stderr))
		} else if !slices.Contains(out, o.End) {
			out = append(out, o.End)
		}
	}
	return out
}

// TestDifferential checks every reduction against the unreduced
// search on generated programs (internal/progen): a reduction is sound
// for the outcomes it must preserve — outputs, deadlocks, assertion
// failures, uncaught exceptions — only if it finds exactly the outcomes
// the unreduced search finds; BPOR within a preemption bound, exactly
// those of every execution within the bound. Real java, run once on each program that
// cannot deadlock, must produce one of them.
func TestDifferential(t *testing.T) {
	n := *genCount
	if testing.Short() {
		n = min(n, 10)
	}
	var progs []progen.Program
	sources := map[string]string{}
	for i := range n {
		p := progen.Generate(*genSeed+uint64(i), fmt.Sprintf("Gen%d", *genSeed+uint64(i)), true)
		progs = append(progs, p)
		sources[p.Name+".java"] = p.Source
	}
	dir := javatool.CompileForTest(t, sources)
	tools := javatool.NeedJDK(t)
	modes := reduced()
	names := slices.Sorted(maps.Keys(modes))
	statefulModes := stateful()
	statefulNames := slices.Sorted(maps.Keys(statefulModes))
	for _, gp := range progs {
		t.Run(gp.Name, func(t *testing.T) {
			jdk, l := javatool.LoaderForTest(t, dir)
			p := reduction.Program{Loader: l, VM: interp.Options{JDK: jdk, ClassPath: dir}, Main: gp.Name}
			search := func(o reduction.Options) *reduction.Result {
				o.Outcomes, o.AllErrors, o.IgnoreUncaught = true, true, true
				o.FairBound, o.MaxDepth = 2, 5000
				// Only a guard against a search that would not end: the
				// reductions explore fewer executions than the reference.
				// (The stateful search with bytecode atomicity fingerprints
				// every state and takes 40 s on Gen4 alone.)
				o.TimeLimit = 3 * time.Minute
				res, err := reduction.Check(p, o)
				if err != nil {
					t.Fatalf("%v\n%s", err, gp.Source)
				}
				return res
			}
			ref := reference
			ref.MaxExecutions = maxReference
			want := search(ref)
			if want.Limit != "" {
				// A few generated programs have too many interleavings
				// for the unreduced search; they are not compared.
				t.Skipf("the unreduced search stopped at its %s", want.Limit)
			}
			wantSet := outcomeSet(want)
			for _, name := range names {
				res := search(modes[name])
				if res.Limit != "" {
					t.Errorf("%s: stopped at its %s", name, res.Limit)
					continue
				}
				if got := outcomeSet(res); !slices.Equal(got, wantSet) {
					t.Errorf("%s: outcomes\n\t%s\nthe unreduced search's:\n\t%s\nprogram:\n%s", name,
						strings.Join(got, "\n\t"), strings.Join(wantSet, "\n\t"), gp.Source)
				}
			}
			// BPOR within a bound must find what every execution within
			// it finds: the unreduced search with the same bound.
			for bound := range 3 {
				o := reduction.Options{Bounded: true, Preemptions: bound, Lockset: true}
				ref := o
				ref.POR, ref.MaxExecutions = reduction.PORNone, maxReference
				want := search(ref)
				if want.Limit != "" {
					continue
				}
				if got, wantSet := outcomeSet(search(o)), outcomeSet(want); !slices.Equal(got, wantSet) {
					t.Errorf("bounded %d: outcomes\n\t%s\nthe unreduced search's within the bound:\n\t%s\nprogram:\n%s", bound,
						strings.Join(got, "\n\t"), strings.Join(wantSet, "\n\t"), gp.Source)
				}
			}
			wantKinds := errorKinds(want)
			for _, name := range statefulNames {
				res := search(statefulModes[name])
				if got := errorKinds(res); res.Limit != "" || !slices.Equal(got, wantKinds) {
					t.Errorf("%s: errors %q (limit %q); the unreduced search's: %q\nprogram:\n%s", name, got, res.Limit, wantKinds, gp.Source)
				}
				if got := outcomeSet(res); !slices.Equal(got, wantSet) {
					t.Errorf("%s: outcomes\n\t%s\nthe unreduced search's:\n\t%s\nprogram:\n%s", name,
						strings.Join(got, "\n\t"), strings.Join(wantSet, "\n\t"), gp.Source)
				}
			}
			for _, o := range want.Outcomes {
				if !strings.HasPrefix(o.End, "exit") {
					return // java could hang or stop on an assertion we cannot match by kind
				}
			}
			r, err := tools.RunJava(dir, &javatool.Program{Name: gp.Name})
			if err != nil {
				t.Fatal(err)
			}
			java := fmt.Sprintf("exit %d | %q | %q", r.ExitCode, r.Stdout, r.Stderr)
			if !slices.Contains(wantSet, java) {
				t.Errorf("java's outcome\n\t%s\nis not among the search's:\n\t%s\nprogram:\n%s", java, strings.Join(wantSet, "\n\t"), gp.Source)
			}
		})
	}
}
