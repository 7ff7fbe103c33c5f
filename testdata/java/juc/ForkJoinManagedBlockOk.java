// EXPECT: ok
// RUN: java
// A pool of one worker: a task blocks in ForkJoinPool.managedBlock until a
// task queued behind it sets a flag. The pool starts a spare worker for a
// worker that blocks there (its compensation), so the program ends on
// every schedule.
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

public class ForkJoinManagedBlockOk {
    static volatile boolean flag;

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(1);
        Object monitor = new Object();
        ForkJoinTask<?> blocker = pool.submit(() -> {
            try {
                ForkJoinPool.managedBlock(new ForkJoinPool.ManagedBlocker() {
                    public boolean block() throws InterruptedException {
                        synchronized (monitor) {
                            while (!flag) {
                                monitor.wait();
                            }
                        }
                        return true;
                    }

                    public boolean isReleasable() {
                        return flag;
                    }
                });
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        pool.execute(() -> {
            synchronized (monitor) {
                flag = true;
                monitor.notifyAll();
            }
        });
        blocker.join();
        System.out.println("released");
    }
}
