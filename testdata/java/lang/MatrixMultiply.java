// EXPECT: ok
// COMPARE: java
// Matrix arithmetic on int[][], long[][] and double[][]: multiplication (incl. non-square), transpose,
// identity, fast exponentiation (Fibonacci via [[1,1],[1,0]]^n), determinant by Gaussian elimination, and dimension errors.
import java.util.Arrays;

public class MatrixMultiply {
    static int[][] multiply(int[][] a, int[][] b) {
        if (a[0].length != b.length) {
            throw new IllegalArgumentException("dimension mismatch: " + a.length + "x" + a[0].length + " * " + b.length + "x" + b[0].length);
        }
        int[][] c = new int[a.length][b[0].length];
        for (int i = 0; i < a.length; i++)
            for (int k = 0; k < b.length; k++) {
                int aik = a[i][k];
                for (int j = 0; j < b[0].length; j++) c[i][j] += aik * b[k][j];
            }
        return c;
    }

    static long[][] mulMod(long[][] a, long[][] b, long mod) {
        int n = a.length;
        long[][] c = new long[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                long s = 0;
                for (int k = 0; k < n; k++) s = (s + a[i][k] * b[k][j]) % mod;
                c[i][j] = s;
            }
        return c;
    }

    static long[][] power(long[][] m, long e, long mod) {
        int n = m.length;
        long[][] r = new long[n][n];
        for (int i = 0; i < n; i++) r[i][i] = 1;
        while (e > 0) {
            if ((e & 1) == 1) r = mulMod(r, m, mod);
            m = mulMod(m, m, mod);
            e >>= 1;
        }
        return r;
    }

    static int[][] transpose(int[][] m) {
        int[][] t = new int[m[0].length][m.length];
        for (int i = 0; i < m.length; i++)
            for (int j = 0; j < m[0].length; j++) t[j][i] = m[i][j];
        return t;
    }

    static double determinant(double[][] input) {
        int n = input.length;
        double[][] m = new double[n][];
        for (int i = 0; i < n; i++) m[i] = input[i].clone();
        double det = 1;
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
            if (m[pivot][col] == 0) return 0;
            if (pivot != col) {
                double[] tmp = m[pivot];
                m[pivot] = m[col];
                m[col] = tmp;
                det = -det;
            }
            det *= m[col][col];
            for (int r = col + 1; r < n; r++) {
                double f = m[r][col] / m[col][col];
                for (int c = col; c < n; c++) m[r][c] -= f * m[col][c];
            }
        }
        return det;
    }

    static void print(String title, int[][] m) {
        System.out.println(title + ":");
        for (int[] row : m) {
            StringBuilder sb = new StringBuilder("  ");
            for (int v : row) sb.append(String.format("%6d", v));
            System.out.println(sb);
        }
    }

    public static void main(String[] args) {
        int[][] a = {{1, 2, 3}, {4, 5, 6}};
        int[][] b = {{7, 8}, {9, 10}, {11, 12}};
        print("A (2x3)", a);
        print("B (3x2)", b);
        print("A*B", multiply(a, b));
        print("B*A", multiply(b, a));
        print("transpose(A)", transpose(a));
        print("A*transpose(A)", multiply(a, transpose(a)));
        try {
            multiply(a, a);
        } catch (IllegalArgumentException e) {
            System.out.println("A*A: " + e.getMessage());
        }
        int n = 5;
        int[][] m = new int[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) m[i][j] = (i * 7 + j * 3) % 10 - 4;
        int[][] sq = m;
        for (int i = 0; i < 3; i++) sq = multiply(sq, m);
        print("M^4 (int, may overflow silently)", sq);
        long[][] fibM = {{1, 1}, {1, 0}};
        for (long e : new long[] {1, 10, 50, 90, 1000, 1_000_000_000L}) {
            System.out.println("fib(" + e + ") mod 1e9+7 = " + power(fibM, e, 1_000_000_007L)[0][1]);
        }
        double[][] d = {{2, -3, 1}, {2, 0, -1}, {1, 4, 5}};
        System.out.println("det(3x3) = " + determinant(d));
        double[][] hilbert = new double[4][4];
        for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) hilbert[i][j] = 1.0 / (i + j + 1);
        System.out.println("det(hilbert4) = " + determinant(hilbert));
        System.out.println("det(singular) = " + determinant(new double[][] {{1, 2}, {2, 4}}));
        System.out.println("hilbert row 2: " + Arrays.toString(hilbert[2]));
        int[][] ident = new int[3][3];
        for (int i = 0; i < 3; i++) ident[i][i] = 1;
        System.out.println("I*B == B: " + Arrays.deepEquals(multiply(ident, b), b));
    }
}
