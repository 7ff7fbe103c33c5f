// EXPECT: ok
// COMPARE: java
// Float.toString of many values, float arithmetic rounding, Float.intBitsToFloat / floatToIntBits /
// floatToRawIntBits, Float.compare, parseFloat and float/double mixing in expressions.
public class FloatToString {
    public static void main(String[] args) {
        float[] vals = {0f, -0f, 1f, 0.1f, 0.2f, 0.1f + 0.2f, 0.3f, 1f / 3, 2f / 3, 100f, 1e6f, 9999999f, 1e7f, 1.0E-3f,
            1e-4f, 1e-5f, 3.4028235e38f, 1.4e-45f, Float.MIN_NORMAL, 16777216f, 16777217f, 33554435f, 3.14159265f,
            2.7182818f, 123456.789f, 0.00001234f, 1.17549435E-38f, Float.NaN, Float.POSITIVE_INFINITY, -Float.MAX_VALUE};
        for (float v : vals) {
            System.out.println(v + "  bits=" + Integer.toHexString(Float.floatToIntBits(v)));
        }
        int[] bits = {0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000, 0x00000001, 0x00800000,
            0x7f7fffff, 0x40490fdb, 0x3dcccccd, 0x80000000};
        for (int b : bits) {
            float f = Float.intBitsToFloat(b);
            System.out.println("intBitsToFloat(0x" + Integer.toHexString(b) + ") = " + f + " back 0x"
                + Integer.toHexString(Float.floatToRawIntBits(f)));
        }
        float nan2 = Float.intBitsToFloat(0x7fc00001);
        System.out.println("non-canonical NaN: isNaN=" + Float.isNaN(nan2) + " floatToIntBits=0x"
            + Integer.toHexString(Float.floatToIntBits(nan2)));
        float sum = 0;
        for (int i = 0; i < 10; i++) {
            sum += 0.1f;
        }
        System.out.println("ten 0.1f = " + sum + ", as double = " + (double) sum);
        float big = 1e8f;
        System.out.println("1e8f + 1 = " + (big + 1) + ", 1e8f + 1 == 1e8f: " + (big + 1 == big));
        float third = 1f / 3;
        double mixed = third * 3.0;
        System.out.println("(1f/3)*3.0 = " + mixed + ", (1f/3)*3f = " + (third * 3f));
        System.out.println("Float.compare(0f,-0f) = " + Float.compare(0f, -0f) + ", compare(NaN, inf) = "
            + Float.compare(Float.NaN, Float.POSITIVE_INFINITY));
        System.out.println("parseFloat(\"3.4028236e38\") = " + Float.parseFloat("3.4028236e38")
            + ", parseFloat(\"1e-46\") = " + Float.parseFloat("1e-46") + ", parseFloat(\"0.1\") = " + Float.parseFloat("0.1"));
        System.out.println("Float.valueOf(\"-2.5\") = " + Float.valueOf("-2.5") + ", Float.MIN_VALUE = " + Float.MIN_VALUE
            + ", Float.MAX_VALUE = " + Float.MAX_VALUE);
        System.out.println("Float.hashCode(1.5f) = " + Float.hashCode(1.5f) + ", Float.toHexString(0.1f) = " + Float.toHexString(0.1f));
        float f = 1;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            f *= 3.3f;
            sb.append(f).append(' ');
        }
        System.out.println(sb.toString().trim());
        float g = 10f;
        g %= 3.5f;
        System.out.println("10f % 3.5f = " + g + ", -7.5f % 2 = " + (-7.5f % 2));
        System.out.println("(float)(0.1 + 0.2) = " + (float) (0.1 + 0.2) + ", 0.1f + 0.2 = " + (0.1f + 0.2));
    }
}
