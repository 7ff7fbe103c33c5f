// EXPECT: ok
// COMPARE: java
// JDK: 21
// Executors.newVirtualThreadPerTaskExecutor (jcheck's model of the JDK's
// ThreadPerTaskExecutor): two tasks add to an atomic sum, each on a
// virtual thread of its own, and close waits for them; then an executor
// shut down before any task terminates, and rejects a submission.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class VirtualExecutorOk {
    public static void main(String[] args) throws Exception {
        AtomicInteger sum = new AtomicInteger();
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 1; i <= 2; i++) {
                final int k = i;
                pool.submit(() -> sum.addAndGet(k));
            }
        }
        System.out.println("sum " + sum.get());
        ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();
        pool.shutdown();
        System.out.println("shutdown " + pool.isShutdown() + ", terminated " + pool.awaitTermination(1, TimeUnit.MINUTES));
        try {
            pool.execute(() -> { });
        } catch (RejectedExecutionException e) {
            System.out.println("rejected after shutdown");
        }
    }
}
