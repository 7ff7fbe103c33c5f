// EXPECT: ok
// RUN: java
// A compare-and-set retry loop keeps the maximum of the values two
// threads offer; updateAndGet and accumulateAndGet do the same with a
// function. Whatever the order, the maxima are right.
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

public class AtomicCasMaxOk {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger max = new AtomicInteger(Integer.MIN_VALUE);
        AtomicInteger max2 = new AtomicInteger(Integer.MIN_VALUE);
        AtomicReference<String> longest = new AtomicReference<>("");
        int[] offers = {7, 42};
        Thread[] ts = new Thread[offers.length];
        for (int i = 0; i < ts.length; i++) {
            final int v = offers[i];
            final String word = "w".repeat(i + 1);
            ts[i] = new Thread(() -> {
                int cur;
                do {
                    cur = max.get();
                } while (v > cur && !max.compareAndSet(cur, v));
                max2.updateAndGet(x -> Math.max(x, v));
                longest.accumulateAndGet(word, (a, b) -> a.length() >= b.length() ? a : b);
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        assert max.get() == 42 && max2.get() == 42 : max.get() + " " + max2.get();
        System.out.println("max=" + max.get() + " longest=" + longest.get());
    }
}
