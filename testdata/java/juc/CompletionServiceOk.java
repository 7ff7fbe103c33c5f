// EXPECT: ok
// RUN: java
// An ExecutorCompletionService over a pool of 2 threads: take returns the
// Futures of the 2 tasks in the order they complete, which varies; their
// sum does not.
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class CompletionServiceOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletionService<Integer> cs = new ExecutorCompletionService<>(pool);
        cs.submit(() -> 40);
        cs.submit(() -> 2);
        int sum = 0;
        for (int i = 0; i < 2; i++) {
            sum += cs.take().get();
        }
        pool.shutdown();
        assert sum == 42 : sum;
        System.out.println("sum=" + sum);
    }
}
