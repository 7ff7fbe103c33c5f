package reduction_test

import (
	"fmt"
	"slices"
	"strings"
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

// TestErrorLeavesThreads: two threads increment a counter without a lock
// and the first asserts it is not 1. The search runs the first thread
// first, its assertion fails and the path ends with the second thread
// not yet run, so no race between their increments is seen there; the
// search must still run the second thread first (dpor.go, unfinished),
// where the assertion holds and the program exits, and find the race.
// Before, every search (DPOR, BPOR at every bound, the stateful DPOR)
// explored that one execution and reported the assertion alone.
func TestErrorLeavesThreads(t *testing.T) {
	p := program(t, map[string]string{"Lost.java": `
public class Lost {
    static int b;
    public static void main(String[] args) throws Exception {
        Thread th0 = new Thread(() -> {
            b = b + 1;
            assert b != 1 : "b";
        });
        Thread th1 = new Thread(() -> {
            b = b + 1;
        });
        th0.start();
        th1.start();
        th0.join();
        th1.join();
        System.out.println(b);
    }
}`}, "Lost")
	for _, c := range []struct {
		name       string
		opts       reduction.Options
		executions int64
	}{
		{"dpor", reduction.Options{}, 15},
		{"bpor auto", reduction.Options{AutoPreemptions: true}, 46},
		{"stateful", reduction.Options{Stateful: true}, 12},
	} {
		c.opts.Lockset, c.opts.AllErrors, c.opts.Outcomes, c.opts.FairBound = true, true, true, 2
		res, err := reduction.Check(p, c.opts)
		if err != nil {
			t.Fatal(err)
		}
		var ends []string
		for _, o := range res.Outcomes {
			ends = append(ends, fmt.Sprintf("%s %q", o.End, o.Stdout))
		}
		slices.Sort(ends)
		k := kinds(res)
		if !slices.Equal(ends, []string{`assertion failure ""`, `exit 0 "2\n"`}) || k[reduction.AssertionFailure] != 1 || k[reduction.DataRace] != 1 {
			t.Errorf("%s: outcomes %q, findings %v; want the assertion, the exit printing 2 and the race", c.name, ends, k)
		}
		if res.Stats.Executions != c.executions {
			t.Errorf("%s: %d executions, want %d", c.name, res.Stats.Executions, c.executions)
		}
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

// TestShortenCounterexample checks that the search, allowed to look for
// shorter counterexamples, finds the shortest deadlock of three dining
// philosophers, which can be worked out by hand: main's first step and
// its three starts; the numbering of the second and third thread, name
// and id, each a scheduling point once the first runs (interp.OpState);
// then for each philosopher its first step and the acquisition of its
// left fork — 1 + 3 + 2×2 + 3×2 = 14 transitions. Depth-first search
// first finds a longer one, in which some philosophers eat first.
func TestShortenCounterexample(t *testing.T) {
	p := program(t, map[string]string{"Philosophers.java": `
public class Philosophers {
    public static void main(String[] args) throws Exception {
        Object[] forks = { new Object(), new Object(), new Object() };
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            Object left = forks[i], right = forks[(i + 1) % 3];
            ts[i] = new Thread(() -> {
                for (int meal = 0; meal < 2; meal++) {
                    synchronized (left) { synchronized (right) { } }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
    }
}`}, "Philosophers")
	first, err := reduction.Check(p, reduction.Options{})
	if err != nil {
		t.Fatal(err)
	}
	short, err := reduction.Check(p, reduction.Options{Shorten: 10_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if len(first.Findings) != 1 || len(short.Findings) != 1 || first.Findings[0].Kind != reduction.Deadlock || short.Findings[0].Kind != reduction.Deadlock {
		t.Fatalf("findings %v and %v, want one deadlock each", first.Findings, short.Findings)
	}
	if n := len(first.Findings[0].Path); n <= 14 {
		t.Errorf("the first deadlock found has %d steps: the program no longer shows what shortening does", n)
	}
	if n := len(short.Findings[0].Path); n != 14 {
		t.Errorf("shortened counterexample has %d steps, want 14", n)
	}
	if first.Stats.Executions != short.Stats.Executions || first.Stats.Transitions != short.Stats.Transitions {
		t.Errorf("statistics with shortening %+v, want those of the search proper %+v", short.Stats, first.Stats)
	}
}

// TestEnumerateRandom checks that random values become choices when the
// loader enumerates them: two calls with 3 and 2 values give exactly
// 3 × 2 = 6 executions (one without enumeration); a value combination
// that fails an assertion is found, and its counterexample shows the
// values chosen; a bound that is not positive throws as Random does.
func TestEnumerateRandom(t *testing.T) {
	src := map[string]string{"Pick.java": `
import java.util.Random;
public class Pick {
    public static void main(String[] args) {
        Random r = new Random();
        int a = r.nextInt(3);
        boolean b = r.nextBoolean();
        if (args.length > 0) assert !(a == 2 && b) : "a=" + a + " b=" + b;
        if (args.length > 1) r.nextInt(0);
    }
}`}
	for _, c := range []struct {
		enumerate  bool
		args       []string
		executions int64
		found      bool // whether there is one finding, of kind
		kind       reduction.Kind
		steps      []string // what the counterexample's steps say, in order
	}{
		{false, nil, 1, false, 0, nil},
		{true, nil, 6, false, 0, nil},
		{true, []string{"assert"}, 6, true, reduction.AssertionFailure, []string{"choose Random.nextInt(3) (returns 2)", "choose Random.nextBoolean() (returns true)"}},
		{true, []string{"assert", "zero"}, 1, true, reduction.UncaughtException, nil},
	} {
		p := program(t, src, "Pick")
		p.Loader.EnumerateRandom = c.enumerate
		p.Args = c.args
		res, err := reduction.Check(p, reduction.Options{})
		if err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("enumerate=%v args=%v", c.enumerate, c.args)
		if res.Stats.Executions != c.executions {
			t.Errorf("%s: %d executions, want %d", name, res.Stats.Executions, c.executions)
		}
		if !c.found {
			if len(res.Findings) != 0 {
				t.Errorf("%s: findings %v, want none", name, res.Findings)
			}
			continue
		}
		if len(res.Findings) != 1 || res.Findings[0].Kind != c.kind {
			t.Errorf("%s: findings %v, want one %s", name, res.Findings, c.kind)
			continue
		}
		if c.kind == reduction.UncaughtException && !strings.Contains(res.Findings[0].Message, "IllegalArgumentException: bound must be positive") {
			t.Errorf("%s: %s, want Random's IllegalArgumentException", name, res.Findings[0].Message)
		}
		trace, _, err := reduction.Replay(p, reduction.Options{}, res.Findings[0].Path, nil)
		if err != nil {
			t.Fatal(err)
		}
		var ops []string
		for _, st := range trace.Steps {
			if strings.HasPrefix(st.Op, "choose ") {
				ops = append(ops, st.Op)
			}
		}
		if c.steps != nil && !slices.Equal(ops, c.steps) {
			t.Errorf("%s: the counterexample's choices are %q, want %q", name, ops, c.steps)
		}
	}
}
