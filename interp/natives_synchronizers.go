package interp

import "slices"

// The model of java.util.concurrent's CountDownLatch and Semaphore as
// synchronization objects (Stoller 2002 §3.3), like the ReentrantLock
// model (natives_locks.go). Both are an AbstractQueuedSynchronizer whose
// volatile state word is the latch's count or the semaphore's permits;
// run as bytecode, every read and compare-and-set of it, and the queue
// of parked threads, are visible operations. Modelled, the state word
// stays where the library keeps it (AQS.state of the object's Sync), so
// the library's own methods that read it (getCount, availablePermits,
// toString) agree with the model, and:
//
//   - countDown, release and a tryAcquire without timeout are one
//     visible write of the state word (OpWrite);
//   - await and acquire are OpAcquireShared: enabled once the count is
//     zero, or enough permits are available (then taken), or — for the
//     interruptible forms — the thread is interrupted, which throws
//     InterruptedException; the timed forms are enabled at any time and
//     return false, advancing the clock by the timeout, when they find
//     the count or the permits short (the timeout ended first).
//
// A fair semaphore grants in arrival order, as a fair lock does
// (natives_locks.go, arrive); a non-fair one keeps no arrival order (any
// blocked thread whose permits suffice may go first). hasQueuedThreads,
// getQueueLength and getQueuedThreads answer from the blocked threads (a
// query is dependent with every thread's arrival at an acquire of the
// semaphore).

const (
	countDownLatch = "java/util/concurrent/CountDownLatch"
	semaphore      = "java/util/concurrent/Semaphore"
)

// shared describes one of the blocking methods: a latch's await, which
// waits for a count of zero, or a semaphore's acquire of permits (read
// from the argument at index arg when arg > 0); whether an interrupt
// ends it; whether it has a timeout (time and TimeUnit as its last two
// arguments).
type shared struct {
	latch                bool
	permits, arg         int
	interruptible, timed bool
}

func init() {
	latch := map[string]shared{
		"await()V": {latch: true, interruptible: true},
		"await(JLjava/util/concurrent/TimeUnit;)Z": {latch: true, interruptible: true, timed: true},
	}
	sem := map[string]shared{
		"acquire()V":                 {permits: 1, interruptible: true},
		"acquire(I)V":                {arg: 1, interruptible: true},
		"acquireUninterruptibly()V":  {permits: 1},
		"acquireUninterruptibly(I)V": {arg: 1},
		"tryAcquire(JLjava/util/concurrent/TimeUnit;)Z":  {permits: 1, interruptible: true, timed: true},
		"tryAcquire(IJLjava/util/concurrent/TimeUnit;)Z": {arg: 1, interruptible: true, timed: true},
	}
	for class, methods := range map[string]map[string]shared{countDownLatch: latch, semaphore: sem} {
		fns := map[string]Native{}
		for sig, s := range methods {
			fns[sig] = s.perform
			visibleNatives[class+"."+sig] = s.visible
		}
		modelReplace(class, fns, nil)
	}
	// Writes of the state word that never block.
	writes := map[string]map[string]Native{
		countDownLatch: {"countDown()V": latchCountDown},
		semaphore: {
			"release()V":     semRelease(false),
			"release(I)V":    semRelease(true),
			"tryAcquire()Z":  semTryAcquire(false),
			"tryAcquire(I)Z": semTryAcquire(true),
			"drainPermits()I": func(t *Thread, a []Value) Value {
				sync := t.vm.synchronizer(a[0].R)
				n := t.vm.syncState(sync)
				t.vm.setSyncState(sync, 0)
				return Int(n)
			},
		},
	}
	for class, fns := range writes {
		modelReplace(class, fns, nil)
		for sig := range fns {
			visibleNatives[class+"."+sig] = func(t *Thread, a []Value) (Op, bool) {
				sync := t.vm.synchronizer(a[0].R)
				return Op{Kind: OpWrite, Obj: a[0].R, Loc: t.vm.syncStateLoc(sync)}, sync.Shared()
			}
		}
	}
	queries := map[string]Native{
		"hasQueuedThreads()Z": func(t *Thread, a []Value) Value { return Bool(len(t.vm.semaphoreQueue(a[0].R)) > 0) },
		"getQueueLength()I":   func(t *Thread, a []Value) Value { return Int(int32(len(t.vm.semaphoreQueue(a[0].R)))) },
		"getQueuedThreads()Ljava/util/Collection;": func(t *Thread, a []Value) Value {
			return queuedThreads(t, t.vm.semaphoreQueue(a[0].R), nil)
		},
	}
	modelReplace(semaphore, queries, nil)
	for sig := range queries {
		// Which threads are blocked depends on the permits (the state
		// word) and on which threads have arrived at an acquire (Queue).
		visibleNatives[semaphore+"."+sig] = func(t *Thread, a []Value) (Op, bool) {
			sync := t.vm.synchronizer(a[0].R)
			return Op{Kind: OpRead, Obj: a[0].R, Loc: t.vm.syncStateLoc(sync), Queue: true}, sync.Shared()
		}
	}
}

