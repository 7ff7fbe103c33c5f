package race

import "testing"

const (
	main Thread = 0
	t1   Thread = 1
	t2   Thread = 2
)

var (
	monitorA = Sync{Kind: 1, ID: 1}
	monitorB = Sync{Kind: 1, ID: 2}
	volatile = Sync{Kind: 2, ID: 3, Slot: 4}
)

func read(t Thread, where string) Access  { return Access{Thread: t, Where: where} }
func write(t Thread, where string) Access { return Access{Thread: t, Write: true, Where: where} }

// wantRace requires that the access races with the earlier access other
// (other "" : no race).
func wantRace(t *testing.T, d *Detector[string], loc string, a Access, other string) {
	t.Helper()
	r := d.Access(loc, a)
	switch {
	case other == "" && r != nil:
		t.Errorf("%v races with %v; want no race", a.Where, r.Other.Where)
	case other != "" && r == nil:
		t.Errorf("%v races with nothing; want a race with %s", a.Where, other)
	case other != "" && (r.Other.Where != other || r.Current != a):
		t.Errorf("%v races with %v; want %s", a.Where, r.Other.Where, other)
	}
}

// started returns a detector in which main has started t1 and t2 and both
// have begun.
func started() *Detector[string] {
	d := New[string](main)
	d.Start(main, t1)
	d.Start(main, t2)
	d.Begin(t1)
	d.Begin(t2)
	return d
}

func TestUnorderedAccesses(t *testing.T) {
	d := started()
	wantRace(t, d, "x", write(t1, "t1 writes x"), "")
	wantRace(t, d, "x", write(t2, "t2 writes x"), "t1 writes x")
	wantRace(t, d, "y", read(t1, "t1 reads y"), "")
	wantRace(t, d, "y", read(t2, "t2 reads y"), "") // two reads never race
	wantRace(t, d, "y", write(t2, "t2 writes y"), "t1 reads y")
	wantRace(t, d, "z", write(t1, "t1 writes z"), "")
	wantRace(t, d, "z", read(t1, "t1 reads z"), "") // a thread is ordered with itself
}

// TestStartAndJoin: what main does before start happens before the child;
// what it does after does not; what the child does happens before a join
// that sees it end.
func TestStartAndJoin(t *testing.T) {
	d := New[string](main)
	wantRace(t, d, "before", write(main, "main writes before start"), "")
	d.Start(main, t1)
	wantRace(t, d, "after", write(main, "main writes after start"), "")
	d.Begin(t1)
	wantRace(t, d, "before", read(t1, "t1 reads before"), "")
	wantRace(t, d, "after", read(t1, "t1 reads after"), "main writes after start")
	wantRace(t, d, "result", write(t1, "t1 writes result"), "")
	wantRace(t, d, "late", write(t1, "t1 writes late"), "")
	d.End(t1)
	d.Join(main, t1)
	wantRace(t, d, "result", read(main, "main reads result"), "")
	wantRace(t, d, "late", write(main, "main writes late"), "")
}

// TestJoinBeforeEnd: a join of a thread that has not ended orders nothing.
func TestJoinBeforeEnd(t *testing.T) {
	d := started()
	wantRace(t, d, "x", write(t1, "t1 writes x"), "")
	d.Join(main, t1)
	wantRace(t, d, "x", read(main, "main reads x"), "t1 writes x")
}

// TestMonitors: a release orders what came before it with what comes after
// the next acquisition of the same monitor, not of another.
func TestMonitors(t *testing.T) {
	d := started()
	d.Acquire(t1, monitorA) // never released yet: orders nothing
	wantRace(t, d, "x", write(t1, "t1 writes x"), "")
	d.Release(t1, monitorA)
	wantRace(t, d, "x2", write(t1, "t1 writes x2 after the release"), "")
	d.Acquire(t2, monitorB)
	wantRace(t, d, "x", read(t2, "t2 reads x under B"), "t1 writes x")
	d.Acquire(t2, monitorA)
	wantRace(t, d, "x", write(t2, "t2 writes x under A"), "")
	wantRace(t, d, "x2", read(t2, "t2 reads x2"), "t1 writes x2 after the release")
}

