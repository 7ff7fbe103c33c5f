package reduction

import (
	"slices"

	"github.com/jcheck/jcheck/internal/fphash"
	"github.com/jcheck/jcheck/interp"
)

// A thread that spins — looks at a flag, yields (Thread.yield,
// Thread.onSpinWait), looks again — waits for another thread to act, as
// one that sleeps does: with timeouts that end only when due
// (interp.Options.AnyTimeouts off), a timeout is due once every other
// thread waits, and a spinning thread counts as waiting. But not when
// another thread has written what the spinner read since its last yield:
// the spinner would see that within microseconds, long before a timeout
// of seconds, and must get to look again first (interp's SetStalePoll).
// Otherwise a worker spinning until main sets a flag, and main then
// awaiting the worker with a timeout, would time out in the search and
// never under java.
//
// What a thread read since its last yield is its poll window. A window
// changes only through the thread's own transitions (a yield begins a new
// one; its other transitions add what they use) and through writes of
// the locations in it, which are dependent with the transitions of the
// thread that read them: so the order of two independent transitions
// never changes whether a timeout is due, which a rule based on the
// mere order of the threads' steps would (it made DPOR miss an outcome
// of the unreduced search). While a timeout is due only yields, sleeps
// and other timeouts are enabled, and those all use the time
// (slotTime): no transition co-enabled with it changes a window
// unnoticed.

// pollWindow is what a thread used since its last yield: the locations it
// read or wrote (sorted) and the monitors it used. Stale says another
// thread wrote one of them since. A window is never changed in place, so
// that copies of an execution share it.
type pollWindow struct {
	locs     []Loc
	monitors []ObjID
	stale    bool
	// blind marks a window too large to follow (maxPollLocations): the
	// thread counts as waiting at its yield, as one that never looks
	// would.
	blind bool
}

// maxPollLocations bounds a window. A thread that uses more between two
// yields is doing work, not polling: after a yield it counts as waiting
// (a blind window), later as able to go on until it yields again.
const maxPollLocations = 64

// notePoll updates the poll windows after thread t's transition with
// footprint f, and tells the VM's threads which are stale.
func (e *execution) notePoll(t *interp.Thread, op interp.Op, f *Footprint) {
	if !e.s.dueTimeouts() {
		return
	}
	id := int(t.ID)
	changes := pollChanges(op, f)
	for u, w := range e.polls {
		if w == nil || u == id || w.stale || w.blind {
			continue
		}
		if intersects(changes, w.locs) || changesMonitors(f.Monitors, w.monitors) {
			n := *w
			n.stale = true
			e.polls[u] = &n
			if th := e.thread(int32(u)); th != nil {
				th.SetStalePoll(true)
			}
		}
	}
	for id >= len(e.polls) {
		e.polls = append(e.polls, nil)
	}
	w := e.polls[id]
	switch {
	case t.Terminated():
		// An ended thread looks at nothing more: its window would only
		// tell apart states that go on alike.
		e.polls[id] = nil
		return
	case op.Kind == interp.OpYield && !op.Sleep:
		// The yield begins a new look: what the rest of the
		// transition used.
		w = &pollWindow{}
		if f.Tail != nil {
			w = w.with(f.Tail)
			if w == nil {
				w = &pollWindow{blind: true}
			}
		}
	case w != nil && !w.blind:
		w = w.with(f)
	}
	e.polls[id] = w
	// A thread without a window — it has not yielded yet, or used too
	// much since — may find anything new: it looks once more, after its
	// next yield, before it counts as waiting.
	t.SetStalePoll(w == nil || w.stale)
}

// pollChanges are the locations the transition with footprint f changed,
// as a thread that reads them sees: its writes, and what its footprint
// counts as reads only because such changes commute with one another —
// an addition to a LongAdder or an accumulator, a thread's arrival in a
// lock's or semaphore's queue — while a sum or a queue query sees each.
func pollChanges(op interp.Op, f *Footprint) []Loc {
	changes := f.Writes
	var extra []Loc
	for _, l := range f.Reads {
		if l.Slot == slotQueue {
			extra = append(extra, l)
		}
	}
	if op.Kind == interp.OpCall && op.Callee.Accumulates() {
		if root := op.Obj.AtomicRoot(); root.IsAccumulator() {
			extra = append(extra, Loc{Obj: objID(root), Slot: slotAtomic})
		}
	}
	if len(extra) == 0 {
		return changes
	}
	changes = slices.Concat(changes, extra)
	slices.SortFunc(changes, compareLoc)
	return slices.Compact(changes)
}

// with is the window after a transition of its thread with footprint f;
// nil when it grows too large.
func (w *pollWindow) with(f *Footprint) *pollWindow {
	locs := slices.Concat(w.locs, f.Reads, f.Writes)
	locs = slices.DeleteFunc(locs, func(l Loc) bool { return l == timeLoc })
	slices.SortFunc(locs, compareLoc)
	locs = slices.Compact(locs)
	monitors := slices.Clone(w.monitors)
	for _, m := range f.Monitors {
		monitors = append(monitors, m.Obj)
	}
	slices.Sort(monitors)
	monitors = slices.Compact(monitors)
	if len(locs)+len(monitors) > maxPollLocations {
		return nil
	}
	return &pollWindow{locs: locs, monitors: monitors, stale: w.stale}
}

// changesMonitors reports whether uses change one of the monitors.
func changesMonitors(uses []MonitorUse, monitors []ObjID) bool {
	for _, m := range uses {
		if _, found := slices.BinarySearch(monitors, m.Obj); found && m.Changed {
			return true
		}
	}
	return false
}

// pollHash hashes the poll windows into a state's fingerprint, naming
// objects by the canonical numbers the VM's fingerprint gave them: a
// window decides when a timeout is due later on.
func (e *execution) pollHash(h *fphash.Hash) {
	canon := func(id ObjID) uint64 { return uint64(e.vm.CanonicalNumberOf(uint32(id))) }
	for id, w := range e.polls {
		if w == nil {
			continue
		}
		var sum uint64 // a multiset: the order of canonical numbers is not the locations'
		for _, l := range w.locs {
			sum += fphash.Mix(fphash.Mix(canon(l.Obj)) ^ uint64(uint32(l.Class))<<32 ^ uint64(uint32(l.Slot)))
		}
		for _, m := range w.monitors {
			sum += fphash.Mix(canon(m) | 1<<63)
		}
		flags := uint64(0)
		if w.blind {
			flags = 1
		}
		h.Add(uint64(id+1)<<8 | flags)
		h.Add(sum)
	}
}
