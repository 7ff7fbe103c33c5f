// EXPECT: ok
// COMPARE: java
// Arrays: multi-dimensional (multianewarray new int[3][4][5]), partially specified (new int[3][]), jagged,
// default values of every element type, array covariance, clone (shallow for 2D), println(char[]), array class names.
import java.util.Arrays;

public class MultiArrays {
    public static void main(String[] args) {
        int[][][] cube = new int[3][4][5];
        int n = 0;
        for (int i = 0; i < cube.length; i++)
            for (int j = 0; j < cube[i].length; j++)
                for (int k = 0; k < cube[i][j].length; k++)
                    cube[i][j][k] = n++;
        System.out.println("cube dims " + cube.length + "x" + cube[0].length + "x" + cube[0][0].length + " last=" + cube[2][3][4]
            + " slice=" + Arrays.toString(cube[1][2]));
        int[][] partial = new int[3][];
        System.out.println("partial rows null: " + (partial[0] == null) + " " + Arrays.deepToString(partial));
        for (int i = 0; i < partial.length; i++) {
            partial[i] = new int[i + 1];
            Arrays.fill(partial[i], i + 1);
        }
        System.out.println("jagged: " + Arrays.deepToString(partial));
        int[][] tri = new int[6][];
        for (int r = 0; r < tri.length; r++) {
            tri[r] = new int[r + 1];
            tri[r][0] = tri[r][r] = 1;
            for (int c = 1; c < r; c++) tri[r][c] = tri[r - 1][c - 1] + tri[r - 1][c];
        }
        for (int[] row : tri) System.out.println("  " + Arrays.toString(row));
        char[][] board = {"X.O".toCharArray(), ".X.".toCharArray(), "O.X".toCharArray()};
        for (char[] row : board) System.out.println(row);
        System.out.println("diagonal win: " + (board[0][0] == board[1][1] && board[1][1] == board[2][2]));

        int[] di = new int[1];
        long[] dl = new long[1];
        double[] dd = new double[1];
        float[] df = new float[1];
        boolean[] dz = new boolean[1];
        char[] dc = new char[1];
        byte[] db = new byte[1];
        short[] ds = new short[1];
        String[] dstr = new String[1];
        Object[][][] o3 = new Object[1][2][0];
        System.out.println("defaults: int=" + di[0] + " long=" + dl[0] + " double=" + dd[0] + " float=" + df[0] + " boolean=" + dz[0]
            + " char=" + (int) dc[0] + " byte=" + db[0] + " short=" + ds[0] + " String=" + dstr[0] + " Object[1][2][0] lengths="
            + o3.length + "," + o3[0].length + "," + o3[0][1].length);
        Object[] cov = new String[] {"a", "b"};
        System.out.println("String[] is Object[]: " + (cov instanceof Object[]) + " class " + cov.getClass().getSimpleName());
        Number[] nums = new Integer[] {1, 2, 3};
        int sum = 0;
        for (Number x : nums) sum += x.intValue();
        System.out.println("covariant Number[] sum " + sum);

        int[][] orig = {{1, 2}, {3, 4}};
        int[][] shallow = orig.clone();
        shallow[0][0] = 99;                  // shared row
        shallow[1] = new int[] {7, 7};       // replaced row only in clone
        System.out.println("after clone edits: orig=" + Arrays.deepToString(orig) + " clone=" + Arrays.deepToString(shallow));
        int[] one = {5, 6, 7};
        int[] copy = one.clone();
        copy[0] = -5;
        System.out.println("1D clone independent: " + Arrays.toString(one) + " " + Arrays.toString(copy) + " same? " + (one == copy));

        char[] hello = {'h', 'e', 'l', 'l', 'o'};
        System.out.println(hello);
        System.out.print(hello);
        System.out.println();
        System.out.println("concat of char[] via valueOf: " + String.valueOf(hello) + " " + new String(hello, 1, 3));
        System.out.println("class names: " + new int[0].getClass().getName() + " " + new int[0][0].getClass().getName() + " "
            + new String[0].getClass().getName() + " " + new double[0][0][0].getClass().getSimpleName() + " " + new boolean[0].getClass().getName()
            + " " + MultiArrays[].class.getName());
        long[][] big = new long[100][100];
        for (int i = 0; i < 100; i++) for (int j = 0; j < 100; j++) big[i][j] = (long) i * j;
        long total = 0;
        for (long[] row : big) for (long v : row) total += v;
        System.out.println("100x100 long total " + total);
        int[] empty = {};
        int[][] emptyRows = new int[0][5];
        System.out.println("empty lengths " + empty.length + " " + emptyRows.length + " " + new int[3][0][0].length);
        String[][] names = {{"a"}, {"b", "c"}, {}};
        StringBuilder sb = new StringBuilder();
        outer:
        for (String[] row : names) {
            for (String s : row) {
                if (s.equals("c")) break outer;
                sb.append(s);
            }
        }
        System.out.println("labeled break over 2D: " + sb + " length via arraylength of row 1: " + names[1].length);
        int[] a = new int[4];
        int i = 0;
        a[i++] = a[i] + 10;      // left index evaluated first: a[0] = a[1] + 10
        a[i] = i = 3;            // a[1] = 3 (array ref and index evaluated before the right side)
        System.out.println("evaluation order: " + Arrays.toString(a) + " i=" + i);
    }
}
