// EXPECT: ok
// MODES: all
// main joins a worker by hand, as Thread.join does: holding the worker's
// Thread object's monitor, it waits on it while the worker is alive. A
// thread ends holding that monitor and wakes its waiters, so it cannot
// end between main's isAlive() and its wait(): no wake-up is lost.
public class ThreadObjectJoinByHandOk {
    static class Worker extends Thread {
        boolean done;

        @Override
        public void run() {
            synchronized (this) {
                done = true;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker worker = new Worker();
        worker.start();
        synchronized (worker) {
            while (worker.isAlive()) {
                worker.wait();
            }
            assert worker.done;
        }
        System.out.println("joined by hand");
    }
}