// TestVolatilePublication: a volatile write and a read that sees it order
// the writer's earlier accesses before the reader's later ones.
func TestVolatilePublication(t *testing.T) {
	d := started()
	wantRace(t, d, "data", write(t1, "t1 writes data"), "")
	d.Release(t1, volatile)
	d.Acquire(t2, volatile)
	wantRace(t, d, "data", read(t2, "t2 reads data"), "")
	// t1 writes again after publishing: t2's read is not ordered before it.
	wantRace(t, d, "data", write(t1, "t1 writes data again"), "t2 reads data")
}

// TestReadsSinceLastWrite: a write races with each unordered read since
// the last write, and the reads before that write are forgotten.
func TestReadsSinceLastWrite(t *testing.T) {
	d := started()
	wantRace(t, d, "x", read(t2, "t2 reads x"), "")
	d.Release(t2, monitorA)
	wantRace(t, d, "x", read(main, "main reads x"), "")
	d.Acquire(t1, monitorA)
	// t1 is ordered after t2's read but not main's (main read after start).
	wantRace(t, d, "x", write(t1, "t1 writes x"), "main reads x")
	d.Release(t1, monitorB)
	d.Acquire(t2, monitorB)
	wantRace(t, d, "x", write(t2, "t2 writes x"), "")
}

// TestClone checks that a copy of a detector orders accesses as the
// original did when it was copied, and that neither the synchronisation
// in one (which updates clocks in place) nor its accesses (to the
// locations the two share until one changes them) reach the other.
func TestClone(t *testing.T) {
	d := started()
	wantRace(t, d, "x", write(t1, "t1 writes x"), "")
	d.Release(t1, monitorA)
	c := d.Clone()

	// In the original t2 acquires the monitor t1 released: ordered.
	d.Acquire(t2, monitorA)
	wantRace(t, d, "x", write(t2, "t2 writes x"), "")
	// In the copy t2 did not: the write races with t1's, which the
	// original's later write to x did not replace there.
	wantRace(t, c, "x", write(t2, "t2 writes x in the copy"), "t1 writes x")
	// And the copy's synchronisation does not order the original's
	// accesses: t1 acquires in the copy only.
	c.Release(t2, monitorB)
	c.Acquire(t1, monitorB)
	wantRace(t, d, "x", read(t1, "t1 reads x"), "t2 writes x")
}

// TestDeferredAccesses: a deferred access is judged at Settle as made
// with the clock its thread had when it made it, in the order deferred,
// or dropped; copies keep their own deferred accesses.
func TestDeferredAccesses(t *testing.T) {
	d := started()
	wantRace(t, d, "x", write(t2, "t2 writes x"), "")
	d.Release(t2, monitorA)
	d.Defer("x", read(t1, "t1 reads x first"))
	d.Defer("y", read(t1, "t1 reads y"))
	// t1 synchronises with t2 only after its reads: they still race.
	d.Acquire(t1, monitorA)
	c := d.Clone()
	if r := d.Settle(t1, false); r == nil || r.Current.Where != "t1 reads x first" || r.Other.Where != "t2 writes x" {
		t.Errorf("first settled: %v; want t1's read of x racing with t2's write", r)
	}
	if r := d.Settle(t1, false); r != nil {
		t.Errorf("second settled: %v; want no race (nothing wrote y)", r)
	}
	if r := d.Settle(t1, false); r != nil {
		t.Errorf("settled with nothing deferred: %v", r)
	}
	// A read made after the acquire is ordered.
	wantRace(t, d, "x", read(t1, "t1 reads x again"), "")
	// Dropped in the copy, the read is not there for a later write.
	if r := c.Settle(t1, true); r != nil {
		t.Errorf("discarded: %v; want nil", r)
	}
	c.Settle(t1, true)
	wantRace(t, c, "x", write(main, "main writes x in the copy"), "t2 writes x")
	// In the original, the settled read of y is one a write must follow.
	wantRace(t, d, "y", write(t2, "t2 writes y"), "t1 reads y")
}
