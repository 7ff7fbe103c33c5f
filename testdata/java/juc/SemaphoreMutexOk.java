// EXPECT: warning
// RUN: java
// A Semaphore(1) used as a mutex around a plain counter: acquire and
// release order the increments, so no update is lost. The counter is
// reached without a lock, which LD' warns about; acquire/release order
// the accesses, so it is not a data race.
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
        assert count == 2 : "lost update: " + count;
        System.out.println("count=" + count + " permits=" + mutex.availablePermits());
    }
}
