// EXPECT: ok
// COMPARE: java
// The access modes a VarHandle has, and the UnsupportedOperationException
// of one it lacks: byte array views of int, short and double (every mode
// of their type on JDK 17; only plain get and set from JDK 22 on), a
// final field (reads only), and MethodHandles.byteArrayViewVarHandle of
// byte[] (no view type). The exception names the mode from JDK 22 on, and
// has no message on JDK 17.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

public class VarHandleAccessModes {
    final int constant = 1;

    static String support(VarHandle h) {
        StringBuilder sb = new StringBuilder();
        for (VarHandle.AccessMode m : VarHandle.AccessMode.values()) {
            sb.append(h.isAccessModeSupported(m) ? '1' : '0');
        }
        return sb.toString();
    }

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": done");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        VarHandle ints = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
        VarHandle shorts = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
        VarHandle doubles = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);
        System.out.println(support(ints) + " " + support(shorts) + " " + support(doubles));
        byte[] b = new byte[16];
        attempt("compareAndSet", () -> { boolean x = ints.compareAndSet(b, 4, 0, 7); });
        attempt("getVolatile", () -> { int x = (int) ints.getVolatile(b, 4); });
        attempt("setRelease", () -> ints.setRelease(b, 4, 1));
        attempt("getAndAdd", () -> { short x = (short) shorts.getAndAdd(b, 0, (short) 1); });
        attempt("getAndSet", () -> { double x = (double) doubles.getAndSet(b, 0, 1.0); });
        attempt("set and get", () -> { ints.set(b, 4, 5); System.out.print((int) ints.get(b, 4) + " "); });
        attempt("byte[] view", () -> MethodHandles.byteArrayViewVarHandle(byte[].class, ByteOrder.BIG_ENDIAN));
        VarHandle constant = MethodHandles.lookup().findVarHandle(VarHandleAccessModes.class, "constant", int.class);
        System.out.println(support(constant));
        attempt("set final", () -> constant.set(new VarHandleAccessModes(), 5));
        attempt("getAndAdd final", () -> { int x = (int) constant.getAndAdd(new VarHandleAccessModes(), 5); });
    }
}
