// EXPECT: ok
// Stopping a worker with interrupt(): the worker waits in a loop for work
// that never comes and ends when interrupted, whether the interrupt comes
// before or during its wait; main joins it and reads its state under the lock.
public class InterruptStop {
    static final Object lock = new Object();
    static boolean stopped; // guarded by lock

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                try {
                    while (true) {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    stopped = true;
                }
            }
        }, "worker");
        worker.start();
        worker.interrupt();
        worker.join();
        synchronized (lock) {
            assert stopped : "worker ended without being interrupted";
            System.out.println("stopped=" + stopped);
        }
    }
}
