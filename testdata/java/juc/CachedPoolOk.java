// EXPECT: ok
// RUN: java
// A cached thread pool hands each task to an idle worker through a
// SynchronousQueue, or starts a new worker when none is waiting: two
// tasks, their results collected (the second may find the first's worker
// idle, or not), then the pool is shut down, which wakes the idle
// workers to exit, and main waits for its termination.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class CachedPoolOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newCachedThreadPool();
        Future<Integer> a = pool.submit(() -> 40);
        Future<Integer> b = pool.submit(() -> 2);
        int r = a.get() + b.get();
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        assert r == 42 : r;
        System.out.println("result=" + r);
    }
}
