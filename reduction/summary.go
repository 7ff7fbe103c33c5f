package reduction

import (
	"cmp"
	"slices"
	"unsafe"

	"github.com/jcheck/jcheck/internal/fphash"
	"github.com/jcheck/jcheck/interp"
)

// Stateful DPOR. Dynamic partial-order reduction (Flanagan–Godefroid
// 2005, Fig. 4) finds the backtracking points of a state among the races
// of the transitions explored below it; a stateful search does not
// explore again below a state it visited before, so the races of what
// lies below with the transitions of the new path to it would be lost
// (Yang, Chen, Gopalakrishnan and Kirby, "Efficient stateful dynamic
// partial order reduction", SPIN 2008: the transitions reachable from a
// visited state stand in for the subtree).
// The search keeps, for every state whose subtree it finished, a summary
// of that subtree: per thread, the union of the footprints of the
// transitions explored there and of the next transitions pending in its
// states (what Fig. 4's lines 3–9 look at). At a revisit, every
// transition of the path that is dependent with a thread's union and does
// not happen before that thread's next transition on the path gets the
// thread as a backtracking point, as Fig. 4 would for the first such
// race: all of them rather than the latest, since the clocks of the path
// do not know what the subtree orders (fewer happens-before, more races:
// a superset of the backtracking points the explored subtree would add).
// Sleep sets are not used with it: what the first visit of a state left
// asleep, the revisit with another sleep set would have to explore, which
// DPOR's backtrack sets do not record.
//
// The argument needs the subtree of a revisited state to be finished: a
// state space with a cycle (a revisit of a state still on the stack, or
// of one whose summary is incomplete because its subtree reached one)
// has none, and the search starts again with sleep sets (cycle).
//
// Summaries name objects independently of the path: an object of the
// initial state by its allocation number (the same in every execution),
// another by the number the state's fingerprint gave it (heap symmetry:
// states match with objects allocated in other orders). A thread started
// below a state is counted as the thread that started it, which exists
// in the state.

// summary is, by thread ID, the union of the footprints of what a subtree
// does (nil for a thread that does nothing there).
type summary []*Footprint

// add unites a footprint into the summary, as its thread's, or as
// starter's if its thread is among those started (see above).
func (s *summary) add(f *Footprint, started []int32, starter int32) {
	if f == nil {
		return
	}
	th := f.Thread
	if slices.Contains(started, th) {
		th = starter
	}
	for int(th) >= len(*s) {
		*s = append(*s, nil)
	}
	u := (*s)[th]
	if u == nil {
		u = &Footprint{Thread: th}
		(*s)[th] = u
	}
	u.Reads = unionLocs(u.Reads, f.Reads)
	u.Writes = unionLocs(u.Writes, f.Writes)
	u.Monitors = unionMonitors(u.Monitors, f.Monitors)
	u.Atomic = u.Atomic || f.Atomic
	if f.Tail != nil {
		s.add(f.Tail, started, starter)
	}
}

// merge unites another summary into this one (started and starter as for
// add).
func (s *summary) merge(o summary, started []int32, starter int32) {
	for _, f := range o {
		s.add(f, started, starter)
	}
}

