// EXPECT: ok
// RUN: java
// LongAdder and LongAccumulator spread updates over cells; sum() after the
// joins sees every one of them.
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

public class LongAdderOk {
    public static void main(String[] args) throws InterruptedException {
        LongAdder adder = new LongAdder();
        LongAccumulator max = new LongAccumulator(Long::max, Long.MIN_VALUE);
        Thread[] ts = new Thread[2];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                adder.add(id + 1);
                adder.increment();
                max.accumulate(10 * id);
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        assert adder.sum() == 5 && max.get() == 10 : adder + " " + max;
        System.out.println("sum=" + adder.sum() + " max=" + max.get());
    }
}
