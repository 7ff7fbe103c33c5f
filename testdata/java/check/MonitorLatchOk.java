// EXPECT: ok
// A one-shot latch built from synchronized/wait/notifyAll: two workers
// store their results under the latch's lock and count down; main awaits
// the latch and reads the results under the same lock.
public class MonitorLatchOk {
    private int count; // guarded by this
    private final int[] results; // elements guarded by this

    MonitorLatchOk(int count) {
        this.count = count;
        this.results = new int[count];
    }

    synchronized void finish(int id, int result) {
        results[id] = result;
        if (--count == 0) {
            notifyAll();
        }
    }

    synchronized int awaitSum() throws InterruptedException {
        while (count > 0) {
            wait();
        }
        int sum = 0;
        for (int r : results) {
            sum += r;
        }
        return sum;
    }

    public static void main(String[] args) throws InterruptedException {
        MonitorLatchOk latch = new MonitorLatchOk(2);
        for (int i = 0; i < 2; i++) {
            int id = i;
            new Thread(() -> {
                int square = (id + 3) * (id + 3);
                latch.finish(id, square);
            }, "worker-" + i).start();
        }
        int sum = latch.awaitSum();
        assert sum == 25 : "sum " + sum;
        System.out.println("sum=" + sum);
    }
}
