// Package fphash is the hash of state fingerprints: the VM's
// (interp.VM.Fingerprint) and the search's own state added to it.
package fphash

import (
	"encoding/binary"
	"math/bits"
)

// Hash is a two-lane 128-bit hash, built a word at a time.
type Hash [2]uint64

// New is the hash of nothing.
func New() Hash { return Hash{0x9E3779B97F4A7C15, 0xC2B2AE3D27D4EB4F} }

// Add adds one 64-bit word to the hash: one lane mixes it in
// multiplicatively (FNV-style, over the mixed word), the other additively,
// so that a collision needs both to collide. It updates the lanes in
// place: a method returning a new Hash made the compiler copy the pair
// through the stack with one 16-byte store and two 8-byte loads, a
// store-forwarding stall on every word that made fingerprints 3-5 times
// slower.
func (h *Hash) Add(v uint64) {
	h[0] = (h[0] ^ Mix(v)) * 0x100000001B3
	h[1] = (h[1]+v)*0x9E3779B97F4A7C15 ^ h[1]>>29
}

// Final spreads the lanes' bits over the result.
func (h Hash) Final() Hash { return Hash{Mix(h[0]), Mix(h[1] ^ h[0])} }

// Mix is the finaliser of MurmurHash3: it spreads every input bit over
// the output.
func Mix(h uint64) uint64 {
	h ^= h >> 33
	h *= 0xFF51AFD7ED558CCD
	h ^= h >> 33
	h *= 0xC4CEB9FE1A85EC53
	h ^= h >> 33
	return h
}

// Bytes hashes a byte string (FNV-1a, then mixed), for state that is text
// or data rather than words.
func Bytes(b []byte) uint64 {
	h := uint64(14695981039346656037)
	for _, c := range b {
		h = (h ^ uint64(c)) * 1099511628211
	}
	return Mix(h ^ uint64(len(b)))
}

// Block hashes a byte string 16 bytes at a time, folding the 128-bit
// product of each pair of words with the hash so far (wyhash's
// multiply-fold): some five times faster than adding it a word at a time,
// for the contents of arrays, which are most of a state's words.
func Block(b []byte) uint64 {
	const k0, k1, k2 = 0xA0761D6478BD642F, 0xE7037ED1A0B428DB, 0x8EBC6AF09C88C6E3
	h := uint64(len(b)) ^ k0
	for len(b) >= 16 {
		h ^= fold(binary.LittleEndian.Uint64(b)^k1, binary.LittleEndian.Uint64(b[8:])^k2^h)
		b = b[16:]
	}
	if len(b) > 0 {
		var tail [16]byte
		copy(tail[:], b)
		h ^= fold(binary.LittleEndian.Uint64(tail[:])^k1, binary.LittleEndian.Uint64(tail[8:])^k2^h)
	}
	return Mix(h)
}

// fold is the high and low halves of a 128-bit product, xored.
func fold(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return hi ^ lo
}
