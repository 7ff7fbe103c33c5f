package reduction

import (
	"github.com/jcheck/jcheck/annotations"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/lockset"
	"github.com/jcheck/jcheck/monitor"
	"github.com/jcheck/jcheck/reach"
)

// Persistent sets by Algorithm 2-LD' (Stoller 2002 §6 and §7), for
// PORPersistent. In a state s the algorithm starts from one enabled
// thread, T = {θ}, and adds every thread θ' whose operations ops(θ')
// include one that might be the first to interfere (▷s) with an
// operation θ's pending transition uses — its visible operation
// (pendVisOps) or one of its invisible ones (pendInvisOps') — until T is
// closed; the transitions of T's threads are then a persistent set of s,
// or contain one that violates LD' (Theorem 10), which lockset' reports
// when the search explores it.
//
// ops(θ') comes from reach, a class hierarchy analysis of the code
// reachable from the methods on θ''s stack; pendInvisOps'(s, θ) is the
// part of ops(θ) that θ's pending transition can still perform as
// invisible operations: field and array accesses — less those lockset'
// knows θ cannot make without violating LD' (LDallows, §6) — and the
// initialisation of classes not initialised yet. The other operations
// of jcheck's transitions are visible (they begin a transition, so only
// the pending one is in pendVisOps) or cannot interfere first:
// invisible monitor operations are releases, re-entrant acquires and
// notifyAll of monitors the thread owns, which no other thread can
// touch before the thread moves (Fig. 3's rows for release and
// notifyAll are empty).

// persistentState is one state's run of Algorithm 2-LD'.
type persistentState struct {
	s *searcher
	e *execution
	n *node
	// live are the threads of the state (Θ), by ID.
	live map[int32]*interp.Thread
	sums map[int32]*reach.Summary
	// uninit lists, per thread, the classes its summary may initialise
	// that are not initialised in the state.
	uninit map[int32][]string
	memo   map[[2]int32]bool
}

// persistentThreads returns the threads whose transitions form the
// persistent set Algorithm 2-LD' computes in the node's state: of the
// sets that the choice of the first thread (step 1) gives, one with the
// fewest transitions not asleep.
func (s *searcher) persistentThreads(n *node, e *execution) []int32 {
	p := &persistentState{s: s, e: e, n: n, live: map[int32]*interp.Thread{}, sums: map[int32]*reach.Summary{},
		uninit: map[int32][]string{}, memo: map[[2]int32]bool{}}
	var order []int32
	for _, t := range e.vm.Threads() {
		if !t.Terminated() {
			p.live[int32(t.ID)] = t
			order = append(order, int32(t.ID))
		}
	}
	var best []int32
	bestSize := -1
	tried := map[int32]bool{}
	for _, tr := range n.enabled {
		if tried[tr.Thread] || n.asleep(tr) {
			continue
		}
		tried[tr.Thread] = true
		T := p.closure(tr.Thread, order)
		size := 0
		for _, o := range n.enabled {
			if containsThread(T, o.Thread) && !n.asleep(o) {
				size++
			}
		}
		if bestSize < 0 || size < bestSize {
			best, bestSize = T, size
		}
		if size == 1 {
			break // no persistent set explores less
		}
	}
	all := 0
	for _, o := range n.enabled {
		if containsThread(best, o.Thread) {
			all++
		}
	}
	s.stats.PersistentSets++
	s.stats.PersistentSize += int64(all)
	s.stats.EnabledSize += int64(len(n.enabled))
	return best
}

func containsThread(ts []int32, th int32) bool {
	for _, t := range ts {
		if t == th {
			return true
		}
	}
	return false
}

// closure is steps 2 and 3 of Algorithm 2-LD': T grows by every thread
// not in T that might be first to interfere with an operation of a
// thread in T, until no thread can be added.
func (p *persistentState) closure(first int32, order []int32) []int32 {
	T := []int32{first}
	for i := 0; i < len(T); i++ {
		for _, other := range order {
			if !containsThread(T, other) && p.interferes(T[i], other) {
				T = append(T, other)
			}
		}
	}
	return T
}

