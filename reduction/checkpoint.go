package reduction

import (
	"io"
	"maps"
	"math"
	"slices"
	"sync"

	"github.com/jcheck/jcheck/interp"
)

// Undo by checkpoints. The state-less search returns to a state of its
// stack by re-executing the path to it (reset + replay), and Stoller 2002
// §8.4 names checkpointing as the faster alternative: the search keeps
// copies of the execution at some depths of the current path and replays
// only from the nearest one at or above the state it backtracks to. A
// checkpoint is never run: resuming from it copies it again, so that it
// serves every sibling subtree below it. What the search explores, finds
// and reports is the same with or without checkpoints, only the count of
// replayed transitions (and the time) drops.

// DefaultCheckpointMemory is the memory the checkpoints may take when the
// user does not say: an eighth of the physical memory (half of java's
// default heap, interp.DefaultMaxHeap), at most 2 GiB — beyond a few
// hundred copies of an execution, more buy little.
var DefaultCheckpointMemory = sync.OnceValue(func() int64 {
	return min(interp.DefaultMaxHeap()/2, 2<<30)
})

// checkpoint is a copy of the execution in the state that the first depth
// transitions of the current path lead to.
type checkpoint struct {
	depth int
	e     *execution
	bytes int64
}

// checkpoints are the copies the search keeps along its current path,
// shallowest first, within Options.CheckpointMemory.
type checkpoints struct {
	saved []checkpoint
	bytes int64
	// full is set once a single checkpoint took more than the budget:
	// the executions only grow deeper down, so no more are taken.
	full bool
	// copyBytes is the size of the latest copy of an execution (of the
	// initial state, or a checkpoint), for the spacing.
	copyBytes int64
	// replays counts the replays of the search.
	replays int64
}

// deepest is the depth of the deepest checkpoint, 0 (the initial state,
// which the search always has) if none.
func (c *checkpoints) deepest() int {
	if len(c.saved) == 0 {
		return 0
	}
	return c.saved[len(c.saved)-1].depth
}

// save keeps a copy of the execution, in the state of the top of the
// search stack at the given depth, if the spacing says one is due there
// and the state is the one a replay of the path reaches
// (execution.loaded). The stateful search takes them too: a copy and
// a replay of the same path have the same fingerprint (interp's
// fingerprint hashes an idle monitor as none and a VarHandle by what it
// names, not where it lives). When the budget is spent the shallowest checkpoints make room: the
// depth-first search backtracks most often near the top of its stack
// (every leaf returns there), to a shallow state only once per subtree.
func (s *searcher) save(e *execution, depth int) {
	c, budget := &s.checkpoints, s.opts.CheckpointMemory
	if budget <= 0 || c.full || e.loaded || depth-c.deepest() < s.spacing(e) || !e.vm.CanClone() {
		return
	}
	copied, bytes := e.clone()
	if bytes > budget {
		c.full = true
		copied.vm.Discard(&s.spare)
		return
	}
	for c.bytes+bytes > budget {
		c.bytes -= c.saved[0].bytes
		c.saved[0].e.vm.Discard(&s.spare)
		c.saved = c.saved[1:]
	}
	c.saved = append(c.saved, checkpoint{depth: depth, e: copied, bytes: bytes})
	c.bytes += bytes
	c.copyBytes = bytes
}

// restore starts an execution from the deepest checkpoint at or above
// depth, or from the initial state, and returns it with the depth it is
// at. Checkpoints deeper than depth are dropped: the search leaves their
// subtrees for good (the transition taken at depth changes next).
func (s *searcher) restore(depth int) (*execution, int) {
	c := &s.checkpoints
	for len(c.saved) > 0 && c.saved[len(c.saved)-1].depth > depth {
		c.bytes -= c.saved[len(c.saved)-1].bytes
		c.saved[len(c.saved)-1].e.vm.Discard(&s.spare)
		c.saved = c.saved[:len(c.saved)-1]
	}
	if len(c.saved) == 0 {
		return s.fresh(), 0
	}
	cp := c.saved[len(c.saved)-1]
	s.retire()
	e, _ := cp.e.clone()
	s.current = e
	return e, cp.depth
}

