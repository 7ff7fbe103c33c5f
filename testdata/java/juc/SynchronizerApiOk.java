// EXPECT: ok
// RUN: java
// The API of CountDownLatch and Semaphore as java defines it, checked
// against java's own output: counts that do not go below zero, awaits that
// return at once, permits taken and given back, drained, refused, and the
// IllegalArgumentException of a negative count. A worker holds permits
// while main tries for more with and without a timeout.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

public class SynchronizerApiOk {
    public static void main(String[] args) throws InterruptedException {
        CountDownLatch latch = new CountDownLatch(2);
        latch.countDown();
        System.out.println("count " + latch.getCount() + " " + latch.toString().endsWith("[Count = 1]"));
        latch.countDown();
        latch.countDown();
        System.out.println("count " + latch.getCount());
        latch.await();
        System.out.println("timed await at zero: " + latch.await(5, TimeUnit.SECONDS));

        Semaphore s = new Semaphore(3);
        System.out.println("tryAcquire(2): " + s.tryAcquire(2) + ", left " + s.availablePermits());
        System.out.println("tryAcquire(2): " + s.tryAcquire(2) + ", left " + s.availablePermits());
        s.acquire();
        System.out.println("drained " + s.drainPermits() + ", left " + s.availablePermits());
        s.release(4);
        System.out.println("after release(4): " + s.availablePermits() + " " + s.toString().contains("Permits = 4"));
        s.acquire(0);
        System.out.println("acquire(0) with 4 permits: returns, left " + s.availablePermits());
        try {
            s.release(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("release(-1): IllegalArgumentException");
        }
        try {
            s.acquire(-2);
        } catch (IllegalArgumentException e) {
            System.out.println("acquire(-2): IllegalArgumentException");
        }
        Thread.currentThread().interrupt();
        try {
            s.acquire();
        } catch (InterruptedException e) {
            System.out.println("acquire when interrupted: InterruptedException, permits " + s.availablePermits());
        }
        s.acquireUninterruptibly(4);
        s.acquire(0);
        System.out.println("acquire(0) with no permits: returns, " + s.tryAcquire(0) + ", left " + s.availablePermits());
        Thread worker = new Thread(() -> {
            s.release(1);
        });
        worker.start();
        worker.join();
        System.out.println("tryAcquire(2, 1 ms): " + s.tryAcquire(2, 1, TimeUnit.MILLISECONDS) + ", left " + s.availablePermits());
        System.out.println("tryAcquire(1 ms): " + s.tryAcquire(1, TimeUnit.MILLISECONDS) + ", left " + s.availablePermits());
    }
}
