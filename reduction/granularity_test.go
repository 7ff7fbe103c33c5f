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
		// The two computeIfAbsent calls write different bins of the map
		// (its table is made by the first): 2 orders while there is no
		// table, 1 with one. Were the counters part of the map's state,
		// their increments would write it too, and the 4 calls would
		// have 6 orders.
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

// Programs for the class-specific dependency of ConcurrentHashMap and
// LongAdder (interp/granularity.go): a keyed call uses the bin its key
// hashes to, a putIfAbsent or computeIfAbsent that finds its key only
// reads it, and a LongAdder's additions commute with one another.
const (
	// keyedCalls: the threads put different keys ("a" and "b" hash to
	// different bins), try to put a key main put first (each finds it:
	// a read), add to an adder (additions commute) and merge into
	// different keys again. Every pair of calls commutes: 1 execution.
	keyedCalls = `
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

public class KeyedCalls {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
        m.put("seed", 0);
        LongAdder a = new LongAdder();
        Thread t1 = new Thread(() -> { m.put("a", 1); m.putIfAbsent("seed", 5); a.increment(); m.merge("x", 1, Integer::sum); });
        Thread t2 = new Thread(() -> { m.put("b", 2); m.putIfAbsent("seed", 6); a.increment(); m.merge("y", 1, Integer::sum); });
        t1.start(); t2.start(); t1.join(); t2.join();
        System.out.println(m + " " + a.sum());
    }
}`
	// sameBin: "a" (hash 97) and "q" (113) share bin 1 of the table of
	// 16, so the order of the puts is the order the map lists them in:
	// 2 executions, 2 outcomes.
	sameBin = `
import java.util.concurrent.ConcurrentHashMap;

public class SameBin {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
        m.put("z", 0);
        Thread t1 = new Thread(() -> m.put("a", 1));
        Thread t2 = new Thread(() -> m.put("q", 2));
        t1.start(); t2.start(); t1.join(); t2.join();
        System.out.println(m);
    }
}`
	// mapResize: the map holds 11 keys, the 12th insert resizes its
	// table, whichever thread makes it: bins whose keys split between
	// the halves come out in an order that depends on which keys were
	// in them at the resize, so puts of keys in different bins do not
	// commute when either resizes.
	mapResize = `
import java.util.concurrent.ConcurrentHashMap;

public class MapResize {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>();
        for (int k : new int[] {33, 65, 17, 49, 34, 18, 3, 4, 5, 6, 7}) m.put(k, k);
        Thread t1 = new Thread(() -> { m.put(1, 1); m.put(97, 1); });
        Thread t2 = new Thread(() -> { m.put(2, 2); m.remove(33); m.put(129, 2); });
        t1.start(); t2.start(); t1.join(); t2.join();
        System.out.println(m);
    }
}`
	// smallTable: a table of 4 bins, where 1, 5 and 9 share a bin that
	// keys modulo 16 would tell apart.
	smallTable = `
import java.util.concurrent.ConcurrentHashMap;

public class SmallTable {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>(2);
        m.put(0, 0);
        Thread t1 = new Thread(() -> { m.put(1, 1); m.put(5, 1); });
        Thread t2 = new Thread(() -> { m.put(3, 2); m.put(9, 2); });
        t1.start(); t2.start(); t1.join(); t2.join();
        System.out.println(m);
    }
}`
	// callbackReads: a computeIfAbsent whose function reads the map's
	// size depends on every insert; the putIfAbsent of w has a winner.
	callbackReads = `
import java.util.concurrent.ConcurrentHashMap;

public class CallbackReads {
    static volatile int won1, won2;
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
        m.put("p", 0);
        Thread t1 = new Thread(() -> { m.computeIfAbsent("a", k -> m.size() * 10); won1 = m.putIfAbsent("w", 1) == null ? 1 : 0; });
        Thread t2 = new Thread(() -> { m.put("b", 5); won2 = m.putIfAbsent("w", 2) == null ? 1 : 0; m.remove("p"); });
        t1.start(); t2.start(); t1.join(); t2.join();
        System.out.println(m + " " + won1 + won2);
    }
}`
	// arrayCallback: the function of t1's updateAndGet of element 0
	// reads element 1, which t2 sets: the call uses more than the
	// element it names, and the two orders give [1, 5] and [6, 5] (the
	// read inside the function was once left out of the call's use, and
	// DPOR explored one order only).
	arrayCallback = `
import java.util.concurrent.atomic.AtomicIntegerArray;

public class ArrayCallback {
    public static void main(String[] args) throws Exception {
        AtomicIntegerArray a = new AtomicIntegerArray(2);
        Thread t1 = new Thread(() -> a.updateAndGet(0, x -> a.get(1) + 1));
        Thread t2 = new Thread(() -> a.set(1, 5));
        t1.start(); t2.start(); t1.join(); t2.join();
        System.out.println(a);
    }
}`
	// adderSums: additions commute, sums do not commute with them (nor
	// with each other: a sum counts as a change). A trace is fixed by
	// where t1's sum falls among t2's three calls (4 places) and, when
	// it falls after t2's sum, where t2's sum falls among t1's two calls
	// (before or after t1's add): 1 + 1 + 2 + 2 = 6 executions (with
	// every call a write of the adder, 10).
	adderSums = `
import java.util.concurrent.atomic.LongAdder;

public class AdderSums {
    static volatile long sum1, sum2;
    public static void main(String[] args) throws Exception {
        LongAdder a = new LongAdder();
        Thread t1 = new Thread(() -> { a.add(2); sum1 = a.sum(); });
        Thread t2 = new Thread(() -> { a.increment(); sum2 = a.sum(); a.decrement(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        System.out.println(sum1 + " " + sum2 + " " + a.sum());
    }
}`
)

