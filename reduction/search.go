package reduction

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"time"

	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reach"
)

// Result is the outcome of a search.
type Result struct {
	// Findings are the errors (and warnings) found, each with the
	// shortest path found.
	Findings []*Finding
	Stats    Stats
	// Limit is set when a limit stopped the search before it was complete
	// ("max-executions", "max-depth" or "time-limit"), or an interruption
	// did (LimitInterrupted).
	Limit string
	// Rounds is the number of rounds of the race-adaptive search, and
	// Promoted the locations it made communication objects (sorted).
	Rounds   int
	Promoted []LocKey
	// Guarantee says what the search covered ("every interleaving was
	// explored", or the executions within a bound); empty when a limit
	// stopped it with no guarantee.
	Guarantee string
	// Outcomes are the distinct ways the executions ended
	// (Options.Outcomes), sorted.
	Outcomes []Outcome
	// PartitionDepth is the depth at which a sharded search cut the tree
	// (shard.go); 0 when not sharded.
	PartitionDepth int
	// Chose says which search Options.ChooseSearch ran once the
	// state-less search had not ended within workersAfter transitions
	// (choose.go); nil if it did (or no choice was to be made).
	Chose *Choice
}

// Choice is the search Options.ChooseSearch ran, and why.
type Choice struct {
	// Search is "stateful" or "stateless".
	Search string `json:"search"`
	// Budget is the number of transitions the state-less search did not
	// end within, Probe the number within which the stateful search
	// had to end to be chosen.
	Budget int64 `json:"budget"`
	Probe  int64 `json:"probe"`
	// Round is the round of the two searches taking turns in which the
	// search chosen ran (choose.go): 0 or 1 for the first, where the
	// stateful search is tried within Probe transitions after the
	// state-less one did not end within Budget; from 2 on, the stateful
	// search ran within Probe transitions (ended within them if chosen),
	// or the state-less search again within four times Budget.
	Round int `json:"round,omitempty"`
}

// Errors counts the findings that are errors, not warnings.
func (r *Result) Errors() int {
	n := 0
	for _, f := range r.Findings {
		if !f.Warning {
			n++
		}
	}
	return n
}

// searcher holds the state of one search.
type searcher struct {
	prog    Program
	opts    Options
	initial *interp.VM // booted, main launched; every execution is a copy
	start   time.Time
	stats   Stats
	found   map[string]*Finding
	order   []string
	limit   string
	// current is the execution the search runs in.
	current *execution
	// spare is the memory of the executions the search dropped, which
	// its copies reuse (interp.Spare).
	spare interp.Spare
	// checkpoints are the copies of the execution along the current path
	// (checkpoint.go).
	checkpoints checkpoints
	// replayCost counts the transitions that undoing by reset + replay
	// alone would have replayed (Stats.Replayed without checkpoints):
	// the shortening budget counts these, so that the counterexamples do
	// not depend on the memory the checkpoints get. polled is set when
	// the VM polled the limits (poll).
	replayCost int64
	polled     bool
	// stack is the search stack (dfs's), for the progress estimate.
	stack []*node
	// visited holds the states of a stateful search (visited.go).
	visited *visitedSet
	// initialAllocs is the number of objects of the initial state, which
	// every execution names alike (summary.go); namesFree keeps the
	// snapshots of popped states' names for reuse. cycle is set when the
	// stateful DPOR met a cycle of the state space; cyclic once it did,
	// for the searches after (summary.go).
	initialAllocs uint32
	namesFree     [][]uint64
	cycle, cyclic bool
	threadFields
	nextProgress time.Time
	// trusted memoises trustedCode by class ID.
	trusted []int8
	// shortenUntil is set while the search looks for shorter paths to the
	// errors already found (see shorten): the count of transitions, run
	// and replayed, at which it gives up.
	shortenUntil int64
	// por is the reduction policy; bound the preemption bound of BPOR
	// (-1: none), boundHit set when the bound kept a transition from
	// being explored.
	por      POR
	bound    int
	boundHit bool
	// fairHit is set when the fair bound kept a transition from being
	// explored (Options.FairBound).
	fairHit bool
	// depth is the depth bound of this iteration (0: none): MaxDepth, or
	// with Deepen the iteration's; depthHit is set when it cut an
	// execution.
	depth    int
	depthHit bool
	// lastOf is, by thread ID, the index of the thread's last transition
	// on the path (DPOR's C(p) is that transition's clock).
	lastOf []int
	// round counts the rounds of the race-adaptive search; promoted and
	// promotedKeys are the locations promoted in this round, newRace is
	// set when the round found a location to promote.
	round        int
	raceRounds   int // the rounds that ended in a promotion
	promoted     *interp.Promotions
	promotedKeys []LocKey
	newRace      bool
	// outcomes collects how executions end (Options.Outcomes), else nil.
	outcomes outcomes
	// ops is ops(θ) for Algorithm 2-LD' (PORPersistent).
	ops *reach.Analyzer
	// shard is the part of the tree a sharded search explores (shard.go).
	shard sharding
	// bases keeps, by worker, the loader and initial state each worker
	// of a parallel search booted, for the next search (workers.go).
	bases []*searcher
}

