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

// readers and rwOrder use a ReentrantReadWriteLock (interp's model,
// natives_rwlock.go). In readers three threads take the read lock and
// read what it guards: acquires and releases of the read lock commute
// while no thread is at the write lock, so the whole program is one
// trace — 1 execution (90 if the read lock's uses were dependent as a
// monitor's are). In rwOrder a writer sets x under the write lock while
// a reader and main read it under the read lock: each reader sees 0 or
// 1, whichever comes first, so all 4 combinations are outcomes.
const (
	readers = `
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class Readers {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int x = 7;
    static void read() {
        rw.readLock().lock();
        try {
            assert x == 7;
        } finally {
            rw.readLock().unlock();
        }
    }
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(Readers::read), b = new Thread(Readers::read);
        a.start();
        b.start();
        read();
        a.join();
        b.join();
        System.out.println(x);
    }
}`
	rwOrder = `
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwOrder {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int x;
    static volatile int seen;
    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> { rw.writeLock().lock(); x = 1; rw.writeLock().unlock(); });
        Thread a = new Thread(() -> { rw.readLock().lock(); seen = x; rw.readLock().unlock(); });
        w.start();
        a.start();
        rw.readLock().lock();
        int m = x;
        rw.readLock().unlock();
        w.join();
        a.join();
        System.out.println(seen + " " + m);
    }
}`
)

// TestReadWriteLock checks the read-write lock model's dependency: the
// counts and outcomes above, in every mode, with no LD' report (either
// side held protects a read).
func TestReadWriteLock(t *testing.T) {
	p := program(t, map[string]string{"Readers.java": readers}, "Readers")
	checkOutcomes(t, p, "Readers", []string{"7"}, func(por reduction.POR, mode reduction.Mode, res *reduction.Result) {
		if res.Stats.Executions != 1 {
			t.Errorf("Readers, %s, %s: %d executions; want 1", mode, por, res.Stats.Executions)
		}
	})
	p = program(t, map[string]string{"RwOrder.java": rwOrder}, "RwOrder")
	checkOutcomes(t, p, "RwOrder", []string{"0 0", "0 1", "1 0", "1 1"}, nil)
}

// semMutex guards a counter with a Semaphore(1) used as a mutex: two
// workers and then main add to it between acquire and release, and main
// prints it still holding the permit. semTwoPermits does the same with
// a Semaphore(2), which lets both workers in at once.
const (
	semMutex = `
import java.util.concurrent.Semaphore;

public class SemMutex {
    static Semaphore sem;
    static int count;
    static void add() {
        sem.acquireUninterruptibly();
        count++;
        sem.release();
    }
    public static void main(String[] args) throws Exception {
        sem = new Semaphore(Integer.parseInt(args[0]));
        Thread a = new Thread(SemMutex::add), b = new Thread(SemMutex::add);
        a.start();
        b.start();
        a.join();
        b.join();
        sem.acquireUninterruptibly();
        count++;
        System.out.println(count);
        sem.release();
    }
}`
)

// TestSemaphoreAsLock checks that a semaphore whose last permit a thread
// took protects what that thread accesses until it releases, for
// lockset' (interp/natives_synchronizers.go, holdPermits): SemMutex has
// no LD' report in any mode and one outcome, in 2 executions under DPOR
// (which worker takes the permit first; main's section follows both
// joins). Were the semaphore no lock, every mode would report count.
// With 2 permits it is no lock, and the workers race on count.
func TestSemaphoreAsLock(t *testing.T) {
	p := program(t, map[string]string{"SemMutex.java": semMutex}, "SemMutex")
	p.Args = []string{"1"}
	checkOutcomes(t, p, "SemMutex", []string{"3"}, func(por reduction.POR, mode reduction.Mode, res *reduction.Result) {
		if por == reduction.PORDPOR && res.Stats.Executions != 2 {
			t.Errorf("SemMutex, %s, %s: %d executions; want 2", mode, por, res.Stats.Executions)
		}
	})
	p.Args = []string{"2"}
	res, err := reduction.Check(p, reduction.Options{Mode: reduction.Composed, POR: reduction.PORDPOR, Lockset: true, Outcomes: true})
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, f := range res.Findings {
		kinds = append(kinds, f.Kind.String()+" "+f.Location.String())
	}
	if want := []string{"data race SemMutex.count"}; !slices.Equal(kinds, want) {
		t.Errorf("SemMutex with 2 permits: findings %q; want %q", kinds, want)
	}
}

