// EXPECT: ok
// COMPARE: java
// Double.toString / string concatenation of many doubles: thresholds of scientific notation
// (1e-3, 1e7), 0.1+0.2, subnormals, extremes, parseDouble round trips and Double.valueOf edge cases.
public class DoubleToString {
    public static void main(String[] args) {
        double[] vals = {0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.1 + 0.2, 0.3, 1.0 / 3, 2.0 / 3, 10.0 / 3,
            100.0, 1e6, 9999999.0, 1e7, 1.0E7 + 0.5, 12345678.9, 1e21, 1e22, 1e23,
            0.001, 0.0009999, 1e-3, 1e-4, 1e-5, 1.5e-5, 123e-10, 4.9e-324, Double.MIN_NORMAL,
            Double.MAX_VALUE, Math.PI, Math.E, 100.0 / 7, 1.1 * 1.1, 0.1 * 3, 3.0 * 1.1,
            1234567.125, 2e-7, 5e-324 * 3, 9007199254740993.0, 1.0E16, 123456789012.0, 0.5, 0.25, 0.125,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2.0E-3, 1.0E-2, 4.35, 2.675, 1.005};
        for (double v : vals) {
            System.out.println(v);
        }
        System.out.println("sum of 0.1 ten times = " + sumTenths());
        System.out.println("0.1 + 0.2 == 0.3: " + (0.1 + 0.2 == 0.3));
        System.out.println("String.valueOf(1e-5) = " + String.valueOf(1e-5) + ", Double.toString(1e7) = " + Double.toString(1e7));
        String[] inputs = {"1", "-0", "1e3", "1.5E-7", "  42.5  ", "0x1p4", "Infinity", "-NaN", "NaN", "1d", "2.5f", ".5", "5."};
        for (String s : inputs) {
            try {
                System.out.println("parseDouble(\"" + s + "\") = " + Double.parseDouble(s));
            } catch (NumberFormatException e) {
                System.out.println("NumberFormatException: " + e.getMessage());
            }
        }
        for (String s : new String[] {"abc", "", "1e", "1,5"}) {
            try {
                System.out.println(Double.parseDouble(s));
            } catch (NumberFormatException e) {
                System.out.println("NumberFormatException: " + e.getMessage());
            }
        }
        System.out.println("doubleToLongBits(1.0) = " + Long.toHexString(Double.doubleToLongBits(1.0)));
        System.out.println("doubleToLongBits(-0.0) = " + Long.toHexString(Double.doubleToLongBits(-0.0)));
        System.out.println("doubleToLongBits(NaN) = " + Long.toHexString(Double.doubleToLongBits(Double.NaN)));
        System.out.println("longBitsToDouble(0x4009_21FB_5444_2D18) = " + Double.longBitsToDouble(0x400921FB54442D18L));
        System.out.println("toHexString(1.0) = " + Double.toHexString(1.0) + ", toHexString(-0.1) = " + Double.toHexString(-0.1));
        System.out.println("Double.hashCode(1.5) = " + Double.hashCode(1.5) + ", Double.valueOf(-0.0).hashCode() = " + Double.valueOf(-0.0).hashCode());
        System.out.println("Double.MIN_VALUE = " + Double.MIN_VALUE + ", isFinite(1e308*10) = " + Double.isFinite(1e308 * 10)
            + ", isInfinite(-1/0.) = " + Double.isInfinite(-1 / 0.0));
        double x = 1;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            sb.append(x).append(' ');
            x /= 7;
        }
        System.out.println(sb.toString().trim());
        x = 1;
        sb.setLength(0);
        for (int i = 0; i < 10; i++) {
            x *= 13.7;
            sb.append(x).append(' ');
        }
        System.out.println(sb.toString().trim());
        System.out.println("concatenated: " + 1.0 + 2.5f + 3 + 'c' + 4L);
    }

    static double sumTenths() {
        double s = 0;
        for (int i = 0; i < 10; i++) {
            s += 0.1;
        }
        return s;
    }
}
