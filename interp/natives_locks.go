package interp

import (
	"slices"

	"github.com/jcheck/jcheck/monitor"
)

// The model of java.util.concurrent.locks.ReentrantLock and its
// Conditions as synchronization objects (Stoller 2002 §3.3), a coarser
// granularity for library code in the sense of §8.1. The library
// implements the lock with an AbstractQueuedSynchronizer: a volatile
// state word changed by compare-and-set, a queue of parked threads,
// LockSupport. Run as bytecode, each of those accesses is a visible
// operation, so a search of a few lock() calls explores thousands of
// interleavings inside the library; and the data the lock protects has
// no lock in lockset', so LD' reports a violation on correct code.
// Modelled, the lock is the monitor of the lock's Sync object, which no
// program code can reach: lock() is an acquire of it, unlock() its
// release (a visible operation: tryLock is the non-blocking query that
// §3.5 says would make release visible), a Condition's await is wait₁
// and wait₂ with the condition's own wait set, signal and signalAll take
// waiters from that set. The lock then counts for LD' as a synchronized
// block's monitor does, and happens-before and deadlock detection see
// it. Loader.LibraryBytecode runs the library's bytecode instead
// (--jdk-models=off).
//
// Behaviour follows the JDK's implementation: unlock and signal by a
// thread that does not hold the lock throw IllegalMonitorStateException;
// signal wakes the longest-waiting thread (the JDK's condition queue is
// FIFO), so it is an invisible operation like notifyAll; a thread
// interrupted while it awaits leaves the wait set and throws
// InterruptedException once it holds the lock again (as Object.wait);
// tryLock never blocks.
//
// A fair lock (new ReentrantLock(true), and likewise a fair
// ReentrantReadWriteLock or Semaphore) grants in arrival order, as the
// JDK's FairSync does (hasQueuedPredecessors): its Sync's monitor keeps a
// queue (monitor.Monitor.Queue). A thread's lock() is first its arrival,
// a visible operation that is always enabled: it takes the lock if the
// lock is free and no thread is queued, else it joins the queue — the
// search orders arrivals as it orders any two uses of the lock. The
// queued thread then waits for its grant, enabled only at the queue's
// head with the lock free, which Step performs as it performs wait₂.
// tryLock() barges (the JDK's ignores fairness); the timed tryLock
// honours it, failing while a thread is queued. A non-fair lock keeps no
// arrival order: any blocked thread may take it once it is free.

const (
	reentrantLock   = "java/util/concurrent/locks/ReentrantLock"
	reentrantSync   = "java/util/concurrent/locks/ReentrantLock$Sync"
	conditionObject = "java/util/concurrent/locks/AbstractQueuedSynchronizer$ConditionObject"
)

// modelledLocks holds the keys of the replacements that form the lock
// model, bound unless Loader.LibraryBytecode is set.
var modelledLocks = map[string]bool{}

