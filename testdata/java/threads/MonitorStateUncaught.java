// EXPECT: exception, warning
// EXIT: 1
// RUN: java
// An uncaught IllegalMonitorStateException on the main thread: after a worker
// has run and been joined, main calls notify() on a monitor it does not hold.
// java prints `Exception in thread "main" java.lang.IllegalMonitorStateException`
// and exits 1.
// Warning, LD' violation that is not a data race: the worker reads
// and increments value without the lock it wrote it under.
public class MonitorStateUncaught {
    static final Object lock = new Object();
    static int value;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                value = 7;
                lock.notifyAll();
            }
            try {
                lock.notifyAll(); // the worker no longer holds the lock
            } catch (IllegalMonitorStateException e) {
                value++;
            }
        });
        worker.start();
        worker.join();
        synchronized (lock) {
            System.out.println("value " + value + ", notify with the lock is fine");
            lock.notify();
        }
        System.out.println("now without the lock");
        lock.notify();
        System.out.println("not reached");
    }
}
