import java.lang.reflect.Array;
import java.util.Arrays;

public class ArrayReflect {
    public static void main(String[] args) {
        int[] ints = (int[]) Array.newInstance(int.class, 4);
        Array.setInt(ints, 0, 7);
        Array.set(ints, 1, 8);
        Array.setShort(ints, 2, (short) 9);
        Array.setChar(ints, 3, 'A');
        System.out.println(Arrays.toString(ints) + " " + Array.getLength(ints));
        System.out.println(Array.get(ints, 1) + " " + Array.getInt(ints, 0) + " " + Array.getLong(ints, 2) + " " + Array.getDouble(ints, 3) + " " + Array.getFloat(ints, 3));
        String[] strs = (String[]) Array.newInstance(String.class, 2);
        Array.set(strs, 0, "zero");
        System.out.println(Arrays.toString(strs) + " " + strs.getClass().getName());
        int[][] grid = (int[][]) Array.newInstance(int.class, 2, 3);
        grid[1][2] = 5;
        System.out.println(Arrays.deepToString(grid) + " " + grid.getClass().getName());
        Object[][][] cube = (Object[][][]) Array.newInstance(Object.class, new int[] {1, 2, 0});
        System.out.println(cube.length + " " + cube[0].length + " " + cube[0][1].length + " " + cube.getClass().getSimpleName());
        Object multi = Array.newInstance(String[].class, 2);
        System.out.println(multi.getClass().getName() + " " + Array.getLength(multi));
        double[] ds = new double[2];
        Array.setFloat(ds, 0, 1.5f);
        Array.setLong(ds, 1, 3L);
        System.out.println(Arrays.toString(ds) + " " + Array.get(ds, 0).getClass().getName());
        boolean[] bs = new boolean[1];
        Array.setBoolean(bs, 0, true);
        System.out.println(Array.get(bs, 0) + " " + Array.getBoolean(bs, 0));
        char[] cs = {'x'};
        System.out.println(Array.get(cs, 0) + " " + Array.getInt(cs, 0) + " " + Array.getChar(cs, 0));
        byte[] by = {-3};
        System.out.println(Array.getByte(by, 0) + " " + Array.getShort(by, 0) + " " + Array.get(by, 0).getClass().getName());
        long[] ls = new long[1];
        Array.set(ls, 0, 'c');
        System.out.println(ls[0]);
        float[] fs = new float[1];
        Array.setInt(fs, 0, 16777217);
        System.out.println(fs[0]);
        Integer[] boxed = new Integer[1];
        Array.set(boxed, 0, 5);
        System.out.println(boxed[0]);
        String[] tests = {"notArray", "index", "mismatch", "narrow", "null", "boolean", "negative", "store", "void", "dims"};
        for (String t : tests) {
            try {
                switch (t) {
                    case "notArray": Array.getLength("x"); break;
                    case "index": Array.get(ints, 4); break;
                    case "mismatch": Array.set(ints, 0, "s"); break;
                    case "narrow": Array.setLong(ints, 0, 1L); break;
                    case "null": Array.getLength(null); break;
                    case "boolean": Array.getInt(bs, 0); break;
                    case "negative": Array.newInstance(int.class, -1); break;
                    case "store": Array.set(boxed, 0, "s"); break;
                    case "void": Array.newInstance(void.class, 1); break;
                    case "dims": Array.newInstance(int.class, new int[0]); break;
                }
                System.out.println(t + " ok");
            } catch (Exception e) {
                System.out.println(t + " " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            Array.set(ints, -1, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        Object o = Array.newInstance(int[].class, 2, 2);
        System.out.println(o.getClass().getName());
        System.out.println(Arrays.toString(Arrays.copyOf(new String[] {"a", "b"}, 3)));
        Number[] ns = Arrays.copyOf(new Integer[] {1, 2}, 2, Number[].class);
        System.out.println(ns.getClass().getSimpleName() + " " + Arrays.toString(ns));
        System.out.println(java.util.List.of(3, 1, 2).toArray(new Integer[0]).length);
    }
}
