// EXPECT: deadlock, warning
// RUN: deadlock
// main waits on a monitor that nobody ever notifies: the only other thread
// notifies a different object and ends, so main waits forever.
// It also warns of an LD' violation that is not a data race (main reads ready and
// answer without the lock).
public class WaitForever {
    static final Object mine = new Object();
    static final Object theirs = new Object();
    static boolean ready;
    static int answer;

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> {
            int a = 0;
            for (int i = 1; i <= 6; i++) {
                a += i * 2;
            }
            synchronized (theirs) {
                answer = a;
                ready = true;
                theirs.notifyAll(); // the wrong object
            }
        });
        other.start();
        other.join();
        System.out.println("other thread finished, ready=" + ready + " answer=" + answer);
        synchronized (mine) {
            while (true) {
                mine.wait();
                System.out.println("spurious wakeup, waiting again");
            }
        }
    }
}
