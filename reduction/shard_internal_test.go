package reduction

import "testing"

// TestNextSizingDepth: the next counting search goes one level below where
// the tree, growing as it last did, reaches the target, at least one
// level and at most half the depth deeper.
func TestNextSizingDepth(t *testing.T) {
	for _, c := range []struct{ prev, last, target, d, want int }{
		{1, 1, 64, 5, 6},    // not growing: one level deeper
		{0, 5, 64, 2, 3},    // nothing to compare with
		{4, 2, 64, 8, 9},    // shrinking
		{2, 4, 64, 20, 25},  // doubling: 8, 16, 32, 64 at 24, cut at 25
		{2, 3, 64, 9, 13},   // growing by half: capped at 9 + 4
		{10, 100, 64, 4, 5}, // reached at the next level
		{3, 5, 1000, 3, 4},  // capped at 3 + 1
	} {
		if got := nextSizingDepth(c.prev, c.last, c.target, c.d); got != c.want {
			t.Errorf("nextSizingDepth(%d, %d, %d, %d) = %d; want %d", c.prev, c.last, c.target, c.d, got, c.want)
		}
	}
}
