// EXPECT: exception
// Order violation: the worker uses the configuration that main sets only
// after starting it. Every access is locked (LD' holds), but when the worker
// runs first it reads null: NullPointerException.
public class OrderViolation {
    static final Object lock = new Object();
    static String config; // guarded by lock

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            String c;
            synchronized (lock) {
                c = config;
            }
            System.out.println("config length " + c.length());
        }, "worker");
        worker.start();
        synchronized (lock) {
            config = "ready"; // BUG: should happen before worker.start()
        }
        worker.join();
    }
}
