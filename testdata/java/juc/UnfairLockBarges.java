// EXPECT: assertion
// MODES: all
// FairLockOk with a non-fair ReentrantLock: main unlocks while a worker
// is queued and locks again at once. A non-fair lock lets a thread
// that arrives take a free lock ahead of the queued ones (barging), so
// main may hold the lock again before the worker had its turn.
import java.util.concurrent.locks.ReentrantLock;

public class UnfairLockBarges {
    static final ReentrantLock lock = new ReentrantLock();
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
