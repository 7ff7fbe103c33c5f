// EXPECT: race
// A racy stop flag: the worker polls a plain (non-volatile) boolean that main
// sets without a lock. The loop is bounded so the program always ends, but
// the flag is written and read with no common lock: an LD' violation.
public class RacyStopFlag {
    static boolean stop; // BUG: neither volatile nor guarded by a lock

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            int rounds = 0;
            while (!stop && rounds < 3) {
                rounds++;
                Thread.yield();
            }
        }, "worker");
        worker.start();
        stop = true;
        worker.join();
        System.out.println("stopped");
    }
}
