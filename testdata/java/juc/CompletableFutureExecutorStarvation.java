// EXPECT: deadlock
// RUN: deadlock
// A single-thread executor runs a stage that waits for another stage
// submitted to the same executor: the only worker is busy waiting, so
// the inner task stays queued and main's join never returns
// (thread-starvation deadlock), whatever the schedule.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class CompletableFutureExecutorStarvation {
    public static void main(String[] args) {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        CompletableFuture<Integer> outer = CompletableFuture.supplyAsync(() -> {
            return CompletableFuture.supplyAsync(() -> 1, pool).join() + 1; // bug: queued behind itself
        }, pool);
        System.out.println(outer.join());
        pool.shutdown();
    }
}