// threadFields are the fields of java.lang.Thread the footprints of
// thread operations name, as the program's loader loaded them.
type threadFields struct {
	eetop, threadStatus, interrupted *interp.Field
	// holder is Thread.holder (JDK 19 and later, else nil), the object
	// with threadStatus.
	holder *interp.Field
}

// Check explores the interleavings of a program and reports the errors.
// An error result means the search could not run (bad input, an
// unsupported feature, a non-deterministic program).
//
// With Options.Races = RacesAdapt the search runs in rounds: a round that
// finds a location violating LD' ends there, the location's static key
// is promoted to a communication location (its accesses become visible
// operations), and the next round starts from scratch. The last round
// finds no new violation: every location it does not treat as a
// communication object satisfies LD' in the executions it explored, so
// §7's theorems (8–10) cover it, and the deadlocks and assertion
// failures that the races cause are found. Findings and statistics add
// up over the rounds.
//
// With Options.Workers, a search that does not end within workersAfter
// transitions starts again with the workers (workers.go); with
// Options.ChooseSearch, it tries the stateful search first (choose.go).
func Check(p Program, o Options) (*Result, error) {
	start := time.Now()
	if o.ChooseSearch && o.searchChoosable() {
		return choose(p, o, start)
	}
	if o.Workers > 0 && o.Shard.Count == 0 && !o.Stateful && workersAfter > 0 {
		alone := o
		alone.Workers, alone.budget = 0, workersAfter
		res, err := check(p, alone, start)
		if err != nil || res.Limit != limitBudget {
			return res, err
		}
	}
	return check(p, o, start)
}

// check is Check, for a search that started at start.
func check(p Program, o Options, start time.Time) (*Result, error) {
	s := &searcher{prog: p, opts: o, found: map[string]*Finding{}, start: start, por: o.POR, bound: -1}
	if o.Bounded {
		s.bound = o.Preemptions
	}
	if o.Outcomes {
		s.outcomes = outcomes{} // a stateful search's states then hold the output (state.go)
	}
	if o.Shard != (Shard{}) && !o.Shard.Valid() {
		return nil, fmt.Errorf("shard %s: the index must be 0 or more and less than the count", o.Shard)
	}
	s.shard.Shard = o.Shard
	if o.Stateful {
		s.opts.Workers = 0 // workers.go
	}
	if s.opts.Workers > 0 && o.MaxExecutions > 0 {
		// The limit counts executions in the order of one search.
		s.opts.Workers = 1
	}
	s.shard.workers = s.opts.Workers > 0
	s.promotedKeys = slices.Clone(o.Promote)
	sortKeys(s.promotedKeys)
	if o.Deepen && (o.POR != PORSleep || o.Bounded || o.Stateful) {
		// SSS_cyc deepens the search with PS(s) = enabled(s): DPOR's
		// and BPOR's backtracking miss races beyond the bound, and a
		// stateful search does not need it.
		return nil, errors.New("iterative deepening is for the state-less search with sleep sets alone")
	}
	if err := s.prepare(); err != nil {
		return nil, err
	}
	if o.AutoPreemptions {
		s.bound = 0
	}
	s.depth = o.MaxDepth
	if o.Deepen {
		s.depth = firstDepth
		if o.MaxDepth > 0 {
			s.depth = min(firstDepth, o.MaxDepth)
		}
	}
	// complete is the largest preemption bound, or with Deepen depth,
	// searched completely.
	complete := -1
	var err error
	for {
		if err = s.rounds(); err != nil || s.limit != "" || s.stopped() {
			break
		}
		if o.AutoPreemptions && s.bound >= 0 && (s.boundHit || s.shard.Count > 0) {
			// Coons' iterative bounding: every execution with at most
			// bound preemptions was explored; allow one more, or, after
			// autoBounds bounds, none. A shard goes on even if the
			// bound cut nothing in its part (shard.go).
			complete = s.bound
			s.bound++
			if s.bound == autoBounds {
				s.bound = -1
			}
			continue
		}
		if o.Deepen && s.depthHit {
			// SSS_cyc (§4): every execution of at most depth
			// transitions was explored; go twice as deep.
			complete = s.depth
			s.depth *= 2
			if o.MaxDepth > 0 {
				s.depth = min(s.depth, o.MaxDepth)
			}
			continue
		}
		break
	}
	guarantee := s.visited.qualify(s.guarantee(complete))
	if err == nil {
		err = s.shorten()
	}
	s.retire()
	s.sampleMemory()
	s.stats.Elapsed = time.Since(s.start)
	if s.stats.Transitions > 0 {
		s.stats.ReplayedPerTransition = float64(s.stats.Replayed) / float64(s.stats.Transitions)
	}
	res := &Result{Stats: s.stats, Limit: s.limit, Rounds: s.raceRounds + 1, Promoted: s.promotedKeys, Guarantee: guarantee, Outcomes: s.outcomes.sorted(),
		PartitionDepth: s.shard.depth}
	races := map[LocKey]bool{}
	for _, f := range s.found {
		if f.Kind == DataRace {
			races[f.Location] = true
		}
	}
	for _, k := range s.order {
		f := s.found[k]
		if f.Kind == LDViolation && f.HasLocation && races[f.Location] || f.Kind == OptimisticOverlap {
			continue // the data race on the location says more; an overlap only promotes
		}
		f.Warning = f.Kind == LDViolation && o.Races == RacesAdapt && !o.StrictLD
		res.Findings = append(res.Findings, f)
	}
	return res, err
}

