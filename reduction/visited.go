package reduction

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/jcheck/jcheck/internal/fphash"
	"github.com/jcheck/jcheck/internal/visited"
	"github.com/jcheck/jcheck/interp"
)

// Stateful search stores the states it has visited, by fingerprint, and
// does not explore a state again — except for the transitions that were
// in its sleep set at every earlier visit but are not now (Godefroid's
// state-space caching combined with sleep sets): those were never explored
// from it.
//
// The fingerprints are kept in an open-addressing table (visited.Table)
// within Options.VisitedMemory, and the sleep sets beside it: a state
// costs its slot, 16 bytes at a fill of at most ¾ (16 to 32 bytes, 21 on
// average over a doubling of the table), and one whose sleep set is not
// empty a map entry, about sleepEntryBytes, and 8 bytes a transition if
// it has more than one. When the budget is spent the search stops
// (VisitedStop) or goes on with a bitstate table (VisitedBitstate).
type visitedSet struct {
	exact *visited.Table
	// asleep holds the sleep set of each state whose set — the
	// transitions asleep at every visit so far — is not empty.
	asleep map[[2]uint64]sleepRef
	// arena holds the sleep sets of more than one transition, packed
	// (pack), one after the other.
	arena []uint64
	// bits replaces exact and asleep once they are full, with
	// Options.WhenVisitedFull = VisitedBitstate; bitstate describes it.
	bits     *visited.Bitstate
	bitstate BitstateStats
	// summaries holds the summary of each state whose subtree the
	// stateful DPOR finished (summary.go).
	summaries map[[2]uint64]summary
	// footprints interns the summaries' footprints by hash.
	footprints map[uint64][]*Footprint
}

// sleepRef is a stored sleep set: its one transition, packed, or, with
// the top bit set (which no packed transition has: thread IDs are not
// negative), where its transitions are in the arena: offset<<countBits |
// count.
type sleepRef uint64

const (
	arenaRef  = 1 << 63
	countBits = 24
	countMask = 1<<countBits - 1
)

// sleepEntryBytes is what an entry of visitedSet.asleep costs: its key
// and value take 24 bytes, and Go's map adds a control byte and free
// slots (35 to 55 bytes an entry measured, as the map grows by doubling).
const sleepEntryBytes = 48

// pack makes a transition one word (choices are alternatives' indices,
// below 2^31).
func pack(t Transition) uint64 { return uint64(uint32(t.Thread))<<32 | uint64(uint32(t.Choice)) }

func unpack(w uint64) Transition { return Transition{Thread: int32(w >> 32), Choice: int(uint32(w))} }

// VisitedFull says what a stateful search does when its visited set
// fills Options.VisitedMemory.
type VisitedFull uint8

const (
	// VisitedStop ends the search: Result.Limit is LimitVisitedFull.
	VisitedStop VisitedFull = iota
	// VisitedBitstate goes on with a bitstate table of the same memory
	// (Holzmann's supertrace): states then cost a few bits, and a hash
	// collision can make the search take a state for visited that was
	// not, and leave out what lies beyond it.
	//
	// A bitstate table has no room for sleep sets, so it marks a state
	// together with the sleep set it was explored with: the key is the
	// fingerprint with the sleep set's transitions added (pairKey), the
	// fingerprint alone for an empty one. A visit is pruned if the state
	// was explored with an empty sleep set (everything enabled was
	// explored from it) or with the very sleep set it has now (what it
	// would explore was explored); otherwise the state is explored, as
	// the state-less search would, and marked. That is a stateful search
	// of the states paired with their sleep sets, a finite space — so
	// the search ends where the program loops — in which nothing is
	// pruned that was not explored, except by a collision of keys. The
	// exact set's states go over with the sleep sets they had: the
	// transitions asleep at every visit.
	VisitedBitstate
)

// LimitVisitedFull is the Limit of a stateful search that stopped when
// its visited set filled Options.VisitedMemory (VisitedStop).
const LimitVisitedFull = "visited-memory"

// DefaultVisitedMemory is the memory the visited set may take when the
// user does not say: a quarter of the physical memory, as java's default
// heap (interp.DefaultMaxHeap), up to 50 million states a gigabyte (fewer
// with sleep sets). With the checkpoints' eighth (DefaultCheckpointMemory)
// that leaves more than half for the executions and the rest of the
// machine.
func DefaultVisitedMemory() int64 { return interp.DefaultMaxHeap() }

