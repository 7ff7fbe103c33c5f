// EXPECT: ok
// CHECK: slow
// RUN: java
// invokeAll runs 3 Callables on a pool of 2 threads and returns once all
// are done, their Futures in the order of the list: main sums the results
// and shuts the pool down (no awaitTermination, which multiplies the
// interleavings by six).
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class ExecutorInvokeAllOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Callable<Integer>> tasks = List.of(() -> 1, () -> 2, () -> 3);
        List<Future<Integer>> futures = pool.invokeAll(tasks);
        int sum = 0;
        for (Future<Integer> f : futures) {
            assert f.isDone();
            sum += f.get();
        }
        pool.shutdown();
        assert sum == 6 : sum;
        System.out.println("sum=" + sum);
    }
}
