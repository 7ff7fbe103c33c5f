// EXPECT: ok
// RUN: java
// wait(ms) with a generous timeout, in a while loop, where the notify
// arrives before the timeout; and a timed join, also in a loop, of a thread
// that ends. The output does not depend on whether a timed wait or join ever
// times out early.
public class TimedWaitNotify {
    static final Object lock = new Object();
    static int stage;

    public static void main(String[] args) throws InterruptedException {
        Thread helper = new Thread(() -> {
            for (int s = 1; s <= 2; s++) {
                synchronized (lock) {
                    while (stage != 2 * s - 1) {
                        try {
                            lock.wait(60_000);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    stage++;
                    lock.notifyAll();
                }
            }
        });
        helper.start();
        synchronized (lock) {
            for (int s = 1; s <= 2; s++) {
                stage++;
                lock.notifyAll();
                while (stage != 2 * s) {
                    lock.wait(60_000);
                }
                System.out.println("round " + s + ": stage " + stage);
            }
        }
        while (helper.isAlive()) {
            helper.join(60_000); // may return early only if it times out
        }
        System.out.println("helper alive after timed joins: " + helper.isAlive());
        // wait(ms) that nobody notifies simply times out.
        synchronized (lock) {
            lock.wait(1);
        }
        System.out.println("timed out alone");
    }
}
