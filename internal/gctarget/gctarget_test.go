package gctarget

import (
	"math"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

func TestPercent(t *testing.T) {
	for _, c := range []struct {
		live, headroom uint64
		minimum, want  int
	}{
		{live: 50 << 20, headroom: 1 << 30, minimum: 400, want: 2048},
		{live: 1 << 30, headroom: 1 << 30, minimum: 400, want: 400},
		{live: 300 << 20, headroom: 1 << 30, minimum: 400, want: 400},
		{live: 200 << 20, headroom: 1 << 30, minimum: 400, want: 512},
		{live: 0, headroom: 1 << 30, minimum: 400, want: 1 << 20},
		{live: 1, headroom: math.MaxUint64 / 200, minimum: 400, want: 1 << 20},
	} {
		if got := Percent(c.live, c.headroom, c.minimum); got != c.want {
			t.Errorf("Percent(%d, %d, %d) = %d, want %d", c.live, c.headroom, c.minimum, got, c.want)
		}
	}
}

// gcPercent reads GOGC without changing it.
func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

// TestKeep: a headroom far above the live heap sets the largest GOGC
// after a collection; stop restores the settings before Keep.
func TestKeep(t *testing.T) {
	before := debug.SetGCPercent(150)
	defer debug.SetGCPercent(before)
	stop := Keep(1<<50, 400, 1<<40)
	if got := gcPercent(); got != 400 {
		t.Fatalf("GOGC right after Keep = %d, want 400", got)
	}
	// The finalizer runs on its own goroutine after the collection.
	deadline := time.Now().Add(time.Minute)
	for gcPercent() != 1<<20 && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if got := gcPercent(); got != 1<<20 {
		t.Fatalf("GOGC after collections = %d, want %d", got, 1<<20)
	}
	stop()
	if got := gcPercent(); got != 150 {
		t.Errorf("GOGC after stop = %d, want 150", got)
	}
	runtime.GC()
	time.Sleep(10 * time.Millisecond)
	if got := gcPercent(); got != 150 {
		t.Errorf("GOGC after a collection after stop = %d, want 150", got)
	}
}
