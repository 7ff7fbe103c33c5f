// EXPECT: ok
// A one-shot barrier for three parties built on a monitor: each party
// records its arrival and waits in a while loop until all have arrived; the
// last one wakes the others. Every party must see all three arrivals.
public class BarrierMonitor {
    private final int parties;
    private int arrived; // guarded by this

    BarrierMonitor(int parties) {
        this.parties = parties;
    }

    synchronized void await() throws InterruptedException {
        arrived++;
        if (arrived == parties) {
            notifyAll();
        }
        while (arrived < parties) {
            wait();
        }
        assert arrived == parties : "passed the barrier early";
    }

    public static void main(String[] args) throws InterruptedException {
        BarrierMonitor barrier = new BarrierMonitor(3);
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            ts[i] = new Thread(() -> {
                try {
                    barrier.await();
                } catch (InterruptedException e) {
                    return;
                }
            }, "party-" + i);
            ts[i].start();
        }
        barrier.await();
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("all passed");
    }
}
