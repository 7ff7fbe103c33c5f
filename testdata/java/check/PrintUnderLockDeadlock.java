// EXPECT: deadlock
// A logger prints a report while holding System.out's monitor, to keep
// its lines together, and inside it reads the shared stats under their
// lock; a worker updates the stats under that lock and prints a line as
// it does. Each holds one monitor and waits for the other's: the
// worker's println waits for System.out's monitor, which the logger
// holds while it waits for the stats' lock.
public class PrintUnderLockDeadlock {
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
        synchronized (System.out) {
            System.out.println("report:");
            synchronized (stats) {
                System.out.println("done = " + done);
            }
        }
        worker.join();
    }
}
