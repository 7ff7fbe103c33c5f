// EXPECT: deadlock
// MODES: all
// A supervisor holds the worker's Thread object's monitor while it waits
// for main's signal. Thread.join is synchronized on the Thread object, and
// a thread ends holding that monitor: main's join blocks until the
// supervisor lets go, and the supervisor waits for main, which would
// signal only after the join.
import java.util.concurrent.CountDownLatch;

public class JoinBlockedByMonitor {
    public static void main(String[] args) throws InterruptedException {
        CountDownLatch go = new CountDownLatch(1);
        CountDownLatch holding = new CountDownLatch(1);
        Thread worker = new Thread(() -> { });
        Thread supervisor = new Thread(() -> {
            synchronized (worker) {
                holding.countDown();
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        supervisor.start();
        holding.await();
        worker.start();
        worker.join();
        go.countDown();
        supervisor.join();
    }
}
