// EXPECT: ok
// COMPARE: java
// A tiny LRU cache built on LinkedHashMap(accessOrder=true) overriding removeEldestEntry: get() refreshes
// recency, eviction order, hit/miss statistics, plus a memoised function using the cache.
import java.util.*;
import java.util.function.Function;

public class LruCache {
    static final class Lru<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;
        final List<K> evicted = new ArrayList<>();
        int hits, misses;

        Lru(int capacity) {
            super(16, 0.75f, true);
            this.capacity = capacity;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean evict = size() > capacity;
            if (evict) {
                evicted.add(eldest.getKey());
            }
            return evict;
        }

        V lookup(K key) {
            V v = get(key);
            if (v == null) misses++;
            else hits++;
            return v;
        }

        V computeCached(K key, Function<K, V> f) {
            V v = lookup(key);
            if (v == null) {
                v = f.apply(key);
                put(key, v);
            }
            return v;
        }
    }

    static int slowCalls;

    static Long slowSquare(Integer x) {
        slowCalls++;
        return (long) x * x;
    }

    public static void main(String[] args) {
        Lru<String, Integer> cache = new Lru<>(3);
        cache.put("a", 1);
        cache.put("b", 2);
        cache.put("c", 3);
        System.out.println("initial: " + cache);
        cache.get("a");                       // a becomes most recent
        System.out.println("after get(a): " + cache.keySet());
        cache.put("d", 4);                    // evicts b (least recently used)
        System.out.println("after put(d): " + cache + " evicted=" + cache.evicted);
        cache.put("c", 30);                   // update refreshes c
        cache.put("e", 5);                    // evicts a
        System.out.println("after put(c)/put(e): " + cache + " evicted=" + cache.evicted);
        cache.getOrDefault("zzz", -1);
        cache.containsKey("d");               // containsKey does not refresh
        cache.put("f", 6);
        System.out.println("after put(f): " + cache + " evicted=" + cache.evicted);

        Lru<Integer, Long> memo = new Lru<>(4);
        int[] requests = {1, 2, 3, 1, 4, 5, 1, 2, 6, 2, 2, 7, 1};
        StringBuilder sb = new StringBuilder();
        for (int r : requests) {
            sb.append(memo.computeCached(r, LruCache::slowSquare)).append(' ');
        }
        System.out.println("results: " + sb.toString().trim());
        System.out.println("hits=" + memo.hits + " misses=" + memo.misses + " slowCalls=" + slowCalls + " final order=" + memo.keySet()
            + " evicted=" + memo.evicted);

        LinkedHashMap<String, Integer> insertion = new LinkedHashMap<>();
        LinkedHashMap<String, Integer> access = new LinkedHashMap<>(8, 0.75f, true);
        for (String k : List.of("x", "y", "z")) {
            insertion.put(k, k.charAt(0) - 'a');
            access.put(k, k.charAt(0) - 'a');
        }
        insertion.get("x");
        access.get("x");
        insertion.put("y", 0);
        access.put("y", 0);
        System.out.println("insertion-order map: " + insertion.keySet() + " access-order map: " + access.keySet());
        Iterator<Map.Entry<String, Integer>> it = access.entrySet().iterator();
        Map.Entry<String, Integer> eldest = it.next();
        System.out.println("eldest in access order: " + eldest);
        Lru<Integer, String> tiny = new Lru<>(1);
        for (int i = 0; i < 5; i++) tiny.put(i, "v" + i);
        System.out.println("capacity-1 cache: " + tiny + " evicted " + tiny.evicted);
    }
}
