// EXPECT: ok
// RUN: java
// CompletableFuture.supplyAsync without an executor runs on
// ForkJoinPool.commonPool() (jcheck's model of its workers): a chain of
// one asynchronous task, thenApply and thenCombine with a completed
// future, then join. Whichever thread finds the value first runs the
// functions; join returns 42 either way.
import java.util.concurrent.CompletableFuture;

public class CompletableFutureCommonOk {
    public static void main(String[] args) {
        int r = CompletableFuture.supplyAsync(() -> 20)
                .thenApply(x -> x + 1)
                .thenCombine(CompletableFuture.completedFuture(21), Integer::sum)
                .join();
        assert r == 42 : r;
        System.out.println("result=" + r);
    }
}
