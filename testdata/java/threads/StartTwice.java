// EXPECT: warning
// EXIT: 0
// RUN: java
// IllegalThreadStateException from starting a thread twice: while it is
// still running (blocked on a monitor) and after it has ended. The thread's
// code runs only once.
// Warning, LD' violation that is not a data race: main reads runs after join without the lock the thread
// incremented it under.
public class StartTwice {
    static int runs;
    static final Object gate = new Object();
    static boolean open;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (gate) {
                runs++;
                while (!open) {
                    try {
                        gate.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        });
        t.start();
        try {
            t.start();
            System.out.println("second start succeeded?!");
        } catch (IllegalThreadStateException e) {
            System.out.println("start while running: " + e);
        }
        synchronized (gate) {
            open = true;
            gate.notifyAll();
        }
        t.join();
        try {
            t.start();
            System.out.println("third start succeeded?!");
        } catch (IllegalThreadStateException e) {
            System.out.println("start after end: " + e.getClass().getName() + " " + e.getMessage());
        }
        System.out.println("runs=" + runs + " state=" + t.getState() + " alive=" + t.isAlive());

        // A Thread subclass that starts itself from run().
        Thread[] selfStart = new Thread[1];
        String[] result = new String[1];
        selfStart[0] = new Thread(() -> {
            try {
                selfStart[0].start();
                result[0] = "restarted itself?!";
            } catch (IllegalThreadStateException e) {
                result[0] = "self start: " + e.getClass().getSimpleName();
            }
        });
        selfStart[0].start();
        selfStart[0].join();
        System.out.println(result[0]);
    }
}
