// EXPECT: ok
// RUN: java
// CHECK: slow
// java.util.concurrent.atomic: two threads update an AtomicInteger,
// an AtomicLong and an AtomicReference with incrementAndGet, addAndGet,
// compareAndSet retry loops and updateAndGet; totals printed after join.
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

public class AtomicCounter {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger counter = new AtomicInteger();
        AtomicLong sum = new AtomicLong();
        AtomicInteger max = new AtomicInteger(Integer.MIN_VALUE);
        AtomicReference<String> longest = new AtomicReference<>("");
        AtomicIntegerArray hist = new AtomicIntegerArray(4);
        Thread[] ts = new Thread[2];
        for (int t = 0; t < ts.length; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 2; i++) {
                    counter.incrementAndGet();
                    sum.addAndGet(id * 100 + i);
                    int v = (id * 37 + i * 11) % 97;
                    int cur;
                    do {
                        cur = max.get();
                    } while (v > cur && !max.compareAndSet(cur, v));
                    hist.getAndIncrement(v % 4);
                }
                String word = "t" + "x".repeat(id);
                longest.accumulateAndGet(word, (a, b) -> a.length() >= b.length() ? a : b);
            });
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("counter=" + counter.get());
        System.out.println("sum=" + sum.get());
        System.out.println("max=" + max.get());
        System.out.println("longest=" + longest.get());
        System.out.println("hist=" + hist);
        System.out.println("getAndSet=" + counter.getAndSet(-1) + " now " + counter);
        System.out.println("updateAndGet=" + counter.updateAndGet(x -> x * 10));
    }
}
