// EXPECT: assertion
// Check-then-act on a synchronized map: containsKey and put are each
// synchronized (so LD' holds) but the compound is not atomic, and both
// threads can see the key absent and insert it: the assertion fails.
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

public class CheckThenActMap {
    public static void main(String[] args) throws InterruptedException {
        Map<String, String> owners = Collections.synchronizedMap(new HashMap<>());
        Runnable claim = () -> {
            String me = Thread.currentThread().getName();
            if (!owners.containsKey("slot")) {
                String previous = owners.put("slot", me);
                assert previous == null : "slot claimed twice: by " + previous + " and " + me;
            }
        };
        Thread a = new Thread(claim, "a");
        Thread b = new Thread(claim, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("slot owned: " + owners.containsKey("slot"));
    }
}
