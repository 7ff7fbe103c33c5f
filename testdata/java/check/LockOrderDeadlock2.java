// EXPECT: deadlock
// Lock-order inversion with two threads: t1 locks A then B, t2 locks B then
// A. Deadlocks when each holds its first lock; java usually completes.
public class LockOrderDeadlock2 {
    static final Object A = new Object();
    static final Object B = new Object();
    static int transfers; // guarded by A (and B)

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            synchronized (A) {
                synchronized (B) {
                    transfers++;
                }
            }
        }, "t1");
        Thread t2 = new Thread(() -> {
            synchronized (B) {
                synchronized (A) {
                    transfers++;
                }
            }
        }, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        synchronized (A) {
            System.out.println("transfers=" + transfers);
        }
    }
}
