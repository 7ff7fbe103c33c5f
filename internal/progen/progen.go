// Package progen generates small multithreaded Java programs for
// differential tests of the search: two or three threads (and sometimes
// main) run a few statements each over shared statics, an instance field
// and array elements, with and without locks, nested synchronized blocks
// in either order, volatile publication, wait/notifyAll loops (and loops
// of timed waits), yields, a class initialiser that races with the threads,
// string interning, clock reads whose order main compares, thread
// numbering, uncaught exceptions with and without a default handler, and
// assertions. Main joins the threads (sometimes the first with a
// timeout) and prints what they left, so an execution's output tells the
// interleaving's effect. Every reduction must find the same set of
// outputs as the unreduced search; real java must produce one of them.
package progen

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// Program is one generated program: a public class Name in Name.java.
type Program struct {
	Name, Source string
}

// shared are the int locations the statements read and write: statics,
// an instance field and array elements (races on each kind of location
// are promoted differently).
var shared = []string{"a", "b", "box.f", "arr[0]", "arr[1]"}

// generator builds one program.
type generator struct {
	rng *rand.Rand
	// result fields: ints the threads write for main to print, strings,
	// and clock readings with the thread that took each.
	ints, strs int
	clocks     []int // thread of each clock reading
	handler    bool
	notifies   bool
	waits      bool
	// timed adds loops of timed waits and a timed join.
	timed bool
}

// Generate returns the program of the given seed; the same seed always
// gives the same program. With timed, some waits are loops of timed
// waits and main may join the first thread with a timeout; without, the
// programs are those of the seeds before timed waits were added, which
// tests with exact counts of theirs keep.
func Generate(seed uint64, name string, timed bool) Program {
	g := &generator{rng: rand.New(rand.NewPCG(seed, 0x6a636865636b)), timed: timed}
	threads := 2
	if g.rng.IntN(10) < 3 {
		threads = 3
	}
	var bodies [][]string
	for k := range threads {
		bodies = append(bodies, g.body(k))
	}
	// A thread waiting for a flag nobody sets deadlocks every execution:
	// usually some thread sets it.
	if g.waits && !g.notifies && g.rng.IntN(10) < 8 {
		k := g.rng.IntN(threads)
		bodies[k] = append(bodies[k], notifyStmt)
	}
	var mainBody []string
	if g.rng.IntN(10) < 3 {
		mainBody = g.body(threads)
	}
	g.handler = g.rng.IntN(10) < 3
	return Program{Name: name, Source: g.source(name, bodies, mainBody)}
}

const (
	waitStmt   = "synchronized (L1) { while (!flag) L1.wait(); }"
	notifyStmt = "synchronized (L1) { flag = true; L1.notifyAll(); }"
)

// body is thread k's statements (k = number of threads: main).
func (g *generator) body(k int) []string {
	n := 1 + g.rng.IntN(3)
	var out []string
	for range n {
		out = append(out, g.statement(k))
	}
	return out
}

func (g *generator) loc() string { return shared[g.rng.IntN(len(shared))] }

func (g *generator) lock() string {
	if g.rng.IntN(2) == 0 {
		return "L1"
	}
	return "L2"
}

func (g *generator) intResult() string {
	g.ints++
	return fmt.Sprintf("r%d", g.ints-1)
}

func (g *generator) strResult() string {
	g.strs++
	return fmt.Sprintf("s%d", g.strs-1)
}

