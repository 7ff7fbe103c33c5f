// EXPECT: assertion
// A counter kept in a ConcurrentHashMap by get then put: the map is
// thread-safe, the read-modify-write is not, and an increment is lost.
import java.util.concurrent.ConcurrentHashMap;

public class ChmGetThenPut {
    public static void main(String[] args) throws InterruptedException {
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        counts.put("n", 0);
        Runnable inc = () -> counts.put("n", counts.get("n") + 1);
        Thread a = new Thread(inc);
        Thread b = new Thread(inc);
        a.start();
        b.start();
        a.join();
        b.join();
        assert counts.get("n") == 2 : "lost update: n=" + counts.get("n");
        System.out.println(counts);
    }
}
