// EXPECT: ok
// COMPARE: java
// JDK: 25
// CHECK: --preemptions=1
// JDK 25's ForkJoinPool is a ScheduledExecutorService: a delayed Callable,
// submitWithTimeout whose timeout action completes a task that waits for a
// latch nobody counts down (and interrupts it), a delayed task that
// fails, and shutdown, after which the pool takes no more delayed tasks.
// Searched within one preemption: the delay scheduler, the worker and
// main each have tens of visible operations (a complete search does not
// end in a minute).
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class ForkJoinScheduleOk {
    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(1);
        System.out.println("scheduled executor: " + (pool instanceof ScheduledExecutorService));
        ScheduledFuture<String> later = pool.schedule(() -> "later", 20, TimeUnit.MILLISECONDS);
        System.out.println("get: " + later.get() + ", delay left: " + (later.getDelay(TimeUnit.NANOSECONDS) > 0));

        CountDownLatch never = new CountDownLatch(1);
        ForkJoinTask<String> replaced = pool.submitWithTimeout(() -> {
            never.await();
            return "slow";
        }, 10, TimeUnit.MILLISECONDS, t -> t.complete("default"));
        System.out.println("timeout action: " + replaced.get());

        ScheduledFuture<?> failing = pool.schedule(() -> {
            throw new IllegalStateException("boom");
        }, 1, TimeUnit.MILLISECONDS);
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("failed: " + e.getCause().getMessage());
        }

        pool.shutdown();
        try {
            pool.schedule(() -> { }, 1, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            System.out.println("rejected after shutdown");
        }
    }
}