// rounds runs the race-adaptive search (see Check): dfs, round after
// round, until a round finds no new location to promote.
func (s *searcher) rounds() error {
	for {
		s.round++
		s.newRace = false
		s.visited = s.newVisitedSet()
		var err error
		if s.promoted, err = promotions(s.prog.Loader, s.promotedKeys); err != nil {
			return err
		}
		if err = s.dfs(); err == nil && s.cycle {
			// The stateful DPOR met a cycle (summary.go): the round
			// again with sleep sets.
			s.cycle, s.cyclic, s.stats.SleepSets = false, true, true
			s.round--
			continue
		}
		if err != nil || !s.newRace || s.limit != "" || s.stopped() {
			return err
		}
		// Promote what this round found and start again. The keys are a
		// new slice: the findings of earlier rounds keep theirs.
		s.raceRounds++
		s.promotedKeys = slices.Clone(s.promotedKeys)
		for _, f := range s.found {
			if f.round == s.round && s.promotes(f) {
				s.promotedKeys = append(s.promotedKeys, f.Location)
			}
		}
		sortKeys(s.promotedKeys)
	}
}

// guarantee says what the search covered: every interleaving, or those
// within the preemption bound or the fair bound; with a limit, the bound
// up to which the iterative bounding or deepening was complete
// (complete < 0: none).
func (s *searcher) guarantee(complete int) string {
	fair := ""
	if s.fairHit {
		times := fmt.Sprintf("%d times", s.opts.FairBound)
		if s.opts.FairBound == 1 {
			times = "once"
		}
		fair = " in which no thread yields or times out more than " + times + " in a row while another can run"
	}
	switch {
	case s.opts.Deepen && s.limit != "" && complete >= 0:
		return fmt.Sprintf("every execution of at most %d transitions%s was explored", complete, fair)
	case s.limit != "" && complete >= 0:
		return fmt.Sprintf("every execution with at most %s%s was explored", preemptions(complete), fair)
	case s.limit != "":
		return ""
	case s.bounded() && s.boundHit:
		return fmt.Sprintf("every execution with at most %s%s was explored", preemptions(s.bound), fair)
	case fair != "":
		return "every interleaving" + fair + " was explored"
	}
	return CompleteGuarantee
}

// autoBounds is the number of preemption bounds Options.AutoPreemptions
// searches with (0, 1, ..., autoBounds-1) before it searches without a
// bound. Most bugs need at most two preemptions (Musuvathi and Qadeer's
// observation that Coons builds on), and each bounded search explores
// again what the smaller bounds explored, plus BPOR's conservative
// backtrack points where the bound cut a transition: on programs with
// long threads the searches with bounds 3, 4, ... cost many times the
// unbounded DPOR search that ends the iteration anyway (30,500
// executions against 157 on one generated program of the differential
// test). The last search is complete, so the guarantee is unchanged.
const autoBounds = 3

// firstDepth is the depth bound of the first iteration of Options.Deepen.
const firstDepth = 64

// CompleteGuarantee is the guarantee of a search that explored every
// interleaving (up to the reduction's equivalence).
const CompleteGuarantee = "every interleaving was explored"

func preemptions(n int) string {
	if n == 1 {
		return "1 preemption"
	}
	return fmt.Sprintf("%d preemptions", n)
}

// stopped reports whether the search has found what ends it: without
// Options.AllErrors, the first error — with race adaptation, an error
// other than a race (races start new rounds instead).
func (s *searcher) stopped() bool {
	if s.opts.AllErrors || s.shortening() {
		return false
	}
	for _, f := range s.found {
		if !f.Kind.isRace() || s.opts.Races != RacesAdapt {
			return true
		}
	}
	return false
}

// prepare boots the JVM and launches the main class once; the state it
// reaches is the initial state of every execution.
func (s *searcher) prepare() error {
	opts := s.prog.VM
	opts.Stdout, opts.Stderr = io.Discard, io.Discard
	opts.MaxInvisible = s.opts.MaxInvisible
	// The unreduced baseline (§10) makes every operation of the class
	// library's internal work visible too (interp's Thread.silent).
	opts.LibraryOpsVisible = opts.LibraryOpsVisible || s.opts.Atomicity == interp.BytecodeAtomicity
	if !s.start.IsZero() {
		// A search (not a replay) checks its limits inside transitions
		// too: a transition may not end, or not for a long time.
		opts.Stop = s.poll
	}
	vm := interp.NewVM(s.prog.Loader, opts)
	if err := vm.Boot(); err != nil {
		return err
	}
	var err error
	if s.prog.Test != nil {
		err = vm.LaunchTest(s.prog.Test)
	} else {
		err = vm.Launch(s.prog.Main, s.prog.Args)
	}
	if err != nil {
		return err
	}
	s.initial = vm
	s.initialAllocs = vm.Allocations()
	s.ops = reach.New(s.prog.Loader)
	thread, err := s.prog.Loader.Load("java/lang/Thread")
	if err != nil {
		return err
	}
	s.eetop, s.threadStatus, s.interrupted = thread.InstanceField("eetop"), thread.InstanceField("threadStatus"), thread.InstanceField("interrupted")
	// From JDK 19 on, a thread's status is in its FieldHolder (a virtual
	// thread is a BoundVirtualThread, which has one: natives_virtual.go).
	if s.holder = thread.InstanceField("holder"); s.holder != nil {
		if fields, err := s.prog.Loader.Load("java/lang/Thread$FieldHolder"); err == nil {
			s.threadStatus = fields.InstanceField("threadStatus")
		}
	}
	if s.eetop == nil || s.threadStatus == nil || s.interrupted == nil {
		return errors.New("java.lang.Thread lacks the fields eetop, threadStatus or interrupted: unsupported JDK")
	}
	return nil
}

