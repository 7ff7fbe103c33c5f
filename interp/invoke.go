package interp

import (
	"slices"

	"github.com/jcheck/jcheck/monitor"
)

// Native implements a native method (or a library method the VM replaces).
// args holds one Value per parameter, the receiver first for instance
// methods; long and double arguments take one entry each. The result is
// ignored for void methods. A native throws with Thread.Throw, and may call
// Java code with Thread.Call.
type Native func(t *Thread, args []Value) Value

// invoke calls m with its arguments at t.stack[base:], after the caller
// saved its frame with sp = base. It reports true if the thread stopped
// before the call at a visible operation it was not granted (the lock of a
// synchronized method, or a visible native); the caller then re-executes
// the invoking instruction when the thread is next scheduled.
func (t *Thread) invoke(m *Method, base int) bool {
	if m.native != nil && (m.guard == nil || m.guard(t.vm, t.stack[base].R)) || m.IsNative() {
		return t.invokeNative(m, base)
	}
	if m.IsAbstract() {
		t.exc = t.vm.newThrowable("java/lang/AbstractMethodError", "Receiver class "+t.stack[base].R.Class.JavaName()+" does not define or inherit an implementation of the resolved method '"+methodDisplay(m)+"'.")
		return false
	}
	code := t.vm.codeOf(m)
	var region bool
	var root *Object
	if m.atomic != notAtomic {
		var stop bool
		if stop, region, root = t.enterAtomic(m, base); stop {
			return true
		}
	}
	var lock *Object
	if m.IsSynchronized() {
		if m.IsStatic() {
			lock = t.vm.Mirror(m.Class)
		} else {
			lock = t.stack[base].R
		}
		if t.acquire(lock) {
			return true
		}
	}
	if len(t.frames) >= maxFrames || !t.grow(base+code.maxLocals+code.maxStack+2) {
		if lock != nil {
			t.release(lock)
		}
		t.exc = t.vm.newThrowable("java/lang/StackOverflowError", "")
		return false
	}
	t.pushFrame(m, code, base, lock)
	if region {
		t.beginAtomic(root)
	}
	return false
}

// pushFrame pushes the frame of a call of m, whose code is code and
// whose locals start at base, holding lock if m is synchronized. It sets
// each field of the frame in its slot of the frame stack (every field:
// TestPushFrameSetsEveryField): storing a frame literal builds it on the
// Go stack and copies it with 16-byte loads of fields just written with
// 8-byte stores, which the processor cannot forward, and that copy took
// half the time of a call.
func (t *Thread) pushFrame(m *Method, code *Code, base int, lock *Object) {
	library, forProgram := t.frameWork(m)
	n := len(t.frames)
	if n == cap(t.frames) {
		t.frames = slices.Grow(t.frames, 1)
	}
	t.frames = t.frames[:n+1]
	f := &t.frames[n]
	f.method, f.code, f.pc, f.lp, f.sp, f.lock = m, code, 0, base, base+code.maxLocals, lock
	f.clinit, f.cont, f.last, f.atomic, f.atomicRoot = nil, nil, false, false, nil
	f.libraryWork, f.forProgram = library, forProgram
	// The locals beyond the arguments start as zeros, not as what an
	// earlier frame left there: the fingerprint hashes them, and a copy
	// of the execution copies only the live part of the stack (clone.go).
	clear(t.stack[base+m.ArgSlots : base+code.maxLocals])
}

// invokeNative runs a native method in a frame of its own (so that stack
// traces and Reflection.getCallerClass see it) and delivers its result.
func (t *Thread) invokeNative(m *Method, base int) bool {
	fn := t.vm.nativeFor(m)
	if m.visible != nil {
		args := t.collectArgs(m, base)
		op, ok := m.visible(t, args)
		switch {
		case ok && !t.visible(op):
			return true
		case !ok && t.granted:
			// The thread stopped here before the operation and was granted
			// it, but meanwhile it became one that throws at once (another
			// thread interrupted this one before its wait or sleep): the
			// throw is the scheduled operation.
			t.granted = false
		}
	}
	if len(t.frames) >= maxFrames {
		t.exc = t.vm.newThrowable("java/lang/StackOverflowError", "")
		return false
	}
	args := t.collectArgs(m, base)
	library, forProgram := t.frameWork(m)
	t.frames = append(t.frames, frame{method: m, lp: base, sp: base, libraryWork: library, forProgram: forProgram})
	depth := len(t.frames)
	r := fn(t, args)
	if t.exc != nil || t.stopped || t.vm.exited {
		return false
	}
	if len(t.frames) == depth && t.frames[depth-1].cont == nil {
		t.frames = t.frames[:depth-1]
		t.deliver(r, m.retSlots())
	}
	return false
}

