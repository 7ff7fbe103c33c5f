package interp

import "github.com/jcheck/jcheck/monitor"

// The model of java.util.concurrent.locks.StampedLock as a
// synchronization object (Stoller 2002 §3.3), like the read-write lock's
// (natives_rwlock.go). The library builds it from a volatile state word
// changed by compare-and-set, a queue of parked threads and spinning, so
// that a thread waiting for it spins through visible operations without
// end; interp/models' StampedLock.java keeps the JDK's API and declares
// these natives. The lock is the monitor of the StampedLock's Sync
// object, which no program code can reach, in its read-write form: the
// write lock is its ownership, the read lock its shared holds. The
// JDK's state word is kept beside it (state, readerOverflow), so that
// stamps are the JDK's numbers and a stamp is valid exactly when the
// JDK's would be.
//
// Behaviour follows the JDK's implementation (JDK 17 to 25):
//   - neither side is reentrant: a thread that holds the write lock and
//     asks for either side waits for itself, for good;
//   - a reader waits only while a thread holds the write lock (the JDK's
//     readers barge past queued writers);
//   - a stamp is not a thread's: unlockWrite, unlockRead, unlock and the
//     conversions act on the holds whoever took them (the model releases
//     the calling thread's own hold if it has one, else the hold of the
//     holder with the smallest number);
//   - the timed tryReadLock and tryWriteLock take the lock if they can
//     now, else return 0 at once, advancing the clock by their timeout
//     (the timeout ended first), as the read-write lock's timed tryLock.
//
// An optimistic read (tryOptimisticRead … validate) reads data a writer
// may change meanwhile; validate tells the program whether one did. Such
// reads are data races under the Java memory model, and the program
// discards what they returned when validate fails. LD' and
// happens-before judge them at their end instead of where they happen
// (Access.Optimistic, StepResult.Settled): validated, they count as
// reads holding the read lock made where validate ran, which orders them
// as a read lock's release would; not validated (the thread read on
// without validating), as the plain reads they are; overlapped by a
// writer (validate failed), they are not judged, and the search makes
// their locations scheduling points (reduction: the race-adaptive
// search), so that the torn states a writer between them can show are
// explored too.

const (
	stampedLock = "java/util/concurrent/locks/StampedLock"
	stampedSync = stampedLock + "$Sync"
)

// The JDK's state word: a version in the high bits, the write bit, and
// a count of read holds that saturates at slRFull (the rest in
// readerOverflow).
const (
	slRUnit  int64 = 1
	slWBit   int64 = 1 << 7
	slRBits        = slWBit - 1
	slRFull        = slRBits - 1
	slABits        = slRBits | slWBit
	slSBits        = ^slRBits
	slOrigin       = slWBit << 1
)

// stamped is a StampedLock's model state: its Sync and the fields of its
// state word.
type stamped struct {
	sync            *Object
	state, overflow *Value
}

func (vm *VM) stampedOf(lock *Object) stamped {
	slots := vm.stampedSlots
	if slots == nil {
		c := lock.Class
		for c.Name != stampedLock {
			c = c.Super // a program's subclass: the model's own fields
		}
		slots = &[3]int{mustField(c, "sync").Slot, mustField(c, "state").Slot, mustField(c, "readerOverflow").Slot}
		vm.stampedSlots = slots
	}
	return stamped{sync: lock.Fields[slots[0]].R, state: &lock.Fields[slots[1]], overflow: &lock.Fields[slots[2]]}
}

// isStampedSync reports whether o is the Sync of a StampedLock.
func isStampedSync(o *Object) bool { return o != nil && o.Class.Name == stampedSync }

// unlockWriteState is the JDK's: the state after the write lock's
// release, its version advanced.
func unlockWriteState(s int64) int64 {
	if s += slWBit; s == 0 {
		return slOrigin
	}
	return s
}

