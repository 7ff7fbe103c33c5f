// EXPECT: deadlock
// Three threads take two of three locks each in cyclic order (A then B, B
// then C, C then A): a wait-for cycle of length three when each holds its
// first lock. Every pair of threads alone is deadlock-free.
public class LockOrderDeadlock3 {
    static final Object A = new Object();
    static final Object B = new Object();
    static final Object C = new Object();
    static final Object stats = new Object();
    static int work; // guarded by stats

    static Thread taker(String name, Object first, Object second) {
        return new Thread(() -> {
            synchronized (first) {
                synchronized (second) {
                    synchronized (stats) {
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
        synchronized (stats) {
            System.out.println("work=" + work);
        }
    }
}
