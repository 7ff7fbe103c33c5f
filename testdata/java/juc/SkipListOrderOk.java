// EXPECT: ok
// RUN: java
// Two threads insert into a ConcurrentSkipListMap; it stays sorted and
// firstKey/lastKey agree with the inserted keys whatever the order.
import java.util.concurrent.ConcurrentSkipListMap;

public class SkipListOrderOk {
    public static void main(String[] args) throws InterruptedException {
        ConcurrentSkipListMap<Integer, String> m = new ConcurrentSkipListMap<>();
        Thread a = new Thread(() -> { m.put(3, "c"); m.put(1, "a"); });
        Thread b = new Thread(() -> m.put(2, "b"));
        a.start();
        b.start();
        a.join();
        b.join();
        assert m.firstKey() == 1 && m.lastKey() == 3 : m;
        System.out.println(m);
    }
}
