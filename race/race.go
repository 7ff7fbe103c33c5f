// Package race decides which accesses of an execution are data races
// under the Java memory model: two accesses to the same location by
// different threads, at least one a write, that happens-before does not
// order (JLS §17.4.5). Happens-before is tracked with vector clocks
// (Mattern) over the synchronisation the execution performs: Thread.start
// and the first action of the started thread, a thread's last action and
// the join (or isAlive) that sees it end, the release of a monitor and
// its next acquisition, a volatile write (or atomic update) and the reads
// that follow it, the end of a class's initialisation and the threads
// that then use the class (JLS §12.4.2). Per location it keeps the last
// write and the last read of each thread, as FastTrack's epochs do.
//
// The model checker uses it to classify the violations of the locking
// discipline LD' that lockset' reports: LD' is stricter than race
// freedom (a result a worker writes and main reads after join violates
// LD' but is ordered by the join).
package race

import (
	"maps"
	"slices"
	"sync/atomic"
)

// Thread names a thread.
type Thread int32

// Sync names a synchronisation object: a monitor, a volatile location,
// a class's initialisation state. Kind tells the name spaces apart.
type Sync struct {
	Kind uint8
	ID   uint64
	Slot int32
}

// clock is a vector clock indexed by thread.
type clock []uint32

func (c clock) at(t Thread) uint32 {
	if int(t) < len(c) {
		return c[t]
	}
	return 0
}

func (c clock) join(d clock) clock {
	if len(d) > len(c) {
		c = append(c, make(clock, len(d)-len(c))...)
	}
	for i, v := range d {
		c[i] = max(c[i], v)
	}
	return c
}

func (c clock) set(t Thread, v uint32) clock {
	if int(t) >= len(c) {
		c = append(c, make(clock, int(t)+1-len(c))...)
	}
	c[t] = v
	return c
}

func (c clock) clone() clock { return append(clock(nil), c...) }

// Access is one access to a location, as the detector needs it.
type Access struct {
	Thread Thread
	Write  bool
	// Where identifies the access for reports (opaque to the detector).
	Where any
}

// epoch is an access stamped with its thread's clock entry.
type epoch struct {
	Access
	time uint32
}

// location is the state of one location: its last write and the last
// read of each thread since.
type location struct {
	write *epoch
	reads []epoch
	// gen is the generation of the detector that may change the
	// location in place (Detector.gen); any other copies it first.
	gen uint64
}

// Race is a pair of accesses no happens-before orders: Other came first.
type Race struct {
	Current, Other Access
}

// Detector tracks happens-before over one execution. L names locations.
type Detector[L comparable] struct {
	threads map[Thread]clock
	syncs   map[Sync]clock
	locs    map[L]*location
	// ended holds the clocks of terminated threads, started those that
	// Thread.start passed to threads that have not begun.
	ended, started map[Thread]clock
	// deferred holds each thread's accesses whose judgement waits
	// (Defer), with its clock when it made them.
	deferred map[Thread][]deferredAccess[L]
	// gen stamps the locations this detector may change in place: a
	// clone shares the locations with its original, and both take a new
	// generation, so that each copies a shared location before its first
	// change (copy on write). An epoch, once made, is never changed.
	gen uint64
}

// generations numbers the detectors' generations, unique across the
// goroutines of a search with workers.
var generations atomic.Uint64

// deferredAccess is an access made with the clock at.
type deferredAccess[L comparable] struct {
	loc L
	a   Access
	at  clock
}

// New makes a detector for an execution whose first thread is main.
func New[L comparable](main Thread) *Detector[L] {
	d := &Detector[L]{threads: map[Thread]clock{}, syncs: map[Sync]clock{}, locs: map[L]*location{},
		ended: map[Thread]clock{}, started: map[Thread]clock{}, gen: generations.Add(1)}
	d.threads[main] = clock(nil).set(main, 1)
	return d
}

// now is thread t's clock.
func (d *Detector[L]) now(t Thread) clock {
	c, ok := d.threads[t]
	if !ok {
		c = clock(nil).set(t, 1)
		d.threads[t] = c
	}
	return c
}

// tick ends an epoch of t: what t does next is not covered by the clock
// it just published.
func (d *Detector[L]) tick(t Thread) {
	c := d.now(t)
	d.threads[t] = c.set(t, c.at(t)+1)
}

// Start is parent's Thread.start of child: everything parent did so far
// happens before child's first action.
func (d *Detector[L]) Start(parent, child Thread) {
	d.started[child] = d.now(parent).clone()
	d.tick(parent)
}

