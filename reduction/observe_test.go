package reduction_test

import (
	"slices"
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// statePeek: main holds a monitor, starts a thread that takes it, and
// reads the thread's state before it lets the monitor go.
const statePeek = `
public class StatePeek {
    static final Object m = new Object();

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            synchronized (m) {
            }
        });
        String s;
        synchronized (m) {
            t.start();
            s = t.getState().toString();
        }
        t.join();
        System.out.println(s);
    }
}`

// pollThenSuspend: main waits until a worker blocks on a monitor it
// holds and lets it go, then waits until a second thread blocks on
// another monitor it holds, suspends and resumes that thread (JDK 17),
// and reads a counter the worker increments once it has the first
// monitor: 0 or 1, as the worker is slow or quick.
const pollThenSuspend = `
public class PollThenSuspend {
    static final Object l = new Object();
    static final Object m = new Object();
    static volatile int entered;

    @SuppressWarnings("removal")
    public static void main(String[] args) throws Exception {
        Thread e = new Thread(() -> {
            synchronized (l) {
                entered++;
            }
        });
        Thread w = new Thread(() -> {
            synchronized (m) {
            }
        });
        synchronized (l) {
            e.start();
            while (e.getState() != Thread.State.BLOCKED) {
                Thread.yield();
            }
        }
        synchronized (m) {
            w.start();
            while (w.getState() != Thread.State.BLOCKED) {
                Thread.yield();
            }
            w.suspend();
            w.resume();
            System.out.println("entered " + entered);
        }
        e.join();
        w.join();
    }
}`

// TestStatusReads checks that Thread.getState of another thread is
// ordered against the transitions that change what it answers: the
// thread's own (where it leaves the thread: blocked, waiting, ended) and
// the changes of the monitor it waits for. In statePeek, counted by hand
// for DPOR, main reads t's state either before t's first transition,
// which leaves it blocked on the monitor (RUNNABLE), or after it
// (BLOCKED): 2 executions. Before, the read was independent of t's
// transitions and the search saw BLOCKED alone, where java mostly prints
// RUNNABLE. In pollThenSuspend DPOR took the polls of w's state as
// independent of w's first transition, which leaves it blocked: the
// suspend, which depends on every transition of the others, then raced
// latest with that transition rather than with e's increment, whose
// race with the read of the counter it hid, and 0 was never printed.
func TestStatusReads(t *testing.T) {
	p := program(t, map[string]string{"StatePeek.java": statePeek}, "StatePeek")
	checkOutcomes(t, p, "StatePeek", []string{"BLOCKED", "RUNNABLE"}, func(por reduction.POR, mode reduction.Mode, res *reduction.Result) {
		if mode == reduction.Composed && por == reduction.PORDPOR && res.Stats.Executions != 2 {
			t.Errorf("%s, %s: %d executions; want 2", mode, por, res.Stats.Executions)
		}
	})
	// Its polls spin: with check's fairness bound, as the search of a
	// spinning program needs.
	p = program(t, map[string]string{"PollThenSuspend.java": pollThenSuspend}, "PollThenSuspend")
	for _, por := range []reduction.POR{reduction.PORDPOR, reduction.PORSleep, reduction.PORPersistent} {
		res, err := reduction.Check(p, reduction.Options{POR: por, Lockset: true, Outcomes: true, FairBound: 2})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := printed(res), []string{"entered 0", "entered 1"}; !slices.Equal(got, want) || len(res.Findings) != 0 {
			t.Errorf("PollThenSuspend, %s: outcomes %q, %d findings; want %q and none", por, got, len(res.Findings), want)
		}
	}
}

// stackPeek: main reads the stack of a thread that takes a lock in
// first() and then in second(), and prints which of the two it is in.
const stackPeek = `
public class StackPeek {
    static final Object lock = new Object();
    static int x;

    static void first() {
        synchronized (lock) {
            x++;
        }
    }

    static void second() {
        synchronized (lock) {
            x++;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            first();
            second();
        });
        t.start();
        String where = "none";
        for (StackTraceElement e : t.getStackTrace()) {
            if (e.getMethodName().equals("first") || e.getMethodName().equals("second")) {
                where = e.getMethodName();
            }
        }
        t.join();
        System.out.println(where);
    }
}`

// TestStackReads checks that reading another thread's stack is a
// visible operation that depends on each of that thread's steps, so
// that every place the search can find the thread in is seen, as java
// can see it. Counted by hand for DPOR: getStackTrace first asks
// isAlive, which sees t not begun (an empty stack) or ended (empty too);
// in between the stack read comes before t's first acquire (t stands
// in first), between its acquires (in second), after the second (none)
// or after t's end (none) — 6 executions: first, second and 4 times
// none. Before the read was visible, the search never showed "second".
func TestStackReads(t *testing.T) {
	p := program(t, map[string]string{"StackPeek.java": stackPeek}, "StackPeek")
	checkOutcomes(t, p, "StackPeek", []string{"first", "none", "second"}, func(por reduction.POR, mode reduction.Mode, res *reduction.Result) {
		if mode == reduction.Composed && por == reduction.PORDPOR && res.Stats.Executions != 6 {
			t.Errorf("%s, %s: %d executions; want 6", mode, por, res.Stats.Executions)
		}
	})
}
