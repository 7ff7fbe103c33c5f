// EXPECT: ok
// COMPARE: java
// equals/hashCode overrides used by HashMap and HashSet: value objects as keys, a mutable key that breaks
// lookup after mutation, equals without hashCode in a List, List keys and IdentityHashMap vs HashMap.
import java.util.*;

public class EqualsHashCode {
    static final class Point {
        final int x, y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }

        @Override
        public int hashCode() {
            return 31 * x + y;
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    static class MutableKey {
        int id;

        MutableKey(int id) {
            this.id = id;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof MutableKey && ((MutableKey) o).id == id;
        }

        @Override
        public int hashCode() {
            return Integer.hashCode(id);
        }

        @Override
        public String toString() {
            return "K" + id;
        }
    }

    static class NoHash {
        final String v;

        NoHash(String v) {
            this.v = v;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof NoHash && ((NoHash) o).v.equals(v);
        }
        // hashCode not overridden: only usable where equals alone matters
    }

    public static void main(String[] args) {
        Map<Point, String> names = new HashMap<>();
        names.put(new Point(0, 0), "origin");
        names.put(new Point(1, 2), "a");
        names.put(new Point(1, 2), "a-replaced");
        names.put(new Point(2, 1), "b");
        System.out.println("size=" + names.size() + " get(1,2)=" + names.get(new Point(1, 2)) + " get(5,5)=" + names.get(new Point(5, 5)));
        System.out.println("containsKey(0,0)=" + names.containsKey(new Point(0, 0)) + " map=" + new TreeMap<>(Map.of("k", names.get(new Point(2, 1)))));
        Set<Point> set = new HashSet<>();
        for (int i = 0; i < 20; i++) {
            set.add(new Point(i % 4, i % 3));
        }
        System.out.println("distinct points: " + set.size());
        List<Point> sorted = new ArrayList<>(set);
        sorted.sort(Comparator.comparingInt((Point p) -> p.x).thenComparingInt(p -> p.y));
        System.out.println("sorted: " + sorted);

        MutableKey k = new MutableKey(1);
        Map<MutableKey, String> m = new HashMap<>();
        m.put(k, "one");
        k.id = 99;
        System.out.println("after mutation get(k)=" + m.get(k) + " get(K1)=" + m.get(new MutableKey(1)) + " containsValue=" + m.containsValue("one")
            + " size=" + m.size());

        System.out.println("equals-only: equals=" + new NoHash("x").equals(new NoHash("x")));
        List<NoHash> list = new ArrayList<>(List.of(new NoHash("y")));
        System.out.println("List.contains uses equals only: " + list.contains(new NoHash("y")) + " indexOf=" + list.indexOf(new NoHash("y")));

        System.out.println("Objects.equals(null,null)=" + Objects.equals(null, null) + " Point.equals(null)=" + new Point(1, 1).equals(null)
            + " equals(String)=" + new Point(1, 1).equals("(1,1)"));
        Map<List<Integer>, String> listKeys = new HashMap<>();
        listKeys.put(List.of(1, 2), "list12");
        System.out.println("list as key: " + listKeys.get(new ArrayList<>(Arrays.asList(1, 2))) + " " + listKeys.get(new LinkedList<>(List.of(2, 1))));
        String s1 = "hello", s2 = new String("hello");
        Map<String, Integer> identity = new IdentityHashMap<>();
        identity.put(s1, 1);
        identity.put(s2, 2);
        Map<String, Integer> normal = new HashMap<>();
        normal.put(s1, 1);
        normal.put(s2, 2);
        System.out.println("IdentityHashMap size=" + identity.size() + " HashMap size=" + normal.size() + " value=" + normal.get("hello"));
    }
}
