// EXPECT: race, assertion
// Two runAsync tasks on the common pool each increment a plain static
// int; allOf(...).join() orders both before main's read, but not the
// tasks with each other: their count++ race, and an update may be lost.
import java.util.concurrent.CompletableFuture;

public class CompletableFutureRace {
    static int count;

    public static void main(String[] args) {
        CompletableFuture<Void> a = CompletableFuture.runAsync(() -> count++); // bug: unsynchronised
        CompletableFuture<Void> b = CompletableFuture.runAsync(() -> count++);
        CompletableFuture.allOf(a, b).join();
        assert count == 2 : "lost update: " + count;
        System.out.println("count=" + count);
    }
}
