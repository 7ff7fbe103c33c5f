package reduction

import (
	"fmt"
	"slices"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/internal/progen"
	"github.com/jcheck/jcheck/interp"
)

// theorem10 checks Theorem 10 of Stoller 2002 by brute force on a
// program small enough to enumerate: in every reachable state s, the set
// P Algorithm 2-LD' returns is persistent — every sequence of
// transitions outside P, from s, leaves each transition of P enabled and
// independent of it (by the footprints the search uses) — or a
// transition of P violates LD' in s. It explores the whole state space
// without reduction, a path ending at its first LD' violation or error
// (as --races=stop does), and returns the number of states checked, the
// number where P was not persistent, and the sums of |P| and |enabled|.
type theorem10 struct {
	t       *testing.T
	s       *searcher
	budget  int // transitions left to execute, so that a big program is cut short
	seen    map[[2]uint64]bool
	states  int
	broken  int
	pSize   int
	enabled int
}

func newTheorem10(t *testing.T, p Program, mode Mode) *theorem10 {
	s := &searcher{prog: p, opts: Options{Mode: mode, POR: PORPersistent, Lockset: true, Races: RacesStop}, found: map[string]*Finding{}, por: PORPersistent, bound: -1}
	if err := s.prepare(); err != nil {
		t.Fatal(err)
	}
	var err error
	if s.promoted, err = promotions(p.Loader, nil); err != nil {
		t.Fatal(err)
	}
	return &theorem10{t: t, s: s, budget: 400000, seen: map[[2]uint64]bool{}}
}

// at replays a path and returns the execution in its final state.
func (c *theorem10) at(path []Step) *execution {
	c.t.Helper()
	e := c.s.fresh()
	for _, st := range path {
		if _, _, _, err := e.step(st, true, false); err != nil {
			c.t.Fatalf("replay: %v", err)
		}
		c.budget--
	}
	return e
}

// stepFrom executes one more transition after path and returns its
// footprint and findings.
func (c *theorem10) stepFrom(path []Step, tr Transition) (*Footprint, []*Finding) {
	e := c.at(path)
	st := Step{Transition: tr, Op: signature(e.thread(tr.Thread).Next())}
	_, fp, findings, err := e.step(st, false, true)
	if err != nil {
		c.t.Fatalf("step: %v", err)
	}
	return fp, findings
}

func (c *theorem10) explore(path []Step, last int32) {
	if c.budget <= 0 {
		return
	}
	e := c.at(path)
	if e.vm.Finished() {
		return
	}
	n := c.s.newNode(e, last, e.transitions(last), 0)
	if len(n.enabled) == 0 {
		return
	}
	// A state reached along another path was checked there (the
	// fingerprint includes lockset's data).
	if fp := c.s.fingerprint(e); c.seen[fp] {
		return
	} else {
		c.seen[fp] = true
	}
	T := c.s.persistentThreads(n, e)
	var P []Transition
	for _, tr := range n.enabled {
		if slices.Contains(T, tr.Thread) {
			P = append(P, tr)
		}
	}
	c.states++
	c.pSize += len(P)
	c.enabled += len(n.enabled)
	if why := c.persistent(path, T, P, nil, map[[2]uint64]bool{}); why != "" {
		c.broken++
		violates := false
		for _, tr := range P {
			_, findings := c.stepFrom(path, tr)
			violates = violates || slices.ContainsFunc(findings, func(f *Finding) bool { return f.Kind.isRace() })
		}
		if !violates {
			c.t.Errorf("after %v: T = %v, P = %v is not persistent (%s) and no transition of P violates LD'", path, T, P, why)
		}
	}
	for _, tr := range n.enabled {
		e := c.at(path)
		st := Step{Transition: tr, Op: signature(e.thread(tr.Thread).Next())}
		_, _, findings, err := e.step(st, false, true)
		if err != nil {
			c.t.Fatalf("step: %v", err)
		}
		if len(findings) == 0 {
			c.explore(append(slices.Clip(path), st), tr.Thread)
		}
	}
}

// persistent checks P against every sequence sigma of transitions of
// threads outside T from the state after path (extended one transition
// at a time): it returns why P is not persistent, or "". checked holds
// the states after path reached so far, by fingerprint.
func (c *theorem10) persistent(path []Step, T []int32, P []Transition, sigma []Step, checked map[[2]uint64]bool) string {
	if c.budget <= 0 {
		return ""
	}
	here := append(slices.Clip(path), sigma...)
	e := c.at(here)
	if e.vm.Finished() {
		return ""
	}
	if fp := c.s.fingerprint(e); checked[fp] {
		return ""
	} else {
		checked[fp] = true
	}
	enabled := e.transitions(0)
	var fps []*Footprint
	for _, t := range P {
		if !slices.Contains(enabled, t) {
			return fmt.Sprintf("%v disabled after %v", t, sigma)
		}
		ft, _ := c.stepFrom(here, t)
		fps = append(fps, ft)
	}
	for _, u := range enabled {
		if slices.Contains(T, u.Thread) {
			continue
		}
		fu, findings := c.stepFrom(here, u)
		for i, ft := range fps {
			if Dependent(ft, fu) {
				return fmt.Sprintf("%v depends on %v after %v", P[i], u, sigma)
			}
		}
		if len(findings) > 0 {
			continue // sigma ends at an error or a violation
		}
		st := Step{Transition: u, Op: signature(e.thread(u.Thread).Next())}
		if why := c.persistent(path, T, P, append(slices.Clip(sigma), st), checked); why != "" {
			return why
		}
	}
	return ""
}

