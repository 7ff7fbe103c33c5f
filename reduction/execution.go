package reduction

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/jcheck/jcheck/annotations"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/lockset"
	"github.com/jcheck/jcheck/race"
)

// execution is one run of the program under the search's control.
type execution struct {
	s     *searcher
	vm    *interp.VM
	ls    *lockset.Checker[Loc]
	hb    *race.Detector[Loc]
	steps int
	// raced holds the keys of the data races reported in the execution.
	raced map[LocKey]bool
	// unhandled counts the unhandled exceptions (interp.VM.Unhandled)
	// already reported.
	unhandled int
	// objects maps the objects lockset' names (locations, locks) back to
	// the execution's objects, for fingerprints.
	objects map[ObjID]*interp.Object
	// lastHeld and lastSet are the locks of the last access lockSet
	// named, and their set.
	lastHeld []*interp.Object
	lastSet  lockset.Set
	// base is the VM's instruction count when the execution started.
	base int64
	// out is what the program printed (Options.Outcomes), else nil.
	out *output
	// stdin is the program's standard input (Program.Input), else nil.
	stdin *inputReader
	// polls are the threads' poll windows, by thread ID (polls.go).
	polls []*pollWindow
	// lastPoll is the index of the last step during which the VM polled
	// the search's limits (searcher.poll), -1 if none.
	lastPoll int
	// loaded is set once a step of the execution loaded classes: the
	// first execution to need a class runs the class loader's Java code,
	// which the executions after it, finding the class loaded, do not
	// (the classes are the loader's, shared by the whole search). Its
	// states then differ from those a replay of its path reaches, and are
	// no checkpoints (save).
	loaded bool
}

// fresh starts an execution from the prepared initial state. The
// instructions the previous execution ran count towards the statistics.
func (s *searcher) fresh() *execution {
	s.retire()
	vm, m := s.initial.CloneMapped(&s.spare)
	s.checkpoints.copyBytes = m.Bytes()
	m.Done()
	vm.SetOutput(io.Discard, io.Discard)
	s.record(vm)
	e := &execution{s: s, vm: vm, objects: map[ObjID]*interp.Object{}, base: vm.Instructions(), lastPoll: -1}
	if s.outcomes != nil {
		e.out = &output{}
		vm.SetOutput(&e.out.stdout, &e.out.stderr)
	}
	if s.prog.Input != nil {
		e.stdin = &inputReader{in: s.prog.Input}
		vm.SetInput(e.stdin)
	}
	s.current = e
	if s.opts.Lockset {
		e.ls = lockset.NewChecker[Loc](s.opts.Init)
		e.hb = race.New[Loc](race.Thread(vm.Threads()[0].ID))
	}
	return e
}

// retire adds the instructions of the current execution to the statistics.
func (s *searcher) retire() {
	if e := s.current; e != nil {
		s.stats.Instructions += e.vm.Instructions() - e.base
		s.current = nil
	}
}

// record makes the VM record what the search needs from each step: the
// uses of VM state always, the accesses to shared locations when they
// are part of transitions (C(M)), checked by lockset' or scheduling
// points (bytecode atomicity).
func (s *searcher) record(vm *interp.VM) {
	how := interp.Recording{Atomicity: s.opts.Atomicity, Accesses: s.opts.Mode == Composed || s.opts.Lockset, Promoted: s.promoted}
	if s.opts.Lockset {
		how.All, how.Trusted = s.opts.Init == lockset.InitStrict, s.trustedCode
	}
	vm.RecordAccesses(how)
}

// trustedCode is annotations.TrustedCode for the VM's classes, memoised
// by class ID for the whole search: the VM asks it for every library frame
// below an allocation or access in library code.
func (s *searcher) trustedCode(c *interp.Class) bool {
	for c.ID >= len(s.trusted) {
		s.trusted = append(s.trusted, trustUnknown)
	}
	if s.trusted[c.ID] == trustUnknown {
		s.trusted[c.ID] = untrusted
		if annotations.TrustedCode(c.Name) {
			s.trusted[c.ID] = trusted
		}
	}
	return s.trusted[c.ID] == trusted
}

// Values of searcher.trusted.
const (
	trustUnknown int8 = iota
	untrusted
	trusted
)

