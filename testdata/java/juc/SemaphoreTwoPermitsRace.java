// EXPECT: race, assertion
// MODES: all
// A Semaphore(2) mistaken for a mutex: both workers get a permit at once,
// so their increments of the counter can interleave and one is lost. With
// two permits no thread holds the semaphore as a lock (none takes the
// last permit while the other is inside), so the counter is a data race.
import java.util.concurrent.Semaphore;

public class SemaphoreTwoPermitsRace {
    static final Semaphore slots = new Semaphore(2);
    static int count;

    static void add() {
        slots.acquireUninterruptibly();
        try {
            count++;
        } finally {
            slots.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(SemaphoreTwoPermitsRace::add);
        Thread b = new Thread(SemaphoreTwoPermitsRace::add);
        a.start();
        b.start();
        a.join();
        b.join();
        slots.acquireUninterruptibly(2);
        int total = count;
        slots.release(2);
        assert total == 2 : "lost update: " + total;
        System.out.println("count=" + total);
    }
}
