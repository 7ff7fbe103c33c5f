// EXPECT: deadlock
// RUN: deadlock
// A single-thread executor whose task submits a second task to the same
// executor and waits for its Future: the only worker is busy waiting, so
// the inner task stays queued forever and main's get never returns
// (thread-starvation deadlock), whatever the schedule.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class ExecutorSelfDeadlock {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<Integer> outer = pool.submit(() -> {
            Future<Integer> inner = pool.submit(() -> 1);
            return inner.get() + 1; // bug: waits for a task queued behind itself
        });
        System.out.println(outer.get());
        pool.shutdown();
    }
}
