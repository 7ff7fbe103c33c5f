package interp

import "testing"

// TestHashRaw checks that the word-at-a-time hash of primitive arrays
// tells apart arrays that differ in one element, in the bytes of the
// last, partial word, or only in a length made up by zeros (which pad
// the last word), and that equal contents hash alike.
func TestHashRaw(t *testing.T) {
	hash := func(hashArray func(f *fingerprinter)) [2]uint64 {
		var f fingerprinter
		hashArray(&f)
		return [2]uint64(f.h)
	}
	cases := map[string]func(f *fingerprinter){
		"bytes 1":         func(f *fingerprinter) { hashRaw(f, []int8{1}) },
		"bytes 1 0":       func(f *fingerprinter) { hashRaw(f, []int8{1, 0}) },
		"bytes 9":         func(f *fingerprinter) { hashRaw(f, []int8{1, 2, 3, 4, 5, 6, 7, 8, 9}) },
		"bytes 9 changed": func(f *fingerprinter) { hashRaw(f, []int8{1, 2, 3, 4, 5, 6, 7, 8, 10}) },
		"chars":           func(f *fingerprinter) { hashRaw(f, []uint16{1, 2, 3, 4, 5}) },
		"chars changed":   func(f *fingerprinter) { hashRaw(f, []uint16{1, 2, 3, 4, 6}) },
		"longs":           func(f *fingerprinter) { hashRaw(f, []int64{-1}) },
		"doubles":         func(f *fingerprinter) { hashRaw(f, []float64{1.5}) },
		"empty":           func(f *fingerprinter) { hashRaw(f, []int32{}) },
		"int 0":           func(f *fingerprinter) { hashRaw(f, []int32{0}) },
	}
	seen := map[[2]uint64]string{}
	for name, c := range cases {
		h := hash(c)
		if other, ok := seen[h]; ok {
			t.Errorf("%s and %s hash alike", name, other)
		}
		seen[h] = name
		if hash(c) != h {
			t.Errorf("%s hashes differently twice", name)
		}
	}
}
