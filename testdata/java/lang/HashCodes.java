// EXPECT: ok
// COMPARE: java
// hashCode contracts with fixed values: String.hashCode, List/Set/Map hashCode, Arrays.hashCode and
// deepHashCode, Objects.hash, boxed primitive hashCodes, Boolean/Character hashes and record hashes.
import java.util.*;

public class HashCodes {
    record Point(int x, int y) {}

    public static void main(String[] args) {
        for (String s : new String[] {"", "a", "ab", "hello", "Hello", "polygenelubricants", "日本", "\uD83D\uDE00"}) {
            System.out.println("\"" + s + "\".hashCode() = " + s.hashCode());
        }
        System.out.println("List.of(1,2,3).hashCode() = " + List.of(1, 2, 3).hashCode());
        System.out.println("new ArrayList<>(List.of(\"a\",\"b\")).hashCode() = " + new ArrayList<>(List.of("a", "b")).hashCode());
        System.out.println("empty list hash = " + new LinkedList<>().hashCode() + ", Collections.emptyList = " + Collections.emptyList().hashCode());
        System.out.println("Set.of(1,2,3).hashCode() = " + Set.of(1, 2, 3).hashCode() + ", new HashSet(...) = " + new HashSet<>(List.of(3, 2, 1)).hashCode());
        Map<String, Integer> m = new HashMap<>();
        m.put("one", 1);
        m.put("two", 2);
        System.out.println("map hash = " + m.hashCode() + ", Map.of equal map hash = " + Map.of("two", 2, "one", 1).hashCode()
            + ", equal: " + m.equals(Map.of("one", 1, "two", 2)));
        System.out.println("Arrays.hashCode(int[]{1,2,3}) = " + Arrays.hashCode(new int[] {1, 2, 3})
            + ", long[] = " + Arrays.hashCode(new long[] {1L << 40, -1})
            + ", double[] = " + Arrays.hashCode(new double[] {1.5, -0.0})
            + ", boolean[] = " + Arrays.hashCode(new boolean[] {true, false})
            + ", char[] = " + Arrays.hashCode("xyz".toCharArray())
            + ", Object[] = " + Arrays.hashCode(new Object[] {"a", 1, null}));
        int[][] grid = {{1, 2}, {3, 4}};
        System.out.println("deepHashCode = " + Arrays.deepHashCode(grid) + ", Arrays.hashCode(null) = " + Arrays.hashCode((int[]) null));
        System.out.println("Objects.hash(1, \"a\", null) = " + Objects.hash(1, "a", null) + ", Objects.hash() = " + Objects.hash()
            + ", Objects.hashCode(null) = " + Objects.hashCode(null));
        System.out.println("Boolean true/false = " + Boolean.hashCode(true) + "/" + Boolean.FALSE.hashCode() + ", Character 'A' = "
            + Character.valueOf('A').hashCode() + ", Byte -1 = " + Byte.valueOf((byte) -1).hashCode() + ", Short = " + Short.hashCode((short) -2));
        System.out.println("Long 1<<32 = " + Long.valueOf(1L << 32).hashCode() + ", Double 0.1 = " + Double.valueOf(0.1).hashCode()
            + ", Float 0.1f = " + Float.valueOf(0.1f).hashCode());
        System.out.println("Point(3,4).hashCode() = " + new Point(3, 4).hashCode() + ", Point(4,3) = " + new Point(4, 3).hashCode());
        System.out.println("Map.entry(\"k\", \"v\").hashCode() = " + Map.entry("k", "v").hashCode()
            + ", Optional.of(\"x\") = " + Optional.of("x").hashCode() + ", Optional.empty = " + Optional.empty().hashCode());
        System.out.println("enum-free String switch-safe collisions: " + "Aa".hashCode() + " " + "BB".hashCode() + " "
            + "AaAa".hashCode() + " " + "BBBB".hashCode() + " " + "AaBB".hashCode());
        // own hash table with open addressing using String.hashCode
        String[] table = new String[16];
        String[] keys = {"apple", "banana", "cherry", "date", "elderberry", "fig", "grape"};
        for (String k : keys) {
            int idx = (k.hashCode() & 0x7fffffff) % table.length;
            int probes = 0;
            while (table[idx] != null) {
                idx = (idx + 1) % table.length;
                probes++;
            }
            table[idx] = k;
            System.out.println(k + " -> slot " + idx + " after " + probes + " probes");
        }
        System.out.println(Arrays.toString(table));
        // HashMap iteration order for String and Integer keys is determined by hashCode
        Map<String, Integer> order = new HashMap<>();
        for (String k : keys) {
            order.put(k, k.length());
        }
        System.out.println("HashMap order: " + order);
        Set<Integer> ints = new HashSet<>(List.of(100, 5, 17, 33, 1024, -1, 65536));
        System.out.println("HashSet<Integer> order: " + ints);
    }
}
