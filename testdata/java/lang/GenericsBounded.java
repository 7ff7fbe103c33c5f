// EXPECT: ok
// COMPARE: java
// Generics: bounded type parameters (<T extends Comparable<? super T>>), wildcards (? extends / ? super, PECS copy),
// generic methods with explicit type arguments, recursive bounds, static nested generic classes, and generic default methods.
import java.util.*;
import java.util.function.Function;

public class GenericsBounded {
    static <T extends Comparable<? super T>> T max(Collection<? extends T> items) {
        Iterator<? extends T> it = items.iterator();
        T best = it.next();
        while (it.hasNext()) {
            T x = it.next();
            if (x.compareTo(best) > 0) best = x;
        }
        return best;
    }

    static double sum(List<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static <T> void copy(List<? super T> dst, List<? extends T> src) {
        for (T t : src) dst.add(t);
    }

    static void fillInts(List<? super Integer> out, int n) {
        for (int i = 0; i < n; i++) out.add(i);
    }

    static <K, V extends Comparable<V>> K argMax(Map<K, V> m) {
        K best = null;
        V bv = null;
        for (Map.Entry<K, V> e : m.entrySet()) {
            if (bv == null || e.getValue().compareTo(bv) > 0) {
                best = e.getKey();
                bv = e.getValue();
            }
        }
        return best;
    }

    interface Container<T> extends Iterable<T> {
        void add(T t);

        default <R> List<R> mapTo(Function<? super T, ? extends R> f) {
            List<R> out = new ArrayList<>();
            for (T t : this) out.add(f.apply(t));
            return out;
        }

        default <C extends Collection<T>> C into(C target) {
            for (T t : this) target.add(t);
            return target;
        }
    }

    static class Stack<T> implements Container<T> {
        private Object[] data = new Object[2];
        private int size;

        public void add(T t) {
            if (size == data.length) data = Arrays.copyOf(data, size * 2);
            data[size++] = t;
        }

        @SuppressWarnings("unchecked")
        T pop() {
            T t = (T) data[--size];
            data[size] = null;
            return t;
        }

        public Iterator<T> iterator() {
            return new Iterator<>() {
                int i = size - 1;

                public boolean hasNext() { return i >= 0; }

                @SuppressWarnings("unchecked")
                public T next() { return (T) data[i--]; }
            };
        }
    }

    static final class Pair<A extends Comparable<A>, B> implements Comparable<Pair<A, B>> {
        final A a;
        final B b;

        Pair(A a, B b) { this.a = a; this.b = b; }

        public int compareTo(Pair<A, B> o) { return a.compareTo(o.a); }

        @Override
        public String toString() { return "<" + a + "," + b + ">"; }
    }

    abstract static class Builder<SELF extends Builder<SELF>> {
        protected final StringBuilder sb = new StringBuilder();

        @SuppressWarnings("unchecked")
        SELF with(String s) { sb.append(s).append(';'); return (SELF) this; }
    }

    static final class HtmlBuilder extends Builder<HtmlBuilder> {
        HtmlBuilder bold(String s) { sb.append("<b>").append(s).append("</b>;"); return this; }

        String build() { return sb.toString(); }
    }

    public static void main(String[] args) {
        System.out.println("max ints=" + max(List.of(3, 9, 2)) + " max strings=" + max(Set.of("pear", "apple", "zucchini")));
        System.out.println("sum mixed numbers=" + sum(List.of(1, 2.5, 3L, (short) 4, 1.5f)));
        List<Object> sink = new ArrayList<>();
        copy(sink, List.of("a", "b"));
        GenericsBounded.<Number>copy(sink, List.of(1, 2.0));
        fillInts(sink, 3);
        System.out.println("PECS sink=" + sink);
        Map<String, Double> scores = new TreeMap<>(Map.of("ann", 3.5, "bob", 9.25, "cy", 7.0));
        System.out.println("argMax=" + argMax(scores) + " empty=" + argMax(new HashMap<String, Integer>()));
        Stack<String> st = new Stack<>();
        for (String s : "a bb ccc dddd e".split(" ")) st.add(s);
        System.out.println("mapTo lengths=" + st.mapTo(String::length) + " into TreeSet=" + st.into(new TreeSet<>()) + " pop=" + st.pop());
        List<Pair<String, Integer>> pairs = new ArrayList<>(List.of(new Pair<>("m", 1), new Pair<>("c", 2), new Pair<>("x", 3)));
        Collections.sort(pairs);
        System.out.println("sorted pairs=" + pairs + " max=" + max(pairs));
        System.out.println("self-typed builder: " + new HtmlBuilder().with("a").bold("b").with("c").build());
        List<? extends Number> ro = List.of(1, 2, 3);
        Number first = ro.get(0);
        List<?> unknown = List.of("q", 1, 'c');
        System.out.println("wildcard reads: " + first + " " + unknown.size() + " " + unknown.get(2));
        Map<String, List<Map<Integer, String>>> deep = new HashMap<>();
        deep.computeIfAbsent("k", k -> new ArrayList<>()).add(Map.of(1, "one"));
        System.out.println("nested generic: " + deep);
        System.out.println("explicit type witness: " + Collections.<String>emptyList().size() + " " + GenericsBounded.<Integer>max(List.of(-1, -5)));
    }
}
