// EXPECT: ok
// RUN: java
// A failing supplyAsync task and the stages after it: thenApply does not
// run its function and passes the failure on wrapped in a
// CompletionException; exceptionally sees the wrapper and recovers;
// handle sees it too; whenComplete's action sees it and the failure goes
// on. join, get and getNow report it as the JDK does (the wrapper, or an
// ExecutionException with the task's exception as its cause) on every
// schedule.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

public class CompletableFutureExceptionChainOk {
    public static void main(String[] args) throws InterruptedException {
        CompletableFuture<Integer> parsed = CompletableFuture.supplyAsync(() -> Integer.parseInt("x1"));
        CompletableFuture<Integer> doubled = parsed.thenApply(x -> x * 2);
        CompletableFuture<Integer> recovered = doubled.exceptionally(e -> e instanceof CompletionException ? -1 : -2);
        CompletableFuture<String> handled = parsed.handle((v, e) -> e == null ? "value " + v : "cause " + e.getCause().getMessage());
        CompletableFuture<Integer> seen = doubled.whenComplete((v, e) -> {
            assert v == null && e instanceof CompletionException : v + ", " + e;
        });
        System.out.println("recovered=" + recovered.join() + ", handled=" + handled.join());
        try {
            seen.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e.getMessage() + " / " + e.getCause().getClass().getName());
        }
        try {
            doubled.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getMessage());
        }
        try {
            parsed.getNow(0);
        } catch (CompletionException e) {
            System.out.println("getNow: " + e.getCause().getMessage());
        }
        System.out.println(seen.isCompletedExceptionally() + " " + recovered.isCompletedExceptionally());
    }
}
