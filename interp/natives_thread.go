package interp

// Natives of java.lang.Thread and the monitor methods of java.lang.Object.
// The operations that can block or that other threads can observe are
// visible operations (DESIGN.md): the interpreter stops before each and
// the scheduler decides when it happens.

import (
	"slices"

	"github.com/jcheck/jcheck/monitor"
)

func init() {
	register("java/lang/Object", map[string]Native{
		"wait(J)V":     objectWait,
		"notify()V":    objectNotify,
		"notifyAll()V": objectNotifyAll,
		// JDK 21 and later: wait(long) checks the timeout and calls wait0.
		"wait0(J)V": objectWait,
	})
	visibleNatives["java/lang/Object.wait(J)V"] = func(t *Thread, a []Value) (Op, bool) {
		o := a[0].R
		if ownerID(o) != t.ID || a[1].I < 0 || t.interrupted() {
			return Op{}, false // throws at once
		}
		return Op{Kind: OpWait, Obj: o, Timed: a[1].I > 0}, true
	}
	visibleNatives["java/lang/Object.wait0(J)V"] = visibleNatives["java/lang/Object.wait(J)V"]
	visibleNatives["java/lang/Object.notify()V"] = func(t *Thread, a []Value) (Op, bool) {
		if ownerID(a[0].R) != t.ID {
			return Op{}, false
		}
		return Op{Kind: OpNotify, Obj: a[0].R}, true
	}
	register("java/lang/Thread", map[string]Native{
		"registerNatives()V":                 noop,
		"currentThread()Ljava/lang/Thread;":  func(t *Thread, a []Value) Value { return Ref(t.Obj) },
		"setPriority0(I)V":                   noop,
		"setNativeName(Ljava/lang/String;)V": noop,
		"clearInterruptEvent()V":             noop,
		"holdsLock(Ljava/lang/Object;)Z":     func(t *Thread, a []Value) Value { return Bool(t.nullCheck(a[0].R) && ownerID(a[0].R) == t.ID) },
		"yield()V":                           noop,
		"sleep(J)V":                          threadSleep,
		"interrupt0()V":                      threadInterrupt,
		"start0()V":                          threadStart0,
		"getThreads()[Ljava/lang/Thread;":    threadGetThreads,
	})
	// JDK 19 and later. Every thread, virtual ones too, is a thread of
	// jcheck's scheduler (virtual.go): none runs on a carrier, so the
	// carrier is the thread itself and nothing changes the current
	// thread. Scoped values keep no per-thread cache (ScopedValue.get
	// then searches the bindings every time), and the thread ids come
	// from Thread$ThreadIdentifiers.next, which is replaced.
	register("java/lang/Thread", map[string]Native{
		"currentCarrierThread()Ljava/lang/Thread;":            func(t *Thread, a []Value) Value { return Ref(t.Obj) },
		"setCurrentThread(Ljava/lang/Thread;)V":               noop,
		"scopedValueCache()[Ljava/lang/Object;":               constant(nothing),
		"setScopedValueCache([Ljava/lang/Object;)V":           noop,
		"findScopedValueBindings()Ljava/lang/Object;":         constant(nothing),
		"ensureMaterializedForStackWalk(Ljava/lang/Object;)V": noop,
		"getNextThreadIdOffset()J":                            constant(Long(0)),
		"yield0()V":                                           noop,
		"sleepNanos0(J)V":                                     threadSleepNanos,
		"sleep0(J)V":                                          threadSleepNanos, // JDK 21's name
	})
	replace("java/lang/ScopedValue$Cache", map[string]Native{
		"put(Ljava/lang/ScopedValue;Ljava/lang/Object;)V": noop,
	})
	visibleNatives["java/lang/Thread.yield()V"] = func(t *Thread, a []Value) (Op, bool) { return Op{Kind: OpYield}, true }
	visibleNatives["java/lang/Thread.yield0()V"] = visibleNatives["java/lang/Thread.yield()V"]
	// Thread.onSpinWait, the hint a busy-wait loop gives (its body is
	// empty), is a yield: the fair bound (--fair-bound) then cuts a loop
	// that spins on a volatile or an atomic as it cuts one that yields,
	// where it would otherwise run to the depth bound.
	replace("java/lang/Thread", map[string]Native{"onSpinWait()V": noop})
	visibleNatives["java/lang/Thread.onSpinWait()V"] = visibleNatives["java/lang/Thread.yield()V"]
	// A sleep is a yield that lets time pass: JDK 17's Thread.sleep in
	// milliseconds, the later JDKs' sleep0 (21) and sleepNanos0 in
	// nanoseconds.
	sleep := func(toNanos func(int64) int64) func(*Thread, []Value) (Op, bool) {
		return func(t *Thread, a []Value) (Op, bool) {
			ns := toNanos(a[0].I)
			return Op{Kind: OpYield, Sleep: true, Due: t.vm.due(ns), LongSleep: t.vm.longSleep(ns)}, a[0].I >= 0 && !t.interrupted()
		}
	}
	visibleNatives["java/lang/Thread.sleep(J)V"] = sleep(millisToNanos)
	visibleNatives["java/lang/Thread.sleepNanos0(J)V"] = sleep(func(ns int64) int64 { return ns })
	visibleNatives["java/lang/Thread.sleep0(J)V"] = visibleNatives["java/lang/Thread.sleepNanos0(J)V"]
	replace("java/lang/Thread", map[string]Native{
		"start()V": threadStart,
		"join(J)V": threadJoin,
	})
	visibleNatives["java/lang/Thread.start()V"] = func(t *Thread, a []Value) (Op, bool) {
		o := a[0].R
		return Op{Kind: OpStart, Obj: o}, t.vm.threadFields(o).Fields[t.vm.wk.threadStatus.Slot].I == threadStatusNew && threadOf(o) == nil
	}
	visibleNatives["java/lang/Thread.start0()V"] = func(t *Thread, a []Value) (Op, bool) {
		return Op{Kind: OpStart, Obj: a[0].R}, threadOf(a[0].R) == nil
	}
	visibleNatives["java/lang/Thread.join(J)V"] = func(t *Thread, a []Value) (Op, bool) {
		op := Op{Kind: OpJoin, Obj: a[0].R, Timed: a[1].I > 0, Due: t.vm.due(millisToNanos(a[1].I))}
		if a[1].I >= 0 && !t.granted {
			op.Released = t.joinReleases(op.Obj)
		}
		return op, a[1].I >= 0
	}
}

