// EXPECT: ok
// COMPARE: java
// System.out.printf / String.format conversions: %d %5d %-5d %05d %,d %x %X %o %e %E %.3f %05.2f %10.4f
// %s %-8s| %S %c %b %h %% %n, argument indexes and flags.
public class Printf {
    public static void main(String[] args) {
        System.out.printf("[%d] [%5d] [%-5d] [%05d] [%+d] [% d] [%(d]%n", 42, 42, 42, 42, 42, 42, -42);
        System.out.printf("[%,d] [%,d] [%,.2f] [%,15d]%n", 1234567890, -9876543210L, 1234567.891, 1000000);
        System.out.printf("[%x] [%X] [%08x] [%#x] [%o] [%#o] [%x]%n", 255, 255, 48879, 255, 8, 8, -1);
        System.out.printf("[%x] [%X]%n", -1L, 0xDEADBEEFL);
        System.out.printf("[%e] [%E] [%.2e] [%12.4e] [%e]%n", 12345.678, 0.000123, 6.02214076e23, -1.5, 0.0);
        System.out.printf("[%f] [%.3f] [%05.2f] [%10.4f] [%-10.1f] [%.0f] [%.0f] [%.0f]%n",
            Math.PI, Math.E, 3.14159, -2.5, 9.99, 0.5, 1.5, 2.5);
        System.out.printf("[%.2f] [%.2f] [%.1f] [%.3f]%n", 1.005, 2.675, 0.05, 1e-10);
        System.out.printf("[%g] [%.3g] [%g]%n", 12345.678, 0.00012345, 1e10);
        System.out.printf("[%s] [%8s] [%-8s] [%.3s] [%S]%n", "abc", "abc", "abc", "abcdef", "hello");
        System.out.printf("[%c] [%c] [%C] [%c]%n", 'x', 65, 'q', 0x1F600);
        System.out.printf("[%b] [%b] [%B] [%b]%n", true, null, false, "non-null");
        System.out.printf("[%h] [%h]%n", "hello", 42);
        System.out.printf("[%%] [%n]");
        System.out.printf("[%2$s %1$s] [%1$s %1$s] [%s %<s]%n", "a", "b", "c");
        System.out.printf("[%s] [%s] [%s] [%10s]%n", 1.5f, 100L, null, true);
        System.out.printf("[%.2f] [%e]%n", 1.0f / 3, (double) Float.MAX_VALUE);
        System.out.printf("[%d] [%d] [%d]%n", (byte) -1, (short) 300, Long.MIN_VALUE);
        System.out.printf("[%x] [%x]%n", (byte) -1, (short) -1);
        System.out.printf("[%f] [%f] [%e]%n", Double.NaN, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        System.out.printf("[%08.3f] [%-+8d] [%+.1e]%n", -3.14159, 7, 12345.0);
        System.out.printf("[%s]%n", new java.math.BigDecimal("123.4500"));
        System.out.printf("[%.3f] [%,d]%n", new java.math.BigDecimal("2.0005"), new java.math.BigInteger("123456789012345678901234567890"));

        // a little table
        String[] names = {"apple", "kiwi", "watermelon"};
        int[] qty = {3, 12, 1};
        double[] price = {0.5, 0.25, 3.999};
        System.out.println(String.format("%-12s|%5s|%8s", "item", "qty", "total"));
        double grand = 0;
        for (int i = 0; i < names.length; i++) {
            double total = qty[i] * price[i];
            grand += total;
            System.out.println(String.format("%-12s|%5d|%8.2f", names[i], qty[i], total));
        }
        System.out.println(String.format("%-12s|%5s|%8.2f", "TOTAL", "", grand));

        String[] bad = {"%d", "%q", "%.2d", "%s %s"};
        Object[][] badArgs = {{"str"}, {1}, {5}, {"only one"}};
        for (int i = 0; i < bad.length; i++) {
            try {
                System.out.println(String.format(bad[i], badArgs[i]));
            } catch (java.util.IllegalFormatException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        System.out.println("formatted: " + "%d-%s".formatted(7, "seven"));
    }
}
