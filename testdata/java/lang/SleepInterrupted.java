// EXPECT: ok
// COMPARE: java
// An interrupted sleep throws InterruptedException with java's message "sleep interrupted" and clears the
// interrupt status: interrupted before Thread.sleep(ms), sleep(ms, ns) and TimeUnit.sleep, and interrupted while
// another thread sleeps. Object.wait's and join's InterruptedException have no message.
import java.util.concurrent.TimeUnit;

public class SleepInterrupted {
    interface Sleeper {
        void sleep() throws InterruptedException;
    }

    static void before(String what, Sleeper s) {
        Thread.currentThread().interrupt();
        try {
            s.sleep();
            System.out.println(what + ": returned");
        } catch (InterruptedException e) {
            System.out.println(what + ": " + e.getMessage() + ", interrupted now " + Thread.currentThread().isInterrupted());
        }
    }

    public static void main(String[] args) throws Exception {
        before("sleep(ms)", () -> Thread.sleep(1000));
        before("sleep(0)", () -> Thread.sleep(0));
        before("sleep(ms, ns)", () -> Thread.sleep(5, 500));
        before("TimeUnit.SECONDS.sleep", () -> TimeUnit.SECONDS.sleep(3));
        before("TimeUnit.NANOSECONDS.sleep", () -> TimeUnit.NANOSECONDS.sleep(10));
        Object lock = new Object();
        before("wait", () -> { synchronized (lock) { lock.wait(); } });
        Thread idle = new Thread(() -> {});
        idle.start();
        idle.join();
        before("join of an ended thread", idle::join);
        Thread.interrupted();

        String[] seen = new String[1];
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(60_000);
                seen[0] = "returned";
            } catch (InterruptedException e) {
                seen[0] = e.getMessage() + ", interrupted now " + Thread.currentThread().isInterrupted();
            }
        });
        sleeper.start();
        sleeper.interrupt();
        sleeper.join();
        System.out.println("interrupted while sleeping: " + seen[0]);

        Thread waiter = new Thread(() -> {
            try {
                TimeUnit.MILLISECONDS.sleep(60_000);
                seen[0] = "returned";
            } catch (InterruptedException e) {
                seen[0] = e.getMessage();
            }
        });
        waiter.start();
        waiter.interrupt();
        waiter.join();
        System.out.println("TimeUnit interrupted while sleeping: " + seen[0]);
    }
}
