package monitor

import (
	"errors"
	"slices"
	"testing"
)

const (
	t1 ThreadID = 1
	t2 ThreadID = 2
	t3 ThreadID = 3
)

func TestAcquireGuardAndRecursion(t *testing.T) {
	var m Monitor
	if !m.CanAcquire(t1) || !m.CanAcquire(t2) {
		t.Fatal("a free lock must be acquirable by anyone")
	}
	m.Acquire(t1)
	m.Acquire(t1)
	if m.Owner != t1 || m.Depth != 2 {
		t.Fatalf("after two acquires: owner %d depth %d, want 1 2", m.Owner, m.Depth)
	}
	if m.CanAcquire(t2) {
		t.Fatal("guard owner ∈ {free, θ} must fail for another thread")
	}
	if !m.CanAcquire(t1) {
		t.Fatal("the owner may re-acquire")
	}
	defer func() {
		if recover() == nil {
			t.Fatal("acquiring a lock held by another thread must not happen silently")
		}
	}()
	m.Acquire(t2)
}

func TestReleaseNewOwner(t *testing.T) {
	var m Monitor
	m.Acquire(t1)
	m.Acquire(t1)
	if err := m.Release(t1); err != nil || m.Owner != t1 || m.Depth != 1 {
		t.Fatalf("first release: err %v owner %d depth %d; want nil 1 1", err, m.Owner, m.Depth)
	}
	if err := m.Release(t1); err != nil || m.Owner != Free || m.Depth != 0 {
		t.Fatalf("second release: err %v owner %d depth %d; want nil free 0", err, m.Owner, m.Depth)
	}
}

func TestIllegalMonitorState(t *testing.T) {
	// Every operation but acquire throws when owner ≠ θ, whether the lock
	// is free or held by another thread, and leaves the monitor unchanged
	// (SyncWithoutLock).
	for _, held := range []ThreadID{Free, t2} {
		m := Monitor{Owner: held, Waiters: []ThreadID{t3}}
		if held != Free {
			m.Depth = 1
		}
		before := *m.Clone()
		checks := map[string]error{
			"release":   m.Release(t1),
			"notify":    m.Notify(t1, t3),
			"notifyAll": m.NotifyAll(t1),
		}
		_, err := m.Wait1(t1)
		checks["wait"] = err
		for op, err := range checks {
			if !errors.Is(err, ErrNotOwner) {
				t.Errorf("%s with owner %d: err %v, want ErrNotOwner", op, held, err)
			}
		}
		if m.Owner != before.Owner || m.Depth != before.Depth || !slices.Equal(m.Waiters, before.Waiters) {
			t.Errorf("failed operations changed the monitor: %+v -> %+v", before, m)
		}
		if m.NotifyChoices(t1) != nil {
			t.Errorf("a non-owner has notify choices")
		}
	}
}

func TestWaitTransitions(t *testing.T) {
	var m Monitor
	m.Acquire(t1)
	m.Acquire(t1)
	m.Acquire(t1)
	depth, err := m.Wait1(t1)
	if err != nil || depth != 3 {
		t.Fatalf("wait₁: depth %d err %v, want 3 nil", depth, err)
	}
	if m.Owner != Free || m.Depth != 0 || !m.IsWaiting(t1) {
		t.Fatalf("after wait₁: %+v, want free, depth 0, t1 waiting", m)
	}
	if m.CanWait2(t1) {
		t.Fatal("wait₂ guard must require θ ∉ waiters")
	}
	m.Acquire(t2)
	if err := m.Notify(t2, t1); err != nil {
		t.Fatal(err)
	}
	if m.CanWait2(t1) {
		t.Fatal("wait₂ guard must require owner = free")
	}
	if err := m.Release(t2); err != nil {
		t.Fatal(err)
	}
	if !m.CanWait2(t1) {
		t.Fatal("notified thread with a free lock must be able to re-acquire")
	}
	m.Wait2(t1, depth)
	if m.Owner != t1 || m.Depth != 3 {
		t.Fatalf("after wait₂: owner %d depth %d, want 1 3", m.Owner, m.Depth)
	}
}