// interrupted reads the thread's Java interrupt status.
func (t *Thread) interrupted() bool {
	return t.Obj != nil && t.Obj.Fields[t.vm.wk.threadInterrupted.Slot].I != 0
}

// throwInterrupted clears the interrupt status and throws InterruptedException.
func (t *Thread) throwInterrupted() {
	t.throwInterruptedMsg("")
}

// throwInterruptedMsg clears the interrupt status and throws
// InterruptedException with message msg ("" for none).
func (t *Thread) throwInterruptedMsg(msg string) {
	if r := t.vm.recorder; r != nil && !t.vm.direct {
		r.syncs = append(r.syncs, SyncEvent{Acquire: true, Obj: t.Obj, Field: t.vm.wk.threadInterrupted, At: len(r.accesses)})
	}
	t.Obj.Fields[t.vm.wk.threadInterrupted.Slot] = Bool(false)
	t.ThrowNew("java/lang/InterruptedException", msg)
}

// throwSleepInterrupted is the InterruptedException of a sleep that was
// interrupted, before it began or while it lasted: HotSpot's
// JVM_Sleep says "sleep interrupted" (Object.wait's has no message).
func (t *Thread) throwSleepInterrupted() { t.throwInterruptedMsg("sleep interrupted") }

// objectWait is Object.wait(long): wait₁ of §3.3 (add to the wait set, save
// the lock depth, free the lock); the thread then stops with wait₂ (OpWake)
// as its next operation, enabled once it is notified and the lock is free.
func objectWait(t *Thread, a []Value) Value {
	o, ms := a[0].R, a[1].I
	if ms < 0 {
		t.ThrowNew("java/lang/IllegalArgumentException", "timeout value is negative")
		return nothing
	}
	if t.interrupted() {
		t.throwInterrupted()
		return nothing
	}
	if ownerID(o) == t.ID {
		t.vm.touchMonitor(o)
	}
	depth, err := monitorOf(o).Wait1(t.ID)
	if err != nil {
		t.ThrowNew("java/lang/IllegalMonitorStateException", "current thread is not owner")
		return nothing
	}
	if t.vm.direct {
		fatalf("Object.wait during start-up would block forever")
	}
	t.lkDepth = depth
	t.dropHeld(o)
	// A timed wait that times out has let its time pass, as sleep does.
	ns := millisToNanos(ms)
	t.stopAt(Op{Kind: OpWake, Obj: o, Timed: ms > 0, Nanos: ns, Due: t.vm.due(ns)})
	return nothing
}

