// EXPECT: ok
// Wait/notify ping-pong: two threads strictly alternate for three rounds each
// through a turn variable, waiting in a while loop and waking the other
// with notifyAll; main checks the final turn under the lock.
public class PingPongOk {
    static final Object lock = new Object();
    static int turn; // guarded by lock: 0 ping's turn, 1 pong's turn
    static int hits; // guarded by lock

    static void play(int me) {
        for (int i = 0; i < 3; i++) {
            synchronized (lock) {
                while (turn != me) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                hits++;
                turn = 1 - me;
                lock.notifyAll();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread ping = new Thread(() -> play(0), "ping");
        Thread pong = new Thread(() -> play(1), "pong");
        pong.start();
        ping.start();
        ping.join();
        pong.join();
        synchronized (lock) {
            assert hits == 6 && turn == 0 : "hits " + hits + " turn " + turn;
            System.out.println("hits=" + hits);
        }
    }
}
