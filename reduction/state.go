package reduction

import (
	"github.com/jcheck/jcheck/internal/fphash"
	"github.com/jcheck/jcheck/lockset"
)

// fingerprint hashes the current state of the execution: the VM's and,
// with LD' checking, lockset's (its data is part of the state, §10), with
// objects named by their canonical numbers.
func (s *searcher) fingerprint(e *execution) [2]uint64 {
	fp := e.vm.Fingerprint()
	if e.stdin != nil {
		// How much of its input the program has read is state the VM
		// does not hold.
		fp[0] ^= uint64(e.stdin.pos) * 0x9E3779B97F4A7C15
	}
	if e.out != nil {
		// Options.Outcomes: what the program printed is part of the
		// state, so that executions that printed differently do not
		// merge and each outcome is reached.
		h := fphash.Hash(fp)
		h.Add(fphash.Bytes(e.out.stdout.Bytes()))
		h.Add(fphash.Bytes(e.out.stderr.Bytes()))
		fp = [2]uint64(h.Final())
	}
	if len(e.polls) > 0 {
		h := fphash.Hash(fp)
		e.pollHash(&h)
		fp = [2]uint64(h.Final())
	}
	if e.ls == nil {
		return fp
	}
	canon := func(id ObjID) uint64 {
		if o := e.objects[id]; o != nil {
			return uint64(e.vm.CanonicalNumber(o))
		}
		return 0
	}
	// Each location's lockset' state is hashed on its own and the hashes
	// are summed, which does not depend on the order Each visits them in
	// (a multiset hash): no sorting, no allocation per state.
	var sum [2]uint64
	e.ls.Each(func(l Loc, st *lockset.State) {
		obj := canon(l.Obj)
		if l.Obj != 0 && obj == 0 {
			// No thread can reach the object any more: its locations'
			// states cannot matter, and it has no canonical name.
			return
		}
		h := fphash.Hash{obj, uint64(uint32(l.Class))<<32 | uint64(uint32(l.Slot))}
		h.Add(st.Behaviour())
		if st.Cand == lockset.All {
			h.Add(1 << 40)
		} else {
			var locks uint64 // a set too: the sum of its members' mixes
			for _, lk := range e.ls.Table.Locks(st.Cand) {
				locks += fphash.Mix(canon(ObjID(lk)) + 1)
			}
			h.Add(locks)
		}
		sum[0] += fphash.Mix(h[0])
		sum[1] += fphash.Mix(h[1] ^ h[0])
	})
	h := fphash.Hash(fp)
	h.Add(sum[0])
	h.Add(sum[1])
	return h
}

// visit records a visit of the state the execution is in, reached with
// the given sleep set. It returns the transitions to explore from it: all
// enabled ones the first time; at a revisit those asleep at every earlier
// visit and awake now (nil: nothing new to explore). When the visited
// set is full and the search is to stop, it sets the limit and returns
// nil.
func (s *searcher) visit(e *execution, last int32, sleep []sleeper) ([]Transition, bool, [2]uint64) {
	fp := s.fingerprint(e)
	v := s.visited
	defer v.count(&s.stats)
	if v.bits != nil {
		enabled, fresh := v.visitBitstate(s, e, last, fp, sleep)
		return enabled, fresh, fp
	}
	if v.exact.Has(fp) {
		s.stats.Matched++
		return v.revisit(fp, sleep), false, fp
	}
	if v.add(fp, sleep) {
		return e.transitions(last), true, fp
	}
	if s.visitedFull(); s.limit != "" {
		return nil, false, fp
	}
	enabled, fresh := v.visitBitstate(s, e, last, fp, sleep)
	return enabled, fresh, fp
}

// enter notes, for the stateful DPOR, a state the search pushes: a new
// one keeps its key and how it names its objects, for its summary.
func (s *searcher) enter(n *node, e *execution, fresh bool, key [2]uint64) {
	if !s.statefulDPOR() || !fresh {
		return
	}
	n.key, n.fresh = key, true
	var buf []uint64
	if k := len(s.namesFree); k > 0 {
		buf, s.namesFree = s.namesFree[k-1], s.namesFree[:k-1]
	}
	n.names = s.stateNames(e, buf)
}

// leave stores, for the stateful DPOR, the summary of a state the search
// pops (its subtree is finished) and adds it to the summary of the state
// above, parent (nil for the root).
func (s *searcher) leave(n, parent *node) {
	if !s.statefulDPOR() {
		return
	}
	if n.fresh {
		if !s.visited.keep(n.key, s.toStateNames(n.sum, n.names)) {
			s.visitedFull()
		}
		s.namesFree = append(s.namesFree, n.names)
		n.names = nil
	}
	if parent != nil {
		parent.sum.merge(n.sum, parent.takenFP.Started, parent.takenFP.Thread)
	}
}

// revisited handles, for the stateful DPOR, a state visited before that
// the path reached by the transition taken from the top of the stack:
// the races of its summary with the path, which the summary of the top
// then includes. A state with no summary is on the stack or below one
// that is: the state space has a cycle (summary.go), and false is
// returned. A bitstate table keeps no summaries: every state of the
// stack is then explored in full.
func (s *searcher) revisited(stack []*node, e *execution, key [2]uint64) bool {
	if !s.statefulDPOR() {
		return true
	}
	if s.visited.bits != nil {
		for _, m := range stack {
			m.todo.all = true
		}
		return true
	}
	sum, ok := s.visited.summaries[key]
	if !ok {
		return false
	}
	sum = s.fromStateNames(sum, e.vm)
	s.summaryRaces(stack, sum)
	top := stack[len(stack)-1]
	top.sum.merge(sum, top.takenFP.Started, top.takenFP.Thread)
	return true
}

// visitedFull ends the search, or turns the visited set into a bitstate
// table, when the visited states fill their memory.
func (s *searcher) visitedFull() {
	if s.opts.WhenVisitedFull == VisitedStop {
		s.limit = LimitVisitedFull
		return
	}
	s.visited.toBitstate(s.opts.VisitedMemory)
}
