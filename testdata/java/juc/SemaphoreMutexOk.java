// EXPECT: ok
// RUN: java
// A Semaphore(1) used as a mutex around a plain counter: acquire and
// release order the increments, so no update is lost. A thread that took
// the last permit holds the semaphore as a lock until it releases, so
// the counter, reached only inside acquire/release, satisfies LD'.
import java.util.concurrent.Semaphore;

public class SemaphoreMutexOk {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Semaphore mutex = new Semaphore(1);
        Runnable inc = () -> {
            mutex.acquireUninterruptibly();
            try {
                count++;
            } finally {
                mutex.release();
            }
        };
        Thread a = new Thread(inc);
        Thread b = new Thread(inc);
        a.start();
        b.start();
        a.join();
        b.join();
        mutex.acquireUninterruptibly();
        int total = count;
        mutex.release();
        assert total == 2 : "lost update: " + total;
        System.out.println("count=" + total + " permits=" + mutex.availablePermits());
    }
}
