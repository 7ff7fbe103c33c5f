// EXPECT: ok
// COMPARE: java
// EXIT: 3
// System.exit(3) called from nested calls inside try/finally: the JVM halts immediately, so the pending
// finally blocks and the rest of main must NOT run; the process exit code is 3.
public class SystemExit {
    static int work(int n) {
        int sum = 0;
        for (int i = 1; i <= n; i++) {
            sum += i * i;
        }
        return sum;
    }

    static void shutdown(int code) {
        System.out.println("shutdown(" + code + ") requested at depth 3");
        System.exit(code);
        System.out.println("after System.exit (must not print)");
    }

    static void middle(int code) {
        try {
            System.out.println("middle: entering try");
            shutdown(code);
        } catch (Throwable t) {
            System.out.println("middle: caught " + t + " (must not print)");
        } finally {
            System.out.println("middle: finally (must not print)");
        }
    }

    static void outer() {
        try {
            System.out.println("outer: squares up to 10 = " + work(10));
            middle(3);
        } finally {
            System.out.println("outer: finally (must not print)");
        }
    }

    public static void main(String[] args) {
        System.out.println("main: start");
        try {
            outer();
        } finally {
            System.out.println("main: finally (must not print)");
        }
        System.out.println("main: end (must not print)");
    }
}
