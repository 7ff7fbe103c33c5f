// EXPECT: deadlock
// RUN: some-deadlock
// MODES: all
// A bounded resource pool (Semaphore of 1): a worker that fails returns
// without releasing its permit (the release is not in a finally), so the
// next acquire waits forever when the failing worker goes first.
import java.util.concurrent.Semaphore;

public class SemaphoreLeak {
    public static void main(String[] args) throws InterruptedException {
        Semaphore pool = new Semaphore(1);
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                try {
                    pool.acquire();
                    if (id == 0 && pool.availablePermits() == 0) {
                        return; // bug: the permit leaks
                    }
                    pool.release();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("done");
    }
}
