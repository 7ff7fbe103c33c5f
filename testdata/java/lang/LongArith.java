// EXPECT: ok
// COMPARE: java
// long arithmetic: overflow, Long.MIN_VALUE / -1, shifts masked to 6 bits,
// mixing int and long, unsigned helpers and ++/-- on long and double.
public class LongArith {
    static long id(long x) { return x; }

    public static void main(String[] args) {
        long max = id(Long.MAX_VALUE);
        long min = id(Long.MIN_VALUE);
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min/-1 = " + (min / id(-1)));
        System.out.println("min%-1 = " + (min % id(-1)));
        System.out.println("max*3 = " + (max * 3));
        System.out.println("-7L/2 = " + (id(-7) / 2) + ", -7L%2 = " + (id(-7) % 2) + ", 7L%-3 = " + (id(7) % -3));

        long one = id(1);
        for (int s : new int[] {0, 31, 32, 63, 64, 65, -1, 127}) {
            System.out.println("1L<<" + s + " = " + (one << s) + "  min>>>" + s + " = " + (min >>> s)
                + "  min>>" + s + " = " + (min >> s));
        }

        int i = 1 << 30;
        long wrong = i * 4;        // int multiplication overflows first
        long right = i * 4L;
        System.out.println("int*4 then widen = " + wrong + ", int*4L = " + right);
        int truncated = (int) id(0x1_2345_6789L);
        System.out.println("(int)0x123456789L = " + truncated + " = 0x" + Integer.toHexString(truncated));
        System.out.println("(short)70000 = " + (short) id(70000) + ", (byte)200L = " + (byte) id(200));

        long f = 1;
        for (int k = 1; k <= 25; k++) {
            f *= k;
            if (k >= 19) {
                System.out.println(k + "! mod 2^64 = " + f);
            }
        }

        System.out.println("divideUnsigned(-1, 3) = " + Long.divideUnsigned(-1L, 3));
        System.out.println("remainderUnsigned(-1, 10) = " + Long.remainderUnsigned(-1L, 10));
        System.out.println("toUnsignedString(-1) = " + Long.toUnsignedString(-1L));
        System.out.println("compareUnsigned(-1, 1) = " + Long.compareUnsigned(-1L, 1L));
        System.out.println("Integer.toUnsignedLong(-1) = " + Integer.toUnsignedLong(-1));
        System.out.println("Integer.divideUnsigned(-2, 2) = " + Integer.divideUnsigned(-2, 2));

        long c = 10;
        c++;
        ++c;
        c--;
        long before = c++;
        System.out.println("long counter: before=" + before + " after=" + c);
        double d = 0.5;
        d++;
        d++;
        --d;
        System.out.println("double counter: " + d);
        float fl = 16777216f;
        fl++;
        System.out.println("16777216f++ = " + fl);
        double big = 9007199254740992.0;
        big++;
        System.out.println("2^53 ++ = " + big);

        long acc = 0x9E3779B97F4A7C15L;
        for (int k = 0; k < 10; k++) {
            acc ^= acc << 13;
            acc ^= acc >>> 7;
            acc ^= acc << 17;
        }
        System.out.println("xorshift = " + acc + " hex " + Long.toHexString(acc));
        System.out.println("Long.hashCode(acc) = " + Long.hashCode(acc));
        System.out.println("Math.multiplyHigh = " + Math.multiplyHigh(max, max));
    }
}
