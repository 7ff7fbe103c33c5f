// EXPECT: ok
// MODES: all
// Joins that hold the joined thread's monitor: synchronized (w) { w.join(); }
// and JDK 17's join(millis, nanos), which is synchronized and calls
// join(millis) (TimeUnit.timedJoin too). A join waits on the thread
// object, which lets its monitor go, so the worker can end (it ends
// holding that monitor, to wake its joiners) and another thread can take
// the monitor meanwhile: no deadlock, and the timed join never times out
// while the worker can still end.
import java.util.concurrent.TimeUnit;

public class JoinHoldingThreadMonitorOk {
    static volatile boolean opened;

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { });
        a.start();
        synchronized (a) {
            a.join();
        }
        Thread b = new Thread(() -> { });
        b.start();
        b.join(5000, 0);
        if (b.isAlive()) throw new AssertionError("join(5000, 0) returned while the worker was alive");
        Thread c = new Thread(() -> { });
        c.start();
        TimeUnit.SECONDS.timedJoin(c, 5);
        if (c.isAlive()) throw new AssertionError("timedJoin returned while the worker was alive");
        // A third thread takes the monitor main holds while main joins.
        Thread d = new Thread(() -> {
            while (!opened) Thread.onSpinWait();
        });
        d.start();
        Thread opener = new Thread(() -> {
            synchronized (d) {
                opened = true;
            }
        });
        synchronized (d) {
            opener.start();
            d.join();
        }
        opener.join();
        System.out.println("joined");
    }
}
