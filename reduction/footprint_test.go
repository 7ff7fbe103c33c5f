package reduction

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func fp(thread int32, reads, writes []Loc, mons ...MonitorUse) *Footprint {
	f := &Footprint{Thread: thread, Reads: reads, Writes: writes, Monitors: mons}
	f.normalize()
	return f
}

func TestDependent(t *testing.T) {
	x := Loc{Obj: 1, Slot: 0}
	y := Loc{Obj: 1, Slot: 1}
	s := Loc{Class: 7, Slot: 0}
	acqRel := MonitorUse{Obj: 5}                 // acquire + release: no net effect
	acquire := MonitorUse{Obj: 5, Changed: true} // leaves the lock held
	other := MonitorUse{Obj: 6, Changed: true}
	cases := []struct {
		name string
		a, b *Footprint
		want bool
	}{
		{"same thread", fp(1, nil, nil), fp(1, nil, nil), true},
		{"read/read", fp(1, []Loc{x}, nil), fp(2, []Loc{x}, nil), false},
		{"read/write", fp(1, []Loc{x}, nil), fp(2, nil, []Loc{x}), true},
		{"write/write", fp(1, nil, []Loc{x}), fp(2, nil, []Loc{x}), true},
		{"different fields", fp(1, nil, []Loc{x}), fp(2, nil, []Loc{y}), false},
		{"static write/read", fp(1, nil, []Loc{s}), fp(2, []Loc{s}, nil), true},
		{"both acquire and release (§5.3)", fp(1, nil, nil, acqRel), fp(2, nil, nil, acqRel), false},
		{"one keeps the lock", fp(1, nil, nil, acqRel), fp(2, nil, nil, acquire), true},
		{"different monitors", fp(1, nil, nil, acquire), fp(2, nil, nil, other), false},
		{"same lock, disjoint data", fp(1, []Loc{x}, nil, acqRel), fp(2, nil, []Loc{y}, acqRel), false},
		{"same lock, conflicting data", fp(1, []Loc{x}, nil, acqRel), fp(2, nil, []Loc{x}, acqRel), true},
	}
	for _, c := range cases {
		if got := Dependent(c.a, c.b); got != c.want {
			t.Errorf("%s: Dependent = %v, want %v", c.name, got, c.want)
		}
		if got := Dependent(c.b, c.a); got != c.want {
			t.Errorf("%s: Dependent is not symmetric", c.name)
		}
	}
}

func TestNormalize(t *testing.T) {
	x, y := Loc{Obj: 1}, Loc{Obj: 2}
	f := fp(1, []Loc{y, x, x}, []Loc{x, x}, MonitorUse{Obj: 3}, MonitorUse{Obj: 3, Changed: true})
	if len(f.Reads) != 1 || f.Reads[0] != y || len(f.Writes) != 1 {
		t.Errorf("reads %v writes %v: a written location is not also a read", f.Reads, f.Writes)
	}
	if len(f.Monitors) != 1 || !f.Monitors[0].Changed {
		t.Errorf("monitors %v: uses of one monitor merge, changed if any changed", f.Monitors)
	}
}

// TestIntersects compares intersects with a plain lookup on sorted sets
// of every shape: empty, equal sizes (merged) and a few against many
// (looked up), sharing a first, a last, a middle or no element.
func TestIntersects(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	set := func(n, span int) []Loc {
		var ls []Loc
		for range n {
			ls = append(ls, Loc{Obj: ObjID(r.IntN(span)), Class: int32(r.IntN(3)), Slot: int32(r.IntN(4))})
		}
		slices.SortFunc(ls, compareLoc)
		return slices.Compact(ls)
	}
	shared := 0
	for _, sizes := range [][2]int{{0, 5}, {3, 3}, {1, 1000}, {4, 2000}, {40, 500}, {200, 200}} {
		for range 200 {
			a, b := set(sizes[0], 400), set(sizes[1], 400)
			want := false
			for _, l := range a {
				want = want || slices.Contains(b, l)
			}
			if want {
				shared++
			}
			if got := intersects(a, b); got != want {
				t.Fatalf("intersects(%v, %v) = %v", a, b, got)
			}
			if got := intersects(b, a); got != want {
				t.Fatalf("intersects(%v, %v) = %v (swapped)", b, a, got)
			}
		}
	}
	if shared < 300 || shared > 900 {
		t.Fatalf("%d of 1,200 pairs share a location: the sets test too little", shared)
	}
	// A few locations against many, the only shared one right after
	// where the one before it would be.
	many := make([]Loc, 1000)
	for i := range many {
		many[i] = Loc{Obj: ObjID(i), Slot: 2}
	}
	for k := 1; k < len(many); k += 37 {
		few := []Loc{{Obj: ObjID(k - 1), Slot: 3}, many[k]}
		if !intersects(few, many) || intersects(few[:1], many) {
			t.Fatalf("intersects(%v, many) wrong", few)
		}
	}
}
