// EXPECT: ok
// RUN: java
// A scheduled pool of 1 thread runs a Callable after a delay of 10 ms: its
// worker waits in the delay queue's take until the task is due; main gets
// the result and shuts the pool down.
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class ScheduledOk {
    public static void main(String[] args) throws Exception {
        ScheduledExecutorService pool = Executors.newScheduledThreadPool(1);
        ScheduledFuture<String> f = pool.schedule(() -> "later", 10, TimeUnit.MILLISECONDS);
        System.out.println("result=" + f.get());
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        System.out.println("terminated=" + pool.isTerminated());
    }
}
