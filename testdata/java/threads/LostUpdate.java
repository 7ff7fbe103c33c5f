// EXPECT: race
// CHECK: --preemptions=1
// Lost updates: two threads increment a shared counter without
// synchronization, so the final count depends on the interleaving of the
// read and the write of count++ (anything from 2 to 2 * N can be printed).
// A second counter, updated under a lock, always reaches 2 * N.
public class LostUpdate {
    static int count;
    static int safeCount;
    static final Object lock = new Object();
    static final int N = 50;

    public static void main(String[] args) throws InterruptedException {
        Runnable inc = () -> {
            for (int i = 0; i < N; i++) {
                count++; // racy read-modify-write
                synchronized (lock) {
                    safeCount++;
                }
            }
        };
        Thread a = new Thread(inc);
        Thread b = new Thread(inc);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("count=" + count + " (expected " + (2 * N) + ")");
        synchronized (lock) {
            System.out.println("safeCount=" + safeCount);
        }
    }
}
