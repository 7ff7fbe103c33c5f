// EXPECT: ok
// RUN: java-timed
// A timed tryLock, on each kind of lock, waits for the lock while
// another thread holds it: under `jcheck run` the thread holding the
// lock sleeps 10 ms and releases it, and the waiter's hour-long timeout
// does not end first, as on a JVM (it returned false at once: a thread
// waiting in a timed tryLock did not let time pass as one in a timed
// wait does). The search lets a timeout end only once it is due, which
// the holder's 10 ms sleep comes before (1 execution; with
// --timeouts=any, 729, in which the timeouts come at any moment).
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.concurrent.locks.StampedLock;

public class TimedTryLockWaitsOk {
    interface Attempt {
        boolean get() throws InterruptedException;
    }

    static void waitFor(String what, Runnable take, Runnable give, Attempt attempt) throws InterruptedException {
        take.run();
        AtomicBoolean got = new AtomicBoolean();
        Thread waiter = new Thread(() -> {
            try {
                got.set(attempt.get());
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        waiter.start();
        Thread.sleep(10);
        give.run();
        waiter.join();
        System.out.println(what + ": " + got.get());
    }

    public static void main(String[] args) throws InterruptedException {
        ReentrantLock unfair = new ReentrantLock(), fair = new ReentrantLock(true);
        for (ReentrantLock lock : new ReentrantLock[] {unfair, fair}) {
            waitFor(lock.isFair() ? "fair lock" : "lock", lock::lock, lock::unlock, () -> {
                boolean ok = lock.tryLock(1, TimeUnit.HOURS);
                if (ok) {
                    lock.unlock();
                }
                return ok;
            });
        }
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        waitFor("write lock behind a reader", rw.readLock()::lock, rw.readLock()::unlock, () -> {
            boolean ok = rw.writeLock().tryLock(1, TimeUnit.HOURS);
            if (ok) {
                rw.writeLock().unlock();
            }
            return ok;
        });
        waitFor("read lock behind a writer", rw.writeLock()::lock, rw.writeLock()::unlock, () -> {
            boolean ok = rw.readLock().tryLock(1, TimeUnit.HOURS);
            if (ok) {
                rw.readLock().unlock();
            }
            return ok;
        });
        StampedLock stamped = new StampedLock();
        long[] stamp = new long[1];
        waitFor("stamped write lock", () -> stamp[0] = stamped.writeLock(), () -> stamped.unlockWrite(stamp[0]), () -> {
            long s = stamped.tryWriteLock(1, TimeUnit.HOURS);
            if (s != 0) {
                stamped.unlockWrite(s);
            }
            return s != 0;
        });
        waitFor("stamped read lock", () -> stamp[0] = stamped.writeLock(), () -> stamped.unlockWrite(stamp[0]), () -> {
            long s = stamped.tryReadLock(1, TimeUnit.HOURS);
            if (s != 0) {
                stamped.unlockRead(s);
            }
            return s != 0;
        });
    }
}
