// Package visited is the visited set of a stateful search: a set of
// 128-bit state fingerprints within a memory budget — exact, in an
// open-addressing hash table (Table), or approximate, in a bitstate table
// (Bitstate, Holzmann's supertrace) for when the exact one no longer
// fits.
package visited

import (
	"math/bits"

	"github.com/jcheck/jcheck/internal/fphash"
)

// Key is a state's 128-bit fingerprint.
type Key = [2]uint64

// SlotBytes is what a slot of a Table takes: the key alone. With the
// table at most maxLoad full, a key costs between 16 and 32 bytes (21.3 on
// average over a doubling).
const SlotBytes = 16

// maxLoad is the fill, in quarters, beyond which a table grows: linear
// probing's expected probes for a miss are ½(1 + 1/(1-α)²), 8.5 at
// α = ¾, and beyond that they climb fast (50.5 at 0.9).
const maxLoad = 3

// minSlots is the size of a new table, unless the budget is smaller.
const minSlots = 1024

// Table is a set of keys in open addressing with linear probing: an
// array of keys, no object per key. The zero key marks an empty slot, so
// the zero key itself is held beside the array. Slots are found by
// multiply-shift range reduction (Lemire's fastrange) rather than a mask,
// so that the array need not be a power of two: it grows by doubling,
// but the last growth takes whatever the budget leaves.
type Table struct {
	slots []Key
	zero  bool  // the zero key is in the set
	n     int64 // keys in the set
	// budget bounds Bytes (0: no bound); extra is memory the caller keeps
	// beside the table for its keys and charges to the same budget.
	budget, extra int64
}

// NewTable returns an empty table that, with what Charge adds, takes at
// most budget bytes (0: no bound). Growing copies the keys into a new
// array, so for that moment the old array is held too (up to half the
// budget more). A table starts with at most half the budget, so that a
// small one leaves the caller room to charge.
func NewTable(budget int64) *Table {
	slots := int64(minSlots)
	if budget > 0 {
		slots = min(slots, budget/2/SlotBytes)
	}
	return &Table{budget: budget, slots: make([]Key, slots)}
}

// Len is the number of keys in the set.
func (t *Table) Len() int64 { return t.n }

// Bytes is the memory the table takes, with what the caller charged.
func (t *Table) Bytes() int64 { return int64(len(t.slots))*SlotBytes + t.extra }

// home is the slot where the search for a key starts. Fingerprints are
// hashes already; they are mixed once more so that keys that differ in a
// few bits do not share a run of slots.
func (t *Table) home(k Key) int {
	hi, _ := bits.Mul64(fphash.Mix(k[0]^k[1]), uint64(len(t.slots)))
	return int(hi)
}

// find returns the slot that holds the key, or the empty slot where it
// would go (-1 if the array has no slot: an empty budget).
func (t *Table) find(k Key) (int, bool) {
	if len(t.slots) == 0 {
		return -1, false
	}
	for i := t.home(k); ; {
		switch t.slots[i] {
		case k:
			return i, true
		case Key{}:
			return i, false
		}
		if i++; i == len(t.slots) {
			i = 0
		}
	}
}

// Has reports whether the key is in the set.
func (t *Table) Has(k Key) bool {
	if k == (Key{}) {
		return t.zero
	}
	_, ok := t.find(k)
	return ok
}

// Add puts a key in the set. It reports whether the key is new, and
// whether it is in the set now: false when it was not there and the
// budget leaves no room for it (the set is then unchanged).
func (t *Table) Add(k Key) (added, ok bool) {
	if k == (Key{}) {
		if t.zero {
			return false, true
		}
		t.zero = true
		t.n++
		return true, true
	}
	i, found := t.find(k)
	if found {
		return false, true
	}
	if (t.n+1)*4 > int64(len(t.slots))*maxLoad {
		if !t.grow() {
			return false, false
		}
		i, _ = t.find(k)
	}
	t.slots[i] = k
	t.n++
	return true, true
}

// grow moves the keys to an array twice as large, or as large as the
// budget allows; false if that is no larger.
func (t *Table) grow() bool {
	size := int64(max(2*len(t.slots), minSlots))
	if t.budget > 0 {
		size = min(size, (t.budget-t.extra)/SlotBytes)
	}
	if size <= int64(len(t.slots)) || (t.n+1)*4 > size*maxLoad {
		return false
	}
	old := t.slots
	t.slots = make([]Key, size)
	for _, k := range old {
		if k != (Key{}) {
			i, _ := t.find(k)
			t.slots[i] = k
		}
	}
	return true
}

// Charge adds n bytes (n < 0: takes them back) to the memory the caller
// keeps beside the table. It reports false, and charges nothing, when
// that would take the table and its extra past the budget.
func (t *Table) Charge(n int64) bool {
	if n > 0 && t.budget > 0 && t.Bytes()+n > t.budget {
		return false
	}
	t.extra += n
	return true
}

// Each calls f with every key of the set, in the order of the slots
// (the zero key first): the same keys added in the same order are
// visited in the same order.
func (t *Table) Each(f func(Key)) {
	if t.zero {
		f(Key{})
	}
	for _, k := range t.slots {
		if k != (Key{}) {
			f(k)
		}
	}
}
