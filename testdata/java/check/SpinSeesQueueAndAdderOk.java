// EXPECT: ok
// Spinners that poll what changes without a write in the usual sense: one
// waits until a thread is queued at a semaphore (hasQueuedThreads), one
// until a LongAdder's sum is not zero; main waits for each with a 5 s
// join. A thread's arrival in a queue and an addition to an adder commute
// with others of their kind, but each changes what the spinner sees: it
// looks again before the join can time out.
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.LongAdder;

public class SpinSeesQueueAndAdderOk {
    public static void main(String[] args) throws Exception {
        Semaphore s = new Semaphore(0);
        Thread holder = new Thread(s::acquireUninterruptibly);
        holder.start();
        Thread queued = new Thread(() -> {
            while (!s.hasQueuedThreads()) Thread.yield();
        });
        queued.start();
        queued.join(5000);
        if (queued.isAlive()) throw new AssertionError("no thread seen queued in 5 s");
        s.release();
        holder.join();

        LongAdder adder = new LongAdder();
        Thread summer = new Thread(() -> {
            while (adder.sum() == 0) Thread.onSpinWait();
        });
        summer.start();
        adder.increment();
        summer.join(5000);
        if (summer.isAlive()) throw new AssertionError("the addition not seen in 5 s");
        System.out.println("seen");
    }
}
