// EXPECT: warning
// CHECK: skip: 30 items through a 3-slot buffer between three threads have too many interleavings for a complete search in 60 s (testdata/java/check/ConditionBufferOk is the small version)
// EXIT: 0
// RUN: java
// java.util.concurrent.locks: a bounded buffer built on a ReentrantLock with
// two Conditions (notFull, notEmpty), plus tryLock and re-entrant hold
// counts; one producer and two consumers, sums printed after join.
// Warning, LD' violation that is not a data race: main reads the consumers'
// sums and the buffer's count after join, without the lock.
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockCounter {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition notFull = lock.newCondition();
    static final Condition notEmpty = lock.newCondition();
    static final int[] buf = new int[3];
    static int head, count;

    static void put(int x) throws InterruptedException {
        lock.lock();
        try {
            while (count == buf.length) {
                notFull.await();
            }
            buf[(head + count) % buf.length] = x;
            count++;
            notEmpty.signal();
        } finally {
            lock.unlock();
        }
    }

    static int take() throws InterruptedException {
        lock.lock();
        try {
            while (count == 0) {
                notEmpty.await();
            }
            int x = buf[head];
            head = (head + 1) % buf.length;
            count--;
            notFull.signal();
            return x;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        long[] sums = new long[2];
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 30; i++) {
                    put(i);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread[] consumers = new Thread[2];
        for (int c = 0; c < 2; c++) {
            final int id = c;
            consumers[c] = new Thread(() -> {
                try {
                    for (int i = 0; i < 15; i++) {
                        sums[id] += take();
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
            consumers[c].start();
        }
        producer.start();
        producer.join();
        for (Thread c : consumers) {
            c.join();
        }
        System.out.println("total=" + (sums[0] + sums[1]) + " left=" + count);
        lock.lock();
        lock.lock();
        System.out.println("hold count=" + lock.getHoldCount() + " locked=" + lock.isLocked());
        boolean[] tried = new boolean[1];
        Thread other = new Thread(() -> tried[0] = lock.tryLock());
        other.start();
        other.join();
        System.out.println("other thread tryLock while held: " + tried[0]);
        lock.unlock();
        lock.unlock();
        System.out.println("after unlocks: locked=" + lock.isLocked() + " mine=" + lock.isHeldByCurrentThread());
    }
}
