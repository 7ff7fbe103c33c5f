package interp

// The model of java.util.concurrent.locks.ReentrantLock and its
// Conditions as synchronization objects (Stoller 2002 §3.3; issue of
// granularity, §8.1). The library implements the lock with an
// AbstractQueuedSynchronizer: a volatile state word changed by
// compare-and-set, a queue of parked threads, LockSupport. Run as
// bytecode, each of those accesses is a visible operation, so a search
// of a few lock() calls explores thousands of interleavings inside the
// library; and the data the lock protects has no lock in lockset', so
// LD' reports a violation on correct code. Modelled, the lock is the
// monitor of the lock's Sync object, which no program code can reach:
// lock() is an acquire of it, unlock() its release (a visible operation,
// since tryLock lets other threads see the lock held), a Condition's await
// is wait₁ and wait₂ with the condition's own wait set, signal and
// signalAll take waiters from that set. The lock then counts for LD' as
// a synchronized block's monitor does, and happens-before and deadlock
// detection see it. Loader.LibraryLocks runs the library's bytecode
// instead (--jdk-models=off).
//
// Behaviour follows the JDK's implementation: unlock and signal by a
// thread that does not hold the lock throw IllegalMonitorStateException;
// signal wakes the longest-waiting thread (the JDK's condition queue is
// FIFO), so it is an invisible operation like notifyAll; a thread
// interrupted while it awaits leaves the wait set and throws
// InterruptedException once it holds the lock again (as Object.wait);
// tryLock never blocks. Fairness is not modelled: a fair lock is granted
// in any order, which includes the fair one.

const (
	reentrantLock   = "java/util/concurrent/locks/ReentrantLock"
	reentrantSync   = "java/util/concurrent/locks/ReentrantLock$Sync"
	conditionObject = "java/util/concurrent/locks/AbstractQueuedSynchronizer$ConditionObject"
)

// modelledLocks holds the keys of the replacements that form the lock
// model, bound unless Loader.LibraryLocks is set.
var modelledLocks = map[string]bool{}