// TestConditionTransitions checks await and signal: the lock is freed
// and re-acquired as by wait, the waiters go to the condition's own set,
// signal takes the longest-waiting one and signalAll every one.
func TestConditionTransitions(t *testing.T) {
	var lock, cond, other Monitor
	lock.Acquire(t1)
	lock.Acquire(t1)
	depth, err := lock.Await(t1, &cond)
	if err != nil || depth != 2 || lock.Owner != Free || lock.Depth != 0 || lock.IsWaiting(t1) || !cond.IsWaiting(t1) {
		t.Fatalf("await: depth %d err %v, lock %+v, cond %+v; want 2, nil, free lock, t1 in cond's set only", depth, err, lock, cond)
	}
	lock.Acquire(t2)
	if _, err := lock.Await(t2, &other); err != nil {
		t.Fatal(err)
	}
	lock.Acquire(t3)
	if _, err := lock.Await(t3, &cond); err != nil {
		t.Fatal(err)
	}
	if err := lock.Signal(t2, &cond, false); !errors.Is(err, ErrNotOwner) {
		t.Fatalf("signal by a non-owner: err %v, want ErrNotOwner", err)
	}
	lock.Acquire(t2)
	if err := lock.Signal(t2, &cond, false); err != nil || !slices.Equal(cond.Waiters, []ThreadID{t3}) {
		t.Fatalf("signal: err %v, waiters %v; want t1 (the first) removed", err, cond.Waiters)
	}
	if err := lock.Signal(t2, &cond, true); err != nil || len(cond.Waiters) != 0 || !other.IsWaiting(t2) {
		t.Fatalf("signalAll: err %v, cond %v, other %v; want cond empty, other untouched", err, cond.Waiters, other.Waiters)
	}
	if err := lock.Signal(t2, &cond, false); err != nil {
		t.Fatalf("signal with no waiter: %v", err)
	}
}

func TestNotifyChoices(t *testing.T) {
	var m Monitor
	m.Acquire(t1)
	if got := m.NotifyChoices(t1); !slices.Equal(got, []ThreadID{Free}) {
		t.Fatalf("empty wait set: choices %v, want [free] (the transition that does nothing)", got)
	}
	if err := m.Notify(t1, Free); err != nil {
		t.Fatal(err)
	}
	m.Waiters = []ThreadID{t2, t3}
	if got := m.NotifyChoices(t1); !slices.Equal(got, []ThreadID{t2, t3}) {
		t.Fatalf("choices %v, want one per waiting thread [2 3]", got)
	}
	if err := m.Notify(t1, t3); err != nil || !slices.Equal(m.Waiters, []ThreadID{t2}) {
		t.Fatalf("notify t3: err %v waiters %v", err, m.Waiters)
	}
	if err := m.NotifyAll(t1); err != nil || len(m.Waiters) != 0 {
		t.Fatalf("notifyAll: err %v waiters %v", err, m.Waiters)
	}
}

func TestLeave(t *testing.T) {
	m := Monitor{Waiters: []ThreadID{t1, t2}}
	if !m.Leave(t1) || m.Leave(t1) || !slices.Equal(m.Waiters, []ThreadID{t2}) {
		t.Fatalf("leave: waiters %v", m.Waiters)
	}
}

// TestFig3 checks every box of Fig. 3 of Stoller 2002 in states chosen to
// make the box's predicate true and false.
func TestFig3(t *testing.T) {
	ops := []Op{OpAcquire, OpRelease, OpWait1, OpWait2, OpNotify, OpNotifyAll}
	states := map[string]Monitor{
		"free":               {},
		"owner θ1":           {Owner: t1, Depth: 1},
		"owner θ2":           {Owner: t2, Depth: 1},
		"owner θ3":           {Owner: t3, Depth: 1},
		"free, θ2 waits":     {Waiters: []ThreadID{t2}},
		"owner θ1, θ2 waits": {Owner: t1, Depth: 1, Waiters: []ThreadID{t2}},
		"owner θ3, θ2 waits": {Owner: t3, Depth: 1, Waiters: []ThreadID{t2}},
	}
	// want gives the figure's predicate for each box; absent boxes are false.
	want := map[[2]Op]func(m *Monitor) bool{
		{OpAcquire, OpAcquire}: func(m *Monitor) bool { return m.Owner == Free || m.Owner == t1 },
		{OpAcquire, OpRelease}: func(m *Monitor) bool { return m.Owner == t2 },
		{OpAcquire, OpWait1}:   func(m *Monitor) bool { return m.Owner == t2 },
		{OpAcquire, OpWait2}: func(m *Monitor) bool {
			w := m.IsWaiting(t2)
			return w && m.Owner == t1 || !w && (m.Owner == Free || m.Owner == t1)
		},
		{OpWait1, OpAcquire}:   func(m *Monitor) bool { return m.Owner == t1 },
		{OpWait2, OpAcquire}:   func(m *Monitor) bool { return m.Owner == Free },
		{OpWait2, OpNotifyAll}: func(m *Monitor) bool { return m.Owner == Free || m.Owner == t1 },
	}
	trueSeen := map[[2]Op]bool{}
	for name, s := range states {
		for _, op1 := range ops {
			for _, op2 := range ops {
				m := s
				expected := false
				if f := want[[2]Op{op1, op2}]; f != nil {
					expected = f(&m)
				}
				if got := MightBeFirstToInterfere(&m, op1, t1, op2, t2); got != expected {
					t.Errorf("state %s: θ1:%s ▷ θ2:%s = %v, want %v", name, op1, op2, got, expected)
				}
				if expected {
					trueSeen[[2]Op{op1, op2}] = true
				}
			}
		}
	}
	for box := range want {
		if !trueSeen[box] {
			t.Errorf("no test state makes box %s/%s true", box[0], box[1])
		}
	}
}

