package reduction_test

import (
	"testing"

	"github.com/jcheck/jcheck/lockset"
	"github.com/jcheck/jcheck/reduction"
)

func kinds(res *reduction.Result) map[reduction.Kind]int {
	out := map[reduction.Kind]int{}
	for _, f := range res.Findings {
		out[f.Kind]++
	}
	return out
}

// TestInitRules tells the two initialisation rules of LD' apart: main
// writes an object in two transitions before it shares it (a visible
// operation in between), and the thread it starts only reads it. With the
// escape rule everything before sharing is initialisation; with the
// paper's strict rule only main's first transition is, so the second
// unprotected write violates LD'.
func TestInitRules(t *testing.T) {
	p := program(t, map[string]string{"Init.java": `
public class Init {
    static class Box { int v; }
    static final Object lock = new Object();
    public static void main(String[] args) throws Exception {
        Box b = new Box();
        b.v = 1;
        synchronized (lock) { }
        b.v = 2;
        Thread t = new Thread(() -> { int x = b.v; });
        t.start();
        t.join();
    }
}`}, "Init")
	for _, c := range []struct {
		init lockset.Init
		want int
	}{{lockset.InitEscape, 0}, {lockset.InitStrict, 1}} {
		res, err := reduction.Check(p, reduction.Options{Lockset: true, Init: c.init, AllErrors: true})
		if err != nil {
			t.Fatal(err)
		}
		if got := kinds(res)[reduction.LDViolation]; got != c.want {
			t.Errorf("init rule %d: %d LD' violations, want %d (%v)", c.init, got, c.want, res.Findings)
		}
	}
}

// twoBugs deadlocks on some schedules and throws on others.
const twoBugs = `
public class TwoBugs {
    static final Object a = new Object(), b = new Object();
    static int turn;
    public static void main(String[] args) {
        new Thread(() -> { synchronized (a) { synchronized (b) { turn = 1; } } }).start();
        new Thread(() -> {
            synchronized (b) {
                synchronized (a) {
                    if (turn == 1) throw new IllegalStateException("second");
                }
            }
        }).start();
    }
}`

func TestAllErrorsAndLimits(t *testing.T) {
	p := program(t, map[string]string{"TwoBugs.java": twoBugs}, "TwoBugs")
	first, err := reduction.Check(p, reduction.Options{Lockset: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(first.Findings) != 1 {
		t.Fatalf("default search: %d findings, want it to stop at the first", len(first.Findings))
	}
	all, err := reduction.Check(p, reduction.Options{Lockset: true, AllErrors: true})
	if err != nil {
		t.Fatal(err)
	}
	k := kinds(all)
	if k[reduction.Deadlock] != 1 || k[reduction.UncaughtException] != 1 {
		t.Errorf("--all-errors found %v, want one deadlock and one uncaught exception", k)
	}
	for _, f := range all.Findings {
		if len(f.Path) == 0 {
			t.Errorf("%s has no counterexample path", f.Kind)
		}
	}
	ignore, err := reduction.Check(p, reduction.Options{Lockset: true, AllErrors: true, IgnoreUncaught: true})
	if err != nil {
		t.Fatal(err)
	}
	if k := kinds(ignore); k[reduction.UncaughtException] != 0 || k[reduction.Deadlock] != 1 {
		t.Errorf("with uncaught exceptions ignored: %v", k)
	}
	limited, err := reduction.Check(p, reduction.Options{Lockset: true, IgnoreUncaught: true, MaxExecutions: 1})
	if err != nil {
		t.Fatal(err)
	}
	if limited.Limit != "max-executions" || limited.Stats.Executions != 1 {
		t.Errorf("limited search: limit %q after %d executions", limited.Limit, limited.Stats.Executions)
	}
}

func TestBoundedInvisAndAssertion(t *testing.T) {
	p := program(t, map[string]string{"Spin.java": `
public class Spin {
    static volatile boolean go;
    public static void main(String[] args) {
        new Thread(() -> { int n = 0; while (n >= 0) { n = (n + 1) % 1000; } }).start();
        go = true;
    }
}`}, "Spin")
	res, err := reduction.Check(p, reduction.Options{MaxInvisible: 100_000})
	if err != nil {
		t.Fatal(err)
	}
	if k := kinds(res); k[reduction.BoundedInvisViolation] != 1 {
		t.Errorf("findings %v, want a possible BoundedInvis violation", res.Findings)
	}
	p = program(t, map[string]string{"Asserts.java": `
public class Asserts {
    static int x;
    public static void main(String[] args) {
        Thread t = new Thread(() -> { synchronized (Asserts.class) { x++; } });
        t.start();
        synchronized (Asserts.class) { assert x == 0 : "x is " + x; }
    }
}`}, "Asserts")
	res, err = reduction.Check(p, reduction.Options{Lockset: true, IgnoreUncaught: true})
	if err != nil {
		t.Fatal(err)
	}
	if k := kinds(res); k[reduction.AssertionFailure] != 1 || len(res.Findings) != 1 {
		t.Errorf("findings %v, want the assertion failure (never ignored)", res.Findings)
	}
}
