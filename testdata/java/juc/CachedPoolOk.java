// EXPECT: ok
// RUN: java
// A cached thread pool hands each task to an idle worker through a
// SynchronousQueue, or starts a new worker when none is waiting: one task,
// its result collected, then the pool is shut down and the idle worker,
// waiting in the queue's take, is interrupted out of it.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class CachedPoolOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newCachedThreadPool();
        Future<Integer> a = pool.submit(() -> 42);
        int r = a.get();
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        assert r == 42 : r;
        System.out.println("result=" + r);
    }
}
