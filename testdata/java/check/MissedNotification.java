// EXPECT: deadlock
// A missed notification: the waiter waits with no condition variable, so
// when main's notify comes before the wait, the waiter waits forever and
// main blocks in join.
public class MissedNotification {
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait(); // no "while (!ready)": a notify that came first is lost
                } catch (InterruptedException e) {
                    return;
                }
            }
            System.out.println("waiter woke up");
        }, "waiter");
        waiter.start();
        synchronized (lock) {
            lock.notify();
        }
        waiter.join();
        System.out.println("done");
    }
}
