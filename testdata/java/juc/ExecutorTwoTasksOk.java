// EXPECT: ok
// RUN: java
// A fixed pool of 2 threads runs 2 Callables; main collects the Futures in
// submission order, shuts the pool down and awaits its termination.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class ExecutorTwoTasksOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<Integer> a = pool.submit(() -> 6 * 7);
        Future<Integer> b = pool.submit(() -> 10 + 1);
        int sum = a.get() + b.get();
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        assert sum == 53 : sum;
        System.out.println("sum=" + sum + " terminated=" + pool.isTerminated());
    }
}
