// EXPECT: ok
// COMPARE: java
// Enhanced for over arrays, lists, maps (entrySet) and a custom Iterable; `var` for locals, loop variables
// and lambda parameters; an Iterator whose default remove() throws UnsupportedOperationException.
import java.util.*;
import java.util.function.BiFunction;

public class IterablesAndVar {
    static final class Range implements Iterable<Integer> {
        private final int from, to, step;

        Range(int from, int to, int step) {
            this.from = from;
            this.to = to;
            this.step = step;
        }

        @Override
        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                int next = from;

                @Override
                public boolean hasNext() {
                    return step > 0 ? next < to : next > to;
                }

                @Override
                public Integer next() {
                    if (!hasNext()) throw new NoSuchElementException("range exhausted at " + next);
                    int v = next;
                    next += step;
                    return v;
                }
            };
        }
    }

    static final class Fib implements Iterable<Long> {
        private final int count;

        Fib(int count) {
            this.count = count;
        }

        public Iterator<Long> iterator() {
            return new Iterator<>() {
                long a = 0, b = 1;
                int produced;

                public boolean hasNext() { return produced < count; }

                public Long next() {
                    long r = a;
                    a = b;
                    b = r + b;
                    produced++;
                    return r;
                }
            };
        }
    }

    public static void main(String[] args) {
        var numbers = new int[] {3, 1, 4, 1, 5, 9, 2, 6};
        var sum = 0;
        for (var n : numbers) sum += n;
        System.out.println("var array sum = " + sum);
        var list = new ArrayList<String>();
        list.add("alpha");
        list.add("beta");
        for (var s : list) System.out.println("  item " + s + " (" + s.getClass().getSimpleName() + ")");
        var map = new TreeMap<String, List<Integer>>();
        map.put("odd", List.of(1, 3, 5));
        map.put("even", List.of(2, 4));
        for (var e : map.entrySet()) {
            var total = 0;
            for (int v : e.getValue()) total += v;
            System.out.println("  " + e.getKey() + " -> " + e.getValue() + " total " + total);
        }
        StringBuilder sb = new StringBuilder();
        for (int x : new Range(0, 20, 3)) sb.append(x).append(' ');
        System.out.println("Range(0,20,3): " + sb.toString().trim());
        sb.setLength(0);
        for (Integer x : new Range(10, 0, -4)) sb.append(x).append(' ');
        System.out.println("Range(10,0,-4): " + sb.toString().trim());
        sb.setLength(0);
        for (long f : new Fib(15)) sb.append(f).append(' ');
        System.out.println("Fib(15): " + sb.toString().trim());
        Iterator<Integer> it = new Range(0, 2, 1).iterator();
        it.next();
        try {
            it.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("default Iterator.remove: UnsupportedOperationException " + e.getMessage());
        }
        it.next();
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted: " + e.getMessage());
        }
        BiFunction<Integer, Integer, Integer> add = (var a, var b) -> a + b;
        System.out.println("var lambda params: " + add.apply(20, 22));
        var anon = new Object() {
            int hits = 0;

            void hit() { hits++; }
        };
        anon.hit();
        anon.hit();
        System.out.println("var keeps anonymous type: hits=" + anon.hits);
        char[][] grid = {"ab".toCharArray(), "cd".toCharArray()};
        for (char[] row : grid) {
            for (char c : row) System.out.print(Character.toUpperCase(c));
        }
        System.out.println();
        Iterable<String> lambdaIterable = () -> List.of("from", "lambda").iterator();
        for (String s : lambdaIterable) System.out.print(s + " ");
        System.out.println();
        new Range(1, 4, 1).forEach(i -> System.out.print("[" + i + "]"));
        System.out.println();
        Spliterator<Integer> sp = new Range(0, 5, 1).spliterator();
        sp.tryAdvance(i -> System.out.println("spliterator first: " + i));
        var copy = new ArrayList<Integer>();
        new Range(0, 3, 1).iterator().forEachRemaining(copy::add);
        System.out.println("forEachRemaining: " + copy);
    }
}
