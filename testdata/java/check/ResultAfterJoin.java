// EXPECT: warning
// A worker writes its result into an array without a lock and main reads it
// after join(). Thread.join orders the accesses, so this is no data race,
// but LD' requires a lock (start/join ordering does not count): jcheck
// reports an LD' violation, as the locking discipline intends.
public class ResultAfterJoin {
    public static void main(String[] args) throws InterruptedException {
        int[] results = new int[2];
        Thread[] workers = new Thread[2];
        for (int i = 0; i < 2; i++) {
            int id = i;
            workers[i] = new Thread(() -> results[id] = (id + 1) * 10, "worker-" + i);
            workers[i].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        System.out.println("sum=" + (results[0] + results[1]));
    }
}
