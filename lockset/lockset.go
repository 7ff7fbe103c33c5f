package lockset

import (
	"maps"
	"sync/atomic"
)

// Mode is the state of a location in the lockset algorithm (§6).
type Mode uint8

// The modes: virgin (not accessed yet), exclusive (initialisation by its
// first thread), shared (accessed after initialisation, never modified
// after it) and shared-modified.
const (
	Virgin Mode = iota
	Exclusive
	Shared
	SharedModified
)

var modeNames = [...]string{"virgin", "exclusive", "shared", "shared-modified"}

func (m Mode) String() string { return modeNames[m] }

// Init selects when a location's initialisation ends.
type Init uint8

const (
	// InitEscape: initialisation ends when the object escapes its
	// creating thread (DESIGN.md). The checker sees only accesses after
	// that, and every one of them is after initialisation.
	InitEscape Init = iota
	// InitStrict is the paper's rule (§7, LD'): initThread(o) is given in
	// advance (the thread that allocated the object, or initialised the
	// class of a static field); it must be the first thread to access o,
	// and only the first transition that accesses o is initialisation.
	InitStrict
)

// Thread names a thread.
type Thread int32

// Initialised, given as a location's initThread, says that the location's
// initialisation ended before the checker started (InitStrict): the
// JDK's boot, for example, initialised it. Every access is after
// initialisation.
const Initialised Thread = -2

// Access is one access to a location, as the checker needs it.
type Access struct {
	Thread Thread
	Write  bool
	Held   Set
	// Step is the number of the transition performing the access; with
	// InitStrict the accesses of the first transition are initialisation.
	Step int
	// Where identifies the access for reports (opaque to the checker).
	Where any
}

// State is what the checker keeps per location.
type State struct {
	Mode        Mode
	FirstThread Thread
	// InitStep is the transition that initialised the location (InitStrict).
	InitStep int
	Cand     Set
	// last records the last access of each thread after initialisation,
	// its last write if it wrote, for violation reports.
	last map[Thread]Access
	// reported is set once a violation of the location was reported.
	reported bool
	// gen is the generation of the checker that may change the state in
	// place (Checker.gen); any other copies it first.
	gen uint64
}

// copy returns a copy of the state that checker generation gen may
// change.
func (s *State) copy(gen uint64) *State {
	c := *s
	c.last = make(map[Thread]Access, len(s.last))
	for th, a := range s.last {
		c.last[th] = a
	}
	c.gen = gen
	return &c
}

// Violation reports accesses to a location that break LD': the location
// is modified after initialisation and no lock is held at all its
// accesses (LD-RO and LD-lock both fail), or, with InitStrict, a thread
// other than initThread accessed it first.
type Violation struct {
	Current, Other Access
	// WrongInitThread is set for an InitStrict violation of the rule that
	// initThread(o) is the first thread to access o.
	WrongInitThread bool
}

// Checker runs lockset' over the locations of one execution. Locations
// are keys chosen by the caller (any comparable value).
type Checker[L comparable] struct {
	Table *Table
	init  Init
	locs  map[L]*State
	// gen stamps the states this checker may change in place. A clone
	// shares the states with its original, and both take a new
	// generation: each copies a shared state before its first change
	// (copy on write), so that a clone costs a copy of the map, not of
	// every location's state and last accesses.
	gen uint64
}

// generations numbers the checkers' generations, unique across the
// goroutines of a search with workers.
var generations atomic.Uint64

// NewChecker makes a checker with the given initialisation rule.
func NewChecker[L comparable](init Init) *Checker[L] {
	return &Checker[L]{Table: NewTable(), init: init, locs: map[L]*State{}, gen: generations.Add(1)}
}

// State returns the checker's state for a location (nil if never accessed).
func (c *Checker[L]) State(loc L) *State { return c.locs[loc] }

// Locations is the number of locations seen.
func (c *Checker[L]) Locations() int { return len(c.locs) }

// Access processes one access to loc. initThread is the thread that must
// initialise loc (used with InitStrict). It returns a violation of LD', or
// nil.
func (c *Checker[L]) Access(loc L, a Access, initThread Thread) *Violation {
	s := c.locs[loc]
	switch {
	case s == nil:
		s = &State{Cand: All, last: map[Thread]Access{}, gen: c.gen}
		c.locs[loc] = s
	case s.gen != c.gen:
		s = s.copy(c.gen)
		c.locs[loc] = s
	}
	if s.Mode == Virgin {
		s.FirstThread = a.Thread
		if c.init == InitStrict && initThread != Initialised {
			if a.Thread != initThread {
				s.reported = true
				return &Violation{Current: a, WrongInitThread: true}
			}
			s.Mode, s.InitStep = Exclusive, a.Step
			return nil
		}
	}
	if s.Mode == Exclusive && a.Step == s.InitStep && a.Thread == s.FirstThread {
		return nil // still the initialisation transition
	}
	// After initialisation: refine the candidate set (§6: the set of locks
	// held at all accesses after initialisation).
	s.Cand = c.Table.Intersect(s.Cand, a.Held)
	switch {
	case a.Write:
		s.Mode = SharedModified
	case s.Mode != SharedModified:
		s.Mode = Shared
	}
	var v *Violation
	if s.Mode == SharedModified && s.Cand == Empty && !s.reported && c.shared(s, a.Thread) {
		s.reported = true
		v = &Violation{Current: a, Other: c.witness(s, a)}
	}
	// A thread's write stays its witness over the reads after it: a
	// report shows the write that made the location one LD' constrains,
	// not two reads.
	if prev, ok := s.last[a.Thread]; !ok || a.Write || !prev.Write {
		s.last[a.Thread] = a
	}
	return v
}

