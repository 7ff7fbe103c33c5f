package reduction

import "slices"

// Dynamic partial-order reduction (Flanagan–Godefroid 2005, Fig. 4) and
// its bounded form BPOR (Coons 2013, Algorithms 8 and 11): the search
// starts each state with one enabled thread and adds to the backtrack
// sets of earlier states the threads whose transitions race with what
// the path does, as it finds the races.
//
// A transition's dependencies are its footprint: for the transitions of
// the path the whole composed transition (C(M), §5.2 of Stoller 2002),
// known once it ran; for a thread's next transition next(s, p), which
// DPOR must know also for threads that are blocked, the footprint of its
// pending visible operation. Races of the invisible part of a composed
// transition (its Tail) are found when it runs (the tail is checked
// against the path like a pending operation): that adds backtracking
// points, never removes one.

// vclock is a vector clock indexed by thread ID: entry p is the index (1
// based) of the last transition of thread p that happens before.
type vclock []int32

// join makes c the pointwise maximum of c and d.
func (c vclock) join(d vclock) vclock {
	if len(d) > len(c) {
		c = append(c, make(vclock, len(d)-len(c))...)
	}
	for i, v := range d {
		c[i] = max(c[i], v)
	}
	return c
}

// at is entry p of the clock.
func (c vclock) at(p int32) int32 {
	if int(p) < len(c) {
		return c[p]
	}
	return 0
}

// set returns the clock with entry p set to v.
func (c vclock) set(p int32, v int32) vclock {
	if int(p) >= len(c) {
		c = append(c, make(vclock, int(p)+1-len(c))...)
	}
	c[p] = v
	return c
}

// dynamic reports whether the search computes backtrack sets (DPOR or
// BPOR) rather than exploring every enabled transition.
func (s *searcher) dynamic() bool {
	return (s.por == PORDPOR || s.bounded()) && (!s.opts.Stateful || s.statefulDPOR()) && !s.shortening() && s.por != PORNone
}

// bounded reports whether the search is BPOR within a preemption bound.
func (s *searcher) bounded() bool { return s.bound >= 0 && !s.shortening() }

// clockOf is C(p), the clock of thread p's last transition on the path
// (Fig. 4 keeps it as C(p); it changes only when p moves). Before its
// first transition a thread has the clock of the Thread.start that
// created it: everything before the start happens before the thread.
func (s *searcher) clockOf(stack []*node, p int32) vclock {
	if int(p) < len(s.lastOf) {
		if i := s.lastOf[p]; i > 0 {
			return stack[i-1].clock
		}
	}
	for i := len(stack) - 1; i >= 0; i-- {
		if fp := stack[i].takenFP; fp != nil && slices.Contains(fp.Started, p) && stack[i].clock != nil {
			return stack[i].clock
		}
	}
	return nil
}

// hb reports whether transition i of the path happens before thread p's
// next transition, given p's clock: i ≤ C(p)(proc(S_i)).
func hb(stack []*node, i int, cp vclock) bool {
	return int32(i) <= cp.at(stack[i-1].takenFP.Thread)
}

// analyze runs lines 3–9 and 14.1–14.5 of Fig. 4 in the state the path
// of n transitions has just reached (stack[n-1] is the state before the
// last transition, which already ran): the clock of the last transition,
// and the backtracking points for the races of the last transition and
// of every thread's next transition.
func (s *searcher) analyze(stack []*node, e *execution) {
	n := len(stack)
	last := stack[n-1]
	fp := last.takenFP
	p := fp.Thread
	if s.statefulDPOR() {
		last.sum.add(fp, nil, p)
	}
	before := s.clockOf(stack, p)
	// 14.3–14.5: C(n) = max of the clocks of the dependent transitions,
	// with its own entry n; the executed transition races with the
	// latest dependent transition that does not happen before p.
	cv := slices.Clone(before)
	if fp.Tail != nil {
		s.races(stack, n-1, func(i int) bool { return Dependent(stack[i-1].takenFP, fp.Tail) }, before, p)
	}
	for i := n - 1; i >= 1; i-- {
		// A transition that already happens before C(n) (by a clock
		// joined so far, or p's program order) has its clock within it:
		// only the others can add to it, and only they are compared.
		if !hb(stack, i, cv) && Dependent(stack[i-1].takenFP, fp) {
			cv = cv.join(stack[i-1].clock)
		}
	}
	last.clock = cv.set(p, int32(n))
	for int(p) >= len(s.lastOf) {
		s.lastOf = append(s.lastOf, 0)
	}
	last.prevLast, s.lastOf[p] = s.lastOf[p], n
	// Lines 3–9 for every thread q's next transition. A thread that did
	// not move has the same next transition as in the state before, whose
	// races with the earlier transitions were handled there: only the
	// last transition is new to it (and cannot happen before it).
	for _, t := range e.vm.Threads() {
		if t.Terminated() {
			continue
		}
		q := int32(t.ID)
		pfp := s.pending(t)
		if s.statefulDPOR() {
			last.sum.add(pfp, fp.Started, p)
		}
		if q == p {
			s.races(stack, n, func(i int) bool { return dependentCoenabled(pfp, stack[i-1].takenFP) }, last.clock, q)
		} else if dependentCoenabled(pfp, fp) {
			s.backtrack(stack, n, q, nil)
		}
	}
}

