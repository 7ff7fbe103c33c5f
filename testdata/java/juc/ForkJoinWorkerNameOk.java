// EXPECT: ok
// RUN: java
// Worker thread names: one task on a parallelism-1 pool, and one task run
// by a commonPool worker (main waits on a latch, so it cannot run it).
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

public class ForkJoinWorkerNameOk {
    static class NameTask extends RecursiveTask<String> {
        @Override
        protected String compute() { return Thread.currentThread().getName(); }
    }

    static volatile String commonName;

    public static void main(String[] args) throws InterruptedException {
        ForkJoinPool pool = new ForkJoinPool(1);
        System.out.println("pool worker name=" + pool.invoke(new NameTask()));
        pool.shutdown();

        CountDownLatch done = new CountDownLatch(1);
        ForkJoinPool.commonPool().execute(() -> {
            commonName = Thread.currentThread().getName();
            done.countDown();
        });
        done.await();
        System.out.println("common worker name=" + commonName);
    }
}