// millisToNanos converts a timeout (not negative), saturating as
// TimeUnit.toNanos does.
func millisToNanos(ms int64) int64 { return saturatedMul(ms, 1_000_000) }

// stopAt makes the thread stop, after the native call in progress
// completes, with op as its next visible operation.
func (t *Thread) stopAt(op Op) {
	n := len(t.frames)
	if n >= 2 {
		op.Method, op.PC = t.frames[n-2].method, t.frames[n-2].pc-1
	}
	t.next = op
	t.atVisible = true
}

// wake performs wait₂ for a thread whose next operation is OpWake: it
// leaves the wait set if a timeout or interrupt ended the wait, re-acquires
// the lock with its saved depth, and throws InterruptedException if it was
// interrupted.
func (t *Thread) wake() {
	op := &t.next
	t.vm.touchMonitor(op.Obj)
	interrupted := !op.Uninterruptible && !op.Notified && t.interrupted()
	waiting := op.waitSet().IsWaiting(t.ID)
	if waiting {
		t.vm.touchMonitor(op.waitSetOf())
		op.waitSet().Leave(t.ID)
	}
	// At a fair lock a signalled thread waited its turn in the queue.
	monitorOf(op.Obj).Dequeue(t.ID)
	monitorOf(op.Obj).Wait2(t.ID, t.lkDepth)
	t.addHeld(op.Obj)
	if interrupted {
		t.throwInterrupted()
		return
	}
	// Still in the wait set: the wait timed out (Object.wait's time
	// passes as a Condition's does).
	t.awoken(op, waiting)
}

func objectNotify(t *Thread, a []Value) Value {
	m := monitorOf(a[0].R)
	choices := m.NotifyChoices(t.ID)
	if choices == nil {
		t.ThrowNew("java/lang/IllegalMonitorStateException", "current thread is not owner")
		return nothing
	}
	t.vm.touchMonitor(a[0].R)
	choice := t.takeChoice(len(choices))
	m.Notify(t.ID, choices[choice])
	t.vm.notified(choices[choice : choice+1])
	return nothing
}

func objectNotifyAll(t *Thread, a []Value) Value {
	if ownerID(a[0].R) == t.ID {
		t.vm.touchMonitor(a[0].R)
	}
	m := monitorOf(a[0].R)
	waiters := slices.Clone(m.Waiters)
	if m.NotifyAll(t.ID) != nil {
		t.ThrowNew("java/lang/IllegalMonitorStateException", "current thread is not owner")
		return nothing
	}
	t.vm.notified(waiters)
	return nothing
}

// notified marks the wakes of the threads a notification took out of a
// wait set (Op.Notified).
func (vm *VM) notified(ids []monitor.ThreadID) {
	for _, id := range ids {
		if w := vm.threadByID(id); w != nil && w.next.Kind == OpWake {
			w.next.Notified = true
		}
	}
}

// takeChoice consumes the non-deterministic choice the scheduler made for
// the visible operation being performed, among n alternatives.
func (t *Thread) takeChoice(n int) int {
	c := t.choice
	t.choice = 0
	if c < 0 || c >= n {
		fatalf("choice %d out of range for an operation with %d alternatives", c, n)
	}
	return c
}

