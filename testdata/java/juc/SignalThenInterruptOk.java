// EXPECT: ok
// COMPARE: java
// A Condition's signal is never lost to an interrupt: main signals one
// of two awaiting threads, then interrupts w0. If the signal chose w0
// and the interrupt came after it, await returns normally with the
// interrupt status set (the JDK's AbstractQueuedSynchronizer re-asserts
// it) and main signals again for w1; if w0 threw InterruptedException,
// the first signal went to w1. Either way both threads end.
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class SignalThenInterruptOk {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition cond = lock.newCondition();
    static int waiting; // guarded by lock
    static volatile boolean w0Normal;

    public static void main(String[] args) throws Exception {
        Thread w0 = new Thread(() -> {
            lock.lock();
            try {
                waiting++;
                cond.await();
                w0Normal = true;
            } catch (InterruptedException e) {
                // interrupted while still waiting
            } finally {
                lock.unlock();
            }
        });
        Thread w1 = new Thread(() -> {
            lock.lock();
            try {
                waiting++;
                cond.awaitUninterruptibly();
            } finally {
                lock.unlock();
            }
        });
        w0.start();
        w1.start();
        while (true) {
            lock.lock();
            try {
                if (waiting == 2) {
                    break;
                }
            } finally {
                lock.unlock();
            }
            Thread.yield();
        }
        lock.lock();
        try {
            cond.signal();
        } finally {
            lock.unlock();
        }
        w0.interrupt();
        w0.join();
        if (w0Normal) {
            lock.lock();
            try {
                cond.signal();
            } finally {
                lock.unlock();
            }
        }
        w1.join();
        System.out.println("both ended");
    }
}
