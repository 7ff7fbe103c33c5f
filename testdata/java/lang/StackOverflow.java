// EXPECT: ok
// COMPARE: java
// StackOverflowError from unbounded recursion is caught and the program continues normally; deep but bounded
// recursion (depth 2000) works; recursion resumes after the overflow; finally blocks run while unwinding.
public class StackOverflow {
    static int depth;
    static int finallies;

    static void infinite() {
        depth++;
        infinite();
    }

    static long withLocals(long a, long b, double c) {
        depth++;
        long x = a + b;
        double y = c * 1.0001;
        return withLocals(x, a, y) + 1;
    }

    static void infiniteWithFinally(int n) {
        try {
            infiniteWithFinally(n + 1);
        } finally {
            if (n < 100) {
                finallies++;
            }
        }
    }

    static int sumTo(int n) {
        return n == 0 ? 0 : n + sumTo(n - 1);
    }

    public static void main(String[] args) {
        try {
            infinite();
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError, depth > 1000: " + (depth > 1000) + ", message null: " + (e.getMessage() == null));
        }
        int first = depth;
        depth = 0;
        try {
            withLocals(1, 1, 1.0);
        } catch (StackOverflowError e) {
            System.out.println("caught again with bigger frames, depth > 500: " + (depth > 500) + ", is VirtualMachineError: "
                + (e instanceof VirtualMachineError));
        }
        System.out.println("frames used differ in size: " + (first > 0 && depth > 0));
        try {
            infiniteWithFinally(0);
        } catch (StackOverflowError e) {
            System.out.println("finally blocks of the 100 outermost frames ran: " + finallies);
        }
        System.out.println("bounded recursion sumTo(2000) = " + sumTo(2000));
        int recovered = 0;
        for (int i = 0; i < 3; i++) {
            try {
                infinite();
            } catch (StackOverflowError e) {
                recovered++;
            }
        }
        System.out.println("recovered " + recovered + " times; still working: " + sumTo(100));
        Throwable t = new StackOverflowError();
        System.out.println("constructed: " + t + ", is Error: " + (t instanceof Error));
    }
}