func init() {
	lockFns := map[string]Native{
		"unlock()V":                            lockUnlock,
		"hasQueuedThreads()Z":                  lockQuery(func(t *Thread, sync *Object) Value { return Bool(len(lockQueue(t.vm, sync)) > 0) }),
		"getQueueLength()I":                    lockQuery(func(t *Thread, sync *Object) Value { return Int(int32(len(lockQueue(t.vm, sync)))) }),
		"hasQueuedThread(Ljava/lang/Thread;)Z": lockHasQueuedThread,
		"hasWaiters(Ljava/util/concurrent/locks/Condition;)Z":                             lockConditionQuery(func(n int) Value { return Bool(n > 0) }),
		"getWaitQueueLength(Ljava/util/concurrent/locks/Condition;)I":                     lockConditionQuery(func(n int) Value { return Int(int32(n)) }),
		"getQueuedThreads()Ljava/util/Collection;":                                        lockUnsupported("getQueuedThreads"),
		"getWaitingThreads(Ljava/util/concurrent/locks/Condition;)Ljava/util/Collection;": lockUnsupported("getWaitingThreads"),
	}
	modelReplace(reentrantLock, lockFns, nil)
	visibleNatives[reentrantLock+".unlock()V"] = func(t *Thread, a []Value) (Op, bool) {
		sync := lockSync(t.vm, a[0].R)
		m := monitorOf(sync)
		return Op{Kind: OpRelease, Obj: sync}, m.Owner == t.ID && m.Depth == 1 && sync.Shared()
	}
	for _, sig := range []string{"hasQueuedThreads()Z", "getQueueLength()I", "hasQueuedThread(Ljava/lang/Thread;)Z"} {
		visibleNatives[reentrantLock+"."+sig] = func(t *Thread, a []Value) (Op, bool) {
			sync := lockSync(t.vm, a[0].R)
			return Op{Kind: OpTryLock, Obj: sync}, sync.Shared()
		}
	}
	syncFns := map[string]Native{
		"lock()V":              syncLock,
		"lockInterruptibly()V": syncLock,
		"tryLock()Z":           syncTryLock,
		"tryLockNanos(J)Z":     syncTryLock,
		"getHoldCount()I": func(t *Thread, a []Value) Value {
			if m := monitorOf(a[0].R); m.Owner == t.ID {
				return Int(int32(m.Depth))
			}
			return Int(0)
		},
		"isHeldExclusively()Z": func(t *Thread, a []Value) Value { return Bool(ownerID(a[0].R) == t.ID) },
		"isLocked()Z":          lockQuery(func(t *Thread, sync *Object) Value { return Bool(ownerID(sync) != 0) }),
		"getOwner()Ljava/lang/Thread;": lockQuery(func(t *Thread, sync *Object) Value {
			if o := t.vm.threadByID(ownerID(sync)); o != nil {
				return Ref(o.Obj)
			}
			return Ref(nil)
		}),
	}
	modelReplace(reentrantSync, syncFns, nil)
	visibleNatives[reentrantSync+".lock()V"] = func(t *Thread, a []Value) (Op, bool) {
		return Op{Kind: OpAcquire, Obj: a[0].R}, ownerID(a[0].R) != t.ID && a[0].R.Shared()
	}
	visibleNatives[reentrantSync+".lockInterruptibly()V"] = func(t *Thread, a []Value) (Op, bool) {
		// An interrupted thread throws at once, before trying the lock.
		return Op{Kind: OpAcquire, Obj: a[0].R, Interruptible: true}, ownerID(a[0].R) != t.ID && a[0].R.Shared() && !t.interrupted()
	}
	visibleNatives[reentrantSync+".tryLock()Z"] = syncTryVisible
	visibleNatives[reentrantSync+".tryLockNanos(J)Z"] = func(t *Thread, a []Value) (Op, bool) {
		op, ok := syncTryVisible(t, a)
		op.Timed = a[1].I > 0
		return op, ok && !t.interrupted()
	}
	for _, sig := range []string{"isLocked()Z", "getOwner()Ljava/lang/Thread;"} {
		visibleNatives[reentrantSync+"."+sig] = syncTryVisible
	}

	awaits := map[string]await{
		"await()V":                {interruptible: true},
		"awaitUninterruptibly()V": {},
		"awaitNanos(J)J":          {interruptible: true, timed: true, ret: 'J'},
		"await(JLjava/util/concurrent/TimeUnit;)Z": {interruptible: true, timed: true, ret: 'Z'},
		"awaitUntil(Ljava/util/Date;)Z":            {interruptible: true, timed: true, ret: 'Z'},
	}
	condFns := map[string]Native{
		"signal()V":    conditionSignal(false),
		"signalAll()V": conditionSignal(true),
	}
	for sig, w := range awaits {
		condFns[sig] = w.perform
		visibleNatives[conditionObject+"."+sig] = w.visible
	}
	// A ConditionObject belongs to some AbstractQueuedSynchronizer; only
	// those of a ReentrantLock are modelled, the others (a
	// ReentrantReadWriteLock's write lock, a program's own synchronizer)
	// run their bytecode.
	modelReplace(conditionObject, condFns, func(vm *VM, recv *Object) bool { return conditionLock(vm, recv) != nil })
}

// modelReplace registers replacements that belong to the lock model;
// guard, if not nil, decides by the receiver whether a call is modelled.
func modelReplace(class string, fns map[string]Native, guard func(vm *VM, recv *Object) bool) {
	replace(class, fns)
	for sig := range fns {
		modelledLocks[class+"."+sig] = true
		if guard != nil {
			replacementGuards[class+"."+sig] = guard
		}
	}
}

// lockSync is the Sync object of a ReentrantLock, whose monitor is the
// lock in the model.
func lockSync(vm *VM, lock *Object) *Object {
	return lock.Fields[mustField(vm.must(reentrantLock), "sync").Slot].R
}

// conditionLock is the Sync object of the ReentrantLock a condition
// belongs to, or nil if it belongs to another kind of synchronizer.
func conditionLock(vm *VM, cond *Object) *Object {
	if cond == nil {
		return nil
	}
	owner := cond.Fields[mustField(vm.must(conditionObject), "this$0").Slot].R
	if owner == nil || !owner.Class.AssignableTo(vm.must(reentrantSync)) {
		return nil
	}
	return owner
}

// syncLock is lock() and lockInterruptibly() once granted: acquire the
// monitor (re-entering one the thread holds), or throw
// InterruptedException if the thread was interrupted first.
func syncLock(t *Thread, a []Value) Value {
	sync := a[0].R
	if t.frames[len(t.frames)-1].method.Name == "lockInterruptibly" && t.interrupted() {
		t.throwInterrupted()
		return nothing
	}
	t.lockNow(sync)
	return nothing
}