func threadSleep(t *Thread, a []Value) Value {
	if a[0].I < 0 {
		t.ThrowNew("java/lang/IllegalArgumentException", "timeout value is negative")
		return nothing
	}
	if t.interrupted() {
		t.throwSleepInterrupted()
		return nothing
	}
	t.vm.sleep(t, millisToNanos(a[0].I))
	return nothing
}

// sleep lets the ns nanoseconds of thread t's sleep, which ends, pass on
// the clock. A sleep may end at any moment (its OpYield is enabled
// throughout, so that code that sleeps to let another thread finish is
// found wrong). With timeouts that end only when due (Options.AnyTimeouts
// off), a sleep that ends before it is due — another thread could still
// go on, or another's timeout or sleep ends earlier — takes the clock no
// further than just before the earliest of the other threads' pending
// timeouts and sleeps: a thread sleeping a minute does not make another's
// timeout of a second due while a third could still do what it waits for,
// and a thread that polls with short sleeps still lets another's longer
// timeout come, once the polls have reached it (each then ends when due).
func (vm *VM) sleep(t *Thread, ns int64) {
	to := saturatedAdd(vm.clock, max(ns, 0))
	if t.sleepsEarly() {
		for _, o := range vm.threads {
			if op := &o.next; o != t && !o.terminated && !o.dormant && o.WaitsForTime() && op.Due > vm.clock && op.Due < forever {
				to = min(to, op.Due-1)
			}
		}
	}
	vm.advanceClock(to - vm.clock)
}

// sleepsEarly reports whether the thread's next operation is a sleep that,
// performed now, ends before it is due (Thread.timeoutDue), with timeouts
// that end only when due: a short sleep ending at any moment. While the
// sleep's step runs, until VM.sleep, its operation is still the thread's
// next and nothing else has changed, so the step's beginning and VM.sleep
// see the same.
func (t *Thread) sleepsEarly() bool {
	op := &t.next
	return op.Kind == OpYield && op.Sleep && !op.LongSleep && !t.vm.opts.AnyTimeouts && !t.interrupted() && !t.timeoutDue()
}

// longSleep reports whether a sleep of ns nanoseconds ends only when due
// (Options.EarlySleeps).
func (vm *VM) longSleep(ns int64) bool {
	limit := vm.opts.EarlySleeps
	return !vm.opts.AnyTimeouts && limit != 0 && ns > limit
}

// threadSleepNanos is Thread.sleepNanos0 of JDK 22 and later (sleep0 in
// 19 to 21), sleep in
// nanoseconds (Thread.sleep has checked the argument).
func threadSleepNanos(t *Thread, a []Value) Value {
	if t.interrupted() {
		t.throwSleepInterrupted()
		return nothing
	}
	t.vm.sleep(t, a[0].I)
	return nothing
}

// threadInterrupt wakes the target if it is waiting: it leaves the wait
// set and will throw InterruptedException after re-acquiring the lock.
// (Thread.interrupt has already set the target's interrupt status.)
func threadInterrupt(t *Thread, a []Value) Value {
	target := threadOf(a[0].R)
	if target != nil && target.next.Kind == OpWake && !target.next.Uninterruptible {
		t.vm.touchMonitor(target.next.waitSetOf())
		target.next.waitSet().Leave(target.ID)
	}
	return nothing
}

// threadStart replaces Thread.start: it checks the thread is new, adds it
// to its group and starts it (startThread).
func threadStart(t *Thread, a []Value) Value {
	vm := t.vm
	o := a[0].R
	fields := vm.threadFields(o)
	if fields.Fields[vm.wk.threadStatus.Slot].I != threadStatusNew || threadOf(o) != nil {
		t.ThrowNew("java/lang/IllegalThreadStateException", "")
		return nothing
	}
	// Thread.start's own bookkeeping, group.add(this), is part of the
	// start operation. (From JDK 19 on a group does not list its
	// threads.)
	add := vm.wk.threadGroup.DeclaredMethod("add", "(Ljava/lang/Thread;)V")
	if group := fields.Fields[vm.wk.threadGroupField.Slot].R; group != nil && add != nil {
		if _, exc := t.callJava(add, Ref(group), Ref(o)); exc != nil {
			t.Throw(exc)
			return nothing
		}
	}
	vm.startThread(o)
	return nothing
}

