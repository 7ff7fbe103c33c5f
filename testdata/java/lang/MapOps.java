// EXPECT: ok
// COMPARE: java
// HashMap and LinkedHashMap operations: put/get/getOrDefault/putIfAbsent/merge/compute/computeIfAbsent/
// computeIfPresent/replaceAll/remove(k,v), entrySet iteration and setValue, null keys/values, insertion order.
import java.util.*;

public class MapOps {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        System.out.println("put new=" + m.put("a", 1) + " put again=" + m.put("a", 2) + " get=" + m.get("a") + " missing=" + m.get("zz")
            + " getOrDefault=" + m.getOrDefault("zz", -1));
        System.out.println("putIfAbsent existing=" + m.putIfAbsent("a", 99) + " new=" + m.putIfAbsent("b", 5) + " -> " + m);
        for (String w : "to be or not to be that is the question to".split(" ")) {
            m.merge(w, 1, Integer::sum);
        }
        System.out.println("after merge counts: " + new TreeMap<>(m));
        m.compute("be", (k, v) -> v == null ? 0 : v * 100);
        m.compute("new", (k, v) -> v == null ? k.length() : v + 1);
        m.computeIfPresent("or", (k, v) -> null);            // removes "or"
        m.computeIfAbsent("list", k -> 42);
        m.computeIfAbsent("a", k -> -1);                     // already present: not called
        System.out.println("after compute*: " + new TreeMap<>(m));
        System.out.println("remove(to, 1)=" + m.remove("to", 1) + " remove(to, 3)=" + m.remove("to", 3) + " replace(is, 7)=" + m.replace("is", 7)
            + " replace(nope, 1)=" + m.replace("nope", 1));
        m.replaceAll((k, v) -> v + k.length());
        System.out.println("replaceAll: " + new TreeMap<>(m));
        int total = 0;
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            if (e.getKey().length() <= 2) {
                e.setValue(0);
            }
            total += e.getValue();
        }
        System.out.println("after setValue: " + new TreeMap<>(m) + " total=" + total);
        m.keySet().removeIf(k -> k.startsWith("t"));
        m.values().removeIf(v -> v == 0);
        System.out.println("after view removals: " + new TreeMap<>(m) + " size=" + m.size());

        Map<String, String> nulls = new HashMap<>();
        nulls.put(null, "null-key");
        nulls.put("k", null);
        System.out.println("null key get=" + nulls.get(null) + " containsKey(k)=" + nulls.containsKey("k") + " get(k)=" + nulls.get("k")
            + " getOrDefault(k)=" + nulls.getOrDefault("k", "dflt") + " merge into null value=" + nulls.merge("k", "v", String::concat));

        Map<String, Integer> linked = new LinkedHashMap<>();
        for (String s : new String[] {"zebra", "apple", "mango", "kiwi", "apple", "banana"}) {
            linked.merge(s, 1, Integer::sum);
        }
        linked.remove("mango");
        linked.put("mango", 9);                               // re-inserted at the end
        System.out.println("LinkedHashMap insertion order: " + linked);
        StringBuilder keys = new StringBuilder();
        for (String k : linked.keySet()) keys.append(k.charAt(0));
        System.out.println("keys initials: " + keys + " values: " + linked.values());

        Map<Integer, String> ints = new HashMap<>();
        for (int i = 20; i >= 0; i -= 3) {
            ints.put(i * 7, "v" + i);
        }
        System.out.println("HashMap<Integer> iteration: " + ints);
        Map<String, List<Integer>> multi = new TreeMap<>();
        int[] nums = {5, 12, 7, 30, 18, 1, 22};
        for (int n : nums) {
            multi.computeIfAbsent(n % 2 == 0 ? "even" : "odd", k -> new ArrayList<>()).add(n);
        }
        System.out.println("multimap: " + multi);
        Map<String, Integer> copy = new HashMap<>(linked);
        System.out.println("copy equals: " + copy.equals(linked) + " Map.copyOf size: " + Map.copyOf(copy).size()
            + " entry: " + Map.entry("x", 1) + " containsValue(9): " + copy.containsValue(9));
    }
}
