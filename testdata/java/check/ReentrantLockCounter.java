// EXPECT: ok
// A counter protected by a java.util.concurrent ReentrantLock: correct, and
// free of data races. jcheck models the lock as a synchronization object
// (lock() acquires it, unlock() releases it), so LD' sees the counter
// guarded by it, as by a synchronized block's monitor.
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockCounter {
    static final ReentrantLock lock = new ReentrantLock();
    static int count; // guarded by lock

    static void increment() {
        lock.lock();
        try {
            count++;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            increment();
            increment();
        }, "t1");
        Thread t2 = new Thread(ReentrantLockCounter::increment, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        lock.lock();
        try {
            assert count == 3 : "count " + count;
            System.out.println("count=" + count);
        } finally {
            lock.unlock();
        }
    }
}
