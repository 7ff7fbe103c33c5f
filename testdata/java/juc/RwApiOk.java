// EXPECT: ok
// RUN: java
// The queries and the failure cases of ReentrantReadWriteLock: hold
// counts of both sides, reentrancy, tryLock of the read lock while
// another thread holds the write lock, unlock without a hold, and the
// read lock's missing Condition.
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwApiOk {
    public static void main(String[] args) throws InterruptedException {
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        rw.readLock().lock();
        rw.readLock().lock();
        System.out.println(rw.getReadLockCount() + " " + rw.getReadHoldCount() + " " + rw.isWriteLocked());
        System.out.println(rw.writeLock().tryLock());
        rw.readLock().unlock();
        rw.readLock().unlock();
        try {
            rw.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("read unlock without a hold: " + e.getClass().getSimpleName());
        }
        try {
            rw.writeLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("write unlock without a hold: " + e.getClass().getSimpleName());
        }
        try {
            rw.readLock().newCondition();
        } catch (UnsupportedOperationException e) {
            System.out.println("read lock has no condition");
        }
        rw.writeLock().lock();
        rw.writeLock().lock();
        System.out.println(rw.getWriteHoldCount() + " " + rw.isWriteLockedByCurrentThread() + " " + rw.writeLock().isHeldByCurrentThread() + " " + rw.writeLock().getHoldCount());
        Thread other = new Thread(() -> {
            System.out.println("other: read " + rw.readLock().tryLock() + ", write " + rw.writeLock().tryLock());
            try {
                System.out.println("other: timed read " + rw.readLock().tryLock(1, TimeUnit.MILLISECONDS));
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            System.out.println("other: locked " + rw.isWriteLocked() + " by me " + rw.isWriteLockedByCurrentThread());
        });
        other.start();
        other.join();
        rw.readLock().lock();
        rw.writeLock().unlock();
        rw.writeLock().unlock();
        System.out.println(rw.getReadLockCount() + " " + rw.isWriteLocked() + " " + rw.hasQueuedThreads() + " " + rw.getQueueLength());
        rw.readLock().unlock();
        System.out.println(rw.getReadLockCount() + " " + rw.isFair() + " " + new ReentrantReadWriteLock(true).isFair());
    }
}