// Begin is child's first action.
func (d *Detector[L]) Begin(child Thread) {
	if c, ok := d.started[child]; ok {
		d.threads[child] = d.now(child).join(c)
		delete(d.started, child)
	}
}

// End is thread t's last action.
func (d *Detector[L]) End(t Thread) { d.ended[t] = d.now(t).clone() }

// Join is joiner seeing target end (Thread.join, isAlive returning false).
func (d *Detector[L]) Join(joiner, target Thread) {
	if c, ok := d.ended[target]; ok {
		d.threads[joiner] = d.now(joiner).join(c)
	}
}

// Release publishes t's clock on s (monitor exit, volatile write, the
// end of a class's initialisation).
func (d *Detector[L]) Release(t Thread, s Sync) {
	d.syncs[s] = d.syncs[s].join(d.now(t))
	d.tick(t)
}

// Acquire orders t after every release of s so far (monitor entry,
// volatile read, finding a class initialised).
func (d *Detector[L]) Acquire(t Thread, s Sync) {
	if c, ok := d.syncs[s]; ok {
		d.threads[t] = d.now(t).join(c)
	}
}

// Access processes an access to loc and returns a race it forms with an
// earlier access, or nil.
func (d *Detector[L]) Access(loc L, a Access) *Race { return d.access(loc, a, d.now(a.Thread)) }

// Defer notes an access whose judgement waits until Settle: a
// StampedLock's optimistic read, which validate may have the program
// discard.
func (d *Detector[L]) Defer(loc L, a Access) {
	if d.deferred == nil {
		d.deferred = map[Thread][]deferredAccess[L]{}
	}
	d.deferred[a.Thread] = append(d.deferred[a.Thread], deferredAccess[L]{loc, a, d.now(a.Thread).clone()})
}

// Settle judges the earliest access thread t deferred, as made when it
// was made, and returns the race it forms, or nil; discard drops it
// instead.
func (d *Detector[L]) Settle(t Thread, discard bool) *Race {
	rs := d.deferred[t]
	if len(rs) == 0 {
		return nil
	}
	r := rs[0]
	if len(rs) == 1 {
		delete(d.deferred, t)
	} else {
		d.deferred[t] = rs[1:]
	}
	if discard {
		return nil
	}
	return d.access(r.loc, r.a, r.at)
}

// access is Access by a thread whose clock is c.
func (d *Detector[L]) access(loc L, a Access, c clock) *Race {
	l := d.locs[loc]
	switch {
	case l == nil:
		l = &location{gen: d.gen}
		d.locs[loc] = l
	case l.gen != d.gen:
		l = &location{write: l.write, reads: slices.Clone(l.reads), gen: d.gen}
		d.locs[loc] = l
	}
	ordered := func(e *epoch) bool { return e.Thread == a.Thread || e.time <= c.at(e.Thread) }
	var race *Race
	if w := l.write; w != nil && !ordered(w) {
		race = &Race{Current: a, Other: w.Access}
	}
	me := epoch{a, c.at(a.Thread)}
	if !a.Write {
		for i := range l.reads {
			if l.reads[i].Thread == a.Thread {
				l.reads[i] = me
				return race
			}
		}
		l.reads = append(l.reads, me)
		return race
	}
	for i := range l.reads {
		if race == nil && !ordered(&l.reads[i]) {
			race = &Race{Current: a, Other: l.reads[i].Access}
		}
	}
	l.write, l.reads = &me, l.reads[:0]
	return race
}

// Clone returns an independent copy of the detector, for a copy of its
// execution (the search returns to a state it saved, Stoller 2002 §8.4):
// clocks are updated in place, so each is copied; the locations are
// shared until either side changes one (gen).
func (d *Detector[L]) Clone() *Detector[L] {
	clocks := func(m map[Thread]clock) map[Thread]clock {
		out := make(map[Thread]clock, len(m))
		for t, c := range m {
			out[t] = c.clone()
		}
		return out
	}
	d.gen = generations.Add(1)
	n := &Detector[L]{threads: clocks(d.threads), ended: clocks(d.ended), started: clocks(d.started),
		syncs: make(map[Sync]clock, len(d.syncs)), locs: maps.Clone(d.locs), gen: generations.Add(1)}
	for s, c := range d.syncs {
		n.syncs[s] = c.clone()
	}
	for t, rs := range d.deferred {
		if n.deferred == nil {
			n.deferred = map[Thread][]deferredAccess[L]{}
		}
		copied := make([]deferredAccess[L], len(rs))
		for i, r := range rs {
			r.at = r.at.clone()
			copied[i] = r
		}
		n.deferred[t] = copied
	}
	return n
}
