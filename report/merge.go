package report

import (
	"cmp"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/jcheck/jcheck/reduction"
)

// ShardSpec records which part of a sharded search a report covers
// (check --shard I/N) and what Merge checks the shards agree on.
type ShardSpec struct {
	Index int `json:"index"`
	Count int `json:"count"`
	// Depth is the depth at which the search tree was partitioned.
	Depth int `json:"depth"`
	// Search lists the options of the search that the Options of the
	// report do not record, as --name=value, in the order of check's
	// flags: the shards of one search give the same.
	Search []string `json:"search"`
}

// Limits of a merged report that a missing or inconsistent shard leaves
// incomplete (Report.Limit).
const (
	// LimitMissingShards: not every shard's report was merged.
	LimitMissingShards = "missing-shards"
	// LimitPromotions: the race-adaptive search of the shards ended
	// with different promoted locations, so their last rounds searched
	// different trees, and no round of the merge covers every part.
	LimitPromotions = "shard-promotions"
)

// Shard is a report of one shard with the name it is known by (its
// file), for Merge's errors.
type Shard struct {
	Name   string
	Report *Report
}

// Merge combines the reports of the shards of one search into the
// report of the whole search:
//
//   - each distinct error (by its key) once, with the shortest path the
//     shards found to it (on a tie, the lowest shard's); errors keep the
//     order in which the shards, by index, report them first;
//   - the statistics summed (elapsed time too: the work the search took),
//     but the maximal depth and peak heap the largest;
//   - the distinct outcomes, with their executions summed;
//   - the verdict: error if a shard found one; else ok only if every shard
//     of the search is present and completed, and, with --races=adapt,
//     they all ended with the same promoted locations.
//
// Reports of different programs, options or counts of shards, a report
// that is not a shard's, and two reports of one shard are errors: they do
// not describe parts of one search.
func Merge(shards []Shard) (*Report, []string, error) {
	if len(shards) == 0 {
		return nil, nil, fmt.Errorf("no report to merge")
	}
	shards = slices.Clone(shards)
	for _, sh := range shards {
		if sh.Report.Shard == nil {
			return nil, nil, fmt.Errorf("%s is not the report of a shard (check --shard)", sh.Name)
		}
	}
	slices.SortStableFunc(shards, func(a, b Shard) int { return cmp.Compare(a.Report.Shard.Index, b.Report.Shard.Index) })
	first := shards[0]
	if v := first.Report.SchemaVersion; v != 0 && v != SchemaVersion {
		// Their paths are an older jcheck's (report version 2: a step
		// for each operation of a thread alone), and so may be the tree
		// they cut: the merged report would not replay.
		return nil, nil, fmt.Errorf("%s is a report of version %d, from another jcheck: merge the shards with the jcheck that checked them", first.Name, v)
	}
	for i, sh := range shards {
		if err := sameSearch(first, sh); err != nil {
			return nil, nil, err
		}
		if i > 0 && shards[i-1].Report.Shard.Index == sh.Report.Shard.Index {
			return nil, nil, fmt.Errorf("%s and %s are both shard %d/%d", shards[i-1].Name, sh.Name, sh.Report.Shard.Index, sh.Report.Shard.Count)
		}
	}
	r := &Report{Program: first.Report.Program, Options: first.Report.Options}
	var notes []string
	if missing := missingShards(shards); len(missing) > 0 {
		r.Limit = LimitMissingShards
		which := fmt.Sprintf("the report of shard %s of %d is", missing[0], first.Report.Shard.Count)
		if len(missing) > 1 {
			which = fmt.Sprintf("the reports of shards %s of %d are", strings.Join(missing, ", "), first.Report.Shard.Count)
		}
		notes = append(notes, which+" missing: the search is incomplete")
	}
	r.Errors = mergeErrors(shards)
	var guarantees []string
	for _, sh := range shards {
		s := sh.Report
		r.Stats.Add(&s.Stats)
		r.Rounds = max(r.Rounds, s.Rounds)
		r.Promoted = unionKeys(r.Promoted, s.Promoted)
		r.Outcomes = addOutcomes(r.Outcomes, s.Outcomes)
		guarantees = append(guarantees, s.Guarantee)
		if r.Limit == "" {
			r.Limit = s.Limit
		}
	}
	if r.Stats.Transitions > 0 {
		r.Stats.ReplayedPerTransition = float64(r.Stats.Replayed) / float64(r.Stats.Transitions)
	}
	for _, sh := range shards {
		if len(sh.Report.Promoted) != len(r.Promoted) && sh.Report.Limit == "" {
			if r.Limit == "" {
				r.Limit = LimitPromotions
			}
			notes = append(notes, fmt.Sprintf("shard %d/%d made %d of the %s the shards promoted scheduling points: run the shards again with --promoted-from and the merged --json report to search with all of them",
				sh.Report.Shard.Index, sh.Report.Shard.Count, len(sh.Report.Promoted), plural(len(r.Promoted), "location", "locations")))
		}
	}
	r.Guarantee = mergeGuarantee(guarantees)
	if r.Limit != "" && r.Guarantee != "" && (r.Limit == LimitMissingShards || r.Limit == LimitPromotions) {
		r.Guarantee = ""
	}
	r.Verdict = "ok"
	if errs, _ := countErrors(r); errs > 0 {
		r.Verdict = "error"
	} else if r.Limit != "" {
		r.Verdict = "incomplete"
	}
	return r, notes, nil
}

