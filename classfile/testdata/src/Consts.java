// Constant-pool edge values: every static final field below carries a
// ConstantValue attribute, and values() loads them with ldc/ldc_w/ldc2_w.
public class Consts {
    public static final int INT_MIN = Integer.MIN_VALUE;
    public static final int INT_MAX = Integer.MAX_VALUE;
    public static final int BIG = 1234567;
    public static final short SHORT = -32768;
    public static final char CHAR = '\uffff';
    public static final byte BYTE = -128;
    public static final boolean BOOL = true;
    public static final float FLOAT_NAN = Float.NaN;
    public static final float FLOAT_NEG_ZERO = -0.0f;
    public static final float FLOAT_MIN = Float.MIN_VALUE;
    public static final float FLOAT_INF = Float.NEGATIVE_INFINITY;
    public static final double DOUBLE_NAN = Double.NaN;
    public static final double DOUBLE_NEG_ZERO = -0.0;
    public static final double DOUBLE_MAX = Double.MAX_VALUE;
    public static final double DOUBLE_INF = Double.POSITIVE_INFINITY;
    public static final long LONG_MIN = Long.MIN_VALUE;
    public static final long LONG_MAX = Long.MAX_VALUE;
    public static final String NUL = "a\0b";
    public static final String NON_BMP = "x\uD83D\uDE00y";
    public static final String LONE_SURROGATE = "<\uD800>";
    public static final String EMPTY = "";
    public final int instanceConst = 42;
    public static int notConst = 7;

    static Object[] values() {
        return new Object[] {
            INT_MIN, INT_MAX, BIG, FLOAT_NAN, FLOAT_NEG_ZERO, FLOAT_MIN, FLOAT_INF,
            DOUBLE_NAN, DOUBLE_NEG_ZERO, DOUBLE_MAX, DOUBLE_INF, LONG_MIN, LONG_MAX,
            NUL, NON_BMP, LONE_SURROGATE, EMPTY,
        };
    }
}
