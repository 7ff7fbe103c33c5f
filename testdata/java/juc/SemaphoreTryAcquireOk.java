// EXPECT: ok
// RUN: java
// tryAcquire never blocks: two threads compete for 1 permit; the loser
// is told so, the winner gives it back. At the end all permits are back
// and exactly the number of winners equals the tries that succeeded.
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class SemaphoreTryAcquireOk {
    public static void main(String[] args) throws InterruptedException {
        Semaphore permits = new Semaphore(1);
        AtomicInteger wins = new AtomicInteger();
        AtomicInteger inside = new AtomicInteger();
        Runnable r = () -> {
            try {
                if (permits.tryAcquire(10, TimeUnit.MILLISECONDS)) {
                    assert inside.incrementAndGet() == 1 : "two threads inside";
                    inside.decrementAndGet();
                    wins.incrementAndGet();
                    permits.release();
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        };
        Thread a = new Thread(r);
        Thread b = new Thread(r);
        a.start();
        b.start();
        a.join();
        b.join();
        assert permits.availablePermits() == 1;
        System.out.println("permits=" + permits.availablePermits() + " someone won=" + (wins.get() >= 1));
    }
}