func init() {
	lockFns := map[string]Native{
		"unlock()V":                            lockUnlock,
		"hasQueuedThreads()Z":                  lockQuery(func(t *Thread, sync *Object, _ []Value) Value { return Bool(len(lockQueue(t.vm, sync)) > 0) }),
		"getQueueLength()I":                    lockQuery(func(t *Thread, sync *Object, _ []Value) Value { return Int(int32(len(lockQueue(t.vm, sync)))) }),
		"hasQueuedThread(Ljava/lang/Thread;)Z": lockQuery(lockHasQueuedThread),
		"hasWaiters(Ljava/util/concurrent/locks/Condition;)Z":                             conditionQuery((*VM).lockSync, waitersAny),
		"getWaitQueueLength(Ljava/util/concurrent/locks/Condition;)I":                     conditionQuery((*VM).lockSync, waitersCount),
		"getQueuedThreads()Ljava/util/Collection;":                                        lockQuery(func(t *Thread, sync *Object, _ []Value) Value { return queuedThreads(t, lockQueue(t.vm, sync), nil) }),
		"getWaitingThreads(Ljava/util/concurrent/locks/Condition;)Ljava/util/Collection;": conditionQuery((*VM).lockSync, waitingThreads),
	}
	modelReplace(reentrantLock, lockFns, nil)
	visibleNatives[reentrantLock+".unlock()V"] = func(t *Thread, a []Value) (Op, bool) {
		sync := t.vm.lockSync(a[0].R)
		m := monitorOf(sync)
		return Op{Kind: OpRelease, Obj: sync}, m.Owner == t.ID && m.Depth == 1 && sync.Shared()
	}
	for _, sig := range []string{"hasQueuedThreads()Z", "getQueueLength()I", "hasQueuedThread(Ljava/lang/Thread;)Z", "getQueuedThreads()Ljava/util/Collection;"} {
		// Other threads join and leave the queue while the lock is held
		// too: a query is visible whoever holds the lock.
		visibleNatives[reentrantLock+"."+sig] = func(t *Thread, a []Value) (Op, bool) {
			sync := t.vm.lockSync(a[0].R)
			return Op{Kind: OpTryLock, Obj: sync, Queue: true}, sync.Shared()
		}
	}
	syncFns := map[string]Native{
		"lock()V":              syncLock(false, WholeLock),
		"lockInterruptibly()V": syncLock(true, WholeLock),
		"tryLock()Z":           syncTryLock(false),
		"tryLockNanos(J)Z":     syncTryLock(true),
		"getHoldCount()I": func(t *Thread, a []Value) Value {
			if m := monitorOf(a[0].R); m.Owner == t.ID {
				return Int(int32(m.Depth))
			}
			return Int(0)
		},
		"isHeldExclusively()Z": func(t *Thread, a []Value) Value { return Bool(ownerID(a[0].R) == t.ID) },
		"isLocked()Z":          syncQuery(func(t *Thread, sync *Object, _ []Value) Value { return Bool(ownerID(sync) != monitor.Free) }),
		"getOwner()Ljava/lang/Thread;": syncQuery(func(t *Thread, sync *Object, _ []Value) Value {
			if o := t.vm.threadByID(ownerID(sync)); o != nil {
				return Ref(o.Obj)
			}
			return Ref(nil)
		}),
	}
	modelReplace(reentrantSync, syncFns, nil)
	visibleNatives[reentrantSync+".lock()V"] = func(t *Thread, a []Value) (Op, bool) {
		return Op{Kind: OpAcquire, Obj: a[0].R, Fair: isFair(a[0].R)}, ownerID(a[0].R) != t.ID && a[0].R.Shared()
	}
	visibleNatives[reentrantSync+".lockInterruptibly()V"] = func(t *Thread, a []Value) (Op, bool) {
		// An interrupted thread throws at once, before trying the lock.
		return Op{Kind: OpAcquire, Obj: a[0].R, Interruptible: true, Fair: isFair(a[0].R)}, ownerID(a[0].R) != t.ID && a[0].R.Shared() && !t.interrupted()
	}
	syncTryVisible := func(t *Thread, a []Value) (Op, bool) { return tryVisible(t, a[0].R) }
	for _, sig := range []string{"tryLock()Z", "isLocked()Z", "getOwner()Ljava/lang/Thread;"} {
		visibleNatives[reentrantSync+"."+sig] = syncTryVisible
	}
	visibleNatives[reentrantSync+".tryLockNanos(J)Z"] = func(t *Thread, a []Value) (Op, bool) {
		op, ok := tryVisible(t, a[0].R)
		op.Timed, op.Due = a[1].I > 0, t.vm.due(a[1].I)
		return op, ok && !t.interrupted()
	}

	awaits := map[string]await{
		"await()V":                {interruptible: true, compensated: true},
		"awaitUninterruptibly()V": {compensated: true},
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
	// those of a ReentrantLock and of a ReentrantReadWriteLock's write
	// lock are modelled, the others (a program's own synchronizer) run
	// their bytecode.
	modelReplace(conditionObject, condFns, func(vm *VM, recv *Object) bool { return vm.conditionLock(recv) != nil })
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

// lockClasses are the library classes and fields the model uses, looked
// up on first use (a program that uses no lock loads none of them).
type lockClasses struct {
	sync, cond *Class
	// syncField is ReentrantLock.sync; condOwner is the synchronizer a
	// ConditionObject belongs to (its outer instance, this$0).
	syncField, condOwner *Field
}

func (vm *VM) lockClasses() *lockClasses {
	if vm.locks == nil {
		cond := vm.must(conditionObject)
		vm.locks = &lockClasses{
			sync:      vm.must(reentrantSync),
			cond:      cond,
			syncField: mustField(vm.must(reentrantLock), "sync"),
			condOwner: mustField(cond, "this$0"),
		}
	}
	return vm.locks
}

// lockSync is the Sync object of a ReentrantLock, whose monitor is the
// lock in the model.
func (vm *VM) lockSync(lock *Object) *Object {
	return lock.Fields[vm.lockClasses().syncField.Slot].R
}

// conditionLock is the Sync object of the ReentrantLock (or read-write
// lock) a condition belongs to, or nil if it is not a ConditionObject or belongs to another
// kind of synchronizer.
func (vm *VM) conditionLock(cond *Object) *Object {
	lc := vm.lockClasses()
	if cond == nil || !cond.Class.AssignableTo(lc.cond) {
		return nil
	}
	owner := cond.Fields[lc.condOwner.Slot].R
	if owner == nil || !owner.Class.AssignableTo(lc.sync) && !isRWSync(owner.Class) {
		return nil
	}
	return owner
}

// syncLock is lock() and lockInterruptibly() of the side of a lock once
// granted: acquire the monitor (re-entering one the thread holds), or,
// interruptible, throw InterruptedException if the thread was
// interrupted first; at a fair lock that it cannot take now, join the
// queue.
func syncLock(interruptible bool, side LockSide) Native {
	return func(t *Thread, a []Value) Value {
		sync := a[0].R
		if interruptible && t.interrupted() {
			t.throwInterrupted()
			return nothing
		}
		if ownerID(sync) != t.ID && t.arrive(Op{Kind: OpAcquire, Obj: sync, Side: side, Interruptible: interruptible, Fair: isFair(sync)}) {
			return nothing
		}
		t.take(sync)
		return nothing
	}
}

// fairSyncs are the Sync classes of the fair locks and semaphores (each
// final).
var fairSyncs = map[string]bool{
	reentrantLock + "$FairSync": true,
	rwLock + "$FairSync":        true,
	semaphore + "$FairSync":     true,
}

// isFair reports whether sync is the Sync of a fair lock or semaphore.
func isFair(sync *Object) bool { return fairSyncs[sync.Class.Name] }

// fairQueue is the monitor whose queue orders op's acquire, nil unless
// op acquires a fair lock or semaphore: the Sync's.
func (op *Op) fairQueue() *monitor.Monitor {
	if !op.Fair {
		return nil
	}
	if op.Kind == OpAcquireShared {
		return monitorOf(op.Loc.Obj)
	}
	return monitorOf(op.Obj)
}

// queueObject is the object whose monitor holds op's fair queue.
func (op *Op) queueObject() *Object {
	if op.Kind == OpAcquireShared {
		return op.Loc.Obj
	}
	return op.Obj
}

// fairEnabled is the guard of an acquire of a fair lock: its arrival is
// always enabled; once queued, the thread may take the lock at the
// queue's head when the lock is available, or leave the queue when an
// interrupt ends an interruptible acquire.
func (t *Thread) fairEnabled(op *Op, q *monitor.Monitor) bool {
	if !q.Queued(t.ID) {
		return true
	}
	return q.First(t.ID) && t.fairAvailable(op) || op.Interruptible && t.interrupted()
}

// fairAvailable reports whether the thread could take what op acquires
// now, the queue aside.
func (t *Thread) fairAvailable(op *Op) bool {
	switch {
	case op.Kind == OpAcquireShared:
		return t.vm.available(op)
	case op.Side == ReadSide:
		return monitorOf(op.Obj).CanAcquireShared(t.ID)
	}
	return monitorOf(op.Obj).CanAcquire(t.ID)
}

// arrive performs the arrival of the thread at op, an acquire it is
// about to perform, and reports whether the thread joined the fair
// queue: op is fair, and another thread is queued or the lock is not
// available. The thread then stops at op, its grant (Step performs it by
// takeQueued).
func (t *Thread) arrive(op Op) bool {
	q := op.fairQueue()
	if q == nil {
		return false
	}
	t.vm.touchMonitor(op.queueObject())
	if q.First(t.ID) && t.fairAvailable(&op) {
		return false
	}
	if t.vm.direct {
		fatalf("an acquire of a fair lock during start-up would block forever")
	}
	q.Enqueue(t.ID)
	t.stopAt(op)
	return true
}

// takeQueued performs the grant of a thread queued on a fair lock (its
// next operation): it leaves the queue and takes the lock, or the
// permits, or throws InterruptedException if an interrupt ended the
// acquire.
func (t *Thread) takeQueued(q *monitor.Monitor) {
	op := &t.next
	t.vm.touchMonitor(op.queueObject())
	q.Dequeue(t.ID)
	switch {
	case op.Interruptible && t.interrupted():
		t.throwInterrupted()
	case op.Kind == OpAcquireShared:
		sync := op.Loc.Obj
		t.vm.setSyncState(sync, t.vm.syncState(sync)-op.Permits)
	case op.Side == ReadSide:
		t.takeShared(op.Obj)
	default:
		t.take(op.Obj)
	}
}

// fairQueued reports whether a thread other than t is queued on sync, a
// fair lock's Sync (false for a non-fair one): the timed tryLock, which
// honours fairness, does not take a lock then.
func (t *Thread) fairQueued(sync *Object) bool {
	return isFair(sync) && !monitorOf(sync).First(t.ID)
}

// tryVisible is the visible operation of a use of the lock that does not
// block (tryLock, a query): none if the thread holds the lock (the
// answer cannot change) or no other thread can reach it.
func tryVisible(t *Thread, sync *Object) (Op, bool) {
	return Op{Kind: OpTryLock, Obj: sync}, ownerID(sync) != t.ID && sync.Shared()
}

// syncTryLock is tryLock() and, timed, tryLock(time, unit): acquire the
// lock if it is free or the thread's own, else return false (timed: the
// timeout ended first, and the clock advances by it). The timed form
// throws InterruptedException if the thread is interrupted.
func syncTryLock(timed bool) Native {
	return func(t *Thread, a []Value) Value {
		sync := a[0].R
		if timed && t.interrupted() {
			t.throwInterrupted()
			return nothing
		}
		if !monitorOf(sync).CanAcquire(t.ID) || timed && ownerID(sync) != t.ID && t.fairQueued(sync) {
			t.vm.touchMonitor(sync)
			if timed && a[1].I > 0 {
				t.vm.advanceClock(a[1].I)
			}
			return Bool(false)
		}
		t.take(sync)
		return Bool(true)
	}
}

// lockUnlock is ReentrantLock.unlock: release the Sync's monitor once,
// or throw IllegalMonitorStateException if the thread does not hold it.
func lockUnlock(t *Thread, a []Value) Value {
	if !t.release(t.vm.lockSync(a[0].R)) {
		t.ThrowNew("java/lang/IllegalMonitorStateException", "")
	}
	return nothing
}

// lockQuery and syncQuery make a query of a ReentrantLock's state, asked
// of the lock or of its Sync. By a thread that does not hold the lock it
// is a visible operation (OpTryLock): another thread can change the
// answer.
func lockQuery(answer func(t *Thread, sync *Object, a []Value) Value) Native {
	return queryOf((*VM).lockSync, answer)
}

// queryOf is a query of a lock's Sync, which syncOf finds, asked of the
// lock.
func queryOf(syncOf func(vm *VM, lock *Object) *Object, answer func(t *Thread, sync *Object, a []Value) Value) Native {
	return func(t *Thread, a []Value) Value { return queried(t, syncOf(t.vm, a[0].R), a, answer) }
}

func syncQuery(answer func(t *Thread, sync *Object, a []Value) Value) Native {
	return func(t *Thread, a []Value) Value { return queried(t, a[0].R, a, answer) }
}

func queried(t *Thread, sync *Object, a []Value, answer func(t *Thread, sync *Object, a []Value) Value) Value {
	if sync.Shared() {
		t.vm.touchMonitor(sync)
	}
	return answer(t, sync, a)
}

// lockQueue lists the threads blocked acquiring the lock: for a fair
// lock its queue, in arrival order; else in thread order (a non-fair
// lock keeps no arrival order); then those in a timed tryLock that
// waits for it.
func lockQueue(vm *VM, sync *Object) []*Thread {
	var q []*Thread
	if isFair(sync) {
		q = vm.threadsByID(monitorOf(sync).Queue)
	}
	for _, th := range vm.Threads() {
		if th.terminated || th.next.Obj != sync {
			continue
		}
		blocked := !isFair(sync) && (th.next.Kind == OpAcquire || th.next.Kind == OpWake && !th.next.waitSet().IsWaiting(th.ID)) && !th.guard()
		// A timed tryLock waits in the queue, as the JDK's does.
		if blocked || th.next.Kind == OpTryLock && th.TimingOut() {
			q = append(q, th)
		}
	}
	return q
}

// threadsByID lists the threads of the given ids.
func (vm *VM) threadsByID(ids []monitor.ThreadID) []*Thread {
	q := make([]*Thread, 0, len(ids))
	for _, id := range ids {
		q = append(q, vm.threadByID(id))
	}
	return q
}

// lockHasQueuedThread is hasQueuedThread(thread).
func lockHasQueuedThread(t *Thread, sync *Object, a []Value) Value {
	if !t.nullCheck(a[1].R) {
		return nothing
	}
	for _, th := range lockQueue(t.vm, sync) {
		if th.Obj == a[1].R {
			return Bool(true)
		}
	}
	return Bool(false)
}

// conditionQuery is hasWaiters, getWaitQueueLength and
// getWaitingThreads: an answer about the threads awaiting the condition
// (in the order they began to), asked by the lock's owner; syncOf finds
// the lock's Sync.
func conditionQuery(syncOf func(vm *VM, lock *Object) *Object, answer func(t *Thread, waiters []monitor.ThreadID) Value) Native {
	return func(t *Thread, a []Value) Value {
		lock, cond := a[0].R, a[1].R
		if !t.nullCheck(cond) {
			return nothing
		}
		sync := syncOf(t.vm, lock)
		if t.vm.conditionLock(cond) != sync {
			t.ThrowNew("java/lang/IllegalArgumentException", "not owner")
			return nothing
		}
		if ownerID(sync) != t.ID {
			t.ThrowNew("java/lang/IllegalMonitorStateException", "")
			return nothing
		}
		return answer(t, monitorOf(cond).Waiters)
	}
}

func waitersAny(_ *Thread, w []monitor.ThreadID) Value   { return Bool(len(w) > 0) }
func waitersCount(_ *Thread, w []monitor.ThreadID) Value { return Int(int32(len(w))) }

// waitingThreads is getWaitingThreads: the awaiting threads, longest
// waiting first, as the JDK's list (built from its condition queue's
// head).
func waitingThreads(t *Thread, w []monitor.ThreadID) Value {
	ths := t.vm.threadsByID(w)
	out := make([]*Object, len(ths))
	for i, th := range ths {
		out[i] = th.Obj
	}
	return threadList(t, out)
}

// queuedThreads is getQueuedThreads of a lock or semaphore: its queue q
// (lockQueue, semaphoreQueue) as a list, newest first as the JDK's
// (which walks its queue from the tail; of a non-fair one, whose arrival
// order the model does not keep, in no particular order, which the
// JDK's documentation allows). filter, if not nil, keeps the threads
// whose next operation it accepts (a read-write lock's queued writers or
// readers).
func queuedThreads(t *Thread, q []*Thread, filter func(op *Op) bool) Value {
	out := make([]*Object, 0, len(q))
	for i := len(q) - 1; i >= 0; i-- {
		if filter == nil || filter(&q[i].next) {
			out = append(out, q[i].Obj)
		}
	}
	return threadList(t, out)
}

// threadList makes a java.util.ArrayList of the given threads, the
// collection the JDK's queue queries return: a new list, which no other
// thread can reach, filled by its own add.
func threadList(t *Thread, threads []*Object) Value {
	list := t.vm.must("java/util/ArrayList")
	return t.initThen(list, func() Value {
		o := t.newObject(list)
		if o == nil {
			return nothing
		}
		add := resolveMethod(list, "add", "(Ljava/lang/Object;)Z")
		var fill func(i int) Value
		fill = func(i int) Value {
			if i == len(threads) {
				return Ref(o)
			}
			t.Call(add, []Value{Ref(o), Ref(threads[i])}, func(t *Thread, _ Value, exc *Object) Value {
				if exc != nil {
					t.Throw(exc)
					return nothing
				}
				return fill(i + 1)
			})
			return nothing
		}
		t.Call(resolveMethod(list, "<init>", "()V"), []Value{Ref(o)}, func(t *Thread, _ Value, exc *Object) Value {
			if exc != nil {
				t.Throw(exc)
				return nothing
			}
			return fill(0)
		})
		return nothing
	})
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
	// compensated: in a worker of a pool, ForkJoinPool.awaitCompensated
	// of the model runs this await, an untimed one, which the JDK's
	// AbstractQueuedSynchronizer blocks through ForkJoinPool.managedBlock
	// (the timed ones park without it).
	compensated bool
}

// visible is wait₁ of the await: visible when the thread holds the lock
// and is not interrupted (else it throws at once), and it does not call
// the pool's compensating await first (perform).
func (w await) visible(t *Thread, a []Value) (Op, bool) {
	cond := a[0].R
	sync := t.vm.conditionLock(cond)
	blocks := ownerID(sync) == t.ID && !(w.interruptible && t.interrupted())
	return Op{Kind: OpWait, Obj: sync, Cond: cond}, blocks && w.compensatingAwait(t, t.frames[len(t.frames)-1].method) == nil
}

// compensatingAwait is the ForkJoinPool model's method that runs this
// await (awaitCompensated), if the thread is a worker of the model's
// pools about to block in the await and the caller (the method the
// await is called from) is not that method already; else nil.
func (w await) compensatingAwait(t *Thread, caller *Method) *Method {
	if !w.compensated || !isForkJoinWorker(t.Obj.Class) {
		return nil
	}
	m := t.vm.must("java/util/concurrent/ForkJoinPool").DeclaredMethod("awaitCompensated", "(Ljava/util/concurrent/locks/Condition;Z)V")
	if m == nil || m == caller {
		return nil
	}
	return m
}

// isForkJoinWorker reports whether c is ForkJoinWorkerThread or a
// subclass.
func isForkJoinWorker(c *Class) bool {
	for ; c != nil; c = c.Super {
		if c.Name == "java/util/concurrent/ForkJoinWorkerThread" {
			return true
		}
	}
	return false
}

// perform is wait₁: release the lock wholly, join the condition's wait
// set, and stop with wait₂ (OpWake) next, which re-acquires the lock
// once the thread is signalled (or, timed, at any time: the timeout) and
// sets what the method returns (Thread.wake).
func (w await) perform(t *Thread, a []Value) Value {
	cond := a[0].R
	sync := t.vm.conditionLock(cond)
	if ownerID(sync) != t.ID {
		t.ThrowNew("java/lang/IllegalMonitorStateException", "")
		return nothing
	}
	if w.interruptible && t.interrupted() {
		t.throwInterrupted()
		return nothing
	}
	if m := w.compensatingAwait(t, t.frames[len(t.frames)-2].method); m != nil {
		t.Call(m, []Value{Ref(cond), Bool(w.interruptible)}, func(t *Thread, _ Value, exc *Object) Value {
			if exc != nil {
				t.Throw(exc)
			}
			return nothing
		})
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
			var ok bool
			if nanos, ok = t.timeoutNanos(a[1], a[2]); !ok {
				return nothing
			}
		}
	}
	t.vm.touchMonitor(sync)
	t.vm.touchMonitor(cond)
	t.lkDepth, _ = monitorOf(sync).Await(t.ID, monitorOf(cond))
	t.dropHeld(sync)
	t.stopAt(Op{Kind: OpWake, Obj: sync, Cond: cond, Timed: w.timed, Uninterruptible: !w.interruptible, Returns: w.ret, Nanos: nanos, Due: t.vm.due(nanos)})
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
// set) and signalAll (every waiter does), by the lock's owner; at a fair
// lock the signalled threads join its queue.
func conditionSignal(all bool) Native {
	return func(t *Thread, a []Value) Value {
		cond := a[0].R
		cm := monitorOf(cond)
		if len(cm.Waiters) > 0 {
			t.vm.touchMonitor(cond)
		}
		sync := t.vm.conditionLock(cond)
		signalled := cm.Waiters
		if !all && len(signalled) > 1 {
			signalled = signalled[:1]
		}
		signalled = slices.Clone(signalled)
		lm := monitorOf(sync)
		if lm.Signal(t.ID, cm, all) != nil {
			t.ThrowNew("java/lang/IllegalMonitorStateException", "")
			return nothing
		}
		t.vm.notified(signalled)
		if isFair(sync) && len(signalled) > 0 {
			// The JDK moves a signalled thread to the tail of the
			// lock's queue, where it waits its turn.
			t.vm.touchMonitor(sync)
			for _, w := range signalled {
				lm.Enqueue(w)
			}
		}
		return nothing
	}
}
