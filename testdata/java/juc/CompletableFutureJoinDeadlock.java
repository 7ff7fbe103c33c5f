// EXPECT: deadlock
// RUN: deadlock
// A task on the common pool joins a future that nothing completes, and
// main joins the task's future: both wait forever on every schedule
// (java hangs). The counterexample names the pool's worker as the JDK
// names it, ForkJoinPool.commonPool-worker-1.
import java.util.concurrent.CompletableFuture;

public class CompletableFutureJoinDeadlock {
    public static void main(String[] args) {
        CompletableFuture<String> never = new CompletableFuture<>(); // bug: nobody completes it
        CompletableFuture<String> task = CompletableFuture.supplyAsync(() -> never.join() + "!");
        System.out.println(task.join());
    }
}
