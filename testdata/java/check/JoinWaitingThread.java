// EXPECT: deadlock
// main joins a worker that waits for a flag main sets only after the join:
// the worker waits forever and main blocks in join, on every schedule.
public class JoinWaitingThread {
    static final Object lock = new Object();
    static boolean go; // guarded by lock

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                while (!go) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "worker");
        worker.start();
        worker.join(); // BUG: the worker needs go first
        synchronized (lock) {
            go = true;
            lock.notifyAll();
        }
        System.out.println("done");
    }
}
