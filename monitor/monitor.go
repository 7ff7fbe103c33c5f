// Package monitor implements Java's per-object synchronization state as the
// synchronization objects of Stoller 2002, §3.3: an owner, a recursion
// depth and a set of waiting threads, changed only by the transitions
// acquire, release, wait₁, wait₂, notify and notifyAll, each with the guard
// the paper gives it. The interpreter asks the guards whether a transition
// is enabled and then performs it; nothing here blocks or schedules.
package monitor

import (
	"errors"
	"slices"
)

// ThreadID names a thread. Free (zero) is the owner of an unlocked monitor.
type ThreadID int32

// Free is the owner of a monitor no thread holds.
const Free ThreadID = 0

// ErrNotOwner is returned by the transitions that throw
// IllegalMonitorStateException: release, wait, notify and notifyAll (and
// a Condition's await and signal) by a thread that does not own the lock.
var ErrNotOwner = errors.New("current thread is not owner")

// Monitor is a synchronization object (§3.3).
type Monitor struct {
	Owner ThreadID
	Depth int
	// Waiters is the wait set, in the order the threads began waiting, so
	// that enumerating the choices of notify is deterministic.
	Waiters []ThreadID
	// Readers are the threads that hold the lock shared, with their hold
	// counts, in the order they first took it: the read lock of a
	// java.util.concurrent ReentrantReadWriteLock, whose write lock is
	// the owner. A Java monitor never has readers.
	Readers []Hold
	// Queue is the arrival order of the threads blocked on a fair
	// java.util.concurrent lock or semaphore: a thread joins it when its
	// acquire first finds the lock unavailable, and only its head may
	// take the lock (the JDK's fair synchronizers grant in FIFO order).
	// A Java monitor and a non-fair lock keep no queue.
	Queue []ThreadID
}

// Hold is a thread's hold count of a shared lock.
type Hold struct {
	Thread ThreadID
	Count  int
}

// CanAcquire is the guard of acquire: owner ∈ {free, θ}, and no thread
// holds the lock shared unless θ owns it (a read-write lock's read lock
// keeps writers out, its own reader included: the JDK's read lock cannot
// be upgraded).
func (m *Monitor) CanAcquire(t ThreadID) bool {
	return m.Owner == t || m.Owner == Free && len(m.Readers) == 0
}

// Free reports that no thread holds the lock, exclusively or shared.
func (m *Monitor) Free() bool { return m.Owner == Free && len(m.Readers) == 0 }

// Idle reports whether the monitor is as if it did not exist: free, with
// no thread waiting in it or queued at it.
func (m *Monitor) Idle() bool { return m.Free() && len(m.Waiters) == 0 && len(m.Queue) == 0 }

// CanAcquireShared is the guard of a shared acquire: no other thread owns
// the lock (its owner may take it shared too: a write lock can be
// downgraded).
func (m *Monitor) CanAcquireShared(t ThreadID) bool { return m.Owner == Free || m.Owner == t }

// AcquireShared adds a shared hold of θ. The caller must have checked
// CanAcquireShared.
func (m *Monitor) AcquireShared(t ThreadID) {
	if !m.CanAcquireShared(t) {
		panic("monitor: shared acquire of a lock held by another thread")
	}
	if i := m.reader(t); i >= 0 {
		m.Readers[i].Count++
		return
	}
	m.Readers = append(m.Readers, Hold{Thread: t, Count: 1})
}

// ReleaseShared drops a shared hold of θ, or fails with ErrNotOwner if θ
// holds the lock shared no more.
func (m *Monitor) ReleaseShared(t ThreadID) error {
	i := m.reader(t)
	if i < 0 {
		return ErrNotOwner
	}
	if m.Readers[i].Count--; m.Readers[i].Count == 0 {
		m.Readers = slices.Delete(m.Readers, i, i+1)
	}
	return nil
}

// SharedHolds is θ's shared hold count.
func (m *Monitor) SharedHolds(t ThreadID) int {
	if i := m.reader(t); i >= 0 {
		return m.Readers[i].Count
	}
	return 0
}

// SharedCount is the number of shared holds of all threads.
func (m *Monitor) SharedCount() int {
	n := 0
	for _, r := range m.Readers {
		n += r.Count
	}
	return n
}

func (m *Monitor) reader(t ThreadID) int {
	return slices.IndexFunc(m.Readers, func(r Hold) bool { return r.Thread == t })
}

// Acquire is the command of acquire: owner := θ; depth++. The caller must
// have checked CanAcquire.
func (m *Monitor) Acquire(t ThreadID) {
	if !m.CanAcquire(t) {
		panic("monitor: acquire of a lock held by another thread")
	}
	m.Owner = t
	m.Depth++
}

// Release is the release transition: if owner ≠ θ it fails with
// ErrNotOwner; otherwise depth--; owner := newOwner(depth, θ).
func (m *Monitor) Release(t ThreadID) error {
	if m.Owner != t {
		return ErrNotOwner
	}
	m.Depth--
	if m.Depth == 0 {
		m.Owner = Free
	}
	return nil
}