func (p *persistentState) summary(th int32) *reach.Summary {
	if sum, ok := p.sums[th]; ok {
		return sum
	}
	sum := p.s.ops.Thread(p.live[th])
	p.sums[th] = sum
	return sum
}

// interferes reports whether thread b might be the first to interfere
// with an operation of thread a's pending transition:
// ∃op ∈ pendVisOps(s, a) ∪ pendInvisOps'(s, a), ∃op' ∈ ops(b): op ▷s op'.
func (p *persistentState) interferes(a, b int32) bool {
	key := [2]int32{a, b}
	if r, ok := p.memo[key]; ok {
		return r
	}
	ta, tb := p.live[a], p.live[b]
	sa, sb := p.summary(a), p.summary(b)
	r := sa.Top || sb.Top || p.endInterferes(ta, tb) || p.visibleInterferes(ta, tb, sb) || p.invisibleInterferes(ta, sa, tb, sb)
	p.memo[key] = r
	return r
}

// endInterferes reports whether thread b's end may end the program
// before daemon thread a's pending transition, disabling it (runningLoc:
// only the outcomes can tell).
func (p *persistentState) endInterferes(a, b *interp.Thread) bool {
	return p.s.opts.Outcomes && a.Daemon() && !b.Daemon()
}

// Fields of java.lang.Thread that the VM's thread operations use.
var (
	threadInterrupted = reach.FieldKey{Class: "java/lang/Thread", Name: "interrupted"}
	threadEetop       = reach.FieldKey{Class: "java/lang/Thread", Name: "eetop"}
	threadStatus      = reach.FieldKey{Class: "java/lang/Thread", Name: "threadStatus"}
	// JDK 19 and later: a thread's status is in its FieldHolder.
	holderStatus = reach.FieldKey{Class: "java/lang/Thread$FieldHolder", Name: "threadStatus"}
)

// interrupts reports whether ops(b) may set a thread's interrupt status,
// which wait, join, park, sleep and yield read.
func interrupts(sb *reach.Summary) bool {
	return sb.Threads || sb.MayAccess(threadInterrupted, reach.Write)
}

// observesThreads reports whether ops(b) may read or change whether a
// thread is alive (join, isAlive, getState, start).
func observesThreads(sb *reach.Summary) bool {
	return sb.Threads || sb.MayAccess(threadEetop, reach.Read|reach.Write) || sb.MayAccess(threadStatus, reach.Read|reach.Write) ||
		sb.MayAccess(holderStatus, reach.Read|reach.Write)
}

