// EXPECT: ok
// COMPARE: java
// Lambdas javac links with LambdaMetafactory.altMetafactory: serializable lambdas and method
// references (intersection casts with Serializable), marker interfaces, and functional interfaces
// that inherit their method with another erasure (bridge methods), capturing and not.
import java.io.Serializable;
import java.util.Arrays;
import java.util.Comparator;
import java.util.function.Function;
import java.util.function.Supplier;

public class LambdaAltMetafactory {
    interface Marker {}
    interface Other {}
    interface Named<T> { T name(); }
    interface StringNamed extends Named<String> { String name(); }
    interface Transformer<A, B> { B apply(A a); }
    interface IntToString extends Transformer<Integer, String> { String apply(Integer i); }
    interface Both extends Named<Object>, Supplier<Object> { String name(); default Object get() { return "get:" + name(); } }

    static String interfaces(Object o) {
        return Arrays.toString(Arrays.stream(o.getClass().getInterfaces()).map(Class::getSimpleName).toArray());
    }

    static String twice(String s) { return s + s; }

    public static void main(String[] args) {
        int k = 21;
        Supplier<Integer> ser = (Supplier<Integer> & Serializable) () -> k * 2;
        Function<String, String> serRef = (Function<String, String> & Serializable) LambdaAltMetafactory::twice;
        Runnable marked = (Runnable & Marker & Other) () -> System.out.println("marked runs");
        Comparator<String> byLength = (Comparator<String> & Serializable) (a, b) -> a.length() - b.length();
        System.out.println(ser.get() + " " + (ser instanceof Serializable) + " " + interfaces(ser));
        System.out.println(serRef.apply("ab") + " " + (serRef instanceof Serializable) + " " + interfaces(serRef));
        marked.run();
        System.out.println((marked instanceof Marker) + " " + (marked instanceof Other) + " " + (marked instanceof Serializable) + " " + interfaces(marked));
        System.out.println(byLength.compare("aaa", "b") + " " + byLength.reversed().compare("aaa", "b"));

        StringNamed sn = () -> "bridged";
        Named<String> asNamed = sn;
        System.out.println(sn.name() + " " + asNamed.name() + " " + interfaces(sn));
        String prefix = "n=";
        IntToString its = i -> prefix + i;
        Transformer<Integer, String> asTransformer = its;
        System.out.println(its.apply(3) + " " + asTransformer.apply(4));
        Both both = () -> "both";
        Named<Object> n = both;
        Supplier<Object> s = both;
        System.out.println(both.name() + " " + n.name() + " " + s.get());
        StringNamed serBridged = (StringNamed & Serializable) () -> "ser+bridge " + k;
        Named<String> serNamed = serBridged;
        System.out.println(serNamed.name() + " " + (serBridged instanceof Serializable));
        try {
            Named<?> raw = sn;
            @SuppressWarnings("unchecked")
            Named<Integer> wrong = (Named<Integer>) raw;
            Integer i = wrong.name();
            System.out.println("no exception " + i);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
    }
}
