package reduction

import (
	"sync"
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
// states. So the search starts state-less, alone, as it always has: most
// programs' searches end within workersAfter transitions, with the counts
// users and tests know. For a search that does not, the stateful search
// starts too, and gets statefulProbe transitions; if it ends within
// them, its result is the search's. If not, and fewer than a fifth of
// its transitions reached a visited state (the logging program: 3%), the
// states hardly repeat and the state-less search starts again, with the
// workers, to the end. Otherwise the two take turns with budgets twice
// as large each round, the state-less search first, until one ends
// within its budget (the state-less search, if both end in the same
// round; the fifth is asked again at each of the stateful search's
// budgets): a producer-consumer buffer of two producers and two
// consumers is 14,488 stateful transitions and more than 55,000
// state-less executions, a search whose states repeat (48% of its first
// 10,000 transitions) that the first probe alone left to the state-less
// search, which does not end. Each decision counts transitions, never
// time, so the same command explores the same searches and reports the
// same counts on every machine and for every number of workers.
//
// A turn does not start a search again: each search runs in a goroutine
// of its own and goes on where its last turn ended, so the search chosen
// explores what it does alone, and its counts are those of
// --search=stateful, or of the state-less search without the workers.
// With two workers or more, past the first round (where most choices
// are made, at the cost of the stateful search's first budget), the two
// run side by side, each on its own loader (VMs of one loader must not
// run at the same time): a search that passed more budgets than the
// other waits for it, as it would for its turn, and the decision waits
// only for what it needs: a search that ended in round r wins once the
// other has passed its budget of round r-1 (of round r, for the stateful
// search) without ending. The turns of one worker take the time of the
// two searches' transitions up to the decision: the winner's, and fewer
// than twice as many of the other's (the budgets double); side by side,
// on two cores, about the time of the slower search's part.

// statefulProbe is the number of transitions of the stateful search's
// first round.
var statefulProbe int64 = 10_000

// chooseGrowth is how much larger each round's budget is than the last.
const chooseGrowth = 2

// revisitShare is the share of its transitions, in percent, that must
// reach a visited state for the stateful search to be tried again.
const revisitShare = 20

// limitCancelled is the Limit of a search choose stopped because the
// other one was chosen; no Result with it leaves choose.
const limitCancelled = "cancelled"

// searchChoosable reports whether the search may be chosen: the
// state-less DPOR with no option that only it has (a preemption bound,
// iterative deepening, a count of executions, the outcomes of the
// executions, a shard of a search whose other shards search state-less).
func (o *Options) searchChoosable() bool {
	return !o.Stateful && o.POR == PORDPOR && !o.Bounded && !o.Deepen && o.MaxExecutions == 0 && !o.Outcomes && o.Shard.Count == 0
}

// watch is how choose follows a search it runs (Options.watch): the
// search calls passed whenever its transitions pass next, where a budget
// would have stopped it, and next grows by chooseGrowth; it stops with
// limitCancelled once cancel is closed or passed returns false.
type watch struct {
	next   int64
	passed func(transitions, matched int64) bool
	cancel chan struct{}
}

// budgetOf is a round's budget, first that of round 1.
func budgetOf(first int64, round int) int64 {
	for ; round > 1; round-- {
		first *= chooseGrowth
	}
	return first
}

// contender is one of the two searches choose runs, in a goroutine.
type contender struct {
	w      *watch
	events chan contest
	// A search that passed a budget waits (paused) for resume to go on
	// (true) or stop (false).
	resume chan bool
	paused bool
	// passed counts the budgets passed, the last at transitions of which
	// matched reached a visited state. ended is set with res and err at
	// the end, when round is the round the search ended in; fallback
	// says that the stateful search's states did not meet (or filled the
	// visited set) in that round.
	passed               int
	transitions, matched int64
	ended, fallback      bool
	round                int
	res                  *Result
	err                  error
}

// contest is a contender's news: a budget passed, or (end) its result.
type contest struct {
	end                  bool
	transitions, matched int64
	res                  *Result
	err                  error
}

// stage shows the progress of one contender at a time (Options.Progress).
type stage struct {
	mu       sync.Mutex
	progress func(Progress)
	shown    *watch
}

// forward is the Options.Progress of the contender that w follows.
func (g *stage) forward(w *watch) func(Progress) {
	if g.progress == nil {
		return nil
	}
	return func(p Progress) {
		g.mu.Lock()
		defer g.mu.Unlock()
		if g.shown == w {
			g.progress(p)
		}
	}
}

// show makes the contender's progress the one shown.
func (g *stage) show(c *contender) {
	g.mu.Lock()
	g.shown = c.w
	g.mu.Unlock()
}

// enter starts a search as a contender whose first budget is first.
func enter(p Program, o Options, start time.Time, first int64, g *stage) *contender {
	c := &contender{events: make(chan contest, 2), resume: make(chan bool), w: &watch{next: first, cancel: make(chan struct{})}}
	c.w.passed = func(transitions, matched int64) bool {
		c.events <- contest{transitions: transitions, matched: matched}
		return <-c.resume
	}
	o.watch, o.Progress = c.w, g.forward(c.w)
	g.show(c)
	go func() {
		res, err := check(p, o, start)
		c.events <- contest{end: true, res: res, err: err}
	}()
	return c
}

// note takes in a contender's news.
func (c *contender) note(e contest) {
	if !e.end {
		c.passed++
		c.transitions, c.matched, c.paused = e.transitions, e.matched, true
		return
	}
	c.ended, c.paused, c.res, c.err, c.round = true, false, e.res, e.err, c.passed+1
}

// next lets a paused contender go on and waits for its news.
func (c *contender) next(g *stage) {
	g.show(c)
	c.proceed()
	c.note(<-c.events)
}

// proceed lets a paused contender go on.
func (c *contender) proceed() {
	if c.paused {
		c.paused = false
		c.resume <- true
	}
}

// stop ends a contender that has not ended and waits for its end.
func (c *contender) stop() {
	if c.ended {
		return
	}
	close(c.w.cancel)
	if c.paused {
		c.paused = false
		c.resume <- false
	}
	for !c.ended {
		c.note(<-c.events)
	}
	c.res, c.err = nil, nil
}

// limited reports whether the contender was stopped by a limit of the
// user's (time, interrupt), not by a budget or by choose.
func (c *contender) limited() bool {
	return c.ended && c.err == nil && c.res != nil && c.res.Limit != "" && c.res.Limit != LimitVisitedFull
}

// ahead reports whether the contender passed more budgets than the
// other, which has not ended: what it does next can matter only once the
// other has caught up.
func (c *contender) ahead(other *contender) bool {
	return !other.ended && c.passed > other.passed
}

// earliest is the first round the contender can still end in.
func (c *contender) earliest() int {
	if c.ended {
		return c.round
	}
	return c.passed + 1
}

// choice is why the contender's result is the search's: the budgets of
// its round, and of the last round the state-less search did not end in.
func (c *contender) choice(stateful bool) *Choice {
	r := c.round
	if !stateful {
		return &Choice{Search: "stateless", Budget: budgetOf(workersAfter, r-1), Probe: budgetOf(statefulProbe, r-1), Round: r}
	}
	ch := &Choice{Search: "stateful", Budget: budgetOf(workersAfter, r), Probe: budgetOf(statefulProbe, r), Round: r}
	if r == 1 {
		ch.Round = 0
	}
	return ch
}

// choose runs the search Options.ChooseSearch picks (see above).
func choose(p Program, o Options, start time.Time) (*Result, error) {
	g := &stage{progress: o.Progress}
	alone := o
	alone.Workers = 0
	less := enter(p, alone, start, workersAfter, g)
	less.next(g)
	if less.ended {
		return less.res, less.err // within workersAfter: no choice
	}
	fp, err := p.fresh()
	if err != nil {
		less.stop()
		return nil, err
	}
	stateful := o
	stateful.Stateful = true
	full := enter(fp, stateful, start, statefulProbe, g)
	// The first round is the stateful search's alone: most searches are
	// decided there. Past it, with two workers or more, the two run side
	// by side, but for the one that passed more budgets: it waits for the
	// other, as it would for its turn.
	together := false
	for {
		var c *contender
		switch {
		case together:
			if !less.ahead(full) {
				less.proceed()
			}
			if !full.ahead(less) {
				full.proceed()
			}
			select {
			case e := <-less.events:
				c = less
				c.note(e)
			case e := <-full.events:
				c = full
				c.note(e)
			}
		case full.passed < less.passed:
			c = full
			c.next(g)
		default:
			c = less
			c.next(g)
		}
		if c.err != nil {
			err := c.err
			less.stop()
			full.stop()
			return nil, err
		}
		if c == full {
			switch {
			case c.ended && c.res.Limit == LimitVisitedFull:
				c.fallback = true
			case !c.ended && c.matched*100 < c.transitions*revisitShare:
				// The states hardly meet: the stateful search is out,
				// as if it had ended in this round.
				r := c.passed
				c.stop()
				c.fallback, c.round = true, r
			case !c.ended && o.Workers >= 2:
				together = true
				g.show(full)
			}
		}
		if less.limited() || full.limited() {
			return limitedChoice(less, full)
		}
		if less.ended && full.earliest() >= less.round {
			full.stop()
			less.res.Chose = less.choice(false)
			return less.res, nil
		}
		if full.ended && less.earliest() > full.round {
			less.stop()
			if full.fallback {
				// The state-less search again, with the workers.
				res, err := check(p, o, start)
				if res != nil {
					res.Chose = full.choice(true)
					res.Chose.Search, res.Chose.Round = "stateless", 0
				}
				return res, err
			}
			full.res.Chose = full.choice(true)
			return full.res, nil
		}
	}
}

// limitedChoice is the result of choose once a limit of the user's
// stopped a contender: the other's if it ended, else that of the one
// that found more errors (the stateful one's if as many).
func limitedChoice(less, full *contender) (*Result, error) {
	for _, c := range []*contender{less, full} {
		if c.ended && c.res != nil && c.res.Limit == "" && !c.fallback {
			other := full
			if c == full {
				other = less
			}
			other.stop()
			c.res.Chose = c.choice(c == full)
			return c.res, nil
		}
	}
	less.stop()
	full.stop()
	c := full
	if !full.limited() || less.limited() && less.res.Errors() > full.res.Errors() {
		c = less
	}
	c.res.Chose = c.choice(c == full)
	return c.res, nil
}
