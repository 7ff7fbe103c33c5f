// EXPECT: ok
// COMPARE: java
// java.util.Arrays: sort (primitive, objects, ranges, comparator), binarySearch (found/insertion point), fill,
// copyOf/copyOfRange (padding), asList (write-through, fixed size), toString/deepToString, equals/deepEquals, mismatch, setAll.
import java.util.*;

public class ArraysUtil {
    public static void main(String[] args) {
        int[] a = {9, -2, 7, 4, 4, 0, 13, -8, 5};
        int[] sorted = a.clone();
        Arrays.sort(sorted);
        System.out.println("original=" + Arrays.toString(a) + " sorted=" + Arrays.toString(sorted));
        for (int key : new int[] {4, 13, -8, 6, -100, 100}) {
            System.out.println("binarySearch(" + key + ")=" + Arrays.binarySearch(sorted, key));
        }
        int[] part = a.clone();
        Arrays.sort(part, 2, 6);
        System.out.println("sort range [2,6): " + Arrays.toString(part));
        double[] ds = {3.5, -0.0, 0.0, Double.NaN, -1e10, 2.25};
        Arrays.sort(ds);
        System.out.println("doubles sorted: " + Arrays.toString(ds));
        char[] cs = "hello world".toCharArray();
        Arrays.sort(cs);
        System.out.println("chars sorted: [" + new String(cs) + "]");
        String[] ss = {"pear", "Apple", "fig", "banana"};
        Arrays.sort(ss);
        System.out.println("strings: " + Arrays.toString(ss));
        Arrays.sort(ss, Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println("by length then reverse: " + Arrays.toString(ss));

        int[] filled = new int[6];
        Arrays.fill(filled, 7);
        Arrays.fill(filled, 1, 3, -1);
        System.out.println("fill: " + Arrays.toString(filled));
        int[] grown = Arrays.copyOf(sorted, 12);
        int[] shrunk = Arrays.copyOf(sorted, 3);
        int[] range = Arrays.copyOfRange(sorted, 5, 11);
        System.out.println("copyOf 12: " + Arrays.toString(grown) + " copyOf 3: " + Arrays.toString(shrunk) + " copyOfRange(5,11): " + Arrays.toString(range));
        String[] strCopy = Arrays.copyOf(ss, 6);
        System.out.println("copyOf objects pads with null: " + Arrays.toString(strCopy));

        List<String> view = Arrays.asList(ss);
        view.set(0, "CHANGED");
        System.out.println("asList writes through: " + ss[0] + " list=" + view);
        try {
            view.add("nope");
        } catch (UnsupportedOperationException e) {
            System.out.println("asList.add -> UnsupportedOperationException");
        }
        List<Integer> boxedList = Arrays.asList(1, 2, 3);
        System.out.println("asList of varargs: " + boxedList + " asList(int[]) size=" + Arrays.asList(new int[] {1, 2, 3}).size());

        int[][] grid = {{1, 2, 3}, {4, 5}, {}, {6}};
        System.out.println("toString(2D) starts with [[I: " + Arrays.toString(grid).startsWith("[[I@") + " deepToString=" + Arrays.deepToString(grid));
        Object[] mixed = {1, "two", new int[] {3}, new String[] {"four", "five"}, null, new Object[] {new double[] {6.5}}};
        System.out.println("deepToString mixed: " + Arrays.deepToString(mixed));
        int[] x = {1, 2, 3}, y = {1, 2, 3}, z = {1, 2, 4};
        System.out.println("equals: " + Arrays.equals(x, y) + " " + Arrays.equals(x, z) + " ==: " + (x == y) + " x.equals(y): " + x.equals(y)
            + " mismatch(x,z)=" + Arrays.mismatch(x, z) + " compare(x,z)=" + Arrays.compare(x, z));
        int[][] g2 = {{1, 2, 3}, {4, 5}, {}, {6}};
        System.out.println("deepEquals: " + Arrays.deepEquals(grid, g2) + " equals(Object[]): " + Arrays.equals(grid, g2));
        long[] squares = new long[8];
        Arrays.setAll(squares, i -> (long) i * i);
        System.out.println("setAll: " + Arrays.toString(squares) + " stream sum=" + Arrays.stream(squares).sum());
        Integer[] boxed = {5, 3, 9, 1};
        Arrays.sort(boxed, Collections.reverseOrder());
        System.out.println("boxed reverse: " + Arrays.toString(boxed) + " null toString: " + Arrays.toString((int[]) null));
        int[] prefix = {1, 2, 3, 4, 5};
        for (int i = 1; i < prefix.length; i++) prefix[i] += prefix[i - 1];
        System.out.println("prefix sums: " + Arrays.toString(prefix) + " empty: " + Arrays.toString(new int[0]));
        byte[] bytes = {3, -1, 0, 127, -128};
        Arrays.sort(bytes);
        boolean[] bools = new boolean[3];
        bools[1] = true;
        System.out.println("bytes sorted: " + Arrays.toString(bytes) + " booleans: " + Arrays.toString(bools)
            + " chars: " + Arrays.toString(new char[] {'a', 'b'}) + " floats: " + Arrays.toString(new float[] {1.5f, -0f}));
        try {
            Arrays.copyOfRange(x, 2, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("copyOfRange(2,1): " + e.getMessage());
        }
    }
}
