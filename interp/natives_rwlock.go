package interp

import "github.com/jcheck/jcheck/monitor"

// The model of java.util.concurrent.locks.ReentrantReadWriteLock as a
// synchronization object (Stoller 2002 §3.3), like the ReentrantLock
// model (natives_locks.go): the lock is the monitor of the lock's Sync
// object, which no program code can reach. The write lock is the
// monitor's ownership (reentrant, with a depth), the read lock its
// shared holds (monitor.Monitor.Readers): lock() of either side is an
// acquire of that side, the last unlock a visible release, tryLock and
// the queries visible operations that cannot block. Either side held
// counts as a lock for LD' the way Eraser treats read-write locks: a
// read holding the read lock is protected by it, a write only by the
// write lock; happens-before runs from every release to every later
// acquire (the JDK's AQS state word is a volatile both sides update).
//
// Behaviour follows the JDK's non-fair implementation:
//   - a writer waits until no thread holds either side, its own read
//     hold included: a read lock cannot be upgraded (the thread blocks
//     forever, as in the JDK);
//   - the owner of the write lock may take the read lock (downgrade);
//   - a thread that holds the read lock takes it again at once;
//   - a thread that takes the read lock afresh waits while another
//     thread is blocked taking the write lock (the JDK's readers give
//     way to a writer at the head of the queue, so that writers do not
//     starve; the model has no arrival order, and treats every blocked
//     writer as the head — a reader that arrived before the writer can
//     take the lock before the writer arrives);
//   - tryLock() of the read lock does not give way (as the JDK's
//     tryReadLock), the timed tryLock does, and returns false at once,
//     advancing the clock by its timeout, if it cannot take the lock
//     then (the timeout ended first);
//   - unlock by a thread that does not hold the side throws
//     IllegalMonitorStateException; the write lock's Conditions are
//     those of ReentrantLock's model; the read lock has none.
//
// A fair lock grants both sides in arrival order (natives_locks.go,
// arrive): a thread that takes either side afresh joins the queue while
// another thread is queued or the side is unavailable, and readers and
// writers take their turn at its head; a reader's own holds let it in at
// once, as the JDK's reentrant read acquires.

const (
	rwLock      = "java/util/concurrent/locks/ReentrantReadWriteLock"
	rwSync      = "java/util/concurrent/locks/ReentrantReadWriteLock$Sync"
	rwReadLock  = "java/util/concurrent/locks/ReentrantReadWriteLock$ReadLock"
	rwWriteLock = "java/util/concurrent/locks/ReentrantReadWriteLock$WriteLock"
)

// LockSide is the side of a read-write lock an acquire or release takes:
// the whole lock (a monitor, a ReentrantLock), or the write or read lock
// of a ReentrantReadWriteLock.
type LockSide uint8

const (
	WholeLock LockSide = iota
	WriteSide
	ReadSide
)

// sideName prefixes the lock's name in descriptions of operations.
var sideName = [...]string{WholeLock: "", WriteSide: "the write lock of ", ReadSide: "the read lock of "}

