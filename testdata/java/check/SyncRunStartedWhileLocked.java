// EXPECT: ok
// MODES: all
// A thread started while its starter holds the monitor the thread's run()
// needs: (1) a Thread subclass with a synchronized run(), started inside
// synchronized (t); (2) a thread whose run() begins with synchronized (lock),
// started inside synchronized (lock). Each worker blocks until main releases
// the monitor, so it always sees main's write made after start().
public class SyncRunStartedWhileLocked {
    static final class Worker extends Thread {
        int value; // guarded by this

        Worker() {
            super("worker");
        }

        @Override
        public synchronized void run() {
            assert value == 1 : "synchronized run() ran while main held the lock";
            System.out.println("worker runs, value " + value);
            value = 2;
        }
    }

    static final Object lock = new Object();
    static int stage; // guarded by lock

    public static void main(String[] args) throws InterruptedException {
        Worker t = new Worker();
        synchronized (t) {
            t.start();
            t.value = 1;
            System.out.println("main holds the worker's lock");
        }
        t.join();
        synchronized (t) {
            System.out.println("after join, value " + t.value);
        }

        Thread u = new Thread(() -> {
            synchronized (lock) {
                assert stage == 1 : "entered the block while main held the lock";
                System.out.println("second worker got the lock, stage " + stage);
                stage = 2;
            }
        }, "second");
        synchronized (lock) {
            u.start();
            stage = 1;
            System.out.println("main holds the lock");
        }
        u.join();
        synchronized (lock) {
            System.out.println("after join, stage " + stage);
        }
    }
}
