// EXPECT: ok
// RUN: java
// A Callable that throws does not kill the program: the pool's FutureTask
// records the exception and get throws an ExecutionException whose cause
// is it. main prints the cause, shuts the pool down and awaits its
// termination.
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class ExecutorExceptionOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        Future<Integer> f = pool.submit(() -> {
            throw new IllegalStateException("boom");
        });
        try {
            f.get();
            assert false : "get returned";
        } catch (ExecutionException e) {
            System.out.println("cause: " + e.getCause());
        }
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        System.out.println("terminated=" + pool.isTerminated());
    }
}
