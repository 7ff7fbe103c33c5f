// EXPECT: ok
// RUN: java
// A notification is never lost to an interrupt (JLS 17.2.4): main
// notifies one of two waiting threads, then interrupts w0. If the notify
// chose w0 and the interrupt came after it, w0 returns from wait
// normally with its interrupt status set (as HotSpot's wait does) and
// main wakes w1 with a second notify; if w0 threw InterruptedException,
// the first notify went to w1. Either way both threads end.
public class NotifyThenInterruptOk {
    static final Object lock = new Object();
    static int waiting; // guarded by lock
    static volatile boolean w0Normal;

    public static void main(String[] args) throws Exception {
        Thread w0 = new Thread(() -> {
            synchronized (lock) {
                waiting++;
                try {
                    lock.wait();
                    w0Normal = true;
                } catch (InterruptedException e) {
                    // interrupted while still waiting
                }
            }
        });
        Thread w1 = new Thread(() -> {
            synchronized (lock) {
                waiting++;
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    throw new AssertionError("w1 is never interrupted");
                }
            }
        });
        w0.start();
        w1.start();
        while (true) {
            synchronized (lock) {
                if (waiting == 2) {
                    break;
                }
            }
            Thread.yield();
        }
        synchronized (lock) {
            lock.notify();
        }
        w0.interrupt();
        w0.join();
        if (w0Normal) {
            synchronized (lock) {
                lock.notify();
            }
        }
        w1.join();
        System.out.println("both ended");
    }
}