func init() {
	fns := map[string]Native{
		"writeLock()J":              stampedAcquireNative(WriteSide, false),
		"writeLockInterruptibly()J": stampedAcquireNative(WriteSide, true),
		"tryWriteLock()J":           stampedTry(WriteSide, false),
		"tryWriteLockNanos(J)J":     stampedTry(WriteSide, true),
		"readLock()J":               stampedAcquireNative(ReadSide, false),
		"readLockInterruptibly()J":  stampedAcquireNative(ReadSide, true),
		"tryReadLock()J":            stampedTry(ReadSide, false),
		"tryReadLockNanos(J)J":      stampedTry(ReadSide, true),
		"tryOptimisticRead()J": func(t *Thread, a []Value) Value {
			l := t.vm.stampedOf(a[0].R)
			t.readStamped(l)
			// The reads that follow a 0 stamp (the lock was write-locked)
			// are an optimistic read too, which validate(0) fails.
			t.beginOptimistic(l.sync)
			if s := l.state.I; s&slWBit == 0 {
				return Long(s & slSBits)
			}
			return Long(0)
		},
		"validate(J)Z": func(t *Thread, a []Value) Value {
			l := t.vm.stampedOf(a[0].R)
			t.readStamped(l)
			valid := a[1].I&slSBits == l.state.I&slSBits
			if t.optimistic == l.sync {
				t.settleOptimistic(valid)
			}
			return Bool(valid)
		},
		"unlockWrite(J)V": func(t *Thread, a []Value) Value {
			l := t.vm.stampedOf(a[0].R)
			if l.state.I != a[1].I || a[1].I&slWBit == 0 {
				t.ThrowNew("java/lang/IllegalMonitorStateException", "")
				return nothing
			}
			t.releaseStampedWrite(l)
			return nothing
		},
		"unlockRead(J)V": func(t *Thread, a []Value) Value {
			l := t.vm.stampedOf(a[0].R)
			stamp, s := a[1].I, l.state.I
			if stamp&slRBits == 0 || s&slSBits != stamp&slSBits || s&slRBits == 0 {
				t.ThrowNew("java/lang/IllegalMonitorStateException", "")
				return nothing
			}
			t.releaseStampedRead(l)
			return nothing
		},
		"tryConvertToWriteLock(J)J":      stampedToWrite,
		"tryConvertToReadLock(J)J":       stampedToRead,
		"tryConvertToOptimisticRead(J)J": stampedToOptimistic,
		"tryUnlockWrite()Z": func(t *Thread, a []Value) Value {
			l := t.vm.stampedOf(a[0].R)
			t.readStamped(l)
			if l.state.I&slWBit == 0 {
				return Bool(false)
			}
			t.releaseStampedWrite(l)
			return Bool(true)
		},
		"tryUnlockRead()Z": func(t *Thread, a []Value) Value {
			l := t.vm.stampedOf(a[0].R)
			t.readStamped(l)
			if m := l.state.I & slABits; m == 0 || m >= slWBit {
				return Bool(false)
			}
			t.releaseStampedRead(l)
			return Bool(true)
		},
		"isWriteLocked()Z": stampedQuery(func(l stamped) Value { return Bool(l.state.I&slWBit != 0) }),
		"isReadLocked()Z":  stampedQuery(func(l stamped) Value { return Bool(l.state.I&slRBits != 0) }),
		"getReadLockCount()I": stampedQuery(func(l stamped) Value {
			return Int(int32(readCount(l)))
		}),
		"lockState()I": stampedQuery(func(l stamped) Value {
			// toString's: -1 write-locked, else the read holds.
			if l.state.I&slWBit != 0 {
				return Int(-1)
			}
			return Int(int32(readCount(l)))
		}),
	}
	register(stampedLock, fns)

	visibleNatives[stampedLock+".writeLock()J"] = func(t *Thread, a []Value) (Op, bool) { return stampedAcquire(t, a[0].R, WriteSide, false) }
	visibleNatives[stampedLock+".writeLockInterruptibly()J"] = func(t *Thread, a []Value) (Op, bool) {
		op, ok := stampedAcquire(t, a[0].R, WriteSide, true)
		return op, ok && !t.interrupted()
	}
	visibleNatives[stampedLock+".readLock()J"] = func(t *Thread, a []Value) (Op, bool) { return stampedAcquire(t, a[0].R, ReadSide, false) }
	visibleNatives[stampedLock+".readLockInterruptibly()J"] = func(t *Thread, a []Value) (Op, bool) {
		op, ok := stampedAcquire(t, a[0].R, ReadSide, true)
		return op, ok && !t.interrupted()
	}
	query := func(t *Thread, a []Value) (Op, bool) {
		sync := t.vm.stampedOf(a[0].R).sync
		return Op{Kind: OpTryLock, Obj: sync}, sync.Shared()
	}
	for _, sig := range []string{"tryWriteLock()J", "tryReadLock()J", "tryOptimisticRead()J", "validate(J)Z",
		"tryConvertToWriteLock(J)J", "tryConvertToReadLock(J)J", "tryConvertToOptimisticRead(J)J",
		"isWriteLocked()Z", "isReadLocked()Z", "getReadLockCount()I", "lockState()I"} {
		visibleNatives[stampedLock+"."+sig] = query
	}
	for sig, side := range map[string]LockSide{"tryWriteLockNanos(J)J": WriteSide, "tryReadLockNanos(J)J": ReadSide} {
		visibleNatives[stampedLock+"."+sig] = func(t *Thread, a []Value) (Op, bool) {
			op, ok := query(t, a)
			op.Timed, op.Due, op.Side = a[1].I > 0, t.vm.due(a[1].I), side
			return op, ok && !t.interrupted()
		}
	}
	// A release by the thread that holds the side is a release; by
	// another thread (a stamp is no thread's) it changes a lock the
	// thread does not hold, as a query's answer changes.
	visibleNatives[stampedLock+".unlockWrite(J)V"] = func(t *Thread, a []Value) (Op, bool) { return stampedRelease(t, a[0].R, WriteSide) }
	visibleNatives[stampedLock+".tryUnlockWrite()Z"] = func(t *Thread, a []Value) (Op, bool) { return stampedRelease(t, a[0].R, WriteSide) }
	visibleNatives[stampedLock+".unlockRead(J)V"] = func(t *Thread, a []Value) (Op, bool) { return stampedRelease(t, a[0].R, ReadSide) }
	visibleNatives[stampedLock+".tryUnlockRead()Z"] = func(t *Thread, a []Value) (Op, bool) { return stampedRelease(t, a[0].R, ReadSide) }
}

