// EXPECT: ok
// COMPARE: java
// BigInteger (factorial(30), pow, mod, modPow (Fermat test), modInverse, gcd, bit operations, sqrt, toString radix)
// and BigDecimal (exact decimal arithmetic, scale, setScale with RoundingMode, divide with MathContext, compareTo vs equals).
import java.math.*;

public class BigNumbers {
    static BigInteger factorial(int n) {
        BigInteger r = BigInteger.ONE;
        for (int i = 2; i <= n; i++) r = r.multiply(BigInteger.valueOf(i));
        return r;
    }

    public static void main(String[] args) {
        BigInteger f30 = factorial(30);
        System.out.println("30! = " + f30 + " bitLength=" + f30.bitLength() + " digits=" + f30.toString().length());
        System.out.println("50! = " + factorial(50));
        System.out.println("30! / 28! = " + f30.divide(factorial(28)) + ", 30! mod 1e9+7 = " + f30.mod(BigInteger.valueOf(1_000_000_007)));
        BigInteger two = BigInteger.TWO;
        BigInteger p127 = two.pow(127).subtract(BigInteger.ONE);
        System.out.println("2^127-1 = " + p127 + " fermat(3): " + BigInteger.valueOf(3).modPow(p127.subtract(BigInteger.ONE), p127).equals(BigInteger.ONE) + " hex: " + p127.toString(16));
        System.out.println("2^64 = " + two.pow(64) + ", as long: " + two.pow(64).longValue() + ", Long.MAX+1 = "
            + BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE));
        BigInteger a = new BigInteger("123456789012345678901234567890");
        BigInteger b = new BigInteger("-987654321098765432109876543210");
        System.out.println("a+b=" + a.add(b) + " a*b=" + a.multiply(b));
        BigInteger[] qr = b.divideAndRemainder(a);
        System.out.println("b/a=" + qr[0] + " b%a=" + qr[1] + " b.mod(a)=" + b.mod(a) + " gcd=" + a.gcd(b) + " signum(b)=" + b.signum()
            + " abs=" + b.abs().negate().negate());
        System.out.println("modPow(3, 200, 1e9+7)=" + BigInteger.valueOf(3).modPow(BigInteger.valueOf(200), BigInteger.valueOf(1_000_000_007))
            + " modInverse(17 mod 3120)=" + BigInteger.valueOf(17).modInverse(BigInteger.valueOf(3120)));
        System.out.println("bits: shiftLeft(100)=" + BigInteger.ONE.shiftLeft(100) + " and=" + a.and(BigInteger.valueOf(0xFFFF)) + " testBit(0)="
            + a.testBit(0) + " bitCount=" + a.bitCount() + " negative shiftRight=" + BigInteger.valueOf(-17).shiftRight(2));
        System.out.println("compareTo=" + a.compareTo(b) + " equals=" + a.equals(new BigInteger("123456789012345678901234567890"))
            + " sqrt(10^40+1)=" + BigInteger.TEN.pow(40).add(BigInteger.ONE).sqrt() + " parse radix 2: " + new BigInteger("-101010", 2));
        try {
            BigInteger.ONE.divide(BigInteger.ZERO);
        } catch (ArithmeticException e) {
            System.out.println("BigInteger divide by zero: " + e.getMessage());
        }

        BigDecimal x = new BigDecimal("0.1"), y = new BigDecimal("0.2");
        System.out.println("0.1+0.2 = " + x.add(y) + " (double gives " + (0.1 + 0.2) + ")");
        System.out.println("new BigDecimal(0.1) = " + new BigDecimal(0.1));
        System.out.println("valueOf(0.1) = " + BigDecimal.valueOf(0.1) + " valueOf(100, 3) = " + BigDecimal.valueOf(100, 3));
        BigDecimal price = new BigDecimal("19.99");
        BigDecimal qty = new BigDecimal("3");
        BigDecimal subtotal = price.multiply(qty);
        BigDecimal tax = subtotal.multiply(new BigDecimal("0.0825")).setScale(2, RoundingMode.HALF_UP);
        System.out.println("subtotal=" + subtotal + " scale=" + subtotal.scale() + " tax=" + tax + " total=" + subtotal.add(tax));
        BigDecimal v = new BigDecimal("2.345");
        for (RoundingMode m : new RoundingMode[] {RoundingMode.UP, RoundingMode.DOWN, RoundingMode.CEILING, RoundingMode.FLOOR,
            RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.HALF_EVEN}) {
            System.out.println("  " + m + ": " + v.setScale(2, m) + " " + v.negate().setScale(2, m) + " 2.355->" + new BigDecimal("2.355").setScale(2, m));
        }
        try {
            BigDecimal.ONE.divide(new BigDecimal("3"));
        } catch (ArithmeticException e) {
            System.out.println("1/3 exact: " + e.getMessage());
        }
        System.out.println("1/3 (MathContext 20) = " + BigDecimal.ONE.divide(new BigDecimal("3"), new MathContext(20)));
        System.out.println("1/3 scale 5 HALF_EVEN = " + BigDecimal.ONE.divide(new BigDecimal("3"), 5, RoundingMode.HALF_EVEN)
            + " 2/3 DECIMAL64 = " + new BigDecimal(2).divide(new BigDecimal(3), MathContext.DECIMAL64));
        BigDecimal p = new BigDecimal("2.50"), q = new BigDecimal("2.5");
        System.out.println("2.50 equals 2.5: " + p.equals(q) + " compareTo: " + p.compareTo(q) + " stripTrailingZeros: " + p.stripTrailingZeros()
            + " hash differs: " + (p.hashCode() != q.hashCode()));
        System.out.println("toString vs toPlainString: " + new BigDecimal("1E+5") + " " + new BigDecimal("1E+5").toPlainString() + " "
            + new BigDecimal("0.00000012") + " precision=" + new BigDecimal("123.4500").precision() + " unscaled="
            + new BigDecimal("123.4500").unscaledValue());
        BigDecimal compound = new BigDecimal("1000.00");
        for (int year = 1; year <= 5; year++) {
            compound = compound.multiply(new BigDecimal("1.035")).setScale(2, RoundingMode.HALF_EVEN);
        }
        System.out.println("1000 at 3.5% for 5 years = " + compound + " sqrt(2) 30 digits = " + new BigDecimal(2).sqrt(new MathContext(30)));
    }
}