// unionLocs is the union of two sorted location sets, sorted.
func unionLocs(a, b []Loc) []Loc {
	if len(b) == 0 {
		return a
	}
	out := make([]Loc, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch c := compareLoc(a[i], b[j]); {
		case c == 0:
			out = append(out, a[i])
			i++
			j++
		case c < 0:
			out = append(out, a[i])
			i++
		default:
			out = append(out, b[j])
			j++
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}

// unionMonitors unites two sets of monitor uses (mergeMonitors).
func unionMonitors(a, b []MonitorUse) []MonitorUse {
	if len(b) == 0 {
		return a
	}
	return mergeMonitors(append(slices.Clone(a), b...))
}

// rename returns the summary with every object renamed by name; a
// location or monitor whose object has no name is left out.
func (s summary) rename(name func(ObjID) (ObjID, bool)) summary {
	out := make(summary, len(s))
	for th, f := range s {
		if f == nil {
			continue
		}
		g := &Footprint{Thread: f.Thread, Atomic: f.Atomic}
		g.Reads = renameLocs(f.Reads, name)
		g.Writes = renameLocs(f.Writes, name)
		for _, m := range f.Monitors {
			if id, ok := name(m.Obj); ok {
				m.Obj = id
				g.Monitors = append(g.Monitors, m)
			}
		}
		g.Monitors = unionMonitors(nil, g.Monitors)
		out[th] = g
	}
	return out
}

func renameLocs(ls []Loc, name func(ObjID) (ObjID, bool)) []Loc {
	var out []Loc
	for _, l := range ls {
		if l.Obj != 0 {
			id, ok := name(l.Obj)
			if !ok {
				continue
			}
			l.Obj = id
		}
		out = append(out, l)
	}
	slices.SortFunc(out, compareLoc)
	return slices.Compact(out)
}

// hash hashes a summary's footprint (its sets and flags), for interning.
func (f *Footprint) hash() uint64 {
	h := fphash.New()
	h.Add(uint64(uint32(f.Thread)) | uint64(b2u(f.Atomic))<<32)
	for _, ls := range [][]Loc{f.Reads, f.Writes} {
		h.Add(uint64(len(ls)))
		for _, l := range ls {
			h.Add(uint64(l.Obj)<<32 | uint64(uint32(l.Class)))
			h.Add(uint64(uint32(l.Slot)))
		}
	}
	for _, m := range f.Monitors {
		h.Add(uint64(m.Obj)<<3 | uint64(b2u(m.Changed))<<2 | uint64(b2u(m.Held))<<1 | uint64(b2u(m.Shared)))
	}
	return h.Final()[0]
}

// equal reports whether two summaries' footprints are equal.
func (f *Footprint) equal(g *Footprint) bool {
	return f.Thread == g.Thread && f.Atomic == g.Atomic && slices.Equal(f.Reads, g.Reads) &&
		slices.Equal(f.Writes, g.Writes) && slices.Equal(f.Monitors, g.Monitors)
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// bytes estimates the memory a stored summary takes.
func (s summary) bytes() int64 {
	n := int64(24 + 8*len(s))
	for _, f := range s {
		if f != nil {
			n += int64(unsafe.Sizeof(Footprint{})) + int64(len(f.Reads)+len(f.Writes))*int64(unsafe.Sizeof(Loc{})) +
				int64(len(f.Monitors))*int64(unsafe.Sizeof(MonitorUse{}))
		}
	}
	return n
}

// stateNames snapshots how the state the execution is in names its
// objects (see above): the canonical numbers of the objects it reaches
// that were allocated after the initial state, by allocation number. The
// state was just fingerprinted.
func (s *searcher) stateNames(e *execution, buf []uint64) []uint64 {
	return e.vm.CanonicalNumbers(s.initialAllocs, buf[:0])
}

// toStateNames renames a summary kept in the path's allocation numbers to
// the names of the state whose snapshot is names: objects allocated after
// it, or unreachable in it, cannot be used by a transition before it and
// are left out.
func (s *searcher) toStateNames(sum summary, names []uint64) summary {
	base := s.initialAllocs
	return sum.rename(func(id ObjID) (ObjID, bool) {
		if uint32(id) <= base {
			return id, true
		}
		i, found := slices.BinarySearchFunc(names, uint32(id), func(n uint64, id uint32) int { return cmp.Compare(uint32(n>>32), id) })
		if !found {
			return 0, false
		}
		return ObjID(base + uint32(names[i])), true
	})
}

// fromStateNames renames a stored summary to the allocation numbers of
// the execution, which is in the state (just fingerprinted).
func (s *searcher) fromStateNames(sum summary, vm *interp.VM) summary {
	base := s.initialAllocs
	return sum.rename(func(id ObjID) (ObjID, bool) {
		if uint32(id) <= base {
			return id, true
		}
		o := vm.CanonicalObject(uint32(id) - base)
		if o == nil {
			return 0, false
		}
		return ObjID(o.ID()), true
	})
}

// statefulDPOR reports whether the stateful search uses DPOR with
// summaries (rather than sleep sets): by default, unless the state space
// showed a cycle, the search is bounded or sharded.
func (s *searcher) statefulDPOR() bool {
	return s.opts.Stateful && s.por == PORDPOR && !s.opts.Bounded && s.shard.Count == 0 && !s.cyclic && !s.shortening()
}

// summaryRaces adds the backtracking points for the races between the
// transitions of the path and those a revisited state's summary stands
// for (see above).
func (s *searcher) summaryRaces(stack []*node, sum summary) {
	n := len(stack)
	for p, u := range sum {
		if u == nil {
			continue
		}
		q := int32(p)
		cq := s.clockOf(stack, q)
		for i := n; i >= 1; i-- {
			t := stack[i-1].takenFP
			if t.Thread != q && !hb(stack, i, cq) && Dependent(t, u) {
				s.backtrack(stack, i, q, cq)
			}
		}
	}
}
