// EXPECT: ok
// COMPARE: java
// VarHandles viewing byte arrays as short/char/int/long/float/double in either byte order
// (MethodHandles.byteArrayViewVarHandle, which MessageDigest's SHA and MD5 use), bounds and
// alignment errors, isAccessModeSupported and accessModeType per variable type, and
// withInvokeExactBehavior.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.invoke.WrongMethodTypeException;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;

public class VarHandleViews {
    int counter;
    final int constant = 1;
    boolean flag;
    String text;

    static String support(VarHandle h) {
        StringBuilder sb = new StringBuilder();
        for (VarHandle.AccessMode m : VarHandle.AccessMode.values()) {
            sb.append(h.isAccessModeSupported(m) ? '1' : '0');
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Throwable {
        VarHandle ints = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
        VarHandle longs = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
        VarHandle chars = MethodHandles.byteArrayViewVarHandle(char[].class, ByteOrder.LITTLE_ENDIAN);
        VarHandle shorts = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
        VarHandle floats = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.BIG_ENDIAN);
        VarHandle doubles = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);
        byte[] b = new byte[16];
        ints.set(b, 1, 0x01020304);
        longs.set(b, 8, -2L);
        System.out.println(Arrays.toString(b));
        System.out.println((int) ints.get(b, 0) + " " + (long) longs.get(b, 8) + " " + (int) (char) chars.get(b, 1) + " " + (short) shorts.get(b, 2));
        floats.set(b, 0, 1.5f);
        doubles.set(b, 8, Math.PI);
        System.out.println((float) floats.get(b, 0) + " " + (double) doubles.get(b, 8) + " " + Arrays.toString(b));
        System.out.println(ints.compareAndSet(b, 4, (int) ints.get(b, 4), 7) + " " + (int) ints.getAndAdd(b, 4, 3) + " " + (int) ints.getAndBitwiseOr(b, 4, 0x100) + " " + (int) ints.getVolatile(b, 4));
        System.out.println(ints + " " + ints.varType() + " " + ints.coordinateTypes() + " " + ints.hasInvokeExactBehavior());
        try {
            ints.get(b, 13);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            ints.compareAndSet(b, 1, 0, 1);
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        try {
            shorts.getAndAdd(b, 0, (short) 1);
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException " + e.getMessage());
        }
        try {
            MethodHandles.byteArrayViewVarHandle(byte[].class, ByteOrder.BIG_ENDIAN);
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException " + e.getMessage());
        }
        VarHandle exact = ints.withInvokeExactBehavior();
        System.out.println(exact.hasInvokeExactBehavior() + " " + (int) exact.get(b, 4) + " " + exact.withInvokeBehavior().hasInvokeExactBehavior());
        try {
            Object o = exact.get(b, 4);
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }

        MethodHandles.Lookup l = MethodHandles.lookup();
        VarHandle[] handles = {l.findVarHandle(VarHandleViews.class, "counter", int.class), l.findVarHandle(VarHandleViews.class, "constant", int.class),
            l.findVarHandle(VarHandleViews.class, "flag", boolean.class), l.findVarHandle(VarHandleViews.class, "text", String.class),
            MethodHandles.arrayElementVarHandle(double[].class), shorts, ints, floats};
        for (VarHandle h : handles) {
            System.out.println(support(h) + " " + h.accessModeType(VarHandle.AccessMode.COMPARE_AND_EXCHANGE) + " " + h.accessModeType(VarHandle.AccessMode.GET));
        }
        try {
            handles[1].set(new VarHandleViews(), 5);
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException " + e.getMessage());
        }

        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        MessageDigest md5 = MessageDigest.getInstance("MD5");
        System.out.println(HexFormat.of().formatHex(sha.digest("abc".getBytes())) + " " + HexFormat.of().formatHex(md5.digest("abc".getBytes())));
    }
}