// node is a state on the search stack (a frame of DFS in Fig. 2, of
// Explore in Flanagan–Godefroid Fig. 4).
type node struct {
	// enabled lists the transitions enabled in the state, in the order
	// the search tries them (a stateful search's revisit: the ones left
	// to explore).
	enabled []Transition
	// todo is the set of threads whose transitions are to be explored
	// from the state (DPOR's backtrack(s)); pending, BPOR's conservative
	// backtrack points, are explored only if the bound cut a transition
	// below the state (exceeded; Coons §6.4, Algorithm 19).
	todo, pending backtrackSet
	exceeded      bool
	// conservative says that nothing is put to sleep for the transition
	// being explored, nor inherited by its subtree: a shard's prefix
	// (shard.go). pendingPick says that the transition is one of BPOR's
	// pending ones: states reached through it may have to be reached
	// again through a cheaper path, so it goes not to sleep, and its
	// subtree inherits the sleepers in their wide form (Coons §6.5).
	conservative, pendingPick bool
	// run holds, while the transition taken from the state is explored,
	// the footprints of its thread's run from here: that transition and
	// the ones the thread performs after it without a context switch, on
	// every path of the subtree explored so far (Coons §6.5's sequence).
	// runStart is the depth of the state where the run of the transition
	// taken from this state began.
	run      []*Footprint
	runStart int
	// done lists the transitions explored from the state.
	done  []Transition
	sleep []sleeper
	// taken is the transition being explored from the state, with its
	// footprint and (DPOR) its vector clock C(i); prevLast is the index
	// its thread's previous transition had on the path.
	taken    Step
	takenFP  *Footprint
	clock    vclock
	prevLast int
	// last is the thread whose transition led to the state; lastBusy
	// says that it could go on (it is enabled and not yielding), so that
	// switching away from it is a preemption; preemptions counts the
	// preemptions on the path to the state (Coons' Pb).
	last        int32
	lastBusy    bool
	preemptions int
	// yielding lists the threads whose next operation yields (yields);
	// spins counts the yields and timeouts the thread last has performed
	// since another thread ran (Options.FairBound).
	yielding []int32
	spins    int
	// key, fresh, names and sum are the stateful DPOR's (summary.go):
	// the state's fingerprint, whether this is its first visit, how it
	// names its objects, and the summary of its subtree so far, in the
	// path's allocation numbers.
	key   [2]uint64
	fresh bool
	names []uint64
	sum   summary
}

// sleeper is a transition in a sleep set, with the footprint it had when
// it was explored (it does not change while only independent transitions
// execute, §4), and those of its thread's run from there (node.run). A
// wide sleeper, inherited by the subtree of a BPOR pending transition,
// wakes at a transition dependent with any of its run (Coons §6.5): the
// pending point was placed to reverse a race with some transition of
// that run through a cheaper path, which the sleeper's own footprint
// alone could keep asleep.
type sleeper struct {
	tr   Transition
	fp   *Footprint
	run  []*Footprint
	wide bool
}

// wakes reports whether a transition of footprint fp wakes the sleeper.
func (sl *sleeper) wakes(fp *Footprint) bool {
	if Dependent(fp, sl.fp) {
		return true
	}
	if sl.wide {
		for _, r := range sl.run {
			if Dependent(fp, r) {
				return true
			}
		}
	}
	return false
}

func (n *node) asleep(tr Transition) bool {
	for _, s := range n.sleep {
		if s.tr == tr {
			return true
		}
	}
	return false
}

// unfair reports whether exploring tr would let a thread yield more than
// the fair bound allows in a row while another thread could run.
func (s *searcher) unfair(n *node, tr Transition) bool {
	if s.opts.FairBound <= 0 || tr.Thread != n.last || n.spins < s.opts.FairBound || !slices.Contains(n.yielding, tr.Thread) {
		return false
	}
	return slices.ContainsFunc(n.enabled, func(o Transition) bool { return o.Thread != tr.Thread })
}

// backtrackSet is a set of threads to explore from a state.
type backtrackSet struct {
	threads []int32
	// all means every enabled thread.
	all bool
}

func (b *backtrackSet) has(th int32) bool { return b.all || slices.Contains(b.threads, th) }

