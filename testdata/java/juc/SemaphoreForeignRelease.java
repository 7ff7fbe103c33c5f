// EXPECT: race, assertion
// MODES: all
// A Semaphore(1) as a mutex, and a third thread that releases a permit it
// never acquired (a "signal" by mistake): a worker can then get in while
// the other is still inside, and an increment is lost. The release by a
// thread that holds no permit ends the holder's hold of the semaphore as
// a lock, so the counter is reported as a data race.
import java.util.concurrent.Semaphore;

public class SemaphoreForeignRelease {
    static final Semaphore mutex = new Semaphore(1);
    static int count;

    static void add() {
        mutex.acquireUninterruptibly();
        try {
            count++;
        } finally {
            mutex.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(SemaphoreForeignRelease::add);
        Thread b = new Thread(SemaphoreForeignRelease::add);
        Thread c = new Thread(mutex::release);
        a.start();
        b.start();
        c.start();
        a.join();
        b.join();
        c.join();
        mutex.acquireUninterruptibly(2);
        int total = count;
        mutex.release(2);
        assert total == 2 : "lost update: " + total;
        System.out.println("count=" + total);
    }
}
