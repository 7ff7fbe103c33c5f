// EXPECT: assertion
// MODES: all
// ConcurrentHashMap check-then-act: containsKey and put are each atomic,
// but both threads can find the key absent and both "register first".
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public class ChmCheckThenAct {
    public static void main(String[] args) throws InterruptedException {
        ConcurrentHashMap<String, Integer> owners = new ConcurrentHashMap<>();
        AtomicInteger firsts = new AtomicInteger();
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                if (!owners.containsKey("lock")) {
                    owners.put("lock", id);
                    firsts.incrementAndGet();
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        assert firsts.get() == 1 : firsts.get() + " threads registered first";
        System.out.println("owner=" + owners.get("lock"));
    }
}
