package reduction_test

import (
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/reduction"
)

// program compiles Java sources and prepares them for a search.
func program(t *testing.T, sources map[string]string, main string) reduction.Program {
	t.Helper()
	dir := javatool.CompileForTest(t, sources)
	jdk, l := javatool.LoaderForTest(t, dir)
	return reduction.Program{Loader: l, VM: interp.Options{JDK: jdk, ClassPath: dir}, Main: main}
}

// reloaded is p with a new loader, as a new jcheck process would have: a
// loader keeps what it resolved (call sites, lambdas) for the next search.
func reloaded(t *testing.T, p reduction.Program) reduction.Program {
	t.Helper()
	_, p.Loader = javatool.LoaderForTest(t, p.VM.ClassPath)
	return p
}

// printed lists what the executions printed, one entry per outcome, in
// order.
func printed(res *reduction.Result) []string {
	var out []string
	for _, o := range res.Outcomes {
		out = append(out, strings.TrimSpace(o.Stdout))
	}
	slices.Sort(out)
	return out
}

// mex is M_ex of Stoller 2002 §3.3 in Java: main plays θ1 after starting
// θ2, so the program has exactly the paper's two threads once θ2 runs.
const mex = `
public class Mex {
    static class O1 { int x; }
    static class O2 { int y; }
    static final O1 o1 = new O1();
    static final O2 o2 = new O2();

    public static void main(String[] args) {
        Thread t2 = new Thread(() -> {
            synchronized (o2) {
                o2.y++;
                synchronized (o1) { int z = o1.x + o2.y; }
            }
        }, "theta2");
        t2.start();
        synchronized (o1) { o1.x++; }
        synchronized (o2) { o2.y++; }
    }
}
`

// prefix counts main's transitions up to and including the start of θ2:
// until then main is the only thread, so they form a chain the search
// walks once. (How many there are depends on how the JDK's Thread
// constructor synchronises and, with bytecode atomicity, on the shared
// fields it touches.)
func prefix(t *testing.T, p reduction.Program, atomicity interp.Atomicity) int64 {
	vm := interp.NewVM(p.Loader, interp.Options{JDK: p.VM.JDK, Stdout: io.Discard, Stderr: io.Discard})
	if err := vm.Boot(); err != nil {
		t.Fatal(err)
	}
	vm.RecordAccesses(interp.Recording{Atomicity: atomicity})
	if err := vm.Launch(p.Main, nil); err != nil {
		t.Fatal(err)
	}
	main := vm.Threads()[0]
	for n := int64(1); ; n++ {
		res, err := vm.Step(main, 0)
		if err != nil {
			t.Fatal(err)
		}
		if res.Op.Kind == interp.OpStart {
			return n
		}
	}
}

