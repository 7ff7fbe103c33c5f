// EXPECT: ok
// RUN: java
// A ThreadPoolExecutor of 1 thread with a queue of capacity 1 and
// CallerRunsPolicy: while the first task blocks on a latch and the second
// waits in the queue, the third is rejected and so runs in the caller,
// main. Then main releases the latch and the pool runs the other two.
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class ExecutorCallerRunsOk {
    static volatile String thirdRanIn;

    public static void main(String[] args) throws Exception {
        ThreadPoolExecutor pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
                new ArrayBlockingQueue<>(1), new ThreadPoolExecutor.CallerRunsPolicy());
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger done = new AtomicInteger();
        pool.execute(() -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            done.incrementAndGet();
        });
        pool.execute(done::incrementAndGet); // queued: the worker is busy
        pool.execute(() -> {                 // rejected: runs in main
            thirdRanIn = Thread.currentThread().getName();
            done.incrementAndGet();
        });
        assert "main".equals(thirdRanIn) : thirdRanIn;
        release.countDown();
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        assert done.get() == 3 : done.get();
        System.out.println("third ran in " + thirdRanIn + ", done=" + done.get());
    }
}
