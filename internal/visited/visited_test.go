package visited

import (
	"math"
	"slices"
	"testing"
)

// key is the i-th test key; key(0) is the zero key, which the table
// holds beside its array.
func key(i int) Key { return Key{uint64(i), uint64(i) * 0x9E3779B97F4A7C15} }

func TestTableAddHas(t *testing.T) {
	tab := NewTable(0)
	const n = 10000
	for i := range n {
		if added, ok := tab.Add(key(i)); !added || !ok {
			t.Fatalf("Add(key(%d)) = %v, %v; want true, true", i, added, ok)
		}
	}
	for i := range n {
		if added, ok := tab.Add(key(i)); added || !ok {
			t.Fatalf("second Add(key(%d)) = %v, %v; want false, true", i, added, ok)
		}
		if !tab.Has(key(i)) {
			t.Fatalf("Has(key(%d)) = false after Add", i)
		}
	}
	for i := n; i < 2*n; i++ {
		if tab.Has(key(i)) {
			t.Fatalf("Has(key(%d)) = true; it was never added", i)
		}
	}
	if tab.Len() != n {
		t.Errorf("Len = %d, want %d", tab.Len(), n)
	}
}

// TestTableGrowth checks that the table doubles when it is more than ¾
// full, and not before.
func TestTableGrowth(t *testing.T) {
	tab := NewTable(0)
	want := []struct {
		keys  int
		bytes int64
	}{{0, 1024 * 16}, {768, 1024 * 16}, {769, 2048 * 16}, {1536, 2048 * 16}, {1537, 4096 * 16}}
	i := 0
	for _, w := range want {
		for ; i < w.keys; i++ {
			tab.Add(key(i + 1))
		}
		if got := tab.Bytes(); got != w.bytes {
			t.Errorf("with %d keys: Bytes = %d, want %d", w.keys, got, w.bytes)
		}
	}
}

// TestTableBudget checks that the last growth takes what the budget
// leaves, that the table refuses a key beyond it and is unchanged, and
// that keys already in are still found and still added as old.
func TestTableBudget(t *testing.T) {
	tab := NewTable(40000) // 1024 slots, then 2048, then 2500 (40,000 bytes)
	const fits = 1875      // ¾ of 2500
	for i := 1; i <= fits; i++ {
		if added, ok := tab.Add(key(i)); !added || !ok {
			t.Fatalf("Add(key(%d)) = %v, %v; want true, true", i, added, ok)
		}
	}
	if tab.Bytes() != 40000 {
		t.Errorf("Bytes = %d, want 40000", tab.Bytes())
	}
	if added, ok := tab.Add(key(fits + 1)); added || ok {
		t.Errorf("Add beyond the budget = %v, %v; want false, false", added, ok)
	}
	if tab.Has(key(fits+1)) || tab.Len() != fits || tab.Bytes() != 40000 {
		t.Errorf("after a refused Add: Has = %v, Len = %d, Bytes = %d; want false, %d, 40000", tab.Has(key(fits+1)), tab.Len(), tab.Bytes(), fits)
	}
	if added, ok := tab.Add(key(7)); added || !ok {
		t.Errorf("Add of a key already in a full table = %v, %v; want false, true", added, ok)
	}
}

// TestTableCharge checks that what the caller charges counts against the
// budget, for Charge itself and for the table's growth.
func TestTableCharge(t *testing.T) {
	tab := NewTable(40000)
	if !tab.Charge(40000 - 1024*16) {
		t.Fatal("Charge up to the budget refused")
	}
	if tab.Charge(1) {
		t.Error("Charge beyond the budget accepted")
	}
	for i := 1; i <= 768; i++ {
		if _, ok := tab.Add(key(i)); !ok {
			t.Fatalf("Add(key(%d)) refused; 768 keys fit in 1024 slots", i)
		}
	}
	if _, ok := tab.Add(key(769)); ok {
		t.Error("the table grew past the budget the charge left")
	}
	// Half of the charge given back leaves 40,000 - 11,808 bytes for the
	// table: not the 2048 slots of a doubling, but 1762.
	if !tab.Charge(-11808) {
		t.Fatal("Charge of a negative amount refused")
	}
	if _, ok := tab.Add(key(769)); !ok {
		t.Error("the table did not grow into the bytes given back")
	}
	if want := int64(11808 + 1762*16); tab.Bytes() != want {
		t.Errorf("Bytes = %d, want %d", tab.Bytes(), want)
	}
}