// visibleInterferes is the part of interferes for a's pending visible
// operation. Synchronization objects follow Fig. 3, with two entries it
// leaves out made conservative: a notified thread's wait₂ re-acquires
// the monitor as an acquire does, and one still waiting is enabled by a
// notify (jcheck's notify picks the waiter it wakes).
func (p *persistentState) visibleInterferes(a, b *interp.Thread, sb *reach.Summary) bool {
	op := a.Next()
	if p.s.dueTimeouts() && (op.Kind == interp.OpYield || a.TimingOut()) {
		// A timeout is due only while no thread can go on
		// (interp.Options.AnyTimeouts): a yield or sleep and any thread's
		// timeout, now or after it waits, disable one another, and the
		// summaries do not say which threads wait with a timeout.
		return true
	}
	if op.Cond != nil || op.Obj != nil && op.Obj.ReadWriteLock() {
		// A Condition's await: Fig. 3 has no row for a wait set apart
		// from its lock; nor for the read holds of a read-write lock.
		return true
	}
	switch op.Kind {
	case interp.OpTryLock:
		return p.monitorInterferes(monitor.OpAcquire, a, op.Obj, b, sb)
	case interp.OpRelease:
		// Only a thread that inspects the lock (tryLock, a query) can
		// see it held: it uses monitors.
		return sb.Monitors
	case interp.OpAcquire:
		return p.monitorInterferes(monitor.OpAcquire, a, op.Obj, b, sb)
	case interp.OpWait:
		return p.monitorInterferes(monitor.OpWait1, a, op.Obj, b, sb) || interrupts(sb)
	case interp.OpWake:
		m := monitorState(op.Obj)
		if m.IsWaiting(a.ID) {
			if sb.Monitors {
				return true
			}
		} else if p.monitorInterferes(monitor.OpAcquire, a, op.Obj, b, sb) {
			return true
		}
		return p.monitorInterferes(monitor.OpWait2, a, op.Obj, b, sb) || interrupts(sb)
	case interp.OpRead, interp.OpWrite:
		return p.locationInterferes(op, sb)
	case interp.OpCall, interp.OpAcquireShared:
		// The summaries do not say which objects with atomic granularity
		// or which synchronizers b's code uses: any thread may.
		return true
	case interp.OpStart:
		return observesThreads(sb) || sb.ThreadNumbers
	case interp.OpJoin:
		return b.Obj == op.Obj || observesThreads(sb) || interrupts(sb)
	case interp.OpTerminate:
		// a's end may end the program (Thread.EndsProgram): the
		// daemons then stop wherever they are, so that it disables
		// every transition of theirs, and every daemon might be the
		// first to interfere with it (▷, Stoller 2002 §6), as each of
		// its operations and the end do not commute.
		return observesThreads(sb) || b.Daemon() && a.EndsProgram()
	case interp.OpPark:
		return sb.Threads || interrupts(sb)
	case interp.OpUnpark:
		return b.Obj == op.Obj || sb.Threads
	case interp.OpYield:
		return interrupts(sb)
	case interp.OpClassInit:
		return p.e.vm.InitThread(op.Class) == b || sb.ClassInits[op.Class.Name]
	case interp.OpState:
		switch op.State.State {
		case interp.ClockState:
			return sb.Clock
		case interp.ThreadNumberState:
			return sb.ThreadNumbers || sb.Threads
		case interp.InternState:
			return sb.Intern
		case interp.IdentityHashState:
			return sb.IdentityHash
		}
		return true
	}
	// OpBegin, OpChoose, OpNotify: nothing another thread can touch
	// first (Fig. 3's row for notify is empty: the notifier owns the
	// monitor).
	return false
}

// monitorState is the monitor of an object (free if never used).
func monitorState(o *interp.Object) *monitor.Monitor {
	if o.Monitor == nil {
		return &monitor.Monitor{}
	}
	return o.Monitor
}

// monitorInterferes applies Fig. 3 to a's operation op1 on o's monitor
// and the operations b may perform on it: any, if b's code uses
// monitors; else release and wait₁ if b owns it, wait₂ if b waits on it.
func (p *persistentState) monitorInterferes(op1 monitor.Op, a *interp.Thread, o *interp.Object, b *interp.Thread, sb *reach.Summary) bool {
	m := monitorState(o)
	var ops2 []monitor.Op
	switch {
	case sb.Monitors:
		ops2 = []monitor.Op{monitor.OpAcquire, monitor.OpRelease, monitor.OpWait1, monitor.OpWait2, monitor.OpNotifyAll}
	case m.Owner == b.ID:
		ops2 = []monitor.Op{monitor.OpRelease, monitor.OpWait1}
	case m.IsWaiting(b.ID):
		ops2 = []monitor.Op{monitor.OpWait2}
	}
	for _, op2 := range ops2 {
		if monitor.MightBeFirstToInterfere(m, op1, a.ID, op2, b.ID) {
			return true
		}
	}
	return false
}

// locationInterferes reports whether ops(b) may access the location of
// a communication-object access op so that the two conflict.
func (p *persistentState) locationInterferes(op interp.Op, sb *reach.Summary) bool {
	need := reach.Write
	if op.Kind == interp.OpWrite {
		need = reach.Read | reach.Write
	}
	f := op.Field
	if f == nil && (op.Loc.Obj == nil || !op.Loc.Obj.Class.IsArray()) {
		f = p.e.vm.FieldAt(op.Loc)
	}
	switch {
	case f != nil:
		return sb.MayAccess(fieldKey(f), need)
	case op.Loc.Obj != nil && op.Loc.Obj.Class.IsArray():
		return sb.MayAccessArray(op.Loc.Obj.Class.Elem, need)
	}
	return true // a location the analysis cannot name
}

