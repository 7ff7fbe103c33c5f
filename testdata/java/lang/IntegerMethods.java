// EXPECT: ok
// COMPARE: java
// Integer static methods: toString with radix, parseInt/valueOf (and NumberFormatException messages),
// toBinaryString/toHexString/toOctalString, bitCount, reverse, highestOneBit, numberOfLeadingZeros, rotations.
public class IntegerMethods {
    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 42, 255, -256, 0x7FFFFFFF, 0x80000000, 1 << 20, 0x12345678};
        for (int v : vals) {
            System.out.println(v + ": bin=" + Integer.toBinaryString(v) + " hex=" + Integer.toHexString(v)
                + " oct=" + Integer.toOctalString(v));
            System.out.println("  bitCount=" + Integer.bitCount(v) + " reverse=" + Integer.reverse(v)
                + " reverseBytes=" + Integer.reverseBytes(v) + " highestOneBit=" + Integer.highestOneBit(v)
                + " lowestOneBit=" + Integer.lowestOneBit(v));
            System.out.println("  nlz=" + Integer.numberOfLeadingZeros(v) + " ntz=" + Integer.numberOfTrailingZeros(v)
                + " rotl3=" + Integer.rotateLeft(v, 3) + " rotr3=" + Integer.rotateRight(v, 3)
                + " signum=" + Integer.signum(v));
        }
        for (int radix : new int[] {2, 8, 10, 16, 36}) {
            System.out.println("radix " + radix + ": " + Integer.toString(255, radix) + " " + Integer.toString(-255, radix)
                + " " + Integer.toString(Integer.MIN_VALUE, radix));
        }
        System.out.println("parseInt(\"-123\") = " + Integer.parseInt("-123") + ", parseInt(\"+77\") = " + Integer.parseInt("+77"));
        System.out.println("parseInt(\"ff\", 16) = " + Integer.parseInt("ff", 16) + ", parseInt(\"-1010\", 2) = " + Integer.parseInt("-1010", 2));
        System.out.println("parseInt(\"zz\", 36) = " + Integer.parseInt("zz", 36) + ", valueOf(\"2147483647\") = " + Integer.valueOf("2147483647"));
        System.out.println("parseUnsignedInt(\"4294967295\") = " + Integer.parseUnsignedInt("4294967295"));
        System.out.println("toUnsignedString(-1) = " + Integer.toUnsignedString(-1) + ", decode(\"0x1F\") = " + Integer.decode("0x1F")
            + ", decode(\"-010\") = " + Integer.decode("-010") + ", decode(\"#ff\") = " + Integer.decode("#ff"));
        String[] bad = {"", "abc", "2147483648", "-2147483649", "12 ", "1_000", "+", "0x10"};
        for (String s : bad) {
            try {
                System.out.println("parsed " + Integer.parseInt(s));
            } catch (NumberFormatException e) {
                System.out.println("NumberFormatException: " + e.getMessage());
            }
        }
        try {
            Integer.parseInt(null);
        } catch (NumberFormatException e) {
            System.out.println("null -> " + e.getMessage());
        }
        System.out.println("compare(3,7) = " + Integer.compare(3, 7) + ", compareUnsigned(-1,7) = " + Integer.compareUnsigned(-1, 7)
            + ", sum = " + Integer.sum(3, 4) + ", max = " + Integer.max(3, 4));
        System.out.println("MIN_VALUE = " + Integer.MIN_VALUE + ", MAX_VALUE = " + Integer.MAX_VALUE + ", SIZE = " + Integer.SIZE
            + ", BYTES = " + Integer.BYTES);
        System.out.println("hashCode(-5) = " + Integer.hashCode(-5) + ", Integer.valueOf(9).hashCode() = " + Integer.valueOf(9).hashCode());
        System.out.println("Integer.toString(-0) = " + Integer.toString(-0) + ", String.valueOf(Integer.MIN_VALUE) = " + String.valueOf(Integer.MIN_VALUE));
        Integer a = 1000, b = 1000;
        System.out.println("equals = " + a.equals(b) + ", compareTo = " + a.compareTo(2000) + ", intValue+1 = " + (a.intValue() + 1)
            + ", doubleValue = " + a.doubleValue() + ", byteValue = " + a.byteValue());
        // power of two checks via bit tricks
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 70; i++) {
            if ((i & (i - 1)) == 0) {
                sb.append(i).append(' ');
            }
        }
        System.out.println("powers of two <= 70: " + sb.toString().trim());
    }
}
