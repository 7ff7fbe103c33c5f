// EXPECT: ok
// RUN: java
// StampedLock's stamps, modes and failure cases: the stamps the JDK
// gives, conversions between the modes, the queries, unlocks with a
// stale or wrong stamp, the Lock views, and a stamp unlocked by a
// thread other than the one that took it (stamps belong to no thread).
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.StampedLock;

public class StampedApiOk {
    static String kind(long stamp) {
        return (StampedLock.isWriteLockStamp(stamp) ? "w" : "") + (StampedLock.isReadLockStamp(stamp) ? "r" : "")
                + (StampedLock.isOptimisticReadStamp(stamp) ? "o" : "") + (StampedLock.isLockStamp(stamp) ? "l" : "")
                + (stamp == 0 ? "0" : "");
    }

    static void show(String what, StampedLock sl, long stamp) {
        String s = sl.toString();
        System.out.println(what + " " + stamp + " " + kind(stamp) + " " + s.substring(s.indexOf('[')) + " w=" + sl.isWriteLocked()
                + " r=" + sl.isReadLocked() + " n=" + sl.getReadLockCount());
    }

    static void imse(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (IllegalMonitorStateException e) {
            System.out.println(what + ": IllegalMonitorStateException");
        }
    }

    public static void main(String[] args) throws Exception {
        StampedLock sl = new StampedLock();
        long o = sl.tryOptimisticRead();
        show("optimistic", sl, o);
        long w = sl.writeLock();
        show("write", sl, w);
        System.out.println("validate old " + sl.validate(o) + ", optimistic now " + sl.tryOptimisticRead() + ", tryRead " + sl.tryReadLock()
                + ", tryWrite " + sl.tryWriteLock() + ", timed " + sl.tryWriteLock(5, TimeUnit.MILLISECONDS));
        final long stale = w;
        sl.unlockWrite(w);
        show("unlocked", sl, 0);
        System.out.println("validate old " + sl.validate(o) + ", write stamp " + sl.validate(stale));
        imse("unlockWrite stale", () -> sl.unlockWrite(stale));
        long r1 = sl.readLock();
        long r2 = sl.tryReadLock();
        show("read1", sl, r1);
        show("read2", sl, r2);
        System.out.println("tryWrite " + sl.tryWriteLock() + ", toWrite " + sl.tryConvertToWriteLock(r1) + ", toRead " + (sl.tryConvertToReadLock(r1) == r1));
        sl.unlockRead(r2);
        long cw = sl.tryConvertToWriteLock(r1);
        show("converted to write", sl, cw);
        long cr = sl.tryConvertToReadLock(cw);
        show("converted to read", sl, cr);
        long co = sl.tryConvertToOptimisticRead(cr);
        show("converted to optimistic", sl, co);
        System.out.println("validate " + sl.validate(co) + ", to optimistic again " + (sl.tryConvertToOptimisticRead(co) == co));
        imse("unlockRead without a hold", () -> sl.unlockRead(cr));
        imse("unlock of an optimistic stamp", () -> sl.unlock(co));
        long ow = sl.tryConvertToWriteLock(co);
        show("optimistic to write", sl, ow);
        sl.unlock(ow);
        System.out.println("tryUnlockWrite " + sl.tryUnlockWrite() + ", tryUnlockRead " + sl.tryUnlockRead());
        Lock rl = sl.asReadLock(), wl = sl.asWriteLock();
        rl.lock();
        rl.lock();
        show("view read", sl, 0);
        System.out.println("view tryLock write " + wl.tryLock() + ", same views " + (rl == sl.asReadWriteLock().readLock()));
        rl.unlock();
        rl.unlock();
        try {
            rl.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("view unlock: IllegalMonitorStateException");
        }
        try {
            wl.newCondition();
        } catch (UnsupportedOperationException e) {
            System.out.println("newCondition: UnsupportedOperationException");
        }
        AtomicLong taken = new AtomicLong();
        Thread t = new Thread(() -> taken.set(sl.writeLock()));
        t.start();
        t.join();
        show("held by a thread that ended", sl, taken.get());
        sl.unlockWrite(taken.get());
        show("unlocked by main", sl, 0);
        Thread.currentThread().interrupt();
        try {
            sl.writeLockInterruptibly();
        } catch (InterruptedException e) {
            System.out.println("writeLockInterruptibly: InterruptedException, interrupted " + Thread.interrupted());
        }
        long s = sl.tryWriteLock(1, TimeUnit.SECONDS);
        show("timed write", sl, s);
        sl.tryUnlockWrite();
        show("end", sl, sl.tryOptimisticRead());
    }
}
