// EXPECT: ok
// COMPARE: java
// StrictMath's transcendental functions return fdlibm's results bit for bit: sin, cos, tan (small,
// near multiples of pi/2, huge arguments), asin, acos, atan, atan2, exp, log, log10, sqrt, sinh,
// cosh, tanh, expm1, log1p and IEEEremainder on special values, branch thresholds and random inputs.
import java.util.Random;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

public class StrictMathExact {
    static final double[] SPECIAL = {
        0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, Double.MIN_VALUE,
        Double.MIN_NORMAL, Double.MAX_VALUE, 1.0, -1.0, 0.5, -0.5, 2.0, 0x1p-27, 0x1p-29, 0x1p-55, 1e-300,
        1e10, 1e22, 1e300, 0x1p1023, -0x1p1023, Math.PI / 4, Math.nextUp(Math.PI / 4), 3 * Math.PI / 4,
        Math.PI / 2, Math.PI, 0.975, 0.4375, 2.4375, 0x1p66, 0.41422, -0.2929, 22.0, 709.782712893384,
        710.4758600739439, -745.1332191019411, 0.4230879990509462, 0x1p19 * Math.PI / 2, 1e-5,
    };

    static void show(String name, String args, double r) {
        System.out.println(name + "(" + args + ") = " + r + " " + Long.toHexString(Double.doubleToLongBits(r)));
    }

    static void one(String name, DoubleUnaryOperator f, Random rnd) {
        for (double x : SPECIAL) show(name, Double.toString(x), f.applyAsDouble(x));
        for (int i = 0; i < 20; i++) {
            double x = i % 2 == 0 ? rnd.nextDouble() * 4 - 2 : Math.scalb(rnd.nextDouble() + 1, rnd.nextInt(80) - 40);
            show(name, Double.toString(x), f.applyAsDouble(x));
        }
    }

    static void two(String name, DoubleBinaryOperator f, Random rnd) {
        double[] some = {0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 1.0, -2.5, 1e300, 1e-300};
        for (double y : some) for (double x : some) show(name, y + ", " + x, f.applyAsDouble(y, x));
        for (int i = 0; i < 20; i++) {
            double y = rnd.nextDouble() * 200 - 100, x = rnd.nextDouble() * 20 - 10;
            show(name, y + ", " + x, f.applyAsDouble(y, x));
        }
    }

    public static void main(String[] args) {
        Random rnd = new Random(42);
        one("sin", StrictMath::sin, rnd);
        one("cos", StrictMath::cos, rnd);
        one("tan", StrictMath::tan, rnd);
        one("asin", StrictMath::asin, rnd);
        one("acos", StrictMath::acos, rnd);
        one("atan", StrictMath::atan, rnd);
        one("exp", StrictMath::exp, rnd);
        one("log", StrictMath::log, rnd);
        one("log10", StrictMath::log10, rnd);
        one("sqrt", StrictMath::sqrt, rnd);
        one("sinh", StrictMath::sinh, rnd);
        one("cosh", StrictMath::cosh, rnd);
        one("tanh", StrictMath::tanh, rnd);
        one("expm1", StrictMath::expm1, rnd);
        one("log1p", StrictMath::log1p, rnd);
        two("atan2", StrictMath::atan2, rnd);
        two("IEEEremainder", StrictMath::IEEEremainder, rnd);
        System.out.println("sin(1e10) = " + StrictMath.sin(1e10) + ", log(0.4230879990509462) = " + StrictMath.log(0.4230879990509462));
    }
}
