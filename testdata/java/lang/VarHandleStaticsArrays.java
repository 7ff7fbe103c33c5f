// EXPECT: ok
// COMPARE: java
// VarHandles on static fields (findStaticVarHandle) and array elements (arrayElementVarHandle):
// plain, volatile, acquire/release and opaque access, compare-and-set/exchange, getAndSet,
// getAndAdd and bitwise modes on int, long, double, boolean and reference elements; bounds errors;
// call sites of other types than the access mode's (boxing, unboxing, widening, casts, errors).
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleStaticsArrays {
    static int counter;
    static long big;
    static String label = "start";
    static volatile boolean done;

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        VarHandle c = l.findStaticVarHandle(VarHandleStaticsArrays.class, "counter", int.class);
        VarHandle b = l.findStaticVarHandle(VarHandleStaticsArrays.class, "big", long.class);
        VarHandle s = l.findStaticVarHandle(VarHandleStaticsArrays.class, "label", String.class);
        VarHandle d = l.findStaticVarHandle(VarHandleStaticsArrays.class, "done", boolean.class);
        c.set(5);
        System.out.println((int) c.get() + " " + (int) c.getAndAdd(3) + " " + (int) c.getVolatile() + " " + counter);
        System.out.println(c.compareAndSet(8, 10) + " " + c.compareAndSet(8, 11) + " " + (int) c.compareAndExchange(10, 12) + " " + counter);
        System.out.println((int) c.getAndBitwiseOr(1) + " " + (int) c.getAndBitwiseAnd(6) + " " + (int) c.getAndBitwiseXor(3) + " " + counter);
        b.setRelease(1L << 40);
        System.out.println((long) b.getAcquire() + " " + (long) b.getAndSet(7L) + " " + (long) b.getOpaque());
        System.out.println((String) s.getAndSet("next") + " " + s.compareAndSet("next", "last") + " " + label);
        System.out.println(d.compareAndSet(false, true) + " " + done + " " + (boolean) d.getAndSet(false));

        VarHandle ints = MethodHandles.arrayElementVarHandle(int[].class);
        int[] arr = {1, 2, 3};
        ints.set(arr, 0, 10);
        System.out.println((int) ints.get(arr, 0) + " " + (int) ints.getAndAdd(arr, 1, 5) + " " + arr[1] + " " + ints.compareAndSet(arr, 2, 3, 30) + " " + arr[2]);
        VarHandle longs = MethodHandles.arrayElementVarHandle(long[].class);
        long[] ls = new long[2];
        longs.setVolatile(ls, 1, -1L);
        System.out.println((long) longs.getAndAdd(ls, 1, 2L) + " " + ls[1] + " " + (long) longs.compareAndExchange(ls, 0, 0L, 9L) + " " + ls[0]);
        VarHandle doubles = MethodHandles.arrayElementVarHandle(double[].class);
        double[] ds = {1.5};
        System.out.println((double) doubles.getAndAdd(ds, 0, 2.25) + " " + ds[0] + " " + doubles.compareAndSet(ds, 0, 3.75, 0.5) + " " + ds[0]);
        VarHandle strs = MethodHandles.arrayElementVarHandle(String[].class);
        String[] ss = {"a", null};
        System.out.println(strs.compareAndSet(ss, 1, null, "b") + " " + (String) strs.getAndSet(ss, 0, "z") + " " + String.join(",", ss));
        VarHandle bools = MethodHandles.arrayElementVarHandle(boolean[].class);
        boolean[] bs = new boolean[1];
        System.out.println(bools.compareAndSet(bs, 0, false, true) + " " + bs[0] + " " + (boolean) bools.getAndBitwiseXor(bs, 0, true) + " " + bs[0]);
        try {
            ints.get(arr, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            ints.set((int[]) null, 0, 1);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        try {
            MethodHandles.arrayElementVarHandle(String.class);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(ints.varType() + " " + ints.coordinateTypes() + " " + c.coordinateTypes());

        Object boxed = c.get();
        long widened = (long) c.get();
        c.set((Object) 40);
        Object previous = c.getAndAdd((short) 2);
        b.set(3);
        System.out.println(boxed + " " + widened + " " + counter + " " + previous + " " + big + " " + c.compareAndSet((Object) 42, (Object) 1) + " " + counter);
        Object label0 = s.get();
        CharSequence label1 = (CharSequence) s.get();
        System.out.println(label0 + " " + label1 + " " + doubles.getAndAdd(ds, 0, 1) + " " + ds[0]);
        try {
            c.set("not an int");
        } catch (java.lang.invoke.WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        try {
            c.set((Object) null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        try {
            s.set((Object) 5);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        try {
            Object r = c.getAndAdd(1L);
        } catch (java.lang.invoke.WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
    }
}
