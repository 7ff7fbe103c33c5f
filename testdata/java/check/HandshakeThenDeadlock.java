// EXPECT: deadlock
// A deadlock deep in the run: two threads first take turns for three rounds
// (a correct wait/notifyAll handshake), and only afterwards take locks A and
// B in opposite orders, so the search must get past the handshake to find
// the lock-order cycle.
public class HandshakeThenDeadlock {
    static final Object turnLock = new Object();
    static final Object A = new Object();
    static final Object B = new Object();
    static int turn; // guarded by turnLock
    static int cleanups; // guarded by A

    static void takeTurns(int me) throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            synchronized (turnLock) {
                while (turn != me) {
                    turnLock.wait();
                }
                turn = 1 - me;
                turnLock.notifyAll();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            try {
                takeTurns(0);
            } catch (InterruptedException e) {
                return;
            }
            synchronized (A) {
                synchronized (B) {
                    cleanups++;
                }
            }
        }, "t0");
        Thread t1 = new Thread(() -> {
            try {
                takeTurns(1);
            } catch (InterruptedException e) {
                return;
            }
            synchronized (B) {
                synchronized (A) {
                    cleanups++;
                }
            }
        }, "t1");
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        synchronized (A) {
            System.out.println("cleanups=" + cleanups);
        }
    }
}
