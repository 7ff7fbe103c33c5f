// EXPECT: ok
// RUN: java
// MODES: all
// Two workers count under a StampedLock's write lock (one through its
// Lock view), a reader samples the count under the read lock and
// optimistically, and main checks the total: the lock protects the
// count for LD', and every sample is a count that was.
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.StampedLock;

public class StampedCounterOk {
    static final StampedLock sl = new StampedLock();
    static int count;

    static void add() {
        long s = sl.writeLock();
        try {
            count++;
        } finally {
            sl.unlockWrite(s);
        }
    }

    static void addThroughView() {
        Lock l = sl.asWriteLock();
        l.lock();
        try {
            count++;
        } finally {
            l.unlock();
        }
    }

    static int sample() {
        long s = sl.tryOptimisticRead();
        int c = count;
        if (sl.validate(s)) {
            return c;
        }
        s = sl.readLock();
        try {
            return count;
        } finally {
            sl.unlockRead(s);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(StampedCounterOk::add), b = new Thread(StampedCounterOk::addThroughView);
        a.start();
        b.start();
        int seen = sample();
        assert seen >= 0 && seen <= 2 : "sampled " + seen;
        a.join();
        b.join();
        int total = sample();
        assert total == 2 : "total " + total;
        System.out.println("total " + total);
    }
}