// stampedAcquire is the visible operation of writeLock or readLock: none
// if no other thread can reach the lock and the thread can take it now
// (a thread that holds the write lock waits for itself: visible, it
// stops there for good).
func stampedAcquire(t *Thread, lock *Object, side LockSide, interruptible bool) (Op, bool) {
	sync := t.vm.stampedOf(lock).sync
	op := Op{Kind: OpAcquire, Obj: sync, Side: side, Interruptible: interruptible}
	return op, sync.Shared() || !stampedAvailable(monitorOf(sync), side)
}

// stampedAvailable is the guard of an acquire of the side: the write
// lock needs the lock free, the read lock no writer (the thread itself
// included: neither side is reentrant).
func stampedAvailable(m *monitor.Monitor, side LockSide) bool {
	if side == ReadSide {
		return m.Owner == monitor.Free
	}
	return m.Free()
}

func stampedRelease(t *Thread, lock *Object, side LockSide) (Op, bool) {
	sync := t.vm.stampedOf(lock).sync
	m := monitorOf(sync)
	if side == WriteSide && m.Owner == t.ID || side == ReadSide && m.SharedHolds(t.ID) > 0 {
		return Op{Kind: OpRelease, Obj: sync, Side: side}, sync.Shared()
	}
	return Op{Kind: OpTryLock, Obj: sync}, sync.Shared()
}

// readStamped notes the step's use of the lock for dependency, and that
// it reads the state word as the JDK's volatile read does (an acquire
// for happens-before).
func (t *Thread) readStamped(l stamped) {
	if l.sync.Shared() {
		t.vm.touchMonitor(l.sync)
	}
	t.vm.syncEvent(true, l.sync, nil)
}

func stampedQuery(answer func(l stamped) Value) Native {
	return func(t *Thread, a []Value) Value {
		l := t.vm.stampedOf(a[0].R)
		t.readStamped(l)
		return answer(l)
	}
}