// Semaphores as locks. A Semaphore used as a mutex (acquire before,
// release after the accesses) protects data as a lock does, and lockset'
// (Stoller 2002 §6-7) must see that or it reports LD' violations on
// correct code. A thread holds a semaphore as a lock from an acquire
// that takes its last permit (available permits 0 afterwards) until its
// next release; any release of permits by a thread that holds none ends
// every thread's hold. So at most one thread holds a semaphore at a
// time, which is all lockset' needs of a lock: a hold begins only at an
// acquire of at least one permit that leaves none; while it lasts no
// permit is added (the holder's release ends it, anyone else's ends all
// holds), so no other acquire can succeed. Acquires and releases are
// visible operations already, which order the protected accesses in
// every execution, as acquiring and releasing a monitor do. Holds are
// bookkeeping for lockset' alone: they decide nothing the program sees.

// holdPermits notes that thread t took n permits of the semaphore's
// Sync: if none is left, t holds the semaphore as a lock.
func (t *Thread) holdPermits(sync *Object, n int32) {
	if n <= 0 || t.vm.syncState(sync) != 0 || slices.Contains(t.permitHeld, sync) {
		return
	}
	t.permitHeld = append(t.permitHeld[:len(t.permitHeld):len(t.permitHeld)], sync)
}

// releasePermits ends the holds that a release of n permits of the
// semaphore's Sync by t ends: t's own, and if t held none and gave back
// permits, every thread's (the permits may now let another thread in
// while the holder is still inside).
func (t *Thread) releasePermits(sync *Object, n int32) {
	if dropPermitHold(t, sync) || n == 0 {
		return
	}
	for _, th := range t.vm.threads {
		dropPermitHold(th, sync)
	}
}

// dropPermitHold ends t's hold of the semaphore's Sync, if it has one.
func dropPermitHold(t *Thread, sync *Object) bool {
	i := slices.Index(t.permitHeld, sync)
	if i < 0 {
		return false
	}
	t.permitHeld = slices.Delete(slices.Clone(t.permitHeld), i, i+1)
	return true
}

// PermitLock is the Semaphore Sync that a thread's pending operation
// may take as a lock (an acquire or tryAcquire of its permits), or nil.
func (vm *VM) PermitLock(op *Op) *Object {
	if (op.Kind == OpAcquireShared || op.Kind == OpWrite) && op.Obj != nil && op.Loc.Obj != nil &&
		derivesFrom(op.Obj.Class, semaphore) {
		return op.Loc.Obj
	}
	return nil
}