// collectArgs copies the arguments at t.stack[base:] into one Value per
// parameter (receiver first), in a buffer reused across native calls.
func (t *Thread) collectArgs(m *Method, base int) []Value {
	args := t.nativeArgs[:0]
	i := base
	if !m.IsStatic() {
		args = append(args, t.stack[i])
		i++
	}
	for _, p := range m.Params {
		args = append(args, t.stack[i])
		if p == "J" || p == "D" {
			i += 2
		} else {
			i++
		}
	}
	t.nativeArgs = args[:0]
	return args
}

// ret pops the current frame, which returned v (taking slots slots), and
// hands v to its caller.
func (t *Thread) ret(v Value, slots int) {
	i := len(t.frames) - 1
	lock, clinit := t.frames[i].lock, t.frames[i].clinit
	t.frames = t.frames[:i]
	if lock != nil {
		t.release(lock)
	}
	if clinit != nil {
		t.vm.finishInit(clinit, nil)
		t.frames[i-1].pc-- // re-execute the instruction that initialised
	}
	t.deliver(v, slots)
}

// deliver pushes a method's result onto the caller's operand stack, or, if
// the caller is a native method waiting in a continuation, resumes it.
func (t *Thread) deliver(v Value, slots int) {
	for {
		n := len(t.frames)
		if n == 0 {
			return
		}
		caller := &t.frames[n-1]
		if caller.cont == nil {
			if slots > 0 {
				t.stack[caller.sp] = v
				caller.sp += slots
			}
			return
		}
		cont, last, m := caller.cont, caller.last, caller.method
		caller.cont = nil
		r := cont(t, v, nil)
		if t.exc != nil || t.vm.exited {
			return
		}
		if len(t.frames) != n || t.frames[n-1].cont != nil {
			return // the continuation made another call
		}
		t.frames = t.frames[:n-1]
		if last {
			t.stopped = true
			return
		}
		v, slots = r, m.retSlots()
	}
}

// Call makes a native method call the Java method m with the given
// arguments (one Value per parameter, receiver first). When m returns,
// then resumes the native with m's result or exception; what then returns
// becomes the native method's result. The native must return right after
// Call; its own return value is ignored.
func (t *Thread) Call(m *Method, args []Value, then func(t *Thread, result Value, exc *Object) Value) {
	native := &t.frames[len(t.frames)-1]
	native.cont = then
	base := native.sp
	t.pushArgs(m, base, args)
	if t.invoke(m, base) {
		fatalf("%s needs a visible operation inside a call from native code", m)
	}
}

// pushArgs lays out arguments (one Value per parameter) as slots at base.
func (t *Thread) pushArgs(m *Method, base int, args []Value) {
	if !t.grow(base + m.ArgSlots + 2) {
		fatalf("thread stack exhausted")
	}
	i, a := base, 0
	if !m.IsStatic() {
		t.stack[i] = args[0]
		i, a = i+1, 1
	}
	for _, p := range m.Params {
		t.stack[i] = args[a]
		a++
		if p == "J" || p == "D" {
			i += 2
		} else {
			i++
		}
	}
}

// callJava runs m to completion on this thread from Go code that is not
// itself running in the interpreter loop (VM start-up and shutdown), and
// returns its result or the exception it threw. Visible operations inside
// are performed at once: the caller guarantees no other thread can run.
func (t *Thread) callJava(m *Method, args ...Value) (Value, *Object) {
	var result Value
	var thrown *Object
	base := 0
	if n := len(t.frames); n > 0 {
		base = t.frames[n-1].sp
	}
	t.grow(base + 1)
	library, forProgram := t.frameWork(m)
	t.frames = append(t.frames, frame{method: m, lp: base, sp: base, last: true, libraryWork: library, forProgram: forProgram, cont: func(t *Thread, r Value, exc *Object) Value {
		result, thrown = r, exc
		return Value{}
	}})
	saved := t.vm.direct
	t.vm.direct = true
	t.pushArgs(m, base, args)
	if !t.invoke(m, base) {
		t.run()
	}
	t.vm.direct = saved
	t.stopped = false
	return result, thrown
}

// acquire takes o's lock for monitorenter or a synchronized method. It
// reports true if the thread stopped first because acquiring is a visible
// operation it has not been granted. Re-entering a lock the thread holds,
// or locking an object no other thread can reach, is invisible.
func (t *Thread) acquire(o *Object) bool {
	if ownerID(o) != t.ID && o.Shared() && !t.visible(Op{Kind: OpAcquire, Obj: o}) {
		return true
	}
	t.take(o)
	return false
}