// statement is one statement of thread k.
func (g *generator) statement(k int) string {
	x := g.loc()
	switch g.rng.IntN(16) {
	case 0, 1:
		return fmt.Sprintf("%s = %s + 1;", x, x)
	case 2, 3:
		return fmt.Sprintf("synchronized (%s) { %s = %s + %d; }", g.lock(), x, x, 1+g.rng.IntN(3))
	case 4:
		if g.rng.IntN(2) == 0 {
			return fmt.Sprintf("synchronized (L1) { synchronized (L2) { %s = %s + 1; } }", x, x)
		}
		return fmt.Sprintf("synchronized (L2) { synchronized (L1) { %s = %s * 2; } }", x, x)
	case 5:
		return fmt.Sprintf("%s = %s;", g.intResult(), x)
	case 6:
		if g.rng.IntN(2) == 0 {
			return fmt.Sprintf("d = %d; v = 1;", 5+k)
		}
		return fmt.Sprintf("%s = v == 1 ? d : -1;", g.intResult())
	case 7:
		if g.rng.IntN(2) == 0 {
			g.waits = true
			if g.timed && g.rng.IntN(2) == 0 {
				// A bounded loop of timed waits: whether it saw the
				// flag set depends on whether a timeout ended it.
				return fmt.Sprintf("synchronized (L1) { for (int w = 0; w < 2 && !flag; w++) L1.wait(200); %s = flag ? 1 : 0; }", g.intResult())
			}
			return waitStmt
		}
		g.notifies = true
		return notifyStmt
	case 8:
		return "Thread.yield();"
	case 9:
		return fmt.Sprintf("%s = Init.V;", g.intResult())
	case 10:
		return fmt.Sprintf("%s = (\"z\" + %s).intern();", g.strResult(), x)
	case 11:
		g.clocks = append(g.clocks, k)
		return fmt.Sprintf("t%d = System.nanoTime();", len(g.clocks)-1)
	case 12:
		if g.rng.IntN(2) == 0 {
			return fmt.Sprintf("%s = new Thread(() -> { }).getName();", g.strResult())
		}
		return fmt.Sprintf("%s = Thread.currentThread().getName();", g.strResult())
	case 13:
		return fmt.Sprintf("if (%s > 0) throw new IllegalStateException(\"e%d\");", x, k)
	case 14:
		return fmt.Sprintf("assert %s != %d : \"%s\";", x, 1+g.rng.IntN(2), x)
	default:
		return fmt.Sprintf("synchronized (%s) { %s = %s; }", g.lock(), g.intResult(), x)
	}
}

// source assembles the class.
func (g *generator) source(name string, bodies [][]string, mainBody []string) string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	w("public class %s {", name)
	w("    static class Box { int f; }")
	w("    static class Init { static int V; static { V = a + 10; } }")
	w("    static int a, b, d;")
	w("    static volatile int v;")
	w("    static boolean flag;")
	w("    static final int[] arr = new int[2];")
	w("    static final Box box = new Box();")
	w("    static final Object L1 = new Object(), L2 = new Object();")
	for i := range g.ints {
		w("    static int r%d;", i)
	}
	for i := range g.strs {
		w("    static String s%d;", i)
	}
	for i := range g.clocks {
		w("    static long t%d;", i)
	}
	w("")
	w("    public static void main(String[] args) throws Exception {")
	if g.handler {
		w("        Thread.setDefaultUncaughtExceptionHandler((th, e) -> System.out.println(\"handler \" + th.getName() + \" \" + e.getMessage()));")
	}
	for k, body := range bodies {
		w("        Thread th%d = new Thread(() -> {", k)
		// javac rejects a catch of an exception the body cannot throw.
		waits := slices.ContainsFunc(body, func(s string) bool { return strings.Contains(s, ".wait(") })
		if waits {
			w("            try {")
		}
		for _, s := range body {
			w("                %s", s)
		}
		if waits {
			w("            } catch (InterruptedException e) {")
			w("                System.out.println(\"interrupted\");")
			w("            }")
		}
		w("        });")
	}
	for k := range bodies {
		w("        th%d.start();", k)
	}
	for _, s := range mainBody {
		w("        %s", s)
	}
	// Sometimes main waits for the first thread with a timeout, and
	// goes on if it has not ended by then.
	timedJoin := g.timed && g.rng.IntN(5) == 0
	for k := range bodies {
		if k == 0 && timedJoin {
			w("        th0.join(200);")
			w("        System.out.println(th0.isAlive());")
			continue
		}
		w("        th%d.join();", k)
	}
	w("        System.out.println(a + \" \" + b + \" \" + box.f + \" \" + arr[0] + \" \" + arr[1] + \" \" + d + \" \" + v);")
	var results []string
	for i := range g.ints {
		results = append(results, fmt.Sprintf("r%d", i))
	}
	for i := range g.strs {
		results = append(results, fmt.Sprintf("s%d", i))
	}
	if len(results) > 0 {
		w("        System.out.println(%s);", strings.Join(results, " + \" \" + "))
	}
	for i := range g.strs {
		// Interned texts are one object whichever thread interned first.
		w("        System.out.println(s%d == null || s%d == s%d.intern());", i, i, i)
	}
	for i := range g.clocks {
		for j := i + 1; j < len(g.clocks); j++ {
			if g.clocks[i] != g.clocks[j] {
				w("        System.out.println(t%d < t%d);", i, j)
			}
		}
	}
	w("    }")
	w("}")
	return b.String()
}