// thread finds a live thread of the execution by ID.
func (e *execution) thread(id int32) *interp.Thread {
	for _, t := range e.vm.Threads() {
		if int32(t.ID) == id {
			return t
		}
	}
	return nil
}

// transitions lists the enabled transitions of the current state, PS(s) =
// enabled(s): each enabled thread with each choice of its operation. They
// are ordered round robin from the thread after last (the thread that
// took the transition into this state), so that the first paths the
// depth-first search tries switch threads at every visible operation:
// errors that need every thread to make progress, like a lock-order
// cycle, are found early. The order does not change what the search
// explores, only when.
func (e *execution) transitions(last int32) []Transition {
	var out []Transition
	for _, t := range e.vm.Enabled() {
		for c := 0; c < t.Choices(); c++ {
			out = append(out, Transition{Thread: int32(t.ID), Choice: c})
		}
	}
	k := 0
	for k < len(out) && out[k].Thread <= last {
		k++
	}
	return append(out[k:], out[:k]...)
}

// errNondeterministic reports a replay that did not repeat an execution.
var errNondeterministic = errors.New("non-deterministic program")

// step executes one transition and returns its result and footprint; with
// check it verifies that the visible operation is the expected one
// (replay). Findings of the step (errors) are returned when report is set.
func (e *execution) step(st Step, check, report bool) (*interp.StepResult, *Footprint, []*Finding, error) {
	t := e.thread(st.Thread)
	if t == nil || !t.Enabled() {
		return nil, nil, nil, fmt.Errorf("%w: at step %d thread %d is not enabled", errNondeterministic, e.steps+1, st.Thread)
	}
	if check {
		if got := signature(t.Next()); got != st.Op {
			return nil, nil, nil, fmt.Errorf("%w: at step %d thread %s performs %s (%s), where the path has %s",
				errNondeterministic, e.steps+1, t.Name(), got, interp.OpPosition(t.Next()), st.Op)
		}
	}
	e.s.polled = false
	classes := e.s.prog.Loader.NumClasses()
	status := t.ObservedStatus()
	res, err := e.vm.Step(t, st.Choice)
	if e.s.polled {
		e.lastPoll = e.steps
	}
	if e.s.prog.Loader.NumClasses() != classes {
		e.loaded = true
	}
	if err == nil {
		// A class missing from the class path is not an error of the
		// program but of what jcheck was given: the search ends, as
		// `jcheck run` does.
		err = e.vm.MissingClassError()
	}
	if err != nil {
		return nil, nil, nil, err
	}
	e.steps++
	fp := e.footprint(res)
	if t.ObservedStatus() != status {
		// The transition changed what Thread.getState of its thread
		// answers (where it leaves the thread: blocked, waiting, ended),
		// so it is dependent with the reads of it (they do not commute:
		// Flanagan–Godefroid §2's dependence). Like its invisible
		// accesses, this is known only once it ran: it is part of the
		// tail, whose races DPOR finds after the transition.
		e.s.writesStatus(fp, t)
		if fp.Tail != nil {
			e.s.writesStatus(fp.Tail, t)
		}
	}
	e.notePoll(t, res.Op, fp)
	var findings []*Finding
	if e.ls != nil {
		findings = append(e.checkLD(res), e.happensBefore(res)...)
	}
	findings = append(findings, e.stepFindings(res)...)
	if !report {
		findings = nil
	}
	return res, fp, findings, nil
}

// objID is an object's execution-independent name (0 for none).
func objID(o *interp.Object) ObjID {
	if o == nil {
		return 0
	}
	return ObjID(o.ID())
}

// loc converts an interp location.
func loc(l interp.Location) Loc {
	out := Loc{Obj: objID(l.Obj), Slot: int32(l.Slot)}
	if l.Obj == nil && l.Class != nil {
		out.Class = int32(l.Class.ID)
	}
	return out
}

