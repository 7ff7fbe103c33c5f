// EXPECT: deadlock
// The lock is not released on an exception path: a worker throws inside
// the locked region without a finally, so its lock stays held when the
// thread dies, and the other worker (or main) waits for it forever. Which
// worker throws depends on who comes first.
import java.util.concurrent.locks.ReentrantLock;

public class UnlockOnlyOnSuccess {
    static final ReentrantLock lock = new ReentrantLock();
    static int turns; // guarded by lock

    static void work() {
        lock.lock();
        turns++;
        if (turns == 1) {
            throw new IllegalStateException("first");
        }
        lock.unlock(); // not reached when the exception is thrown
    }

    public static void main(String[] args) throws Exception {
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> { });
        Thread t1 = new Thread(UnlockOnlyOnSuccess::work, "t1");
        Thread t2 = new Thread(UnlockOnlyOnSuccess::work, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
