// EXPECT: assertion
// MODES: all
// FairSemaphoreOk with a non-fair Semaphore: main releases the permit
// while a worker is queued for it and acquires again at once. A
// non-fair semaphore lets an arriving thread take free permits ahead of
// the queued ones, so main may get the permit back first.
import java.util.concurrent.Semaphore;

public class UnfairSemaphoreBarges {
    static final Semaphore permit = new Semaphore(1);
    static volatile boolean served;

    public static void main(String[] args) throws InterruptedException {
        permit.acquire();
        Thread worker = new Thread(() -> {
            permit.acquireUninterruptibly();
            served = true;
            permit.release();
        });
        worker.start();
        while (!permit.hasQueuedThreads()) {
            Thread.yield();
        }
        permit.release();
        permit.acquire();
        try {
            assert served : "main took the permit again before the queued worker";
        } finally {
            permit.release();
        }
        worker.join();
        System.out.println("served=" + served);
    }
}