func fieldKey(f *interp.Field) reach.FieldKey {
	return reach.FieldKey{Class: f.Class.Name, Name: f.Name}
}

// invisibleInterferes is the part of interferes for pendInvisOps'(s, a):
// the fields, array elements and class initialisations a's pending
// transition may use invisibly that ops(b) may use in conflict.
func (p *persistentState) invisibleInterferes(a *interp.Thread, sa *reach.Summary, b *interp.Thread, sb *reach.Summary) bool {
	if sa.ThreadQueries {
		// isAlive, getState and interrupt status: b's end or an
		// interrupt changes what they see.
		return true
	}
	for _, c := range p.uninitialized(a, sa) {
		if sb.ClassInits[c] {
			return true
		}
	}
	if p.s.opts.Atomicity == interp.BytecodeAtomicity {
		// Every access to a shared location is visible: the pending
		// transition makes none after its first operation.
		return false
	}
	if sa.ArraysConflict(sb) {
		return true
	}
	small, large, aFirst := sa.Fields, sb.Fields, true
	if len(large) < len(small) {
		small, large, aFirst = large, small, false
	}
	var held lockset.Set = -2 // computed on first need
	for k, x := range small {
		y, ok := large[k]
		if !ok {
			continue
		}
		acc, other := x, y
		if !aFirst {
			acc, other = y, x
		}
		if !reach.Conflict(acc, other) {
			continue
		}
		f := p.field(k)
		if f != nil && (f.IsVolatile() || p.s.promoted != nil && p.s.promoted.Fields[f]) {
			continue // a communication object: its accesses are visible
		}
		if f != nil && f.IsStatic() && p.e.ls != nil && !annotations.TrustedCode(f.Class.Name) {
			if held == -2 {
				held = p.heldOrAcquiring(a)
			}
			l := Loc{Class: int32(f.Class.ID), Slot: int32(f.Slot)}
			th := lockset.Thread(a.ID)
			if acc&reach.Write != 0 && p.e.ls.Violates(l, th, true, held) {
				acc &^= reach.Write
			}
			if acc&reach.Read != 0 && p.e.ls.Violates(l, th, false, held) {
				acc &^= reach.Read
			}
			if !reach.Conflict(acc, other) {
				continue // LDallows fails: a's transition cannot use it within LD'
			}
		}
		return true
	}
	return false
}

// field resolves a field key to the loaded field (nil if its class is
// not loaded: none of its locations exists yet).
func (p *persistentState) field(k reach.FieldKey) *interp.Field {
	c := p.s.prog.Loader.Loaded(k.Class)
	if c == nil {
		return nil
	}
	return c.DeclaredField(k.Name)
}

// heldOrAcquiring is held(s, θ) ∪ acqng(s, θ) of §6 as a lock set: the
// monitors the thread owns and the one its pending transition acquires
// (and the read locks and semaphores it holds: more locks only make
// LDallows hold more often, which keeps the set persistent).
func (p *persistentState) heldOrAcquiring(t *interp.Thread) lockset.Set {
	held := append(t.Held()[:len(t.Held()):len(t.Held())], t.ReadHeld()...)
	held = append(held, t.PermitHeld()...)
	if op := t.Next(); op.Kind == interp.OpAcquire || op.Kind == interp.OpWake {
		held = append(held, op.Obj)
	} else if sem := p.e.vm.PermitLock(&op); sem != nil {
		// A semaphore's acquire may take its last permit, and hold it as
		// a lock (natives_synchronizers.go).
		held = append(held, sem)
	}
	return p.e.lockSet(held)
}

// uninitialized lists the classes the thread's code may initialise that
// are not initialised in the state.
func (p *persistentState) uninitialized(t *interp.Thread, sum *reach.Summary) []string {
	th := int32(t.ID)
	if cs, ok := p.uninit[th]; ok {
		return cs
	}
	var cs []string
	for name := range sum.ClassInits {
		if c := p.s.prog.Loader.Loaded(name); c == nil || !p.e.vm.Initialized(c) {
			cs = append(cs, name)
		}
	}
	p.uninit[th] = cs
	return cs
}