func init() {
	// The write lock: ReentrantLock's model on the Sync's monitor, with
	// the readers keeping it out (monitor.Monitor.CanAcquire).
	writeFns := map[string]Native{
		"lock()V":              rwLockNative(syncLock(false, WriteSide)),
		"lockInterruptibly()V": rwLockNative(syncLock(true, WriteSide)),
		"tryLock()Z":           func(t *Thread, a []Value) Value { return tryWrite(t, t.vm.rwSync(a[0].R), false, 0) },
		"tryLock(JLjava/util/concurrent/TimeUnit;)Z": func(t *Thread, a []Value) Value {
			nanos, ok := t.timeoutNanos(a[1], a[2])
			if !ok {
				return nothing
			}
			return tryWrite(t, t.vm.rwSync(a[0].R), true, nanos)
		},
		"unlock()V": func(t *Thread, a []Value) Value {
			if !t.release(t.vm.rwSync(a[0].R)) {
				t.ThrowNew("java/lang/IllegalMonitorStateException", "")
			}
			return nothing
		},
	}
	modelReplace(rwWriteLock, writeFns, nil)
	visibleNatives[rwWriteLock+".lock()V"] = func(t *Thread, a []Value) (Op, bool) {
		return writeAcquire(t, a[0].R, false)
	}
	visibleNatives[rwWriteLock+".lockInterruptibly()V"] = func(t *Thread, a []Value) (Op, bool) {
		op, ok := writeAcquire(t, a[0].R, true)
		return op, ok && !t.interrupted()
	}
	visibleNatives[rwWriteLock+".tryLock()Z"] = func(t *Thread, a []Value) (Op, bool) { return tryVisible(t, t.vm.rwSync(a[0].R)) }
	visibleNatives[rwWriteLock+".tryLock(JLjava/util/concurrent/TimeUnit;)Z"] = func(t *Thread, a []Value) (Op, bool) {
		op, ok := tryVisible(t, t.vm.rwSync(a[0].R))
		op.Timed, op.Due = a[1].I > 0, t.vm.due(unitNanos(a[1], a[2]))
		return op, ok && !t.interrupted()
	}
	visibleNatives[rwWriteLock+".unlock()V"] = func(t *Thread, a []Value) (Op, bool) {
		sync := t.vm.rwSync(a[0].R)
		m := monitorOf(sync)
		return Op{Kind: OpRelease, Obj: sync, Side: WriteSide}, m.Owner == t.ID && m.Depth == 1 && sync.Shared()
	}

	readFns := map[string]Native{
		"lock()V":              readLock(false),
		"lockInterruptibly()V": readLock(true),
		"tryLock()Z": func(t *Thread, a []Value) Value {
			sync := t.vm.rwSync(a[0].R)
			if !monitorOf(sync).CanAcquireShared(t.ID) {
				t.vm.touchMonitor(sync)
				return Bool(false)
			}
			t.takeShared(sync)
			return Bool(true)
		},
		"tryLock(JLjava/util/concurrent/TimeUnit;)Z": func(t *Thread, a []Value) Value {
			sync := t.vm.rwSync(a[0].R)
			nanos, ok := t.timeoutNanos(a[1], a[2])
			if !ok {
				return nothing
			}
			if t.interrupted() {
				t.throwInterrupted()
				return nothing
			}
			if !t.canRead(sync) {
				t.vm.touchMonitor(sync)
				if nanos > 0 {
					t.vm.advanceClock(nanos)
				}
				return Bool(false)
			}
			t.takeShared(sync)
			return Bool(true)
		},
		"unlock()V": func(t *Thread, a []Value) Value {
			if !t.releaseShared(t.vm.rwSync(a[0].R)) {
				t.ThrowNew("java/lang/IllegalMonitorStateException", "attempt to unlock read lock, not locked by current thread")
			}
			return nothing
		},
	}
	modelReplace(rwReadLock, readFns, nil)
	visibleNatives[rwReadLock+".lock()V"] = func(t *Thread, a []Value) (Op, bool) { return readAcquire(t, a[0].R, false) }
	visibleNatives[rwReadLock+".lockInterruptibly()V"] = func(t *Thread, a []Value) (Op, bool) {
		op, ok := readAcquire(t, a[0].R, true)
		return op, ok && !t.interrupted()
	}
	readTry := func(t *Thread, a []Value) (Op, bool) {
		sync := t.vm.rwSync(a[0].R)
		m := monitorOf(sync)
		op := Op{Kind: OpTryLock, Obj: sync}
		// The thread's own holds keep every writer out: the answer
		// cannot change.
		return op, sync.Shared() && m.Owner != t.ID && m.SharedHolds(t.ID) == 0
	}
	visibleNatives[rwReadLock+".tryLock()Z"] = readTry
	visibleNatives[rwReadLock+".tryLock(JLjava/util/concurrent/TimeUnit;)Z"] = func(t *Thread, a []Value) (Op, bool) {
		op, ok := readTry(t, a)
		op.Timed, op.Due, op.Side = a[1].I > 0, t.vm.due(unitNanos(a[1], a[2])), ReadSide
		// Whether it must give way to a writer depends on the writers'
		// arrival (Queue).
		op.Queue = true
		return op, ok && !t.interrupted()
	}
	visibleNatives[rwReadLock+".unlock()V"] = func(t *Thread, a []Value) (Op, bool) {
		sync := t.vm.rwSync(a[0].R)
		return Op{Kind: OpRelease, Obj: sync, Side: ReadSide}, monitorOf(sync).SharedHolds(t.ID) == 1 && sync.Shared()
	}

	// The Sync's queries, which the lock's public methods and toString
	// call. Those about the thread's own holds cannot change by another
	// thread's step.
	syncFns := map[string]Native{
		"getOwner()Ljava/lang/Thread;": syncQuery(func(t *Thread, sync *Object, _ []Value) Value {
			if o := t.vm.threadByID(ownerID(sync)); o != nil {
				return Ref(o.Obj)
			}
			return Ref(nil)
		}),
		"getReadLockCount()I": syncQuery(func(t *Thread, sync *Object, _ []Value) Value { return Int(int32(monitorOf(sync).SharedCount())) }),
		"isWriteLocked()Z":    syncQuery(func(t *Thread, sync *Object, _ []Value) Value { return Bool(ownerID(sync) != monitor.Free) }),
		"getCount()I": syncQuery(func(t *Thread, sync *Object, _ []Value) Value {
			// The JDK's state word: read holds in the high half, the
			// write lock's depth in the low one.
			m := monitorOf(sync)
			return Int(int32(m.SharedCount()<<16 | m.Depth))
		}),
		"isHeldExclusively()Z": func(t *Thread, a []Value) Value { return Bool(ownerID(a[0].R) == t.ID) },
		"getWriteHoldCount()I": func(t *Thread, a []Value) Value {
			if m := monitorOf(a[0].R); m.Owner == t.ID {
				return Int(int32(m.Depth))
			}
			return Int(0)
		},
		"getReadHoldCount()I": func(t *Thread, a []Value) Value { return Int(int32(monitorOf(a[0].R).SharedHolds(t.ID))) },
	}
	modelReplace(rwSync, syncFns, nil)
	for _, sig := range []string{"getOwner()Ljava/lang/Thread;", "getReadLockCount()I", "isWriteLocked()Z", "getCount()I"} {
		visibleNatives[rwSync+"."+sig] = func(t *Thread, a []Value) (Op, bool) {
			sync := a[0].R
			// A reader's own hold does not keep other readers from
			// changing the answer; only the write lock's owner is alone.
			return Op{Kind: OpTryLock, Obj: sync}, ownerID(sync) != t.ID && sync.Shared()
		}
	}

	lockFns := map[string]Native{
		"hasQueuedThreads()Z":                                                             queryOf((*VM).rwSync, func(t *Thread, sync *Object, _ []Value) Value { return Bool(len(lockQueue(t.vm, sync)) > 0) }),
		"getQueueLength()I":                                                               queryOf((*VM).rwSync, func(t *Thread, sync *Object, _ []Value) Value { return Int(int32(len(lockQueue(t.vm, sync)))) }),
		"hasQueuedThread(Ljava/lang/Thread;)Z":                                            queryOf((*VM).rwSync, lockHasQueuedThread),
		"hasWaiters(Ljava/util/concurrent/locks/Condition;)Z":                             conditionQuery((*VM).rwSync, waitersAny),
		"getWaitQueueLength(Ljava/util/concurrent/locks/Condition;)I":                     conditionQuery((*VM).rwSync, waitersCount),
		"getQueuedThreads()Ljava/util/Collection;":                                        rwQueued(nil),
		"getQueuedWriterThreads()Ljava/util/Collection;":                                  rwQueued(func(op *Op) bool { return op.Side != ReadSide }),
		"getQueuedReaderThreads()Ljava/util/Collection;":                                  rwQueued(func(op *Op) bool { return op.Side == ReadSide }),
		"getWaitingThreads(Ljava/util/concurrent/locks/Condition;)Ljava/util/Collection;": conditionQuery((*VM).rwSync, waitingThreads),
	}
	modelReplace(rwLock, lockFns, nil)
	for _, sig := range []string{"hasQueuedThreads()Z", "getQueueLength()I", "hasQueuedThread(Ljava/lang/Thread;)Z", "getQueuedThreads()Ljava/util/Collection;", "getQueuedWriterThreads()Ljava/util/Collection;", "getQueuedReaderThreads()Ljava/util/Collection;"} {
		visibleNatives[rwLock+"."+sig] = func(t *Thread, a []Value) (Op, bool) {
			sync := t.vm.rwSync(a[0].R)
			return Op{Kind: OpTryLock, Obj: sync, Queue: true}, sync.Shared()
		}
	}
}

