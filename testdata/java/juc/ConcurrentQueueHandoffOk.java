// EXPECT: ok
// RUN: java
// Two producers offer to a ConcurrentLinkedQueue; after the joins the
// consumer drains it: every element arrives once, each producer's in its
// own order.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

public class ConcurrentQueueHandoffOk {
    public static void main(String[] args) throws InterruptedException {
        ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<>();
        Thread a = new Thread(() -> { q.offer(1); q.offer(2); });
        Thread b = new Thread(() -> q.offer(10));
        a.start();
        b.start();
        a.join();
        b.join();
        List<Integer> got = new ArrayList<>();
        for (Integer x; (x = q.poll()) != null; ) {
            got.add(x);
        }
        assert got.size() == 3 && got.indexOf(1) < got.indexOf(2) : got;
        System.out.println("drained " + got.size());
    }
}