// unfinished handles the threads an error, or the program's end, leaves
// with a transition to run, where the path ends (the end of the last
// thread that is not a daemon stops the daemon threads wherever they are:
// it disables their transitions, so a daemon's assertion after main's
// last transition is reached only if the daemon runs before it): what
// such a transition does beyond its
// visible operation is unknown until it runs (C(M) composes it with the
// invisible operations after), so no race of it with the path was found,
// and none would be if the error were found first on every path. Each is
// taken to be dependent with every transition of the path (Flanagan and
// Godefroid's rule for a transition whose footprint is unknown), so that
// it also runs before the latest one that does not happen before it:
// without this, two threads that update a location, one of which then
// fails an assertion, were explored in the one order that fails it, and
// the other outcome (--all-errors, --outcomes) was never reached.
// The stateful search's summary of the state before the error takes the
// same view (an Atomic footprint depends on every transition), so that a
// revisit of a state above it explores those orders too.
func (s *searcher) unfinished(stack []*node, e *execution) {
	last := stack[len(stack)-1]
	for _, t := range e.vm.Enabled() {
		q := int32(t.ID)
		s.races(stack, len(stack), func(int) bool { return true }, s.clockOf(stack, q), q)
		if s.statefulDPOR() {
			last.sum.add(&Footprint{Thread: q, Atomic: true}, last.takenFP.Started, last.takenFP.Thread)
		}
	}
}

// races finds, among transitions 1..upto of the path, the ones a
// transition of thread q races with and adds backtracking points for
// them. DPOR takes the latest dependent transition that does not happen
// before q (Fig. 4, line 4: the earlier ones are reached through the
// recursion); BPOR the latest dependent transition of each other thread
// (Coons Algorithm 8, lines 4–9), if that dependence is in the
// transitive reduction of the path's partial order (§6.1, Algorithm 15):
// a transition that happens before q's last transition, or before a
// later transition that q's is dependent with, is ordered before q's
// whatever the backtracking does there, and reversing it would only
// repeat a partial order.
func (s *searcher) races(stack []*node, upto int, dep func(i int) bool, cq vclock, q int32) {
	var seen []int32
	var later []int // the dependent transitions of the other threads found so far
	for i := upto; i >= 1; i-- {
		th := stack[i-1].takenFP.Thread
		if th == q {
			continue
		}
		if s.bounded() {
			if slices.Contains(seen, th) || !dep(i) {
				continue
			}
			seen = append(seen, th)
			ordered := hb(stack, i, cq) || slices.ContainsFunc(later, func(j int) bool { return hb(stack, i, stack[j-1].clock) })
			later = append(later, i)
			if !ordered {
				s.backtrack(stack, i, q, cq)
			}
			continue
		}
		if !hb(stack, i, cq) && dep(i) {
			s.backtrack(stack, i, q, cq)
			return
		}
	}
}

// backtrack adds thread q to the backtrack set of the state before
// transition i (1 based), or an alternative to it, if q cannot be
// explored there (addTo). BPOR also adds it, as a conservative
// (pending) point, before the latest context switch before i, so that
// the race can be reversed without more preemptions than the path
// already has (Coons Algorithms 11 and 19); the alternative applies to
// both points (Algorithm 16). cq is the clock of q's next transition.
func (s *searcher) backtrack(stack []*node, i int, q int32, cq vclock) {
	n := stack[i-1]
	s.addTo(n, &n.todo, q, i, cq)
	if !s.bounded() {
		return
	}
	for j := i - 1; j >= 1; j-- {
		if j == 1 || stack[j-2].takenFP.Thread != stack[j-1].takenFP.Thread {
			c := stack[j-1]
			s.addTo(c, &c.pending, q, i, cq)
			return
		}
	}
}

// addTo adds thread q to a backtrack set of node n, a state before
// transition i of the path, for their race; or, if q
// cannot be explored there, the cheapest thread of E(S, i, q) that can,
// or else every enabled thread (Flanagan and Godefroid's E, the
// alternative-thread optimisation of Coons §6.2, Algorithm 16). E(S, i,
// q) holds q and the threads with a transition after i that happens
// before q's next one: the race is reversed by running any of them
// first, since q's transition cannot come before transition i without
// theirs. cq is the clock of q's next transition.
//
// q cannot be explored when it is disabled (Fig. 4, lines 5–7) or
// asleep: its transition was explored from an earlier state and is
// independent of everything since (§4's sleep sets), so the states it
// leads to from n were reached; but Fig. 4 backtracks only the latest
// race, and the earlier races of q's transition are found in the subtree
// that reverses it — from n that subtree is never entered, and those
// races are lost (the subtlety of combining DPOR with sleep sets that
// Flanagan and Godefroid's 2011 addendum acknowledges; TestDPORAsleep).
// An awake thread of E enters it. Every enabled thread is always enough:
// a full expansion is persistent.
func (s *searcher) addTo(n *node, set *backtrackSet, q int32, i int, cq vclock) {
	if set.all {
		return
	}
	if n.hasThread(q) && !n.threadAsleep(q) {
		set.add(n, q)
		return
	}
	alt, cost := int32(-1), 0
	for _, tr := range n.enabled {
		v := tr.Thread
		if v == q || cq.at(v) <= int32(i) || n.threadAsleep(v) {
			continue
		}
		if set.has(v) {
			return // backtrack(s) ∩ E is not empty already
		}
		if c := n.cost(tr); alt < 0 || c < cost {
			alt, cost = v, c
		}
	}
	if alt < 0 {
		set.all = true
		return
	}
	set.add(n, alt)
}
