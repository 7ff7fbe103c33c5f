// EXPECT: ok
// RUN: java
// CHECK: skip: 12 tasks run by 3 workers: each order in which the workers finish their tasks and take the pool's monitor again is an execution of its own (far more than 10^5), and leads to a state of its own (which worker holds which task), so the stateful search with DPOR, which visits 5 times more states with each task (7,066 for 4 tasks), is still far from done after 60 s (about 52,000 states); no search ends in 60 s
// java.util.concurrent.ExecutorService: a fixed pool of 3 threads runs 12
// Callables; main collects the Futures in submission order, then shuts the
// pool down and awaits its termination (looping, since a timed wait may
// time out).
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class ExecutorFixedPool {
    static boolean isPrime(int n) {
        if (n < 2) {
            return false;
        }
        for (int d = 2; d * d <= n; d++) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }

    public static void main(String[] args) throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<Integer>> futures = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            final int lo = i * 100;
            Callable<Integer> task = () -> {
                int c = 0;
                for (int n = lo; n < lo + 100; n++) {
                    if (isPrime(n)) {
                        c++;
                    }
                }
                return c;
            };
            futures.add(pool.submit(task));
        }
        int total = 0;
        for (int i = 0; i < futures.size(); i++) {
            int c = futures.get(i).get();
            System.out.println("primes in [" + i * 100 + "," + (i + 1) * 100 + "): " + c);
            total += c;
        }
        System.out.println("total " + total);
        Future<?> failing = pool.submit(() -> {
            throw new IllegalStateException("task failed");
        });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException caused by " + e.getCause());
        }
        pool.shutdown();
        int polls = 0;
        while (!pool.awaitTermination(10, TimeUnit.SECONDS)) {
            polls++; // a timed wait may end early; not printed
        }
        System.out.println("isShutdown=" + pool.isShutdown() + " isTerminated=" + pool.isTerminated());
    }
}
