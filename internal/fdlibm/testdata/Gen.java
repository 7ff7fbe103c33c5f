// Gen prints the table fdlibm_test.go checks the package against: for each
// StrictMath function, inputs and the JDK's result, as the raw bits of the
// doubles in hex, one case a line: "name x result" or "name x y result".
// Regenerate with (JDK 17, whose StrictMath natives are libfdlibm's):
//
//	java internal/fdlibm/testdata/Gen.java > internal/fdlibm/testdata/strictmath.txt
import java.util.*;
import java.util.function.*;

public class Gen {
    static final Random rnd = new Random(20260101L);

    static String h(double d) { return Long.toHexString(Double.doubleToRawLongBits(d)); }

    // Special values every function sees.
    static final double[] SPECIAL = {
        0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN,
        Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, -Double.MIN_NORMAL,
        Math.nextDown(Double.MIN_NORMAL), 0x0.0000000000abcp-1022, 1e-310, -3e-320,
        Double.MAX_VALUE, -Double.MAX_VALUE, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, 10.0, 100.0, 0.1,
        1e-300, -1e-300, 1e-20, 1e-10, 1e300, -1e300, 1e22, -1e22, 1e10, 0x1p1023, -0x1p1023, 0x1p1000,
        Math.PI, -Math.PI, Math.E, 0x1p-27, 0x1p-28, 0x1p-29, 0x1p-54, 0x1p-55, 0x1p-57, 0x1p-1000,
        0x1p52, 0x1p53, 0x1p60, 0x1p64, 0x1p66, 0x1p100,
    };

    // Thresholds of fdlibm's branches; each is tried with both neighbours
    // and both signs.
    static final Map<String, double[]> THRESHOLDS = new LinkedHashMap<>();
    static {
        double[] trig = {Math.PI / 4, 3 * Math.PI / 4, Math.PI / 2, Math.PI, 3 * Math.PI / 2, 2 * Math.PI,
            0x1p19 * Math.PI / 2, 0x1p20 * Math.PI / 2, 0x1p-27, 0x1p-28, 0.3, 0.78125, 0.6744, 0.67434,
            5 * Math.PI / 4, 7 * Math.PI / 4, 16 * Math.PI / 2, 31 * Math.PI / 2, 32 * Math.PI / 2, 33 * Math.PI / 2,
            1000 * Math.PI / 2, 123456 * Math.PI / 2, 0x1p30 * Math.PI, 6381956970095103.0 * 0x1p797,
            5.319372648326541e+255, 1e200, 0x1.fffffffffffffp512};
        THRESHOLDS.put("sin", trig);
        THRESHOLDS.put("cos", trig);
        THRESHOLDS.put("tan", trig);
        double[] asin = {0.5, 0.975, 0x1p-27, 0x1p-57, 0.98, 0.999999, 0.25, 0.75};
        THRESHOLDS.put("asin", asin);
        THRESHOLDS.put("acos", asin);
        double[] atan = {0.4375, 0.6875, 1.1875, 2.4375, 0x1p66, 0x1p-29, 1.5, 0.5, 1.0};
        THRESHOLDS.put("atan", atan);
        double[] log = {Math.sqrt(2) / 2, Math.sqrt(2), 1 + 0x1p-20, 1 - 0x1p-20, 1 + 0x1p-19, 0x1p-1022,
            0.4230879990509462, 2.0, 0.75, 1.25, 1e-5, 1e5, 1e15, 1e16, 1e23, 1e-23};
        THRESHOLDS.put("log", log);
        THRESHOLDS.put("log10", log);
        double[] log1p = {0.41422, 0.2929, 0x1p-29, 0x1p-54, 0x1p53, 0x1p-20, 1.0, Math.sqrt(2) - 1,
            1 - Math.sqrt(2) / 2, 1e-5, 1e10, 0.5, 0.999999, 3.0};
        THRESHOLDS.put("log1p", log1p);
        double[] hyp = {22.0, 709.782712893384, 710.4758600739439, 0.5 * Math.log(2), 0x1p-28, 0x1p-55, 1.0,
            0x1p-54, 2.0, 20.0, 700.0, 0.3, 40 * Math.log(2)};
        THRESHOLDS.put("sinh", hyp);
        THRESHOLDS.put("cosh", hyp);
        THRESHOLDS.put("tanh", hyp);
        double[] exp = {0.5 * Math.log(2), 1.5 * Math.log(2), 56 * Math.log(2), 709.782712893384, -745.1332191019411,
            -708.4, -720.0, 0x1p-28, 0x1p-54, 20 * Math.log(2), 19.5 * Math.log(2), 21 * Math.log(2), 1.0, 0.25,
            40.0, 2.0, -1.0, 100.0};
        THRESHOLDS.put("exp", exp);
        THRESHOLDS.put("expm1", exp);
        THRESHOLDS.put("sqrt", new double[] {2.0, 4.0, 0x1p-1074, 1e-320, 0.25, 1e100, 2e100});
    }

