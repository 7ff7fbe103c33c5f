package reduction

import (
	"cmp"
	"time"
)

// Choosing the search (Options.ChooseSearch). The state-less search
// (Fig. 2) explores each Mazurkiewicz trace once, however many of them
// lead to the same state; the stateful one stores the states and
// explores each once, at the cost of fingerprinting the whole state at
// every step. Which is faster depends on the program. Where threads
// race to do things whose order leaves no trace (workers taking tasks
// from a pool's queue and leaving it, forks joined in any order, the
// waits of a test that polls another thread's state), the traces are
// exponentially many and the states few: a pool of 3 workers running 2
// tasks is 17,496 executions and 23 s state-less, 1,315 states and
// 0.6 s stateful. Where the paths diverge (two threads logging through
// java.util.logging: the order of every lazy initialisation and clock
// read shows in what follows), few states repeat and each costs a
// fingerprint of a large heap: 52 s state-less, more than 120 s and
// 3.5 GB stateful.
//
// So the search starts state-less, as it always has: most programs'
// searches end within workersAfter transitions, with the counts users
// and tests know. A search that does not is started again, stateful,
// and after statefulProbe transitions it looks at how often the states
// it reached had been visited already: if at least matchedShare of its
// transitions led to a visited state, the paths converge and it goes on
// to the end; otherwise it stops, and the state-less search runs again,
// with the workers. Every decision is made on counts of transitions and
// states, never on time, so that the same command explores the same
// searches and reports the same counts on every machine and for every
// number of workers.

// statefulProbe is the number of transitions the stateful search runs
// before deciding whether to go on.
var statefulProbe int64 = 10_000

// matchedShare is the share of the stateful probe's transitions that
// must end in a visited state for the search to go on stateful, in
// percent.
const matchedShare = 20

// converges reports whether the statistics of a stateful search show
// paths that meet often enough for the stateful search to go on.
func converges(st Stats) bool {
	return st.Matched*100 >= matchedShare*st.Transitions
}

// searchChoosable reports whether the search may be chosen: the
// state-less DPOR with no option that only it has (a preemption bound,
// iterative deepening, a count of executions, the outcomes of the
// executions, a shard of a search whose other shards search state-less).
func (o *Options) searchChoosable() bool {
	return !o.Stateful && o.POR == PORDPOR && !o.Bounded && !o.Deepen && o.MaxExecutions == 0 && !o.Outcomes && o.Shard.Count == 0
}

// choose runs the search Options.ChooseSearch picks (see above).
func choose(p Program, o Options, start time.Time) (*Result, error) {
	probe := o
	probe.Workers, probe.budget = 0, workersAfter
	res, err := check(p, probe, start)
	if err != nil || res.Limit != limitBudget {
		return res, err
	}
	stateful := o
	stateful.Stateful, stateful.probe = true, statefulProbe
	res, err = check(p, stateful, start)
	if err != nil {
		return res, err
	}
	probed := cmp.Or(res.Chose, &Choice{})
	probed.Budget, probed.Probe = workersAfter, statefulProbe
	if res.Limit != limitBudget {
		probed.Search, res.Chose = "stateful", probed
		return res, err
	}
	res, err = check(p, o, start)
	if res != nil {
		probed.Search, res.Chose = "stateless", probed
	}
	return res, err
}
