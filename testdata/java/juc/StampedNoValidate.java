// EXPECT: race
// MODES: all
// The reader takes an optimistic stamp and never validates it: its read
// is a plain read that races with the writer's write, and what it read
// is printed as if it were current.
import java.util.concurrent.locks.StampedLock;

public class StampedNoValidate {
    static int x;
    static final StampedLock sl = new StampedLock();

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            long s = sl.writeLock();
            x++;
            sl.unlockWrite(s);
        });
        w.start();
        sl.tryOptimisticRead();
        int a = x;
        w.join();
        System.out.println(a);
    }
}