// lockNow performs the acquire of a modelled lock: the scheduler granted
// it, so the lock is free or the thread's own.
func (t *Thread) lockNow(sync *Object) {
	t.vm.touchMonitor(sync)
	m := monitorOf(sync)
	if !m.CanAcquire(t.ID) {
		fatalf("thread %d acquired a lock held by thread %d: the scheduler ran a disabled transition", t.ID, m.Owner)
	}
	first := m.Owner != t.ID
	m.Acquire(t.ID)
	if first {
		t.addHeld(sync)
	}
}

// syncTryVisible is the visible operation of a use of the lock that does
// not block: none if the thread holds the lock (the answer cannot
// change) or no other thread can reach it.
func syncTryVisible(t *Thread, a []Value) (Op, bool) {
	return Op{Kind: OpTryLock, Obj: a[0].R}, ownerID(a[0].R) != t.ID && a[0].R.Shared()
}

// syncTryLock is tryLock() and tryLock(time, unit): acquire the lock if
// it is free or the thread's own, else return false (the timed form:
// the timeout ended first; the clock advances by it). The timed form
// throws InterruptedException if the thread is interrupted.
func syncTryLock(t *Thread, a []Value) Value {
	sync := a[0].R
	timed := len(a) > 1
	if timed && t.interrupted() {
		t.throwInterrupted()
		return nothing
	}
	if !monitorOf(sync).CanAcquire(t.ID) {
		t.vm.touchMonitor(sync)
		if timed && a[1].I > 0 {
			t.vm.advanceClock(a[1].I)
		}
		return Bool(false)
	}
	t.lockNow(sync)
	return Bool(true)
}

// lockUnlock is ReentrantLock.unlock: release the Sync's monitor once,
// or throw IllegalMonitorStateException if the thread does not hold it.
func lockUnlock(t *Thread, a []Value) Value {
	if !t.release(lockSync(t.vm, a[0].R)) {
		t.ThrowNew("java/lang/IllegalMonitorStateException", "")
	}
	return nothing
}

// lockQuery makes a query of a ReentrantLock's (or its Sync's) state.
// Asked by a thread that does not hold the lock, it is a visible
// operation (OpTryLock): another thread can change the answer.
func lockQuery(answer func(t *Thread, sync *Object) Value) Native {
	return func(t *Thread, a []Value) Value {
		sync := a[0].R
		if sync.Class.AssignableTo(t.vm.must(reentrantLock)) {
			sync = lockSync(t.vm, sync)
		}
		if sync.Shared() {
			t.vm.touchMonitor(sync)
		}
		return answer(t, sync)
	}
}

// lockQueue lists the threads blocked acquiring the lock, in thread
// order (the model keeps no arrival order).
func lockQueue(vm *VM, sync *Object) []*Thread {
	var q []*Thread
	for _, th := range vm.Threads() {
		if !th.terminated && th.next.Obj == sync && (th.next.Kind == OpAcquire || th.next.Kind == OpWake && !th.next.waitSet().IsWaiting(th.ID)) && !th.Enabled() {
			q = append(q, th)
		}
	}
	return q
}

func lockHasQueuedThread(t *Thread, a []Value) Value {
	if !t.nullCheck(a[1].R) {
		return nothing
	}
	return lockQuery(func(t *Thread, sync *Object) Value {
		for _, th := range lockQueue(t.vm, sync) {
			if th.Obj == a[1].R {
				return Bool(true)
			}
		}
		return Bool(false)
	})(t, a)
}

// lockConditionQuery is hasWaiters and getWaitQueueLength: the number of
// threads awaiting the condition, asked by the lock's owner.
func lockConditionQuery(answer func(n int) Value) Native {
	return func(t *Thread, a []Value) Value {
		lock, cond := a[0].R, a[1].R
		if !t.nullCheck(cond) {
			return nothing
		}
		sync := lockSync(t.vm, lock)
		if !cond.Class.AssignableTo(t.vm.must(conditionObject)) || conditionLock(t.vm, cond) != sync {
			t.ThrowNew("java/lang/IllegalArgumentException", "not owner")
			return nothing
		}
		if ownerID(sync) != t.ID {
			t.ThrowNew("java/lang/IllegalMonitorStateException", "")
			return nothing
		}
		return answer(len(monitorOf(cond).Waiters))
	}
}

