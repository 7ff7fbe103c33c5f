package report

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/jcheck/jcheck/reduction"
)

// shardReport is a report of shard i of n of one search.
func shardReport(i, n int, errs ...Error) *Report {
	return &Report{
		Program: ProgramSpec{Main: "Main", ClassPath: "classes", Args: []string{"a"}},
		Options: OptionSpec{Search: "stateless", Reduction: "composed"},
		Verdict: "ok", Errors: errs, Guarantee: reduction.CompleteGuarantee, Rounds: 1,
		Stats: reduction.Stats{Executions: int64(10 + i), Transitions: 100, Replayed: 50, States: 90, MaxDepth: 20 + i,
			Instructions: 1000, Elapsed: time.Second, PeakMemory: uint64(1 << (20 + i))},
		Outcomes: []reduction.Outcome{{End: "exit 0", Stdout: "ok\n", Executions: int64(10 + i)}},
		Shard:    &ShardSpec{Index: i, Count: n, Depth: 3, Search: []string{"--por=dpor", "--max-depth=20000"}},
	}
}

// steps is a path of n steps.
func steps(n int) []reduction.Step { return make([]reduction.Step, n) }

func shardsOf(reports ...*Report) []Shard {
	var out []Shard
	for _, r := range reports {
		out = append(out, Shard{Name: fmt.Sprintf("s%d.json", r.Shard.Index), Report: r})
	}
	return out
}

// TestMerge: each error once, with the shortest path (the lower shard's
// on a tie), in the order the shards report them first; the statistics
// and outcomes summed, the depth and heap the largest; complete with
// every shard present.
func TestMerge(t *testing.T) {
	deadlock := func(path int, msg string) Error {
		return Error{Kind: "deadlock", Key: "deadlock t1 t2", Message: msg, Path: steps(path)}
	}
	assertion := func(path int, msg string) Error {
		return Error{Kind: "assertion failure", Key: "assertion failure at Main.java:9", Message: msg, Path: steps(path)}
	}
	s0 := shardReport(0, 3)
	s1 := shardReport(1, 3, assertion(9, "from 1"), deadlock(7, "from 1"))
	s2 := shardReport(2, 3, deadlock(5, "from 2"), assertion(9, "from 2"))
	s1.Verdict, s2.Verdict = "error", "error"
	// Given in another order than the shards': merge orders them.
	r, notes, err := Merge(shardsOf(s2, s0, s1))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range r.Errors {
		got = append(got, fmt.Sprintf("%s %d %s", e.Kind, len(e.Path), e.Message))
	}
	want := []string{"assertion failure 9 from 1", "deadlock 5 from 2"}
	if !slices.Equal(got, want) {
		t.Errorf("errors %q; want %q", got, want)
	}
	if r.Verdict != "error" || r.Limit != "" || r.Guarantee != reduction.CompleteGuarantee || len(notes) != 0 || r.Shard != nil {
		t.Errorf("verdict %q, limit %q, guarantee %q, notes %q, shard %v; want error, no limit, %q, no note, no shard",
			r.Verdict, r.Limit, r.Guarantee, notes, r.Shard, reduction.CompleteGuarantee)
	}
	st := r.Stats
	if st.Executions != 33 || st.Transitions != 300 || st.Replayed != 150 || st.ReplayedPerTransition != 0.5 || st.States != 270 ||
		st.MaxDepth != 22 || st.Instructions != 3000 || st.Elapsed != 3*time.Second || st.PeakMemory != 1<<22 {
		t.Errorf("statistics %+v", st)
	}
	if want := []reduction.Outcome{{End: "exit 0", Stdout: "ok\n", Executions: 33}}; !slices.Equal(r.Outcomes, want) {
		t.Errorf("outcomes %v; want %v", r.Outcomes, want)
	}
}

// TestMergeIncomplete: a merge that lacks a shard, or whose shards'
// race-adaptive searches ended with different promoted locations, is
// incomplete and says why; a shard that searched within a bound bounds
// the merge's guarantee.
func TestMergeIncomplete(t *testing.T) {
	r, notes, err := Merge(shardsOf(shardReport(0, 3), shardReport(2, 3)))
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != "incomplete" || r.Limit != LimitMissingShards || r.Guarantee != "" ||
		!slices.Equal(notes, []string{"the report of shard 1 of 3 is missing: the search is incomplete"}) {
		t.Errorf("missing shard: verdict %q, limit %q, guarantee %q, notes %q", r.Verdict, r.Limit, r.Guarantee, notes)
	}

	// A report that claims a billion shards is a short note, at once.
	r, notes, err = Merge(shardsOf(shardReport(1, 1e9)))
	if err != nil || !slices.Equal(notes, []string{"the reports of shards 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, and 999999989 more of 1000000000 are missing: the search is incomplete"}) {
		t.Errorf("a billion shards: error %v, notes %q", err, notes)
	}

	x := reduction.LocKey{Class: "Main", Field: "x"}
	s0, s1 := shardReport(0, 2), shardReport(1, 2)
	s0.Promoted, s0.Rounds = []reduction.LocKey{x}, 2
	r, notes, err = Merge(shardsOf(s0, s1))
	if err != nil {
		t.Fatal(err)
	}
	wantNote := "shard 1/2 made 0 of the 1 location the shards promoted scheduling points: run the shards again with --promoted-from and the merged --json report to search with all of them"
	if r.Verdict != "incomplete" || r.Limit != LimitPromotions || r.Rounds != 2 || !slices.Equal(r.Promoted, s0.Promoted) ||
		!slices.Equal(notes, []string{wantNote}) {
		t.Errorf("promotions: verdict %q, limit %q, rounds %d, promoted %v, notes %q", r.Verdict, r.Limit, r.Rounds, r.Promoted, notes)
	}

	bound := "every execution with at most 1 preemption was explored"
	s0, s1 = shardReport(0, 2), shardReport(1, 2)
	s1.Guarantee = bound
	if r, _, _ = Merge(shardsOf(s0, s1)); r.Verdict != "ok" || r.Guarantee != bound {
		t.Errorf("bounded shard: verdict %q, guarantee %q; want ok, %q", r.Verdict, r.Guarantee, bound)
	}
}