// fairLock queues two threads on a lock (a, then b) and fairSemaphore two
// on a semaphore without permits (c, wanting 2, then d, wanting 1). Each
// prints its queue as getQueuedThreads lists it (newest first) and the
// order in which the threads got through. main then releases the lock,
// or one permit and another (each thread gives its permits back).
const (
	fairQueueCommon = `
    static final StringBuilder order = new StringBuilder();
    static synchronized void through() { order.append(Thread.currentThread().getName()); }
    static synchronized String order() { return order.toString(); }
    static String names(Collection<Thread> ts) {
        StringBuilder b = new StringBuilder();
        for (Thread t : ts) b.append(t.getName());
        return b.toString();
    }`
	fairLock = `
import java.util.Collection;
import java.util.concurrent.locks.ReentrantLock;

public class FairLock {
    static class Lock extends ReentrantLock {
        Lock(boolean fair) { super(fair); }
        Collection<Thread> queued() { return getQueuedThreads(); }
    }` + fairQueueCommon + `
    public static void main(String[] args) throws Exception {
        Lock lock = new Lock(args[0].equals("fair"));
        lock.lock();
        Runnable locker = () -> { lock.lock(); through(); lock.unlock(); };
        Thread a = new Thread(locker, "a"), b = new Thread(locker, "b");
        a.start();
        while (!lock.hasQueuedThread(a)) Thread.yield();
        b.start();
        while (!lock.hasQueuedThread(b)) Thread.yield();
        String queued = names(lock.queued());
        lock.unlock();
        a.join();
        b.join();
        System.out.println(queued + " " + order());
    }
}`
	fairSemaphore = `
import java.util.Collection;
import java.util.concurrent.Semaphore;

public class FairSemaphore {
    static class Sem extends Semaphore {
        Sem(boolean fair) { super(0, fair); }
        Collection<Thread> queued() { return getQueuedThreads(); }
    }` + fairQueueCommon + `
    public static void main(String[] args) throws Exception {
        Sem sem = new Sem(args[0].equals("fair"));
        Thread c = new Thread(() -> { sem.acquireUninterruptibly(2); through(); sem.release(2); }, "c");
        Thread d = new Thread(() -> { sem.acquireUninterruptibly(1); through(); sem.release(1); }, "d");
        c.start();
        while (sem.getQueueLength() < 1) Thread.yield();
        d.start();
        while (sem.getQueueLength() < 2) Thread.yield();
        String queued = names(sem.queued());
        sem.release(1);
        sem.release(1);
        c.join();
        d.join();
        System.out.println(queued + " " + order());
    }
}`
)

// fairCondition: w awaits a condition of the lock; x queues on the lock
// while main holds it; main signals w and lets the lock go. It prints
// getWaitingThreads before the signal, getQueuedThreads after it and
// the order in which w and x got through.
const fairCondition = `
import java.util.Collection;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class FairCondition {
    static class Lock extends ReentrantLock {
        Lock(boolean fair) { super(fair); }
        Collection<Thread> queued() { return getQueuedThreads(); }
        Collection<Thread> waiting(Condition c) { return getWaitingThreads(c); }
    }` + fairQueueCommon + `
    public static void main(String[] args) throws Exception {
        Lock lock = new Lock(args[0].equals("fair"));
        Condition signalled = lock.newCondition();
        Thread w = new Thread(() -> {
            lock.lock();
            signalled.awaitUninterruptibly();
            through();
            lock.unlock();
        }, "w");
        Thread x = new Thread(() -> { lock.lock(); through(); lock.unlock(); }, "x");
        w.start();
        lock.lock();
        while (!lock.hasWaiters(signalled)) {
            lock.unlock();
            Thread.yield();
            lock.lock();
        }
        String waiting = names(lock.waiting(signalled));
        x.start();
        while (!lock.hasQueuedThread(x)) Thread.yield();
        signalled.signal();
        String queued = names(lock.queued());
        lock.unlock();
        w.join();
        x.join();
        System.out.println(waiting + " " + queued + " " + order());
    }
}`

