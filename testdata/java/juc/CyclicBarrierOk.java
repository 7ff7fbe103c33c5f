// EXPECT: ok
// RUN: java
// Two workers meet at a CyclicBarrier twice; the barrier action, run by
// the last to arrive, counts the phases. Each worker's second phase sees
// the first phase of both complete.
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;

public class CyclicBarrierOk {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger phases = new AtomicInteger();
        AtomicIntegerArray work = new AtomicIntegerArray(2);
        CyclicBarrier barrier = new CyclicBarrier(2, phases::incrementAndGet);
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                try {
                    work.incrementAndGet(id);
                    barrier.await();
                    assert work.get(0) >= 1 && work.get(1) >= 1 : "phase 1 not complete";
                    work.incrementAndGet(id);
                    barrier.await();
                } catch (InterruptedException | BrokenBarrierException e) {
                    throw new RuntimeException(e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        assert phases.get() == 2 : phases.get();
        System.out.println("phases=" + phases.get() + " work=" + work);
    }
}