// Violates reports whether an access to loc by thread th, holding no
// lock outside held, would certainly be reported as a violation of LD'
// (or the location was reported already). It is the negation of
// LDallows of Stoller 2002 §6, for the persistent sets of Algorithm
// 2-LD' (§7): a thread whose next transition can hold only the locks in
// held (those it holds and the one it acquires; acquiring another ends
// the transition) does not access loc in it unless it violates LD'.
// Locations not accessed yet (virgin) never qualify: any thread may be
// first to access them.
func (c *Checker[L]) Violates(loc L, th Thread, write bool, held Set) bool {
	s := c.locs[loc]
	if s == nil || s.Mode == Virgin || s.Mode == Exclusive && th == s.FirstThread {
		return false
	}
	if s.reported {
		return true
	}
	modified := write || s.Mode == SharedModified
	return modified && c.Table.Intersect(s.Cand, held) == Empty && c.shared(s, th)
}

// shared reports whether a location is accessed by two threads once
// thread th accesses it. With InitEscape a location only one thread has
// accessed after its initialisation (a field of a thread object that
// only that thread uses) is not reported: the discipline protects data
// threads share. The candidate set still counts every access after
// initialisation, whichever thread made it first, so whether a location
// is reported does not depend on the order of the accesses (§7: the
// order-independence lockset' needs, which Eraser's exclusive mode
// lacks).
func (c *Checker[L]) shared(s *State, th Thread) bool {
	if c.init == InitStrict {
		return true
	}
	if _, seen := s.last[th]; seen {
		return len(s.last) >= 2
	}
	return len(s.last) >= 1
}

// witness picks, for a violation at access a, the earlier access by
// another thread that best explains it: one sharing no lock with a first,
// then a write when a reads, then the lowest thread. Without accesses by
// other threads it is the thread's own earlier access.
func (c *Checker[L]) witness(s *State, a Access) Access {
	score := func(b Access) int {
		n := 0
		if c.Table.Intersect(b.Held, a.Held) == Empty {
			n += 2
		}
		if b.Write && !a.Write {
			n++
		}
		return n
	}
	var best Access
	found := false
	for th, b := range s.last {
		if th == a.Thread {
			continue
		}
		if !found || score(b) > score(best) || score(b) == score(best) && th < best.Thread {
			best, found = b, true
		}
	}
	if !found {
		best = s.last[a.Thread]
	}
	return best
}

// Behaviour is what, besides the candidate set, decides how the location
// answers later accesses: its mode, whether it was reported, the first
// thread while it matters (exclusive mode), and which threads accessed
// it after initialisation as far as shared asks — none, the one, or two
// or more. States alike in these and in Cand give the same violations
// for every sequence of later accesses, whatever else they recorded
// (the witnesses of reports, a first thread out of exclusive mode).
func (s *State) Behaviour() uint64 {
	w := uint64(s.Mode)
	if s.reported {
		w |= 1 << 2
	}
	var th Thread
	switch {
	case s.Mode == Exclusive:
		th = s.FirstThread
	case len(s.last) >= 2:
		w |= 2 << 3
	case len(s.last) == 1:
		w |= 1 << 3
		for t := range s.last {
			th = t // the only one
		}
	}
	return w | uint64(uint32(th))<<32
}

// Each calls fn for every location the checker has seen, with its state
// (for hashing the checker's state into
// the search's state, Stoller 2002 §10: lockset's data is part of the
// state).
func (c *Checker[L]) Each(fn func(loc L, s *State)) {
	for l, s := range c.locs {
		fn(l, s)
	}
}

// Clone returns an independent copy of the checker, for a copy of its
// execution (the search returns to a state it saved, Stoller 2002 §8.4):
// the copy goes on from the same states, lock sets and reports. The
// states are shared until either side changes one (gen).
func (c *Checker[L]) Clone() *Checker[L] {
	c.gen = generations.Add(1)
	return &Checker[L]{Table: c.Table.Clone(), init: c.init, locs: maps.Clone(c.locs), gen: generations.Add(1)}
}
