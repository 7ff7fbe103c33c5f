// EXPECT: ok
// The LD'-clean version of handing results over at join: each worker stores
// its result holding the results array's lock, and main reads them after
// join holding the same lock.
public class ResultUnderLock {
    public static void main(String[] args) throws InterruptedException {
        int[] results = new int[2];
        Thread[] workers = new Thread[2];
        for (int i = 0; i < 2; i++) {
            int id = i;
            workers[i] = new Thread(() -> {
                int r = (id + 1) * 10;
                synchronized (results) {
                    results[id] = r;
                }
            }, "worker-" + i);
            workers[i].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        synchronized (results) {
            assert results[0] + results[1] == 30 : "lost a result";
            System.out.println("sum=" + (results[0] + results[1]));
        }
    }
}
