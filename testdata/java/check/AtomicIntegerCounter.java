// EXPECT: ok
// Counting with an AtomicInteger: atomics are communication objects, so
// the unlocked incrementAndGet calls are not LD' accesses; the final value is
// read after join with get().
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicIntegerCounter {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger count = new AtomicInteger();
        Runnable inc = () -> {
            count.incrementAndGet();
            count.addAndGet(2);
        };
        Thread t1 = new Thread(inc, "t1");
        Thread t2 = new Thread(inc, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count.get() == 6 : "count " + count.get();
        System.out.println("count=" + count.get());
    }
}
