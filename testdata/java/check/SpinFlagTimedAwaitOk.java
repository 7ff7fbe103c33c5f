// EXPECT: ok
// MODES: all
// A worker spins until main sets what it looks at (an AtomicBoolean with
// Thread.yield, a volatile field with Thread.onSpinWait, a field read
// under a lock: one worker after the other), then counts down a latch;
// main sets the flag and awaits the latch for at most 5 s. The workers see the flags within
// microseconds, so an await never times out: a spinning thread waits
// for time to pass only once it has looked since the others last wrote
// what it looks at.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

public class SpinFlagTimedAwaitOk {
    static final AtomicBoolean started = new AtomicBoolean();
    static volatile boolean ready;
    static final Object lock = new Object();
    static boolean open; // guarded by lock

    static boolean open() {
        synchronized (lock) {
            return open;
        }
    }

    // Starts a worker that runs spin, sets the flag it waits for, and
    // awaits it at most 5 s.
    static void handOver(Runnable spin, Runnable set) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Thread w = new Thread(() -> {
            spin.run();
            done.countDown();
        });
        w.start();
        set.run();
        if (!done.await(5, TimeUnit.SECONDS)) {
            throw new AssertionError("the worker did not see its flag in 5 s");
        }
        w.join();
    }

    public static void main(String[] args) throws Exception {
        handOver(() -> {
            while (!started.get()) Thread.yield();
        }, () -> started.set(true));
        handOver(() -> {
            while (!ready) Thread.onSpinWait();
        }, () -> ready = true);
        handOver(() -> {
            while (!open()) Thread.yield();
        }, () -> {
            synchronized (lock) {
                open = true;
            }
        });
        System.out.println("every worker saw its flag");
    }
}
