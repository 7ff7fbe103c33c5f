// EXPECT: deadlock
// RUN: deadlock
// MODES: all
// A StampedLock is not reentrant: the thread that holds the write lock
// calls a method that takes the read lock, and waits for itself.
import java.util.concurrent.locks.StampedLock;

public class StampedReentrantDeadlock {
    static final StampedLock sl = new StampedLock();
    static int v;

    static int read() {
        long s = sl.readLock();
        try {
            return v;
        } finally {
            sl.unlockRead(s);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> System.out.println(read()));
        t.start();
        long s = sl.writeLock();
        v = 1;
        System.out.println(read());
        sl.unlockWrite(s);
        t.join();
    }
}