// semaphoreQueue lists the threads blocked acquiring permits of the
// semaphore: of a fair one its queue, in arrival order; else in thread
// order (a non-fair semaphore keeps no arrival order).
func (vm *VM) semaphoreQueue(sem *Object) []*Thread {
	if sync := vm.synchronizer(sem); isFair(sync) {
		return vm.threadsByID(monitorOf(sync).Queue)
	}
	var q []*Thread
	for _, th := range vm.Threads() {
		if !th.terminated && th.next.Kind == OpAcquireShared && th.next.Obj == sem && !th.guard() {
			q = append(q, th)
		}
	}
	return q
}

// synchronizer is the Sync object (an AbstractQueuedSynchronizer) of a
// CountDownLatch or Semaphore.
func (vm *VM) synchronizer(o *Object) *Object {
	return o.Fields[mustField(o.Class, "sync").Slot].R
}

// syncStateLoc is the location of a synchronizer's state word.
func (vm *VM) syncStateLoc(sync *Object) Location {
	return Location{Obj: sync, Slot: vm.aqsState().Slot}
}

func (vm *VM) aqsState() *Field {
	if vm.stateField == nil {
		vm.stateField = mustField(vm.must("java/util/concurrent/locks/AbstractQueuedSynchronizer"), "state")
	}
	return vm.stateField
}

func (vm *VM) syncState(sync *Object) int32 { return int32(sync.Fields[vm.aqsState().Slot].I) }

func (vm *VM) setSyncState(sync *Object, n int32) { sync.Fields[vm.aqsState().Slot] = Int(n) }

// want is the number of permits the call takes (none for a latch's
// await), or -1 if the argument is negative (IllegalArgumentException).
func (s shared) want(a []Value) int32 {
	if s.arg > 0 {
		if n := int32(a[s.arg].I); n >= 0 {
			return n
		}
		return -1
	}
	return int32(s.permits)
}

// visible is the blocking operation of an await or acquire: none when
// it throws at once (a negative argument, an interrupt before it), when
// it takes no permits (acquire(0) never waits), or when no other thread
// can reach the object and the call can go ahead.
func (s shared) visible(t *Thread, a []Value) (Op, bool) {
	op := s.op(t, a)
	sync, n := op.Loc.Obj, op.Permits
	if n < 0 || n == 0 && !s.latch || s.interruptible && t.interrupted() {
		return op, false
	}
	return op, sync.Shared() || !t.vm.available(&op)
}

// op is the operation of the await or acquire: of a fair semaphore's
// acquire without a timeout, the arrival (natives_locks.go, arrive).
func (s shared) op(t *Thread, a []Value) Op {
	sync := t.vm.synchronizer(a[0].R)
	op := Op{Kind: OpAcquireShared, Obj: a[0].R, Loc: t.vm.syncStateLoc(sync), Permits: s.want(a), Interruptible: s.interruptible, Timed: s.timed, Fair: !s.timed && isFair(sync)}
	if s.timed {
		op.Due = t.vm.due(unitNanos(a[len(a)-2], a[len(a)-1]))
	}
	return op
}

// available reports whether an OpAcquireShared can go ahead: the count
// is zero (a latch's await: Permits 0, which an acquire never is), or
// the permits suffice.
func (vm *VM) available(op *Op) bool {
	return acquirable(vm.syncState(op.Loc.Obj), op.Permits, op.Permits == 0)
}

// acquirable reports whether a latch at count state lets an await pass,
// or a semaphore with state permits has n of them.
func acquirable(state, n int32, latch bool) bool {
	if latch {
		return state == 0
	}
	return state >= n
}

