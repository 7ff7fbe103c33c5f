// EXPECT: ok
// RUN: java
// CompletableFuture's stages on a pool of two threads given as their
// executor: supplyAsync and thenApplyAsync submit their functions to the
// pool (the second runs once the first is complete, in either thread),
// and join waits for the chain. The pool is shut down and awaited.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

public class CompletableFutureCustomExecutorOk {
    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        int r = CompletableFuture.supplyAsync(() -> 20, pool).thenApplyAsync(x -> {
            assert Thread.currentThread().getName().startsWith("pool-1-thread-") : Thread.currentThread();
            return x + 22;
        }, pool).join();
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        System.out.println("result=" + r);
    }
}
