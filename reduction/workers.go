package reduction

import (
	"maps"
	"math"
	"sync"
	"sync/atomic"
)

// Workers: one search explored by several goroutines on one machine
// (Options.Workers), with the same findings and counts whatever their
// number.
//
// The tree is partitioned as a sharded search's is (shard.go), at the
// depth D where the prefix has about workerUnits frontier nodes, a depth
// that depends on the program and the options, not on the number of
// workers. Every worker explores the prefix, each in its own copy of the
// initial state; the subtree of a frontier node — a unit — is explored
// by the first worker to reach it (pool.claim), and skipped by the
// others, so that a worker that finished a large unit takes the next one
// nobody has taken. The prefix explores the same transitions in every
// worker, whatever the units' subtrees do (shard.go: sleep sets and
// persistent sets come from the path alone, DPOR and BPOR explore every
// enabled transition there), and a unit's exploration depends only on
// the path to it, so each unit is explored as one search of the
// partitioned tree would explore it, by whichever worker.
//
// What the workers find is kept in segments, in the order of that one
// search: segment 2k-1 is unit k, segment 2k the prefix between unit k
// and unit k+1 (every worker records the prefix; one copy is used). When
// the workers are done, the search adds up the segments in order — the
// statistics, the outcomes, the findings, reported again in that order,
// so that the first path found to each error and the shortest are the
// ones one worker would have found — and stops where one search would
// have stopped: at the first segment that ends the search (an error
// without Options.AllErrors, a race that ends a round). A worker that
// ends the search there tells the others (pool.stopAt), which abandon
// the segments after it and finish those before it.
//
// The stateful search does not use workers: with a visited set they
// share, what each explores would depend on which of them stored a state
// first, and with one per unit, each unit explores again the states the
// others reach (OrderedPhilosophers(5,2): 104,408 states with 144 units,
// 36,868 in one search).

// workersAfter is the number of transitions a search with workers
// explores in one depth-first search without them before it starts again
// with them: most searches end sooner, and the workers would only add
// their cost (every worker but the first boots the program, the
// partition depth is found by searching the top of the tree, the prefix
// explores more than DPOR's or BPOR's search would) and change the counts
// of the searches users and tests know. A count of transitions, so that
// which search runs is the same on every machine and for every number
// of workers. About a second of search. (A variable for the tests: 0
// starts with the workers.)
var workersAfter int64 = 10_000

// limitBudget is the Limit of the first search of Check with workers
// when it does not end within workersAfter transitions.
const limitBudget = "budget"

// workerUnits is the number of frontier nodes with children the
// partition of a search by workers aims at: the units differ in size, and
// a worker that took a large one must not leave the others idle for long
// at the end; but every worker explores the prefix down to them, and
// finding the depth explores it several times, in full (with DPOR too,
// shard.go), which can cost more than the search: with 128, the 794
// transitions of a reader-writer program's search took 3.6 s of sizing.
const workerUnits = 32

// pool is what the workers of a search share.
type pool struct {
	mu      sync.Mutex
	claimed map[int]bool
	// stopAt is the earliest segment at which a worker's search ended as
	// one search would end (math.MaxInt64: none yet).
	stopAt atomic.Int64
	// progress holds each worker's statistics as last published
	// (Options.Progress).
	progress []Stats
}

// claim reports whether the worker that reached unit k first is the
// caller.
func (p *pool) claim(k int) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.claimed[k] {
		return false
	}
	p.claimed[k] = true
	return true
}

// stopping notes that a worker's search ended at a segment.
func (p *pool) stopping(pos int) {
	for {
		old := p.stopAt.Load()
		if int64(pos) >= old || p.stopAt.CompareAndSwap(old, int64(pos)) {
			return
		}
	}
}

// segment is what a worker found in one segment of the search.
type segment struct {
	stats    Stats
	findings []*Finding
	outcomes outcomes
	// boundHit, fairHit and depthHit are the searcher's flags, set in
	// the segment; limit a limit reached in it.
	boundHit, fairHit, depthHit bool
	limit                       string
}

// workerState is a worker's part of the sharding state.
type workerState struct {
	pool  *pool
	index int
	// pos is the segment the worker is in, seg its record, start the
	// statistics when it began; inUnit says the segment is a unit.
	pos    int
	seg    *segment
	start  Stats
	inUnit bool
	segs   map[int]*segment
}

