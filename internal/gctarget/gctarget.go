// Package gctarget keeps the Go collector's heap target a fixed headroom
// above the live heap while a search runs.
//
// A search allocates copies of the execution that die young (every replay
// starts from one), beside a live heap that is small in the state-less
// search and grows with the visited set in the stateful one. Go's
// collector sets its next target in proportion to the live heap (GOGC),
// so that a small live heap is collected very often: each collection
// marks on the core a second worker needs. A target of live + headroom
// collects a small heap rarely and a large one no more than GOGC=minimum
// would. The headroom grows with what the search has allocated (a
// quarter of it), up to its most: a search of a second, whose collections
// cost little, does not take a large heap for them.
package gctarget

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"sync/atomic"
)

// Percent is the GOGC that lets the heap grow headroom bytes past live
// before the next collection, at least minimum.
func Percent(live, headroom uint64, minimum int) int {
	if live == 0 {
		live = 1
	}
	p := headroom * 100 / live
	if p < uint64(minimum) {
		return minimum
	}
	// Beyond this the target no longer depends on the percentage within
	// any heap a process has.
	const most = 1 << 20
	if p > most {
		return most
	}
	return int(p)
}

// tuner adjusts GOGC after every collection, from a finalizer: the
// runtime runs a finalizer after the collection that found its object
// unreachable, so a sentinel that arms a new one each time sees every
// cycle.
type tuner struct {
	headroom uint64 // the most
	minimum  int
	base     uint64 // the bytes allocated before Keep
	stopped  atomic.Bool
	mu       sync.Mutex
	percent  int
	samples  [2]metrics.Sample // the live heap, the bytes allocated
}

type sentinel struct{ t *tuner }

func (t *tuner) arm() {
	runtime.SetFinalizer(&sentinel{t: t}, func(s *sentinel) {
		if s.t.stopped.Load() {
			return
		}
		s.t.adjust()
		s.t.arm()
	})
}

// adjust sets GOGC from the live heap the last collection measured,
// unless it is within a tenth of the current setting (setting it costs
// a lock of the runtime's heap).
func (t *tuner) adjust() {
	t.mu.Lock()
	defer t.mu.Unlock()
	metrics.Read(t.samples[:])
	if t.samples[0].Value.Kind() != metrics.KindUint64 || t.samples[1].Value.Kind() != metrics.KindUint64 {
		return
	}
	headroom := min(t.headroom, (t.samples[1].Value.Uint64()-t.base)/4)
	p := Percent(t.samples[0].Value.Uint64(), headroom, t.minimum)
	if d := p - t.percent; d*10 > t.percent || -d*10 > t.percent {
		t.percent = p
		if !t.stopped.Load() {
			debug.SetGCPercent(p)
		}
	}
}

// Keep sets GOGC to minimum and then, after each collection, to let the
// heap grow past the live heap by a quarter of the bytes allocated since,
// at most headroom bytes; limit is the soft memory
// limit meanwhile (debug.SetMemoryLimit), which bounds the heap whatever
// GOGC says. stop ends the adjusting and restores the settings before.
func Keep(headroom uint64, minimum int, limit int64) (stop func()) {
	t := &tuner{headroom: headroom, minimum: minimum, percent: minimum}
	t.samples[0].Name = "/gc/heap/live:bytes"
	t.samples[1].Name = "/gc/heap/allocs:bytes"
	metrics.Read(t.samples[1:])
	if t.samples[1].Value.Kind() == metrics.KindUint64 {
		t.base = t.samples[1].Value.Uint64()
	}
	percent := debug.SetGCPercent(minimum)
	before := debug.SetMemoryLimit(limit)
	t.arm()
	return sync.OnceFunc(func() {
		t.mu.Lock()
		t.stopped.Store(true)
		t.mu.Unlock()
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(before)
	})
}
