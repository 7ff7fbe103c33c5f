// EXPECT: ok
// A counting semaphore built on a monitor limits three threads to two in the
// critical region at once; each thread checks the bound under the
// semaphore's lock, so the assertion holds on every interleaving.
public class SemaphoreMonitor {
    private int permits; // guarded by this
    private int inside, maxInside; // guarded by this

    SemaphoreMonitor(int permits) {
        this.permits = permits;
    }

    synchronized void acquire() throws InterruptedException {
        while (permits == 0) {
            wait();
        }
        permits--;
        inside++;
        maxInside = Math.max(maxInside, inside);
        assert inside <= 2 : inside + " threads inside";
    }

    synchronized void release() {
        inside--;
        permits++;
        notifyAll();
    }

    synchronized int maxInside() {
        return maxInside;
    }

    public static void main(String[] args) throws InterruptedException {
        SemaphoreMonitor sem = new SemaphoreMonitor(2);
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ts[i] = new Thread(() -> {
                try {
                    sem.acquire();
                } catch (InterruptedException e) {
                    return;
                }
                sem.release();
            }, "user-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        int m = sem.maxInside();
        assert m >= 1 && m <= 2 : "max inside " + m;
        System.out.println("at most two inside");
    }
}
