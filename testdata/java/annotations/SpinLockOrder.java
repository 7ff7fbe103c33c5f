// EXPECT: deadlock
// Two lock-class locks (SpinLockOrder.annotations) taken in opposite
// orders by two threads: a deadlock, found as for monitors.
import java.util.concurrent.atomic.AtomicBoolean;

public class SpinLockOrder {
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

    static final SpinLock first = new SpinLock();
    static final SpinLock second = new SpinLock();

    static void both(SpinLock x, SpinLock y) {
        x.lock();
        y.lock();
        y.unlock();
        x.unlock();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> both(first, second));
        a.start();
        both(second, first);
        a.join();
        System.out.println("done");
    }
}