// TestMergeMismatch: reports that are not the shards of one search are
// an error naming the files and what differs.
func TestMergeMismatch(t *testing.T) {
	other := func(change func(*Report)) *Report {
		r := shardReport(1, 2)
		change(r)
		return r
	}
	for _, c := range []struct {
		second *Report
		want   string
	}{
		{other(func(r *Report) { r.Program.Main = "Other" }), "s0.json and s1.json are reports of different searches: their programs differ"},
		{other(func(r *Report) { r.Program.MaxHeap = 1 << 30 }), "s0.json and s1.json are reports of different searches: their Java heaps differ (0 and 1073741824 bytes): give every shard the same --xmx"},
		{other(func(r *Report) { r.Options.Reduction = "ifsss" }), "s0.json and s1.json are reports of different searches: their options differ"},
		{other(func(r *Report) { r.Shard.Search = []string{"--por=sleep", "--max-depth=20000"} }), "s0.json and s1.json are reports of different searches: --por=dpor against --por=sleep"},
		{other(func(r *Report) { r.Shard.Count = 3 }), "s0.json and s1.json are reports of different searches: one has 2 shards, the other 3"},
		{other(func(r *Report) { r.Shard.Index = 0 }), "s0.json and s0.json are both shard 0/2"},
		{other(func(r *Report) { r.Shard.Depth = 4 }), "s0.json and s1.json are reports of different searches: they cut the tree at depths 3 and 4"},
		{other(func(r *Report) { r.Shard = nil }), "unsharded.json is not the report of a shard (check --shard)"},
		{other(func(r *Report) { r.SchemaVersion = 2 }), "s0.json and s1.json are reports of different searches: their report versions differ"},
	} {
		shards := []Shard{{Name: "s0.json", Report: shardReport(0, 2)}, {Name: "s1.json", Report: c.second}}
		if c.second.Shard == nil {
			shards[1].Name = "unsharded.json"
		} else if c.second.Shard.Index == 0 {
			shards[1].Name = "s0.json"
		}
		if _, _, err := Merge(shards); err == nil || err.Error() != c.want {
			t.Errorf("error %v; want %q", err, c.want)
		}
	}
}

// TestMergeOlderReports: shards checked by a jcheck of another report
// version are not merged: their paths (and the tree they cut) are that
// jcheck's, and the merged report would not replay.
func TestMergeOlderReports(t *testing.T) {
	shards := []Shard{{Name: "s0.json", Report: shardReport(0, 2)}, {Name: "s1.json", Report: shardReport(1, 2)}}
	for _, sh := range shards {
		sh.Report.SchemaVersion = 2
	}
	want := "s0.json is a report of version 2, from another jcheck: merge the shards with the jcheck that checked them"
	if _, _, err := Merge(shards); err == nil || err.Error() != want {
		t.Errorf("error %v; want %q", err, want)
	}
}

// TestMergeVisitedSets: the stateful shards' visited sets add up (their
// states, their memory, the states per MB of the sum), and of their
// bitstate tables the one most likely to have left a state out stands
// for the merge.
func TestMergeVisitedSets(t *testing.T) {
	var shards []*Report
	for i, omission := range []float64{1e-6, 0, 1e-4} {
		s := shardReport(i, 3)
		s.Stats.VisitedStates, s.Stats.VisitedBytes = 1000, 1<<19
		if omission > 0 {
			s.Stats.Bitstate = &reduction.BitstateStats{ExactStates: 500, Hashes: 3, Bits: 1 << 20, BitsSet: int64(i + 1), Omission: omission}
		}
		shards = append(shards, s)
	}
	r, _, err := Merge(shardsOf(shards...))
	if err != nil {
		t.Fatal(err)
	}
	st := r.Stats
	if st.VisitedStates != 3000 || st.VisitedBytes != 3<<19 || st.StatesPerMB != 2000 {
		t.Errorf("visited %d states in %d bytes, %v per MB; want 3000, %d, 2000", st.VisitedStates, st.VisitedBytes, st.StatesPerMB, 3<<19)
	}
	if b := st.Bitstate; b == nil || b.Omission != 1e-4 || b.BitsSet != 3 {
		t.Errorf("bitstate %+v; want shard 2's (omission 1e-4)", b)
	}
}