// rwQueued is getQueuedThreads of a read-write lock, and with a filter
// of the queued threads' operations getQueuedWriterThreads (an acquire
// of the write lock, or the re-acquire of an await of its Condition)
// and getQueuedReaderThreads.
func rwQueued(filter func(op *Op) bool) Native {
	return queryOf((*VM).rwSync, func(t *Thread, sync *Object, _ []Value) Value {
		return queuedThreads(t, lockQueue(t.vm, sync), filter)
	})
}

// rwSync is the Sync object of a ReentrantReadWriteLock or of one of its
// two sides: each keeps it in a field named sync.
func (vm *VM) rwSync(o *Object) *Object { return o.Fields[mustField(o.Class, "sync").Slot].R }

// isRWSync reports whether c is a ReentrantReadWriteLock's Sync (its
// fair or non-fair subclass).
func isRWSync(c *Class) bool { return derivesFrom(c, rwSync) }

// derivesFrom reports whether c is the class of that name or a subclass
// of it, without loading the class of that name.
func derivesFrom(c *Class, name string) bool {
	for ; c != nil; c = c.Super {
		if c.Name == name {
			return true
		}
	}
	return false
}

// ReadWriteLock reports whether o is the Sync of a
// ReentrantReadWriteLock or of a StampedLock, whose monitor the model
// uses as a read-write lock.
func (o *Object) ReadWriteLock() bool { return isRWSync(o.Class) || isStampedSync(o) }

