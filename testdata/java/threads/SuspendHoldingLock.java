// EXPECT: deadlock
// The hazard for which Thread.suspend was deprecated: main suspends a
// worker that may be inside a synchronized block, then takes the same
// lock. When the worker holds it, main blocks for good (the resume that
// would let the worker go on comes after main's synchronized block), and
// so does the worker: a deadlock. When main suspends the worker before it
// takes the lock, the program ends (java prints 2).
public class SuspendHoldingLock {
    static volatile int n;

    @SuppressWarnings("removal")
    public static void main(String[] args) throws Exception {
        Object lock = new Object();
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                n++;
            }
        });
        worker.start();
        worker.suspend();
        synchronized (lock) {
            n++;
        }
        worker.resume();
        worker.join();
        System.out.println(n);
    }
}
