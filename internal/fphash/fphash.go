// Package fphash is the hash of state fingerprints: the VM's
// (interp.VM.Fingerprint) and the search's own state added to it.
package fphash

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
