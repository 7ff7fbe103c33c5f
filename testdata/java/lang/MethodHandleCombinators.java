// EXPECT: ok
// COMPARE: java
// MethodHandle adaptations and MethodHandles combinators: bindTo, asType (boxing, unboxing,
// widening, casts, void), insertArguments, dropArguments, filterReturnValue, filterArguments,
// guardWithTest, constant, identity, zero, empty, asSpreader, asCollector, varargs collectors,
// and the MethodType API.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;
import java.util.List;

public class MethodHandleCombinators {
    static int add(int a, int b) { return a + b; }
    static String join(String sep, String... parts) { return String.join(sep, parts); }
    static int sum(int... xs) { int s = 0; for (int x : xs) { s += x; } return s; }
    static boolean isEven(int x) { return x % 2 == 0; }
    static String even(int x) { return x + " is even"; }
    static String odd(int x) { return x + " is odd"; }
    static String describe(Object o) { return "<" + o + ">"; }

    static void show(Throwable e) { System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage()); }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle add = l.findStatic(MethodHandleCombinators.class, "add", MethodType.methodType(int.class, int.class, int.class));
        MethodHandle concat = l.findVirtual(String.class, "concat", MethodType.methodType(String.class, String.class));
        MethodHandle hello = concat.bindTo("hello, ");
        System.out.println((String) hello.invokeExact("world") + " " + hello.type());

        MethodHandle generic = add.asType(MethodType.methodType(Object.class, Object.class, Object.class));
        System.out.println(generic.invokeExact((Object) 1, (Object) 2) + " " + generic.type());
        MethodHandle wide = add.asType(MethodType.methodType(long.class, byte.class, short.class));
        System.out.println((long) wide.invokeExact((byte) 1, (short) 2) + " " + wide.type());
        MethodHandle boxed = add.asType(MethodType.methodType(Integer.class, Integer.class, int.class));
        System.out.println((Integer) boxed.invokeExact(Integer.valueOf(40), 2) + " " + boxed.type());
        MethodHandle dropped = add.asType(MethodType.methodType(void.class, int.class, int.class));
        dropped.invokeExact(1, 2);
        MethodHandle narrowed = concat.asType(MethodType.methodType(CharSequence.class, String.class, String.class));
        System.out.println(dropped.type() + " " + (CharSequence) narrowed.invokeExact("a", "b") + " " + (add.asType(add.type()) == add));

        MethodHandle plus100 = MethodHandles.insertArguments(add, 1, 100);
        System.out.println((int) plus100.invokeExact(1) + " " + plus100.type());
        MethodHandle ignoring = MethodHandles.dropArguments(add, 0, String.class, double.class);
        System.out.println((int) ignoring.invokeExact("x", 1.5, 3, 4) + " " + ignoring.type());
        MethodHandle ignoringTail = MethodHandles.dropArguments(concat, 2, List.of(int.class));
        System.out.println((String) ignoringTail.invokeExact("p", "q", 3) + " " + ignoringTail.type());

        MethodHandle valueOf = l.findStatic(String.class, "valueOf", MethodType.methodType(String.class, int.class));
        MethodHandle sumText = MethodHandles.filterReturnValue(add, valueOf);
        System.out.println((String) sumText.invokeExact(1, 2) + "! " + sumText.type());
        MethodHandle parse = l.findStatic(Integer.class, "parseInt", MethodType.methodType(int.class, String.class));
        MethodHandle parsed = MethodHandles.filterArguments(add, 0, parse, parse);
        System.out.println((int) parsed.invokeExact("30", "12") + " " + parsed.type());
        MethodHandle half = MethodHandles.filterArguments(add, 1, parse);
        System.out.println((int) half.invokeExact(1, "2") + " " + half.type());

        MethodHandle test = l.findStatic(MethodHandleCombinators.class, "isEven", MethodType.methodType(boolean.class, int.class));
        MethodType intToString = MethodType.methodType(String.class, int.class);
        MethodHandle parity = MethodHandles.guardWithTest(test,
                l.findStatic(MethodHandleCombinators.class, "even", intToString),
                l.findStatic(MethodHandleCombinators.class, "odd", intToString));
        System.out.println((String) parity.invokeExact(4) + "; " + (String) parity.invokeExact(7) + " " + parity.type());

        MethodHandle k = MethodHandles.constant(String.class, "K");
        MethodHandle five = MethodHandles.constant(int.class, 5);
        MethodHandle six = MethodHandles.constant(long.class, 6);
        System.out.println((String) k.invokeExact() + (int) five.invokeExact() + (long) six.invokeExact() + " " + six.type());
        MethodHandle id = MethodHandles.identity(double.class);
        System.out.println((double) id.invokeExact(2.5) + " " + id.type());
        System.out.println(MethodHandles.zero(int.class).invoke() + " " + MethodHandles.empty(intToString).invoke(3));

        MethodHandle spread = add.asSpreader(Object[].class, 2);
        System.out.println(spread.invoke(new Object[] {20, 22}) + " " + spread.type());
        MethodHandle spreadInts = add.asSpreader(int[].class, 2);
        System.out.println((int) spreadInts.invokeExact(new int[] {1, 2}) + " " + spreadInts.type());
        MethodHandle sum = l.findStatic(MethodHandleCombinators.class, "sum", MethodType.methodType(int.class, int[].class));
        MethodHandle sum3 = sum.asCollector(int[].class, 3);
        System.out.println((int) sum3.invokeExact(1, 2, 3) + " " + sum3.type() + " " + sum.isVarargsCollector() + " " + sum3.isVarargsCollector());
        System.out.println(sum.invoke() + " " + sum.invoke(1) + " " + sum.invoke(1, 2, 3, 4) + " " + sum.invokeWithArguments(5, 6));
        MethodHandle join = l.findStatic(MethodHandleCombinators.class, "join", MethodType.methodType(String.class, String.class, String[].class));
        System.out.println(join.invoke("-", "a", "b", "c") + " " + join.invoke(",") + " " + join.invoke("+", new String[] {"x", "y"}));
        System.out.println(join.asFixedArity().isVarargsCollector() + " " + join.asFixedArity().asVarargsCollector(String[].class).isVarargsCollector());
        MethodHandle describe = l.findStatic(MethodHandleCombinators.class, "describe", MethodType.methodType(String.class, Object.class));
        System.out.println(MethodHandles.filterReturnValue(parity, describe.asType(intToString.changeParameterType(0, String.class))).invoke(10));

        try { add.bindTo(1); } catch (IllegalArgumentException e) { show(e); }
        try { concat.bindTo(1); } catch (ClassCastException e) { show(e); }
        try { add.asType(MethodType.methodType(int.class, String.class, int.class)); } catch (WrongMethodTypeException e) { show(e); }
        try { generic.invoke("a", 1); } catch (ClassCastException e) { System.out.println("ClassCastException"); }
        try { concat.asType(MethodType.methodType(Object.class, Object.class, Object.class)).invoke(1, "a"); } catch (ClassCastException e) { show(e); }
        try { spread.invoke(new Object[3]); } catch (IllegalArgumentException e) { show(e); }
        try { MethodHandles.filterReturnValue(add, concat); } catch (IllegalArgumentException e) { show(e); }

        MethodType mt = MethodType.methodType(String.class, int.class, Object[].class);
        System.out.println(mt + " " + mt.parameterCount() + " " + mt.returnType() + " " + mt.changeReturnType(void.class) + " " + mt.dropParameterTypes(0, 1));
        System.out.println(mt.appendParameterTypes(long.class) + " " + mt.hasPrimitives() + " " + mt.toMethodDescriptorString() + " " + MethodType.genericMethodType(2) + " " + mt.wrap() + " " + mt.erase());
        System.out.println(mt == MethodType.fromMethodDescriptorString("(I[Ljava/lang/Object;)Ljava/lang/String;", null));
    }
}
