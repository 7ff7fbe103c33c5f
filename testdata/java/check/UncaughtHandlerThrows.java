// EXPECT: exception
// MODES: all
// The worker's uncaught-exception handler itself throws. java ignores the
// handler's exception (no stack trace) and exits 0; stdout is "main done" and
// stderr is an empty line followed by exactly this line:
// Exception: java.lang.IllegalStateException thrown from the UncaughtExceptionHandler in thread "worker"
public class UncaughtHandlerThrows {
    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            throw new RuntimeException("worker failed");
        }, "worker");
        worker.setUncaughtExceptionHandler((t, e) -> {
            throw new IllegalStateException("handler failed too");
        });
        worker.start();
        worker.join();
        System.out.println("main done");
    }
}
