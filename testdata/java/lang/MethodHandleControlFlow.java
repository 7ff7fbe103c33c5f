// EXPECT: ok
// COMPARE: java
// More MethodHandles combinators: catchException (caught, not caught, the handler's result),
// throwException, permuteArguments, foldArguments, collectArguments, exactInvoker and invoker
// (also as findVirtual on MethodHandle.invokeExact), and array element getters, setters and length.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;

public class MethodHandleControlFlow {
    static int parse(String s) { return Integer.parseInt(s); }
    static int recover(NumberFormatException e, String s) { return -s.length(); }
    static String pair(String a, String b) { return "(" + a + "," + b + ")"; }
    static int sum3(int a, int b, int c) { return 100 * a + 10 * b + c; }
    static int count;
    static void log(String s) { count += s.length(); }
    static String describe(int total, String s) { return s + "=" + total; }
    static int length(String s) { return s.length(); }

    static void show(Throwable e) { System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage()); }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle parse = l.findStatic(MethodHandleControlFlow.class, "parse", MethodType.methodType(int.class, String.class));
        MethodHandle recover = l.findStatic(MethodHandleControlFlow.class, "recover",
                MethodType.methodType(int.class, NumberFormatException.class, String.class));
        MethodHandle safeParse = MethodHandles.catchException(parse, NumberFormatException.class, recover);
        System.out.println((int) safeParse.invokeExact("42") + " " + (int) safeParse.invokeExact("oops") + " " + safeParse.type());
        MethodHandle zeroOnError = MethodHandles.catchException(parse, NumberFormatException.class,
                MethodHandles.dropArguments(MethodHandles.constant(int.class, 0), 0, NumberFormatException.class));
        System.out.println((int) zeroOnError.invokeExact("x1") + " " + (int) zeroOnError.invokeExact("7"));
        MethodHandle narrow = MethodHandles.catchException(parse, ArithmeticException.class,
                MethodHandles.dropArguments(MethodHandles.constant(int.class, -1), 0, ArithmeticException.class, String.class));
        try {
            int r = (int) narrow.invokeExact("not a number");
        } catch (NumberFormatException e) {
            show(e);
        }
        MethodHandle thrower = MethodHandles.throwException(String.class, IllegalStateException.class);
        try {
            String r = (String) thrower.invokeExact(new IllegalStateException("thrown by a handle"));
        } catch (IllegalStateException e) {
            show(e);
        }
        System.out.println(thrower.type());

        MethodHandle pair = l.findStatic(MethodHandleControlFlow.class, "pair", MethodType.methodType(String.class, String.class, String.class));
        MethodHandle swapped = MethodHandles.permuteArguments(pair, MethodType.methodType(String.class, String.class, String.class), 1, 0);
        MethodHandle doubled = MethodHandles.permuteArguments(pair, MethodType.methodType(String.class, String.class), 0, 0);
        System.out.println((String) swapped.invokeExact("a", "b") + " " + (String) doubled.invokeExact("z") + " " + doubled.type());
        MethodHandle sum3 = l.findStatic(MethodHandleControlFlow.class, "sum3", MethodType.methodType(int.class, int.class, int.class, int.class));
        MethodHandle rotated = MethodHandles.permuteArguments(sum3, MethodType.methodType(int.class, int.class, int.class, int.class), 2, 0, 1);
        System.out.println((int) rotated.invokeExact(1, 2, 3));

        MethodHandle length = l.findStatic(MethodHandleControlFlow.class, "length", MethodType.methodType(int.class, String.class));
        MethodHandle describe = l.findStatic(MethodHandleControlFlow.class, "describe", MethodType.methodType(String.class, int.class, String.class));
        MethodHandle folded = MethodHandles.foldArguments(describe, length);
        System.out.println((String) folded.invokeExact("hello") + " " + folded.type());
        MethodHandle logged = MethodHandles.foldArguments(length,
                l.findStatic(MethodHandleControlFlow.class, "log", MethodType.methodType(void.class, String.class)));
        System.out.println((int) logged.invokeExact("abc") + (int) logged.invokeExact("de") + " " + count);
        MethodHandle lengths = MethodHandles.collectArguments(describe, 0, MethodHandles.filterReturnValue(pair, length));
        System.out.println((String) lengths.invokeExact("ab", "c", "total") + " " + lengths.type() + " " + MethodHandles.collectArguments(length, 0, pair).type());

        MethodHandle exact = MethodHandles.exactInvoker(MethodType.methodType(int.class, String.class));
        MethodHandle generic = MethodHandles.invoker(MethodType.methodType(Object.class, Object.class));
        System.out.println((int) exact.invokeExact(parse, "12") + " " + generic.invoke(parse, "34") + " " + exact.type() + " " + generic.type());
        MethodHandle viaFind = l.findVirtual(MethodHandle.class, "invokeExact", MethodType.methodType(int.class, String.class));
        System.out.println((int) viaFind.invokeExact(parse, "56") + " " + (int) viaFind.bindTo(length).invokeExact("seven"));
        try {
            int r = (int) exact.invokeExact(pair, "x");
        } catch (WrongMethodTypeException e) {
            show(e);
        }

        MethodHandle get = MethodHandles.arrayElementGetter(int[].class);
        MethodHandle set = MethodHandles.arrayElementSetter(Object[].class);
        MethodHandle len = MethodHandles.arrayLength(double[].class);
        int[] ints = {5, 6, 7};
        Object[] objs = new String[2];
        set.invokeExact(objs, 1, (Object) "s");
        System.out.println((int) get.invokeExact(ints, 2) + " " + objs[1] + " " + (int) len.invokeExact(new double[4]) + " " + get.type() + " " + set.type());
        try {
            int r = (int) get.invokeExact(ints, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            show(e);
        }
        try {
            set.invokeExact(objs, 0, (Object) 1);
        } catch (ArrayStoreException e) {
            show(e);
        }
        try {
            MethodHandles.permuteArguments(pair, MethodType.methodType(String.class, int.class), 0, 0);
        } catch (IllegalArgumentException e) {
            show(e);
        }
        try {
            MethodHandles.arrayLength(String.class);
        } catch (IllegalArgumentException e) {
            show(e);
        }
    }
}