// sameSearch checks that a shard's report is of the same search as the
// first one's.
func sameSearch(first, sh Shard) error {
	a, b := first.Report, sh.Report
	differ := func(what string) error {
		return fmt.Errorf("%s and %s are reports of different searches: their %s differ", first.Name, sh.Name, what)
	}
	switch {
	case a.SchemaVersion != b.SchemaVersion:
		return differ("report versions")
	case a.Program.MaxHeap != b.Program.MaxHeap:
		// Without --xmx each machine's default, a quarter of its memory.
		return fmt.Errorf("%s and %s are reports of different searches: their Java heaps differ (%d and %d bytes): give every shard the same --xmx",
			first.Name, sh.Name, a.Program.MaxHeap, b.Program.MaxHeap)
	case !reflect.DeepEqual(a.Program, b.Program):
		return differ("programs")
	case a.Options != b.Options:
		return differ("options")
	case a.Shard.Count != b.Shard.Count:
		return fmt.Errorf("%s and %s are reports of different searches: one has %d shards, the other %d", first.Name, sh.Name, a.Shard.Count, b.Shard.Count)
	case !slices.Equal(a.Shard.Search, b.Shard.Search):
		for i, o := range a.Shard.Search {
			if i < len(b.Shard.Search) && o != b.Shard.Search[i] {
				return fmt.Errorf("%s and %s are reports of different searches: %s against %s", first.Name, sh.Name, o, b.Shard.Search[i])
			}
		}
		return differ("options")
	}
	if i := sh.Report.Shard.Index; i < 0 || i >= sh.Report.Shard.Count {
		return fmt.Errorf("%s: shard %d/%d is not one of the search's shards", sh.Name, i, sh.Report.Shard.Count)
	}
	// The shards of one search find the same partition depth; only a
	// limit that stopped one while it looked for it (its report says
	// so, and the merge is incomplete) gives another.
	if a.Shard.Depth != b.Shard.Depth && a.Limit == "" && b.Limit == "" {
		return fmt.Errorf("%s and %s are reports of different searches: they cut the tree at depths %d and %d", first.Name, sh.Name, a.Shard.Depth, b.Shard.Depth)
	}
	return nil
}

// missingShards lists the indices of the shards without a report (the
// shards are in index order): the first maxListed, then how many more, so
// that a report claiming a billion shards is a short note.
func missingShards(shards []Shard) []string {
	const maxListed = 10
	count := shards[0].Report.Shard.Count
	var missing []string
	next := 0 // the first shard in shards with an index not below i
	for i := 0; i < count && len(missing) < maxListed; i++ {
		if next < len(shards) && shards[next].Report.Shard.Index == i {
			next++
			continue
		}
		missing = append(missing, fmt.Sprint(i))
	}
	if more := count - len(shards) - len(missing); more > 0 {
		missing = append(missing, fmt.Sprintf("and %d more", more))
	}
	return missing
}

// mergeErrors keeps each error (by key) once: the shortest path to it,
// the lowest shard's on a tie. The shards are in index order.
func mergeErrors(shards []Shard) []Error {
	var out []Error
	at := map[string]int{}
	for _, sh := range shards {
		for _, e := range sh.Report.Errors {
			key := cmp.Or(e.Key, e.Kind+": "+e.Message)
			i, ok := at[key]
			switch {
			case !ok:
				at[key] = len(out)
				out = append(out, e)
			case len(e.Path) < len(out[i].Path):
				out[i] = e
			}
		}
	}
	return out
}

// unionKeys adds the locations of b that a lacks, keeping them sorted as
// the search does (by class, field, method, instruction).
func unionKeys(a, b []reduction.LocKey) []reduction.LocKey {
	for _, k := range b {
		if !slices.Contains(a, k) {
			a = append(a, k)
		}
	}
	slices.SortFunc(a, func(x, y reduction.LocKey) int {
		return cmp.Or(cmp.Compare(x.Class, y.Class), cmp.Compare(x.Field, y.Field), cmp.Compare(x.Method, y.Method), cmp.Compare(x.PC, y.PC))
	})
	return a
}

// addOutcomes adds a shard's outcomes to the sum, sorted as the search
// sorts them.
func addOutcomes(sum, more []reduction.Outcome) []reduction.Outcome {
	for _, o := range more {
		i := slices.IndexFunc(sum, func(s reduction.Outcome) bool { return s.End == o.End && s.Stdout == o.Stdout && s.Stderr == o.Stderr })
		if i < 0 {
			sum = append(sum, o)
		} else {
			sum[i].Executions += o.Executions
		}
	}
	slices.SortFunc(sum, func(a, b reduction.Outcome) int {
		return cmp.Or(cmp.Compare(a.End, b.End), cmp.Compare(a.Stdout, b.Stdout), cmp.Compare(a.Stderr, b.Stderr))
	})
	return sum
}

// mergeGuarantee is what the shards together covered: what each covered
// if they say the same; the bound of those that searched within one if
// the others searched every interleaving (a shard whose part the bound
// cut nowhere stops deepening --preemptions=auto early); else nothing.
func mergeGuarantee(guarantees []string) string {
	var bounded []string
	for _, g := range guarantees {
		if g != reduction.CompleteGuarantee && !slices.Contains(bounded, g) {
			bounded = append(bounded, g)
		}
	}
	switch len(bounded) {
	case 0:
		return reduction.CompleteGuarantee
	case 1:
		return bounded[0]
	}
	return ""
}
