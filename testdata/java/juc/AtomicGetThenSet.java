// EXPECT: assertion
// An AtomicInteger updated by get() then set(v + 1): each call is atomic,
// the pair is not, so two threads can both read 0 and the total ends at 1.
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicGetThenSet {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger hits = new AtomicInteger();
        Runnable hit = () -> {
            int v = hits.get();
            hits.set(v + 1);
        };
        Thread a = new Thread(hit);
        Thread b = new Thread(hit);
        a.start();
        b.start();
        a.join();
        b.join();
        assert hits.get() == 2 : "lost update: " + hits.get();
        System.out.println("hits=" + hits.get());
    }
}
