// EXPECT: assertion
// RUN: java
// A pool of one worker: a task awaits, with a timeout, a flag that a task
// queued behind it sets. The JDK compensates a blocked worker only for
// the untimed awaits (the timed ones park without managedBlock): no spare
// worker starts, the await times out on every schedule, and the assertion
// that the flag was seen fails.
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ForkJoinTimedAwaitNoSpare {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition set = lock.newCondition();
    static boolean flag;

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(1);
        ForkJoinTask<Boolean> waiter = pool.submit(() -> {
            lock.lock();
            try {
                if (!flag) {
                    set.await(100, TimeUnit.MILLISECONDS);
                }
                return flag;
            } finally {
                lock.unlock();
            }
        });
        ForkJoinTask<?> setter = pool.submit(() -> {
            lock.lock();
            try {
                flag = true;
                set.signalAll();
            } finally {
                lock.unlock();
            }
        });
        boolean seen = waiter.get();
        setter.get();
        assert seen : "the waiting task saw the flag";
        pool.shutdown();
    }
}
