package reduction_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// checkProgram prepares a program of testdata/java/check for a search.
func checkProgram(t *testing.T, name string) reduction.Program {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "testdata", "java", "check", name+".java"))
	if err != nil {
		t.Fatal(err)
	}
	return program(t, map[string]string{name + ".java": string(src)}, name)
}

// shardTotals is what the shards of a search found and explored together.
type shardTotals struct {
	keys       []string // the findings' keys, sorted, each once
	kinds      []string // their kinds, likewise
	executions int64
	outcomes   map[string]int64 // executions by outcome
	depths     []int            // the shards' partition depths
	promoted   []string         // each shard's promoted locations
	union      []reduction.LocKey
}

// runShards runs the search of p with o as n shards, each with a new
// loader as a process of its own would have (n = 0: unsharded).
func runShards(t *testing.T, p reduction.Program, o reduction.Options, n int) shardTotals {
	t.Helper()
	var tot shardTotals
	tot.outcomes = map[string]int64{}
	for i := range max(n, 1) {
		if n > 0 {
			o.Shard = reduction.Shard{Index: i, Count: n}
		}
		res, err := reduction.Check(reloaded(t, p), o)
		if err != nil {
			t.Fatalf("shard %d/%d: %v", i, n, err)
		}
		if res.Limit != "" {
			t.Fatalf("shard %d/%d: stopped by %s", i, n, res.Limit)
		}
		for _, f := range res.Findings {
			if !slices.Contains(tot.keys, f.Key) {
				tot.keys = append(tot.keys, f.Key)
			}
			if !slices.Contains(tot.kinds, f.Kind.String()) {
				tot.kinds = append(tot.kinds, f.Kind.String())
			}
		}
		tot.executions += res.Stats.Executions
		for _, oc := range res.Outcomes {
			tot.outcomes[oc.End+": "+oc.Stdout] += oc.Executions
		}
		tot.depths = append(tot.depths, res.PartitionDepth)
		tot.promoted = append(tot.promoted, fmt.Sprint(res.Promoted))
		for _, k := range res.Promoted {
			if !slices.Contains(tot.union, k) {
				tot.union = append(tot.union, k)
			}
		}
	}
	slices.Sort(tot.keys)
	slices.Sort(tot.kinds)
	return tot
}

// TestShardsUnion: the shards of a search (N = 2 and 4) find together
// the errors the unsharded search finds, on a program with a deadlock,
// one whose assertion fails, one that is correct and one with a data
// race (whose location the shards promote: those whose part holds no
// race run again with it promoted, as merge asks); with sleep sets and
// persistent sets, whose branching depends on the path alone, they
// explore exactly the unsharded search's executions, with the same
// outcomes, when the race-adaptive search runs one round (a round that
// promotes ends at the first race in each shard, so the shards count
// more executions in it). DPOR, BPOR and the stateful search explore
// other executions (shard.go), so only the findings are compared there.
// -short checks sleep sets on the first three programs.
func TestShardsUnion(t *testing.T) {
	base := reduction.Options{Lockset: true, AllErrors: true, FairBound: 2}
	modes := []struct {
		name  string
		o     reduction.Options
		exact bool
		long  bool
	}{
		{"sleep", reduction.Options{POR: reduction.PORSleep, Outcomes: true}, true, false},
		{"dpor", reduction.Options{POR: reduction.PORDPOR, Outcomes: true}, false, true},
		{"persistent", reduction.Options{POR: reduction.PORPersistent, Outcomes: true}, true, true},
		{"preemptions=1", reduction.Options{Bounded: true, Preemptions: 1}, false, true},
		{"preemptions=auto", reduction.Options{Bounded: true, AutoPreemptions: true}, false, true},
		{"stateful", reduction.Options{Stateful: true, POR: reduction.PORSleep}, false, true},
	}
	progs := []struct {
		name string
		p    reduction.Program
		want []string
		long bool
	}{
		{"LockOrderDeadlock2", checkProgram(t, "LockOrderDeadlock2"), []string{"deadlock"}, false},
		{"AtomicityViolation", checkProgram(t, "AtomicityViolation"), []string{"assertion failure"}, false},
		{"SyncCounterJoin", checkProgram(t, "SyncCounterJoin"), nil, false},
		{"Lost", program(t, map[string]string{"Lost.java": lostUpdate}, "Lost"), []string{"data race"}, true},
	}
	for _, m := range modes {
		if m.long && testing.Short() {
			continue
		}
		for _, pr := range progs {
			if pr.long && testing.Short() {
				continue
			}
			o := m.o
			o.Lockset, o.AllErrors, o.FairBound = base.Lockset, base.AllErrors, base.FairBound
			whole := runShards(t, pr.p, o, 0)
			if !slices.Equal(whole.kinds, pr.want) || len(whole.keys) != len(pr.want) {
				t.Fatalf("%s %s: unsharded search found %q; want one error of each kind of %q", m.name, pr.name, whole.keys, pr.want)
			}
			for _, n := range []int{2, 4} {
				got := runShards(t, pr.p, o, n)
				if slices.ContainsFunc(got.promoted, func(p string) bool { return p != fmt.Sprint(got.union) }) {
					// A race below the partition depth in one shard's
					// part only: the shards run again with every
					// location any of them promoted, as merge says to
					// (--promoted-from), and then agree.
					again := o
					again.Promote = got.union
					rerun := runShards(t, pr.p, again, n)
					for _, p := range rerun.promoted {
						if p != fmt.Sprint(got.union) {
							t.Errorf("%s %s, %d shards, again with %v promoted: promoted %v", m.name, pr.name, n, got.union, rerun.promoted)
							break
						}
					}
					for _, k := range rerun.keys {
						if !slices.Contains(got.keys, k) {
							got.keys = append(got.keys, k)
						}
					}
					slices.Sort(got.keys)
				}
				if fmt.Sprint(got.union) != whole.promoted[0] {
					t.Errorf("%s %s, %d shards: promoted %v; the unsharded search %s", m.name, pr.name, n, got.union, whole.promoted[0])
				}
				if !slices.Equal(got.keys, whole.keys) {
					t.Errorf("%s %s, %d shards: found %q; the unsharded search %q", m.name, pr.name, n, got.keys, whole.keys)
				}
				if m.exact && whole.promoted[0] == "[]" && (got.executions != whole.executions || fmt.Sprint(got.outcomes) != fmt.Sprint(whole.outcomes)) {
					t.Errorf("%s %s, %d shards: %d executions, outcomes %v; the unsharded search %d, %v",
						m.name, pr.name, n, got.executions, got.outcomes, whole.executions, whole.outcomes)
				}
				if d := got.depths[0]; d < 1 || slices.ContainsFunc(got.depths, func(x int) bool { return x != d }) {
					t.Errorf("%s %s, %d shards: partition depths %v; want one depth, 1 or more", m.name, pr.name, n, got.depths)
				}
			}
		}
	}
}

// TestShardInvalid: a shard outside its count is an error, not a search.
func TestShardInvalid(t *testing.T) {
	p := checkProgram(t, "SyncCounterJoin")
	_, err := reduction.Check(p, reduction.Options{Shard: reduction.Shard{Index: 2, Count: 2}})
	if want := "shard 2/2: the index must be 0 or more and less than the count"; err == nil || err.Error() != want {
		t.Errorf("error %v; want %q", err, want)
	}
}
