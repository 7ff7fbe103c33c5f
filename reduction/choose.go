package reduction

import "time"

// Choosing the search (Options.ChooseSearch). The state-less search
// (Fig. 2) explores each Mazurkiewicz trace once, however many of them
// lead to the same state; the stateful one stores the states and
// explores each once, at the cost of fingerprinting the whole state at
// every step, and its DPOR, whose summaries of a visited state's subtree
// are unions of what the subtree does, backtracks more than the
// state-less search's races call for. Which is faster depends on the
// program:
//
//   - Where threads race to do things whose order leaves no trace
//     (workers taking tasks from a pool's queue and leaving it, forks
//     joined in any order, a test that polls another thread's state
//     until it waits), the traces are exponentially many and the states
//     few: a pool of 3 workers running 2 tasks is 17,496 executions and
//     23 s state-less, 1,315 states and 0.6 s stateful.
//   - Where the paths diverge (two threads logging through
//     java.util.logging: the order of every lazy initialisation and clock
//     reading shows in what follows), few states repeat and each costs a
//     fingerprint of a large heap: 52 s state-less, more than 120 s and
//     3.5 GB stateful. And where they meet but the executions are long
//     (a periodic task of JDK 25's ForkJoinPool cancelled while it
//     runs), the stateful search explores several times the transitions
//     at several times the cost each: 23,763 transitions and 1.3 s
//     state-less, 169,996 and 30 s stateful.
//
// How often the stateful search's transitions reach a visited state does
// not tell these apart: half of the first 10,000 did in both the slow
// fork/join search and the fast pool searches. What does is whether the
// stateful search ends soon: the searches it wins by far have few
// states, and it ends them within a few thousand transitions. So the
// search starts state-less, alone, as it always has: most programs'
// searches end within workersAfter transitions, with the counts users
// and tests know. A search that does not is started again, stateful,
// for at most statefulProbe transitions; if it ends within them, its
// result is the search's. Otherwise the state-less search runs again,
// with the workers, as it did before the choice: a large search pays at
// most statefulProbe stateful transitions for it, a second or two. Each
// decision counts transitions, never time, so the same command explores
// the same searches and reports the same counts on every machine and for
// every number of workers.

// statefulProbe is the number of transitions within which the stateful
// search must end to be chosen.
var statefulProbe int64 = 10_000

// searchChoosable reports whether the search may be chosen: the
// state-less DPOR with no option that only it has (a preemption bound,
// iterative deepening, a count of executions, the outcomes of the
// executions, a shard of a search whose other shards search state-less).
func (o *Options) searchChoosable() bool {
	return !o.Stateful && o.POR == PORDPOR && !o.Bounded && !o.Deepen && o.MaxExecutions == 0 && !o.Outcomes && o.Shard.Count == 0
}

// choose runs the search Options.ChooseSearch picks (see above).
func choose(p Program, o Options, start time.Time) (*Result, error) {
	first := o
	first.Workers, first.budget = 0, workersAfter
	res, err := check(p, first, start)
	if err != nil || res.Limit != limitBudget {
		return res, err
	}
	choice := &Choice{Search: "stateful", Budget: workersAfter, Probe: statefulProbe}
	stateful := o
	stateful.Stateful, stateful.budget = true, statefulProbe
	if res, err = check(p, stateful, start); err != nil || res.Limit != limitBudget {
		if res != nil {
			res.Chose = choice
		}
		return res, err
	}
	if res, err = check(p, o, start); res != nil {
		choice.Search, res.Chose = "stateless", choice
	}
	return res, err
}
