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
// states. So the search starts state-less, alone, as it always has: most
// programs' searches end within workersAfter transitions, with the counts
// users and tests know. A search that does not is started again,
// stateful, for statefulProbe transitions; if it ends within them, its
// result is the search's. If not, and fewer than a fifth of its transitions
// reached a visited state (the logging program: 3%), the states hardly
// repeat and the state-less search runs again, with the workers, to the
// end. Otherwise the two take turns with budgets four times as large
// each round, the state-less search alone, until one ends within its
// budget: a producer-consumer buffer of two producers and two consumers
// is 14,488 stateful transitions and more than 55,000 state-less
// executions, a search whose states repeat (48% of its first 10,000
// transitions) that the first probe alone left to the state-less
// search, which does not end. Where the state-less search wins, it
// ends in a round whose budget is at most four times its transitions,
// as iterative deepening does. Each decision counts transitions, never
// time, so the same command explores the same searches and reports the
// same counts on every machine and for every number of workers.

// statefulProbe is the number of transitions of the stateful search's
// first round.
var statefulProbe int64 = 10_000

// chooseGrowth is how much larger each round's budget is than the last.
const chooseGrowth = 4

// revisitShare is the share of its transitions, in percent, that must
// reach a visited state for the stateful search to be tried again.
const revisitShare = 20

// searchChoosable reports whether the search may be chosen: the
// state-less DPOR with no option that only it has (a preemption bound,
// iterative deepening, a count of executions, the outcomes of the
// executions, a shard of a search whose other shards search state-less).
func (o *Options) searchChoosable() bool {
	return !o.Stateful && o.POR == PORDPOR && !o.Bounded && !o.Deepen && o.MaxExecutions == 0 && !o.Outcomes && o.Shard.Count == 0
}

// choose runs the search Options.ChooseSearch picks (see above).
func choose(p Program, o Options, start time.Time) (*Result, error) {
	choice := &Choice{}
	for budget, probe := workersAfter, statefulProbe; ; budget, probe = budget*chooseGrowth, probe*chooseGrowth {
		choice.Round++
		alone := o
		alone.Workers, alone.budget = 0, budget
		res, err := check(p, alone, start)
		if err != nil || res.Limit != limitBudget {
			if res != nil && choice.Probe > 0 {
				choice.Search, res.Chose = "stateless", choice
			}
			return res, err
		}
		choice.Budget = budget
		stateful := o
		stateful.Stateful, stateful.budget = true, probe
		res, err = check(p, stateful, start)
		if err != nil || res.Limit != limitBudget && res.Limit != LimitVisitedFull {
			if res != nil {
				choice.Search, choice.Probe, res.Chose = "stateful", probe, choice
				if choice.Round == 1 {
					choice.Round = 0
				}
			}
			return res, err
		}
		choice.Probe = probe
		if res.Limit == LimitVisitedFull || res.Stats.Matched*100 < res.Stats.Transitions*revisitShare {
			break
		}
	}
	res, err := check(p, o, start)
	if res != nil {
		choice.Search, choice.Round, res.Chose = "stateless", 0, choice
	}
	return res, err
}
