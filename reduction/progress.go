package reduction

import "slices"

// Progress is what Options.Progress reports about a running search.
type Progress struct {
	Stats
	// Round is the race-adaptive search's round (1 first).
	Round int
	// Bound is the preemption bound being searched with, or -1.
	Bound int
	// Done estimates the fraction of the current search tree explored.
	Done float64
}

// progress is the search's state for Options.Progress.
func (s *searcher) progress() Progress {
	st := s.stats
	if s.shard.pool != nil {
		st = s.publish()
	}
	return Progress{Stats: st, Round: s.raceRounds + 1, Bound: s.bound, Done: s.treeDone()}
}

// treeDone estimates the fraction of the search tree explored so far,
// assuming that the subtrees of a state's transitions are alike (Knuth's
// estimate of a backtrack tree): at each state on the stack, the
// transitions explored before the one in progress count in full, the one
// in progress counts by the same estimate one level down, and the ones
// still to explore, as far as the search knows them now (DPOR and BPOR
// add more as they find races), count nothing.
func (s *searcher) treeDone() float64 {
	done, share := 0.0, 1.0
	for _, n := range s.stack {
		if len(n.done) == 0 {
			break
		}
		total := 0
		for _, tr := range n.enabled {
			if n.todo.has(tr.Thread) && (slices.Contains(n.done, tr) || !n.asleep(tr)) {
				total++
			}
		}
		total = max(total, len(n.done))
		done += share * float64(len(n.done)-1) / float64(total)
		share /= float64(total)
	}
	return min(done, 1)
}