// footprint computes what the transition did that others may depend on:
// its visible operation's effect and its uses of VM state, and in C(M)
// its recorded invisible operations too.
func (e *execution) footprint(res *interp.StepResult) *Footprint {
	tail := &Footprint{Thread: int32(res.Thread.ID), Op: res.Op.Kind}
	// Uses of the VM's own state (class initialisation, the clock, thread
	// numbering, the intern table, identity hashes) are invisible but not
	// lock-protected: they are part of the footprint in IF-SSS too, so
	// that transitions whose order they expose are dependent.
	for _, a := range res.States {
		tail.addStateUse(a, false)
	}
	// The monitors the invisible operations used (releases, re-entries,
	// notifies) count in IF-SSS too. Sleep sets would not need them: a
	// thread can release a monitor only after acquiring it, and that
	// acquire already depends on every other thread's use of it (§5.1,
	// proof of Theorem 8). DPOR does: its happens-before must order a
	// release before the acquire it enables, or a transition that
	// precedes the release in its thread looks as if it raced with what
	// follows the acquire, and Fig. 4 takes that false race (the latest
	// one) in place of the real, earlier one.
	for _, m := range res.Monitors {
		if m.Obj != res.Op.Obj || !onMonitor(res.Op.Kind) {
			tail.Monitors = append(tail.Monitors, MonitorUse{Obj: objID(m.Obj), Changed: m.Changed, Held: m.HeldBefore, Shared: m.Shared})
		}
	}
	// A thread whose step ends before an acquire may be blocked there: it
	// joins the object's queue, which queue queries count.
	// A writer's arrival at a read-write lock also keeps new readers
	// out (interp's canRead): it changes what they find.
	if next := res.Thread.Next(); next.Kind == interp.OpAcquire && next.Side == interp.WriteSide {
		tail.Writes = append(tail.Writes, Loc{Obj: objID(next.Obj), Slot: slotQueue})
	} else if next.Kind == interp.OpAcquire || next.Kind == interp.OpAcquireShared {
		tail.Reads = append(tail.Reads, Loc{Obj: objID(next.Obj), Slot: slotQueue})
	}
	// The visible operations performed inside a Verify atomic section
	// are part of the transition's tail, and so is the one it stopped
	// before there: whether that one could be performed decided where
	// the transition ends.
	var started []*interp.Object
	for _, in := range res.Inner {
		if in.Silent {
			continue // the class library's work on its own state
		}
		g := e.s.opFootprint(res.Thread, in.Op)
		tail.Reads = append(tail.Reads, g.Reads...)
		tail.Writes = append(tail.Writes, g.Writes...)
		tail.Monitors = append(tail.Monitors, g.Monitors...)
		if in.Op.Kind == interp.OpStart && !in.Blocked {
			started = append(started, in.Op.Obj)
		}
	}
	composed := e.s.opts.Mode == Composed
	if composed {
		for _, a := range res.Accesses {
			if a.Write {
				tail.Writes = append(tail.Writes, loc(a.Loc))
			} else {
				tail.Reads = append(tail.Reads, loc(a.Loc))
			}
		}
	}
	f := e.s.opFootprint(res.Thread, res.Op)
	if res.ExitLock != nil {
		f.Reads = append(f.Reads, groupLoc(res.ExitLock))
	}
	if res.TimedOut && e.s.dueTimeouts() {
		f.Writes = append(f.Writes, timeLoc)
	}
	f.Reads = append(f.Reads, tail.Reads...)
	f.Writes = append(f.Writes, tail.Writes...)
	f.Monitors = append(f.Monitors, tail.Monitors...)
	if composed {
		// The net effect on every monitor, the visible operation's too
		// (§5.3: an acquire released within the transition leaves its
		// monitor as it was).
		f.Monitors = f.Monitors[:0]
		for _, m := range res.Monitors {
			f.Monitors = append(f.Monitors, MonitorUse{Obj: objID(m.Obj), Changed: m.Changed, Held: m.HeldBefore, Shared: m.Shared})
		}
	}
	if e.s.opts.Outcomes {
		// What a transition prints is in the outcome only if the
		// program has not ended before it (exitLoc, and runningLoc for
		// a daemon's); System.exit or Runtime.halt ends it in the
		// invisible part.
		for _, g := range []*Footprint{f, tail} {
			if res.Printed {
				g.Reads = append(g.Reads, exitLoc)
				if res.Thread.Daemon() {
					g.Reads = append(g.Reads, runningLoc)
				}
			}
			if exited, _ := e.vm.Exited(); exited {
				g.Writes = append(g.Writes, runningLoc, exitLoc)
			}
		}
	}
	tail.normalize()
	f.normalize()
	f.Tail = tail
	// Entering (or re-entering) an atomic section happens in the
	// invisible part: its races are the tail's.
	f.Atomic = f.Atomic || e.vm.InAtomicSection()
	tail.Atomic = e.vm.InAtomicSection()
	if res.Op.Kind == interp.OpStart {
		started = append(started, res.Op.Obj)
	}
	for _, o := range started {
		if c := e.vm.ThreadOf(o); c != nil {
			f.Started = append(f.Started, int32(c.ID))
		}
	}
	return f
}

