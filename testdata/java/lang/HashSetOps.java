// EXPECT: ok
// COMPARE: java
// HashSet/LinkedHashSet/TreeSet with String and Integer elements: add return values, contains, remove,
// set algebra (union/intersection/difference via addAll/retainAll/removeAll), iteration order and equality.
import java.util.*;

public class HashSetOps {
    public static void main(String[] args) {
        Set<String> s = new HashSet<>();
        System.out.println("add(apple)=" + s.add("apple") + " add(apple) again=" + s.add("apple") + " add(null)=" + s.add(null)
            + " contains(null)=" + s.contains(null) + " remove(null)=" + s.remove(null));
        Collections.addAll(s, "banana", "cherry", "date", "elderberry", "fig", "grape", "honeydew");
        System.out.println("HashSet<String> order: " + s + " size=" + s.size());
        Set<Integer> ints = new HashSet<>();
        for (int i = 0; i < 40; i += 3) {
            ints.add(i * i % 50);
        }
        System.out.println("HashSet<Integer> order: " + ints);
        Set<Integer> a = new TreeSet<>(List.of(1, 2, 3, 4, 5, 6));
        Set<Integer> b = new TreeSet<>(List.of(4, 5, 6, 7, 8));
        Set<Integer> union = new TreeSet<>(a);
        union.addAll(b);
        Set<Integer> inter = new TreeSet<>(a);
        inter.retainAll(b);
        Set<Integer> diff = new TreeSet<>(a);
        diff.removeAll(b);
        Set<Integer> sym = new TreeSet<>(union);
        sym.removeAll(inter);
        System.out.println("union=" + union + " intersection=" + inter + " a-b=" + diff + " symmetric=" + sym);
        System.out.println("containsAll: " + union.containsAll(a) + " " + a.containsAll(b) + " disjoint(diff, b)=" + Collections.disjoint(diff, b));

        Set<String> linked = new LinkedHashSet<>();
        for (String w : "one two three two one four five three".split(" ")) {
            linked.add(w);
        }
        System.out.println("LinkedHashSet keeps first-insertion order: " + linked);
        Set<String> tree = new TreeSet<>(linked);
        Set<String> hash = new HashSet<>(linked);
        System.out.println("TreeSet: " + tree + " equal sets: " + tree.equals(hash) + " " + hash.equals(linked) + " hash equal: "
            + (tree.hashCode() == linked.hashCode()));
        Set<Character> chars = new HashSet<>();
        for (char c : "mississippi".toCharArray()) {
            chars.add(c);
        }
        System.out.println("distinct chars of mississippi: " + chars + " size=" + chars.size());
        Set<Long> longs = new HashSet<>(List.of(1L << 33, 1L, -1L, 1L << 32 | 1, 100L));
        System.out.println("HashSet<Long>: " + longs + " contains(1L<<33)=" + longs.contains(1L << 33) + " contains(1 int)="
            + ((Set<?>) longs).contains(1));
        Set<Integer> big = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            big.add(i % 97);
        }
        int sum = 0;
        for (int v : big) sum += v;
        System.out.println("1000 adds mod 97 -> size " + big.size() + " sum " + sum);
        big.removeIf(v -> v % 10 != 0);
        System.out.println("multiples of ten left: " + big);
        Iterator<String> it = s.iterator();
        int removed = 0;
        while (it.hasNext()) {
            if (it.next().length() > 5) {
                it.remove();
                removed++;
            }
        }
        System.out.println("removed " + removed + " long names -> " + s);
        Set<List<Integer>> listSet = new HashSet<>();
        listSet.add(List.of(1, 2));
        listSet.add(Arrays.asList(1, 2));
        listSet.add(new ArrayList<>(List.of(2, 1)));
        System.out.println("set of lists size=" + listSet.size());
        Set<String> imm = Set.of("x", "y", "z");
        System.out.println("Set.of sorted copy: " + new TreeSet<>(imm) + " contains y: " + imm.contains("y"));
    }
}