func TestCloneIsIndependent(t *testing.T) {
	m := &Monitor{Owner: t1, Depth: 1, Waiters: []ThreadID{t2}}
	c := m.Clone()
	c.Waiters[0] = t3
	c.Depth = 5
	if m.Waiters[0] != t2 || m.Depth != 1 {
		t.Fatal("clone shares state with the original")
	}
}

// TestSharedHolds checks the read side of a read-write lock: readers
// share it and keep writers out, their own thread included (no upgrade);
// the writer may take it shared (downgrade); a wake after an await waits
// for the readers too.
func TestSharedHolds(t *testing.T) {
	var m Monitor
	m.AcquireShared(t1)
	m.AcquireShared(t2)
	m.AcquireShared(t1)
	if m.SharedHolds(t1) != 2 || m.SharedHolds(t2) != 1 || m.SharedCount() != 3 || m.Free() {
		t.Fatalf("holds %d %d, count %d, free %v; want 2 1 3 false", m.SharedHolds(t1), m.SharedHolds(t2), m.SharedCount(), m.Free())
	}
	if m.CanAcquire(t1) || m.CanAcquire(t3) {
		t.Fatal("readers must keep every writer out, a reader's own thread included")
	}
	if err := m.ReleaseShared(t3); !errors.Is(err, ErrNotOwner) {
		t.Fatalf("release by a thread without a hold: %v, want ErrNotOwner", err)
	}
	for _, th := range []ThreadID{t1, t1, t2} {
		if err := m.ReleaseShared(th); err != nil {
			t.Fatal(err)
		}
	}
	if !m.Free() || !m.CanAcquire(t3) {
		t.Fatal("with the last read hold gone the lock must be free")
	}
	m.Acquire(t3)
	if m.CanAcquireShared(t1) || !m.CanAcquireShared(t3) {
		t.Fatal("the write lock's owner alone may take the read lock")
	}
	m.AcquireShared(t3)
	c := m.Clone()
	if err := m.Release(t3); err != nil {
		t.Fatal(err)
	}
	if m.Free() || m.CanAcquire(t1) || !m.CanAcquireShared(t1) {
		t.Fatal("after a downgrade the read hold must keep writers out and let readers in")
	}
	if c.SharedHolds(t3) != 1 || c.Owner != t3 {
		t.Fatal("a clone must not change with the original")
	}
	c.Readers[0].Count = 5
	if m.SharedHolds(t3) != 1 {
		t.Fatal("the original must not change with a clone")
	}
	if _, err := c.Await(t3, &Monitor{}); err != nil || c.CanWait2(t3) {
		t.Fatal("a wake must wait for the readers to leave")
	}
}

// TestFairQueue checks the queue of a fair lock: arrival order, the head
// alone First, removal from the middle (an interrupted thread), and a
// Clone that does not share it.
func TestFairQueue(t *testing.T) {
	var m Monitor
	if !m.First(t1) {
		t.Fatal("an empty queue lets anyone go first")
	}
	m.Enqueue(t2)
	m.Enqueue(t3)
	m.Enqueue(t1)
	if !m.First(t2) || m.First(t3) || m.First(t1) || !m.Queued(t3) {
		t.Fatalf("queue %v: want t2 alone first, t3 queued", m.Queue)
	}
	c := m.Clone()
	if !m.Dequeue(t3) || m.Dequeue(t3) || !slices.Equal(m.Queue, []ThreadID{t2, t1}) {
		t.Fatalf("after dequeuing t3 once and again: %v; want [t2 t1]", m.Queue)
	}
	if !slices.Equal(c.Queue, []ThreadID{t2, t3, t1}) {
		t.Fatalf("clone %v changed with the original", c.Queue)
	}
	m.Dequeue(t2)
	if !m.First(t1) {
		t.Fatalf("queue %v: t1 is its head", m.Queue)
	}
}
