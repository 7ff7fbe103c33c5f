// EXPECT: ok
// RUN: java
// CHECK: skip: 12 tasks run by 3 workers: the stateful search stores each combination of which tasks are done, which worker holds which task and where main waits, about 3.5 times more states with each task (664, 2,844, 6,529 and 23,246 states for 1 to 4 tasks, 12 s for 4), tens of millions for 12; the state-less search explores each order in which the workers take the tasks (more than 3^12); symmetry between the workers would divide the states by at most 3! = 6; no search ends in 60 s
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
