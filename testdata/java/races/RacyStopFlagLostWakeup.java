// EXPECT: race, deadlock
// MODES: all
// The worker tests the plain stop flag OUTSIDE the monitor and then waits;
// main sets stop without the lock and notifies. Lost wake-up: worker reads
// stop == false | main: stop = true, notifyAll (nobody waits yet) | worker
// waits forever and main blocks in join. Under java it rarely hangs (expected).
public class RacyStopFlagLostWakeup {
    static final Object LOCK = new Object();
    static boolean stop; // BUG: neither volatile nor written under LOCK

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            while (!stop) { // BUG: the test is not under the lock the wait uses
                synchronized (LOCK) {
                    try {
                        LOCK.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "worker");
        worker.start();
        stop = true;
        synchronized (LOCK) {
            LOCK.notifyAll();
        }
        worker.join();
        System.out.println("stopped");
    }
}
