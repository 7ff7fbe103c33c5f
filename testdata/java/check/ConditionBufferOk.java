// EXPECT: ok
// The one-slot buffer of ConditionIfNotWhile done right: take() waits in a
// `while` loop, and each consumer's result is read by main under the lock.
// Two consumers and a producer of two items: every interleaving delivers
// both items, and no await is left without a signal (no deadlock).
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionBufferOk {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition notFull = lock.newCondition();
    static final Condition notEmpty = lock.newCondition();
    static int count, value, taken; // guarded by lock

    static void put(int x) throws InterruptedException {
        lock.lock();
        try {
            while (count == 1) {
                notFull.await();
            }
            value = x;
            count = 1;
            notEmpty.signal();
        } finally {
            lock.unlock();
        }
    }

    static void take() throws InterruptedException {
        lock.lock();
        try {
            while (count == 0) {
                notEmpty.await();
            }
            taken += value;
            count = 0;
            notFull.signal();
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread producer = new Thread(() -> {
            try {
                put(1);
                put(2);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Runnable consume = () -> {
            try {
                take();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        };
        Thread c0 = new Thread(consume), c1 = new Thread(consume);
        producer.start();
        c0.start();
        c1.start();
        producer.join();
        c0.join();
        c1.join();
        lock.lock();
        try {
            assert taken == 3 : "taken " + taken;
            System.out.println("taken=" + taken);
        } finally {
            lock.unlock();
        }
    }
}