// onMonitor reports whether a visible operation operates on the monitor
// of its object (acquire, wait₁, wait₂, notify, tryLock, release): its
// own use of that monitor is part of its footprint already.
func onMonitor(k interp.OpKind) bool {
	switch k {
	case interp.OpAcquire, interp.OpWait, interp.OpWake, interp.OpNotify, interp.OpTryLock, interp.OpRelease:
		return true
	}
	return false
}

// sharedUse reports whether op takes or gives back the read lock of a
// read-write lock while no other thread is at its write lock: such uses
// commute with each other (interp.VM.WriterAt).
func (s *searcher) sharedUse(t *interp.Thread, op interp.Op) bool {
	return op.Side == interp.ReadSide && !t.VM().WriterAt(op.Obj, t)
}

// dueTimeouts reports whether a timeout is due only when no thread can
// go on (interp.Options.AnyTimeouts): it then depends on every yield
// and sleep (slotTime).
func (s *searcher) dueTimeouts() bool { return !s.prog.VM.AnyTimeouts }

// pending is the footprint of thread t's next visible operation, known
// before the transition runs, also for a thread that is not enabled:
// next(s, p) of DPOR (Flanagan–Godefroid §3).
func (s *searcher) pending(t *interp.Thread) *Footprint {
	op := t.Next()
	f := s.opFootprint(t, op)
	if s.dueTimeouts() && t.TimingOut() {
		f.Writes = append(f.Writes, timeLoc)
	}
	switch op.Kind {
	case interp.OpJoin:
		// An untimed join of a thread waits for its end: enabled only
		// once the thread terminated, it is never co-enabled with the
		// termination, which cannot be reordered before it
		// (Flanagan–Godefroid Fig. 3, line 4).
		// Nor, until then, with the acquires of the thread object's
		// monitor that it needs too.
		if !op.Timed {
			f.Reads = slices.DeleteFunc(f.Reads, func(l Loc) bool { return l.Obj == objID(op.Obj) && l.Slot != slotStarted })
			if target := t.VM().ThreadOf(op.Obj); target != nil && !target.Terminated() {
				f.Monitors = slices.DeleteFunc(f.Monitors, func(m MonitorUse) bool { return m.Obj == objID(op.Obj) })
			}
		}
	case interp.OpClassInit:
		// Likewise a wait for another thread's class initialisation and
		// the transition that ends it. A begin is a write of the class's
		// initialisation state, co-enabled with the other threads'
		// first uses of the class.
		if !op.Begins {
			f.Reads = f.Reads[:0]
		}
	}
	f.normalize()
	return f
}

