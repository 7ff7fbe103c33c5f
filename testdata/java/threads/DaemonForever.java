// EXPECT: warning
// EXIT: 0
// RUN: java
// Daemon threads that never end: one sleeps in an endless loop, one waits on
// a monitor nobody notifies. main ends normally and the program exits 0.
// Warning, LD' violation that is not a data race: inherited[0] is written by the parent thread without a lock
// and read by main after join.
public class DaemonForever {
    static final Object ready = new Object();
    static int started;

    static void signalStarted() {
        synchronized (ready) {
            started++;
            ready.notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread sleeper = new Thread(() -> {
            signalStarted();
            while (true) {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "sleeper");
        Object never = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (never) {
                signalStarted();
                while (true) {
                    try {
                        never.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "waiter");
        System.out.println("daemon by default: " + sleeper.isDaemon());
        sleeper.setDaemon(true);
        waiter.setDaemon(true);
        System.out.println("daemon after setDaemon: " + sleeper.isDaemon() + " " + waiter.isDaemon());
        sleeper.start();
        waiter.start();
        try {
            sleeper.setDaemon(false);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon after start: " + e.getClass().getSimpleName());
        }
        synchronized (ready) {
            while (started < 2) {
                ready.wait();
            }
        }
        System.out.println("both daemons running: " + sleeper.isAlive() + " " + waiter.isAlive());
        // A thread created by a daemon thread is a daemon too.
        boolean[] inherited = new boolean[1];
        Thread parent = new Thread(() -> inherited[0] = new Thread(() -> { }).isDaemon());
        parent.setDaemon(true);
        parent.start();
        parent.join();
        System.out.println("child of daemon is daemon: " + inherited[0]);
        System.out.println("main ends");
    }
}
