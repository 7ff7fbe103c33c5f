// EXPECT: ok
// PrintUnderLockDeadlock with one lock order: the logger takes the
// stats' lock first and System.out's monitor inside it, as the worker's
// println does, so neither waits for the other while holding what the
// other needs; the report's lines stay together.
public class PrintUnderLockOk {
    static final Object stats = new Object();
    static int done;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            synchronized (stats) {
                done++;
                System.out.println("worker done");
            }
        });
        worker.start();
        synchronized (stats) {
            synchronized (System.out) {
                System.out.println("report:");
                System.out.println("done = " + done);
            }
        }
        worker.join();
        synchronized (stats) {
            System.out.println("total " + done);
        }
    }
}