// theorem10Program compiles sources for the internal tests and returns a
// function making the program of a main class.
func theorem10Programs(t *testing.T, sources map[string]string) func(main string) Program {
	t.Helper()
	dir := javatool.CompileForTest(t, sources)
	return func(main string) Program {
		jdk, l := javatool.LoaderForTest(t, dir)
		return Program{Loader: l, VM: interp.Options{JDK: jdk, ClassPath: dir}, Main: main}
	}
}

// philosophers is the paper's example of §6: three philosophers, each
// taking its left fork and then its right one; no shared data.
const philosophers = `
public class Phil extends Thread {
    final Object left, right;
    Phil(Object left, Object right) { this.left = left; this.right = right; }
    public void run() {
        synchronized (left) {
            synchronized (right) {
                eat();
            }
        }
    }
    void eat() { int x = 0; x++; }
    public static void main(String[] args) {
        Object[] forks = {new Object(), new Object(), new Object()};
        for (int i = 0; i < 3; i++) new Phil(forks[i], forks[(i + 1) % 3]).start();
    }
}`

// counters: main starts two threads and ends; each thread increments its
// own counter under its own lock, and one writes a static that a third
// reads without a lock (an LD' violation).
const counters = `
public class Counters {
    static int racy;
    int n;
    synchronized void inc() { n++; }
    public static void main(String[] args) throws Exception {
        Counters a = new Counters(), b = new Counters();
        Thread t1 = new Thread(() -> { a.inc(); a.inc(); });
        Thread t2 = new Thread(() -> { b.inc(); racy = 1; });
        Thread t3 = new Thread(() -> { int r = racy; });
        t1.start(); t2.start(); t3.start();
    }
}`

// lateWrite: t1 writes a static without a lock, yields, writes it again;
// t2 reads it without a lock. Once t1 has written it, lockset' knows
// that t2 cannot read it within LD', so Algorithm 2-LD' leaves t1 out of
// the set it starts from t2: the set is not persistent (t1's second
// write depends on t2's read), and Theorem 10 says why that is allowed —
// t2's read violates LD', and lockset' reports it.
const lateWrite = `
public class LateWrite {
    static int racy;
    public static void main(String[] args) {
        new Thread(() -> { racy = 1; Thread.yield(); racy = 2; }).start();
        new Thread(() -> { int r = racy; }).start();
    }
}`

// TestTheorem10 checks Theorem 10 on hand-written programs and on
// generated ones, and that the persistent sets are smaller than
// enabled(s) where the threads do not interfere.
func TestTheorem10(t *testing.T) {
	for _, c := range []struct {
		name, main, src string
		broken          bool // some set is not persistent (then an LD' violation explains it)
	}{{"philosophers", "Phil", philosophers, false}, {"counters", "Counters", counters, false}, {"late write", "LateWrite", lateWrite, true}} {
		for _, mode := range []Mode{Composed, IFSSS} {
			t.Run(c.name+"/"+mode.String(), func(t *testing.T) {
				p := theorem10Programs(t, map[string]string{c.main + ".java": c.src})(c.main)
				chk := newTheorem10(t, p, mode)
				chk.explore(nil, 0)
				t.Logf("%d states, %d not persistent, mean |P| %.2f of %.2f enabled", chk.states, chk.broken,
					float64(chk.pSize)/float64(chk.states), float64(chk.enabled)/float64(chk.states))
				if chk.budget <= 0 {
					t.Fatal("the program is too big for the brute-force check")
				}
				// IF-SSS records only visible operations for dependency,
				// so there the sets are persistent after all.
				if want := c.broken && mode == Composed; (chk.broken > 0) != want {
					t.Errorf("%d sets not persistent; want some: %v", chk.broken, want)
				}
				if chk.pSize >= chk.enabled {
					t.Errorf("persistent sets of %d transitions in all, enabled sets of %d: no reduction", chk.pSize, chk.enabled)
				}
			})
		}
	}
	n := 12
	if testing.Short() {
		n = 4
	}
	sources := map[string]string{}
	var names []string
	for i := range n {
		gp := progen.Generate(uint64(500+i), fmt.Sprintf("Gen%d", 500+i), false)
		sources[gp.Name+".java"] = gp.Source
		names = append(names, gp.Name)
	}
	programs := theorem10Programs(t, sources)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			chk := newTheorem10(t, programs(name), Composed)
			chk.explore(nil, 0)
			if chk.budget <= 0 {
				t.Skip("too big for the brute-force check")
			}
			t.Logf("%d states, %d not persistent, mean |P| %.2f of %.2f enabled", chk.states, chk.broken,
				float64(chk.pSize)/float64(max(chk.states, 1)), float64(chk.enabled)/float64(max(chk.states, 1)))
		})
	}
}
