// EXPECT: ok
// RUN: java
// Shutdown hooks run when the program ends by itself, as they do on
// System.exit: main returns while a worker still runs; once the worker
// (not a daemon) has ended too, the JVM's DestroyJavaVM thread starts the
// hook and waits for it. The hook sees everything both wrote: the last
// thread's end happens before the hooks run.
public class ShutdownHookOnReturnOk {
    static volatile int produced;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> produced = 42, "worker");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("hook in " + Thread.currentThread().getName() + " sees " + produced);
        }, "cleanup"));
        worker.start();
        System.out.println("main returns");
    }
}