// threadStart0 is Thread.start0, which JDK 19 and later call from
// Thread.start(ThreadContainer) (an executor's threads, virtual threads
// among them) once the Java code has checked the thread is new.
func threadStart0(t *Thread, a []Value) Value {
	t.vm.startThread(a[0].R)
	return nothing
}

// startThread creates the VM thread of thread object o, whose first
// transition calls run() (InitVis). The thread object and all it reaches
// become shared.
func (vm *VM) startThread(o *Object) {
	fields := vm.threadFields(o)
	vm.publish(o)
	nt := vm.newThread()
	nt.attach(o)
	nt.daemon = fields.Fields[vm.wk.threadDaemon.Slot].I != 0
	// The class library starts daemon threads while the VM boots
	// (Reference Handler, Finalizer). They serve the garbage collector,
	// which jcheck does not have, so they could only ever block: they stay
	// dormant, alive but never scheduled, and take no part in the search.
	nt.dormant = vm.direct
	fields.Fields[vm.wk.threadStatus.Slot] = Int(threadStatusRunnable)
	starter := vm.loader.startMethod(mustMethod(vm.wk.thread, "run", "()V"))
	nt.pushArgs(starter, 0, []Value{Ref(o)})
	nt.invoke(starter, 0) // not synchronized, not native: it cannot stop
	nt.next = Op{Kind: OpBegin, Method: selectVirtual(o.Class, mustMethod(vm.wk.thread, "run", "()V"))}
}

// threadJoin replaces Thread.join(long): a visible operation enabled when
// the joined thread has ended, when the joining thread is interrupted, or,
// for a timed join, at any time (the timeout). As in the Java code it
// replaces, joining an ended thread returns even if an interrupt is
// pending: join only waits, and checks for interrupts, while the thread is
// alive.
// joinReleases lets go of the thread object o's monitor, if the thread
// holds it, as it arrives at a join of a live thread: Thread.join waits on
// the thread object while it is alive (Op.Released).
func (t *Thread) joinReleases(o *Object) bool {
	target := threadOf(o)
	if target == nil || target.terminated || ownerID(o) != t.ID || t.vm.direct {
		return false
	}
	t.vm.touchMonitor(o)
	depth, err := monitorOf(o).Wait1(t.ID)
	if err != nil {
		return false
	}
	t.lkDepth = depth
	t.dropHeld(o)
	return true
}

func threadJoin(t *Thread, a []Value) Value {
	if a[1].I < 0 {
		t.ThrowNew("java/lang/IllegalArgumentException", "timeout value is negative")
		return nothing
	}
	if op := &t.next; op.Kind == OpJoin && op.Released {
		// The join returns holding the monitor it let go (wait₂); the
		// end of the thread took it out of the wait set, unless it
		// timed out or was interrupted.
		o := op.Obj
		t.vm.touchMonitor(o)
		m := monitorOf(o)
		m.Leave(t.ID)
		m.Wait2(t.ID, t.lkDepth)
		t.addHeld(o)
		op.Released = false
	}
	target := threadOf(a[0].R)
	switch {
	case target == nil || target.terminated:
	case t.interrupted():
		t.throwInterrupted()
	case t.vm.direct:
		fatalf("Thread.join during start-up would block")
	case a[1].I == 0:
		fatalf("join of a live thread was scheduled")
	default:
		t.vm.advanceClock(millisToNanos(a[1].I))
	}
	return nothing
}

func threadGetThreads(t *Thread, a []Value) Value {
	var live []*Object
	for _, th := range t.vm.threads {
		if !th.terminated && th.Obj != nil {
			live = append(live, th.Obj)
		}
	}
	return Ref(t.vm.NewObjectArray(t.vm.wk.thread, live))
}

// StatusThread is the thread whose Thread.threadStatus field o holds (its
// Thread object, or its FieldHolder from JDK 21), if o is one: a read of
// that field is answered from where the thread stands (threadStatus).
func (o *Object) StatusThread() *Thread {
	if th := threadOf(o); th != nil && th.Obj != nil && th.vm.threadFields(th.Obj) == o {
		return th
	}
	return nil
}

