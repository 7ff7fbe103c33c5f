package reduction_test

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/jcheck/jcheck/internal/benchprog"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/lockset"
	"github.com/jcheck/jcheck/reduction"
)

// explored is what a search explored and found: its result without the
// statistics that checkpoints change (replays, the instructions they
// run, time, memory).
func explored(res *reduction.Result) reduction.Result {
	r := *res
	r.Stats.Replayed, r.Stats.ReplayedPerTransition, r.Stats.Instructions = 0, 0, 0
	r.Stats.Elapsed, r.Stats.PeakMemory = 0, 0
	return r
}

// sameSearch requires a search with checkpoints to explore and find
// exactly what the search without them did, replaying fewer transitions
// (strictly fewer if strict) and running fewer instructions.
func sameSearch(t *testing.T, name string, off, on *reduction.Result, strict bool) {
	t.Helper()
	if a, b := explored(off), explored(on); !reflect.DeepEqual(a, b) {
		t.Errorf("%s: with checkpoints\n%+v\nwithout\n%+v", name, b, a)
		for i := range min(len(a.Findings), len(b.Findings)) {
			if !reflect.DeepEqual(a.Findings[i], b.Findings[i]) {
				t.Errorf("%s: finding %d with checkpoints\n%+v\nwithout\n%+v", name, i, *b.Findings[i], *a.Findings[i])
			}
		}
	}
	so, sn := off.Stats, on.Stats
	if sn.Replayed > so.Replayed || strict && so.Replayed > 0 && sn.Replayed >= so.Replayed || sn.Instructions > so.Instructions {
		t.Errorf("%s: %d replayed and %d instructions with checkpoints, %d and %d without", name, sn.Replayed, sn.Instructions, so.Replayed, so.Instructions)
	}
}

// TestCheckpointsSameSearch searches programs with checkpoints and
// without, in the search's modes: state-less with each reduction,
// stateful (a copy's states must match the replayed ones: the same
// visited states, revisits and counts), race-adaptive rounds with outcomes (the output buffers),
// all errors with a shortening budget small enough to end amid the
// shortening search, lockset' strict and escaping, threads awaiting
// Conditions at checkpoints; checkpoints every transition, every third
// and at the adaptive spacing.
func TestCheckpointsSameSearch(t *testing.T) {
	p := program(t, map[string]string{"Mex.java": mex, "Lost.java": lostUpdate, "Deposits.java": deposits}, "Mex")
	corpus := map[string]string{}
	for _, name := range []string{"races/WrongLock", "races/TwoStagePipeline", "races/LazyInit", "juc/RwConditionOk", "juc/CyclicBarrierOk"} {
		src, err := os.ReadFile(filepath.Join("..", "testdata", "java", name+".java"))
		if err != nil {
			t.Fatal(err)
		}
		corpus[filepath.Base(name)+".java"] = string(src)
	}
	r := program(t, corpus, "WrongLock")
	named := func(p reduction.Program, main string) reduction.Program {
		p.Main = main
		return p
	}
	type search struct {
		prog reduction.Program
		o    reduction.Options
	}
	searches := []search{
		{named(p, "Mex"), reduction.Options{Lockset: true}},
		{named(p, "Mex"), reduction.Options{POR: reduction.PORSleep, Atomicity: interp.BytecodeAtomicity}},
		{named(p, "Mex"), reduction.Options{Stateful: true, Lockset: true}},
		{named(p, "Lost"), reduction.Options{Lockset: true, Outcomes: true}},
		{named(p, "Lost"), reduction.Options{Lockset: true, POR: reduction.PORPersistent, Outcomes: true}},
		{named(p, "Lost"), reduction.Options{Lockset: true, Bounded: true, AutoPreemptions: true, Outcomes: true}},
		{named(p, "Deposits"), reduction.Options{Lockset: true, Init: lockset.InitStrict, AllErrors: true, Shorten: 100_000}},
		{named(r, "WrongLock"), reduction.Options{Lockset: true, AllErrors: true, Shorten: 100_000}},
		{named(r, "WrongLock"), reduction.Options{Lockset: true, Races: reduction.RacesStop, AllErrors: true, Stateful: true}},
		{named(r, "TwoStagePipeline"), reduction.Options{Lockset: true, AllErrors: true, FairBound: 2, Shorten: 300}},
		{named(r, "LazyInit"), reduction.Options{Lockset: true, AllErrors: true, Shorten: 500, Outcomes: true}},
		{named(r, "RwConditionOk"), reduction.Options{Lockset: true, Outcomes: true}},
		{named(r, "CyclicBarrierOk"), reduction.Options{Lockset: true, Stateful: true}},
	}
	if !testing.Short() {
		for _, b := range benchprog.Programs() {
			if b.Name != "OrderedPhilosophers(3,2)" {
				continue
			}
			q := program(t, map[string]string{b.File: string(b.Source)}, b.Main)
			q.Args = b.Args
			searches = append(searches, search{q, reduction.Options{Lockset: true}}, search{q, reduction.Options{Lockset: true, Stateful: true}})
		}
	}
	for _, c := range searches {
		// The loader is shared by the searches, and the first execution
		// to load a class runs the class loader's code (execution.loaded):
		// a first search loads them all, so that the searches compared
		// start alike.
		prog := reloaded(t, c.prog)
		if _, err := reduction.Check(prog, c.o); err != nil {
			t.Fatal(err)
		}
		off, err := reduction.Check(prog, c.o)
		if err != nil {
			t.Fatal(err)
		}
		for _, spacing := range []int{1, 3, 0} {
			o := c.o
			o.CheckpointMemory, o.CheckpointSpacing = 1<<30, spacing
			on, err := reduction.Check(prog, o)
			if err != nil {
				t.Fatal(err)
			}
			sameSearch(t, fmt.Sprintf("%s %+v, spacing %d", c.prog.Main, c.o, spacing), off, on, spacing > 0)
		}
	}
}

