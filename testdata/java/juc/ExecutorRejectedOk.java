// EXPECT: ok
// RUN: java
// A pool that is shut down rejects new tasks: submit throws
// RejectedExecutionException (the default AbortPolicy). Only the class
// name is printed, as the message names the pool's state.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

public class ExecutorRejectedOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        Future<Integer> f = pool.submit(() -> 42);
        pool.shutdown();
        try {
            pool.submit(() -> 0);
            assert false : "submit after shutdown was accepted";
        } catch (RejectedExecutionException e) {
            System.out.println(e.getClass().getName());
        }
        System.out.println("result=" + f.get());
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
    }
}
