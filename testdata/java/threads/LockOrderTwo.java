// EXPECT: deadlock
// RUN: some-deadlock
// The classic lock-order inversion without any handshake: one thread locks
// A then B, the other B then A. It deadlocks only when each has taken its
// first lock before the other takes its second.
public class LockOrderTwo {
    static final Object A = new Object();
    static final Object B = new Object();
    static int transfers;

    public static void main(String[] args) throws InterruptedException {
        Thread ab = new Thread(() -> {
            for (int i = 0; i < 3; i++) {
                synchronized (A) {
                    synchronized (B) {
                        transfers++;
                    }
                }
            }
        }, "ab");
        Thread ba = new Thread(() -> {
            for (int i = 0; i < 3; i++) {
                synchronized (B) {
                    synchronized (A) {
                        transfers++;
                    }
                }
            }
        }, "ba");
        ab.start();
        ba.start();
        ab.join();
        ba.join();
        System.out.println("transfers=" + transfers);
    }
}