// rwLockNative applies a native of ReentrantLock's Sync (which takes the
// Sync as its receiver) to the Sync of a read-write lock's side.
func rwLockNative(n Native) Native {
	return func(t *Thread, a []Value) Value {
		return n(t, append([]Value{Ref(t.vm.rwSync(a[0].R))}, a[1:]...))
	}
}

// writeAcquire is the visible operation of the write lock's lock(): none
// when the thread owns the write lock already, or no other thread can
// reach the lock and it can be taken at once (a thread that holds the
// read lock alone blocks on itself: it stops there for good).
func writeAcquire(t *Thread, side *Object, interruptible bool) (Op, bool) {
	sync := t.vm.rwSync(side)
	m := monitorOf(sync)
	return Op{Kind: OpAcquire, Obj: sync, Side: WriteSide, Interruptible: interruptible}, m.Owner != t.ID && (sync.Shared() || !m.CanAcquire(t.ID))
}

// readAcquire is the visible operation of the read lock's lock(): none
// when the thread holds either side already (nothing can keep it out) or
// no other thread can reach the lock. It reads which writers have
// arrived (Queue: a reader gives way to a blocked writer).
func readAcquire(t *Thread, side *Object, interruptible bool) (Op, bool) {
	sync := t.vm.rwSync(side)
	m := monitorOf(sync)
	op := Op{Kind: OpAcquire, Obj: sync, Side: ReadSide, Interruptible: interruptible, Fair: isFair(sync)}
	return op, sync.Shared() && m.Owner != t.ID && m.SharedHolds(t.ID) == 0
}

// readLock is the read lock's lock() and lockInterruptibly() once
// granted; at a fair lock, a thread that holds neither side joins the
// queue unless it can take the read lock now and no thread is queued.
func readLock(interruptible bool) Native {
	return func(t *Thread, a []Value) Value {
		sync := t.vm.rwSync(a[0].R)
		if interruptible && t.interrupted() {
			t.throwInterrupted()
			return nothing
		}
		m := monitorOf(sync)
		if m.Owner != t.ID && m.SharedHolds(t.ID) == 0 && t.arrive(Op{Kind: OpAcquire, Obj: sync, Side: ReadSide, Interruptible: interruptible, Fair: isFair(sync)}) {
			return nothing
		}
		t.takeShared(sync)
		return nothing
	}
}