func lockUnsupported(name string) Native {
	return func(t *Thread, a []Value) Value {
		unsupported("ReentrantLock.%s with the model of java.util.concurrent locks (use --jdk-models=off)", name)
		return nothing
	}
}

// await describes one of Condition's await methods.
type await struct {
	// interruptible: an interrupt ends the wait with
	// InterruptedException (all but awaitUninterruptibly).
	interruptible bool
	// timed: the wait may end by its timeout, at any time.
	timed bool
	// ret is what the method returns: nothing (0), the nanoseconds left
	// ('J', awaitNanos) or whether it was signalled in time ('Z').
	ret byte
}

// visible is wait₁ of the await: visible when the thread holds the lock
// and is not interrupted (else it throws at once).
func (w await) visible(t *Thread, a []Value) (Op, bool) {
	cond := a[0].R
	sync := conditionLock(t.vm, cond)
	return Op{Kind: OpWait, Obj: sync, Cond: cond}, ownerID(sync) == t.ID && !(w.interruptible && t.interrupted())
}

// perform is wait₁: release the lock wholly, join the condition's wait
// set, and stop with wait₂ (OpWake) next, which re-acquires the lock
// once the thread is signalled (or, timed, at any time: the timeout) and
// sets what the method returns (Thread.wake).
func (w await) perform(t *Thread, a []Value) Value {
	cond := a[0].R
	sync := conditionLock(t.vm, cond)
	if ownerID(sync) != t.ID {
		t.ThrowNew("java/lang/IllegalMonitorStateException", "")
		return nothing
	}
	if w.interruptible && t.interrupted() {
		t.throwInterrupted()
		return nothing
	}
	if t.vm.direct {
		fatalf("Condition.await during start-up would block forever")
	}
	var nanos int64
	switch w.ret {
	case 'J':
		nanos = a[1].I
	case 'Z':
		if len(a) == 3 { // await(time, unit)
			if !t.nullCheck(a[2].R) {
				return nothing
			}
			toNanos := resolveMethod(a[2].R.Class, "toNanos", "(J)J")
			v, exc := t.callJava(toNanos, a[2], a[1])
			if exc != nil {
				t.Throw(exc)
				return nothing
			}
			nanos = v.I
		}
	}
	t.vm.touchMonitor(sync)
	t.vm.touchMonitor(cond)
	depth, _ := monitorOf(sync).Wait1(t.ID)
	monitorOf(sync).Leave(t.ID)
	cm := monitorOf(cond)
	cm.Waiters = append(cm.Waiters, t.ID)
	t.lkDepth = depth
	t.dropHeld(sync)
	t.stopAt(Op{Kind: OpWake, Obj: sync, Cond: cond, Timed: w.timed, Uninterruptible: !w.interruptible, Returns: w.ret, Nanos: nanos})
	return nothing
}

// awoken finishes an await in wait₂, after the lock was re-acquired:
// timedOut says that the thread was neither signalled nor interrupted.
// The method has returned already (wait₁ stopped the thread after it),
// so its result on the caller's operand stack is set here.
func (t *Thread) awoken(op *Op, timedOut bool) {
	if timedOut && op.Nanos > 0 {
		t.vm.advanceClock(op.Nanos)
	}
	if op.Returns == 0 || len(t.frames) == 0 {
		return
	}
	caller := &t.frames[len(t.frames)-1]
	switch op.Returns {
	case 'J':
		left := op.Nanos
		if timedOut {
			left = 0
		}
		t.stack[caller.sp-2] = Long(left)
	case 'Z':
		t.stack[caller.sp-1] = Bool(!timedOut)
	}
}

// conditionSignal is signal (the longest-waiting thread leaves the wait
// set) and signalAll (every waiter does), by the lock's owner.
func conditionSignal(all bool) Native {
	return func(t *Thread, a []Value) Value {
		cond := a[0].R
		if ownerID(conditionLock(t.vm, cond)) != t.ID {
			t.ThrowNew("java/lang/IllegalMonitorStateException", "")
			return nothing
		}
		cm := monitorOf(cond)
		if len(cm.Waiters) == 0 {
			return nothing
		}
		t.vm.touchMonitor(cond)
		if all {
			cm.Waiters = cm.Waiters[:0]
		} else {
			cm.Leave(cm.Waiters[0])
		}
		return nothing
	}
}
