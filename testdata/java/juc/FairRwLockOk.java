// EXPECT: ok
// RUN: java
// MODES: all
// A fair ReentrantReadWriteLock grants both sides in arrival order:
// main holds the write lock until a reader is queued, unlocks and at
// once takes the write lock again. It waits behind the reader, which
// has read the value main wrote first.
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class FairRwLockOk {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock(true);
    static int value; // guarded by rw
    static volatile int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        rw.writeLock().lock();
        value = 1;
        Thread reader = new Thread(() -> {
            rw.readLock().lock();
            try {
                seen = value;
            } finally {
                rw.readLock().unlock();
            }
        });
        reader.start();
        while (!rw.hasQueuedThread(reader)) {
            Thread.yield();
        }
        rw.writeLock().unlock();
        rw.writeLock().lock();
        try {
            assert seen == 1 : "main took the write lock again before the queued reader";
            value = 2;
        } finally {
            rw.writeLock().unlock();
        }
        reader.join();
        System.out.println("seen=" + seen);
    }
}