// add adds thread q, or every enabled thread if q is not enabled in the
// node's state (Fig. 4, lines 5–7).
func (b *backtrackSet) add(n *node, q int32) {
	switch {
	case b.has(q):
	case n.hasThread(q):
		b.threads = append(b.threads, q)
	default:
		b.all = true
	}
}

// hasThread reports whether a thread has an enabled transition in the
// node's state.
func (n *node) hasThread(th int32) bool {
	return slices.ContainsFunc(n.enabled, func(tr Transition) bool { return tr.Thread == th })
}

// threadAsleep reports whether the thread has enabled transitions in the
// node's state and all of them are asleep.
func (n *node) threadAsleep(th int32) bool {
	any := false
	for _, tr := range n.enabled {
		if tr.Thread == th {
			if !n.asleep(tr) {
				return false
			}
			any = true
		}
	}
	return any
}

// cost is the number of preemptions on the path through the node and
// then tr (Coons Definition 2.9; a switch away from a thread that
// yields, sleeps or can only time out is not a preemption, as in CHESS).
func (n *node) cost(tr Transition) int {
	if n.lastBusy && tr.Thread != n.last {
		return n.preemptions + 1
	}
	return n.preemptions
}

// newNode makes the node of the state the execution is in, reached by a
// transition of thread last.
func (s *searcher) newNode(e *execution, last int32, enabled []Transition, preemptions int) *node {
	n := &node{enabled: enabled, last: last, preemptions: preemptions}
	if t := e.thread(last); t != nil && t.Enabled() && !yields(t) {
		n.lastBusy = true
	}
	for _, t := range e.vm.Threads() {
		if !t.Terminated() && yields(t) {
			n.yielding = append(n.yielding, int32(t.ID))
		}
	}
	return n
}

// yields reports whether the thread's next operation gives way to the
// others: a yield or sleep, or a timed wait, join, park or acquire that
// can only time out. A thread that times out and waits again spins as
// one that yields does (Options.FairBound), and switching away from it
// is no preemption.
func yields(t *interp.Thread) bool {
	return t.Next().Kind == interp.OpYield || t.TimingOut()
}

// initTodo fills the node's todo set as the search policy says (§4's PS(s):
// enabled(s) or Algorithm 2-LD”s persistent set; DPOR's line 11, BPOR's
// Initialize). The execution is in the node's state.
func (s *searcher) initTodo(n *node, e *execution) {
	switch {
	case s.por == PORPersistent && !s.opts.Stateful && !s.shortening():
		n.todo.threads = s.persistentThreads(n, e)
	case !s.dynamic():
		n.todo.all = true
	case s.bounded():
		// Coons Algorithm 11: the thread that ran last, if it can go on
		// (no preemption), else any enabled thread that is not asleep.
		if n.lastBusy {
			n.todo.threads = append(n.todo.threads, n.last)
		} else if i := slices.IndexFunc(n.enabled, func(tr Transition) bool { return !n.asleep(tr) }); i >= 0 {
			n.todo.threads = append(n.todo.threads, n.enabled[i].Thread)
		}
	default:
		// Flanagan–Godefroid line 11: any enabled thread; one that is
		// asleep would be explored in vain. Threads about to yield or
		// sleep come last, so that the first path through a loop that
		// waits by yielding lets the others make progress rather than
		// spinning (only the order of exploration changes).
		first := int32(-1)
		for _, tr := range n.enabled {
			if n.asleep(tr) || s.unfair(n, tr) {
				continue
			}
			if first < 0 {
				first = tr.Thread
			}
			if !slices.Contains(n.yielding, tr.Thread) {
				first = tr.Thread
				break
			}
		}
		if first >= 0 {
			n.todo.threads = append(n.todo.threads, first)
		}
	}
}

// next returns the next transition of the node to explore: wanted, not
// explored yet, not asleep, within the preemption bound; BPOR's pending
// ones once the others are explored, if the bound cut a transition in
// their subtrees (Coons Algorithm 18, lines 13–28). A cut below a
// pending exploration counts too, which Algorithm 18 leaves out: it can
// only make an ancestor explore more of its pending points.
func (s *searcher) next(n *node) (Transition, bool) {
	if tr, ok := s.pick(n, &n.todo); ok {
		n.conservative, n.pendingPick = s.sleepless(len(s.stack)-1), false
		return tr, true
	}
	if n.exceeded {
		if tr, ok := s.pick(n, &n.pending); ok {
			n.conservative, n.pendingPick = false, true
			return tr, true
		}
	}
	return Transition{}, false
}

// pick returns the first transition of the set's threads that next may
// explore.
func (s *searcher) pick(n *node, set *backtrackSet) (Transition, bool) {
	for _, tr := range n.enabled {
		if !set.has(tr.Thread) || slices.Contains(n.done, tr) || n.asleep(tr) {
			continue
		}
		if s.unfair(n, tr) {
			s.fairHit = true
			continue
		}
		if s.bounded() && n.cost(tr) > s.bound {
			s.boundHit, n.exceeded = true, true
			continue
		}
		return tr, true
	}
	return Transition{}, false
}