// parallel reports whether this search spreads its depth-first searches
// over workers: it is not one of them, and is not sizing the partition or
// shortening counterexamples (which one goroutine does).
func (s *searcher) parallel() bool {
	return s.opts.Workers > 0 && s.shard.pool == nil && !s.shard.sizing && !s.shortening()
}

// aborted reports whether a worker's current segment comes after the one
// at which another worker ended the search.
func (s *searcher) aborted() bool {
	p := s.shard.pool
	return p != nil && int64(s.shard.pos) > p.stopAt.Load()
}

// explore runs one depth-first search of the partitioned tree with
// Options.Workers workers and adds up their segments (see above).
func (s *searcher) explore() error {
	n := s.opts.Workers
	p := &pool{claimed: map[int]bool{}, progress: make([]Stats, n)}
	p.stopAt.Store(math.MaxInt64)
	workers := make([]*searcher, n)
	for i := range workers {
		workers[i] = s.worker(p, i)
	}
	for len(s.bases) < n {
		s.bases = append(s.bases, &searcher{})
	}
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i, w := range workers {
		wg.Go(func() {
			w.openSegment(0)
			if errs[i] = w.ready(s.bases[i]); errs[i] == nil {
				errs[i] = w.dfs()
			}
			w.closeSegment()
			if errs[i] != nil || w.stopped() || w.newRace {
				p.stopping(w.shard.pos)
			}
			w.retire()
		})
	}
	wg.Wait()
	for _, w := range workers {
		s.stats.Replayed += w.stats.Replayed
		s.stats.Instructions += w.stats.Instructions
		s.stats.PeakMemory = max(s.stats.PeakMemory, w.stats.PeakMemory)
		s.checkpoints.replays += w.checkpoints.replays
		s.replayCost += w.replayCost
	}
	// An error that ended a worker's search (the program misbehaved)
	// comes from the earliest segment: the one search would have met it
	// first.
	var err error
	errAt := math.MaxInt
	for i, w := range workers {
		if errs[i] != nil && w.shard.pos < errAt {
			err, errAt = errs[i], w.shard.pos
		}
	}
	s.boundHit, s.fairHit, s.depthHit = false, false, false
	s.stats.Workers = n
	last := 0
	for _, w := range workers {
		for pos := range w.shard.segs {
			last = max(last, pos)
		}
	}
	for pos := 0; pos <= last && pos < errAt; pos++ {
		var seg *segment
		for _, w := range workers {
			if seg = w.shard.segs[pos]; seg != nil {
				break
			}
		}
		if seg == nil {
			continue // another shard's unit
		}
		s.add(seg)
		if s.stopped() || s.newRace {
			return nil // one search would not have gone on to the error
		}
	}
	return err
}

// worker returns the searcher of worker i: the search's options and
// round, its own limits' checks. The first worker runs on the search's
// loader, in copies of its initial state; the others each boot the
// program on a loader of their own (ready), once for every search of a
// Check.
func (s *searcher) worker(p *pool, i int) *searcher {
	w := &searcher{prog: s.prog, opts: s.opts, start: s.start, por: s.por, bound: s.bound, depth: s.depth,
		found: maps.Clone(s.found), round: s.round, raceRounds: s.raceRounds, promotedKeys: s.promotedKeys}
	w.opts.CheckpointMemory /= int64(s.opts.Workers)
	if w.opts.MaxExecutions > 0 {
		// Check runs one worker then (search.go), which explores the
		// units in the order of one search: it has the executions the
		// search has left.
		w.opts.MaxExecutions -= s.stats.Executions
	}
	w.shard = sharding{Shard: s.shard.Shard, depth: s.shard.depth, workers: true, workerState: workerState{pool: p, index: i, segs: map[int]*segment{}}}
	w.outcomes = s.outcomes
	if s.outcomes != nil {
		w.outcomes = outcomes{}
	}
	if i > 0 {
		w.opts.Progress = nil
	}
	if i == 0 {
		w.initial = s.initial.Clone()
		w.initial.SetStop(w.poll)
		w.ops, w.promoted, w.threadFields = s.ops, s.promoted, s.threadFields
	}
	return w
}