    // A random double for function name.
    static double random(String name, int i) {
        double s = rnd.nextBoolean() ? 1 : -1;
        double x;
        switch (i % 5) {
            case 0: x = rnd.nextDouble(); break;                          // [0, 1)
            case 1: x = rnd.nextDouble() * 30; break;                     // [0, 30)
            case 2: x = rnd.nextDouble() * 1000; break;                   // [0, 1000)
            case 3: x = Math.scalb(1 + rnd.nextDouble(), rnd.nextInt(2098) - 1074); break; // any magnitude
            default: x = Math.scalb(1 + rnd.nextDouble(), rnd.nextInt(60) - 30); break;   // moderate
        }
        switch (name) {
            case "asin": case "acos": if (i % 5 != 0 && i % 3 != 0) x = rnd.nextDouble(); break;
            case "log": case "log10": case "sqrt": s = i % 10 == 0 ? -1 : 1; break;
            case "log1p": if (s < 0 && i % 2 == 0) x = rnd.nextDouble(); break;
        }
        return s * x;
    }

    static void one(String name, DoubleUnaryOperator f) {
        List<Double> xs = new ArrayList<>();
        for (double x : SPECIAL) xs.add(x);
        for (double t : THRESHOLDS.getOrDefault(name, new double[0])) {
            for (double v : new double[] {t, Math.nextUp(t), Math.nextDown(t)}) {
                xs.add(v);
                xs.add(-v);
            }
        }
        while (xs.size() < 340) xs.add(random(name, xs.size()));
        for (double x : xs) System.out.println(name + " " + h(x) + " " + h(f.applyAsDouble(x)));
    }

    static void two(String name, DoubleBinaryOperator f) {
        double[] some = {0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 1.0, -1.0,
            Double.MIN_VALUE, Double.MAX_VALUE, 2.5, -3.0, 1e300, 1e-300, 0x1p61, 0x1p-61};
        List<double[]> ps = new ArrayList<>();
        for (double y : some) for (double x : some) ps.add(new double[] {y, x});
        while (ps.size() < 400) {
            int i = ps.size();
            double y = random(name, i), x = random(name, i + 1 + rnd.nextInt(4));
            if (i % 7 == 0) x = y * (rnd.nextInt(9) - 4 + 0.5);      // remainder ties, atan2 of equal sizes
            if (i % 11 == 0) x = Math.scalb(y, rnd.nextInt(140) - 70);
            ps.add(new double[] {y, x});
        }
        for (double[] p : ps) System.out.println(name + " " + h(p[0]) + " " + h(p[1]) + " " + h(f.applyAsDouble(p[0], p[1])));
    }

    public static void main(String[] args) {
        one("sin", StrictMath::sin);
        one("cos", StrictMath::cos);
        one("tan", StrictMath::tan);
        one("asin", StrictMath::asin);
        one("acos", StrictMath::acos);
        one("atan", StrictMath::atan);
        one("exp", StrictMath::exp);
        one("log", StrictMath::log);
        one("log10", StrictMath::log10);
        one("sqrt", StrictMath::sqrt);
        one("sinh", StrictMath::sinh);
        one("cosh", StrictMath::cosh);
        one("tanh", StrictMath::tanh);
        one("expm1", StrictMath::expm1);
        one("log1p", StrictMath::log1p);
        two("atan2", StrictMath::atan2);
        two("IEEEremainder", StrictMath::IEEEremainder);
    }
}
