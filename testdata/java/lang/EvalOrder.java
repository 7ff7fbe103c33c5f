// EXPECT: ok
// COMPARE: java
// Java's left-to-right evaluation order: operands, method arguments, array reference/index before the RHS,
// compound assignment saving the left value first, string concatenation with side effects, and exceptions mid-expression.
import java.util.ArrayList;
import java.util.List;

public class EvalOrder {
    static final List<String> log = new ArrayList<>();

    static int t(String tag, int v) {
        log.add(tag);
        return v;
    }

    static int[] arr(String tag, int[] a) {
        log.add(tag);
        return a;
    }

    static String dump() {
        String s = String.join(",", log);
        log.clear();
        return s;
    }

    static int three(int a, int b, int c) {
        return a * 100 + b * 10 + c;
    }

    static int counter;

    static int next() {
        return ++counter;
    }

    public static void main(String[] args) {
        int r = t("a", 1) + t("b", 2) * t("c", 3);
        System.out.println("a + b * c = " + r + " order " + dump());
        r = three(t("x", 1), t("y", 2), t("z", 3));
        System.out.println("args = " + r + " order " + dump());
        int[] data = {10, 20, 30};
        arr("array", data)[t("index", 1)] = t("value", 99);
        System.out.println("array store order " + dump() + " data[1]=" + data[1]);
        try {
            arr("nullArray", null)[t("idx", 0)] = t("rhs", 5);
        } catch (NullPointerException e) {
            System.out.println("null array: RHS still evaluated first? order " + dump());
        }
        try {
            arr("shortArray", new int[1])[t("badIndex", 5)] = t("rhs", 5);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("bad index: order " + dump() + " -> " + e.getMessage());
        }
        int x = 5;
        x += x++ * 2 + x;          // 5 + (5*2 + 6)
        System.out.println("x += x++ * 2 + x -> " + x);
        int i = 0;
        int[] b = new int[4];
        b[i] = i = 2;              // b[0] = 2
        b[i] += i++;               // b[2] = b[2] + 2, then i = 3
        System.out.println("b = " + java.util.Arrays.toString(b) + " i=" + i);
        counter = 0;
        String s = next() + "-" + next() + "-" + (next() + next());
        System.out.println("concat with side effects: " + s);
        counter = 0;
        int v = next() - next() * next();   // 1 - 2*3
        System.out.println("1 - 2 * 3 via calls = " + v);
        try {
            int z = t("left", 1) + t("divisor", 0) / t("zero", 0) + t("never", 7);
            System.out.println(z);
        } catch (ArithmeticException e) {
            System.out.println("exception mid-expression after " + dump());
        }
        boolean bool = t("p", 0) == 1 && t("q", 1) == 1;
        boolean bool2 = t("r", 1) == 1 || t("s", 1) == 1;
        System.out.println("short circuit " + bool + " " + bool2 + " order " + dump());
        int k = 1;
        k = k++ + k++ + k++;       // 1 + 2 + 3
        System.out.println("k = k++ + k++ + k++ -> " + k);
        long big = Integer.MAX_VALUE;
        big += 1;                  // long arithmetic
        int narrow = Integer.MAX_VALUE;
        narrow += 1L;              // computed in long, narrowed back
        System.out.println("long += 1 -> " + big + ", int += 1L -> " + narrow);
        String str = "a";
        str += str += "b";         // "a" + ("a" + "b")
        System.out.println("str += str += \"b\" -> " + str);
        int[] idx = {0, 0, 0};
        int j = 0;
        idx[j++] = j++;            // idx[0] = 1
        idx[j] = j = 0;            // idx[2] = 0
        System.out.println("idx = " + java.util.Arrays.toString(idx) + " j=" + j);
        Object o = (t("cond", 1) > 0) ? t("then", 10) : t("else", 20);
        System.out.println("ternary evaluates one branch: " + o + " order " + dump());
    }
}
