// EXPECT: ok
// RUN: java
// MODES: all
// A fair Semaphore grants permits in arrival order: main holds the only
// permit until a worker is queued for it, releases it and at once
// acquires again. Its acquire finds the worker queued and waits behind
// it, so the worker has had the permit when main gets it back.
import java.util.concurrent.Semaphore;

public class FairSemaphoreOk {
    static final Semaphore permit = new Semaphore(1, true);
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
