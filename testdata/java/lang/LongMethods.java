// EXPECT: ok
// COMPARE: java
// Long static methods: toString/parseLong with radix, toBinaryString/toHexString, bitCount, reverse,
// highestOneBit, numberOfLeadingZeros/TrailingZeros, rotations and NumberFormatException messages.
public class LongMethods {
    public static void main(String[] args) {
        long[] vals = {0L, 1L, -1L, 1L << 32, Long.MAX_VALUE, Long.MIN_VALUE, 0x0123456789ABCDEFL, 1000000007L};
        for (long v : vals) {
            System.out.println(v + ": hex=" + Long.toHexString(v) + " oct=" + Long.toOctalString(v));
            System.out.println("  bin=" + Long.toBinaryString(v));
            System.out.println("  bitCount=" + Long.bitCount(v) + " reverse=" + Long.reverse(v) + " reverseBytes="
                + Long.reverseBytes(v) + " highest=" + Long.highestOneBit(v) + " lowest=" + Long.lowestOneBit(v));
            System.out.println("  nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v)
                + " rotl7=" + Long.rotateLeft(v, 7) + " rotr7=" + Long.rotateRight(v, 7) + " signum=" + Long.signum(v)
                + " hash=" + Long.hashCode(v));
        }
        System.out.println("toString(MIN, 36) = " + Long.toString(Long.MIN_VALUE, 36) + ", toString(MAX, 2).length = "
            + Long.toString(Long.MAX_VALUE, 2).length());
        System.out.println("parseLong(\"-9223372036854775808\") = " + Long.parseLong("-9223372036854775808"));
        System.out.println("parseLong(\"7fffffffffffffff\", 16) = " + Long.parseLong("7fffffffffffffff", 16));
        System.out.println("parseUnsignedLong(\"18446744073709551615\") = " + Long.parseUnsignedLong("18446744073709551615"));
        System.out.println("valueOf(\"123\") + 1 = " + (Long.valueOf("123") + 1) + ", decode(\"0X10\") = " + Long.decode("0X10"));
        for (String s : new String[] {"9223372036854775808", "12L", "", "--1", "1e3"}) {
            try {
                System.out.println("parsed " + Long.parseLong(s));
            } catch (NumberFormatException e) {
                System.out.println("NumberFormatException: " + e.getMessage());
            }
        }
        System.out.println("compare = " + Long.compare(-1, 1) + ", compareUnsigned = " + Long.compareUnsigned(-1, 1)
            + ", sum = " + Long.sum(1L << 62, 1L << 62) + ", min = " + Long.min(-3, 2));
        Long boxed = 127L, boxed2 = 127L, big1 = 128L, big2 = 128L;
        System.out.println("cached 127L == : " + (boxed == boxed2) + ", 128L equals: " + big1.equals(big2)
            + ", Long.equals(Integer): " + boxed.equals(127));
        // bit manipulation: population of a mask, gray code
        long mask = 0;
        for (int i = 0; i < 64; i += 5) {
            mask |= 1L << i;
        }
        System.out.println("mask = " + Long.toHexString(mask) + ", bits = " + Long.bitCount(mask));
        StringBuilder gray = new StringBuilder();
        for (long i = 0; i < 8; i++) {
            gray.append(Long.toBinaryString(i ^ (i >>> 1))).append(' ');
        }
        System.out.println("gray codes: " + gray.toString().trim());
        System.out.println("Long.SIZE = " + Long.SIZE + ", Long.BYTES = " + Long.BYTES);
    }
}
