// EXPECT: ok
// RUN: java-timed
// Sleeps and timed waits end in the order of their deadlines under
// `jcheck run`'s default schedule, as on a JVM: a pool's awaitTermination
// of 300 ms times out before its task's sleep of 30 s ends, and
// shutdownNow interrupts that sleep; of two threads that sleep 1 s and
// 50 ms, started in that order, the second wakes first; a timed wait of
// 100 ms times out before a sleep of 2 s ends. (Under other schedules
// any of them may end first, which the model checker explores.)
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

public class SleepDeadlinesOk {
    static final Object lock = new Object();

    static void say(String s) {
        synchronized (lock) {
            System.out.println(s);
        }
    }

    static Thread sleeper(String name, long ms) {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(ms);
                say(name + " woke after " + ms + " ms");
            } catch (InterruptedException e) {
                say(name + " interrupted");
            }
        });
        t.start();
        return t;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        pool.submit(() -> {
            try {
                Thread.sleep(30_000);
                say("task woke");
            } catch (InterruptedException e) {
                say("task interrupted");
            }
        });
        say("terminated in time: " + pool.awaitTermination(300, TimeUnit.MILLISECONDS));
        pool.shutdownNow();
        pool.awaitTermination(1, TimeUnit.DAYS);

        Thread slow = sleeper("slow", 1000);
        Thread fast = sleeper("fast", 50);
        slow.join();
        fast.join();

        Thread late = sleeper("late", 2000);
        synchronized (lock) {
            long before = System.nanoTime();
            lock.wait(100);
            System.out.println("main's wait of 100 ms ended, at least 100 ms later: "
                    + (System.nanoTime() - before >= 100_000_000L));
        }
        late.join();
    }
}
