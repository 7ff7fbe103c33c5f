// EXPECT: warning
// EXIT: 0
// RUN: java
// interrupt() of a thread blocked in wait(): main makes sure the worker is
// waiting (it can only release the lock by waiting), interrupts it, and the
// worker catches InterruptedException with its interrupt status cleared,
// after re-acquiring the lock.
// Warning, LD' violation that is not a data race: the worker writes report[] holding the lock and main reads
// it after join without the lock.
public class InterruptWait {
    static final Object lock = new Object();
    static boolean waiting;
    static boolean done;

    public static void main(String[] args) throws InterruptedException {
        String[] report = new String[3];
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                waiting = true;
                lock.notifyAll();
                try {
                    while (!done) {
                        lock.wait();
                    }
                    report[0] = "woke normally";
                } catch (InterruptedException e) {
                    report[0] = "caught " + e.getClass().getName();
                    report[1] = "holds lock in handler: " + Thread.holdsLock(lock);
                    report[2] = "interrupted flag in handler: " + Thread.currentThread().isInterrupted();
                }
            }
        }, "worker");
        synchronized (lock) {
            worker.start();
            while (!waiting) {
                lock.wait();
            }
            // The worker is now in lock.wait(); we hold the lock again.
            worker.interrupt();
            System.out.println("interrupted the worker while holding the lock");
        }
        worker.join();
        for (String r : report) {
            System.out.println(r);
        }
        System.out.println("flag after the thread ended: " + worker.isInterrupted());

        // A thread interrupted before it waits throws at once from wait().
        Thread self = new Thread(() -> {
            Thread.currentThread().interrupt();
            synchronized (lock) {
                try {
                    lock.wait();
                    System.out.println("wait returned");
                } catch (InterruptedException e) {
                    System.out.println("pending interrupt: wait threw at once");
                }
            }
        });
        self.start();
        self.join();
    }
}
