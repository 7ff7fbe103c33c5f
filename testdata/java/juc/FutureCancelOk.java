// EXPECT: ok
// RUN: java
// cancel(true) on a task waiting on a latch: whether the task had started
// (it is interrupted out of its await) or was still queued (it never
// runs), the Future is cancelled and get throws CancellationException.
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class FutureCancelOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        CountDownLatch never = new CountDownLatch(1);
        Future<String> f = pool.submit(() -> {
            never.await();
            return "finished";
        });
        boolean cancelled = f.cancel(true);
        assert cancelled;
        assert f.isCancelled() && f.isDone();
        try {
            f.get();
            assert false : "get returned";
        } catch (CancellationException e) {
            System.out.println("get: " + e.getClass().getSimpleName());
        }
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        System.out.println("cancelled=" + f.isCancelled());
    }
}
