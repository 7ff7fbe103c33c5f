// EXPECT: ok
// COMPARE: java
// JDK: 25
// CHECK: --preemptions=0
// The shutdown policies of JDK 25's ForkJoinPool for delayed tasks, those
// of ScheduledThreadPoolExecutor: shutdown cancels the periodic tasks and
// lets a one-shot delayed task still run, the pool terminating once it has;
// cancelDelayedTasksOnShutdown cancels the one-shot ones too. Searched
// without preemptions: the delay scheduler, the worker and main each have
// tens of visible operations (a complete search does not end in a
// minute).
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class ForkJoinScheduleShutdownOk {
    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(1);
        AtomicInteger ran = new AtomicInteger();
        ScheduledFuture<?> oneShot = pool.schedule(() -> ran.incrementAndGet(), 30, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> periodic = pool.scheduleAtFixedRate(() -> { }, 1, 1, TimeUnit.HOURS);
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        System.out.println("terminated: the one-shot task ran " + ran.get() + " time(s), done " + oneShot.isDone()
                + "; periodic cancelled: " + periodic.isCancelled() + "; delayed: " + pool.getDelayedTaskCount());

        ForkJoinPool strict = new ForkJoinPool(1);
        ScheduledFuture<?> dropped = strict.schedule(() -> { }, 1, TimeUnit.HOURS);
        strict.cancelDelayedTasksOnShutdown();
        strict.shutdown();
        while (!strict.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        System.out.println("with cancelDelayedTasksOnShutdown: terminated " + strict.isTerminated()
                + ", the delayed task is done " + dropped.isDone());
    }
}