// opFootprint is what a visible operation of thread t uses.
func (s *searcher) opFootprint(t *interp.Thread, op interp.Op) *Footprint {
	f := &Footprint{Thread: int32(t.ID), Op: op.Kind}
	self := t.Obj
	switch op.Kind {
	case interp.OpAcquire, interp.OpWait, interp.OpWake, interp.OpNotify:
		f.Monitors = append(f.Monitors, MonitorUse{Obj: objID(op.Obj), Changed: true, Held: op.Kind != interp.OpAcquire && op.Kind != interp.OpWake, Shared: s.sharedUse(t, op)})
		if op.Kind == interp.OpAcquire || op.Kind == interp.OpWake {
			// It leaves the queue of the threads blocked on the lock.
			f.Reads = append(f.Reads, Loc{Obj: objID(op.Obj), Slot: slotQueue})
			if t.VM().TracksThreads(op.Obj) {
				// Holding a thread group's monitor, a thread sees
				// which of its threads have ended (OpTerminate).
				f.Writes = append(f.Writes, groupLoc(op.Obj))
			}
		}
		if op.Cond != nil {
			// A Condition's wait set: await joins it, signal (in
			// another transition's invisible part) empties it.
			f.Monitors = append(f.Monitors, MonitorUse{Obj: objID(op.Cond), Changed: true})
		}
	case interp.OpRelease:
		f.Monitors = append(f.Monitors, MonitorUse{Obj: objID(op.Obj), Changed: true, Held: op.Side != interp.ReadSide, Shared: s.sharedUse(t, op)})
	case interp.OpTryLock:
		// tryLock or a query: its result depends on every change of
		// the lock, whoever holds it (it is always enabled).
		f.Monitors = append(f.Monitors, MonitorUse{Obj: objID(op.Obj), Changed: true})
	case interp.OpState:
		f.addStateUse(op.State, true)
		// Suspending, resuming or stopping a thread disables or changes
		// its next step, whichever that is, and a read of where the
		// other threads are sees each of their steps: either depends on
		// every transition of the others, as a Verify atomic section
		// does.
		f.Atomic = op.State.State == interp.SuspensionState || op.State.State == interp.ThreadStacksState
	case interp.OpRead:
		f.Reads = append(f.Reads, loc(op.Loc))
		if x := s.statusOf(op.Loc); x != nil && x != t {
			s.statusReadUses(f, x)
		}
	case interp.OpWrite:
		f.Writes = append(f.Writes, loc(op.Loc))
	case interp.OpStart:
		// Starting a thread also numbers it (interp.ThreadNumberState).
		f.Writes = append(f.Writes, s.liveness(op.Obj)...)
		f.Writes = append(f.Writes, Loc{Obj: objID(op.Obj), Slot: slotStarted})
		f.Writes = append(f.Writes, Loc{Class: classVM, Slot: slotThreadNumbers})
	case interp.OpTerminate:
		// The thread ends holding its object's monitor, and wakes its
		// waiters (interp's terminate, HotSpot's ensure_join).
		f.Writes = append(f.Writes, s.liveness(self)...)
		f.Monitors = append(f.Monitors, MonitorUse{Obj: objID(self), Changed: true})
		if g := t.ExitLock(); g != nil {
			// Thread.exit leaves the thread group under its monitor:
			// Thread.activeCount and enumerate, which count the group's
			// threads holding it, see whether it ran. (Once it ran, the
			// thread has no group: footprint takes it from the step.)
			f.Reads = append(f.Reads, groupLoc(g))
		}
		if s.opts.Outcomes && t.EndsProgram() {
			f.Writes = append(f.Writes, runningLoc)
		}
	case interp.OpJoin:
		// Thread.join is synchronized on the thread object. Of a thread
		// not started yet it returns at once (slotStarted).
		f.Reads = append(f.Reads, s.liveness(op.Obj)...)
		f.Reads = append(f.Reads, Loc{Obj: objID(op.Obj), Slot: slotStarted})
		f.Monitors = append(f.Monitors, MonitorUse{Obj: objID(op.Obj), Changed: true})
	case interp.OpPark:
		f.Writes = append(f.Writes, Loc{Obj: objID(self), Slot: slotPermit})
	case interp.OpYield:
		f.Reads = append(f.Reads, timeLoc)
	case interp.OpUnpark:
		f.Writes = append(f.Writes, Loc{Obj: objID(op.Obj), Slot: slotPermit})
	case interp.OpClassInit:
		if op.Begins {
			f.Writes = append(f.Writes, Loc{Class: int32(op.Class.ID), Slot: slotClassInit})
		} else {
			f.Reads = append(f.Reads, Loc{Class: int32(op.Class.ID), Slot: slotClassInit})
		}
	case interp.OpAcquireShared:
		// A latch's await reads the count; an acquire takes permits (and
		// leaves the semaphore's queue).
		if op.Permits == 0 {
			f.Reads = append(f.Reads, loc(op.Loc))
		} else {
			f.Writes = append(f.Writes, loc(op.Loc))
		}
		f.Reads = append(f.Reads, Loc{Obj: objID(op.Obj), Slot: slotQueue})
	case interp.OpCall:
		// The object's state is its root's; a call on another object of
		// the root (an iterator) also changes that object.
		rootObj := op.Obj.AtomicRoot()
		root := Loc{Obj: objID(rootObj), Slot: slotAtomic}
		use := []Loc{root}
		reads := op.Reads
		if n := rootObj.AtomicElements(); n >= 0 {
			// An atomic array's state is its elements, a
			// ConcurrentHashMap's its classes of bins: a call uses the
			// one it names, or all; either reads the whole, which a use
			// inside another object's atomic region, or a resize of the
			// map's table, writes (interp.VM.useAtomic).
			f.Reads = append(f.Reads, root)
			use = use[:0]
			if op.Element > 0 {
				use = append(use, Loc{Obj: root.Obj, Slot: slotElements - (op.Element - 1)})
			} else {
				for i := range int32(n) {
					use = append(use, Loc{Obj: root.Obj, Slot: slotElements - i})
				}
			}
		}
		if rootObj.IsAccumulator() {
			// Additions commute with one another; a sum does not
			// commute with an addition, so it counts as a change.
			reads = op.Callee.Accumulates()
		}
		if reads {
			f.Reads = append(f.Reads, use...)
		} else {
			f.Writes = append(f.Writes, use...)
		}
		if self := objID(op.Obj); self != root.Obj {
			f.Writes = append(f.Writes, Loc{Obj: self, Slot: slotAtomic})
		}
		if op.Guarded {
			// The call takes the monitor first, as an acquire does.
			f.Monitors = append(f.Monitors, MonitorUse{Obj: objID(op.Obj), Changed: true})
		}
	}
	if op.Queue {
		// A query of the threads blocked on the object.
		f.Writes = append(f.Writes, Loc{Obj: objID(op.Obj), Slot: slotQueue})
	}
	if op.Interruptible || op.Kind == interp.OpTryLock && op.Timed {
		f.Reads = append(f.Reads, Loc{Obj: objID(self), Slot: int32(s.interrupted.Slot)})
	}
	switch op.Kind {
	case interp.OpWait, interp.OpWake, interp.OpJoin, interp.OpPark, interp.OpYield:
		// Whether these throw InterruptedException depends on the thread's
		// interrupt status, which Thread.interrupt writes.
		f.Reads = append(f.Reads, Loc{Obj: objID(self), Slot: int32(s.interrupted.Slot)})
	}
	return f
}

