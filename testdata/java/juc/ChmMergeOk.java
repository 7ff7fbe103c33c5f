// EXPECT: ok
// RUN: java
// Word counts with merge and computeIfAbsent(...).incrementAndGet(): both
// are atomic per key, so the counts are exact whatever the interleaving.
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public class ChmMergeOk {
    public static void main(String[] args) throws InterruptedException {
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        ConcurrentHashMap<String, AtomicInteger> hits = new ConcurrentHashMap<>();
        String[][] words = {{"a", "b"}, {"b", "a"}};
        Thread[] ts = new Thread[words.length];
        for (int i = 0; i < ts.length; i++) {
            final String[] mine = words[i];
            ts[i] = new Thread(() -> {
                for (String w : mine) {
                    counts.merge(w, 1, Integer::sum);
                    hits.computeIfAbsent(w, k -> new AtomicInteger()).incrementAndGet();
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        Map<String, Integer> sorted = new TreeMap<>(counts);
        assert sorted.get("a") == 2 && sorted.get("b") == 2 : sorted;
        assert hits.get("a").get() == 2 && hits.get("b").get() == 2 : hits;
        System.out.println(sorted);
    }
}
