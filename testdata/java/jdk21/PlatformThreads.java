// EXPECT: warning
// COMPARE: java
// JDK: 21
// Platform threads on JDK 21 and 25: start and join, a counter under synchronized,
// a wait/notifyAll handshake, a ReentrantLock with a Condition, and the
// names, states and liveness a terminated thread reports.
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class PlatformThreads {
    static final Object lock = new Object();
    static int count;
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread w1 = new Thread(() -> { synchronized (lock) { count++; } }, "w1");
        Thread w2 = new Thread(() -> { synchronized (lock) { count++; } }, "w2");
        w1.start();
        w2.start();
        w1.join();
        w2.join();
        System.out.println("count " + count + ", " + w1.getName() + " " + w1.getState() + " alive " + w1.isAlive() + " virtual " + w1.isVirtual());

        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                while (!ready) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        throw new AssertionError(e);
                    }
                }
                System.out.println("notified");
            }
        }, "waiter");
        waiter.start();
        synchronized (lock) {
            ready = true;
            lock.notifyAll();
        }
        waiter.join();

        ReentrantLock rl = new ReentrantLock();
        Condition filled = rl.newCondition();
        int[] box = {0};
        Thread producer = new Thread(() -> {
            rl.lock();
            try {
                box[0] = 42;
                filled.signal();
            } finally {
                rl.unlock();
            }
        }, "producer");
        producer.start();
        rl.lock();
        try {
            while (box[0] == 0) {
                filled.await();
            }
        } finally {
            rl.unlock();
        }
        producer.join();
        System.out.println("box " + box[0] + ", main " + Thread.currentThread().getName() + " " + Thread.currentThread().getState());
    }
}
