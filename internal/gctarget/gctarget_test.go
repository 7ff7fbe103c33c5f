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

var sink []byte

// collectUntil allocates and collects until GOGC satisfies done, or a
// minute has passed (the finalizer runs on its own goroutine after the
// collection).
func collectUntil(done func(int) bool) int {
	deadline := time.Now().Add(time.Minute)
	for !done(gcPercent()) && time.Now().Before(deadline) {
		for range 64 {
			sink = make([]byte, 1<<20)
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	return gcPercent()
}

// TestKeep: with a headroom far above the live heap, GOGC grows as the
// program allocates; stop restores the settings before Keep.
func TestKeep(t *testing.T) {
	before := debug.SetGCPercent(150)
	defer debug.SetGCPercent(before)
	stop := Keep(1<<50, 400, 1<<40)
	if got := gcPercent(); got != 400 {
		t.Fatalf("GOGC right after Keep = %d, want 400", got)
	}
	if got := collectUntil(func(p int) bool { return p >= 4000 }); got < 4000 {
		t.Fatalf("GOGC after collections = %d, want at least 4000", got)
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

// TestKeepAtMost: a headroom below the live heap leaves GOGC at its
// minimum however much the program allocates.
func TestKeepAtMost(t *testing.T) {
	before := debug.SetGCPercent(150)
	defer debug.SetGCPercent(before)
	stop := Keep(1<<10, 400, 1<<40)
	defer stop()
	rounds := 0
	if got := collectUntil(func(int) bool { rounds++; return rounds > 8 }); got != 400 {
		t.Fatalf("GOGC = %d, want 400", got)
	}
}
