package reduction_test

import (
	"slices"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/reduction"
)

// Programs for the atomic granularity of the library's atomics and
// concurrent collections (interp/granularity.go).
const (
	// atomicReaders: two threads read an AtomicInteger main set before
	// starting them. Reads of the object commute: one execution.
	atomicReaders = `
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicReaders {
    public static void main(String[] args) throws Exception {
        AtomicInteger c = new AtomicInteger(7);
        Thread a = new Thread(() -> c.get());
        Thread b = new Thread(() -> c.intValue());
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(c.get());
    }
}`
	// atomicTickets: two threads take a ticket each with incrementAndGet,
	// a write of the object: the two orders give different tickets. Each
	// stores its ticket in its own element of an AtomicIntegerArray: a
	// set uses the element it names, so the stores commute — 2
	// executions (4 if a set wrote the whole array). In atomicSameSlot
	// both store into element 0: 2 orders of the increments times 2 of
	// the stores.
	atomicTickets = `
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;

public class AtomicTickets {
    public static void main(String[] args) throws Exception {
        AtomicInteger c = new AtomicInteger();
        AtomicIntegerArray got = new AtomicIntegerArray(2);
        Thread a = new Thread(() -> got.set(0, c.incrementAndGet()));
        Thread b = new Thread(() -> got.set(1, c.incrementAndGet()));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(got);
    }
}`
	atomicSameSlot = `
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;

public class AtomicSameSlot {
    public static void main(String[] args) throws Exception {
        AtomicInteger c = new AtomicInteger();
        AtomicIntegerArray got = new AtomicIntegerArray(2);
        Thread a = new Thread(() -> got.set(0, c.incrementAndGet()));
        Thread b = new Thread(() -> got.set(0, c.incrementAndGet()));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(got);
    }
}`
	// chmIteration: main iterates the key set of a map while another
	// thread adds a key. The view and its iterator are part of the map's
	// state (their root is the map): main sees the new key or not.
	chmIteration = `
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

public class ChmIteration {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
        m.put("a", 1);
        Set<String> keys = m.keySet();
        Thread t = new Thread(() -> m.put("b", 2));
        t.start();
        StringBuilder seen = new StringBuilder();
        for (String k : keys) {
            seen.append(k);
        }
        t.join();
        System.out.println(seen);
    }
}`
	// chmCounters: two threads count under different keys of a map with
	// computeIfAbsent(...).incrementAndGet(). The AtomicIntegers are the
	// program's (its function creates them), not part of the map's state.
	chmCounters = `
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public class ChmCounters {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, AtomicInteger> m = new ConcurrentHashMap<>();
        Thread a = new Thread(() -> m.computeIfAbsent("a", k -> new AtomicInteger()).incrementAndGet());
        Thread b = new Thread(() -> m.computeIfAbsent("b", k -> new AtomicInteger()).incrementAndGet());
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(new TreeMap<>(m));
    }
}`
	// blockingCallback: a computeIfAbsent whose function takes a monitor
	// another thread may hold. The call cannot be one operation then.
	blockingCallback = `
import java.util.concurrent.ConcurrentHashMap;

public class BlockingCallback {
    static final Object lock = new Object();
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
        Thread t = new Thread(() -> m.computeIfAbsent("k", k -> {
            synchronized (lock) {
                return 1;
            }
        }));
        t.start();
        synchronized (lock) {
            m.put("x", 0);
        }
        t.join();
    }
}`
)

// TestAtomicGranularity checks the outcomes and the exact number of
// executions of programs that use atomics and a concurrent map, counted
// by hand: with each call one operation, only the order of the calls on
// the same object that write it matters. Each program has the same
// outcomes when the library's own bytecode runs (--jdk-models=off).
func TestAtomicGranularity(t *testing.T) {
	for _, c := range []struct {
		main, source string
		want         []string
		executions   int64
	}{
		{"AtomicReaders", atomicReaders, []string{"7"}, 1},
		{"AtomicTickets", atomicTickets, []string{"[1, 2]", "[2, 1]"}, 2},
		{"AtomicSameSlot", atomicSameSlot, []string{"[1, 0]", "[2, 0]"}, 4},
		// main's calls on the map's state after the start are iterator(),
		// hasNext(), next(), hasNext(): the put of b, a write of that
		// state, goes in one of 5 places among them. Were the key set and
		// its iterator objects of their own (main's, unshared), their
		// calls would be invisible and only 2 executions would be seen.
		{"ChmIteration", chmIteration, []string{"a", "ab"}, 5},
		// Only the two computeIfAbsent calls write the map: 2 orders.
		// Were the counters part of the map's state, their increments
		// would write it too, and the 4 calls would have 6 orders.
		{"ChmCounters", chmCounters, []string{"{a=1, b=1}"}, 2},
	} {
		p := program(t, map[string]string{c.main + ".java": c.source}, c.main)
		checkOutcomes(t, p, c.main, c.want, func(por reduction.POR, mode reduction.Mode, res *reduction.Result) {
			if por == reduction.PORDPOR && res.Stats.Executions != c.executions {
				t.Errorf("%s, %s, %s: %d executions, want %d", c.main, mode, por, res.Stats.Executions, c.executions)
			}
		})
		library := p
		_, library.Loader = javatool.LoaderForTest(t, p.VM.ClassPath)
		library.Loader.LibraryBytecode = true
		// The library's bytecode spins with Thread.yield while another
		// thread initialises a map's table: the fairness bound jcheck
		// check uses keeps such loops finite.
		res, err := reduction.Check(library, reduction.Options{Mode: reduction.IFSSS, Lockset: true, Outcomes: true, FairBound: 2})
		if err != nil {
			t.Fatal(err)
		}
		if got := printed(res); !slices.Equal(got, c.want) {
			t.Errorf("%s, library bytecode: outcomes %q, want %q", c.main, got, c.want)
		}
	}
}

// TestGranularityViolation checks that a method with atomic granularity
// that would block is reported, not run as if it could not: in the
// interleaving where main holds the lock when t's computeIfAbsent calls
// its function, the function cannot take the lock inside one operation.
func TestGranularityViolation(t *testing.T) {
	p := program(t, map[string]string{"BlockingCallback.java": blockingCallback}, "BlockingCallback")
	res, err := reduction.Check(p, reduction.Options{Mode: reduction.IFSSS, Lockset: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Findings) != 1 || res.Findings[0].Kind != reduction.GranularityViolation {
		t.Fatalf("findings %v, want one granularity violation", res.Findings)
	}
	const want = "thread Thread-0 cannot acquire Object@"
	if msg := res.Findings[0].Message; len(msg) < len(want) || msg[:len(want)] != want {
		t.Errorf("message %q, want it to start %q", msg, want)
	}
}
