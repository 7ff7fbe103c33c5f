// EXPECT: deadlock
// A bounded buffer of capacity 1 that wakes one waiter with notify(): with
// two producers and two consumers a producer can wake the other producer
// (or a consumer another consumer), and then everyone waits forever.
public class NotifyInsteadOfNotifyAll {
    private Integer slot; // guarded by this

    synchronized void put(int x) throws InterruptedException {
        while (slot != null) {
            wait();
        }
        slot = x;
        notify(); // BUG: may wake a producer
    }

    synchronized int take() throws InterruptedException {
        while (slot == null) {
            wait();
        }
        int x = slot;
        slot = null;
        notify(); // BUG: may wake a consumer
        return x;
    }

    public static void main(String[] args) throws InterruptedException {
        NotifyInsteadOfNotifyAll buf = new NotifyInsteadOfNotifyAll();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 2; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                try {
                    buf.put(2 * id);
                    buf.put(2 * id + 1);
                } catch (InterruptedException e) {
                    return;
                }
            }, "producer-" + i);
            ts[2 + i] = new Thread(() -> {
                try {
                    buf.take();
                    buf.take();
                } catch (InterruptedException e) {
                    return;
                }
            }, "consumer-" + i);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("done");
    }
}
