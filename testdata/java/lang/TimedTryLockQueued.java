// EXPECT: ok
// COMPARE: java
// A thread in a timed tryLock waits in the lock's queue, as the JDK's
// does: the holder spins until hasQueuedThreads says so (under jcheck the
// waiter was not queued, and the loop never ended), then releases the
// lock, which the waiter takes before its hour-long timeout.
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class TimedTryLockQueued {
    public static void main(String[] args) throws InterruptedException {
        for (boolean fair : new boolean[] {false, true}) {
            ReentrantLock lock = new ReentrantLock(fair);
            lock.lock();
            AtomicBoolean got = new AtomicBoolean();
            Thread waiter = new Thread(() -> {
                try {
                    if (lock.tryLock(1, TimeUnit.HOURS)) {
                        got.set(true);
                        lock.unlock();
                    }
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            waiter.start();
            while (!lock.hasQueuedThreads()) {
                Thread.onSpinWait();
            }
            System.out.println((fair ? "fair" : "non-fair") + ": queued " + lock.getQueueLength() + " " + lock.hasQueuedThread(waiter));
            lock.unlock();
            waiter.join();
            System.out.println("took it: " + got.get());
        }
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        rw.writeLock().lock();
        Thread reader = new Thread(() -> {
            try {
                if (rw.readLock().tryLock(1, TimeUnit.HOURS)) {
                    rw.readLock().unlock();
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        reader.start();
        while (!rw.hasQueuedThreads()) {
            Thread.onSpinWait();
        }
        System.out.println("read-write: queued " + rw.getQueueLength() + " " + rw.hasQueuedThread(reader));
        rw.writeLock().unlock();
        reader.join();
    }
}
