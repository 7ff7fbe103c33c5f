// EXPECT: deadlock
// RUN: deadlock
// MODES: all
// Check-then-upgrade: each thread reads the flag under the read lock
// and, finding it unset, takes the write lock without giving back the
// read lock. A ReentrantReadWriteLock's read lock cannot be upgraded: the
// write lock waits for every reader to leave, its own thread included,
// so each thread waits for itself (and for the other) forever.
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwUpgradeDeadlock {
    static final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    static boolean initialised;

    static void ensureInitialised() {
        lock.readLock().lock();
        try {
            if (!initialised) {
                lock.writeLock().lock();
                try {
                    initialised = true;
                } finally {
                    lock.writeLock().unlock();
                }
            }
        } finally {
            lock.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(RwUpgradeDeadlock::ensureInitialised);
        a.start();
        ensureInitialised();
        a.join();
        System.out.println(initialised);
    }
}
