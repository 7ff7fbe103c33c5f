package reduction_test

import (
	"slices"
	"testing"

	"github.com/jcheck/jcheck/reduction"
)

// tryLockPrinting and tryLockQuiet are programs whose outcomes show
// whether another thread can see a ReentrantLock held: t's tryLock fails
// only while main holds the lock. In tryLockPrinting main prints while it
// holds the lock (println acquires the stream's monitor, a visible
// operation); in tryLockQuiet it does nothing visible then.
const (
	tryLockPrinting = `
import java.util.concurrent.locks.ReentrantLock;

public class TryLockPrinting {
    static final ReentrantLock lock = new ReentrantLock();
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            if (lock.tryLock()) {
                lock.unlock();
                System.out.println("got");
            } else {
                System.out.println("busy");
            }
        });
        t.start();
        lock.lock();
        System.out.println("main");
        lock.unlock();
        t.join();
    }
}`
	tryLockQuiet = `
import java.util.concurrent.locks.ReentrantLock;

public class TryLockQuiet {
    static final ReentrantLock lock = new ReentrantLock();
    static int count; // guarded by lock
    static volatile String tried;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            if (lock.tryLock()) {
                lock.unlock();
                tried = "got";
            } else {
                tried = "busy";
            }
        });
        t.start();
        lock.lock();
        count++;
        lock.unlock();
        t.join();
        System.out.println(tried);
    }
}`
)

// TestLockModel checks the model of ReentrantLock (interp/natives_locks.go)
// on tryLock's outcomes, counted by hand. t tries before main locks or
// after it unlocks, and gets the lock, or tries while main holds it, and
// is told it is busy. In tryLockPrinting t's line comes before or after
// main's either way: 4 outcomes. In tryLockQuiet main prints what t
// found: 2 outcomes. Were unlock invisible, as a monitor's release is
// (§3.5), tryLockQuiet's locked region would be one transition, which no
// other thread can see in the middle, and "busy" would never be printed.
func TestLockModel(t *testing.T) {
	for _, c := range []struct {
		main, source string
		want         []string
	}{
		{"TryLockPrinting", tryLockPrinting, []string{"busy\nmain", "got\nmain", "main\nbusy", "main\ngot"}},
		{"TryLockQuiet", tryLockQuiet, []string{"busy", "got"}},
	} {
		p := program(t, map[string]string{c.main + ".java": c.source}, c.main)
		checkOutcomes(t, p, c.main, c.want, nil)
	}
}

// queueQueries: a worker blocks acquiring a lock (a semaphore) that
// main holds (has no permits for), and main asks how many threads are
// queued once, before letting it go: 0 if it asks before the worker
// arrives at the acquire, 1 after. The worker's arrival is part of a
// transition that touches neither the lock nor the semaphore, so without
// the queue's pseudo-location (reduction/footprint.go, slotQueue) the
// two orders look independent and one answer is never seen.
const queueQueries = `
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.ReentrantLock;

public class QueueQueries {
    public static void main(String[] args) throws Exception {
        ReentrantLock lock = new ReentrantLock();
        lock.lock();
        Thread w = new Thread(() -> { lock.lock(); lock.unlock(); });
        w.start();
        int locked = lock.getQueueLength();
        lock.unlock();
        w.join();
        Semaphore s = new Semaphore(0);
        Thread v = new Thread(s::acquireUninterruptibly);
        v.start();
        boolean queued = s.hasQueuedThreads();
        s.release();
        v.join();
        System.out.println(locked + " " + queued);
    }
}`

// TestQueueQueries checks that a queue query depends on every thread's
// arrival at a blocking acquire: all 4 combinations of answers.
func TestQueueQueries(t *testing.T) {
	p := program(t, map[string]string{"QueueQueries.java": queueQueries}, "QueueQueries")
	checkOutcomes(t, p, "QueueQueries", []string{"0 false", "0 true", "1 false", "1 true"}, nil)
}

// checkOutcomes searches p with each partial-order reduction in both
// modes and requires the outcomes want and no finding; more, if not nil,
// checks each result further.
func checkOutcomes(t *testing.T, p reduction.Program, name string, want []string, more func(por reduction.POR, mode reduction.Mode, res *reduction.Result)) {
	t.Helper()
	for _, por := range []reduction.POR{reduction.PORDPOR, reduction.PORSleep, reduction.PORPersistent} {
		for _, mode := range []reduction.Mode{reduction.Composed, reduction.IFSSS} {
			res, err := reduction.Check(p, reduction.Options{Mode: mode, POR: por, Lockset: true, Outcomes: true})
			if err != nil {
				t.Fatal(err)
			}
			if got := printed(res); !slices.Equal(got, want) || len(res.Findings) != 0 {
				t.Errorf("%s, %s, %s: outcomes %q, %d findings; want %q and none", name, mode, por, got, len(res.Findings), want)
			}
			if more != nil {
				more(por, mode, res)
			}
		}
	}
}