// TestMexCounts checks the search on M_ex against counts worked out by
// hand. After θ2 starts, with reduced atomicity:
//
//	θ1 (main): m1 = acquire o1; x++; release   m2 = acquire o2; y++; release   m3 = terminate
//	θ2:        w1 = begin                       w2 = acquire o2; y++ (keeps o2)
//	           w3 = acquire o1; read x, y; release o1, o2                    w4 = terminate
//
// m2 is disabled while θ2 holds o2 (between w2 and w3). The dependent
// pairs across threads are (m1,w3) on o1.x, (m2,w2) on o2 and (m2,w3) on
// o2 and y in C(M); in IF-SSS only the visible operations count, leaving
// (m1,w3) and (m2,w2) on the monitors o1 and o2. Either way there are 3
// Mazurkiewicz traces: m1 m2 before w2, or w2 before m2 with m1 before or
// after w3. Running Fig. 2 by hand (at each state, threads in round-robin
// order from the one after the thread that moved last, as the search does;
// sleep sets as in the figure) explores 29 transitions and reaches 3
// leaves. With bytecode atomicity every access to x and y, and θ2's two
// reads of Thread.target in Thread.run (if (target != null) target.run()),
// is its own transition: θ1 has 7 transitions, θ2 10; the dependencies
// are the same accesses, the traces the same 3, and Fig. 2 explores 87
// transitions.
//
// DPOR (Flanagan–Godefroid Fig. 4, with sleep sets) explores exactly the
// 3 traces. With reduced atomicity: w1 m1 w2 w3 m2 w4 m3 first (7
// transitions; θ1's pending m2 races with w2, adding θ1 before w2, and
// w3 races with m1 on x, adding θ2 before m1); then m2 w2 m3 w3 w4 from
// the state after w1 m1 (5); then w2 from the state after w1, where m1
// is asleep, so w3 m1 w4 m2 m3 follow (6): 18 transitions. With bytecode
// atomicity the 3 traces take 44 transitions, in C(M) and in IF-SSS
// alike: IF-SSS's transitions record the release of o1 that follows θ1's
// write of x (an invisible operation), so θ2's later acquire of o1
// orders θ2's read of x after that write, which it does not race with.
func TestMexCounts(t *testing.T) {
	p := program(t, map[string]string{"Mex.java": mex}, "Mex")
	cases := []struct {
		atomicity interp.Atomicity
		mode      reduction.Mode
		por       reduction.POR
		after     int64
	}{
		{interp.ReducedAtomicity, reduction.Composed, reduction.PORSleep, 29},
		{interp.ReducedAtomicity, reduction.IFSSS, reduction.PORSleep, 29},
		{interp.BytecodeAtomicity, reduction.Composed, reduction.PORSleep, 87},
		{interp.BytecodeAtomicity, reduction.IFSSS, reduction.PORSleep, 87},
		{interp.ReducedAtomicity, reduction.Composed, reduction.PORDPOR, 18},
		{interp.ReducedAtomicity, reduction.IFSSS, reduction.PORDPOR, 18},
		{interp.BytecodeAtomicity, reduction.Composed, reduction.PORDPOR, 44},
		{interp.BytecodeAtomicity, reduction.IFSSS, reduction.PORDPOR, 44},
	}
	for _, c := range cases {
		pre := prefix(t, p, c.atomicity)
		for _, ls := range []bool{false, true} {
			res, err := reduction.Check(p, reduction.Options{Mode: c.mode, Atomicity: c.atomicity, Lockset: ls, POR: c.por})
			if err != nil {
				t.Fatal(err)
			}
			st := res.Stats
			if st.Executions != 3 || st.Transitions != pre+c.after || st.States != st.Transitions+1 || len(res.Findings) != 0 {
				t.Errorf("atomicity %d, %s, %s, lockset %v: %d executions, %d transitions (%d after a prefix of %d), %d states, %d findings; want 3 executions, %d transitions after the prefix, no findings",
					c.atomicity, c.mode, c.por, ls, st.Executions, st.Transitions, st.Transitions-pre, pre, st.States, len(res.Findings), c.after)
			}
		}
	}
}

// writers starts two threads that each write one static field; fields
// names the field of each.
func writers(a, b string) string {
	return `
public class W {
    static int x, y;
    public static void main(String[] args) {
        new Thread(() -> { ` + a + ` = 1; }).start();
        new Thread(() -> { ` + b + ` = 2; }).start();
    }
}`
}

// TestDPORCounts checks DPOR on programs small enough to count by hand.
// Besides the two writes, every transition of the three threads is
// independent of the others' (begin, start, terminate of distinct
// threads; the starts both number threads but are main's, in program
// order). Two threads writing different fields have one Mazurkiewicz
// trace: DPOR explores 1 execution. Writing the same field, the two
// writes race and both orders are traces: 2 executions. The sleep-set
// search finds the same traces, but may explore several executions of
// one (its PS(s) is all of enabled(s)).
func TestDPORCounts(t *testing.T) {
	for _, c := range []struct {
		name, a, b string
		want       int64
	}{{"different fields", "x", "y", 1}, {"same field", "x", "x", 2}} {
		p := program(t, map[string]string{"W.java": writers(c.a, c.b)}, "W")
		dpor, err := reduction.Check(p, reduction.Options{POR: reduction.PORDPOR})
		if err != nil {
			t.Fatal(err)
		}
		sleep, err := reduction.Check(p, reduction.Options{POR: reduction.PORSleep})
		if err != nil {
			t.Fatal(err)
		}
		if got := dpor.Stats.Executions; got != c.want {
			t.Errorf("%s: DPOR explored %d executions, want %d", c.name, got, c.want)
		}
		if sleep.Stats.Executions < c.want {
			t.Errorf("%s: the sleep-set search explored %d executions, fewer than the %d traces", c.name, sleep.Stats.Executions, c.want)
		}
	}
}

// asleep is a program on which DPOR with sleep sets once lost a trace.
// th0's first write (of y, which nobody else uses) is independent of
// everything, so once explored first it sleeps in every other branch.
// In the branch where it ran first, th0's read of x and then th1's read
// come before main's write; main's write is asleep (explored before)
// and races with th0's read: Fig. 4 adds main before that read, where
// it is asleep, and the traces in which th1 reads x before main's write
// and th0 after it were never explored.
const asleep = `
public class Asleep {
    static int x;
    static volatile int y;
    static int r0, r1;
    public static void main(String[] args) throws Exception {
        Thread th0 = new Thread(() -> { y = 1; x = x + 2; });
        Thread th1 = new Thread(() -> { r1 = x; r0 = x; });
        th0.start();
        th1.start();
        x = x + 1;
        th0.join();
        th1.join();
        System.out.println(x + " " + r1 + " " + r0);
    }
}`

