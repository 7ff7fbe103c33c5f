// EXPECT: deadlock
// RUN: deadlock
// Nested monitor lockout: the waiter holds `outer` while it waits on `inner`
// (wait releases only inner); the notifier first learns that the waiter is
// waiting, then needs `outer` to notify, and blocks forever. Every schedule:
// the waiter reaches its wait holding outer before the notifier goes for it.
public class NestedMonitorLockout {
    static final Object outer = new Object();
    static final Object inner = new Object();
    static boolean waiting, signalled;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (outer) {
                synchronized (inner) {
                    waiting = true;
                    inner.notifyAll();
                    while (!signalled) {
                        try {
                            inner.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                }
            }
            System.out.println("waiter done (impossible)");
        }, "waiter");
        Thread notifier = new Thread(() -> {
            synchronized (inner) {
                while (!waiting) {
                    try {
                        inner.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            synchronized (outer) {
                synchronized (inner) {
                    signalled = true;
                    inner.notifyAll();
                }
            }
            System.out.println("notifier done (impossible)");
        }, "notifier");
        notifier.start();
        waiter.start();
        waiter.join();
        notifier.join();
    }
}
