// EXPECT: deadlock, warning
// RUN: some-deadlock
// A missed notification: the waiter waits without checking a condition, so
// if main's notify comes before the waiter's wait, the waiter waits forever
// and main blocks joining it; if the waiter waits first, it is woken and
// the program ends (as under the default schedule).
// It also warns of an LD' violation that is not a data race (main reads delivered
// without the lock).
public class MissedNotification {
    static final Object lock = new Object();
    static int delivered;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait(); // BUG: no condition, no loop
                } catch (InterruptedException e) {
                    return;
                }
                delivered++;
            }
        }, "waiter");
        waiter.start();
        Thread.yield();
        synchronized (lock) {
            lock.notify(); // lost if the waiter is not waiting yet
        }
        waiter.join();
        System.out.println("waiter was woken, delivered=" + delivered);
        // The fix: a condition checked in a loop under the lock.
        System.out.println("(a flag checked before waiting would avoid the hang)");
    }
}
