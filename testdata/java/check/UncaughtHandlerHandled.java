// EXPECT: ok
// MODES: all
// Uncaught exceptions that a handler deals with: w1 has its own handler
// (setUncaughtExceptionHandler), w2 falls back to the default handler
// (Thread.setDefaultUncaughtExceptionHandler). The handlers run in the dying
// thread before join returns; java prints no stack trace and exits 0.
public class UncaughtHandlerHandled {
    static final Object LOCK = new Object();
    static String caught1; // guarded by LOCK
    static String caught2; // guarded by LOCK

    public static void main(String[] args) throws InterruptedException {
        Thread w1 = new Thread(() -> {
            throw new IllegalStateException("w1 failed");
        }, "w1");
        w1.setUncaughtExceptionHandler((t, e) -> {
            synchronized (LOCK) {
                caught1 = t.getName() + ": " + e.getMessage();
            }
        });
        w1.start();
        w1.join();
        synchronized (LOCK) {
            System.out.println("own handler saw " + caught1);
        }

        Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
            synchronized (LOCK) {
                caught2 = t.getName() + ": " + e.getMessage();
            }
        });
        Thread w2 = new Thread(() -> {
            throw new RuntimeException("w2 failed");
        }, "w2");
        w2.start();
        w2.join();
        synchronized (LOCK) {
            assert caught2 != null : "default handler did not run before join returned";
            System.out.println("default handler saw " + caught2);
        }
    }
}