// take performs an acquire of o's monitor that may happen now: a
// re-entry, a lock no other thread can reach, or one the scheduler
// granted (so the lock is free).
func (t *Thread) take(o *Object) {
	t.vm.touchMonitor(o)
	m := monitorOf(o)
	if m.Owner == t.ID {
		m.Depth++
		return
	}
	if !m.CanAcquire(t.ID) {
		fatalf("thread %d acquired a lock held by thread %d: the scheduler ran a disabled transition", t.ID, m.Owner)
	}
	m.Acquire(t.ID)
	t.addHeld(o)
}

// addHeld adds o to the locks the thread holds (copy on write).
func (t *Thread) addHeld(o *Object) {
	t.held = append(t.held[:len(t.held):len(t.held)], o)
	t.vm.syncEvent(true, o, nil)
}

// release releases o's lock once (monitorexit, the end of a synchronized
// method); false if the thread does not own it.
func (t *Thread) release(o *Object) bool {
	m := o.Monitor
	if m == nil || m.Owner != t.ID {
		return false
	}
	t.vm.touchMonitor(o)
	if m.Release(t.ID) != nil {
		return false
	}
	if m.Owner != t.ID {
		t.dropHeld(o)
	}
	return true
}

// dropHeld removes o from the locks the thread holds.
func (t *Thread) dropHeld(o *Object) {
	t.vm.syncEvent(false, o, nil)
	for i, h := range t.held {
		if h == o {
			t.held = append(append(make([]*Object, 0, len(t.held)-1), t.held[:i]...), t.held[i+1:]...)
			return
		}
	}
}

// Held lists the objects whose locks the thread holds, in the order it
// acquired them (a read-write lock's Sync for its write lock).
func (t *Thread) Held() []*Object { return t.held }

// ReadHeld lists the read-write locks' Syncs whose read lock the thread
// holds.
func (t *Thread) ReadHeld() []*Object { return t.readHeld }

// PermitHeld lists the Semaphore Syncs the thread holds as a lock
// (natives_synchronizers.go, holdPermits).
func (t *Thread) PermitHeld() []*Object { return t.permitHeld }

// visible is called where the thread is about to perform the visible
// operation op, with its current frame's pc just past the instruction
// doing it.
// It reports whether the thread may go ahead: it may if Step granted it
// one visible operation (which this consumes) or if the VM is running
// Java code directly (start-up). Otherwise op becomes the thread's next
// operation and the interpreter stops.
func (t *Thread) visible(op Op) bool {
	if t.vm.direct {
		return true
	}
	if t.granted {
		t.granted = false
		t.resetLimit()
		return true
	}
	if t.atomicAt > 0 && t.inRegion() {
		return t.regionOp(op)
	}
	if t.silent(op) {
		return true
	}
	if t.atomicSection > 0 && t.inSection(op) || t.alone(op) {
		return true
	}
	if n := len(t.frames); n > 0 {
		op.Method, op.PC = t.frames[n-1].method, t.frames[n-1].pc-1
	}
	t.next = op
	t.atVisible = true
	return false
}

// aloneOps is the number of visible operations a thread performs alone
// (Thread.alone) in one step at most.
const aloneOps = 256

// alone decides a visible operation of a thread that no other can
// interleave with: no other thread has started and not ended, so nothing
// can come between the operation and the thread's last one, and no
// order of it against another thread's is there to explore. The thread
// then performs it at once, as part of its running transition, recorded
// as an operation inside a Verify atomic section is (StepResult.Inner:
// its footprint and its synchronisation are the transition's). The
// work a program does before it starts its threads or after it joined
// them — the class library setting up locales, formats, a message
// digest, each cache call a visible operation — is then a few
// transitions instead of tens of thousands. Only operations that are
// always enabled are performed so: reads, writes and calls of
// communication objects, notifications (with no other thread, of
// nobody), unparks, tryLocks and releases. One that waits for another
// thread — an acquire, a join, a park, a latch's await — could not go on
// where that thread had not yet released, ended or counted down, so
// taking it into the transition would make the transition depend on
// that thread's operation where the operation alone, not enabled before
// it, did not: dependent and both enabled, the pair would be a race for
// DPOR to reverse, and the search would explore orders it need not. So
// is a plain access the race-adaptive search made visible: its order
// against the other threads' accesses is what that search explores. The
// thread also stops before a start (then another thread is alive), a
// wait, a sleep or yield, a timed operation, a choice, and at every
// aloneOps-th operation, so that a loop that polls what no thread will
// change still makes the path grow (--max-depth ends it). Only a search
// merges (jcheck run, which records nothing, traces every operation).
func (t *Thread) alone(op Op) bool {
	switch op.Kind {
	case OpNotify, OpRead, OpWrite, OpUnpark, OpState, OpTryLock, OpRelease:
	case OpCall:
		if op.Guarded {
			return false
		}
	default:
		return false
	}
	vm := t.vm
	if op.Timed || op.Sleep || op.Plain || t.aloneOps >= aloneOps || vm.recorder == nil || vm.opts.SplitAlone || vm.othersAlive(t) || !t.inSection(op) {
		return false
	}
	t.aloneOps++
	t.resetLimit()
	return true
}