// BitstateStats describe the bitstate table a stateful search's visited
// set became when its memory was full (VisitedBitstate).
type BitstateStats struct {
	// ExactStates is the number of states the exact set held when it was
	// full.
	ExactStates int64 `json:"exactStates"`
	// Hashes is the number of bits a state sets; BitsSet of Bits are set.
	Hashes  int   `json:"hashes"`
	Bits    int64 `json:"bits"`
	BitsSet int64 `json:"bitsSet"`
	// Omission is the probability that a state not visited is taken as
	// visited, in the table as it ends: (BitsSet/Bits)^Hashes.
	Omission float64 `json:"omissionProbability"`
}

// newVisitedSet returns the empty visited set of a round of a stateful
// search (nil for a state-less one).
func (s *searcher) newVisitedSet() *visitedSet {
	if !s.opts.Stateful {
		return nil
	}
	return &visitedSet{exact: visited.NewTable(s.opts.VisitedMemory), asleep: map[[2]uint64]sleepRef{}, summaries: map[[2]uint64]summary{}}
}

// keep stores the summary of a state whose subtree is finished (once: a
// state is new at its first visit only); false if the memory is full
// (nothing is stored).
func (v *visitedSet) keep(fp [2]uint64, sum summary) bool {
	if v.exact == nil {
		return true // a bitstate table keeps no summaries
	}
	sum, bytes := v.intern(sum)
	if !v.exact.Charge(sleepEntryBytes + bytes) {
		return false
	}
	v.summaries[fp] = sum
	return true
}

// intern returns a summary equal to sum whose threads' footprints are
// shared with the summaries stored before wherever they are equal (a
// thread's future changes little from one state to the next), and the
// bytes it adds.
func (v *visitedSet) intern(sum summary) (summary, int64) {
	if v.footprints == nil {
		v.footprints = map[uint64][]*Footprint{}
	}
	bytes := int64(24 + 8*len(sum))
	for th, f := range sum {
		if f == nil {
			continue
		}
		h := f.hash()
		i := slices.IndexFunc(v.footprints[h], f.equal)
		if i >= 0 {
			sum[th] = v.footprints[h][i]
			continue
		}
		v.footprints[h] = append(v.footprints[h], f)
		bytes += summary{f}.bytes() + sleepEntryBytes
	}
	return sum, bytes
}

// add stores a state seen for the first time with its sleep set; false
// if the memory is full (nothing is stored).
func (v *visitedSet) add(fp [2]uint64, sleep []sleeper) bool {
	if len(sleep) > 0 {
		if !v.exact.Charge(sleepEntryBytes) {
			return false
		}
		ref, ok := v.store(sleep)
		if !ok {
			v.exact.Charge(-sleepEntryBytes)
			return false
		}
		if _, ok := v.exact.Add(fp); !ok {
			v.exact.Charge(-sleepEntryBytes)
			return false // the arena keeps the set: memory the set did take
		}
		v.asleep[fp] = ref
		return true
	}
	_, ok := v.exact.Add(fp)
	return ok
}

// store keeps a sleep set of at least one transition: in the reference
// itself, or in the arena, which grows by doubling, or by what it needs
// when the budget has no room for a doubling. A
// set of 2^24 transitions or more (a state with as many enabled: a
// choice among that many values) does not fit a reference: false, as
// for a full memory.
func (v *visitedSet) store(sleep []sleeper) (sleepRef, bool) {
	if len(sleep) == 1 {
		return sleepRef(pack(sleep[0].tr)), true
	}
	if len(sleep) > countMask {
		return 0, false
	}
	off := len(v.arena)
	if need := off + len(sleep); need > cap(v.arena) {
		size := max(2*cap(v.arena), need, 64)
		if !v.exact.Charge(int64(size-cap(v.arena)) * 8) {
			if size = need; !v.exact.Charge(int64(size-cap(v.arena)) * 8) {
				return 0, false
			}
		}
		v.arena = append(make([]uint64, 0, size), v.arena...)
	}
	for _, sl := range sleep {
		v.arena = append(v.arena, pack(sl.tr))
	}
	return arenaRef | sleepRef(off)<<countBits | sleepRef(len(sleep)), true
}

// transitions returns the stored sleep set a reference names: the slice
// of the arena that holds it, packed, or the one transition in buf.
func (v *visitedSet) transitions(ref sleepRef, buf *[1]uint64) []uint64 {
	if ref&arenaRef == 0 {
		buf[0] = uint64(ref)
		return buf[:]
	}
	off := int(ref&^arenaRef) >> countBits
	return v.arena[off : off+int(ref&countMask)]
}

