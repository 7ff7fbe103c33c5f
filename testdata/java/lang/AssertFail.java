// EXPECT: assertion
// COMPARE: java
// assert statements under -ea: passing asserts evaluate their condition (side effects visible), a failing
// `assert x > 0 : "msg"` throws AssertionError with that message, uncaught -> exit 1.
public class AssertFail {
    static int evaluations;

    static boolean check(boolean b) {
        evaluations++;
        return b;
    }

    static int clamp(int x, int lo, int hi) {
        assert lo <= hi : "bad bounds " + lo + ".." + hi;
        return Math.max(lo, Math.min(hi, x));
    }

    static int divide(int a, int b) {
        assert b != 0 : "divisor must be non-zero";
        return a / b;
    }

    public static void main(String[] args) {
        assert check(true);
        assert check(1 + 1 == 2) : "math is broken";
        System.out.println("assertions evaluated: " + evaluations);
        System.out.println("clamp(15, 0, 10) = " + clamp(15, 0, 10));
        try {
            clamp(1, 5, 2);
        } catch (AssertionError e) {
            System.out.println("caught AssertionError: " + e.getMessage());
        }
        try {
            assert false;
        } catch (AssertionError e) {
            System.out.println("assert false without message: getMessage=" + e.getMessage());
        }
        try {
            assert evaluations < 0 : evaluations;
        } catch (AssertionError e) {
            System.out.println("non-string detail: " + e.getMessage());
        }
        System.out.println("divide(10, 3) = " + divide(10, 3));
        int x = 10;
        for (int i = 0; i < 4; i++) {
            x -= 4;
            System.out.println("x = " + x);
            assert x > 0 : "msg: x became " + x;
        }
        System.out.println("not reached");
    }
}