// silentOps is the number of silent operations (Thread.silent) a thread
// performs in one step at most.
const silentOps = 1 << 12

// silent decides a visible operation that the class library's internal
// work makes on the library's own state: a read or write of a volatile
// field or an atomic call of an object of the library's own
// (flagLibraryOwned: internal work or start-up allocated it) or of a
// static field of a class of the internal packages of the library's
// services (internalPackage), an intern, the identity hash of such an
// object. Those are the library's caches — a locale's BaseLocale in
// LocaleObjectCache's ConcurrentHashMap, its reference queue, the hash a
// BaseLocale caches, the interned language tags, a security provider's
// services — which two threads setting up a SimpleDateFormat, a
// MessageDigest or a UUID each both fill: each lookup a visible
// operation dependent on the other thread's (about 19,000 for two
// SimpleDateFormats), too many orders to explore. A cache only saves
// work: whichever thread fills an entry first, every thread finds an
// equal value (the only
// difference is which object it is, and the program never sees the
// cache itself, in a package it cannot name). So the thread performs
// such an operation within its step, as invisible: no scheduling point,
// no part of the transition's footprint, but still a synchronisation
// action for the race detector (StepResult.Inner, Silent). Only always
// enabled operations are silent (a lock, a wait, a park still stops the
// thread), the program's own requests never (a frame of the program's
// below the library's work ends it), and a step performs at most
// silentOps of them, so that a loop that polls what another thread will
// set still stops. jcheck check --atomicity=bytecode (the unreduced
// baseline) makes none silent, and nor do replays of reports of versions
// before 4 (Options.LibraryOpsVisible).
func (t *Thread) silent(op Op) bool {
	cache := (op.Kind == OpRead || op.Kind == OpWrite) && op.Field != nil && op.Field.cache && t.vm.recorder != nil && !t.vm.opts.LibraryOpsVisible
	if !cache && !t.inLibraryWork() || t.silentOps >= silentOps || op.Timed || op.Plain {
		return false
	}
	switch op.Kind {
	case OpRead, OpWrite:
		if cache {
			break
		}
		if o := op.Loc.Obj; o != nil {
			if o.flags&flagLibraryOwned == 0 {
				return false
			}
		} else if c := op.Loc.Class; c == nil || !internalPackage(c.Name) {
			return false
		}
	case OpCall:
		if op.Guarded || op.Obj == nil || op.Obj.flags&flagLibraryOwned == 0 {
			return false
		}
	case OpState:
		if !op.State.silent() {
			return false
		}
	default:
		return false
	}
	t.silentOps++
	t.resetLimit()
	f := &t.frames[len(t.frames)-1]
	op.Method, op.PC = f.method, f.pc-1
	r := t.vm.recorder
	r.inner = append(r.inner, InnerOp{Op: op, At: len(r.accesses), Silent: true})
	return true
}

// inLibraryWork reports whether the thread, in a search, runs the class
// library's internal work, whose operations on the library's own state
// are silent (Thread.silent).
func (t *Thread) inLibraryWork() bool {
	n := len(t.frames)
	return n > 0 && t.frames[n-1].libraryWork && t.vm.recorder != nil && !t.vm.opts.LibraryOpsVisible
}

// ownerID is a helper for monitors: the owner of o's lock.
func ownerID(o *Object) monitor.ThreadID {
	if o.Monitor == nil {
		return monitor.Free
	}
	return o.Monitor.Owner
}

// BoundedInvisError reports a thread that ran more instructions than the
// bound without reaching a visible operation: a possible violation of
// BoundedInvis (Stoller 2002 §3.6), usually an infinite loop.
type BoundedInvisError struct {
	Thread       *Thread
	Instructions int64
	Stack        []string
}

func (e *BoundedInvisError) Error() string {
	return "possible BoundedInvis violation (infinite loop?): thread " + e.Thread.Name() + " ran " + itoa(int(e.Instructions)) + " instructions without a visible operation"
}
