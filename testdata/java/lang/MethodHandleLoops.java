// EXPECT: ok
// COMPARE: java
// Method handle loops and other control flow: MethodHandles.loop with several clauses, countedLoop,
// whileLoop, doWhileLoop, iteratedLoop, tryFinally on normal and exceptional completion,
// tableSwitch, spreadInvoker and dropReturn.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;

public class MethodHandleLoops {
    static int zero() { return 0; }
    static int one() { return 1; }
    static int inc(int i, int acc) { return i + 1; }
    static int mul(int i, int acc) { return acc * i; }
    static boolean below(int i, int acc, int n) { return i < n; }
    static int result(int i, int acc, int n) { return acc; }
    static int step(int acc, int i) { return acc + i * i; }
    static String join(String acc, String s) { return acc + s + ";"; }
    static String start() { return ""; }
    static boolean small(int x) { return x < 100; }
    static int grow(int x) { return 2 * x + 1; }
    static int risky(int x) { if (x < 0) throw new IllegalArgumentException("negative " + x); return x * 10; }
    static int audit(Throwable t, int result, int x) { System.out.println("cleanup: " + (t == null ? "ok" : t.getMessage()) + " result " + result); return result + 1; }
    static void noisy(String s) { if (s.isEmpty()) throw new IllegalStateException("empty"); System.out.println("noisy " + s); }
    static void after(Throwable t, String s) { System.out.println("after " + s + " " + (t == null ? "normally" : t.getClass().getSimpleName())); }

    static MethodHandle find(String name, Class<?> ret, Class<?>... params) throws ReflectiveOperationException {
        return MethodHandles.lookup().findStatic(MethodHandleLoops.class, name, MethodType.methodType(ret, params));
    }

    public static void main(String[] args) throws Throwable {
        // factorial(n): clause 1 counts i from 1, clause 2 multiplies, and stops when i reaches n.
        MethodHandle counter = MethodHandles.dropArguments(find("one", int.class), 0, int.class);
        MethodHandle acc = MethodHandles.dropArguments(find("one", int.class), 0, int.class);
        MethodHandle[] countClause = {counter, find("inc", int.class, int.class, int.class)};
        MethodHandle[] accClause = {acc, find("mul", int.class, int.class, int.class), find("below", boolean.class, int.class, int.class, int.class), find("result", int.class, int.class, int.class, int.class)};
        MethodHandle factorial = MethodHandles.loop(countClause, accClause);
        System.out.println((int) factorial.invokeExact(5) + " " + (int) factorial.invokeExact(1) + " " + factorial.type());

        MethodHandle squares = MethodHandles.countedLoop(MethodHandles.constant(int.class, 4), MethodHandles.dropArguments(find("zero", int.class), 0, List.of()), find("step", int.class, int.class, int.class));
        System.out.println((int) squares.invokeExact() + " " + squares.type());
        MethodHandle grow = MethodHandles.whileLoop(null, find("small", boolean.class, int.class), find("grow", int.class, int.class));
        System.out.println((int) grow.invokeExact() + " " + grow.type());
        MethodHandle doGrow = MethodHandles.doWhileLoop(MethodHandles.constant(int.class, 500), find("grow", int.class, int.class), find("small", boolean.class, int.class));
        System.out.println((int) doGrow.invokeExact());
        MethodHandle joined = MethodHandles.iteratedLoop(null, find("start", String.class), find("join", String.class, String.class, String.class));
        System.out.println((String) joined.invoke(List.of("a", "b", "c")));

        MethodHandle inc = find("inc", int.class, int.class, int.class);
        MethodHandle mul = find("mul", int.class, int.class, int.class);
        MethodHandle table = MethodHandles.tableSwitch(MethodHandles.dropArguments(MethodHandles.constant(int.class, -1), 0, int.class, int.class, int.class),
                MethodHandles.dropArguments(inc, 0, int.class), MethodHandles.dropArguments(mul, 0, int.class));
        System.out.println((int) table.invokeExact(0, 4, 5) + " " + (int) table.invokeExact(1, 4, 5) + " " + (int) table.invokeExact(2, 4, 5) + " " + (int) table.invokeExact(-1, 4, 5));
        MethodHandle spread = MethodHandles.spreadInvoker(mul.type(), 1);
        System.out.println(spread.invoke(mul, 6, new Object[] {7}) + " " + spread.type() + " " + MethodHandles.dropReturn(mul).type());
        MethodHandle guarded = MethodHandles.tryFinally(find("risky", int.class, int.class), find("audit", int.class, Throwable.class, int.class, int.class));
        System.out.println((int) guarded.invokeExact(4));
        try {
            int r = (int) guarded.invokeExact(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("rethrown: " + e.getMessage());
        }
        MethodHandle noisy = MethodHandles.tryFinally(find("noisy", void.class, String.class), find("after", void.class, Throwable.class, String.class));
        noisy.invokeExact("x");
        try {
            noisy.invokeExact("");
        } catch (IllegalStateException e) {
            System.out.println("rethrown: " + e.getMessage());
        }
    }
}
