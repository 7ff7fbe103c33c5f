// EXPECT: ok
// RUN: java
// Two threads take two locks in opposite orders with lockInterruptibly;
// main waits for them with timed joins and interrupts any that is still
// alive, which gives up its lock. A cycle of interruptible acquires is no
// deadlock while another thread can interrupt them, and the program ends
// on every schedule.
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

public class InterruptibleCycleOk {
    static final ReentrantLock a = new ReentrantLock(), b = new ReentrantLock();
    static final AtomicInteger done = new AtomicInteger();

    static void both(ReentrantLock first, ReentrantLock second) {
        try {
            first.lockInterruptibly();
            try {
                second.lockInterruptibly();
                second.unlock();
            } finally {
                first.unlock();
            }
        } catch (InterruptedException e) {
            // given up
        }
        done.incrementAndGet();
    }

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> both(a, b));
        Thread t2 = new Thread(() -> both(b, a));
        t1.start();
        t2.start();
        t1.join(100);
        t2.join(100);
        t1.interrupt();
        t2.interrupt();
        t1.join();
        t2.join();
        System.out.println("both ended: " + done.get());
    }
}