// dfs explores the state space from the initial state: Fig. 2's
// state-less selective search with sleep sets, with PS(s) = enabled(s)
// (PORSleep), the backtrack sets of DPOR (Flanagan–Godefroid Fig. 4) or
// of BPOR within a preemption bound (Coons Algorithms 8 and 11); or the
// stateful search with sleep sets. It is iterative: stack holds the
// states of the current path, path the transitions between them. Undo
// is by checkpoint and replay (§8.4): after backtracking, the next
// transition is executed in an execution that replays path first, from
// the nearest checkpoint or the initial state (replay).
func (s *searcher) dfs() error {
	if err := s.partition(); err != nil {
		return err
	}
	if s.parallel() {
		return s.explore()
	}
	// Every round, iteration and shortening search replays from its own
	// checkpoints: a round's promotions change what a path does.
	s.checkpoints.drop(&s.spare)
	e := s.fresh()
	s.lastOf = s.lastOf[:0]
	stateful := s.opts.Stateful && !s.shortening()
	root := s.newNode(e, 0, e.transitions(0), 0)
	if stateful && !s.shard.above(0) {
		var key [2]uint64
		var fresh bool
		root.enabled, fresh, key = s.visit(e, 0, nil)
		s.enter(root, e, fresh, key)
	}
	s.initTodo(root, e)
	s.expand(root, 0)
	s.stats.States++
	if f := e.deadlock(); f != nil && !s.shortening() {
		s.report(f, nil)
		if s.shard.counts(0) {
			s.outcomes.note(e, endOf(e, true, nil))
			s.stats.Executions++
		}
		return nil
	}
	s.boundHit, s.fairHit, s.depthHit = false, false, false
	stack := []*node{root}
	var path []Step
	current := true // e is in the state of the top of stack
	for len(stack) > 0 {
		s.stack = stack
		s.leftUnit(len(path))
		if s.stop() {
			return nil
		}
		n := stack[len(stack)-1]
		tr, ok := s.next(n)
		if !ok {
			stack = stack[:len(stack)-1]
			var parent *node
			if len(stack) > 0 {
				parent = stack[len(stack)-1]
			}
			s.leave(n, parent)
			if parent != nil {
				path = path[:len(path)-1]
				parent.exceeded = parent.exceeded || n.exceeded
				s.backtracked(parent, n.exceeded)
			}
			current = false
			continue
		}
		if !current {
			var err error
			if e, err = s.replay(path); errors.Is(err, interp.ErrStopped) {
				return nil
			} else if err != nil {
				return err
			}
			current = true
		}
		st := Step{Transition: tr, Op: signature(e.thread(tr.Thread).Next())}
		_, fp, findings, err := e.step(st, false, true)
		if errors.Is(err, interp.ErrStopped) {
			return nil
		} else if err != nil {
			return s.fatal(err, append(path, st))
		}
		s.stats.Transitions++
		n.taken, n.takenFP = st, fp
		n.done = append(n.done, tr)
		path = append(path, st)
		depth := len(path)
		n.run, n.runStart = nil, depth-1
		if k := depth - 2; k >= 0 && stack[k].taken.Thread == tr.Thread {
			n.runStart = stack[k].runStart
		}
		stack[n.runStart].run = append(stack[n.runStart].run, fp)
		if depth > s.stats.MaxDepth {
			s.stats.MaxDepth = depth
		}
		if s.skips(depth) {
			// Another shard's subtree: undone as if explored, so that
			// the later siblings' sleep sets are the unsharded search's.
			if s.dynamic() {
				s.analyze(stack, e)
			}
			path = path[:len(path)-1]
			s.backtracked(n, false)
			current = false
			continue
		}
		var sleep []sleeper
		if !n.conservative {
			for _, sl := range n.sleep {
				sl.wide = sl.wide || n.pendingPick
				if !sl.wakes(fp) {
					sleep = append(sleep, sl)
				}
			}
		}
		leaf := e.vm.Finished()
		var ending *Finding
		for _, f := range findings {
			s.report(f, path)
			// An error ends the path; a race the adaptive search goes on
			// from (what it breaks is further down).
			if !f.Kind.isRace() || s.opts.Races != RacesAdapt {
				leaf, ending = true, f
			}
		}
		if ending != nil && s.opts.Outcomes {
			// An error ends the execution: with the outcomes, which
			// tell what the other threads printed before it, it is
			// dependent with their transitions that print, as
			// System.exit is (exitLoc), so that it does not sleep
			// through them (dpor.go's unfinished is DPOR's side of the
			// same).
			for _, g := range []*Footprint{fp, fp.Tail} {
				if g != nil {
					g.Writes = append(g.Writes, runningLoc, exitLoc)
					g.normalize()
				}
			}
		}
		deadlock := false
		if !leaf {
			if f := e.deadlock(); f != nil {
				s.report(f, path)
				// Threads outside a cycle that waits for good can go
				// on: the path goes on with them, so that what they
				// do is checked too (the deadlock is reported once, at
				// the shortest path to it).
				leaf = len(e.vm.Enabled()) == 0
				deadlock = leaf
			}
		}
		cut := false
		if !leaf && s.depth > 0 && depth >= s.depth && !s.shortening() {
			s.depthHit = true
			if s.depth == s.opts.MaxDepth {
				s.limit = "max-depth"
			}
			leaf, cut = true, true
		}
		if !leaf && s.shortening() && depth >= s.longestPath()-1 {
			leaf, cut = true, true // nothing below can be shorter
		}
		if s.dynamic() && !cut {
			s.analyze(stack, e)
			if ending != nil || e.vm.Finished() {
				s.unfinished(stack, e)
			}
		} else if s.dynamic() {
			s.notLast(stack[len(stack)-1])
		}
		if !leaf {
			child := s.newNode(e, tr.Thread, nil, n.cost(tr))
			child.sleep = sleep
			if tr.Thread == n.last {
				child.spins = n.spins
			}
			if slices.Contains(n.yielding, tr.Thread) {
				child.spins++
			}
			fresh := true
			if stateful && !s.shard.above(depth) {
				var key [2]uint64
				child.enabled, fresh, key = s.visit(e, tr.Thread, child.sleep)
				if !fresh && !s.revisited(stack, e, key) {
					s.cycle = true // summary.go
					return nil
				}
				s.enter(child, e, fresh, key)
			} else {
				child.enabled = e.transitions(tr.Thread)
			}
			if fresh {
				s.stats.States++
			}
			s.initTodo(child, e)
			s.expand(child, depth)
			if len(child.enabled) > 0 {
				stack = append(stack, child)
				s.save(e, len(path))
				continue
			}
			// A state seen before with nothing new to explore: backtrack.
			s.leave(child, nil)
			path = path[:len(path)-1]
			s.backtracked(n, false)
			current = false
			continue
		}
		// A leaf: count the execution, undo its last transition.
		s.stats.States++
		if s.shard.counts(depth) {
			if !cut && !s.shortening() {
				s.outcomes.note(e, endOf(e, deadlock, ending))
			}
			s.stats.Executions++
			if e.vm.Ignored() {
				s.stats.Ignored++
			}
			if e.vm.TestAborted() {
				s.stats.Aborted++
			}
		}
		path = path[:len(path)-1]
		s.backtracked(n, false)
		current = false
		if s.stopped() || s.newRace {
			return nil
		}
	}
	return nil
}

