package reduction

import (
	"sync"
	"sync/atomic"
	"time"
)

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
//
// A stateful search that passes statefulProbe transitions is not
// stopped there: it goes on beside the state-less search (which starts
// again with the workers, on a loader of its own), and the two race
// (searchRace below). Some searches the stateful search wins by far need more
// than statefulProbe transitions (a fork/join program's exceptions, 46,000
// stateful transitions against a state-less search that does not end in
// minutes), and a fixed probe cannot tell them from the searches it
// loses. The race is decided by the searches' counts, not by which ends
// first: the stateful search is chosen if it ends within 1/raceRatio of
// the transitions the state-less search ends in, so each waits, once
// the other has ended, only until that is settled either way. Neither
// can run unbounded beside the other: the stateful search gives up when
// its work (the objects its fingerprints hashed and the instructions it
// ran, both counts) passes statefulWork, about 20 s, and
// the state-less search then has the machine to itself.

// statefulProbe is the number of transitions within which the stateful
// search is chosen without a race.
var statefulProbe int64 = 10_000

// raceRatio: the stateful search wins the race if it ends within
// 1/raceRatio of the state-less search's transitions: a stateful
// transition costs 2 to 5 times a state-less one (BENCHMARKS.md), and
// the state-less search has the workers, so that the one chosen is
// about the faster on two cores, and the state-less one on more.
const raceRatio = 6

// statefulWork bounds the work of the stateful search in the race, in
// objects fingerprinted plus instructions run/32 (a fingerprint costs
// about 100 ns an object, an instruction about 3 ns; copies of the
// execution grow with the fingerprints): about 20 s beside the
// state-less search on the 2-core development machine.
var statefulWork int64 = 60_000_000

// raceDelay, if set (by tests), is called at every check of a search
// in a race, with which search it is: slowing one shows that the choice
// does not depend on which ends first.
var raceDelay func(stateful bool)

// searchChoosable reports whether the search may be chosen: the
// state-less DPOR with no option that only it has (a preemption bound,
// iterative deepening, a count of executions, the outcomes of the
// executions, a shard of a search whose other shards search state-less).
func (o *Options) searchChoosable() bool {
	return !o.Stateful && o.POR == PORDPOR && !o.Bounded && !o.Deepen && o.MaxExecutions == 0 && !o.Outcomes && o.Shard.Count == 0
}

// searchRace is what the stateful and the state-less search share while
// they run side by side. The counts are those of the search proper (without
// the shortening after it); 0 while unknown.
type searchRace struct {
	// probed is closed when the stateful search passes statefulProbe
	// transitions.
	probed     chan struct{}
	probedOnce sync.Once
	// statefulEnd is the stateful search's transitions when it ended,
	// workBound when it stopped at statefulWork.
	statefulEnd, workBound atomic.Int64
	// statelessAt is how far the state-less search got, in the order of
	// one search (workers.go: the segments done, in order, and the
	// transitions so far of the first not done), so that each count it
	// passes is one the search passes in every run, whatever the
	// workers' speed. statelessEnd is its transitions when it ended.
	statelessAt  atomic.Int64
	statelessEnd atomic.Int64
	// statelessStop is set once the state-less search has lost.
	statelessStop atomic.Bool
}

// stop reports whether a search in the race is to stop: the stateful
// one when it passed its work bound or when the state-less one ended in
// fewer than raceRatio times its transitions; the state-less one when
// it passed raceRatio times the transitions the stateful one ended in.
// (Never called while a search shortens its counterexamples.)
func (r *searchRace) stop(s *searcher) bool {
	if raceDelay != nil {
		raceDelay(s.opts.Stateful)
	}
	t := s.stats.Transitions
	if s.opts.Stateful {
		if t <= statefulProbe {
			return false
		}
		r.probedOnce.Do(func() { close(r.probed) })
		if s.work() > statefulWork {
			r.workBound.Store(t)
			return true
		}
		y := r.statelessEnd.Load()
		return y > 0 && t*raceRatio > y
	}
	switch {
	case s.opts.Workers == 0:
		r.statelessReached(t)
	case s.shard.pool != nil:
		s.reached()
	}
	return r.statelessStop.Load()
}

// work is what the stateful search has done, in the units of
// statefulWork.
func (s *searcher) work() int64 {
	n := s.stats.Instructions
	if e := s.current; e != nil {
		n += e.vm.Instructions() - e.base
	}
	return s.fingerprinted + n/32
}

// statelessReached notes that the state-less search got to t
// transitions (in the order of one search; the workers tell it out of
// order, so the largest counts), and stops it if that settles the race.
func (r *searchRace) statelessReached(t int64) {
	for {
		old := r.statelessAt.Load()
		if t <= old || r.statelessAt.CompareAndSwap(old, t) {
			break
		}
	}
	if x := r.statefulEnd.Load(); x > 0 && t >= raceRatio*x {
		r.statelessStop.Store(true)
	}
}

// ended notes that a search in the race ended its search proper (a
// limit, such as the race's own stop, is no end).
func (r *searchRace) ended(s *searcher) {
	if s.limit != "" {
		return
	}
	t := s.stats.Transitions
	if s.opts.Stateful {
		r.statefulEnd.Store(t)
		r.statelessReached(r.statelessAt.Load())
		return
	}
	r.statelessEnd.Store(t)
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
	r := &searchRace{probed: make(chan struct{})}
	stateful := o
	stateful.Stateful, stateful.race, stateful.Progress = true, r, nil
	var sres *Result
	var serr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		sres, serr = check(p, stateful, start)
	}()
	// Whichever the select sees first, a search that went past the probe
	// races: the choice depends on the counts alone.
	select {
	case <-done:
		if serr != nil || sres.Stats.Transitions <= statefulProbe {
			if sres != nil {
				sres.Chose = choice
			}
			return sres, serr
		}
	case <-r.probed:
	}
	// The stateful search passed the probe: the state-less search starts
	// again, with the workers, beside it, on a loader of its own.
	choice.Raced = true
	ls := o
	ls.race = r
	lp, err := p.fresh()
	if err != nil {
		r.statelessEnd.Store(1) // stops the stateful search
		<-done
		return nil, err
	}
	if res, err = check(lp, ls, start); err != nil {
		r.statelessEnd.Store(1) // stops the stateful search
	}
	<-done
	if serr != nil {
		return sres, serr
	}
	if err != nil {
		return res, err
	}
	// The choice, and what the report says of it, depend on the counts
	// alone: the stateful search's own, and the state-less search's when
	// it ended (not how far the loser got before the winner stopped it,
	// which depends on the speed of each).
	x, y := r.statefulEnd.Load(), res.Stats.Transitions
	if x > 0 && (res.Limit != "" || y >= raceRatio*x) {
		choice.Stateful, sres.Chose = x, choice
		return sres, nil
	}
	if res.Limit == "" {
		choice.Stateless = y
	}
	// The work bound stopped the stateful search unless the state-less
	// search's end stopped it sooner.
	b := r.workBound.Load()
	choice.WorkBound = b > 0 && (res.Limit != "" || b*raceRatio <= y)
	choice.Search, res.Chose = "stateless", choice
	return res, nil
}
