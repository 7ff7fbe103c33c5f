// EXPECT: exception, warning
// EXIT: 0
// RUN: java
// An exception thrown out of a synchronized block releases the lock: a
// worker catches its own exception and no longer holds the lock; a second
// worker dies with an uncaught exception inside a synchronized method while
// main waits for that lock, and main then acquires it (java exits 0).
// Warning, LD' violation that is not a data race: heldAfter[] is
// written by the workers without a lock and read by main after join.
public class ExceptionReleasesLock {
    static final Object lock = new Object();
    static boolean entered;
    static int acquisitions;

    static synchronized void failInside(String why) {
        acquisitions++;
        throw new IllegalStateException(why);
    }

    public static void main(String[] args) throws InterruptedException {
        boolean[] heldAfter = new boolean[2];
        Thread catcher = new Thread(() -> {
            try {
                synchronized (lock) {
                    heldAfter[0] = Thread.holdsLock(lock);
                    throw new RuntimeException("thrown while holding the lock");
                }
            } catch (RuntimeException e) {
                heldAfter[1] = Thread.holdsLock(lock);
            }
        });
        catcher.start();
        catcher.join();
        System.out.println("inside: " + heldAfter[0] + ", after catch: " + heldAfter[1]);

        // The dying worker holds 'lock' when it signals main, then throws.
        Thread dying = new Thread(() -> {
            synchronized (lock) {
                entered = true;
                lock.notifyAll();
                synchronized (ExceptionReleasesLock.class) {
                    failInside("dies holding two locks");
                }
            }
        });
        synchronized (lock) {
            dying.start();
            while (!entered) {
                lock.wait(); // re-acquiring needs the dying thread to let go
            }
            System.out.println("main re-acquired the lock after the worker died");
        }
        dying.join();
        System.out.println("dying alive: " + dying.isAlive());
        // Both locks are free again.
        synchronized (ExceptionReleasesLock.class) {
            acquisitions++;
        }
        try {
            failInside("main's turn");
        } catch (IllegalStateException e) {
            System.out.println("main caught: " + e.getMessage());
        }
        System.out.println("holds class lock: " + Thread.holdsLock(ExceptionReleasesLock.class));
        System.out.println("acquisitions=" + acquisitions);
    }
}
