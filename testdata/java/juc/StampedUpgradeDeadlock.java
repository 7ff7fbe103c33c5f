// EXPECT: deadlock
// RUN: deadlock
// MODES: all
// Check-then-upgrade: each thread reads the flag under the read lock
// and, finding it unset, takes the write lock without giving back its
// read stamp. The write lock waits for every reader to leave, its own
// thread included; tryConvertToWriteLock is the way to upgrade.
import java.util.concurrent.locks.StampedLock;

public class StampedUpgradeDeadlock {
    static final StampedLock sl = new StampedLock();
    static boolean set;

    static void ensureSet() {
        long r = sl.readLock();
        if (!set) {
            long w = sl.writeLock();
            set = true;
            sl.unlockWrite(w);
        }
        sl.unlockRead(r);
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(StampedUpgradeDeadlock::ensureSet);
        t.start();
        ensureSet();
        t.join();
        System.out.println(set);
    }
}
