// EXPECT: ok
// RUN: java
// A common-pool task that starts another and joins it runs it itself
// while it is still queued behind it, as the JDK's helpAsyncBlocker does:
// with a parallelism of 2 (set before the pool is first used) and the
// other worker held at a latch, no worker is there to take it.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;

public class CompletableFutureJoinHelpsOk {
    public static void main(String[] args) throws InterruptedException {
        System.setProperty("java.util.concurrent.ForkJoinPool.common.parallelism", "2");
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch holding = new CountDownLatch(1);
        CompletableFuture<Void> hold = CompletableFuture.runAsync(() -> {
            holding.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        holding.await();
        CompletableFuture<String> outer = CompletableFuture.supplyAsync(() -> {
            Thread self = Thread.currentThread();
            CompletableFuture<Thread> inner = CompletableFuture.supplyAsync(Thread::currentThread);
            return "inner ran in the outer task's thread: " + (inner.join() == self);
        });
        System.out.println(outer.join());
        release.countDown();
        hold.join();
    }
}
