// EXPECT: ok
// RUN: java
// A spin lock of the program's own guards a counter. SpinLockCounterOk.annotations
// makes SpinLock a lock class: lock() and unlock() are the acquire and
// release of the object's lock, so the counter is lock-protected for LD'
// (no alarm) and the spinning is not explored.
import java.util.concurrent.atomic.AtomicBoolean;

public class SpinLockCounterOk {
    static final class SpinLock {
        private final AtomicBoolean held = new AtomicBoolean();

        void lock() {
            while (!held.compareAndSet(false, true)) {
                Thread.onSpinWait();
            }
        }

        void unlock() {
            held.set(false);
        }
    }

    static final SpinLock lock = new SpinLock();
    static int count;

    static void increment() {
        lock.lock();
        try {
            count++;
        } finally {
            lock.unlock();
        }
    }

    static int count() {
        lock.lock();
        try {
            return count;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(SpinLockCounterOk::increment);
        Thread b = new Thread(SpinLockCounterOk::increment);
        a.start();
        b.start();
        increment();
        a.join();
        b.join();
        int n = count();
        assert n == 3 : n;
        System.out.println("count=" + n);
    }
}
