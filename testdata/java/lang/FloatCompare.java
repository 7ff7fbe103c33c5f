// EXPECT: ok
// COMPARE: java
// NaN and signed-zero semantics: <, >, ==, != on NaN (fcmpl/fcmpg, dcmpl/dcmpg),
// -0.0 == 0.0 but Double.compare/equals distinguish them, Math.min/max with -0.0 and NaN.
public class FloatCompare {
    static double dnan() { return Double.NaN; }
    static float fnan() { return Float.NaN; }

    static void cmpD(String name, double a, double b) {
        System.out.println(name + ": < " + (a < b) + ", <= " + (a <= b) + ", > " + (a > b)
            + ", >= " + (a >= b) + ", == " + (a == b) + ", != " + (a != b)
            + ", compare " + Double.compare(a, b));
    }

    static void cmpF(String name, float a, float b) {
        System.out.println(name + ": < " + (a < b) + ", <= " + (a <= b) + ", > " + (a > b)
            + ", >= " + (a >= b) + ", == " + (a == b) + ", != " + (a != b)
            + ", compare " + Float.compare(a, b));
    }

    public static void main(String[] args) {
        double nan = dnan();
        float fn = fnan();
        cmpD("NaN vs 1", nan, 1.0);
        cmpD("1 vs NaN", 1.0, nan);
        cmpD("NaN vs NaN", nan, nan);
        cmpD("0.0 vs -0.0", 0.0, -0.0);
        cmpD("-inf vs inf", Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        cmpF("fNaN vs 1", fn, 1f);
        cmpF("1 vs fNaN", 1f, fn);
        cmpF("0f vs -0f", 0f, -0f);

        // branches compiled with fcmpl / fcmpg
        int count = 0;
        if (!(fn < 0)) count++;
        if (!(fn > 0)) count++;
        if (!(fn <= 0)) count++;
        if (!(fn >= 0)) count++;
        if (fn != fn) count++;
        System.out.println("float NaN branch count = " + count);
        count = 0;
        if (!(nan < 0)) count++;
        if (!(nan > 0)) count++;
        if (!(nan <= 0)) count++;
        if (!(nan >= 0)) count++;
        if (nan != nan) count++;
        System.out.println("double NaN branch count = " + count);

        Double bn = nan;
        System.out.println("Double.valueOf(NaN).equals(NaN) = " + bn.equals(Double.NaN));
        Double pz = 0.0, nz = -0.0;
        System.out.println("0.0.equals(-0.0) = " + pz.equals(nz) + ", 0.0 == -0.0 = " + (0.0 == -0.0));
        System.out.println("1/0.0 = " + (1 / 0.0) + ", 1/-0.0 = " + (1 / -0.0));
        System.out.println("-0.0 = " + (-0.0) + ", 0.0 * -1 = " + (0.0 * -1) + ", -0.0 + 0.0 = " + (-0.0 + 0.0));
        System.out.println("min(0.0,-0.0) = " + Math.min(0.0, -0.0) + ", max(-0.0,0.0) = " + Math.max(-0.0, 0.0));
        System.out.println("min(1,NaN) = " + Math.min(1.0, nan) + ", max(NaN,1) = " + Math.max(nan, 1.0));
        System.out.println("0.0/0.0 = " + (0.0 / 0.0) + ", inf-inf = " + (Double.POSITIVE_INFINITY - Double.POSITIVE_INFINITY));
        System.out.println("sqrt(-1) = " + Math.sqrt(-1) + ", isNaN = " + Double.isNaN(Math.sqrt(-1)));
        System.out.println("5.5 % 2 = " + (5.5 % 2) + ", -5.5 % 2 = " + (-5.5 % 2) + ", 5 % -0.0 = " + (5 % -0.0));
        System.out.println("1e308 * 10 = " + (1e308 * 10) + ", -1e308 * 10 = " + (-1e308 * 10));
        System.out.println("Double.MIN_VALUE / 2 = " + (Double.MIN_VALUE / 2));
        System.out.println("0.1f == 0.1 = " + (0.1f == 0.1) + ", 0.5f == 0.5 = " + (0.5f == 0.5));
        System.out.println("(float)0.1 = " + (float) 0.1 + ", (double)0.1f = " + (double) 0.1f);

        double[] vals = {3.0, nan, -0.0, 0.0, Double.NEGATIVE_INFINITY, -1.5, Double.POSITIVE_INFINITY, nan};
        java.util.Arrays.sort(vals);
        System.out.println("sorted: " + java.util.Arrays.toString(vals));
        Double[] boxed = {2.0, nan, -0.0, 0.0, 1.0};
        java.util.Arrays.sort(boxed);
        System.out.println("sorted boxed: " + java.util.Arrays.toString(boxed));
        System.out.println("compare(NaN, inf) = " + Double.compare(nan, Double.POSITIVE_INFINITY));
        System.out.println("ternary on NaN: " + (nan > 0 ? "pos" : nan < 0 ? "neg" : "neither"));
    }
}