// perform is the await or acquire once granted: throw if the argument is
// negative or the thread interrupted; at a fair semaphore, join the queue
// if another thread is queued or the permits are short; take the
// permits, or go on past a latch at zero; else (timed) the timeout ended
// first (a fair semaphore's timed acquire, which honours fairness, also
// while another thread is queued).
func (s shared) perform(t *Thread, a []Value) Value {
	sync := t.vm.synchronizer(a[0].R)
	n := s.want(a)
	if n < 0 {
		t.ThrowNew("java/lang/IllegalArgumentException", "")
		return nothing
	}
	if s.interruptible && t.interrupted() {
		t.throwInterrupted()
		return nothing
	}
	if n > 0 && t.arrive(s.op(t, a)) {
		return nothing
	}
	if !acquirable(t.vm.syncState(sync), n, s.latch) || s.timed && n > 0 && t.fairQueued(sync) {
		if !s.timed {
			fatalf("a blocked acquire of a synchronizer was scheduled")
		}
		if nanos, ok := t.timeoutNanos(a[len(a)-2], a[len(a)-1]); !ok {
			return nothing
		} else if nanos > 0 {
			t.vm.advanceClock(nanos)
		}
		return Bool(false)
	}
	if n > 0 {
		t.vm.setSyncState(sync, t.vm.syncState(sync)-n)
		t.holdPermits(sync, n)
	}
	return Bool(true)
}

// unitNanos converts a (time, TimeUnit) pair to nanoseconds, saturating,
// by the unit's scale field, without running code (0 for a null unit or
// one without the field): for Op.Due, before the call itself converts
// it with timeoutNanos.
func unitNanos(time, unit Value) int64 {
	if unit.R == nil {
		return 0
	}
	f := unit.R.Class.InstanceField("scale")
	if f == nil || f.Desc != "J" {
		return 0
	}
	return saturatedMul(max(time.I, 0), unit.R.Fields[f.Slot].I)
}

// timeoutNanos converts a (time, TimeUnit) pair to nanoseconds with the
// unit's own toNanos.
func (t *Thread) timeoutNanos(time, unit Value) (int64, bool) {
	if !t.nullCheck(unit.R) {
		return 0, false
	}
	v, exc := t.callJava(resolveMethod(unit.R.Class, "toNanos", "(J)J"), unit, time)
	if exc != nil {
		t.Throw(exc)
		return 0, false
	}
	return v.I, true
}

// latchCountDown is CountDownLatch.countDown: the count drops by one,
// unless it is zero already.
func latchCountDown(t *Thread, a []Value) Value {
	sync := t.vm.synchronizer(a[0].R)
	if n := t.vm.syncState(sync); n > 0 {
		t.vm.setSyncState(sync, n-1)
	}
	return nothing
}

// semRelease is Semaphore.release and release(n): the permits grow (an
// Error if they would overflow, as in the JDK).
func semRelease(counted bool) Native {
	return func(t *Thread, a []Value) Value {
		n, ok := permitsArg(t, a, counted)
		if !ok {
			return nothing
		}
		sync := t.vm.synchronizer(a[0].R)
		next := t.vm.syncState(sync) + n
		if next < t.vm.syncState(sync) {
			t.ThrowNew("java/lang/Error", "Maximum permit count exceeded")
			return nothing
		}
		t.vm.setSyncState(sync, next)
		t.releasePermits(sync, n)
		return nothing
	}
}

// semTryAcquire is Semaphore.tryAcquire() and tryAcquire(n): take the
// permits if there are enough, else return false.
func semTryAcquire(counted bool) Native {
	return func(t *Thread, a []Value) Value {
		n, ok := permitsArg(t, a, counted)
		if !ok {
			return nothing
		}
		sync := t.vm.synchronizer(a[0].R)
		have := t.vm.syncState(sync)
		if have < n {
			return Bool(false)
		}
		t.vm.setSyncState(sync, have-n)
		t.holdPermits(sync, n)
		return Bool(true)
	}
}

// permitsArg is the number of permits of release(n) or tryAcquire(n)
// (counted), else 1; a negative count throws IllegalArgumentException.
func permitsArg(t *Thread, a []Value, counted bool) (int32, bool) {
	if !counted {
		return 1, true
	}
	n := int32(a[1].I)
	if n < 0 {
		t.ThrowNew("java/lang/IllegalArgumentException", "")
		return 0, false
	}
	return n, true
}
