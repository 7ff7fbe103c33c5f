// EXPECT: warning
// EXIT: 0
// RUN: java
// Ping-pong: two threads strictly alternate through a shared turn variable,
// each waiting in a while loop and waking the other with notifyAll.
// Warning, LD' violation that is not a data race: main reads the log StringBuilder after join without the lock
// the players append to it under.
public class PingPong {
    private final Object lock = new Object();
    private int turn; // 0: ping's turn, 1: pong's turn
    private final StringBuilder log = new StringBuilder();

    void play(int me, String word, int rounds) throws InterruptedException {
        for (int i = 0; i < rounds; i++) {
            synchronized (lock) {
                while (turn != me) {
                    lock.wait();
                }
                System.out.println(word + " " + i);
                log.append(word.charAt(1));
                turn = 1 - me;
                lock.notifyAll();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        PingPong game = new PingPong();
        int rounds = 6;
        Thread ping = new Thread(() -> {
            try {
                game.play(0, "ping", rounds);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "ping");
        Thread pong = new Thread(() -> {
            try {
                game.play(1, "pong", rounds);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "pong");
        // Start pong first: it must still wait for ping.
        pong.start();
        ping.start();
        ping.join();
        pong.join();
        System.out.println("log=" + game.log + " turn=" + game.turn);

        // A second game using notify (one waiter at a time is enough here).
        Object lock2 = new Object();
        int[] counter = {0};
        Thread odd = new Thread(() -> {
            synchronized (lock2) {
                while (counter[0] < 10) {
                    while (counter[0] % 2 == 0 && counter[0] < 10) {
                        try {
                            lock2.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    if (counter[0] < 10) {
                        counter[0]++;
                        lock2.notify();
                    }
                }
            }
        });
        odd.start();
        synchronized (lock2) {
            while (counter[0] < 10) {
                while (counter[0] % 2 == 1 && counter[0] < 10) {
                    lock2.wait();
                }
                if (counter[0] < 10) {
                    counter[0]++;
                    lock2.notify();
                }
            }
        }
        odd.join();
        System.out.println("counter=" + counter[0]);
    }
}
