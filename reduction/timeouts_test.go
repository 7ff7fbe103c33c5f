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

// spinners: three workers each spin, in its own way, until main sets
// what they look at, then report; main sets it and waits for the reports
// with a timeout that java never reaches (the workers see the change
// within microseconds). Which means what the worker looks at:
//   - "atomic": an AtomicBoolean, with Thread.yield;
//   - "volatile": a volatile field, with Thread.onSpinWait;
//   - "locked": a plain field read in a synchronized block, with yield.
//
// late: the worker spins until main sets the flag, which main does only
// after its wait: the wait really times out (false).
const spinners = `
import java.util.concurrent.atomic.AtomicBoolean;
public class Spinners {
    static final Object lock = new Object();
    static final Object flags = new Object();
    static final AtomicBoolean atomic = new AtomicBoolean();
    static volatile boolean vol;
    static boolean plain;
    static int reported;
    static void report() { synchronized (lock) { reported++; lock.notifyAll(); } }
    static boolean plain() { synchronized (flags) { return plain; } }
    public static void main(String[] args) throws Exception {
        String how = args[0];
        Thread w = new Thread(() -> {
            switch (how) {
                case "atomic", "late" -> { while (!atomic.get()) Thread.yield(); }
                case "volatile" -> { while (!vol) Thread.onSpinWait(); }
                default -> { while (!plain()) Thread.yield(); }
            }
            report();
        });
        w.start();
        boolean saw;
        synchronized (lock) {
            switch (how) {
                case "atomic" -> atomic.set(true);
                case "volatile" -> vol = true;
                case "locked" -> { synchronized (flags) { plain = true; } }
            }
            if (reported == 0) lock.wait(5000);
            saw = reported == 1;
        }
        atomic.set(true);
        w.join();
        System.out.println(saw);
    }
}`

// TestSpinnerSeesWrite: a thread spinning with yield or onSpinWait waits
// for another to act, so a timeout can be due while it spins (late) —
// but not while another thread has written what it read since it last
// yielded: it looks again first (polls.go). Before, main's wait timed
// out in every search while the worker had yet to see the flag main had
// just set, an outcome java never shows. Each reduction, and the
// stateful search, prints what the unreduced search prints.
func TestSpinnerSeesWrite(t *testing.T) {
	p := program(t, map[string]string{"Spinners.java": spinners}, "Spinners")
	for _, c := range []struct {
		how  string
		want []string
	}{
		{"atomic", []string{"true"}},
		{"volatile", []string{"true"}},
		{"locked", []string{"true"}},
		{"late", []string{"false"}},
	} {
		p.Args = []string{c.how}
		for _, o := range []reduction.Options{
			{POR: reduction.PORNone}, {POR: reduction.PORDPOR}, {POR: reduction.PORSleep},
			{POR: reduction.PORPersistent}, {POR: reduction.PORDPOR, Stateful: true},
			{POR: reduction.PORDPOR, Bounded: true, Preemptions: 1},
		} {
			o.Outcomes, o.AllErrors, o.Lockset, o.FairBound = true, true, true, 2
			res, err := reduction.Check(p, o)
			if err != nil {
				t.Fatal(err)
			}
			if got := slices.Compact(printed(res)); !slices.Equal(got, c.want) || len(res.Findings) > 0 {
				t.Errorf("%s, %+v: printed %q with %d findings, want %q and none", c.how, o, got, len(res.Findings), c.want)
			}
		}
	}
}

// sleepers: a task sleeps 10 s and then counts down; main awaits it 100
// ms, and another thread sleeps 200 ms, then prints whether main had
// given up by then.
const sleepers = `
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
public class Sleepers {
    static volatile boolean gaveUp;
    public static void main(String[] args) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        Thread slow = new Thread(() -> {
            try { Thread.sleep(10_000); } catch (InterruptedException e) { return; }
            done.countDown();
        });
        Thread peek = new Thread(() -> {
            try { Thread.sleep(200); } catch (InterruptedException e) { return; }
            System.out.print(gaveUp ? "gave up " : "waiting ");
        });
        slow.start();
        peek.start();
        gaveUp = !done.await(100, TimeUnit.MILLISECONDS);
        peek.join();
        System.out.println(gaveUp);
        slow.interrupt();
        slow.join();
    }
}`

