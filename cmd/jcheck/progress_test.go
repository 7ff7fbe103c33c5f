package main

import (
	"testing"
	"time"

	"github.com/jcheck/jcheck/reduction"
)

// TestProgressLine checks the progress line of a first round without a
// bound and of a later round of a bounded search.
func TestProgressLine(t *testing.T) {
	first := reduction.Progress{Stats: reduction.Stats{Executions: 12, MaxDepth: 40, Elapsed: 3 * time.Second}, Round: 1, Bound: -1, Done: 0.375}
	if got, want := progressLine(first, 1500), "~38% of the tree, 12 executions, 1500 transitions/s, depth 40, 3s"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	later := reduction.Progress{Stats: reduction.Stats{Executions: 7, MaxDepth: 9, Elapsed: 61 * time.Second}, Round: 2, Bound: 1, Done: 1}
	if got, want := progressLine(later, 20), "round 2, bound 1, ~100% of the tree, 7 executions, 20 transitions/s, depth 9, 1m1s"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