// revisit returns the transitions of a stored state that were asleep at
// every earlier visit and are awake now, sorted, and keeps those still
// asleep: in place in the arena (the set only shrinks), or in the
// reference once one is left — the arena's words are then not used
// again.
func (v *visitedSet) revisit(fp [2]uint64, sleep []sleeper) []Transition {
	ref, ok := v.asleep[fp]
	if !ok {
		return nil
	}
	var buf [1]uint64
	stored := v.transitions(ref, &buf)
	var todo []Transition
	still := stored[:0]
	for _, w := range stored {
		t := unpack(w)
		if slices.ContainsFunc(sleep, func(sl sleeper) bool { return sl.tr == t }) {
			still = append(still, w)
		} else {
			todo = append(todo, t)
		}
	}
	switch {
	case len(still) == 0:
		delete(v.asleep, fp)
		v.exact.Charge(-sleepEntryBytes)
	case len(still) == 1:
		v.asleep[fp] = sleepRef(still[0])
	default:
		v.asleep[fp] = ref&^countMask | sleepRef(len(still))
	}
	slices.SortFunc(todo, func(a, b Transition) int {
		if c := cmp.Compare(a.Thread, b.Thread); c != 0 {
			return c
		}
		return cmp.Compare(a.Choice, b.Choice)
	})
	return todo
}

// toBitstate replaces the exact set by a bitstate table of the given
// bytes that holds its states (see VisitedBitstate). For that moment
// both are in memory.
func (v *visitedSet) toBitstate(bytes int64) {
	b := visited.NewBitstate(bytes)
	v.exact.Each(func(fp [2]uint64) {
		var sum uint64
		if ref, ok := v.asleep[fp]; ok {
			var buf [1]uint64
			for _, w := range v.transitions(ref, &buf) {
				sum += transitionMix(unpack(w))
			}
		}
		b.Add(pairKey(fp, sum))
	})
	v.bitstate = BitstateStats{ExactStates: v.exact.Len(), Hashes: visited.Hashes, Bits: b.Bits()}
	v.bits, v.exact, v.asleep, v.arena, v.summaries, v.footprints = b, nil, nil, nil, nil, nil
}

// visitBitstate is visit once the visited set is a bitstate table (see
// VisitedBitstate).
func (v *visitedSet) visitBitstate(s *searcher, e *execution, last int32, fp [2]uint64, sleep []sleeper) ([]Transition, bool) {
	var sum uint64
	for _, sl := range sleep {
		sum += transitionMix(sl.tr)
	}
	key := pairKey(fp, sum)
	if v.bits.Has(fp) || key != fp && v.bits.Has(key) {
		s.stats.Matched++
		return nil, false
	}
	v.bits.Add(key)
	return e.transitions(last), true
}

// pairKey is the bitstate key of a state explored with a sleep set, given
// the sum of its transitions' mixes (a multiset hash, independent of the
// order of the set): the fingerprint itself for an empty set.
func pairKey(fp [2]uint64, sum uint64) [2]uint64 {
	if sum == 0 {
		return fp
	}
	h := fphash.Hash(fp)
	h.Add(sum)
	return h.Final()
}

// transitionMix is a transition's term in pairKey's sum; never 0.
func transitionMix(t Transition) uint64 {
	return fphash.Mix(uint64(uint32(t.Thread))<<32|uint64(uint32(t.Choice))) | 1
}

// count puts the size of the visited set in the statistics.
func (v *visitedSet) count(st *Stats) {
	if v.bits != nil {
		v.bitstate.BitsSet, v.bitstate.Omission = v.bits.BitsSet(), v.bits.Omission()
		st.VisitedStates, st.VisitedBytes, st.Bitstate = v.bits.Len(), v.bits.Bytes(), &v.bitstate
	} else {
		st.VisitedStates, st.VisitedBytes = v.exact.Len(), v.exact.Bytes()
	}
	st.SetStatesPerMB()
}

// SetStatesPerMB derives StatesPerMB from VisitedStates and VisitedBytes
// (0 when the set takes no memory: a budget below two slots holds none).
func (st *Stats) SetStatesPerMB() {
	st.StatesPerMB = 0
	if st.VisitedBytes > 0 {
		st.StatesPerMB = float64(st.VisitedStates) / (float64(st.VisitedBytes) / (1 << 20))
	}
}

// qualify adds to what a search covered that its bitstate visited set may
// have left some of it out.
func (v *visitedSet) qualify(guarantee string) string {
	if v == nil || v.bits == nil || guarantee == "" {
		return guarantee
	}
	return fmt.Sprintf("%s, but for the states a hash collision of the bitstate visited set may have hidden (probability %.2g for each): not a guarantee", guarantee, v.bits.Omission())
}
