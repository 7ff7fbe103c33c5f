// EXPECT: deadlock
// Two threads take two locks in opposite orders; main watches them with
// timed joins and, if either is still alive, reports a deadlock and exits.
// The two threads deadlock in some executions, and main's exit does not
// undo that: the search reports the cycle when it forms, while main can
// still go on (java prints "deadlock detected" in those executions).
public class WatchdogExitDeadlock {
    static final Object a = new Object(), b = new Object();

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> { synchronized (a) { synchronized (b) { } } });
        Thread t2 = new Thread(() -> { synchronized (b) { synchronized (a) { } } });
        t1.start();
        t2.start();
        t1.join(2000);
        t2.join(2000);
        if (t1.isAlive() || t2.isAlive()) {
            System.out.println("deadlock detected");
            System.exit(1);
        }
        System.out.println("no deadlock");
    }
}