// TestDPORAsleep checks that DPOR finds every result of asleep, counted
// by hand: x ends 3 when one increment sees the other's write (x goes
// 0, 1, 3 or 0, 2, 3), 1 or 2 when one is lost (0, 2, 1 or 0, 1, 2);
// th1 reads two of the values in order, the same one twice or two
// different ones. x = 3: (0,0) (0,1) (0,3) (1,1) (1,3) (3,3) (0,2) (2,2)
// (2,3): 9; x = 1 and x = 2: 6 each. 21 outcomes.
func TestDPORAsleep(t *testing.T) {
	p := program(t, map[string]string{"Asleep.java": asleep}, "Asleep")
	for _, por := range []reduction.POR{reduction.PORDPOR, reduction.PORSleep} {
		res, err := reduction.Check(p, reduction.Options{Atomicity: interp.BytecodeAtomicity, POR: por, Outcomes: true})
		if err != nil {
			t.Fatal(err)
		}
		if got := printed(res); len(got) != 21 || !slices.Contains(got, "3 0 1") {
			t.Errorf("%s: %d outcomes %q; want 21, among them 3 0 1", por, len(got), got)
		}
	}
}

// released is a program on which DPOR over IF-SSS transitions once lost
// an outcome. Its transitions did not record the release that ends a
// synchronized block (an invisible operation), so th2's read of arr[0]
// inside the block did not happen before main's increment, which
// acquires the lock after th2 released it. Main's write then seemed to
// race with that read, the latest dependent transition not ordered
// before it, and Fig. 4 backtracked there (where main's acquire is
// disabled) instead of before th1's read, which really races with the
// write: "2 1 2" was never explored.
const released = `
public class Released {
    static final int[] arr = new int[1];
    static final Object lock = new Object();
    static int r1, s0;
    public static void main(String[] args) throws Exception {
        Thread th1 = new Thread(() -> { s0 = arr[0]; });
        Thread th2 = new Thread(() -> {
            arr[0] = arr[0] + 1;
            synchronized (lock) { r1 = arr[0]; }
        });
        th1.start();
        th2.start();
        synchronized (lock) { arr[0] = arr[0] + 1; }
        th1.join();
        th2.join();
        System.out.println(arr[0] + " " + r1 + " " + s0);
    }
}`

// TestDPORRelease checks every search of released against its outcomes,
// counted by hand: the increments of th2 (outside the lock) and main
// (inside) can lose one (arr ends 1; th2 reads 1 inside the block, since
// main's write, whichever comes last, is done before th2 can lock), and
// th1 reads 0 or 1: 2 outcomes. Else arr ends 2 and th2 reads 1 (its
// increment first, main's after its block) or 2, and th1 reads 0, 1 or
// 2 either way: 6 outcomes.
func TestDPORRelease(t *testing.T) {
	p := program(t, map[string]string{"Released.java": released}, "Released")
	want := []string{"1 1 0", "1 1 1", "2 1 0", "2 1 1", "2 1 2", "2 2 0", "2 2 1", "2 2 2"}
	for _, mode := range []reduction.Mode{reduction.Composed, reduction.IFSSS} {
		for _, por := range []reduction.POR{reduction.PORDPOR, reduction.PORSleep, reduction.PORPersistent} {
			res, err := reduction.Check(p, reduction.Options{Atomicity: interp.BytecodeAtomicity, Mode: mode, POR: por, Outcomes: true})
			if err != nil {
				t.Fatal(err)
			}
			if got := printed(res); !slices.Equal(got, want) {
				t.Errorf("%s, %s: outcomes %q; want %q", mode, por, got, want)
			}
		}
	}
}

// daemonAtExit is a program whose error needs its daemon thread to run
// before main's last transition: main's end stops the daemon wherever it
// is, and once went unexplored as a race with the daemon's transitions.
const daemonAtExit = `
public class DaemonAtExit {
    static volatile boolean go;
    public static void main(String[] args) {
        Thread d = new Thread(() -> {
            if (go) {
                throw new IllegalStateException("after go");
            }
        });
        d.setDaemon(true);
        d.start();
        go = true;
    }
}`