// statusLoc is the location of a thread object's threadStatus (in its
// FieldHolder from JDK 21), if it has one yet.
func (s *searcher) statusLoc(thread *interp.Object) (Loc, bool) {
	status := thread
	if s.holder != nil {
		status = thread.Fields[s.holder.Slot].R
	}
	return Loc{Obj: objID(status), Slot: int32(s.threadStatus.Slot)}, status != nil
}

// writesStatus adds a write of thread t's threadStatus to f.
func (s *searcher) writesStatus(f *Footprint, t *interp.Thread) {
	if t.Obj == nil {
		return
	}
	if status, ok := s.statusLoc(t.Obj); ok {
		f.Writes = append(f.Writes, status)
		f.normalize()
	}
}

// statusOf is the thread whose threadStatus l is, if it is one.
func (s *searcher) statusOf(l interp.Location) *interp.Thread {
	if l.Obj == nil || l.Slot != s.threadStatus.Slot {
		return nil
	}
	return l.Obj.StatusThread()
}

// statusReadUses adds to f what a read of thread x's threadStatus
// depends on besides x's own transitions: x is blocked or waiting only
// while its next operation cannot go on, which the other threads change
// through the monitor or lock it waits for (a release, a notify), its
// park permit (unpark), the thread it joins (its end) and its interrupt
// status.
func (s *searcher) statusReadUses(f *Footprint, x *interp.Thread) {
	next := x.Next()
	switch next.Kind {
	case interp.OpAcquire, interp.OpWake, interp.OpWait, interp.OpTryLock, interp.OpAcquireShared:
		if next.Obj != nil {
			f.Monitors = append(f.Monitors, MonitorUse{Obj: objID(next.Obj), Changed: true})
		}
		if next.Kind == interp.OpAcquireShared {
			f.Reads = append(f.Reads, loc(next.Loc))
		}
	case interp.OpJoin:
		f.Reads = append(f.Reads, s.liveness(next.Obj)...)
	case interp.OpPark:
		f.Reads = append(f.Reads, Loc{Obj: objID(x.Obj), Slot: slotPermit})
	}
	f.Reads = append(f.Reads, Loc{Obj: objID(x.Obj), Slot: int32(s.interrupted.Slot)})
}

// liveness is what Thread.isAlive and getState read of a thread object
// (eetop, threadStatus), which start and termination write.
func (s *searcher) liveness(thread *interp.Object) []Loc {
	locs := []Loc{{Obj: objID(thread), Slot: int32(s.eetop.Slot)}}
	if status, ok := s.statusLoc(thread); ok {
		locs = append(locs, status)
	}
	return locs
}

