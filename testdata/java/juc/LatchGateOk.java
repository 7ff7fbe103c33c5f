// EXPECT: ok
// RUN: java
// A start gate (count 1) releases three workers at once; a done latch
// (count 3) tells main they all finished. The results live in an
// AtomicIntegerArray, so no lock is needed to read them.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicIntegerArray;

public class LatchGateOk {
    public static void main(String[] args) throws InterruptedException {
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(3);
        AtomicIntegerArray results = new AtomicIntegerArray(3);
        for (int i = 0; i < 3; i++) {
            final int id = i;
            new Thread(() -> {
                try {
                    start.await();
                    results.set(id, (id + 1) * 10);
                    done.countDown();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }).start();
        }
        assert done.getCount() == 3;
        start.countDown();
        done.await();
        assert results.get(0) + results.get(1) + results.get(2) == 60 : results;
        System.out.println(results + " count=" + done.getCount());
    }
}
