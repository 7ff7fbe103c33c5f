// EXPECT: ok
// COMPARE: java
// int arithmetic edge cases: overflow wrap-around, MIN_VALUE / -1 and % -1,
// division and remainder with negative operands, and shift counts masked to 5 bits.
public class IntOverflow {
    static int id(int x) { return x; } // defeat constant folding by javac

    public static void main(String[] args) {
        int max = id(Integer.MAX_VALUE);
        int min = id(Integer.MIN_VALUE);
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min-1 = " + (min - 1));
        System.out.println("max*2 = " + (max * 2));
        System.out.println("max*max = " + (max * max));
        System.out.println("min*-1 = " + (min * -1));
        System.out.println("-min = " + (-min));
        System.out.println("min/-1 = " + (min / id(-1)));
        System.out.println("min%-1 = " + (min % id(-1)));
        System.out.println("46341*46341 = " + (id(46341) * 46341));

        int[] as = {7, -7, 7, -7, 0, 1, -1, 13, -13};
        int[] bs = {2, 2, -2, -2, 3, 5, 5, -4, 4};
        for (int i = 0; i < as.length; i++) {
            int a = as[i], b = bs[i];
            System.out.println(a + " / " + b + " = " + (a / b) + ", " + a + " % " + b + " = " + (a % b));
        }

        int one = id(1);
        for (int s : new int[] {0, 1, 31, 32, 33, 63, 64, -1, -31, 100}) {
            System.out.println("1<<" + s + " = " + (one << s)
                + "  min>>" + s + " = " + (min >> s)
                + "  min>>>" + s + " = " + (min >>> s));
        }
        int neg = id(-17);
        System.out.println("-17>>2 = " + (neg >> 2) + ", -17>>>28 = " + (neg >>> 28) + ", -17/4 = " + (neg / 4));
        System.out.println("~0 = " + (~id(0)) + ", ~min = " + (~min) + ", min^max = " + (min ^ max));
        System.out.println("0x80000000 & 0xFFFF0000 = " + (0x80000000 & id(0xFFFF0000)));

        // accumulate with overflow
        int h = 0;
        for (int i = 0; i < 100; i++) {
            h = 31 * h + i * 1000003;
        }
        System.out.println("hash loop = " + h);

        int sum = 0;
        for (int i = 0; i < 70000; i++) {
            sum += i * i;
        }
        System.out.println("sum of squares wraps to " + sum);

        int x = id(5);
        x += 3.7;          // implicit narrowing from double
        System.out.println("5 += 3.7 -> " + x);
        x *= 1.5;
        System.out.println("*= 1.5 -> " + x);
        x -= -2147483648L; // long compound assignment, narrowed
        System.out.println("-= MIN (long) -> " + x);
        x /= 0.5;
        System.out.println("/= 0.5 -> " + x);
        x >>= 33;
        System.out.println(">>= 33 -> " + x);
        System.out.println("Integer.MIN_VALUE == -Integer.MIN_VALUE: " + (min == -min));
        System.out.println("Math.abs(MIN) = " + Math.abs(min));
    }
}
