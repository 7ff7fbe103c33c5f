// EXPECT: ok
// A stop flag done right: the flag is volatile (a communication variable,
// not checked by LD'), and the worker reports its round count under a lock
// that main also holds when reading it after join.
public class VolatileStopFlag {
    static volatile boolean stop;
    static final Object lock = new Object();
    static int rounds; // guarded by lock

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            int n = 0;
            while (!stop && n < 3) {
                n++;
                Thread.yield();
            }
            synchronized (lock) {
                rounds = n;
            }
        }, "worker");
        worker.start();
        stop = true;
        worker.join();
        synchronized (lock) {
            System.out.println(rounds <= 3 ? "stopped" : "impossible");
        }
    }
}