// notLast records that the transition taken from n, which the depth
// bound cut, did not become its thread's last (analyze did not run): so
// that backtracked, undoing it, restores the thread's last as it is, not
// as an earlier transition taken from n left it.
func (s *searcher) notLast(n *node) {
	p := n.taken.Thread
	for int(p) >= len(s.lastOf) {
		s.lastOf = append(s.lastOf, 0)
	}
	n.prevLast = s.lastOf[p]
}

// backtracked undoes the transition taken from n: the thread's previous
// transition is its last again, and (with sleep sets) the transition
// goes to sleep in n (Fig. 2's sleep := sleep ∪ {t}) — unless the bound
// cut a transition in its subtree (cut): a sleeper stands for every
// state reachable through it explored, and within a bound those its
// subtree could not reach within the bound may be reached within it
// through a sibling, where it must be awake (Coons §6.5: only a
// transition whose entire state space was explored goes to sleep).
func (s *searcher) backtracked(n *node, cut bool) {
	if s.dynamic() {
		s.lastOf[n.taken.Thread] = n.prevLast
	}
	if !n.conservative && !n.pendingPick && !cut && s.por != PORNone && !s.statefulDPOR() {
		n.sleep = append(n.sleep, sleeper{tr: n.taken.Transition, fp: n.takenFP, run: n.run})
	}
}

// shorten looks, for at most Options.Shorten transitions (run or
// replayed), for shorter counterexamples to the errors found: the search
// is not breadth-first, so the first path it finds to an error can be
// much longer than needed. It searches again without going as deep as
// the longest path found, tightening that bound
// with every shorter path; a path it finds to a new error is not kept. It
// is state-less even after a stateful search: a visited state first
// reached deep, near the bound, would otherwise cut off a shorter path
// through it. The statistics stay those of the search proper.
func (s *searcher) shorten() error {
	if s.opts.Shorten <= 0 || s.limit != "" || s.longestPath() < 2 {
		return nil
	}
	// The search proper's last execution counts in its statistics, the
	// shortening's executions do not.
	s.retire()
	stats := s.stats
	s.shortenUntil = s.stats.Transitions + s.replayCost + s.opts.Shorten
	err := s.dfs()
	s.retire()
	s.shortenUntil, s.limit = 0, ""
	stats.PeakMemory = s.stats.PeakMemory
	s.stats = stats
	return err
}

func (s *searcher) shortening() bool { return s.shortenUntil > 0 }

// longestPath is the length of the longest path to an error found (an
// overlap, never reported, has no path worth shortening).
func (s *searcher) longestPath() int {
	n := 0
	for _, f := range s.found {
		if f.Kind != OptimisticOverlap {
			n = max(n, len(f.Path))
		}
	}
	return n
}

