// EXPECT: ok
// RUN: java
// thenCompose chains: a step starts another asynchronous task on the
// common pool and the composed future completes with that task's result
// (whether or not it is complete when the step returns it); a step whose
// stage fails ends the chain, and exceptionallyCompose replaces the
// failure with another stage.
import java.util.concurrent.CompletableFuture;

public class CompletableFutureComposeOk {
    public static void main(String[] args) {
        int r = CompletableFuture.supplyAsync(() -> 6).thenCompose(x -> CompletableFuture.supplyAsync(() -> x * 7)).join();
        assert r == 42 : r;
        String s = CompletableFuture.completedFuture(0)
                .thenCompose(x -> CompletableFuture.<String>failedFuture(new ArithmeticException("zero")))
                .thenApply(x -> "not run")
                .exceptionallyCompose(e -> CompletableFuture.completedFuture(e.getCause().getMessage()))
                .join();
        System.out.println(r + " " + s);
    }
}
