// EXPECT: ok
// MODES: all
// main throws after setting a default uncaught-exception handler: the handler
// runs in main (no stack trace is printed) but java still exits with code 1
// (the launcher sees main end with an exception). stderr is empty.
// A correct checker reports no uncaught exception: the handler dealt with it.
public class MainHandlerExitCode {
    static final Object LOCK = new Object();
    static int done; // guarded by LOCK

    public static void main(String[] args) throws InterruptedException {
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
            System.out.println("handler: " + t.getName() + " threw " + e.getMessage());
        });
        Thread worker = new Thread(() -> {
            synchronized (LOCK) {
                done++;
            }
        }, "worker");
        worker.start();
        worker.join();
        synchronized (LOCK) {
            System.out.println("worker done " + done);
        }
        throw new IllegalStateException("main failed");
    }
}
