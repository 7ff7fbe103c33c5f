// EXPECT: ok
// RUN: java
// The check-then-act done right: putIfAbsent decides the owner in one
// atomic operation, so exactly one thread registers first.
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public class ChmPutIfAbsentOk {
    public static void main(String[] args) throws InterruptedException {
        ConcurrentHashMap<String, Integer> owners = new ConcurrentHashMap<>();
        AtomicInteger firsts = new AtomicInteger();
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                if (owners.putIfAbsent("lock", id) == null) {
                    firsts.incrementAndGet();
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        assert firsts.get() == 1 : firsts.get() + " threads registered first";
        System.out.println("firsts=" + firsts.get() + " keys=" + owners.keySet());
    }
}
