// EXPECT: warning
// EXIT: 0
// RUN: java
// Interrupt status semantics: isInterrupted() reads it, Thread.interrupted()
// reads and clears it, sleep/join/wait with a pending interrupt throw at once
// and clear it; a worker sees the flag that main set, in a lock handshake.
// Warning, LD' violation that is not a data race: the worker writes seen[] without a lock and main reads it
// after join.
public class InterruptFlags {
    static final Object lock = new Object();
    static int phase;

    public static void main(String[] args) throws InterruptedException {
        Thread me = Thread.currentThread();
        System.out.println("initially: " + me.isInterrupted());
        me.interrupt();
        System.out.println("after interrupt: " + me.isInterrupted() + " " + me.isInterrupted());
        System.out.println("interrupted(): " + Thread.interrupted() + " then " + Thread.interrupted());
        me.interrupt();
        try {
            Thread.sleep(1000);
            System.out.println("sleep returned");
        } catch (InterruptedException e) {
            System.out.println("sleep threw, flag now " + me.isInterrupted());
        }
        Thread done = new Thread(() -> { });
        done.start();
        done.join();
        me.interrupt();
        try {
            done.join();
            System.out.println("join of an ended thread returned, flag " + me.isInterrupted());
        } catch (InterruptedException e) {
            System.out.println("join threw, flag now " + me.isInterrupted());
        }
        Thread.interrupted();

        // Cooperative cancellation: the worker polls its own flag.
        boolean[] seen = new boolean[3];
        Thread worker = new Thread(() -> {
            long spins = 0;
            while (!Thread.currentThread().isInterrupted()) {
                spins++;
                Thread.yield();
            }
            seen[0] = Thread.currentThread().isInterrupted();
            seen[1] = Thread.interrupted();
            seen[2] = Thread.interrupted();
        });
        worker.start();
        worker.interrupt();
        worker.join();
        System.out.println("worker: isInterrupted=" + seen[0] + " interrupted()=" + seen[1] + " then " + seen[2]);
        System.out.println("main at end: " + me.isInterrupted());
    }
}
