// EXPECT: ok
// RUN: java
// A DelayQueue consumer polls with a timeout of 5 s while main puts an
// element whose delay is 10 ms: the consumer gets it, as under java (its
// timed wait ended before main's put when timeouts could end at any
// moment).
import java.util.concurrent.*;
public class DelayQueueHandoffOk {
    static class Item implements Delayed {
        final long at = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(10);
        public long getDelay(TimeUnit u) { return u.convert(at - System.nanoTime(), TimeUnit.NANOSECONDS); }
        public int compareTo(Delayed o) { return Long.compare(getDelay(TimeUnit.NANOSECONDS), o.getDelay(TimeUnit.NANOSECONDS)); }
    }
    public static void main(String[] args) throws Exception {
        DelayQueue<Item> q = new DelayQueue<>();
        Thread consumer = new Thread(() -> {
            try {
                if (q.poll(5, TimeUnit.SECONDS) == null) throw new AssertionError("timed out");
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        consumer.start();
        q.put(new Item());
        consumer.join();
        System.out.println("handed off");
    }
}