// replay returns to the state a path leads to: from the deepest
// checkpoint on it (or the initial state), it re-executes the rest of
// the path, checking that every step performs the recorded visible
// operation. Long paths take long to replay, so the limits are checked
// (and progress reported) along the way, where a replay from the initial
// state would check them: interp.ErrStopped if one is reached.
func (s *searcher) replay(path []Step) (*execution, error) {
	s.checkpoints.replays++
	// The execution the search ran in is left for good (its caller
	// takes the replayed one): its memory goes to the next copies.
	if old := s.current; old != nil {
		s.retire()
		old.vm.Discard(&s.spare)
	}
	e, from := s.restore(len(path))
	start := s.replayCost
	if from > 0 {
		// The checks a replay of the skipped prefix would have made:
		// every 64 steps, and wherever the VM polled. Only the last
		// one counts (the shortening budget, the only limit that
		// depends on the count, grows along the prefix).
		last := max(from/64*64-1, e.lastPoll)
		if last >= 0 {
			s.replayCost = start + int64(last)
			if s.stop() {
				return nil, interp.ErrStopped
			}
		}
		s.replayCost = start + int64(from)
	}
	for i := from; i < len(path); i++ {
		st := path[i]
		if i%64 == 63 && s.stop() {
			return nil, interp.ErrStopped
		}
		if _, _, _, err := e.step(st, true, false); err != nil {
			return nil, s.fatal(err, path[:i+1])
		}
		s.stats.Replayed++
		s.replayCost++
	}
	return e, nil
}

// poll is the VM's Options.Stop: stop, noting that the step running
// polled (execution.lastPoll).
func (s *searcher) poll() bool {
	s.polled = true
	return s.stop()
}

// fatal wraps an error that ends the search with the path that led to it.
func (s *searcher) fatal(err error, path []Step) error {
	if errors.Is(err, errNondeterministic) {
		return fmt.Errorf("%w (the program must behave the same way under the same schedule: jcheck makes time, hash codes and thread ids deterministic, but not input such as files; and a report replays only on the classes it was made from)", err)
	}
	return fmt.Errorf("after %d transitions: %w", len(path), err)
}

// report records a finding, keeping the shortest path to each distinct
// error.
func (s *searcher) report(f *Finding, path []Step) {
	if !s.shard.reports() {
		return
	}
	f.Path = append([]Step(nil), path...)
	f.round, f.Promoted = s.round, s.promotedKeys
	if seg := s.shard.seg; seg != nil {
		seg.findings = append(seg.findings, f)
	}
	old, ok := s.found[f.Key]
	if !ok && s.shortening() {
		return
	}
	if ok {
		// A shorter path, from this round (a path replays only with its
		// own round's promotions).
		if len(f.Path) < len(old.Path) && (!s.shortening() || old.round == s.round) {
			s.found[f.Key] = f
		}
		return
	}
	s.found[f.Key] = f
	s.order = append(s.order, f.Key)
	if s.promotes(f) {
		s.newRace = true
	}
}

// promotes reports whether the race-adaptive search promotes the
// location of a finding: that of every LD' violation, data race or not,
// so that in the last round every location that is not a communication
// location satisfies LD' and §7's theorems (8–10) apply to it. (A
// violation that happens-before orders costs little once promoted: its
// accesses are dependent but ordered, so DPOR adds no backtracking for
// them.)
func (s *searcher) promotes(f *Finding) bool {
	return s.opts.Races == RacesAdapt && f.Kind.isRace() && f.HasLocation && !slices.Contains(s.promotedKeys, f.Location)
}

// sampleMemory keeps the peak of the heap in use.
func (s *searcher) sampleMemory() {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	s.stats.PeakMemory = max(s.stats.PeakMemory, ms.HeapInuse)
}

// stop checks the limits and reports progress.
func (s *searcher) stop() bool {
	o := &s.opts
	switch {
	case s.limit == LimitVisitedFull, s.aborted():
		return true
	case closed(o.Interrupt):
		// While shortening, the search proper was complete: it only
		// gives up looking for shorter paths.
		if !s.shortening() {
			s.limit = LimitInterrupted
		}
		return true
	case o.watch != nil && closed(o.watch.cancel):
		s.limit = limitCancelled
		return true
	case s.shortening():
		// The search proper was complete: the time limit only ends the
		// look for shorter paths.
		if s.stats.Transitions+s.replayCost >= s.shortenUntil || o.TimeLimit > 0 && time.Since(s.start) > o.TimeLimit {
			return true
		}
	case o.budget > 0 && s.stats.Transitions > o.budget:
		s.limit = limitBudget
		return true
	case o.watch != nil && s.stats.Transitions > o.watch.next:
		o.watch.next *= chooseGrowth
		if !o.watch.passed(s.stats.Transitions, s.stats.Matched) {
			s.limit = limitCancelled
			return true
		}
	case o.MaxExecutions > 0 && s.stats.Executions >= o.MaxExecutions:
		s.limit = "max-executions"
		return true
	case o.TimeLimit > 0 && time.Since(s.start) > o.TimeLimit:
		s.limit = "time-limit"
		return true
	}
	if now := time.Now(); now.After(s.nextProgress) {
		s.nextProgress = now.Add(time.Second)
		s.sampleMemory()
		if o.Progress != nil || s.shard.pool != nil {
			p := s.progress()
			p.Elapsed = time.Since(s.start)
			if o.Progress != nil {
				o.Progress(p)
			}
		}
	}
	return false
}

// LimitInterrupted is the Limit of a search Options.Interrupt stopped.
const LimitInterrupted = "interrupted"

// closed reports whether a channel is closed (never, for nil).
func closed(c <-chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}