// TestTableTinyBudget checks a budget below the first array: the table
// starts with half of it and grows into the rest, holding ¾ of the slots
// it pays for; a budget below two slots holds no key but the zero key,
// which takes no slot.
func TestTableTinyBudget(t *testing.T) {
	tab := NewTable(100) // 3 slots, then 6
	if tab.Bytes() != 48 {
		t.Errorf("Bytes = %d, want 48", tab.Bytes())
	}
	for i := 1; i <= 4; i++ {
		if _, ok := tab.Add(key(i)); !ok {
			t.Fatalf("Add(key(%d)) refused; 4 keys fit in 6 slots", i)
		}
	}
	if _, ok := tab.Add(key(5)); ok {
		t.Error("a fifth key fit in 6 slots")
	}
	empty := NewTable(20)
	if _, ok := empty.Add(key(1)); ok {
		t.Error("a 20-byte table took a key")
	}
	if added, ok := empty.Add(key(0)); !added || !ok || !empty.Has(key(0)) {
		t.Errorf("Add(zero key) = %v, %v; want true, true", added, ok)
	}
}

// TestTableEach checks that Each gives every key once, in an order that
// depends only on the keys added and their order.
func TestTableEach(t *testing.T) {
	order := func() []Key {
		tab := NewTable(0)
		for i := range 3000 {
			tab.Add(key(i))
		}
		var got []Key
		tab.Each(func(k Key) { got = append(got, k) })
		return got
	}
	a, b := order(), order()
	if !slices.Equal(a, b) {
		t.Error("Each gave the same keys in two orders")
	}
	if len(a) != 3000 || a[0] != key(0) {
		t.Fatalf("Each gave %d keys, first %v; want 3000, the zero key first", len(a), a[0])
	}
	seen := map[Key]bool{}
	for _, k := range a {
		seen[k] = true
	}
	for i := range 3000 {
		if !seen[key(i)] {
			t.Fatalf("Each left out key(%d)", i)
		}
	}
}

func TestBitstate(t *testing.T) {
	b := NewBitstate(1 << 20)
	if b.Bits() != 1<<23 || b.Bytes() != 1<<20 {
		t.Fatalf("Bits = %d, Bytes = %d; want %d, %d", b.Bits(), b.Bytes(), 1<<23, 1<<20)
	}
	for i := range 1000 {
		if !b.Add(key(i)) {
			t.Fatalf("Add(key(%d)) = false in a table almost empty", i)
		}
	}
	for i := range 1000 {
		if !b.Has(key(i)) || b.Add(key(i)) {
			t.Fatalf("key(%d): Has false or Add true after Add", i)
		}
	}
	// 3000 of 8 million bits set: a key not added is taken as added with
	// probability (3000/2^23)^3, about 5e-11.
	for i := 1000; i < 2000; i++ {
		if b.Has(key(i)) {
			t.Fatalf("Has(key(%d)) = true; it was never added", i)
		}
	}
	if b.Len() != 1000 || b.BitsSet() > 3000 || b.BitsSet() < 2990 {
		t.Errorf("Len = %d, BitsSet = %d; want 1000, about 3000", b.Len(), b.BitsSet())
	}
	if want := math.Pow(float64(b.BitsSet())/float64(1<<23), 3); b.Omission() != want {
		t.Errorf("Omission = %g, want %g", b.Omission(), want)
	}
}

// TestBitstateFull checks a table whose bits are all set: every key is
// taken as added, and no more are counted.
func TestBitstateFull(t *testing.T) {
	b := NewBitstate(1) // one word: 64 bits
	for i := 0; b.BitsSet() < 64; i++ {
		b.Add(key(i))
	}
	n := b.Len()
	for i := 1 << 20; i < 1<<20+100; i++ {
		if b.Add(key(i)) || !b.Has(key(i)) {
			t.Fatalf("key(%d) is new in a full table", i)
		}
	}
	if b.Len() != n || b.Omission() != 1 {
		t.Errorf("Len = %d, Omission = %g; want %d, 1", b.Len(), b.Omission(), n)
	}
}
