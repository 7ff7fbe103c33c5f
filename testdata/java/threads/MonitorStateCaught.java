// EXPECT: warning
// EXIT: 0
// RUN: java
// IllegalMonitorStateException from wait, notify and notifyAll without the
// lock (no lock, the wrong lock, a lock another thread holds), caught and
// printed; wait with a negative timeout; the lock stays usable afterwards.
// Warning, LD' violation that is not a data race: a thread writes msg[0] without a lock and main reads it
// after join.
public class MonitorStateCaught {
    interface Action {
        void run() throws Exception;
    }

    static void attempt(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": no exception");
        } catch (Exception e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Object lock = new Object();
        Object other = new Object();
        attempt("wait without lock", () -> lock.wait());
        attempt("timed wait without lock", () -> lock.wait(10));
        attempt("notify without lock", () -> lock.notify());
        attempt("notifyAll without lock", () -> lock.notifyAll());
        synchronized (other) {
            attempt("notify holding another lock", () -> lock.notify());
            attempt("notify holding the right lock", () -> other.notify());
            attempt("notifyAll holding the right lock", () -> other.notifyAll());
            attempt("wait(-1) holding the lock", () -> other.wait(-1));
        }
        attempt("wait(-1) without the lock", () -> lock.wait(-1));

        // A lock held by another thread is not ours either.
        Object held = new Object();
        boolean[] holding = new boolean[1];
        boolean[] release = new boolean[1];
        Thread owner = new Thread(() -> {
            synchronized (held) {
                holding[0] = true;
                held.notifyAll();
                while (!release[0]) {
                    try {
                        held.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        });
        synchronized (held) {
            owner.start();
            while (!holding[0]) {
                held.wait();
            }
        }
        // owner is now waiting on 'held' (and so does not hold it); take
        // the lock of a thread object we do not own instead:
        attempt("notify on a Thread object without its lock", () -> owner.notify());
        synchronized (held) {
            release[0] = true;
            held.notifyAll();
        }
        owner.join();
        attempt("notify on a static monitor from a worker", () -> {
            String[] msg = new String[1];
            Thread t = new Thread(() -> {
                try {
                    MonitorStateCaught.class.notify();
                } catch (IllegalMonitorStateException e) {
                    msg[0] = e.getMessage();
                }
            });
            t.start();
            t.join();
            System.out.println("worker caught: " + msg[0]);
        });
        synchronized (lock) {
            lock.notifyAll();
            System.out.println("lock still usable, holds: " + Thread.holdsLock(lock));
        }
    }
}
