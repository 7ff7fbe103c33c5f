// EXPECT: ok
// RUN: java
// MODES: all
// A fair ReentrantLock grants in arrival order: main holds the lock
// until a worker is queued on it, unlocks and at once locks again. Its
// second lock() finds the worker queued and waits behind it, so the
// worker has had its turn when main holds the lock again.
import java.util.concurrent.locks.ReentrantLock;

public class FairLockOk {
    static final ReentrantLock lock = new ReentrantLock(true);
    static int turns; // guarded by lock

    public static void main(String[] args) throws InterruptedException {
        lock.lock();
        Thread worker = new Thread(() -> {
            lock.lock();
            try {
                turns++;
            } finally {
                lock.unlock();
            }
        });
        worker.start();
        while (!lock.hasQueuedThread(worker)) {
            Thread.yield();
        }
        lock.unlock();
        int seen;
        lock.lock();
        try {
            seen = turns;
            assert seen == 1 : "main took the lock again before the queued worker";
        } finally {
            lock.unlock();
        }
        worker.join();
        System.out.println("turns=" + seen);
    }
}
