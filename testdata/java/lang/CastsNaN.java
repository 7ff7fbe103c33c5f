// EXPECT: ok
// COMPARE: java
// Primitive conversions: (int)/(long)/(char)/(short)/(byte) casts of NaN, infinities,
// huge and fractional values (d2i, d2l, f2i, f2l saturate), and long->float/double rounding.
public class CastsNaN {
    static double d(double x) { return x; }
    static float f(float x) { return x; }

    public static void main(String[] args) {
        double[] ds = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e10, -1e10,
            1e19, -1e19, 2.5, -2.5, 0.9999999, -0.9999999, 2147483647.5, -2147483648.7, -0.0, 65535.9, 65536.0};
        for (double x : ds) {
            double v = d(x);
            System.out.println(v + " -> int " + (int) v + ", long " + (long) v + ", char " + (int) (char) v
                + ", short " + (short) v + ", byte " + (byte) v + ", float " + (float) v);
        }
        float[] fs = {Float.NaN, Float.POSITIVE_INFINITY, -Float.MAX_VALUE, 3e9f, -3e9f, 1e20f, 7.99f, -7.99f};
        for (float x : fs) {
            float v = f(x);
            System.out.println(v + "f -> int " + (int) v + ", long " + (long) v + ", double " + (double) v);
        }
        long[] ls = {Long.MAX_VALUE, Long.MIN_VALUE, (1L << 53) + 1, (1L << 24) + 1, 123456789012345678L, -1L};
        for (long l : ls) {
            System.out.println(l + "L -> float " + (float) l + ", double " + (double) l
                + ", back " + (long) (double) l + ", int " + (int) l);
        }
        int[] is = {Integer.MAX_VALUE, 16777217, -16777217, 0x7FFFFFBF};
        for (int i : is) {
            System.out.println(i + " -> float " + (float) i + ", back " + (int) (float) i);
        }
        System.out.println("Math.round(NaN) = " + Math.round(Double.NaN) + ", Math.round(1e20) = " + Math.round(1e20)
            + ", Math.round(-2.5) = " + Math.round(-2.5) + ", Math.round(2.5) = " + Math.round(2.5)
            + ", Math.round(2.5f) = " + Math.round(2.5f) + ", Math.round(-0.5) = " + Math.round(-0.5));
        System.out.println("(int)'A' + 1 = " + ((int) 'A' + 1) + ", (char)(65 + 25) = " + (char) (65 + 25));
        System.out.println("(char)-1 as int = " + (int) (char) -1 + ", (short)(char)65535 = " + (short) (char) 65535);
        System.out.println("(byte)0x80 = " + (byte) 0x80 + ", (byte)255 = " + (byte) 255 + ", (int)(byte)-1 & 0xFF = " + ((byte) -1 & 0xFF));
        System.out.println("Double.MAX_VALUE as float = " + (float) Double.MAX_VALUE + ", 1e-50 as float = " + (float) 1e-50);
        System.out.println("(long)1e19 == Long.MAX_VALUE: " + ((long) d(1e19) == Long.MAX_VALUE));
    }
}
