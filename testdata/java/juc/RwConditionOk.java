// EXPECT: ok
// RUN: java
// A one-slot mailbox guarded by a ReentrantReadWriteLock's write lock,
// with a Condition of the write lock for "full" and "empty"; a reader
// peeks at the slot under the read lock. The consumer receives both
// messages in order.
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwConditionOk {
    static final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    static final Condition changed = lock.writeLock().newCondition();
    static Integer slot;

    static void put(int v) throws InterruptedException {
        lock.writeLock().lock();
        try {
            while (slot != null) {
                changed.await();
            }
            slot = v;
            changed.signalAll();
        } finally {
            lock.writeLock().unlock();
        }
    }

    static int take() throws InterruptedException {
        lock.writeLock().lock();
        try {
            while (slot == null) {
                changed.await();
            }
            int v = slot;
            slot = null;
            changed.signalAll();
            return v;
        } finally {
            lock.writeLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            try {
                put(1);
                put(2);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread peeker = new Thread(() -> {
            lock.readLock().lock();
            try {
                Integer v = slot;
                assert v == null || v == 1 || v == 2;
            } finally {
                lock.readLock().unlock();
            }
        });
        producer.start();
        peeker.start();
        int a = take();
        int b = take();
        producer.join();
        peeker.join();
        System.out.println(a + " " + b);
    }
}