// readCount is the number of read holds, as getReadLockCount gives it.
func readCount(l stamped) int64 {
	if r := l.state.I & slRBits; r < slRFull {
		return r
	}
	return slRFull + l.overflow.I
}

// stampedTake takes the side (it is available: the thread was enabled)
// and returns its stamp.
func (t *Thread) stampedTake(l stamped, side LockSide) int64 {
	if side == ReadSide {
		return t.takeStampedRead(l)
	}
	return t.takeStampedWrite(l)
}

// stampedAcquireNative is writeLock and readLock, and with interruptible
// writeLockInterruptibly and readLockInterruptibly, once granted.
func stampedAcquireNative(side LockSide, interruptible bool) Native {
	return func(t *Thread, a []Value) Value {
		if interruptible && t.interrupted() {
			t.throwInterrupted()
			return nothing
		}
		return Long(t.stampedTake(t.vm.stampedOf(a[0].R), side))
	}
}

// stampedTry is tryWriteLock and tryReadLock, and timed their
// tryWriteLock(time, unit) and tryReadLock(time, unit) with the timeout
// in nanoseconds: the side if it is available now, else 0 (timed: the
// timeout ended first, and the clock advances by it).
func stampedTry(side LockSide, timed bool) Native {
	return func(t *Thread, a []Value) Value {
		if timed && t.interrupted() {
			t.throwInterrupted()
			return nothing
		}
		l := t.vm.stampedOf(a[0].R)
		if !stampedAvailable(monitorOf(l.sync), side) {
			t.readStamped(l)
			if timed && a[1].I > 0 {
				t.vm.advanceClock(a[1].I)
			}
			return Long(0)
		}
		return Long(t.stampedTake(l, side))
	}
}

// takeStampedWrite takes the write lock, free now, and returns its stamp.
func (t *Thread) takeStampedWrite(l stamped) int64 {
	t.abandonOptimistic(l.sync)
	t.take(l.sync)
	l.state.I |= slWBit
	return l.state.I
}

// takeStampedRead takes a read hold, no writer holding the lock now, and
// returns its stamp (the JDK's: with the count saturated, the state).
func (t *Thread) takeStampedRead(l stamped) int64 {
	t.abandonOptimistic(l.sync)
	t.takeShared(l.sync)
	if l.state.I&slABits < slRFull {
		l.state.I += slRUnit
	} else {
		l.overflow.I++
	}
	return l.state.I
}

// releaseStampedWrite releases the write lock, whoever holds it, and
// advances the version.
func (t *Thread) releaseStampedWrite(l stamped) {
	m := monitorOf(l.sync)
	if m.Owner == t.ID {
		t.release(l.sync)
	} else if owner := t.vm.threadByID(m.Owner); owner != nil {
		t.vm.touchMonitor(l.sync)
		_ = m.Release(owner.ID)
		owner.dropHeld(l.sync)
	}
	l.state.I = unlockWriteState(l.state.I)
}

// releaseStampedRead gives back a read hold: the thread's own, else the
// holder's with the smallest number.
func (t *Thread) releaseStampedRead(l stamped) {
	holder := t
	m := monitorOf(l.sync)
	if m.SharedHolds(t.ID) == 0 {
		first := m.Readers[0].Thread
		for _, h := range m.Readers[1:] {
			first = min(first, h.Thread)
		}
		holder = t.vm.threadByID(first)
	}
	holder.releaseShared(l.sync)
	if l.state.I&slRBits == slRFull && l.overflow.I > 0 {
		l.overflow.I--
	} else {
		l.state.I -= slRUnit
	}
}

// convertible begins a conversion of the stamp (a[1]) of the lock
// (a[0]): the lock's state, and whether the stamp's version is the
// lock's (else a writer got in since it was issued: an optimistic read of
// the thread's on the lock was overlapped, and the conversion fails).
func (t *Thread) convertible(a []Value) (l stamped, stamp, s int64, ok bool) {
	l = t.vm.stampedOf(a[0].R)
	t.readStamped(l)
	stamp, s = a[1].I, l.state.I
	if s&slSBits != stamp&slSBits {
		t.endOptimistic(l.sync, false)
		return l, stamp, s, false
	}
	return l, stamp, s, true
}