// TestDaemonAtExit checks that every search finds daemonAtExit's
// exception, and DPOR's executions, counted by hand: main runs to its end
// first (the daemon never runs), then the daemon's read of go runs before
// main's end (after the write: the exception), then before main's write
// (no exception): 3.
func TestDaemonAtExit(t *testing.T) {
	p := program(t, map[string]string{"DaemonAtExit.java": daemonAtExit}, "DaemonAtExit")
	for _, o := range []reduction.Options{
		{POR: reduction.PORDPOR, AllErrors: true},
		{POR: reduction.PORSleep},
		{POR: reduction.PORPersistent},
		{POR: reduction.PORDPOR, Bounded: true, Preemptions: 1},
		{POR: reduction.PORDPOR, Stateful: true},
		{POR: reduction.PORSleep, Stateful: true},
	} {
		res, err := reduction.Check(p, o)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Findings) != 1 || !strings.Contains(res.Findings[0].Message, "after go") {
			t.Errorf("%+v: findings %v, want the daemon's IllegalStateException", o, res.Findings)
		}
		if o.AllErrors && res.Stats.Executions != 3 {
			t.Errorf("%+v: %d executions, want 3", o, res.Stats.Executions)
		}
	}
}

// TestShortenKeepsStatistics checks that the search for shorter
// counterexamples leaves the statistics those of the search proper, its
// instructions included (the last execution's once went missing).
func TestShortenKeepsStatistics(t *testing.T) {
	p := program(t, map[string]string{"DaemonAtExit.java": daemonAtExit}, "DaemonAtExit")
	// The first search loads the classes, running the class loader's
	// code, which the later ones on the same loader do not.
	if _, err := reduction.Check(p, reduction.Options{Lockset: true}); err != nil {
		t.Fatal(err)
	}
	plain, err := reduction.Check(p, reduction.Options{Lockset: true})
	if err != nil {
		t.Fatal(err)
	}
	shortened, err := reduction.Check(p, reduction.Options{Lockset: true, Shorten: 100_000})
	if err != nil {
		t.Fatal(err)
	}
	a, b := plain.Stats, shortened.Stats
	if a.Instructions == 0 || a.Executions != b.Executions || a.Transitions != b.Transitions || a.Instructions != b.Instructions {
		t.Errorf("without shortening %d executions, %d transitions, %d instructions; with it %d, %d, %d",
			a.Executions, a.Transitions, a.Instructions, b.Executions, b.Transitions, b.Instructions)
	}
}

// clinitCycle has two classes whose static initialisers read each
// other's field; each of two threads uses one of them first.
const clinitCycle = `
public class Cycle {
    static class A { static int v = B.v + 1; }
    static class B { static int v = A.v + 1; }
    static int r1, r2;
    public static void main(String[] args) {
        new Thread(() -> { r1 = A.v; }).start();
        new Thread(() -> { r2 = B.v; }).start();
    }
}`

// TestNestedClassInit checks that beginning a class's initialisation
// inside another's initialiser is a scheduling point. The program has
// three traces: t1 initialises A and, nested, B (r1 = 2, then r2 = 1);
// t2 initialises B and A (r2 = 2, r1 = 1); or each begins its own class
// and waits for the other's, a deadlock (JVMS §5.5 step 2). Without the
// stop before the nested begin only the first two exist. DPOR explores
// exactly the three, and the deadlock's final state shows the cycle.
func TestNestedClassInit(t *testing.T) {
	p := program(t, map[string]string{"Cycle.java": clinitCycle}, "Cycle")
	for _, por := range []reduction.POR{reduction.PORDPOR, reduction.PORSleep} {
		res, err := reduction.Check(p, reduction.Options{POR: por, AllErrors: true, Outcomes: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Findings) != 1 || res.Findings[0].Kind != reduction.Deadlock {
			t.Errorf("%s: findings %v, want one deadlock", por, res.Findings)
		}
		if por != reduction.PORDPOR {
			continue
		}
		want := []reduction.Outcome{{End: "deadlock", Executions: 1}, {End: "exit 0", Executions: 2}}
		if res.Stats.Executions != 3 || !slices.Equal(res.Outcomes, want) {
			t.Errorf("DPOR explored %d executions, outcomes %+v; want 3: %+v", res.Stats.Executions, res.Outcomes, want)
		}
		// The final state names the cycle: each thread waits for the
		// class the other initialises.
		tr, _, err := reduction.Replay(p, reduction.Options{}, res.Findings[0].Path, nil)
		if err != nil {
			t.Fatal(err)
		}
		if want := []string{"Thread-0", "Thread-1"}; !slices.Equal(tr.Cycle, want) {
			t.Errorf("deadlock cycle %q, want %q", tr.Cycle, want)
		}
	}
}
