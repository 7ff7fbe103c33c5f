/*
 * jcheck's model of java.util.concurrent.locks.StampedLock, loaded in
 * place of the class library's (interp/models). It has the JDK's API and
 * behaviour (JDK 17 to 25): write, read and optimistic read modes, stamps
 * with the JDK's values, the conversions, the unstamped unlocks, the
 * Lock and ReadWriteLock views, serialization as an unlocked lock. The
 * JDK keeps the lock in a volatile state word changed by compare-and-set,
 * with a queue of parked threads that spin before they park, so that a
 * thread waiting for the lock runs visible operations without end; here
 * the lock is the monitor of a private object, taken and released by
 * jcheck's natives (interp/natives_stamped.go), which also keep the
 * state word the stamps come from.
 */
package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

public class StampedLock implements java.io.Serializable {
    private static final long serialVersionUID = -6001602636862214147L;

    private static final int LG_READERS = 7;
    private static final long WBIT = 1L << LG_READERS;
    private static final long RBITS = WBIT - 1L;
    private static final long ABITS = RBITS | WBIT;
    private static final long ORIGIN = WBIT << 1;

    /** The object whose monitor is the lock (jcheck's natives). */
    private static final class Sync {
    }

    // The lock and the JDK's state word, used by the natives alone.
    private transient Sync sync = new Sync();
    private transient long state = ORIGIN;
    private transient int readerOverflow;

    transient ReadLockView readLockView;
    transient WriteLockView writeLockView;
    transient ReadWriteLockView readWriteLockView;

    public StampedLock() {
    }

    public native long writeLock();

    public native long tryWriteLock();

    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        return tryWriteLockNanos(unit.toNanos(time));
    }

    private native long tryWriteLockNanos(long nanos) throws InterruptedException;

    public native long writeLockInterruptibly() throws InterruptedException;

    public native long readLock();

    public native long tryReadLock();

    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        return tryReadLockNanos(unit.toNanos(time));
    }

    private native long tryReadLockNanos(long nanos) throws InterruptedException;

    public native long readLockInterruptibly() throws InterruptedException;

    public native long tryOptimisticRead();

    public native boolean validate(long stamp);

    public native void unlockWrite(long stamp);

    public native void unlockRead(long stamp);

    public void unlock(long stamp) {
        if ((stamp & WBIT) != 0L) {
            unlockWrite(stamp);
        } else {
            unlockRead(stamp);
        }
    }

    public native long tryConvertToWriteLock(long stamp);

    public native long tryConvertToReadLock(long stamp);

    public native long tryConvertToOptimisticRead(long stamp);

    public native boolean tryUnlockWrite();

    public native boolean tryUnlockRead();

    public native boolean isWriteLocked();

    public native boolean isReadLocked();

    public static boolean isWriteLockStamp(long stamp) {
        return (stamp & ABITS) == WBIT;
    }

    public static boolean isReadLockStamp(long stamp) {
        return (stamp & RBITS) != 0L;
    }

    public static boolean isLockStamp(long stamp) {
        return (stamp & ABITS) != 0L;
    }

    public static boolean isOptimisticReadStamp(long stamp) {
        return (stamp & ABITS) == 0L && stamp != 0L;
    }

    public native int getReadLockCount();

    /** toString's view of the lock: -1 write-locked, else the read holds. */
    private native int lockState();

    public String toString() {
        int s = lockState();
        return super.toString() + (s == 0 ? "[Unlocked]" : s < 0 ? "[Write-locked]" : "[Read-locks:" + s + "]");
    }

    public Lock asReadLock() {
        ReadLockView v;
        if ((v = readLockView) != null) {
            return v;
        }
        return readLockView = new ReadLockView();
    }

    public Lock asWriteLock() {
        WriteLockView v;
        if ((v = writeLockView) != null) {
            return v;
        }
        return writeLockView = new WriteLockView();
    }

    public ReadWriteLock asReadWriteLock() {
        ReadWriteLockView v;
        if ((v = readWriteLockView) != null) {
            return v;
        }
        return readWriteLockView = new ReadWriteLockView();
    }

    final class ReadLockView implements Lock {
        public void lock() {
            readLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            readLockInterruptibly();
        }

        public boolean tryLock() {
            return tryReadLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryReadLock(time, unit) != 0L;
        }

        public void unlock() {
            unstampedUnlockRead();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class WriteLockView implements Lock {
        public void lock() {
            writeLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            writeLockInterruptibly();
        }

        public boolean tryLock() {
            return tryWriteLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryWriteLock(time, unit) != 0L;
        }

        public void unlock() {
            unstampedUnlockWrite();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class ReadWriteLockView implements ReadWriteLock {
        public Lock readLock() {
            return asReadLock();
        }

        public Lock writeLock() {
            return asWriteLock();
        }
    }

    final void unstampedUnlockWrite() {
        if (!tryUnlockWrite()) {
            throw new IllegalMonitorStateException();
        }
    }

    final void unstampedUnlockRead() {
        if (!tryUnlockRead()) {
            throw new IllegalMonitorStateException();
        }
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        sync = new Sync();
        state = ORIGIN;
    }
}