// TestLongSleepsEndWhenDue: a sleep longer than EarlySleeps ends only
// when due, as a timeout: the 10 s sleep never ends before main's 100 ms
// await, which always times out (true). The 200 ms sleep is short
// enough to end early (EarlySleeps 1 s), before main gives up
// ("waiting true"), or when due, after ("gave up true"). With every
// sleep ending at any moment (EarlySleeps 0) the 10 s sleep can end
// first too (false); with none (negative) only "gave up true" remains.
// Each reduction prints what the unreduced search prints.
func TestLongSleepsEndWhenDue(t *testing.T) {
	p := program(t, map[string]string{"Sleepers.java": sleepers}, "Sleepers")
	for _, c := range []struct {
		early int64
		want  []string
	}{
		{1_000_000_000, []string{"gave up true", "waiting true"}},
		{0, []string{"gave up true", "waiting false", "waiting true"}},
		{-1, []string{"gave up true"}},
	} {
		p.VM.EarlySleeps = c.early
		for _, o := range []reduction.Options{
			{POR: reduction.PORNone}, {POR: reduction.PORDPOR}, {POR: reduction.PORSleep},
			{POR: reduction.PORPersistent}, {POR: reduction.PORDPOR, Stateful: true},
		} {
			o.Outcomes, o.AllErrors, o.Lockset, o.FairBound = true, true, true, 2
			res, err := reduction.Check(p, o)
			if err != nil {
				t.Fatal(err)
			}
			if got := slices.Compact(printed(res)); !slices.Equal(got, c.want) {
				t.Errorf("early sleeps %d, %+v: printed %q, want %q", c.early, o, got, c.want)
			}
		}
	}
}

// earlySleep: a daemon sleeps 900 ms while main awaits a worker for 500
// ms.
const earlySleep = `
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
public class EarlySleep {
    public static void main(String[] args) throws Exception {
        Thread daemon = new Thread(() -> {
            try { Thread.sleep(900); } catch (InterruptedException e) { }
        });
        daemon.setDaemon(true);
        daemon.start();
        CountDownLatch done = new CountDownLatch(1);
        new Thread(done::countDown).start();
        System.out.println(done.await(500, TimeUnit.MILLISECONDS));
    }
}`

// TestEarlySleepKeepsTimeouts: the daemon's sleep is short enough to end
// at any moment (EarlySleeps 1 s), also while main awaits the worker,
// which can still count down. Ending early, it takes the clock no further
// than just before main's deadline (interp's VM.sleep), so main's timeout
// is not due before the worker has counted down: main always prints
// true, as under java. When the early sleep took the clock its whole 900
// ms, past main's deadline, main could time out and print false.
func TestEarlySleepKeepsTimeouts(t *testing.T) {
	p := program(t, map[string]string{"EarlySleep.java": earlySleep}, "EarlySleep")
	p.VM.EarlySleeps = 1_000_000_000
	for _, o := range []reduction.Options{
		{POR: reduction.PORNone}, {POR: reduction.PORDPOR}, {POR: reduction.PORSleep}, {POR: reduction.PORDPOR, Stateful: true},
	} {
		o.Outcomes, o.AllErrors, o.Lockset, o.FairBound = true, true, true, 2
		res, err := reduction.Check(p, o)
		if err != nil {
			t.Fatal(err)
		}
		if got := slices.Compact(printed(res)); !slices.Equal(got, []string{"true"}) {
			t.Errorf("%+v: printed %q, want [true]", o, got)
		}
	}
}