// stampedToWrite is tryConvertToWriteLock, as the JDK's: an optimistic
// stamp takes the write lock if it is free, a read stamp if its hold is
// the only one, a write stamp is returned as it is.
func stampedToWrite(t *Thread, a []Value) Value {
	l, stamp, s, ok := t.convertible(a)
	if !ok {
		return Long(0)
	}
	switch m, held := s&slABits, stamp&slABits; {
	case m == 0 && held == 0:
		t.endOptimistic(l.sync, true)
		return Long(t.takeStampedWrite(l))
	case m == slWBit && held == m:
		return Long(stamp)
	case m == slRUnit && held != 0:
		t.releaseStampedRead(l)
		return Long(t.takeStampedWrite(l))
	}
	return Long(0)
}

// stampedToRead is tryConvertToReadLock: a write stamp's lock becomes a
// read hold (the writer's release and the read acquire, as one), an
// optimistic stamp takes a read hold, a read stamp is returned as it is.
func stampedToRead(t *Thread, a []Value) Value {
	l, stamp, s, ok := t.convertible(a)
	if !ok {
		return Long(0)
	}
	switch held := stamp & slABits; {
	case held >= slWBit:
		if s != stamp {
			return Long(0)
		}
		t.releaseStampedWrite(l)
		return Long(t.takeStampedRead(l))
	case held == 0:
		t.endOptimistic(l.sync, true)
		return Long(t.takeStampedRead(l))
	case s&slABits == 0:
		return Long(0)
	}
	return Long(stamp)
}

// stampedToOptimistic is tryConvertToOptimisticRead: a write stamp's or
// a read stamp's hold is released and an optimistic read begins; an
// optimistic stamp is returned as it is.
func stampedToOptimistic(t *Thread, a []Value) Value {
	l, stamp, s, ok := t.convertible(a)
	if !ok {
		return Long(0)
	}
	switch held := stamp & slABits; {
	case held >= slWBit:
		if s != stamp {
			return Long(0)
		}
		t.releaseStampedWrite(l)
	case held == 0:
		return Long(stamp)
	case s&slABits == 0:
		return Long(0)
	default:
		t.releaseStampedRead(l)
	}
	t.beginOptimistic(l.sync)
	return Long(l.state.I & slSBits)
}

// beginOptimistic starts an optimistic read of the lock, ending the one
// the thread was in unvalidated. Without recorded accesses nothing
// judges its reads.
func (t *Thread) beginOptimistic(sync *Object) {
	if t.optimistic != nil {
		t.settle(false, false)
	}
	if t.vm.observer != nil && !t.vm.direct {
		t.optimistic = sync
	}
}

// endOptimistic ends the thread's optimistic read of the lock, if it is
// in one, as validate does: valid or overlapped by a writer.
func (t *Thread) endOptimistic(sync *Object, valid bool) {
	if t.optimistic == sync {
		t.settleOptimistic(valid)
	}
}

// abandonOptimistic ends the thread's optimistic read of the lock, if it
// is in one, unvalidated: the thread takes the lock without validating.
func (t *Thread) abandonOptimistic(sync *Object) {
	if t.optimistic == sync {
		t.settle(false, false)
	}
}

// settleOptimistic ends the optimistic read by validation: valid, its
// reads count as reads holding the read lock, made here (and a read
// lock's release orders them before the next writer); else a writer
// overlapped them.
func (t *Thread) settleOptimistic(valid bool) {
	sync := t.optimistic
	t.settle(valid, !valid)
	if valid {
		t.vm.syncEvent(false, sync, nil)
	}
}

// settle hands the optimistic read's reads to the step's result and ends
// it: validated (with the lock), overlapped, or neither (abandoned).
func (t *Thread) settle(valid, overlapped bool) {
	r := t.vm.recorder
	for _, a := range t.optimisticReads {
		if r == nil || t.vm.direct {
			break
		}
		if valid {
			a.Held = append(a.Held[:len(a.Held):len(a.Held)], t.optimistic)
		}
		r.settled = append(r.settled, SettledRead{Access: a, Overlapped: overlapped, At: len(r.accesses)})
	}
	t.optimistic, t.optimisticReads = nil, nil
}