// TestFairLocks checks fair arrival order (interp/natives_locks.go,
// arrive) in every mode with the yield bound, and getQueuedThreads. Fair,
// the lock and the semaphore grant in arrival order: a before b, and c
// before d even when the first permit would do for d — 1 outcome each.
// Non-fair, the model keeps no arrival order: b may go before a, and d
// may take the first permit — 2 outcomes each. The queues are listed
// newest first either way, as the JDK lists them (the non-fair model
// lists its blocked threads in reverse thread order). A thread signalled
// at a fair lock joins the tail of its queue, behind x, which goes
// first; at a non-fair lock either may — and the non-fair queue lists
// them in reverse thread order (x, w) where the JDK's, which keeps the
// order, says w, x: the JDK leaves the order unspecified.
func TestFairLocks(t *testing.T) {
	for _, c := range []struct {
		main, source, arg string
		want              []string
	}{
		{"FairLock", fairLock, "fair", []string{"ba ab"}},
		{"FairLock", fairLock, "unfair", []string{"ba ab", "ba ba"}},
		{"FairSemaphore", fairSemaphore, "fair", []string{"dc cd"}},
		{"FairSemaphore", fairSemaphore, "unfair", []string{"dc cd", "dc dc"}},
		{"FairCondition", fairCondition, "fair", []string{"w wx xw"}},
		{"FairCondition", fairCondition, "unfair", []string{"w xw wx", "w xw xw"}},
	} {
		p := program(t, map[string]string{c.main + ".java": c.source}, c.main)
		p.Args = []string{c.arg}
		for _, por := range []reduction.POR{reduction.PORDPOR, reduction.PORSleep, reduction.PORPersistent} {
			for _, mode := range []reduction.Mode{reduction.Composed, reduction.IFSSS} {
				res, err := reduction.Check(p, reduction.Options{Mode: mode, POR: por, Lockset: true, Outcomes: true, FairBound: 2})
				if err != nil {
					t.Fatal(err)
				}
				if got := printed(res); !slices.Equal(got, c.want) || len(res.Findings) != 0 {
					t.Errorf("%s %s, %s, %s: outcomes %q, %d findings; want %q and none", c.main, c.arg, mode, por, got, len(res.Findings), c.want)
				}
			}
		}
	}
}

// syncList: two threads each add to a Collections.synchronizedList if
// they find it empty, a check-then-act of two calls, each a synchronized
// block on the wrapper.
const syncList = `
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class SyncList {
    public static void main(String[] args) throws Exception {
        List<String> list = Collections.synchronizedList(new ArrayList<>());
        Thread a = new Thread(() -> { if (list.isEmpty()) list.add("a"); });
        Thread b = new Thread(() -> { if (list.isEmpty()) list.add("b"); });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(list);
    }
}`

// TestSynchronizedList checks that a synchronized wrapper's calls are
// atomic each, and a sequence of them is not: either thread adds alone,
// or both find the list empty and add in either order — 4 outcomes, no
// race or LD' report (every access is under the wrapper's monitor).
func TestSynchronizedList(t *testing.T) {
	p := program(t, map[string]string{"SyncList.java": syncList}, "SyncList")
	checkOutcomes(t, p, "SyncList", []string{"[a, b]", "[a]", "[b, a]", "[b]"}, nil)
}

// optimistic reads x and y in a StampedLock's optimistic read while a
// writer sets both under the write lock, and falls back to the read lock
// when validate fails; args[0] "check" has it assert, before validating,
// that what it read is a point that was (the torn read a writer between
// its two reads shows), "skip" has it never validate.
const optimistic = `
import java.util.concurrent.locks.StampedLock;

public class Optimistic {
    static int x, y;
    static final StampedLock sl = new StampedLock();
    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> { long s = sl.writeLock(); x = 1; y = 1; sl.unlockWrite(s); });
        w.start();
        long s = sl.tryOptimisticRead();
        int a = x, b = y;
        if (args[0].equals("check")) {
            assert a == b;
        }
        if (!args[0].equals("skip") && !sl.validate(s)) {
            s = sl.readLock();
            a = x;
            b = y;
            sl.unlockRead(s);
        }
        w.join();
        System.out.println(a + " " + b);
    }
}`

