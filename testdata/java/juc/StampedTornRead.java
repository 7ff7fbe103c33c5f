// EXPECT: assertion
// MODES: all
// A reader checks what it read optimistically before it validates: a
// writer between its two reads shows it a point that never was. The
// optimistic reads are no data race to report (the program validates),
// but a writer overlapped them, so the search makes their locations
// scheduling points and finds the torn read.
import java.util.concurrent.locks.StampedLock;

public class StampedTornRead {
    static int x, y;
    static final StampedLock sl = new StampedLock();

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            long s = sl.writeLock();
            x = 1;
            y = 1;
            sl.unlockWrite(s);
        });
        w.start();
        long stamp = sl.tryOptimisticRead();
        int a = x, b = y;
        assert a == b : "torn: " + a + " " + b;
        if (!sl.validate(stamp)) {
            stamp = sl.readLock();
            a = x;
            b = y;
            sl.unlockRead(stamp);
        }
        w.join();
        System.out.println(a + " " + b);
    }
}
