package visited

import (
	"math"
	"math/bits"

	"github.com/jcheck/jcheck/internal/fphash"
)

// Hashes is the number of bits a Bitstate sets for a key: SPIN's default
// for its bitstate search (-k3). With m bits and n keys the chance that
// a key not added finds all its bits set is about (1 - e^(-kn/m))^k; k = 3
// keeps it below one in a million for n ≤ m/300 (28 million keys in a
// gigabyte), where k = 1, Holzmann's original supertrace, needs
// n ≤ m/1,000,000.
const Hashes = 3

// Bitstate is Holzmann's bitstate hashing (supertrace): a key is a few
// bits of an array, set when it is added, so a state costs a few bits
// instead of its fingerprint. A key whose bits other keys have all set
// is taken as added though it was not: a search that uses it may miss
// states, with the probability Omission estimates.
type Bitstate struct {
	words []uint64
	m     uint64 // bits: 64 × len(words)
	set   int64  // bits that are 1
	n     int64  // keys added (that were not taken as added already)
}

// NewBitstate returns an empty table of the given bytes, rounded down to
// whole 64-bit words (at least one word).
func NewBitstate(bytes int64) *Bitstate {
	w := max(bytes/8, 1)
	return &Bitstate{words: make([]uint64, w), m: uint64(w) * 64}
}

// bit returns the i-th of the key's Hashes bits, by double hashing
// (Kirsch and Mitzenmacher, "Less hashing, same performance", 2006):
// g_i = h1 + i·h2 with h1 and h2 the key's two lanes, mixed once more,
// and h2 odd; each g_i is reduced to [0, m) by a multiply-shift.
func (b *Bitstate) bit(h1, h2 uint64, i int) uint64 {
	hi, _ := bits.Mul64(h1+uint64(i)*h2, b.m)
	return hi
}

func lanes(k Key) (uint64, uint64) { return fphash.Mix(k[0]), fphash.Mix(k[1]^k[0]) | 1 }

// Has reports whether all the key's bits are set: whether the key was
// added, or is taken to have been.
func (b *Bitstate) Has(k Key) bool {
	h1, h2 := lanes(k)
	for i := range Hashes {
		p := b.bit(h1, h2, i)
		if b.words[p/64]&(1<<(p%64)) == 0 {
			return false
		}
	}
	return true
}

// Add sets the key's bits. It reports whether one of them was not set
// yet (the key is new, as far as the table can tell).
func (b *Bitstate) Add(k Key) bool {
	h1, h2 := lanes(k)
	added := false
	for i := range Hashes {
		p := b.bit(h1, h2, i)
		if w := &b.words[p/64]; *w&(1<<(p%64)) == 0 {
			*w |= 1 << (p % 64)
			b.set++
			added = true
		}
	}
	if added {
		b.n++
	}
	return added
}

// Len is the number of keys added.
func (b *Bitstate) Len() int64 { return b.n }

// Bits is the size of the table in bits, BitsSet how many are 1.
func (b *Bitstate) Bits() int64    { return int64(b.m) }
func (b *Bitstate) BitsSet() int64 { return b.set }

// Bytes is the memory the table takes.
func (b *Bitstate) Bytes() int64 { return int64(len(b.words)) * 8 }

// Omission is the probability that a key not added is taken as added:
// that each of its Hashes bits is among those set, (set/m)^k — the
// measured fill in place of a Bloom filter's expected fill
// 1 - e^(-kn/m) for n keys. It is that of the table as it ends; a key
// looked up earlier, in an emptier table, had less.
func (b *Bitstate) Omission() float64 {
	return math.Pow(float64(b.set)/float64(b.m), Hashes)
}
