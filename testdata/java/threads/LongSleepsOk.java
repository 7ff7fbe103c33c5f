// EXPECT: ok
// RUN: java
// Long sleeps that a JVM never ends early: a thread sleeps 100 s until
// main interrupts it; a task sleeps 10 s while main's get waits 100 ms
// and must time out; and main polls with sleeps of 10 ms for up to 5 s
// while a worker's timed wait of 50 ms ends. A sleep longer than
// --early-sleeps (a second) ends only when it is due, as a timeout does,
// and a short sleep that ends early takes the clock no further than the
// others' pending timeouts.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class LongSleepsOk {
    static volatile boolean interrupted, timedOut;

    public static void main(String[] args) throws Exception {
        CountDownLatch asleep = new CountDownLatch(1);
        Thread sleeper = new Thread(() -> {
            asleep.countDown();
            try {
                Thread.sleep(100_000);
            } catch (InterruptedException e) {
                interrupted = true;
            }
        });
        sleeper.start();
        asleep.await();
        sleeper.interrupt();
        sleeper.join();
        if (!interrupted) throw new AssertionError("the 100 s sleep ended before the interrupt");

        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<String> slow = pool.submit(() -> {
            Thread.sleep(10_000);
            return "slow";
        });
        try {
            slow.get(100, TimeUnit.MILLISECONDS);
            throw new AssertionError("a 10 s task ended within 100 ms");
        } catch (TimeoutException expected) {
            slow.cancel(true);
        }
        pool.shutdown();

        Thread waiter = new Thread(() -> {
            try {
                if (!new CountDownLatch(1).await(50, TimeUnit.MILLISECONDS)) timedOut = true;
            } catch (InterruptedException e) {
                // not interrupted
            }
        });
        waiter.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!timedOut && System.nanoTime() < deadline) Thread.sleep(10);
        if (!timedOut) throw new AssertionError("the 50 ms wait did not end in 5 s of polling");
        waiter.join();
        System.out.println("ok");
    }
}
