package lockset

import (
	"slices"
	"testing"
)

func TestTableInterningAndIntersection(t *testing.T) {
	tab := NewTable()
	a := tab.Of([]Lock{3, 1, 2, 1})
	if b := tab.Of([]Lock{1, 2, 3}); a != b {
		t.Fatalf("equal sets interned twice: %d %d", a, b)
	}
	if !slices.Equal(tab.Locks(a), []Lock{1, 2, 3}) {
		t.Fatalf("locks %v", tab.Locks(a))
	}
	b := tab.Of([]Lock{2, 3, 4})
	i := tab.Intersect(a, b)
	if !slices.Equal(tab.Locks(i), []Lock{2, 3}) {
		t.Fatalf("intersection %v", tab.Locks(i))
	}
	n := tab.Len()
	if tab.Intersect(b, a) != i || tab.Len() != n {
		t.Fatal("intersection is not memoised symmetrically")
	}
	if tab.Intersect(All, a) != a || tab.Intersect(a, All) != a || tab.Intersect(a, a) != a {
		t.Fatal("All is not the identity of intersection")
	}
	if tab.Intersect(a, tab.Of([]Lock{9})) != Empty {
		t.Fatal("disjoint sets must intersect to Empty")
	}
}

type loc string

func TestEscapeInitProtectedAndReadOnly(t *testing.T) {
	c := NewChecker[loc](InitEscape)
	l := c.Table.Of([]Lock{7})
	both := c.Table.Of([]Lock{7, 8})
	// Lock-protected: every access holds lock 7.
	for i, a := range []Access{{Thread: 1, Write: true, Held: l}, {Thread: 2, Held: both}, {Thread: 2, Write: true, Held: l}} {
		if v := c.Access("x", a, 0); v != nil {
			t.Fatalf("access %d: unexpected violation %+v", i, v)
		}
	}
	if st := c.State("x"); st.Mode != SharedModified || !slices.Equal(c.Table.Locks(st.Cand), []Lock{7}) {
		t.Fatalf("state %+v, cand %v", st, c.Table.Locks(st.Cand))
	}
	// Read-only after escape: no locks needed.
	for _, th := range []Thread{1, 2, 3} {
		if v := c.Access("ro", Access{Thread: th, Held: Empty}, 0); v != nil {
			t.Fatal("reads of a read-only location are not a violation")
		}
	}
}

func TestEscapeInitViolation(t *testing.T) {
	c := NewChecker[loc](InitEscape)
	l1, l2 := c.Table.Of([]Lock{1}), c.Table.Of([]Lock{2})
	if v := c.Access("x", Access{Thread: 1, Write: true, Held: l1, Where: "w1"}, 0); v != nil {
		t.Fatal("one access cannot violate")
	}
	v := c.Access("x", Access{Thread: 2, Held: l2, Where: "r2"}, 0)
	if v == nil {
		t.Fatal("write under lock 1 and read under lock 2: no common lock, want a violation")
	}
	if v.Current.Where != "r2" || v.Other.Where != "w1" {
		t.Errorf("violation accesses %v / %v", v.Current.Where, v.Other.Where)
	}
	if c.Access("x", Access{Thread: 1, Write: true, Held: Empty}, 0) != nil {
		t.Error("a location is reported once")
	}
	// A location only one thread accesses after escape is not reported,
	// however it is accessed; a second thread's access that shares no
	// lock with the first thread's unprotected write is.
	for i := 0; i < 3; i++ {
		if c.Access("y", Access{Thread: 1, Write: true, Held: Empty}, 0) != nil {
			t.Fatal("a location one thread uses alone is not reported")
		}
	}
	if c.Access("y", Access{Thread: 2, Held: l1}, 0) == nil {
		t.Error("a second thread's access after an unprotected write must violate")
	}
}

// TestWitnessIsWrite: a violation names, of the other thread's accesses,
// its write, not the reads it made after it: the write is what makes the
// location one LD' constrains.
func TestWitnessIsWrite(t *testing.T) {
	c := NewChecker[loc](InitEscape)
	l1 := c.Table.Of([]Lock{1})
	c.Access("x", Access{Thread: 1, Write: true, Held: l1, Where: "w1"}, 0)
	c.Access("x", Access{Thread: 1, Held: l1, Where: "r1"}, 0)
	v := c.Access("x", Access{Thread: 2, Held: Empty, Where: "r2"}, 0)
	if v == nil || v.Current.Where != "r2" || v.Other.Where != "w1" {
		t.Fatalf("violation %+v; want r2 against thread 1's write w1", v)
	}
}

// TestEscapeOrderIndependent is §7's example of a schedule that hides an
// Eraser violation: a write without locks and a write under a lock, by
// two threads. Whichever comes first, the location is reported.
func TestEscapeOrderIndependent(t *testing.T) {
	for _, order := range [][2]Thread{{1, 2}, {2, 1}} {
		c := NewChecker[loc](InitEscape)
		o := c.Table.Of([]Lock{5})
		held := map[Thread]Set{1: Empty, 2: o}
		var v *Violation
		for _, th := range order {
			if r := c.Access("v", Access{Thread: th, Write: true, Held: held[th]}, 0); r != nil {
				v = r
			}
		}
		if v == nil {
			t.Errorf("order %v: no violation", order)
		}
	}
}

