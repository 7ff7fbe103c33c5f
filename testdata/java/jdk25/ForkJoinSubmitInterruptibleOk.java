// EXPECT: ok
// COMPARE: java
// JDK: 25
// JDK 25's ForkJoinPool runs a Runnable or Callable that a thread outside
// the pool submits as an interruptible task: a checked exception fails it
// as it is (JDK 17 and 21 wrap it in a RuntimeException), cancel(true)
// interrupts the worker running it, and invokeAll runs interruptible
// tasks. (juc/ForkJoinInvokeAnyOk has invokeAny.)
import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class ForkJoinSubmitInterruptibleOk {
    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(1);
        Future<String> f = pool.submit(() -> { throw new IOException("disk"); });
        try {
            f.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getCause() + " / " + e.getCause().getCause());
        }
        System.out.println("state " + f.state() + " " + f.exceptionNow());
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch interrupted = new CountDownLatch(1);
        Future<?> g = pool.submit(() -> {
            started.countDown();
            try {
                new CountDownLatch(1).await();
            } catch (InterruptedException e) {
                interrupted.countDown();
            }
        });
        started.await();
        System.out.println("cancel " + g.cancel(true) + " " + g.isCancelled());
        interrupted.await();
        System.out.println("interrupted");

        List<Future<Integer>> all = pool.invokeAll(List.of(() -> 1, () -> { throw new IOException("two"); }));
        for (Future<Integer> r : all) {
            try {
                System.out.println("all " + r.get());
            } catch (ExecutionException e) {
                System.out.println("all " + e.getCause());
            }
        }
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(1, TimeUnit.DAYS));
    }
}
