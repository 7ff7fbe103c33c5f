// EXPECT: ok
// RUN: java
// An asynchronous task on the common pool fails: exceptionally turns the
// failure into a value, handle sees the exception (wrapped in a
// CompletionException), allOf completes exceptionally with it and anyOf
// completes with the first of its futures to complete, here the failed
// task as the other never completes.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

public class CompletableFutureHandleOk {
    public static void main(String[] args) {
        CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> {
            if (args.length == 0) {
                throw new IllegalStateException("no input");
            }
            return args.length;
        });
        int r = f.exceptionally(e -> -1).join();
        String h = f.handle((v, e) -> e == null ? "value " + v : "failed: " + e.getCause().getMessage()).join();
        CompletableFuture<Integer> never = new CompletableFuture<>();
        String all = CompletableFuture.allOf(f, CompletableFuture.completedFuture(1))
                .handle((v, e) -> e instanceof CompletionException ? "allOf failed" : "allOf done").join();
        String any = CompletableFuture.anyOf(f, never)
                .handle((v, e) -> e != null ? "anyOf failed" : "anyOf " + v).join();
        assert r == -1 && never.getNow(0) == 0 : r;
        System.out.println(r + "; " + h + "; " + all + "; " + any);
    }
}
