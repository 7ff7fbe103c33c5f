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
