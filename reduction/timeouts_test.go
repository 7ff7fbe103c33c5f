package reduction_test

import (
	"slices"
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// notifiedInTime waits for a flag with a generous timeout while the
// thread that sets it can still run.
const notifiedInTime = `
public class Timed {
    static final Object lock = new Object();
    static boolean done;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { synchronized (lock) { done = true; lock.notify(); } });
        t.start();
        boolean saw;
        synchronized (lock) {
            if (!done) lock.wait(1000);
            saw = done;
        }
        System.out.println(saw);
    }
}`

// deadlines has two threads wait, unnotified, 100 and 200 ms.
const deadlines = `
public class Deadlines {
    static final StringBuffer order = new StringBuffer();
    static void waiter(String name, long ms) {
        Object o = new Object();
        synchronized (o) {
            try { o.wait(ms); } catch (InterruptedException e) { }
        }
        order.append(name);
    }
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> waiter("A", 100));
        Thread b = new Thread(() -> waiter("B", 200));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(order);
    }
}`

// TestTimeoutsDue checks when a timeout may end a wait, with DPOR's
// execution counts worked out by hand.
//
// notifiedInTime: main either finds the flag set (t's synchronized block
// ran first) or waits and is notified: 2 traces. A timeout is due only
// when no thread can go on, and t can, until it has notified; so main
// never prints false, as under java. With timeouts at any moment a third
// trace times out before t's block: false.
//
// deadlines: the 100 ms wait ends first, then A appends, then B's wait
// ends: one trace, "AB", as under java. At any moment, B's timeout can
// also come first: "BA" (the 4 executions DPOR then explores are its
// measured count, kept so that a change to it shows).
//
// The other reductions and the unreduced search find the same outcomes.
func TestTimeoutsDue(t *testing.T) {
	for _, c := range []struct {
		name, main, source string
		any                bool
		want               []string
		executions         int64
	}{
		{"notified, due", "Timed", notifiedInTime, false, []string{"true"}, 2},
		{"notified, any", "Timed", notifiedInTime, true, []string{"false", "true"}, 3},
		{"deadlines, due", "Deadlines", deadlines, false, []string{"AB"}, 1},
		{"deadlines, any", "Deadlines", deadlines, true, []string{"AB", "BA"}, 4},
	} {
		p := program(t, map[string]string{c.main + ".java": c.source}, c.main)
		p.VM.AnyTimeouts = c.any
		for _, por := range []reduction.POR{reduction.PORDPOR, reduction.PORSleep, reduction.PORPersistent, reduction.PORNone} {
			res, err := reduction.Check(p, reduction.Options{POR: por, Outcomes: true, Lockset: true})
			if err != nil {
				t.Fatal(err)
			}
			if got := slices.Compact(printed(res)); !slices.Equal(got, c.want) {
				t.Errorf("%s, POR %d: printed %q, want %q", c.name, por, got, c.want)
			}
			if por == reduction.PORDPOR && res.Stats.Executions != c.executions {
				t.Errorf("%s: DPOR explored %d executions, want %d", c.name, res.Stats.Executions, c.executions)
			}
		}
	}
}

// clockOrder: whether t0's wait or main's join times out first depends
// on when the threads read the clock (nanoTime adds a microsecond), which
// moves the due times of the waits that begin after.
const clockOrder = `
public class ClockOrder {
    static final Object lock = new Object();
    static boolean flag;
    static int a;
    static long s0, s1;

    public static void main(String[] args) throws Exception {
        Thread t0 = new Thread(() -> {
            try {
                s0 = System.nanoTime();
                synchronized (lock) { for (int w = 0; w < 2 && !flag; w++) lock.wait(200); }
                synchronized (lock) { a = a + 2; }
                synchronized (lock) { flag = true; lock.notifyAll(); }
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        });
        Thread t1 = new Thread(() -> { s1 = System.nanoTime(); });
        t0.start();
        t1.start();
        t0.join(200);
        boolean alive = t0.isAlive();
        t1.join();
        synchronized (lock) { System.out.println(alive + " " + a); }
    }
}`

// TestTimeoutDueReadsClock: a timed wait's due time is read from the
// clock when the wait begins, so the wait's beginning depends on the
// other threads' readings of the clock (interp's due). Without that
// dependency DPOR and sleep sets explored one order of t1's reading and
// main's join, and missed t0 getting through both of its timed waits
// while main's join timed out: every reduction must print what the
// unreduced search prints within two preemptions.
func TestTimeoutDueReadsClock(t *testing.T) {
	p := program(t, map[string]string{"ClockOrder.java": clockOrder}, "ClockOrder")
	var want []string
	for _, por := range []reduction.POR{reduction.PORNone, reduction.PORDPOR, reduction.PORSleep} {
		res, err := reduction.Check(p, reduction.Options{POR: por, Bounded: true, Preemptions: 2, Outcomes: true, AllErrors: true, Lockset: true})
		if err != nil {
			t.Fatal(err)
		}
		got := slices.Compact(printed(res))
		if por == reduction.PORNone {
			want = got
			if !slices.Contains(want, "false 2") || !slices.Contains(want, "true 2") {
				t.Fatalf("the unreduced search printed %q, with t0 never getting through its waits", want)
			}
			continue
		}
		if !slices.Equal(got, want) {
			t.Errorf("POR %d: printed %q, the unreduced search %q", por, got, want)
		}
	}
}
