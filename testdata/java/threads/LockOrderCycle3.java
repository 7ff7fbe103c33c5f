// EXPECT: deadlock
// RUN: some-deadlock
// Three threads take two of three locks each in cyclic order (A then B, B
// then C, C then A): a wait-for cycle of length three when each holds its
// first lock, which only some schedules produce. The yield between the two
// acquisitions makes the default round robin schedule deadlock.
public class LockOrderCycle3 {
    static final Object A = new Object();
    static final Object B = new Object();
    static final Object C = new Object();
    static int work;

    static Thread taker(String name, Object first, Object second) {
        return new Thread(() -> {
            for (int i = 0; i < 2; i++) {
                synchronized (first) {
                    Thread.yield();
                    synchronized (second) {
                        work++;
                    }
                }
            }
        }, name);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = {taker("ab", A, B), taker("bc", B, C), taker("ca", C, A)};
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("no deadlock this time, work=" + work);
    }
}
