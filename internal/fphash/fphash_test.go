package fphash

import "testing"

// TestBlock checks that Block depends on every byte and on the length
// (a byte string and the same with a zero byte more differ), and that it
// is the same in every run (a fingerprint must be: the bitstate table's
// collisions depend on it).
func TestBlock(t *testing.T) {
	if got, want := Block([]byte("jcheck fingerprints the heap")), uint64(0x3f4cc788af7807f7); got != want {
		t.Fatalf("Block = %#x, want %#x", got, want)
	}
	seen := map[uint64]string{}
	base := make([]byte, 40)
	for n := range len(base) + 1 {
		for i := range n {
			for _, v := range []byte{1, 0x80} {
				b := append([]byte(nil), base[:n]...)
				b[i] ^= v
				key := string(b)
				h := Block(b)
				if other, ok := seen[h]; ok && other != key {
					t.Fatalf("Block(%x) = Block(%x) = %#x", b, other, h)
				}
				seen[h] = key
			}
		}
		h := Block(base[:n])
		if other, ok := seen[h]; ok && other != string(base[:n]) {
			t.Fatalf("Block of %d zeros = Block(%x)", n, other)
		}
		seen[h] = string(base[:n])
	}
}
