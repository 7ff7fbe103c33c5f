// EXPECT: ok
// RUN: java
// A pool of one worker: its first task joins a CompletableFuture that only
// the second task, queued behind it, completes. The pool starts a spare
// worker for a worker blocked in a future's join (its compensation), so
// the program ends on every schedule.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

public class ForkJoinFutureJoinOk {
    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(1);
        CompletableFuture<String> cf = new CompletableFuture<>();
        ForkJoinTask<String> waiter = pool.submit(() -> cf.join());
        pool.submit(() -> cf.complete("completed"));
        System.out.println(waiter.join());
    }
}
