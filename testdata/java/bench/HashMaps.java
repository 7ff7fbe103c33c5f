// EXPECT: ok
// COMPARE: java
// CPU-bound benchmark: HashMap insertion, lookup and iteration with boxed keys.
import java.util.HashMap;
import java.util.Map;

public class HashMaps {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        Map<Integer, Integer> m = new HashMap<>();
        for (int i = 0; i < n; i++) {
            m.merge(i % 5000, i, Integer::sum);
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            Integer v = m.get(i % 7000);
            if (v != null) total += v;
        }
        for (Map.Entry<Integer, Integer> e : m.entrySet()) {
            total ^= e.getKey() * 31L + e.getValue();
        }
        System.out.println(m.size() + " " + total);
    }
}
