// EXPECT: ok
// MODES: all
// Correct version of WrongLock: both workers increment the counter holding the
// same lock, and main reads it after join holding that lock too, so no update
// is lost and every access of count is under one common monitor.
public class WrongLockFixed extends Thread {
    static final int N = 2;
    static final Object LOCK = new Object();
    static int count; // guarded by LOCK

    WrongLockFixed(String name) {
        super(name);
    }

    @Override
    public void run() {
        for (int i = 0; i < N; i++) {
            synchronized (LOCK) {
                count++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        WrongLockFixed t1 = new WrongLockFixed("w1");
        WrongLockFixed t2 = new WrongLockFixed("w2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        synchronized (LOCK) {
            assert count == 2 * N : "lost an update: count=" + count;
            System.out.println("count " + count);
        }
    }
}
