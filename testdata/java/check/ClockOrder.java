// EXPECT: assertion
// MODES: all
// Each worker reads System.nanoTime() once and stores it under LOCK; main
// asserts t1's reading is earlier than t2's. The clock is monotonic, so the
// assertion fails exactly when t2 reads the clock before t1 does.
public class ClockOrder {
    static final Object LOCK = new Object();
    static long time1; // guarded by LOCK
    static long time2; // guarded by LOCK

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            long now = System.nanoTime();
            synchronized (LOCK) {
                time1 = now;
            }
        }, "t1");
        Thread t2 = new Thread(() -> {
            long now = System.nanoTime();
            synchronized (LOCK) {
                time2 = now;
            }
        }, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        synchronized (LOCK) {
            assert time1 < time2 : "t2 read the clock first";
        }
        System.out.println("t1 read the clock first");
    }
}
