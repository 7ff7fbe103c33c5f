// EXPECT: ok
// COMPARE: java
// MethodHandles.explicitCastArguments: primitive narrowing and widening casts (JLS 5.5) of
// arguments and results, boolean as a one-bit integer, unboxing any wrapper with a cast, null
// unboxed to zero, references passed to interfaces unchecked, and the asType conversions it keeps.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;

public class MethodHandleExplicitCasts {
    static int twice(int x) { return 2 * x; }
    static double half(double x) { return x / 2; }
    static boolean odd(int x) { return x % 2 != 0; }
    static long big(long x) { return x * 1_000_000_007L; }
    static String text(Object o) { return "<" + o + ">"; }
    static Object identity(Object o) { return o; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle twice = l.findStatic(MethodHandleExplicitCasts.class, "twice", MethodType.methodType(int.class, int.class));
        MethodHandle half = l.findStatic(MethodHandleExplicitCasts.class, "half", MethodType.methodType(double.class, double.class));
        MethodHandle odd = l.findStatic(MethodHandleExplicitCasts.class, "odd", MethodType.methodType(boolean.class, int.class));
        MethodHandle big = l.findStatic(MethodHandleExplicitCasts.class, "big", MethodType.methodType(long.class, long.class));

        MethodHandle toByte = MethodHandles.explicitCastArguments(twice, MethodType.methodType(byte.class, long.class));
        System.out.println((byte) toByte.invokeExact(100L) + " " + (byte) toByte.invokeExact((1L << 40) + 3) + " " + toByte.type());
        MethodHandle toChar = MethodHandles.explicitCastArguments(twice, MethodType.methodType(char.class, double.class));
        System.out.println((int) (char) toChar.invokeExact(32.9) + " " + (int) (char) toChar.invokeExact(-1.0) + " " + (int) (char) toChar.invokeExact(Double.NaN));
        MethodHandle floatInt = MethodHandles.explicitCastArguments(half, MethodType.methodType(int.class, float.class));
        System.out.println((int) floatInt.invokeExact(7.0f) + " " + (int) floatInt.invokeExact(1e30f) + " " + (int) floatInt.invokeExact(Float.NEGATIVE_INFINITY));
        MethodHandle shortLong = MethodHandles.explicitCastArguments(big, MethodType.methodType(short.class, int.class));
        System.out.println((short) shortLong.invokeExact(12345) + " " + (short) shortLong.invokeExact(-1));
        MethodHandle floats = MethodHandles.explicitCastArguments(big, MethodType.methodType(float.class, double.class));
        System.out.println((float) floats.invokeExact(3.99) + " " + (float) floats.invokeExact(-1e300));

        MethodHandle oddInt = MethodHandles.explicitCastArguments(odd, MethodType.methodType(int.class, boolean.class));
        System.out.println((int) oddInt.invokeExact(true) + " " + (int) oddInt.invokeExact(false));
        MethodHandle oddBool = MethodHandles.explicitCastArguments(twice, MethodType.methodType(boolean.class, byte.class));
        System.out.println((boolean) oddBool.invokeExact((byte) 3) + " " + (boolean) oddBool.invokeExact((byte) 2));
        MethodHandle flags = MethodHandles.explicitCastArguments(odd, MethodType.methodType(boolean.class, long.class));
        System.out.println((boolean) flags.invokeExact(5L) + " " + (boolean) flags.invokeExact((1L << 33) + 2));

        MethodHandle fromObject = MethodHandles.explicitCastArguments(twice, MethodType.methodType(Object.class, Object.class));
        System.out.println(fromObject.invokeExact((Object) 21) + " " + fromObject.invokeExact((Object) 5L) + " " + fromObject.invokeExact((Object) 2.75)
                + " " + fromObject.invokeExact((Object) 'A') + " " + fromObject.invokeExact((Object) null));
        MethodHandle boolFromObject = MethodHandles.explicitCastArguments(odd, MethodType.methodType(Object.class, Object.class));
        System.out.println(boolFromObject.invokeExact((Object) 7) + " " + boolFromObject.invokeExact((Object) null));
        MethodHandle text = l.findStatic(MethodHandleExplicitCasts.class, "text", MethodType.methodType(String.class, Object.class));
        MethodHandle asNumber = MethodHandles.explicitCastArguments(text, MethodType.methodType(CharSequence.class, int.class));
        System.out.println((CharSequence) asNumber.invokeExact(9) + " " + asNumber.type());
        MethodHandle identity = l.findStatic(MethodHandleExplicitCasts.class, "identity", MethodType.methodType(Object.class, Object.class));
        MethodHandle unchecked = MethodHandles.explicitCastArguments(identity, MethodType.methodType(Runnable.class, Object.class));
        Object notRunnable = unchecked.invoke((Object) "no cast to an interface");
        System.out.println(notRunnable);
        MethodHandle checked = MethodHandles.explicitCastArguments(identity, MethodType.methodType(Integer.class, Object.class));
        try {
            Integer i = (Integer) checked.invokeExact((Object) "s");
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        try {
            MethodHandles.explicitCastArguments(twice, MethodType.methodType(int.class, int.class, int.class));
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        try {
            Object r = fromObject.invokeExact((Object) "x");
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
    }
}
