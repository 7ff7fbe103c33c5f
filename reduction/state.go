package reduction

import (
	"cmp"
	"slices"

	"github.com/jcheck/jcheck/lockset"
)

// Stateful search stores the states it has visited, by fingerprint, and
// does not explore a state again — except for the transitions that were
// in its sleep set at every earlier visit but are not now (Godefroid's
// state-space caching combined with sleep sets): those were never explored
// from it.
type visitedState struct {
	sleep []Transition
}

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
	type entry struct {
		key  [3]uint64
		mode lockset.Mode
		th   lockset.Thread
		cand []uint64
	}
	var entries []entry
	e.ls.Each(func(l Loc, st *lockset.State) {
		obj := canon(l.Obj)
		if l.Obj != 0 && obj == 0 {
			// No thread can reach the object any more: its locations'
			// states cannot matter, and it has no canonical name.
			return
		}
		en := entry{key: [3]uint64{obj, uint64(uint32(l.Class)), uint64(uint32(l.Slot))}, mode: st.Mode, th: st.FirstThread}
		if st.Cand == lockset.All {
			en.cand = []uint64{1 << 40}
		} else {
			for _, lk := range e.ls.Table.Locks(st.Cand) {
				en.cand = append(en.cand, canon(ObjID(lk)))
			}
			slices.Sort(en.cand)
		}
		entries = append(entries, en)
	})
	slices.SortFunc(entries, func(a, b entry) int { return slices.Compare(a.key[:], b.key[:]) })
	h := fp
	word := func(v uint64) {
		h[0] = (h[0] ^ v) * 0x100000001B3
		h[1] = (h[1]+v)*0x9E3779B97F4A7C15 ^ h[1]>>29
	}
	for _, en := range entries {
		word(en.key[0])
		word(en.key[1]<<32 | en.key[2])
		word(uint64(en.mode)<<32 | uint64(uint32(en.th)))
		for _, c := range en.cand {
			word(c)
		}
	}
	return h
}

// visit records a visit of the state the execution is in, reached with
// the given sleep set. It returns the transitions to explore from it: all
// enabled ones the first time; at a revisit those asleep at every earlier
// visit and awake now (nil: nothing new to explore).
func (s *searcher) visit(e *execution, last int32, sleep []sleeper) ([]Transition, bool) {
	fp := s.fingerprint(e)
	v, seen := s.visited[fp]
	if !seen {
		v = &visitedState{}
		for _, sl := range sleep {
			v.sleep = append(v.sleep, sl.tr)
		}
		s.visited[fp] = v
		return e.transitions(last), true
	}
	s.stats.Matched++
	asleepNow := func(t Transition) bool {
		for _, sl := range sleep {
			if sl.tr == t {
				return true
			}
		}
		return false
	}
	var todo, still []Transition
	for _, t := range v.sleep {
		if asleepNow(t) {
			still = append(still, t)
		} else {
			todo = append(todo, t)
		}
	}
	v.sleep = still
	slices.SortFunc(todo, func(a, b Transition) int {
		if c := cmp.Compare(a.Thread, b.Thread); c != 0 {
			return c
		}
		return cmp.Compare(a.Choice, b.Choice)
	})
	return todo, false
}
