// EXPECT: ok
// COMPARE: java
// java.lang.Math on exact values: floorDiv/floorMod with negatives, abs/min/max, sqrt of squares,
// pow(2,10), ceil/floor/round/rint, hypot(3,4), signum, cbrt, and *Exact overflow exceptions.
public class MathFuncs {
    public static void main(String[] args) {
        int[][] pairs = {{7, 3}, {-7, 3}, {7, -3}, {-7, -3}, {0, 5}, {Integer.MIN_VALUE, -1}};
        for (int[] p : pairs) {
            System.out.println("floorDiv(" + p[0] + "," + p[1] + ")=" + Math.floorDiv(p[0], p[1])
                + " floorMod=" + Math.floorMod(p[0], p[1]) + " / =" + (p[0] / p[1]) + " % =" + (p[0] % p[1]));
        }
        System.out.println("floorMod(-1L, 5L) = " + Math.floorMod(-1L, 5L) + ", floorMod(-1L, 5) = " + Math.floorMod(-1L, 5));
        System.out.println("abs(-5) = " + Math.abs(-5) + ", abs(-5.5) = " + Math.abs(-5.5) + ", abs(-0.0) = " + Math.abs(-0.0)
            + ", abs(Long.MIN) = " + Math.abs(Long.MIN_VALUE));
        System.out.println("min(3,-4) = " + Math.min(3, -4) + ", max(3L,-4L) = " + Math.max(3L, -4L)
            + ", max(1.5f,2) = " + Math.max(1.5f, 2));
        for (int i = 0; i <= 12; i += 3) {
            long sq = (long) i * i * 1000003L;
            System.out.println("sqrt(" + sq + ") = " + Math.sqrt(sq) + ", sqrt(" + (i * i) + ") = " + Math.sqrt(i * i));
        }
        System.out.println("pow(2,10) = " + Math.pow(2, 10) + ", pow(2,-2) = " + Math.pow(2, -2) + ", pow(-8,1/3.) = "
            + Math.pow(-8, 1.0 / 3) + ", pow(0,0) = " + Math.pow(0, 0) + ", pow(10,15) = " + Math.pow(10, 15));
        System.out.println("cbrt(27) = " + Math.cbrt(27) + ", cbrt(-64) = " + Math.cbrt(-64));
        double[] xs = {2.5, 3.5, -2.5, -3.5, 2.4, -2.6, 0.5, -0.5, 1e16 + 1, -0.2};
        for (double x : xs) {
            System.out.println("x=" + x + " ceil=" + Math.ceil(x) + " floor=" + Math.floor(x) + " round=" + Math.round(x)
                + " rint=" + Math.rint(x) + " signum=" + Math.signum(x));
        }
        System.out.println("hypot(3,4) = " + Math.hypot(3, 4) + ", hypot(5,12) = " + Math.hypot(5, 12));
        System.out.println("exp(0) = " + Math.exp(0) + ", log(1) = " + Math.log(1) + ", log10(1000) = " + Math.log10(1000)
            + ", log(E) = " + Math.log(Math.E));
        System.out.println("sin(0) = " + Math.sin(0) + ", cos(0) = " + Math.cos(0) + ", atan2(0,-1) = " + Math.atan2(0, -1)
            + " (PI = " + Math.PI + ")");
        System.out.println("toDegrees(PI) = " + Math.toDegrees(Math.PI) + ", toRadians(180) = " + Math.toRadians(180));
        System.out.println("ulp(1.0) = " + Math.ulp(1.0) + ", nextUp(1.0) = " + Math.nextUp(1.0) + ", getExponent(1024.0) = "
            + Math.getExponent(1024.0));
        System.out.println("fma(2,3,4) = " + Math.fma(2.0, 3.0, 4.0) + ", scalb(1.5, 4) = " + Math.scalb(1.5, 4));

        String[] ops = {"addExact", "multiplyExact", "subtractExact", "negateExact", "toIntExact", "incrementExact"};
        for (String op : ops) {
            try {
                long r;
                switch (op) {
                    case "addExact": r = Math.addExact(Integer.MAX_VALUE, 1); break;
                    case "multiplyExact": r = Math.multiplyExact(1L << 40, 1L << 30); break;
                    case "subtractExact": r = Math.subtractExact(Integer.MIN_VALUE, 1); break;
                    case "negateExact": r = Math.negateExact(Integer.MIN_VALUE); break;
                    case "toIntExact": r = Math.toIntExact(1L << 31); break;
                    default: r = Math.incrementExact(Long.MAX_VALUE); break;
                }
                System.out.println(op + " = " + r);
            } catch (ArithmeticException e) {
                System.out.println(op + " threw " + e);
            }
        }
        System.out.println("addExact(2,3) = " + Math.addExact(2, 3) + ", multiplyExact(46340,46340) = " + Math.multiplyExact(46340, 46340));
        System.out.println("clamp-ish: " + Math.max(0, Math.min(10, 42)) + ", " + Math.max(0, Math.min(10, -3)));
    }
}
