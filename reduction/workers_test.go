package reduction_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// workersSummary renders everything a search reports that must not
// depend on its number of workers: each finding with its path, the
// counts, the guarantee, the outcomes, the promoted locations.
func workersSummary(res *reduction.Result) string {
	var b strings.Builder
	st := res.Stats
	fmt.Fprintf(&b, "executions %d ignored %d transitions %d states %d matched %d max depth %d visited %d\n",
		st.Executions, st.Ignored, st.Transitions, st.States, st.Matched, st.MaxDepth, st.VisitedStates)
	fmt.Fprintf(&b, "limit %q guarantee %q rounds %d promoted %v partition depth %d\n", res.Limit, res.Guarantee, res.Rounds, res.Promoted, res.PartitionDepth)
	for _, f := range res.Findings {
		fmt.Fprintf(&b, "%s %s warning=%v: %s\n  path", f.Kind, f.Key, f.Warning, f.Message)
		for _, s := range f.Path {
			fmt.Fprintf(&b, " %d:%d", s.Thread, s.Choice)
		}
		b.WriteString("\n")
	}
	for _, o := range res.Outcomes {
		fmt.Fprintf(&b, "outcome %s %q: %d\n", o.End, o.Stdout, o.Executions)
	}
	return b.String()
}

// TestWorkersSameSearch: a search with 2 or 3 workers reports exactly
// what it reports with 1 — the same findings with the same paths, counts,
// guarantee and outcomes — whichever worker explored which unit: with
// every error, and stopping at the first error (where the workers must
// stop where one search stops, and not count what they explored after
// it); with DPOR and sleep sets (-short), persistent sets and BPOR; on a
// program whose race makes the search run a second round. With sleep and
// persistent sets, whose prefix is the unpartitioned search's, the
// executions and outcomes are those of the search without workers too;
// with the others, the findings are. The stateful search runs without
// workers: the same search for every number.
func TestWorkersSameSearch(t *testing.T) {
	reduction.WorkersAfter(t, 0)
	progs := map[string]reduction.Program{
		"DiningPhilosophers3": checkProgram(t, "DiningPhilosophers3"),
		"AtomicityViolation":  checkProgram(t, "AtomicityViolation"),
		"Lost":                program(t, map[string]string{"Lost.java": lostUpdate}, "Lost"),
		"BoundedBufferOk":     checkProgram(t, "BoundedBufferOk"),
	}
	// The cases of -short run with and without AllErrors and with 2 and
	// 3 workers; the others with AllErrors and 2 workers.
	cases := []struct {
		mode  string
		o     reduction.Options
		exact bool
		prog  string
		long  bool
	}{
		{"dpor", reduction.Options{POR: reduction.PORDPOR, Outcomes: true}, false, "DiningPhilosophers3", false},
		{"dpor", reduction.Options{POR: reduction.PORDPOR, Outcomes: true}, false, "AtomicityViolation", false},
		{"dpor", reduction.Options{POR: reduction.PORDPOR, Outcomes: true}, false, "Lost", false},
		{"sleep", reduction.Options{POR: reduction.PORSleep, Outcomes: true}, true, "DiningPhilosophers3", false},
		{"dpor", reduction.Options{POR: reduction.PORDPOR, Outcomes: true}, false, "BoundedBufferOk", true},
		{"persistent", reduction.Options{POR: reduction.PORPersistent, Outcomes: true}, true, "Lost", true},
		{"preemptions=1", reduction.Options{Bounded: true, Preemptions: 1}, false, "AtomicityViolation", true},
		{"preemptions=auto", reduction.Options{Bounded: true, AutoPreemptions: true}, false, "Lost", true},
		{"stateful", reduction.Options{Stateful: true, POR: reduction.PORSleep}, true, "AtomicityViolation", true},
	}
	for _, c := range cases {
		if c.long && testing.Short() {
			continue
		}
		pname := c.prog
		alls, ns := []bool{true, false}, []int{2, 3}
		if c.long {
			alls, ns = []bool{true}, []int{2}
		}
		for _, all := range alls {
			o := c.o
			o.Lockset, o.AllErrors, o.FairBound = true, all, 2
			name := fmt.Sprintf("%s %s all-errors=%v", c.mode, pname, all)
			t.Run(name, func(t *testing.T) {
				run := func(workers int) *reduction.Result {
					o := o
					o.Workers = workers
					res, err := reduction.Check(progs[pname], o)
					if err != nil {
						t.Fatalf("%s, %d workers: %v", name, workers, err)
					}
					return res
				}
				one := run(1)
				want := workersSummary(one)
				for _, n := range ns {
					if got := workersSummary(run(n)); got != want {
						t.Errorf("%s, %d workers:\n%s\n1 worker:\n%s", name, n, got, want)
					}
				}
				whole := run(0)
				keys := func(res *reduction.Result) []string {
					var ks []string
					for _, f := range res.Findings {
						ks = append(ks, f.Key)
					}
					slices.Sort(ks)
					return ks
				}
				if all && !slices.Equal(keys(one), keys(whole)) {
					t.Errorf("%s: 1 worker found %q; without workers %q", name, keys(one), keys(whole))
				}
				if c.exact && all && (one.Stats.Executions != whole.Stats.Executions || fmt.Sprint(one.Outcomes) != fmt.Sprint(whole.Outcomes)) {
					t.Errorf("%s: 1 worker %d executions, outcomes %v; without workers %d, %v",
						name, one.Stats.Executions, one.Outcomes, whole.Stats.Executions, whole.Outcomes)
				}
			})
		}
	}
}

