// EXPECT: ok
// RUN: java
// shutdownNow on a pool of 1 thread: the running task, blocked in a latch's
// await, is interrupted and ends; the 2 tasks still queued are returned,
// not run. main awaits termination and checks that the first task saw the
// interrupt and the others never ran.
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

public class ExecutorShutdownNowOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch never = new CountDownLatch(1);
        AtomicBoolean interrupted = new AtomicBoolean();
        AtomicInteger ran = new AtomicInteger();
        pool.execute(() -> {
            started.countDown();
            try {
                never.await();
            } catch (InterruptedException e) {
                interrupted.set(true);
            }
        });
        pool.execute(ran::incrementAndGet);
        pool.execute(ran::incrementAndGet);
        started.await(); // the first task is running: the others are queued
        List<Runnable> queued = pool.shutdownNow();
        assert queued.size() == 2 : queued.size();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        assert interrupted.get() : "the running task was not interrupted";
        assert ran.get() == 0 : ran.get();
        System.out.println("queued=" + queued.size() + " interrupted=" + interrupted.get() + " ran=" + ran.get());
    }
}
