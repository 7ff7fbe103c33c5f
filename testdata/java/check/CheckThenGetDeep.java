// EXPECT: exception
// Check-then-get on a synchronized map, deep in the run: a reader looks a
// key up three times (containsKey, then get unboxed to int) while a writer
// updates it twice and then removes it. Only when the removal falls between
// a containsKey and its get does the unboxing throw NullPointerException.
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

public class CheckThenGetDeep {
    public static void main(String[] args) throws InterruptedException {
        Map<String, Integer> stock = Collections.synchronizedMap(new HashMap<>());
        stock.put("apple", 1);
        Thread reader = new Thread(() -> {
            int total = 0;
            for (int i = 0; i < 3; i++) {
                if (stock.containsKey("apple")) {
                    int n = stock.get("apple"); // BUG: the key may be gone by now
                    total += n;
                }
            }
            System.out.println("reader saw " + (total >= 0 ? "stock" : "?"));
        }, "reader");
        Thread writer = new Thread(() -> {
            stock.put("apple", 2);
            stock.put("apple", 3);
            stock.remove("apple");
        }, "writer");
        reader.start();
        writer.start();
        reader.join();
        writer.join();
        System.out.println("done");
    }
}
