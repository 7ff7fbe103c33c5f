// EXPECT: ok
// COMPARE: java
// Constant and zero method handles and dropped arguments, with their errors: MethodHandles.constant
// of every kind of type (the value converted as Wrapper.convert and Class.cast do, or
// ClassCastException and NullPointerException), zero, empty, dropArguments with arrays and lists,
// dropArgumentsToMatch, a dropped argument of throwException, and tryFinally. JDK 25 names the
// dropped types of a bad position by their array, with its identity hash.
// MASK: \[Ljava\.lang\.Class;@[0-9a-f]+
import java.lang.invoke.*;
import java.util.List;

public class MethodHandleConstants {
    interface Shape {}
    static void show(Throwable e) { System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage()); }
    public static void main(String[] args) throws Throwable {
        Object[][] cases = {
            {int.class, "x"}, {int.class, null}, {long.class, 5}, {byte.class, 'c'}, {char.class, 65},
            {String.class, 5}, {Shape.class, "s"}, {Object.class, null}, {double.class, 2.5f}, {boolean.class, true},
            {short.class, (byte) 3}, {int[].class, new int[] {1}}, {float.class, 7L},
        };
        for (Object[] c : cases) {
            try {
                MethodHandle h = MethodHandles.constant((Class<?>) c[0], c[1]);
                Object r = h.invoke();
                System.out.println(h.type() + " -> " + (r instanceof int[] a ? "int[" + a.length + "]" : r));
            } catch (Throwable e) {
                show(e);
            }
        }
        try { MethodHandles.constant(void.class, null); } catch (Throwable e) { show(e); }
        for (Class<?> c : new Class<?>[] {int.class, void.class, long.class, String.class, char.class, boolean.class, double.class}) {
            MethodHandle z = MethodHandles.zero(c);
            System.out.println(z.type() + " -> " + z.invoke());
        }
        MethodHandle e = MethodHandles.empty(MethodType.methodType(void.class, int.class, String.class));
        e.invoke(1, "a");
        System.out.println(e.type() + " " + MethodHandles.empty(MethodType.methodType(long.class, Object.class)).invoke("q"));
        MethodHandle id = MethodHandles.identity(String.class);
        try { MethodHandles.dropArguments(id, 0, int.class, void.class); } catch (Throwable x) { show(x); }
        try { MethodHandles.dropArguments(id, 0, List.of(int.class, void.class)); } catch (Throwable x) { show(x); }
        try { MethodHandles.dropArguments(null, 0, int.class); } catch (Throwable x) { show(x); }
        try { MethodHandles.dropArguments(id, 0, (Class<?>[]) null); } catch (Throwable x) { show(x); }
        try { MethodHandles.dropArguments(id, 5, List.of(int.class, String.class)); } catch (Throwable x) { show(x); }
        try { MethodHandles.dropArguments(id, -1, List.of(void.class)); } catch (Throwable x) { show(x); }
        try { MethodHandles.dropArguments(id, 2, List.of()); } catch (Throwable x) { show(x); }
        try { MethodHandles.dropArguments(id, 3, int.class, null); } catch (Throwable x) { show(x); }
        try { MethodHandles.dropArguments(id, 1, int.class, null); } catch (Throwable x) { show(x); }
        MethodHandle d = MethodHandles.dropArguments(id, 1, List.of());
        System.out.println((d == id) + " " + MethodHandles.dropArguments(id, 1, int.class, long.class).type());
        MethodHandle m = MethodHandles.dropArgumentsToMatch(id, 0, List.of(int.class, String.class, long.class), 1);
        System.out.println(m.type() + " " + m.invoke(1, "hi", 2L));
        MethodHandle thrower = MethodHandles.throwException(int.class, IllegalStateException.class);
        try { int r = (int) MethodHandles.dropArguments(thrower, 1, String.class).invokeExact(new IllegalStateException("boom"), "x"); } catch (IllegalStateException x) { show(x); }
        MethodHandle tf = MethodHandles.tryFinally(MethodHandles.identity(int.class),
            MethodHandles.dropArguments(MethodHandles.identity(int.class), 0, Throwable.class));
        System.out.println(tf.type() + " " + (int) tf.invokeExact(9));
        MethodHandle k = MethodHandles.constant(String.class, "K");
        System.out.println(k + " " + MethodHandles.constant(int.class, 3) + " " + MethodHandles.zero(int.class));
    }
}
