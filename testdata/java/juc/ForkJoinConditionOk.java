// EXPECT: ok
// RUN: java
// A pool of one worker: two tasks hand a turn back and forth twice under a
// ReentrantLock, each awaiting its turn on a Condition in a loop. The
// first task's await blocks its worker with the second task queued: the
// JDK's Condition.await blocks through ForkJoinPool.managedBlock, so the
// pool starts a spare worker that runs the second task.
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ForkJoinConditionOk {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition turnChanged = lock.newCondition();
    static int turn;
    static final StringBuilder log = new StringBuilder();

    static Runnable player(int me, String name) {
        return () -> {
            for (int round = 0; round < 2; round++) {
                lock.lock();
                try {
                    while (turn != me) {
                        turnChanged.awaitUninterruptibly();
                    }
                    log.append(name);
                    turn = 1 - me;
                    turnChanged.signalAll();
                } finally {
                    lock.unlock();
                }
            }
        };
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(1);
        ForkJoinTask<?> b = pool.submit(player(1, "b"));
        ForkJoinTask<?> a = pool.submit(player(0, "a"));
        a.get();
        b.get();
        lock.lock();
        try {
            System.out.println(log);
        } finally {
            lock.unlock();
        }
        pool.shutdown();
    }
}