// stackTop is the innermost position of a stack trace, "?" if none.
func stackTop(stack []string) string {
	if len(stack) > 0 {
		return stack[0]
	}
	return "?"
}

// stepFindings detects the errors a step can reveal: a thread ending with
// an exception that no uncaught-exception handler dealt with, a possible
// BoundedInvis violation.
func (e *execution) stepFindings(res *interp.StepResult) []*Finding {
	var out []*Finding
	if f := e.vm.Failure(); f != nil {
		var bi *interp.BoundedInvisError
		if errors.As(f, &bi) {
			pos := stackTop(bi.Stack)
			msg := fmt.Sprintf("thread %s ran %d instructions without a visible operation (an infinite loop?) at %s", bi.Thread.Name(), bi.Instructions, pos)
			out = append(out, &Finding{Kind: BoundedInvisViolation, Key: "boundedinvis " + pos, Message: msg})
		}
		var ge *interp.GranularityError
		if errors.As(f, &ge) {
			pos := stackTop(ge.Stack)
			out = append(out, &Finding{Kind: GranularityViolation, Key: "granularity " + pos, Message: ge.Error() + " at " + pos})
		}
		var ae *interp.AnnotationError
		if errors.As(f, &ae) {
			pos := stackTop(ae.Stack)
			out = append(out, &Finding{Kind: AnnotationViolation, Key: "annotation " + ae.Rule + " " + pos, Message: ae.Error() + " at " + pos})
		}
	}
	unhandled := e.vm.Unhandled()
	for _, u := range unhandled[e.unhandled:] {
		t, exc := u.Thread, u.Exception
		assertion := e.vm.IsAssertionError(exc)
		if assertion || !e.s.opts.IgnoreUncaught {
			kind := UncaughtException
			if assertion {
				kind = AssertionFailure
			}
			desc, where := e.vm.DescribeThrowable(exc), e.vm.ThrowPosition(exc)
			out = append(out, &Finding{Kind: kind, Key: kind.String() + " " + exc.Class.JavaName() + " at " + where,
				Message: fmt.Sprintf("thread %s: %s at %s", t.Name(), desc, where), Source: e.vm.ThrowSource(exc)})
		}
	}
	e.unhandled = len(unhandled)
	return out
}

// deadlock describes a deadlock in the current state, if it is one: live
// threads remain and none is enabled, or some wait for one another for
// good while the others go on (interp.VM.BlockedCycle). A deadlock with
// such a cycle is known by the cycle's threads and where they wait,
// whether the other threads were blocked too when it formed or went on:
// the search reaches the same deadlock both ways.
func (e *execution) deadlock() *Finding {
	if e.vm.Finished() {
		return nil
	}
	total := len(e.vm.Enabled()) == 0
	cycle := e.vm.BlockedCycle()
	if !total && cycle == nil {
		return nil
	}
	var key string
	var names []string
	if cycle != nil {
		// From the thread created first, so that the key does not
		// depend on where the search found the cycle.
		first := 0
		for i, t := range cycle {
			if t.ID < cycle[first].ID {
				first = i
			}
		}
		cycle = slices.Concat(cycle[first:], cycle[:first])
		key = "deadlock cycle"
		for _, t := range cycle {
			key += " " + t.Name() + ":" + interp.OpPosition(t.Next())
			names = append(names, t.Name())
		}
	}
	switch {
	case total && cycle == nil:
		key = "deadlock"
		for _, b := range e.vm.FindDeadlock().Threads {
			key += " " + b.Thread.Name() + ":" + interp.OpPosition(b.Thread.Next())
		}
		fallthrough
	case total:
		return &Finding{Kind: Deadlock, Key: key, Message: "no thread can proceed"}
	}
	last := len(names) - 1
	return &Finding{Kind: Deadlock, Key: key, Message: fmt.Sprintf("threads %s and %s wait for one another for good (each for a lock or class the next one holds), whatever the other threads do",
		strings.Join(names[:last], ", "), names[last])}
}

// threadIDOf names a thread for lockset.
func threadIDOf(t *interp.Thread) lockset.Thread {
	if t == nil {
		return -1
	}
	return lockset.Thread(t.ID)
}
