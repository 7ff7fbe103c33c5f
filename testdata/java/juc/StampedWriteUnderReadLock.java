// EXPECT: race, assertion
// MODES: all
// Two threads count under a StampedLock's read lock: readers share it,
// so both can be inside at once and an increment is lost.
import java.util.concurrent.locks.StampedLock;

public class StampedWriteUnderReadLock {
    static final StampedLock sl = new StampedLock();
    static int hits;

    static void hit() {
        long s = sl.readLock();
        try {
            hits++;
        } finally {
            sl.unlockRead(s);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(StampedWriteUnderReadLock::hit), b = new Thread(StampedWriteUnderReadLock::hit);
        a.start();
        b.start();
        a.join();
        b.join();
        assert hits == 2 : "hits " + hits;
        System.out.println(hits);
    }
}
