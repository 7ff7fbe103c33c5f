// EXPECT: assertion, warning
// A one-slot buffer on a ReentrantLock with two Conditions, whose take()
// waits with `if` instead of `while`: a consumer signalled for an item
// can find it taken by the other consumer, which got the lock first, and
// takes from the empty buffer. The warning: main reads the results the
// consumers wrote, ordered by join but without a lock.
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionIfNotWhile {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition notFull = lock.newCondition();
    static final Condition notEmpty = lock.newCondition();
    static int count; // guarded by lock: 0 or 1

    static void put() throws InterruptedException {
        lock.lock();
        try {
            while (count == 1) {
                notFull.await();
            }
            count++;
            notEmpty.signal();
        } finally {
            lock.unlock();
        }
    }

    static int take() throws InterruptedException {
        lock.lock();
        try {
            if (count == 0) { // bug: must be while
                notEmpty.await();
            }
            assert count == 1 : "took from an empty buffer";
            count--;
            notFull.signal();
            return 1;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        int[] got = new int[2];
        Thread producer = new Thread(() -> {
            try {
                put();
                put();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread c0 = new Thread(() -> {
            try {
                got[0] = take();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread c1 = new Thread(() -> {
            try {
                got[1] = take();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        c0.start();
        c1.start();
        producer.join();
        c0.join();
        c1.join();
        System.out.println(got[0] + got[1]);
    }
}
