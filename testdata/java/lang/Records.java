// EXPECT: ok
// COMPARE: java
// Records: generated toString/equals/hashCode/accessors, compact constructors that validate and normalise,
// extra constructors, static factory methods and fields, records implementing interfaces, records as map/set keys.
import java.util.*;

public class Records {
    record Point(int x, int y) {
        static final Point ORIGIN = new Point(0, 0);

        static Point of(int x, int y) {
            return x == 0 && y == 0 ? ORIGIN : new Point(x, y);
        }

        Point plus(Point o) {
            return new Point(x + o.x, y + o.y());
        }

        double dist() {
            return Math.sqrt(x * x + y * y);
        }
    }

    record Range(int lo, int hi) {
        Range {                                   // compact constructor
            if (lo > hi) {
                throw new IllegalArgumentException("lo > hi: " + lo + " > " + hi);
            }
        }

        Range(int single) {
            this(single, single);
        }

        int length() {
            return hi - lo;
        }
    }

    record Name(String first, String last) implements Comparable<Name> {
        Name {
            first = first.strip();
            last = last.strip().toUpperCase();
        }

        @Override
        public int compareTo(Name o) {
            int c = last.compareTo(o.last);
            return c != 0 ? c : first.compareTo(o.first);
        }
    }

    record Pair<A, B>(A first, B second) {
        <C> Pair<A, C> withSecond(C c) {
            return new Pair<>(first, c);
        }
    }

    record Wrapper(int[] data, List<String> tags, double d, Object nothing) {}

    record Money(long cents) {
        @Override
        public String toString() {
            return String.format("$%d.%02d", cents / 100, cents % 100);
        }
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4), q = Point.of(3, 4);
        System.out.println(p + " equals " + q + ": " + p.equals(q) + ", == " + (p == q) + ", hash equal " + (p.hashCode() == q.hashCode()));
        System.out.println("x=" + p.x() + " y=" + p.y() + " dist=" + p.dist() + " plus=" + p.plus(new Point(-3, 1)) + " origin same: "
            + (Point.of(0, 0) == Point.ORIGIN));
        System.out.println(new Range(2, 9) + " length " + new Range(2, 9).length() + ", single " + new Range(5));
        try {
            new Range(9, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("compact constructor rejected: " + e.getMessage());
        }
        List<Name> names = new ArrayList<>(List.of(new Name(" ada ", "lovelace"), new Name("alan", " turing"), new Name("grace", "hopper"),
            new Name("alan", "kay")));
        Collections.sort(names);
        System.out.println("sorted names: " + names);
        System.out.println("normalised equals: " + new Name("x", "y").equals(new Name(" x", "Y ")));
        Pair<String, Integer> pair = new Pair<>("k", 1);
        Pair<String, List<Integer>> p2 = pair.withSecond(List.of(1, 2));
        System.out.println(pair + " " + p2 + " " + p2.second().size());
        Wrapper w = new Wrapper(new int[] {1}, List.of("a"), -0.0, null);
        String ws = w.toString();
        System.out.println("wrapper toString has array identity, prefix: " + ws.substring(0, ws.indexOf('[')) + " ... tags=" + w.tags()
            + " d=" + w.d() + " nothing=" + w.nothing());
        System.out.println("record with -0.0 vs 0.0 equal? " + new Wrapper(null, null, -0.0, null).equals(new Wrapper(null, null, 0.0, null))
            + ", NaN equal? " + new Wrapper(null, null, Double.NaN, null).equals(new Wrapper(null, null, Double.NaN, null)));
        System.out.println("custom toString: " + new Money(12345) + " " + new Money(7));

        Map<Point, String> grid = new HashMap<>();
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                grid.put(new Point(i, j), "" + (char) ('a' + i * 3 + j));
            }
        }
        System.out.println("grid lookup (1,2)=" + grid.get(new Point(1, 2)) + " size=" + grid.size());
        Set<Pair<String, Integer>> set = new HashSet<>();
        set.add(new Pair<>("a", 1));
        set.add(new Pair<>("a", 1));
        set.add(new Pair<>("a", 2));
        System.out.println("pair set size=" + set.size());
        TreeMap<Name, Integer> ages = new TreeMap<>();
        ages.put(new Name("grace", "hopper"), 85);
        ages.put(new Name("ada", "lovelace"), 36);
        System.out.println("TreeMap with record keys: " + ages);
        System.out.println("hashCodes: " + new Point(1, 2).hashCode() + " " + new Range(1, 2).hashCode() + " " + new Pair<>("a", 1).hashCode()
            + " " + new Name("a", "b").hashCode());
        System.out.println("isRecord-free check, class: " + p.getClass().getSimpleName());
    }
}
