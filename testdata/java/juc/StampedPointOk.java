// EXPECT: ok
// RUN: java
// The StampedLock Javadoc's Point: a writer moves the point under the
// write lock; a reader reads it optimistically, validates, and reads it
// again under the read lock when a writer got in between; another moves
// it only if it is at the origin, converting its read lock to the write
// lock. The optimistic reads race with the writes under the memory
// model, but validate has the reader discard what they returned: no
// race is reported, and the torn points a writer between two reads
// shows are explored and discarded.
import java.util.concurrent.locks.StampedLock;

public class StampedPointOk {
    private double x, y;
    private final StampedLock sl = new StampedLock();

    void move(double dx, double dy) {
        long stamp = sl.writeLock();
        try {
            x += dx;
            y += dy;
        } finally {
            sl.unlockWrite(stamp);
        }
    }

    double distanceFromOrigin() {
        long stamp = sl.tryOptimisticRead();
        double currentX = x, currentY = y;
        if (!sl.validate(stamp)) {
            stamp = sl.readLock();
            try {
                currentX = x;
                currentY = y;
            } finally {
                sl.unlockRead(stamp);
            }
        }
        return Math.sqrt(currentX * currentX + currentY * currentY);
    }

    void moveIfAtOrigin(double newX, double newY) {
        long stamp = sl.readLock();
        try {
            while (x == 0.0 && y == 0.0) {
                long ws = sl.tryConvertToWriteLock(stamp);
                if (ws != 0L) {
                    stamp = ws;
                    x = newX;
                    y = newY;
                    break;
                } else {
                    sl.unlockRead(stamp);
                    stamp = sl.writeLock();
                }
            }
        } finally {
            sl.unlock(stamp);
        }
    }

    public static void main(String[] args) throws Exception {
        StampedPointOk p = new StampedPointOk();
        Thread mover = new Thread(() -> {
            p.move(3, 4);
            p.move(-3, -4);
        });
        Thread placer = new Thread(() -> p.moveIfAtOrigin(6, 8));
        mover.start();
        placer.start();
        double d = p.distanceFromOrigin();
        assert d == 0 || d == 5 || d == 10 || d == 15 : "a torn point at distance " + d;
        mover.join();
        placer.join();
        double end = p.distanceFromOrigin();
        assert end == 0 || end == 10 : "ends at distance " + end;
        System.out.println("done");
    }
}
