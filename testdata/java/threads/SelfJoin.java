// EXPECT: deadlock, warning
// RUN: deadlock
// A thread joining itself waits for its own end forever: a worker computes
// a result, hands it to main, then calls Thread.currentThread().join();
// main joins the worker and so waits forever too (java hangs).
// It also warns of an LD' violation that is not a data race (main prints result
// without the lock).
public class SelfJoin {
    static final Object lock = new Object();
    static int result = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            int r = 0;
            for (int i = 1; i <= 10; i++) {
                r += i * i;
            }
            synchronized (lock) {
                result = r;
                lock.notifyAll();
            }
            try {
                Thread.currentThread().join();
                System.out.println("worker: joined itself (impossible)");
            } catch (InterruptedException e) {
                System.out.println("worker interrupted (nobody does that)");
            }
        }, "selfjoiner");
        worker.start();
        synchronized (lock) {
            while (result < 0) {
                lock.wait();
            }
        }
        System.out.println("result " + result);
        worker.join();
        System.out.println("main: worker ended (impossible)");
    }
}
