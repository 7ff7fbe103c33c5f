// EXPECT: race, assertion
// MODES: all
// Two threads count hits while holding only the read lock: readers
// share it, so both can be inside at once and an increment is lost.
// The write needs the write lock: LD' and the memory model both say so.
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwWriteUnderReadLock {
    static final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    static int hits;

    static void hit() {
        lock.readLock().lock();
        try {
            hits++;
        } finally {
            lock.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(RwWriteUnderReadLock::hit);
        Thread b = new Thread(RwWriteUnderReadLock::hit);
        a.start();
        b.start();
        a.join();
        b.join();
        assert hits == 2 : "lost update: " + hits;
        System.out.println(hits);
    }
}
