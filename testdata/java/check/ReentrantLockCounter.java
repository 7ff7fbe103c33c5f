// EXPECT: ok
// CHECK: skip: every volatile read and compare-and-set inside ReentrantLock is a scheduling point, so the search does not end in 60 s; it warns that count breaks LD', a false alarm: the lock orders the accesses
// A counter protected by a java.util.concurrent ReentrantLock: correct, and
// free of data races. A ReentrantLock is not a monitor, and LD' knows only
// synchronized locks: jcheck warns that the counter breaks LD' (not an
// error: the lock's volatile state orders the accesses) until it models
// java.util.concurrent's locks.
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
