// EXPECT: ok
// RUN: java
// MODES: all
// A read-mostly cache behind a ReentrantReadWriteLock: two readers read
// a pair of fields under the read lock while a writer updates both under
// the write lock. A reader never sees the pair half-updated, and the
// read lock counts for LD': no warning.
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwCacheOk {
    static final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    static int low, high = 1;

    static void reader() {
        lock.readLock().lock();
        try {
            assert high == low + 1 : "torn read " + low + " " + high;
        } finally {
            lock.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            lock.writeLock().lock();
            try {
                low = 10;
                high = 11;
            } finally {
                lock.writeLock().unlock();
            }
        });
        Thread r1 = new Thread(RwCacheOk::reader);
        Thread r2 = new Thread(RwCacheOk::reader);
        w.start();
        r1.start();
        r2.start();
        w.join();
        r1.join();
        r2.join();
        lock.readLock().lock();
        try {
            System.out.println(low + " " + high);
        } finally {
            lock.readLock().unlock();
        }
    }
}
