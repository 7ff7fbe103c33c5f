// EXPECT: race
// TESTS: poolTerminates=ok resultInTime=ok latchOpensInTime=ok preemptiveTimeout=ok racyTasks=race
// A JUnit Jupiter test class whose tests assert what timed waits return:
// awaitTermination, Future.get and CountDownLatch.await with generous
// timeouts, and assertTimeoutPreemptively (the test body runs in another
// thread, which the test thread waits for with a timeout). Each timeout is
// due only when no other thread can go on, so none ends before the work it
// waits for, as on a JVM (with --timeouts=any each of them fails). racyTasks
// has a real bug: two pooled tasks increment a plain field, a data race.
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

class TimeoutsTest {
    int plain;

    @Test
    void poolTerminates() throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        AtomicInteger done = new AtomicInteger();
        pool.execute(done::incrementAndGet);
        pool.execute(done::incrementAndGet);
        pool.shutdown();
        assertTrue(pool.awaitTermination(10, TimeUnit.SECONDS));
        assertEquals(2, done.get());
    }

    @Test
    void resultInTime() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<String> f = pool.submit(() -> "ready");
        assertEquals("ready", f.get(5, TimeUnit.SECONDS));
        pool.shutdown();
    }

    @Test
    void latchOpensInTime() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(2);
        Thread a = new Thread(started::countDown);
        Thread b = new Thread(started::countDown);
        a.start();
        b.start();
        assertTrue(started.await(1, TimeUnit.SECONDS));
    }

    @Test
    void preemptiveTimeout() {
        int sum = assertTimeoutPreemptively(Duration.ofSeconds(2), () -> 20 + 22);
        assertEquals(42, sum);
    }

    @Test
    void racyTasks() throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        pool.execute(() -> plain++);
        pool.execute(() -> plain++);
        pool.shutdown();
        assertTrue(pool.awaitTermination(10, TimeUnit.SECONDS));
        assertEquals(2, plain);
    }
}
