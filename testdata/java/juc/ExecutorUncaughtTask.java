// EXPECT: exception
// EXIT: 0
// RUN: java
// A Runnable passed to execute (not submit) that throws kills its worker
// thread: the exception is uncaught there (java prints its stack trace and
// still exits 0). The pool replaces the dead worker, so a task submitted
// afterwards still runs and main gets its result.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class ExecutorUncaughtTask {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        pool.execute(() -> {
            throw new RuntimeException("task failed");
        });
        Future<Integer> f = pool.submit(() -> 6 * 7);
        System.out.println("result=" + f.get());
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        System.out.println("terminated=" + pool.isTerminated());
    }
}