// TestWorkersAfter: with workers, a search that ends within the budget of
// transitions it first explores without them is that search (counts,
// findings and all, no partition), and one that does not is the search
// with workers from the start.
func TestWorkersAfter(t *testing.T) {
	p := checkProgram(t, "DiningPhilosophers3")
	o := reduction.Options{Lockset: true, AllErrors: true, FairBound: 2, Workers: 2}
	run := func(o reduction.Options) string {
		res, err := reduction.Check(p, o)
		if err != nil {
			t.Fatal(err)
		}
		return workersSummary(res)
	}
	alone := o
	alone.Workers = 0
	res, err := reduction.Check(p, alone)
	if err != nil {
		t.Fatal(err)
	}
	whole := workersSummary(res)
	reduction.WorkersAfter(t, 0)
	workers := run(o)
	if workers == whole {
		t.Fatalf("the search with workers from the start is the one without:\n%s", whole)
	}
	reduction.WorkersAfter(t, res.Stats.Transitions)
	if got := run(o); got != whole {
		t.Errorf("ending within %d transitions:\n%s\nwithout workers:\n%s", res.Stats.Transitions, got, whole)
	}
	reduction.WorkersAfter(t, res.Stats.Transitions-1)
	if got := run(o); got != workers {
		t.Errorf("not ending within %d transitions:\n%s\nwith workers from the start:\n%s", res.Stats.Transitions-1, got, workers)
	}
}

// TestWorkersShard: a shard's search with workers reports what the same
// shard reports without them (with DPOR and with sleep sets): the workers
// explore the shard's parts of the tree and no other.
func TestWorkersShard(t *testing.T) {
	p := checkProgram(t, "DiningPhilosophers3")
	for _, por := range []reduction.POR{reduction.PORDPOR, reduction.PORSleep} {
		for i := range 2 {
			o := reduction.Options{Lockset: true, AllErrors: true, FairBound: 2, POR: por, Shard: reduction.Shard{Index: i, Count: 2}}
			res, err := reduction.Check(p, o)
			if err != nil {
				t.Fatal(err)
			}
			want := workersSummary(res)
			o.Workers = 2
			if res, err = reduction.Check(p, o); err != nil {
				t.Fatal(err)
			}
			if got := workersSummary(res); got != want || res.Stats.Workers != 2 {
				t.Errorf("%v, shard %d/2, 2 workers (%d):\n%s\nwithout workers:\n%s", por, i, res.Stats.Workers, got, want)
			}
		}
	}
}

// TestWorkersMaxExecutions: a limit on the executions stops a search with
// workers where it stops the search without them, also once the workers
// have taken over (every error, so that no error ends the search first).
func TestWorkersMaxExecutions(t *testing.T) {
	p := checkProgram(t, "DiningPhilosophers3")
	for _, after := range []int64{0, 50} {
		reduction.WorkersAfter(t, after)
		var want string
		for _, workers := range []int{0, 1, 2} {
			res, err := reduction.Check(p, reduction.Options{Lockset: true, AllErrors: true, FairBound: 2, Workers: workers, MaxExecutions: 7})
			if err != nil {
				t.Fatal(err)
			}
			if res.Stats.Executions != 7 || res.Limit != "max-executions" {
				t.Errorf("workers %d after %d transitions: %d executions, limit %q; want 7, max-executions", workers, after, res.Stats.Executions, res.Limit)
			}
			// The partition of the tree is the workers' own.
			summary := regexp.MustCompile(` partition depth \d+`).ReplaceAllString(workersSummary(res), "")
			if workers == 0 {
				want = summary
			} else if got := summary; got != want {
				t.Errorf("workers %d after %d transitions:\n%s\nwithout workers:\n%s", workers, after, got, want)
			}
		}
	}
}
