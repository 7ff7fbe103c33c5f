// EXPECT: ok
// COMPARE: java
// ForkJoinPool's invokeAny and timed invokeAll as the JDK's pool has them:
// invokeAny returns the first result, or throws an ExecutionException
// whose cause is the last failure as the task threw it (not wrapped);
// an empty collection is an IllegalArgumentException. The timed invokeAll
// runs the tasks as interruptible tasks: at its deadline it cancels the
// ones not done, interrupting a task that is running (here both: the
// pool's one worker is stuck in the first).
import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class ForkJoinInvokeAnyOk {
    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(1);
        System.out.println("any " + pool.invokeAny(List.of(() -> 7)));
        try {
            pool.invokeAny(List.<Callable<Integer>>of(() -> { throw new IOException("only"); }));
        } catch (ExecutionException e) {
            System.out.println("failed: " + e.getCause().getClass().getName() + " caused by " + e.getCause().getCause());
        }
        try {
            pool.invokeAny(List.<Callable<Integer>>of());
        } catch (IllegalArgumentException e) {
            System.out.println("empty: " + e);
        }
        try {
            System.out.println("timed any " + pool.invokeAny(List.of(() -> "x"), 1, TimeUnit.DAYS));
        } catch (TimeoutException e) {
            System.out.println("timed any timed out"); // a day later
        }

        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch interrupted = new CountDownLatch(1);
        Callable<String> stuck = () -> {
            running.countDown();
            try {
                release.await();
                return "released";
            } catch (InterruptedException e) {
                interrupted.countDown();
                throw e;
            }
        };
        Callable<String> quick = () -> "quick";
        List<Future<String>> all = pool.invokeAll(List.of(stuck, quick), 200, TimeUnit.MILLISECONDS);
        System.out.println("stuck ran " + running.await(10, TimeUnit.SECONDS));
        System.out.println("stuck interrupted " + interrupted.await(10, TimeUnit.SECONDS));
        for (Future<String> f : all) {
            try {
                System.out.println("all " + f.get());
            } catch (CancellationException e) {
                System.out.println("all cancelled");
            }
        }
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(1, TimeUnit.DAYS));
    }
}
