// EXPECT: ok
// COMPARE: java
// try/catch/finally control flow: execution order, finally overriding a return value or an exception,
// the returned value captured before finally mutates it, nested try, rethrow, finally with break/continue.
import java.util.ArrayList;
import java.util.List;

public class TryFinallyOrder {
    static final List<String> trace = new ArrayList<>();

    static int returnInTry() {
        int x = 1;
        try {
            trace.add("try x=" + x);
            return x;                 // value 1 is saved
        } finally {
            x = 99;
            trace.add("finally x=" + x);
        }
    }

    @SuppressWarnings("finally")
    static int finallyOverridesReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static String finallySwallowsException() {
        try {
            throw new IllegalStateException("lost");
        } finally {
            return "swallowed";
        }
    }

    static StringBuilder mutateReturned() {
        StringBuilder sb = new StringBuilder("a");
        try {
            return sb;
        } finally {
            sb.append("-finally");    // the object is shared: mutation is visible
        }
    }

    static String nested(int mode) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("outer-try ");
            try {
                sb.append("inner-try ");
                if (mode == 1) throw new IllegalArgumentException("m1");
                if (mode == 2) throw new UnsupportedOperationException("m2");
                if (mode == 3) return sb.append("inner-return ").toString();
            } catch (IllegalArgumentException e) {
                sb.append("inner-catch(").append(e.getMessage()).append(") ");
                throw new RuntimeException("wrapped", e);
            } finally {
                sb.append("inner-finally ");
            }
            sb.append("after-inner ");
        } catch (RuntimeException e) {
            sb.append("outer-catch(").append(e.getMessage()).append(e.getCause() != null ? "<-" + e.getCause().getMessage() : "").append(") ");
        } finally {
            sb.append("outer-finally");
        }
        return sb.toString();
    }

    static int loopWithFinally() {
        int count = 0;
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                count += 10;
            } finally {
                count++;
                trace.add("loop finally i=" + i);
            }
        }
        return count;
    }

    static int depth(int n) {
        try {
            if (n == 0) throw new ArithmeticException("bottom");
            return depth(n - 1) + 1;
        } finally {
            trace.add("unwind " + n);
        }
    }

    public static void main(String[] args) {
        System.out.println("returnInTry=" + returnInTry());
        System.out.println("finallyOverridesReturn=" + finallyOverridesReturn());
        System.out.println("finallySwallowsException=" + finallySwallowsException());
        System.out.println("mutateReturned=" + mutateReturned());
        for (int mode = 0; mode <= 3; mode++) {
            System.out.println("nested(" + mode + ")=" + nested(mode));
        }
        System.out.println("loopWithFinally=" + loopWithFinally());
        try {
            depth(3);
        } catch (ArithmeticException e) {
            trace.add("caught " + e.getMessage());
        }
        for (String t : trace) {
            System.out.println("  " + t);
        }
        int x = 0;
        try {
            x = 10 / x;
        } catch (ArithmeticException e) {
            x = -1;
        } finally {
            x *= 2;
        }
        System.out.println("x=" + x);
    }
}
