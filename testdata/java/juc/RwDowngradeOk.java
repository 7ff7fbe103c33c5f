// EXPECT: ok
// RUN: java
// MODES: all
// The JDK's documented downgrade: a thread that finds the data missing
// takes the write lock, fills the data in, takes the read lock while it
// still holds the write lock, and then gives back the write lock,
// keeping the read lock while it uses the data. Two such threads: the
// data is computed once, and each sees it complete.
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwDowngradeOk {
    static final ReentrantReadWriteLock rwl = new ReentrantReadWriteLock();
    static final AtomicInteger computed = new AtomicInteger();
    static volatile boolean cacheValid;
    static int data;

    static int use() {
        rwl.readLock().lock();
        if (!cacheValid) {
            rwl.readLock().unlock();
            rwl.writeLock().lock();
            try {
                if (!cacheValid) {
                    data = 42;
                    computed.incrementAndGet();
                    cacheValid = true;
                }
                rwl.readLock().lock();
            } finally {
                rwl.writeLock().unlock();
            }
        }
        try {
            assert rwl.getReadHoldCount() == 1 && !rwl.isWriteLockedByCurrentThread();
            return data;
        } finally {
            rwl.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            assert use() == 42;
        });
        a.start();
        int seen = use();
        a.join();
        System.out.println(seen + " computed " + computed.get() + " time(s)");
    }
}
