// EXPECT: ok
// tryLock, with and without a timeout, and lockInterruptibly: a worker
// either gets the lock or, after a blocking lock(), counts a miss; every attempt is one or the
// other, and the hold count and ownership queries agree with what the
// thread did.
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

public class TryLockOk {
    static final ReentrantLock lock = new ReentrantLock();
    static int got, missed; // guarded by lock

    static void miss() {
        lock.lock();
        try {
            missed++;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> {
            if (lock.tryLock()) {
                try {
                    assert lock.isHeldByCurrentThread() && lock.getHoldCount() == 1;
                    got++;
                } finally {
                    lock.unlock();
                }
            } else {
                miss();
            }
        });
        Thread t2 = new Thread(() -> {
            try {
                if (lock.tryLock(1, TimeUnit.MILLISECONDS)) {
                    try {
                        got++;
                    } finally {
                        lock.unlock();
                    }
                } else {
                    miss();
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        t1.start();
        t2.start();
        lock.lockInterruptibly();
        try {
            lock.lock();
            assert lock.getHoldCount() == 2 && lock.isLocked();
            lock.unlock();
        } finally {
            lock.unlock();
        }
        t1.join();
        t2.join();
        lock.lock();
        try {
            assert got + missed == 2 : got + " " + missed;
            System.out.println("attempts=" + (got + missed));
        } finally {
            lock.unlock();
        }
        assert !lock.isLocked() && !lock.isHeldByCurrentThread();
    }
}