// spacing is the number of transitions between two checkpoints on the
// path. Each checkpoint costs a copy of the execution when the search
// first reaches its state; each backtrack then replays on average half
// the spacing. With N states pushed per backtrack (the ratio of
// transitions explored to replays so far, at least 1), a copy costing C
// and a transition T, a spacing k costs C/k per state and (k-1)/2·T/N per
// state in replays, least at k = √(2NC/T). The costs are estimated from
// deterministic measures, so that the replay counts are the same in every
// run: a copy by the bytes the execution takes (copyNanosPerByte), a
// transition by its mean instructions (transitionNanos,
// instructionNanos), constants measured on the dining philosophers. The
// spacing is at most 2N+1 (then (k-1)/2N, the replays per transition
// explored, stays at most 1) and at least 1.
func (s *searcher) spacing(e *execution) int {
	if s.opts.CheckpointSpacing > 0 {
		return s.opts.CheckpointSpacing
	}
	st := &s.stats
	n := max(float64(st.Transitions)/float64(max(s.checkpoints.replays, 1)), 1)
	instrs := float64(st.Instructions+e.vm.Instructions()-e.base) / float64(max(st.Transitions+st.Replayed, 1))
	t := transitionNanos + instructionNanos*instrs
	c := copyNanosPerByte * float64(s.checkpoints.copyBytes)
	k := math.Round(math.Sqrt(2 * n * c / t))
	return int(max(1, min(k, 2*n+1)))
}

// Costs of the spacing's model, in nanoseconds: a transition's work
// besides its instructions (footprint, lockset', the detector), an
// instruction, and a byte of a copy of the execution (garbage collection
// included). Medians measured with go1.26 on amd64 on the dining
// philosophers of examples/: a copy of 390 kB took 0.3 ms, a replayed
// transition of 75 instructions 4.6 µs — a copy costs some 65
// transitions.
const (
	transitionNanos  = 4_000
	instructionNanos = 10
	copyNanosPerByte = 0.8
)

// clone copies the execution: the VM (interp.VM.CloneMapped), and
// everything the search keeps about it, which replaying its path would
// rebuild the same — lockset' and the race detector, whose accesses name
// threads and held locks that become the copy's, the races reported, the
// unhandled exceptions seen, the objects named for fingerprints, what the
// program printed and how much of its input it read. The copy's
// instructions count for the statistics from here (retire). It returns
// the copy and an estimate of its size in bytes.
func (e *execution) clone() (*execution, int64) {
	vm, m := e.vm.CloneMapped(&e.s.spare)
	defer m.Done()
	n := &execution{s: e.s, vm: vm, steps: e.steps, raced: maps.Clone(e.raced), unhandled: e.unhandled,
		objects: make(map[ObjID]*interp.Object, len(e.objects)), base: vm.Instructions(), lastPoll: e.lastPoll, polls: slices.Clone(e.polls)}
	for id, o := range e.objects {
		n.objects[id] = m.Object(o)
	}
	vm.SetOutput(io.Discard, io.Discard)
	var extra int64
	if e.out != nil {
		n.out = &output{}
		n.out.stdout.Write(e.out.stdout.Bytes())
		n.out.stderr.Write(e.out.stderr.Bytes())
		vm.SetOutput(&n.out.stdout, &n.out.stderr)
		extra += int64(n.out.stdout.Len() + n.out.stderr.Len())
	}
	if e.stdin != nil {
		in := *e.stdin
		n.stdin = &in
		vm.SetInput(n.stdin)
	}
	if e.ls != nil {
		n.ls, n.hb = e.ls.Clone(), e.hb.Clone()
		extra += locationBytes * int64(n.ls.Locations()+len(n.objects))
	}
	return n, m.Bytes() + extra
}

// locationBytes is what lockset' and the race detector keep per location
// (its states, the last accesses with their held locks), and the search
// per object it names, by a generous estimate.
const locationBytes = 512

// drop forgets every checkpoint, handing their memory to spare.
func (c *checkpoints) drop(spare *interp.Spare) {
	for _, cp := range c.saved {
		cp.e.vm.Discard(spare)
	}
	c.saved, c.bytes, c.full = nil, 0, false
}
