// EXPECT: deadlock
// Two daemon workers lock two accounts in opposite orders while main
// goes on and ends: java exits without a word, and the transfers the
// daemons were making are lost. The daemons' cycle is a deadlock all the
// same.
import java.util.concurrent.locks.ReentrantLock;

public class DaemonLockCycle {
    static final ReentrantLock from = new ReentrantLock(), to = new ReentrantLock();

    static void transfer(ReentrantLock first, ReentrantLock second) {
        first.lock();
        try {
            second.lock();
            second.unlock();
        } finally {
            first.unlock();
        }
    }

    public static void main(String[] args) {
        Thread d1 = new Thread(() -> transfer(from, to));
        Thread d2 = new Thread(() -> transfer(to, from));
        d1.setDaemon(true);
        d2.setDaemon(true);
        d1.start();
        d2.start();
        System.out.println("main done");
    }
}