// TestCheckpointReplayCounts checks the replays on M_ex against counts
// worked out by hand. DPOR explores its 3 traces (TestMexCounts) as
// three paths: the first to a leaf at depth P+7 (P the transitions up to
// θ2's start), then from the state after w1 m1 at depth P+2, then from
// the state after w1 at depth P+1. Without checkpoints the two
// backtracks replay P+2 and P+1 transitions. With a checkpoint every k
// transitions (every state on the stack is one, the leaves are not),
// each replays from the deepest multiple of k at or above it: (P+2) mod
// k and (P+1) mod k transitions. A budget smaller than one copy keeps
// none.
func TestCheckpointReplayCounts(t *testing.T) {
	p := program(t, map[string]string{"Mex.java": mex}, "Mex")
	pre := prefix(t, p, interp.ReducedAtomicity)
	// Executions that load classes take no checkpoints (execution.loaded):
	// a first search loads them all.
	if _, err := reduction.Check(p, reduction.Options{Lockset: true}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		memory  int64
		spacing int
		want    int64
	}{
		{0, 0, 2*pre + 3},
		{1 << 30, 1, 0},
		{1 << 30, 2, (pre+2)%2 + (pre+1)%2},
		{1 << 30, 4, (pre+2)%4 + (pre+1)%4},
		{1 << 30, 7, (pre+2)%7 + (pre+1)%7},
		{1 << 30, int(pre) + 8, 2*pre + 3},
		{1, 1, 2*pre + 3},
	} {
		for _, ls := range []bool{false, true} {
			res, err := reduction.Check(p, reduction.Options{Lockset: ls, CheckpointMemory: c.memory, CheckpointSpacing: c.spacing})
			if err != nil {
				t.Fatal(err)
			}
			st := res.Stats
			if st.Executions != 3 || st.Transitions != pre+18 || st.Replayed != c.want {
				t.Errorf("memory %d, spacing %d, lockset %v: %d executions, %d transitions, %d replayed; want 3, %d, %d",
					c.memory, c.spacing, ls, st.Executions, st.Transitions, st.Replayed, pre+18, c.want)
			}
			if want := float64(c.want) / float64(pre+18); st.ReplayedPerTransition != want {
				t.Errorf("memory %d, spacing %d: %v replayed per transition, want %v", c.memory, c.spacing, st.ReplayedPerTransition, want)
			}
		}
	}
}

// fortyFive has main check a counter, 60 times, while a thread
// increments it 60 times: the assertion fails when main finds 45, after
// paths of many lengths, the first one the search finds of about 100
// transitions.
const fortyFive = `
public class FortyFive {
    static int a;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            for (int i = 0; i < 60; i++) {
                synchronized (FortyFive.class) { a++; }
            }
        });
        t.start();
        for (int i = 0; i < 60; i++) {
            synchronized (FortyFive.class) { assert a != 45 : "a is 45"; }
        }
        t.join();
    }
}`

// TestCheckpointsShortenBudget checks that the shortening search ends at
// the same point with checkpoints as without, whatever its budget: it
// counts a replay as one from the initial state, with the limit checks
// such a replay makes every 64 steps and wherever the VM polled, also in
// the prefix a checkpoint spares (paths here pass 64 transitions).
func TestCheckpointsShortenBudget(t *testing.T) {
	p := program(t, map[string]string{"FortyFive.java": fortyFive}, "FortyFive")
	if _, err := reduction.Check(p, reduction.Options{Lockset: true}); err != nil {
		t.Fatal(err)
	}
	lengths := map[int]bool{}
	for budget := int64(500); budget <= 8000; budget += 750 {
		o := reduction.Options{Lockset: true, Shorten: budget}
		off, err := reduction.Check(p, o)
		if err != nil {
			t.Fatal(err)
		}
		if len(off.Findings) != 1 {
			t.Fatalf("budget %d: findings %v, want the assertion", budget, off.Findings)
		}
		lengths[len(off.Findings[0].Path)] = true
		for _, spacing := range []int{1, 5} {
			o.CheckpointMemory, o.CheckpointSpacing = 1<<30, spacing
			on, err := reduction.Check(p, o)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(explored(off), explored(on)) {
				t.Errorf("budget %d, spacing %d: counterexample of %d steps with checkpoints, %d without", budget, spacing, len(on.Findings[0].Path), len(off.Findings[0].Path))
			}
		}
	}
	if len(lengths) < 3 {
		t.Errorf("the budgets shortened the counterexample to %d lengths; the test needs budgets that end the shortening at different points", len(lengths))
	}
}
