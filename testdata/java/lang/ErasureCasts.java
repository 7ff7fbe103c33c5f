// EXPECT: ok
// COMPARE: java
// Type erasure: raw types and heap pollution, ClassCastException surfacing only at the use site (with its message),
// casts of generic arrays, instanceof with erased types, and ClassCastException messages for user and JDK classes.
import java.util.*;

public class ErasureCasts {
    static class Animal {}

    static class Dog extends Animal {}

    static class Cat extends Animal {}

    @SuppressWarnings("unchecked")
    static <T> T unsafeCast(Object o) {
        return (T) o;                       // erased: no check here
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static void pollute(List list) {
        list.add(42);
    }

    public static void main(String[] args) {
        List<String> strings = new ArrayList<>(List.of("ok"));
        pollute(strings);
        System.out.println("size after pollution=" + strings.size() + " toString=" + strings);
        Object raw = strings.get(1);        // no cast needed to Object: fine
        System.out.println("as Object: " + raw + " class=" + raw.getClass().getName());
        try {
            String s = strings.get(1);      // checkcast inserted here
            System.out.println("unexpected " + s);
        } catch (ClassCastException e) {
            System.out.println("CCE at use site: " + e.getMessage());
        }
        try {
            int len = 0;
            for (String s : strings) len += s.length();
            System.out.println("len " + len);
        } catch (ClassCastException e) {
            System.out.println("CCE in for-each: " + e.getMessage());
        }
        Integer n = unsafeCast(7);
        System.out.println("unsafeCast ok when right: " + (n + 1));
        try {
            String bad = unsafeCast(7);
            System.out.println(bad);
        } catch (ClassCastException e) {
            System.out.println("unsafeCast wrong: " + e.getMessage());
        }
        Object obj = ErasureCasts.<String>unsafeCast(3.5);   // target Object: no checkcast at all
        System.out.println("no checkcast when target is Object: " + obj);

        Animal a = new Dog();
        try {
            Cat c = (Cat) a;
            System.out.println(c);
        } catch (ClassCastException e) {
            System.out.println("user classes: " + e.getMessage());
        }
        Object[] objs = new Integer[] {1, 2};
        try {
            String[] ss = (String[]) objs;
            System.out.println(ss.length);
        } catch (ClassCastException e) {
            System.out.println("array cast: " + e.getMessage());
        }
        Object[] sarr = new String[] {"x"};
        String[] back = (String[]) sarr;
        System.out.println("valid array downcast: " + back[0] + " " + (sarr instanceof String[]) + " " + (sarr instanceof Object[]));
        Object prim = new int[] {1};
        System.out.println("int[] instanceof Object[]: " + (prim instanceof Object[]) + ", class " + prim.getClass().getName()
            + ", String[][] class " + new String[0][0].getClass().getName());
        List<Integer> li = new ArrayList<>();
        List<String> ls = new ArrayList<>();
        System.out.println("same runtime class: " + (li.getClass() == ls.getClass()) + " instanceof List<?>: " + (li instanceof List<?>));
        Map<String, Object> config = new HashMap<>();
        config.put("port", "8080");
        try {
            int port = (Integer) config.get("port");
            System.out.println(port);
        } catch (ClassCastException e) {
            System.out.println("config cast: " + e.getMessage());
        }
        try {
            Object num = Long.valueOf(5);
            Integer i = (Integer) num;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println("Long to Integer: " + e.getMessage());
        }
        Comparable<?>[] comps = {"s", 1, 2.0};
        int ok = 0;
        for (Comparable<?> c : comps) {
            if (c instanceof Number) ok++;
        }
        System.out.println("numbers among comparables: " + ok);
        try {
            TreeSet<Object> ts = new TreeSet<>();
            ts.add("a");
            ts.add(1);
        } catch (ClassCastException e) {
            System.out.println("TreeSet mixed types: ClassCastException");
        }
    }
}
