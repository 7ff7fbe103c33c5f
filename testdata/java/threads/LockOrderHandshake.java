// EXPECT: deadlock
// RUN: deadlock
// Lock-order inversion that deadlocks on every schedule: t1 holds A, t2
// holds B, and both meet at a barrier guarded by a third lock (waiting there
// releases only the barrier's lock), so after the barrier each holds its
// first lock and blocks on the other's; main blocks joining them.
public class LockOrderHandshake {
    static final Object A = new Object();
    static final Object B = new Object();
    static final Object barrier = new Object();
    static int arrived;

    static void await() throws InterruptedException {
        synchronized (barrier) {
            arrived++;
            barrier.notifyAll();
            while (arrived < 2) {
                barrier.wait();
            }
        }
    }

    static void lockBoth(Object first, Object second, String name) {
        synchronized (first) {
            try {
                await();
            } catch (InterruptedException e) {
                return;
            }
            synchronized (second) {
                System.out.println(name + " got both locks (impossible)");
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> lockBoth(A, B, "t1"), "t1");
        Thread t2 = new Thread(() -> lockBoth(B, A, "t2"), "t2");
        t1.start();
        t2.start();
        System.out.println("started t1 and t2");
        t1.join();
        t2.join();
        System.out.println("finished (impossible)");
    }
}
