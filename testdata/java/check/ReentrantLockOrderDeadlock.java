// EXPECT: deadlock
// Two ReentrantLocks taken in opposite orders by two threads: each can
// hold one and wait for the other's, as with synchronized blocks.
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockOrderDeadlock {
    static final ReentrantLock a = new ReentrantLock(), b = new ReentrantLock();

    static void both(ReentrantLock first, ReentrantLock second) {
        first.lock();
        try {
            second.lock();
            second.unlock();
        } finally {
            first.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> both(a, b), "t1");
        Thread t2 = new Thread(() -> both(b, a), "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
