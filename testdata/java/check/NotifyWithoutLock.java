// EXPECT: exception
// notifyAll() called outside the synchronized block: the worker sets the
// flag under the lock but notifies after releasing it, and the JVM throws
// IllegalMonitorStateException in the worker on every schedule.
public class NotifyWithoutLock {
    static final Object lock = new Object();
    static boolean done; // guarded by lock

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                done = true;
            }
            lock.notifyAll(); // BUG: the caller must own the monitor
        }, "worker");
        worker.start();
        worker.join();
        synchronized (lock) {
            System.out.println("done=" + done);
        }
    }
}