// ready boots worker i's program on its own loader, or takes the one
// booted for an earlier search of the Check (base).
func (w *searcher) ready(base *searcher) error {
	if w.initial != nil {
		return nil
	}
	if base.initial == nil {
		var err error
		if w.prog, err = w.prog.fresh(); err != nil {
			return err
		}
		if err := w.prepare(); err != nil {
			return err
		}
		base.prog.Loader, base.prog.Test, base.initial, base.ops, base.threadFields = w.prog.Loader, w.prog.Test, w.initial, w.ops, w.threadFields
	} else {
		w.prog.Loader, w.prog.Test, w.initial, w.ops, w.threadFields = base.prog.Loader, base.prog.Test, base.initial, base.ops, base.threadFields
		w.initial.SetStop(w.poll)
	}
	var err error
	w.promoted, err = promotions(w.prog.Loader, w.promotedKeys)
	return err
}

// fresh is the program on a loader of its own, for a search that runs
// beside another: VMs on one loader must not run at the same time.
func (p Program) fresh() (Program, error) {
	l, err := p.Loader.Fresh()
	if err != nil {
		return p, err
	}
	p.Loader = l
	if p.Test != nil {
		p.Test, err = p.Test.For(l)
	}
	return p, err
}

// openSegment starts segment pos of a worker's search (a unit if pos is
// odd): what follows is recorded apart.
func (s *searcher) openSegment(pos int) {
	sh := &s.shard
	sh.pos, sh.inUnit = pos, pos%2 == 1
	sh.seg = &segment{}
	sh.segs[pos] = sh.seg
	sh.start = s.stats
	s.stats.MaxDepth = 0
	s.boundHit, s.fairHit, s.depthHit = false, false, false
	if s.outcomes != nil {
		s.outcomes = outcomes{}
		sh.seg.outcomes = s.outcomes
	}
}

// closeSegment ends the worker's current segment.
func (s *searcher) closeSegment() {
	sh := &s.shard
	seg := sh.seg
	seg.stats = Stats{Executions: s.stats.Executions - sh.start.Executions, Ignored: s.stats.Ignored - sh.start.Ignored, Aborted: s.stats.Aborted - sh.start.Aborted,
		Transitions: s.stats.Transitions - sh.start.Transitions, States: s.stats.States - sh.start.States,
		Matched: s.stats.Matched - sh.start.Matched, MaxDepth: s.stats.MaxDepth,
		PersistentSets: s.stats.PersistentSets - sh.start.PersistentSets, PersistentSize: s.stats.PersistentSize - sh.start.PersistentSize,
		EnabledSize: s.stats.EnabledSize - sh.start.EnabledSize}
	if sh.inUnit {
		seg.stats.Units = 1
	}
	seg.boundHit, seg.fairHit, seg.depthHit = s.boundHit, s.fairHit, s.depthHit
	seg.limit, s.limit = s.limit, ""
	s.stats.MaxDepth = max(s.stats.MaxDepth, sh.start.MaxDepth)
}

// atFrontier is called when a worker's search reaches unit k: it ends
// the prefix segment before it and starts the unit's segment, if the
// worker takes the unit, or the next prefix segment. It reports whether
// the worker explores the unit.
func (s *searcher) atFrontier(k int, mine bool) bool {
	s.closeSegment()
	if mine && s.shard.pool.claim(k) {
		s.openSegment(2*k - 1)
		return true
	}
	s.openSegment(2 * k)
	return false
}

// leftUnit is called at every step of a worker's search: once the path is
// back above the partition depth, the unit is done and the next prefix
// segment begins.
func (s *searcher) leftUnit(pathLen int) {
	sh := &s.shard
	if sh.pool != nil && sh.inUnit && pathLen < sh.depth {
		s.closeSegment()
		s.openSegment(sh.pos + 1)
	}
}

// add adds a segment's statistics, flags, outcomes and findings to the
// search's.
func (s *searcher) add(seg *segment) {
	s.stats.Add(&seg.stats)
	s.boundHit = s.boundHit || seg.boundHit
	s.fairHit = s.fairHit || seg.fairHit
	s.depthHit = s.depthHit || seg.depthHit
	if s.limit == "" {
		s.limit = seg.limit
	}
	for k, n := range seg.outcomes {
		s.outcomes[k] += n
	}
	for _, f := range seg.findings {
		s.report(f, f.Path)
	}
}

// publish shares a worker's statistics for the progress report and
// returns the sum of every worker's as last shared (the prefix counts
// once per worker there).
func (s *searcher) publish() Stats {
	p := s.shard.pool
	p.mu.Lock()
	defer p.mu.Unlock()
	p.progress[s.shard.index] = s.stats
	var sum Stats
	for _, st := range p.progress {
		sum.Add(&st)
	}
	return sum
}
