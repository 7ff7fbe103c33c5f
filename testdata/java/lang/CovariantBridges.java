// EXPECT: ok
// COMPARE: java
// Covariant return types and compiler-generated bridge methods: calling through the supertype, a generic
// interface implemented with a concrete type (Comparable<T>, Function), and a raw call reaching the bridge (CCE).
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;

public class CovariantBridges {
    static class Animal {
        Animal reproduce() {
            return new Animal();
        }

        String name() {
            return "Animal";
        }
    }

    static class Sheep extends Animal {
        @Override
        Sheep reproduce() {            // covariant: bridge Animal reproduce() generated
            return new Sheep();
        }

        @Override
        String name() {
            return "Sheep";
        }
    }

    static class Version implements Comparable<Version> {
        final int major, minor;

        Version(int major, int minor) {
            this.major = major;
            this.minor = minor;
        }

        @Override
        public int compareTo(Version o) {     // bridge compareTo(Object) generated
            return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
        }

        @Override
        public String toString() {
            return major + "." + minor;
        }
    }

    interface Box<T> {
        T get();

        void set(T t);
    }

    static class IntBox implements Box<Integer> {
        private Integer v = 0;

        public Integer get() {
            return v;
        }

        public void set(Integer t) {
            v = t;
        }
    }

    static class Length implements Function<String, Integer> {
        public Integer apply(String s) {
            return s.length();
        }
    }

    public static void main(String[] args) {
        Animal a = new Sheep();
        Animal child = a.reproduce();
        System.out.println("child via Animal ref: " + child.name() + " " + child.getClass().getSimpleName());
        Sheep dolly = new Sheep().reproduce();
        System.out.println("child via Sheep ref: " + dolly.name());

        List<Version> versions = new ArrayList<>(List.of(new Version(1, 10), new Version(1, 2), new Version(0, 9), new Version(2, 0)));
        Collections.sort(versions);                 // calls compareTo(Object) bridge
        System.out.println("sorted versions: " + versions + " max=" + Collections.max(versions));

        @SuppressWarnings({"rawtypes", "unchecked"})
        Comparable raw = new Version(1, 0);
        try {
            raw.compareTo("not a version");
        } catch (ClassCastException e) {
            System.out.println("bridge cast failed: ClassCastException");
        }

        Box<Integer> box = new IntBox();
        box.set(41);
        box.set(box.get() + 1);
        System.out.println("box = " + box.get());
        @SuppressWarnings({"rawtypes", "unchecked"})
        Box rawBox = box;
        try {
            rawBox.set("string");
            System.out.println("no exception?");
        } catch (ClassCastException e) {
            System.out.println("raw set through bridge: ClassCastException");
        }

        Function<String, Integer> len = new Length();
        Function<String, String> composed = len.andThen(n -> "#".repeat(n));
        System.out.println("apply: " + len.apply("hello") + " composed: " + composed.apply("abc"));
        System.out.println("lambda composed twice: " + len.andThen(n -> n * 2).compose((String t) -> t + t).apply("xy"));
    }
}
