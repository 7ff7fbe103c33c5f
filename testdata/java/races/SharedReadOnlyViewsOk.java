// EXPECT: ok
// MODES: all
// RUN: java
// Two threads only read objects main built before starting them: they
// iterate one HashSet, take the key set and entries of a HashMap, a
// Map.of map and an unmodifiable map, print one BigDecimal and ask one
// BigInteger's bit length and one URI's hash. Each of those fills a
// cache field of the JDK's on first use (a map's views, the decimal's
// string, the bit length, the hash) without a lock: the JDK's racy
// single-check idiom, which is safe since what they cache is immutable
// or an equal value. No data race of the program's.
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReferenceArray;

public class SharedReadOnlyViewsOk {
    static Set<String> words = new HashSet<>(List.of("a", "b", "c"));
    static Map<String, Integer> counts = new HashMap<>(Map.of("a", 1, "b", 2));
    static Map<String, Integer> fixed = Map.of("x", 1, "y", 2);
    static Map<String, Integer> frozen = Collections.unmodifiableMap(new HashMap<>(Map.of("p", 3)));
    static BigDecimal price = new BigDecimal("12.50");
    static BigInteger big = BigInteger.valueOf(1000);
    static URI home = URI.create("https://example.org/a");

    static String look() {
        int n = 0;
        for (String w : words) {
            n += w.length();
        }
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            n += e.getValue();
        }
        n += counts.keySet().size() + fixed.keySet().size() + frozen.entrySet().size() + frozen.values().size();
        return n + " " + price + " " + big.bitLength() + " " + home.hashCode();
    }

    public static void main(String[] args) throws InterruptedException {
        AtomicReferenceArray<String> seen = new AtomicReferenceArray<>(2);
        Thread a = new Thread(() -> seen.set(0, look()));
        Thread b = new Thread(() -> seen.set(1, look()));
        a.start();
        b.start();
        a.join();
        b.join();
        assert seen.get(0).equals(seen.get(1)) : seen.get(0) + " / " + seen.get(1);
        System.out.println(seen.get(0).equals(look()));
    }
}