func TestStrictInit(t *testing.T) {
	c := NewChecker[loc](InitStrict)
	// The first transition (step 5) of the init thread 1 initialises x
	// without locks; later accesses, even by thread 1, are after
	// initialisation.
	for _, a := range []Access{{Thread: 1, Write: true, Held: Empty, Step: 5}, {Thread: 1, Write: true, Held: Empty, Step: 5}} {
		if c.Access("x", a, 1) != nil {
			t.Fatal("accesses of the initialisation transition are free")
		}
	}
	if c.Access("x", Access{Thread: 2, Held: Empty, Step: 6}, 1) != nil {
		t.Fatal("a read after initialisation of a location only written during it is LD-RO")
	}
	if c.Access("x", Access{Thread: 1, Write: true, Held: Empty, Step: 7}, 1) == nil {
		t.Fatal("a write in a later transition without locks violates LD'")
	}
	v := c.Access("z", Access{Thread: 2, Held: Empty, Step: 1}, 1)
	if v == nil || !v.WrongInitThread {
		t.Fatal("initThread(o) must be the first thread to access o")
	}
}

// TestClone checks that a copy of a checker goes on from the same states
// as the original, and that neither sees what the other changes later
// (the two share the states until one changes them): lock sets,
// candidate sets, the accesses kept per thread, the reported flags.
func TestClone(t *testing.T) {
	c := NewChecker[loc](InitEscape)
	l1 := c.Table.Of([]Lock{1})
	c.Access("x", Access{Thread: 1, Write: true, Held: l1, Where: "t1 writes x"}, 0)
	c.Access("x", Access{Thread: 2, Write: true, Held: l1, Where: "t2 writes x"}, 0)
	c.Access("y", Access{Thread: 1, Write: true, Held: l1, Where: "t1 writes y"}, 0)
	sets := c.Table.Len()
	d := c.Clone()

	// The original goes on: y loses its lock, x is written under a new one.
	l2 := c.Table.Of([]Lock{2})
	if v := c.Access("y", Access{Thread: 2, Write: true, Held: Empty, Where: "t2 writes y"}, 0); v == nil || v.Other.Where != "t1 writes y" {
		t.Fatalf("original: violation %+v, want one with t1 writes y", v)
	}
	c.Access("x", Access{Thread: 1, Write: true, Held: l2, Where: "t1 writes x again"}, 0)

	if d.Table.Len() != sets {
		t.Errorf("the copy's table has %d sets, want %d: the original's new set leaked", d.Table.Len(), sets)
	}
	if st := d.State("x"); st.Mode != SharedModified || !slices.Equal(d.Table.Locks(st.Cand), []Lock{1}) {
		t.Errorf("copy's x: mode %v, candidates %v; want shared-modified, [1]", st.Mode, d.Table.Locks(st.Cand))
	}
	// The copy has not reported y: the same access is its violation too,
	// explained by the same earlier access.
	if v := d.Access("y", Access{Thread: 2, Write: true, Held: Empty, Where: "t2 writes y in the copy"}, 0); v == nil || v.Other.Where != "t1 writes y" {
		t.Fatalf("copy: violation %+v, want one with t1 writes y", v)
	}
	// Nor does the original see the copy's accesses: x's last access by
	// thread 2 is still its own.
	d.Access("x", Access{Thread: 2, Write: true, Held: l1, Where: "t2 writes x in the copy"}, 0)
	if w := c.State("x").last[2].Where; w != "t2 writes x" {
		t.Errorf("original's last access to x by thread 2: %v, want t2 writes x", w)
	}
	if w := d.State("x").last[1].Where; w != "t1 writes x" {
		t.Errorf("copy's last access to x by thread 1: %v, want t1 writes x", w)
	}
	if v := c.Access("y", Access{Thread: 3, Write: true, Held: Empty}, 0); v != nil {
		t.Errorf("original reported y twice: %+v", v)
	}
	if d.Locations() != 2 || c.Locations() != 2 {
		t.Errorf("locations: copy %d, original %d; want 2, 2", d.Locations(), c.Locations())
	}
}

// TestBehaviour: two locations whose states go on alike have the same
// Behaviour, and two that do not differ in it. A read-only location read
// by one thread and one read by two answer a later write by the first
// differently (no violation / violation) though their first thread is
// the same; the order in which two threads read does not matter.
func TestBehaviour(t *testing.T) {
	c := NewChecker[loc](InitEscape)
	read := func(l loc, th Thread) {
		if v := c.Access(l, Access{Thread: th, Held: Empty}, 0); v != nil {
			t.Fatalf("read of %s by %d: violation %+v", l, th, v)
		}
	}
	read("one", 1)
	read("one", 1)
	read("two", 1)
	read("two", 2)
	read("other", 2)
	read("other", 1)
	read("three", 2)
	b := func(l loc) uint64 { return c.State(l).Behaviour() }
	if b("one") == b("two") {
		t.Error("a location read by one thread behaves as one read by two")
	}
	if b("two") != b("other") {
		t.Error("the order of two threads' reads changed the behaviour")
	}
	if b("one") == b("three") {
		t.Error("locations read by different single threads behave alike")
	}
	// What the behaviour claims: a write by thread 1 is a violation only
	// where thread 2 read before.
	if v := c.Access("one", Access{Thread: 1, Write: true, Held: Empty}, 0); v != nil {
		t.Errorf("write after the writer's own reads: violation %+v", v)
	}
	if v := c.Access("two", Access{Thread: 1, Write: true, Held: Empty}, 0); v == nil {
		t.Error("write after another thread's read: no violation")
	}
}
