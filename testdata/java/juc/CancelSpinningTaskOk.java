// EXPECT: ok
// A pool's task spins until it is interrupted; main cancels it with
// cancel(true), which interrupts it, and waits up to 10 s for the pool to
// end. The task sees the interrupt at its next look, so the wait never
// times out and the task always records the interrupt.
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

public class CancelSpinningTaskOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        CountDownLatch started = new CountDownLatch(1);
        AtomicBoolean sawInterrupt = new AtomicBoolean();
        Future<?> task = pool.submit(() -> {
            started.countDown();
            while (!Thread.currentThread().isInterrupted()) Thread.onSpinWait();
            sawInterrupt.set(true);
        });
        started.await();
        if (!task.cancel(true)) throw new AssertionError("a running task could not be cancelled");
        try {
            task.get();
            throw new AssertionError("a cancelled task's get returned");
        } catch (CancellationException expected) {
            // cancelled
        }
        pool.shutdown();
        if (!pool.awaitTermination(10, TimeUnit.SECONDS)) throw new AssertionError("the pool did not end in 10 s");
        if (!sawInterrupt.get()) throw new AssertionError("the task did not see its interrupt");
        System.out.println("cancelled");
    }
}