// threadStatus is the Thread.threadStatus HotSpot would show for t now:
// blocked on a monitor it cannot enter, waiting (in Object.wait, join or
// park, with or without a timeout), or runnable. It is computed when the
// program reads the field.
func (t *Thread) threadStatus() int32 {
	if t == t.vm.current && !t.terminated {
		return threadStatusRunnable
	}
	return t.ObservedStatus()
}

// ObservedStatus is the Thread.threadStatus another thread would read
// of t now (threadStatus).
func (t *Thread) ObservedStatus() int32 {
	op := &t.next
	wait := int32(jvmtiIndefinitely)
	if op.Timed {
		wait = jvmtiWithTimeout
	}
	// A java.util.concurrent lock, condition or synchronizer parks its
	// waiting threads (AbstractQueuedSynchronizer, StampedLock): they are
	// WAITING or TIMED_WAITING, never BLOCKED as on a monitor.
	// (An acquire of permits, OpAcquireShared, is always a
	// synchronizer's.)
	parks := op.Kind == OpAcquireShared || op.Cond != nil || op.Obj != nil && (isStampedSync(op.Obj) || t.vm.isQueuedSynchronizer(op.Obj))
	switch {
	case t.terminated:
		return threadStatusTerminated
	case op.Kind == OpYield && op.Sleep:
		return jvmtiAlive | jvmtiWaiting | jvmtiWithTimeout | jvmtiSleeping
	case parks && (op.Kind == OpAcquire || op.Kind == OpAcquireShared || op.Kind == OpWake || op.Kind == OpTryLock) && (!t.guard() || t.TimingOut()):
		return jvmtiAlive | jvmtiWaiting | wait | jvmtiParked
	case op.Kind == OpAcquire && !t.guard(),
		op.Kind == OpWake && !monitorOf(op.Obj).IsWaiting(t.ID) && !monitorOf(op.Obj).CanWait2(t.ID):
		return jvmtiAlive | jvmtiBlockedOnEntry
	case op.Kind == OpWake && monitorOf(op.Obj).IsWaiting(t.ID),
		op.Kind == OpJoin && !t.guard():
		return jvmtiAlive | jvmtiWaiting | wait | jvmtiInObjectWait
	case op.Kind == OpPark && !t.permit:
		return jvmtiAlive | jvmtiWaiting | wait | jvmtiParked
	}
	return threadStatusRunnable
}

// isQueuedSynchronizer reports whether o is an AbstractQueuedSynchronizer
// or AbstractQueuedLongSynchronizer (JDK 25's ReentrantReadWriteLock's
// Sync is one), whose waiting threads park.
func (vm *VM) isQueuedSynchronizer(o *Object) bool {
	for _, name := range []string{"java/util/concurrent/locks/AbstractQueuedSynchronizer", "java/util/concurrent/locks/AbstractQueuedLongSynchronizer"} {
		if c := vm.loader.Loaded(name); c != nil && o.Class.IsSubclassOf(c) {
			return true
		}
	}
	return false
}

// terminate ends a thread (OpTerminate) as HotSpot's JavaThread::exit
// does: it runs Thread.exit (which leaves the thread group and clears the
// thread's fields) as part of the operation, then the thread is no longer
// alive, threads joining it are enabled, and threads waiting on its object
// are woken (ensure_join).
func (vm *VM) terminate(t *Thread) {
	if t.optimistic != nil {
		t.settle(false, false) // never validated
	}
	if t.Obj != nil {
		t.callJava(mustMethod(vm.wk.thread, "exit", "()V"), Ref(t.Obj))
	}
	t.terminated = true
	if t.Obj == nil {
		return
	}
	if fields := vm.threadFields(t.Obj); fields != nil {
		fields.Fields[vm.wk.threadStatus.Slot] = Int(threadStatusTerminated)
	}
	t.Obj.Fields[mustField(vm.wk.thread, "eetop").Slot] = Long(0)
	if m := t.Obj.Monitor; m != nil && len(m.Waiters) > 0 {
		vm.touchMonitor(t.Obj)
		m.Waiters = m.Waiters[:0]
	}
	if t.EndsProgram() {
		vm.startShutdown()
	}
}