// tryWrite is the write lock's tryLock, untimed or with a timeout of
// nanos: take the lock if no other thread holds either side, else return
// false (timed: the timeout ended first, and the clock advances by it).
func tryWrite(t *Thread, sync *Object, timed bool, nanos int64) Value {
	if timed && t.interrupted() {
		t.throwInterrupted()
		return nothing
	}
	if !monitorOf(sync).CanAcquire(t.ID) {
		t.vm.touchMonitor(sync)
		if timed && nanos > 0 {
			t.vm.advanceClock(nanos)
		}
		return Bool(false)
	}
	t.take(sync)
	return Bool(true)
}

// canRead is the guard of the read lock's acquire: no other thread owns
// the write lock, and the thread holds a side already or no other thread
// is blocked taking the write lock (at a fair lock: no other thread is
// queued).
func (t *Thread) canRead(sync *Object) bool {
	m := monitorOf(sync)
	if !m.CanAcquireShared(t.ID) {
		return false
	}
	if m.Owner == t.ID || m.SharedHolds(t.ID) > 0 {
		return true
	}
	if isFair(sync) {
		return m.First(t.ID)
	}
	return !t.vm.writerWaiting(sync, t)
}

// writerWaiting reports whether a thread other than t is blocked taking
// the write lock of sync: about to acquire it, or signalled in an await
// of one of the lock's Conditions and about to re-acquire it, and unable
// to.
func (vm *VM) writerWaiting(sync *Object, t *Thread) bool {
	for _, w := range vm.threads {
		if w != t && w.atWriteLock(sync) && !w.guard() {
			return true
		}
	}
	return false
}

// WriterAt reports whether a thread other than t is about to take the
// write lock of sync (blocked or not) or awaits one of its Conditions.
// While none is, the read lock's acquires and releases commute: which
// reader goes first changes neither the lock nor whether a writer keeps
// a reader out.
func (vm *VM) WriterAt(sync *Object, t *Thread) bool {
	for _, w := range vm.threads {
		if w != t && w.atWriteLock(sync) {
			return true
		}
	}
	return false
}

// atWriteLock reports whether the thread's next operation takes the
// write lock of sync (an acquire, or the re-acquire of an await).
func (t *Thread) atWriteLock(sync *Object) bool {
	op := &t.next
	return !t.terminated && !t.dormant && op.Obj == sync && (op.Kind == OpAcquire && op.Side == WriteSide || op.Kind == OpWake)
}

// takeShared takes a read hold of the lock; the first one is an acquire
// of the lock for happens-before and LD'.
func (t *Thread) takeShared(sync *Object) {
	t.vm.touchMonitor(sync)
	m := monitorOf(sync)
	if !m.CanAcquireShared(t.ID) {
		fatalf("thread %d took the read lock of a lock whose write lock thread %d holds: the scheduler ran a disabled transition", t.ID, m.Owner)
	}
	m.AcquireShared(t.ID)
	if m.SharedHolds(t.ID) == 1 {
		t.readHeld = append(t.readHeld[:len(t.readHeld):len(t.readHeld)], sync)
		t.vm.syncEvent(true, sync, nil)
	}
}

// releaseShared gives back a read hold; false if the thread has none.
func (t *Thread) releaseShared(sync *Object) bool {
	m := monitorOf(sync)
	if m.SharedHolds(t.ID) == 0 {
		return false
	}
	t.vm.touchMonitor(sync)
	_ = m.ReleaseShared(t.ID)
	if m.SharedHolds(t.ID) == 0 {
		t.vm.syncEvent(false, sync, nil)
		for i, h := range t.readHeld {
			if h == sync {
				t.readHeld = append(append(make([]*Object, 0, len(t.readHeld)-1), t.readHeld[:i]...), t.readHeld[i+1:]...)
				break
			}
		}
	}
	return true
}