// TestOptimisticRead checks how LD' and happens-before judge a
// StampedLock's optimistic reads (interp/natives_stamped.go): validated,
// they are no race; a writer that overlapped them makes x and y
// scheduling points without a report, so that the second round sees the
// torn point (1 0) the assertion catches; never validated, they are data
// races. For DPOR in the first round the reader's tryOptimisticRead
// (with both reads, invisible) and its validate are each ordered
// against the writer's lock and unlock, C(4,2) = 6 executions (in two
// validate succeeds: the lock came before both or after both); the
// second round, with the reads and writes of x and y scheduling points,
// adds 13.
func TestOptimisticRead(t *testing.T) {
	p := program(t, map[string]string{"Optimistic.java": optimistic}, "Optimistic")
	p.Args = []string{"validate"}
	checkOutcomes(t, p, "Optimistic", []string{"0 0", "1 1"}, func(por reduction.POR, mode reduction.Mode, res *reduction.Result) {
		if res.Rounds != 2 || len(res.Promoted) != 2 {
			t.Errorf("%s, %s: %d rounds, promoted %v; want 2 rounds, x and y", mode, por, res.Rounds, res.Promoted)
		}
		if mode == reduction.Composed && por == reduction.PORDPOR && res.Stats.Executions != 6+13 {
			t.Errorf("%s, %s: %d executions; want 19", mode, por, res.Stats.Executions)
		}
	})
	p.Args = []string{"check"}
	res, err := reduction.Check(p, reduction.Options{Lockset: true, AllErrors: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Findings) != 1 || res.Findings[0].Kind != reduction.AssertionFailure {
		t.Errorf("check: %v; want the assertion failure alone", res.Findings)
	}
	p.Args = []string{"skip"}
	res, err = reduction.Check(p, reduction.Options{Lockset: true, AllErrors: true})
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, f := range res.Findings {
		kinds = append(kinds, f.Kind.String()+" "+f.Location.Field)
	}
	if want := []string{"data race x", "data race y"}; !slices.Equal(kinds, want) {
		t.Errorf("skip: %q; want %q", kinds, want)
	}
}

// exchangePair: main and t swap items at an Exchanger (jcheck's model,
// interp/models' Exchanger.java).
const exchangePair = `
import java.util.concurrent.Exchanger;

public class ExchangePair {
    public static void main(String[] args) throws Exception {
        Exchanger<String> ex = new Exchanger<>();
        String[] got = new String[1];
        Thread t = new Thread(() -> {
            try {
                String g = ex.exchange("t");
                synchronized (got) {
                    got[0] = g;
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        t.start();
        String mine = ex.exchange("main");
        t.join();
        synchronized (got) {
            System.out.println(mine + " " + got[0]);
        }
    }
}`

// TestExchanger checks the Exchanger model's interleavings, counted by
// hand for DPOR: whichever thread takes the exchanger's monitor first
// waits for a partner (2 orders), and the partner hands it its item
// either before the waiter takes its node's monitor (it does not wait)
// or after (it waits and is notified): 4 executions, each exchanging.
func TestExchanger(t *testing.T) {
	p := program(t, map[string]string{"ExchangePair.java": exchangePair}, "ExchangePair")
	checkOutcomes(t, p, "ExchangePair", []string{"t main"}, func(por reduction.POR, mode reduction.Mode, res *reduction.Result) {
		if mode == reduction.Composed && por == reduction.PORDPOR && res.Stats.Executions != 4 {
			t.Errorf("%s, %s: %d executions; want 4", mode, por, res.Stats.Executions)
		}
	})
}

// phaserPair: main and t each arrive at a two-party Phaser and wait for
// the phase to advance (jcheck's model, interp/models' Phaser.java).
const phaserPair = `
import java.util.concurrent.Phaser;

public class PhaserPair {
    public static void main(String[] args) throws Exception {
        Phaser ph = new Phaser(2);
        Thread t = new Thread(ph::arriveAndAwaitAdvance);
        t.start();
        int p = ph.arriveAndAwaitAdvance();
        t.join();
        System.out.println(p + " " + ph.getPhase());
    }
}`

// TestPhaser checks the Phaser model's interleavings, counted by hand
// for DPOR: whichever thread takes the phaser's monitor first arrives
// and waits in the same critical section; the other's arrival is the
// last, and it advances the phase and wakes it — 2 executions, in each
// of which main's arriveAndAwaitAdvance returns the next phase, 1.
func TestPhaser(t *testing.T) {
	p := program(t, map[string]string{"PhaserPair.java": phaserPair}, "PhaserPair")
	checkOutcomes(t, p, "PhaserPair", []string{"1 1"}, func(por reduction.POR, mode reduction.Mode, res *reduction.Result) {
		if mode == reduction.Composed && por == reduction.PORDPOR && res.Stats.Executions != 2 {
			t.Errorf("%s, %s: %d executions; want 2", mode, por, res.Stats.Executions)
		}
	})
}

// queuePair: t puts an item into a LinkedBlockingQueue of capacity 1
// and main takes it (with an argument: t offers and main polls, neither
// waiting) — jcheck's model, interp/models' LinkedBlockingQueue.java.
const queuePair = `
import java.util.concurrent.LinkedBlockingQueue;

public class QueuePair {
    public static void main(String[] args) throws Exception {
        LinkedBlockingQueue<String> q = new LinkedBlockingQueue<>(1);
        Thread t = new Thread(() -> {
            if (args.length > 0) {
                q.offer("x");
            } else {
                try {
                    q.put("x");
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }
        });
        t.start();
        String got = args.length > 0 ? q.poll() : q.take();
        t.join();
        System.out.println(got + " " + q.size());
    }
}`

// TestLinkedBlockingQueue checks the LinkedBlockingQueue model's
// interleavings, counted by hand for DPOR: each call takes the queue's
// one lock once, so whichever of the two calls takes it first decides
// the execution — 2 executions. A take that comes first waits and the
// put wakes it (both get "x 0"); a poll that comes first finds the queue
// empty ("null 1"). The library's class over the lock's model needs 3
// (its locks at each end and its atomic count), and with
// --jdk-models=off, every lock's bytecode too, 138,782 for the put and
// take.
func TestLinkedBlockingQueue(t *testing.T) {
	p := program(t, map[string]string{"QueuePair.java": queuePair}, "QueuePair")
	for _, args := range [][]string{nil, {"offer"}} {
		p.Args = args
		want := []string{"x 0"}
		if args != nil {
			want = []string{"null 1", "x 0"}
		}
		checkOutcomes(t, p, "QueuePair", want, func(por reduction.POR, mode reduction.Mode, res *reduction.Result) {
			if mode == reduction.Composed && por == reduction.PORDPOR && res.Stats.Executions != 2 {
				t.Errorf("%v, %s, %s: %d executions; want 2", args, mode, por, res.Stats.Executions)
			}
		})
	}
}

// transferPair: t transfers an item through a LinkedTransferQueue and
// main takes it (with an argument: t puts it, which never waits) —
// jcheck's model, interp/models' LinkedTransferQueue.java.
const transferPair = `
import java.util.concurrent.LinkedTransferQueue;

public class TransferPair {
    public static void main(String[] args) throws Exception {
        LinkedTransferQueue<String> q = new LinkedTransferQueue<>();
        Thread t = new Thread(() -> {
            try {
                if (args.length > 0) {
                    q.put("x");
                } else {
                    q.transfer("x");
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        t.start();
        String got = q.take();
        t.join();
        System.out.println(got + " " + q.size());
    }
}`

// TestLinkedTransferQueue checks the LinkedTransferQueue model's
// interleavings, counted by hand for DPOR. A transfer and a take: the
// thread that takes the queue's monitor first waits on its own node for
// the other (2 orders), and the other completes the node either before
// the waiter takes the node's monitor (it does not wait) or after (it
// waits and is notified) — 4 executions, as an Exchanger's pair. A put,
// which never waits, and a take: the take that comes first waits, and
// the put completes its node before or after it waits (2), or the put
// comes first and the take finds the item (1) — 3 executions.
func TestLinkedTransferQueue(t *testing.T) {
	p := program(t, map[string]string{"TransferPair.java": transferPair}, "TransferPair")
	for _, args := range [][]string{nil, {"put"}} {
		p.Args = args
		want := int64(4)
		if args != nil {
			want = 3
		}
		checkOutcomes(t, p, "TransferPair", []string{"x 0"}, func(por reduction.POR, mode reduction.Mode, res *reduction.Result) {
			if mode == reduction.Composed && por == reduction.PORDPOR && res.Stats.Executions != want {
				t.Errorf("%v, %s, %s: %d executions; want %d", args, mode, por, res.Stats.Executions, want)
			}
		})
	}
}
