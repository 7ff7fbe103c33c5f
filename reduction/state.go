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
		h.Add(uint64(st.Mode)<<32 | uint64(uint32(st.FirstThread)))
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
func (s *searcher) visit(e *execution, last int32, sleep []sleeper) ([]Transition, bool) {
	fp := s.fingerprint(e)
	v := s.visited
	defer v.count(&s.stats)
	if v.bits != nil {
		return v.visitBitstate(s, e, last, fp, sleep)
	}
	if v.exact.Has(fp) {
		s.stats.Matched++
		return v.revisit(fp, sleep), false
	}
	if v.add(fp, sleep) {
		return e.transitions(last), true
	}
	if s.opts.WhenVisitedFull == VisitedStop {
		s.limit = LimitVisitedFull
		return nil, false
	}
	v.toBitstate(s.opts.VisitedMemory)
	return v.visitBitstate(s, e, last, fp, sleep)
}
