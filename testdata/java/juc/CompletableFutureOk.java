// EXPECT: ok
// RUN: java
// CompletableFuture.supplyAsync on a pool of 1 thread, then thenApply:
// the function runs in the worker or in main, whichever finds the value
// there first; join returns 21 either way.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

public class CompletableFutureOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        int r = CompletableFuture.supplyAsync(() -> 20, pool).thenApply(x -> x + 1).join();
        assert r == 21 : r;
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        System.out.println("result=" + r);
    }
}
