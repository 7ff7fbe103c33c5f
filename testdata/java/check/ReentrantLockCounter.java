// EXPECT: race
// A counter protected by a java.util.concurrent ReentrantLock. The program is
// free of data races, but a ReentrantLock is not a monitor: LD' knows only
// synchronized locks, so the counter is written holding no lock it
// recognises and jcheck reports an LD' violation (--lockset=off trusts it).
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