// Wait1 is the first transition of wait: if owner ≠ θ it fails with
// ErrNotOwner; otherwise waiters.add(θ); lkDepth := depth; depth := 0;
// owner := free. It returns lkDepth, which the thread keeps for Wait2.
func (m *Monitor) Wait1(t ThreadID) (lkDepth int, err error) { return m.Await(t, m) }

// Await is wait₁ with the wait set of a condition of the lock (a
// java.util.concurrent Condition; Wait1 is Await with m's own): θ joins
// cond's waiters. The lock's monitor keeps the ownership, the
// condition's only its waiters.
func (m *Monitor) Await(t ThreadID, cond *Monitor) (lkDepth int, err error) {
	if m.Owner != t {
		return 0, ErrNotOwner
	}
	cond.Waiters = append(cond.Waiters, t)
	lkDepth = m.Depth
	m.Depth = 0
	m.Owner = Free
	return lkDepth, nil
}

// Signal removes from cond's wait set its longest-waiting thread, or with
// all every thread (Condition.signal, signalAll; the JDK's condition
// queue is FIFO, so signal has no choice to make, unlike notify). It
// fails with ErrNotOwner if θ does not own the lock m.
func (m *Monitor) Signal(t ThreadID, cond *Monitor, all bool) error {
	if m.Owner != t {
		return ErrNotOwner
	}
	switch {
	case len(cond.Waiters) == 0:
	case all:
		cond.Waiters = cond.Waiters[:0]
	default:
		cond.Waiters = slices.Delete(cond.Waiters, 0, 1)
	}
	return nil
}

// CanWait2 is the guard of the second transition of wait:
// owner = free ∧ θ ∉ waiters (and no reader holds a read-write lock whose
// write lock's condition θ awaited).
func (m *Monitor) CanWait2(t ThreadID) bool { return m.Free() && !m.IsWaiting(t) }

// Wait2 is the command of the second transition of wait:
// owner := θ; depth := lkDepth. The caller must have checked CanWait2.
func (m *Monitor) Wait2(t ThreadID, lkDepth int) {
	if !m.CanWait2(t) {
		panic("monitor: wait₂ while the lock is held or the thread still waits")
	}
	m.Owner = t
	m.Depth = lkDepth
}

// IsWaiting reports θ ∈ waiters.
func (m *Monitor) IsWaiting(t ThreadID) bool { return slices.Contains(m.Waiters, t) }

// NotifyChoices lists the transitions of notify by θ that do not throw, as
// the thread each one removes from the wait set: Free for the transition
// with guard waiters = ∅, else one entry per waiting thread θ' ≠ θ.
func (m *Monitor) NotifyChoices(t ThreadID) []ThreadID {
	if m.Owner != t {
		return nil
	}
	if len(m.Waiters) == 0 {
		return []ThreadID{Free}
	}
	return slices.Clone(m.Waiters)
}

// Notify performs the notify transition of θ that wakes chosen (Free when
// the wait set is empty). It fails with ErrNotOwner if owner ≠ θ.
func (m *Monitor) Notify(t, chosen ThreadID) error {
	if m.Owner != t {
		return ErrNotOwner
	}
	if chosen == Free {
		if len(m.Waiters) != 0 {
			panic("monitor: notify chose nobody while threads wait")
		}
		return nil
	}
	if !m.Leave(chosen) {
		panic("monitor: notify chose a thread that is not waiting")
	}
	return nil
}

// NotifyAll is the notifyAll transition: waiters := ∅, or ErrNotOwner.
func (m *Monitor) NotifyAll(t ThreadID) error {
	if m.Owner != t {
		return ErrNotOwner
	}
	m.Waiters = m.Waiters[:0]
	return nil
}

// Leave removes θ from the wait set without a notification: a timed wait
// that times out, or a waiting thread that is interrupted. It reports
// whether θ was waiting.
func (m *Monitor) Leave(t ThreadID) bool {
	i := slices.Index(m.Waiters, t)
	if i < 0 {
		return false
	}
	m.Waiters = slices.Delete(m.Waiters, i, i+1)
	return true
}

// Enqueue adds θ at the tail of the fair queue.
func (m *Monitor) Enqueue(t ThreadID) { m.Queue = append(m.Queue, t) }

// Queued reports whether θ is in the fair queue.
func (m *Monitor) Queued(t ThreadID) bool { return slices.Contains(m.Queue, t) }

// First reports whether θ may go first by the fair queue: it is its head,
// or the queue is empty.
func (m *Monitor) First(t ThreadID) bool { return len(m.Queue) == 0 || m.Queue[0] == t }

// Dequeue removes θ from the fair queue (it took the lock, or gave up:
// interrupted); it reports whether θ was queued.
func (m *Monitor) Dequeue(t ThreadID) bool {
	i := slices.Index(m.Queue, t)
	if i < 0 {
		return false
	}
	m.Queue = slices.Delete(m.Queue, i, i+1)
	return true
}

// Clone returns an independent copy.
func (m *Monitor) Clone() *Monitor {
	c := *m
	c.Waiters = slices.Clone(m.Waiters)
	c.Readers = slices.Clone(m.Readers)
	c.Queue = slices.Clone(m.Queue)
	return &c
}
