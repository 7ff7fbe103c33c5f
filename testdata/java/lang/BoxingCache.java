// EXPECT: ok
// COMPARE: java
// Autoboxing: Integer.valueOf cache (== true for 127, false for 128), Short/Long/Character/Boolean caches,
// unboxing in arithmetic and comparisons, boxed types in collections, remove(int) vs remove(Object), NPE on unboxing null.
import java.util.*;

public class BoxingCache {
    static Integer box(int x) {
        return x;                  // Integer.valueOf
    }

    public static void main(String[] args) {
        Integer a = 127, b = 127, c = 128, d = 128;
        System.out.println("127 == 127: " + (a == b) + ", 128 == 128: " + (c == d) + ", 128 equals: " + c.equals(d));
        System.out.println("-128 cached: " + (box(-128) == box(-128)) + ", -129 cached: " + (box(-129) == box(-129)));
        System.out.println("new-free valueOf(1000) == valueOf(1000): " + (Integer.valueOf(1000) == Integer.valueOf(1000))
            + ", intValue compare: " + (Integer.valueOf(1000).intValue() == Integer.valueOf(1000)));
        Long l1 = 127L, l2 = 127L, l3 = 1000L, l4 = 1000L;
        Short s1 = 100, s2 = 100;
        Character c1 = 'a', c2 = 'a', c3 = '\u00ff', c4 = '\u00ff';
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        Byte b1 = (byte) -1, b2 = (byte) -1;
        System.out.println("Long 127: " + (l1 == l2) + ", Long 1000: " + (l3 == l4) + ", Short 100: " + (s1 == s2) + ", Character a: " + (c1 == c2)
            + ", Character 255: " + (c3 == c4) + ", Boolean: " + (t1 == t2) + ", Byte: " + (b1 == b2));
        System.out.println("mixed compare c == 128 (unboxes): " + (c == 128) + ", c < d: " + (c < d) + ", c <= d: " + (c <= d));
        Integer sum = 0;
        for (int i = 0; i < 100; i++) {
            sum += i;                  // unbox, add, box each time
        }
        System.out.println("boxed accumulation: " + sum);
        Integer counter = 5;
        Integer before = counter;
        counter++;
        System.out.println("counter++ makes a new object: counter=" + counter + " before=" + before + " same=" + (counter == before));
        Double dbl = 1.5;
        double prim = dbl * 2;
        Object o = 42;
        Object od = 4.2;
        Object oc = 'x';
        Object ob = false;
        Object ol = 42L;
        System.out.println("unboxing: " + prim + " boxed kinds: " + o.getClass().getSimpleName() + " " + od.getClass().getSimpleName() + " "
            + oc.getClass().getSimpleName() + " " + ob.getClass().getSimpleName() + " " + ol.getClass().getSimpleName());
        System.out.println("Integer(42).equals(Long 42): " + o.equals(ol) + ", Long.valueOf(42).equals(42L): " + Long.valueOf(42).equals(42L));

        List<Integer> list = new ArrayList<>(List.of(10, 20, 30, 1, 2, 3));
        list.remove(1);                       // index 1 -> removes 20
        list.remove((Integer) 1);             // object 1
        list.remove(Integer.valueOf(30));
        System.out.println("remove(int) vs remove(Object): " + list);
        Map<Character, Integer> freq = new TreeMap<>();
        for (char ch : "abracadabra".toCharArray()) {
            freq.put(ch, freq.getOrDefault(ch, 0) + 1);
        }
        System.out.println("char frequencies: " + freq);
        Set<Long> longs = new HashSet<>();
        longs.add(5L);
        System.out.println("Set<Long>.contains(5) int literal boxes to Integer: " + longs.contains(5) + ", contains(5L): " + longs.contains(5L));
        Integer nothing = null;
        try {
            int bad = nothing + 1;
            System.out.println(bad);
        } catch (NullPointerException e) {
            System.out.println("unboxing null -> NullPointerException");
        }
        Map<String, Integer> m = new HashMap<>();
        try {
            int missing = m.get("absent");
            System.out.println(missing);
        } catch (NullPointerException e) {
            System.out.println("unboxing missing map value -> NullPointerException");
        }
        boolean flag = true;
        Integer tern = flag ? 1 : null;       // fine: result boxed
        System.out.println("ternary with null branch: " + tern);
        try {
            Integer n2 = null;
            int t = flag ? n2 : 0;            // unboxes n2
            System.out.println(t);
        } catch (NullPointerException e) {
            System.out.println("ternary unboxing null -> NullPointerException");
        }
        long widened = a;                     // unbox then widen
        Object arr = new Integer[] {1, 2};
        System.out.println("widened " + widened + ", Integer[] is Object[]: " + (arr instanceof Object[])
            + ", compare: " + Integer.compare(c, d) + ", hashCode 128: " + c.hashCode() + ", Character.hashCode: " + c1.hashCode());
        System.out.println("Integer.MAX_VALUE + 1 boxed: " + box(Integer.MAX_VALUE + 1) + ", Short.valueOf overflow cast: " + Short.valueOf((short) 40000));
    }
}
