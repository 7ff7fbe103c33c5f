// EXPECT: ok
// Two tasks of a pool of two hand a turn over by spinning on an
// AtomicInteger (compareAndSet, get, with Thread.onSpinWait); main waits
// for each with a generous timeout. The handoff takes nanoseconds, so no
// get and no awaitTermination times out.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class SpinHandoffPoolOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        AtomicInteger turn = new AtomicInteger();
        Future<?> ping = pool.submit(() -> {
            while (!turn.compareAndSet(0, 1)) Thread.onSpinWait();
        });
        Future<?> pong = pool.submit(() -> {
            while (turn.get() != 1) Thread.onSpinWait();
            turn.set(2);
        });
        ping.get(10, TimeUnit.SECONDS);
        pong.get(10, TimeUnit.SECONDS);
        if (turn.get() != 2) throw new AssertionError("turn " + turn.get());
        pool.shutdown();
        if (!pool.awaitTermination(10, TimeUnit.SECONDS)) {
            throw new AssertionError("the pool did not end in 10 s");
        }
        System.out.println("handed over");
    }
}