// TestKeyedMapAndAdders checks the class-specific dependency of
// ConcurrentHashMap's keyed calls and LongAdder's additions: every
// reduction finds exactly the outcomes the unreduced search (--por=none)
// finds, with the exact number of executions DPOR needs. keyedCalls,
// sameBin and adderSums are counted by hand (1, 2 and 6; with the whole
// map one location keyedCalls took 32).
func TestKeyedMapAndAdders(t *testing.T) {
	for _, c := range []struct {
		main, source string
		want         []string
		executions   int64
	}{
		{"KeyedCalls", keyedCalls, []string{"{a=1, b=2, seed=0, x=1, y=1} 2"}, 1},
		{"SameBin", sameBin, []string{"{a=1, q=2, z=0}", "{q=2, a=1, z=0}"}, 2},
		{"MapResize", mapResize, []string{
			"{65=65, 129=2, 1=1, 97=1, 34=34, 2=2, 3=3, 4=4, 5=5, 6=6, 7=7, 17=17, 49=49, 18=18}",
			"{65=65, 1=1, 129=2, 97=1, 34=34, 2=2, 3=3, 4=4, 5=5, 6=6, 7=7, 17=17, 49=49, 18=18}",
			"{65=65, 1=1, 129=2, 97=1, 34=34, 2=2, 3=3, 4=4, 5=5, 6=6, 7=7, 49=49, 17=17, 18=18}",
			"{65=65, 1=1, 97=1, 129=2, 34=34, 2=2, 3=3, 4=4, 5=5, 6=6, 7=7, 17=17, 49=49, 18=18}",
			"{65=65, 1=1, 97=1, 129=2, 34=34, 2=2, 3=3, 4=4, 5=5, 6=6, 7=7, 49=49, 17=17, 18=18}",
		}, 9},
		{"SmallTable", smallTable, []string{"{0=0, 1=1, 9=2, 3=2, 5=1}", "{0=0, 9=2, 1=1, 3=2, 5=1}"}, 6},
		{"CallbackReads", callbackReads, []string{
			"{a=10, b=5, w=1} 10", "{a=10, b=5, w=2} 01", "{a=20, b=5, w=1} 10", "{a=20, b=5, w=2} 01", "{a=30, b=5, w=2} 01",
		}, 6},
		{"AdderSums", adderSums, []string{"2 1 2", "2 3 2", "3 1 2", "3 3 2"}, 6},
		{"ArrayCallback", arrayCallback, []string{"[1, 5]", "[6, 5]"}, 2},
	} {
		p := program(t, map[string]string{c.main + ".java": c.source}, c.main)
		checkOutcomes(t, p, c.main, c.want, func(por reduction.POR, mode reduction.Mode, res *reduction.Result) {
			if por == reduction.PORDPOR && mode == reduction.Composed && res.Stats.Executions != c.executions {
				t.Errorf("%s, %s, %s: %d executions, want %d", c.main, mode, por, res.Stats.Executions, c.executions)
			}
		})
		if testing.Short() {
			continue
		}
		res, err := reduction.Check(p, reduction.Options{Mode: reduction.Composed, POR: reduction.PORNone, Lockset: true, Outcomes: true})
		if err != nil {
			t.Fatal(err)
		}
		if got := printed(res); !slices.Equal(got, c.want) {
			t.Errorf("%s, unreduced: outcomes %q, want %q", c.main, got, c.want)
		}
	}
}

// Programs for a PrintStream's calls as operations (interp/granularity.go,
// printStream).
const (
	// twoPrinters: each thread prints three times; t2's second print goes
	// to System.err. The 3 + 2 prints on System.out have C(5, 2) = 10
	// orders, each an execution of 16 transitions (main: begin, two
	// starts, two joins, end; each thread: begin, three prints, end),
	// where each print's monitor, its writers' locks and volatile reads
	// took a dozen before.
	twoPrinters = `
public class TwoPrinters {
    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> { System.out.println("a"); System.out.print(1); System.out.println('c'); });
        Thread t2 = new Thread(() -> { System.out.println("b"); System.err.println("e"); System.out.println(2.5); });
        t1.start(); t2.start(); t1.join(); t2.join();
    }
}`
	// printUnderLock: t1 holds System.out's monitor and then takes L, t2
	// holds L and prints: the print waits for the monitor, a deadlock.
	printUnderLock = `
public class PrintUnderLock {
    static final Object L = new Object();
    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> { synchronized (System.out) { synchronized (L) { System.out.println("t1"); } } });
        Thread t2 = new Thread(() -> { synchronized (L) { System.out.println("t2"); } });
        t1.start(); t2.start(); t1.join(); t2.join();
    }
}`
	// printfToString: printf holds System.out's monitor while the
	// Formatter calls a synchronized toString, whose monitor t2 holds
	// while it prints: a deadlock. print(Object) and printf run the
	// program's toString outside any operation.
	printfToString = `
public class PrintfToString {
    static class C { int n; public synchronized String toString() { return "C" + n; } }
    public static void main(String[] args) throws Exception {
        C c = new C();
        Thread t1 = new Thread(() -> { System.out.println(c); System.out.printf("%s!%n", c); });
        Thread t2 = new Thread(() -> { synchronized (c) { c.n++; System.out.println("in"); } });
        t1.start(); t2.start(); t1.join(); t2.join();
    }
}`
)

// TestPrintCalls checks that a print to System.out or System.err is one
// operation: the exact executions and transitions of twoPrinters, and
// the deadlocks of the other programs, which a print's wait for the
// stream's monitor takes part in, with the outcomes of the unreduced
// search.
func TestPrintCalls(t *testing.T) {
	p := program(t, map[string]string{"TwoPrinters.java": twoPrinters}, "TwoPrinters")
	res, err := reduction.Check(p, reduction.Options{Lockset: true, Outcomes: true})
	if err != nil {
		t.Fatal(err)
	}
	if st := res.Stats; st.Executions != 10 || st.MaxDepth != 16 || len(res.Outcomes) != 10 || len(res.Findings) != 0 {
		t.Errorf("TwoPrinters: %d executions, max depth %d, %d outcomes, findings %v; want 10, 16, 10 and none", st.Executions, st.MaxDepth, len(res.Outcomes), res.Findings)
	}
	for _, c := range []struct {
		main, source string
		want         []string
		// unreduced: the unreduced search ends quickly enough for a test
		// (PrintfToString's does not: printf's own lock, its writers'
		// locks and reads are scheduling points, as a call that runs the
		// program's toString must have them).
		unreduced bool
	}{
		{"PrintUnderLock", printUnderLock, []string{"", "t1\nt2", "t2\nt1"}, true},
		{"PrintfToString", printfToString, []string{"C0", "C0\nC0!\nin", "C0\nin\nC1!", "in\nC0\nC1!", "in\nC1\nC1!"}, false},
	} {
		p := program(t, map[string]string{c.main + ".java": c.source}, c.main)
		pors := []reduction.POR{reduction.PORDPOR, reduction.PORSleep, reduction.PORPersistent}
		if c.unreduced && !testing.Short() {
			pors = append(pors, reduction.PORNone)
		}
		for _, por := range pors {
			res, err := reduction.Check(p, reduction.Options{POR: por, Lockset: true, Outcomes: true, AllErrors: true})
			if err != nil {
				t.Fatal(err)
			}
			if got := printed(res); !slices.Equal(got, c.want) || len(res.Findings) != 1 || res.Findings[0].Kind != reduction.Deadlock {
				t.Errorf("%s, %s: outcomes %q, findings %v; want %q and a deadlock", c.main, por, got, res.Findings, c.want)
			}
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
