/*
 * jcheck's gov.nasa.jpf.vm.Verify: the part of Java PathFinder's Verify
 * API that test drivers written for JPF use, for jcheck's search. jcheck
 * loads this class in place of any Verify on the class path (JPF's own
 * works only inside JPF). The native methods are jcheck's
 * (interp/natives_verify.go): choices the search enumerates, executions
 * it ignores, atomic sections. The rest is plain Java.
 */
package gov.nasa.jpf.vm;

public final class Verify {
    private Verify() {
    }

    /** false, then true. */
    public static native boolean getBoolean();

    /** false, then true if falseFirst; else true, then false. */
    public static native boolean getBoolean(boolean falseFirst);

    /** Every int from min to max (from max to min if max is smaller). */
    public static native int getInt(int min, int max);

    /** Each of the values, in order. */
    public static native int getIntFromList(int... values);

    public static native long getLongFromList(long... values);

    public static native float getFloatFromList(float... values);

    public static native double getDoubleFromList(double... values);

    /** Every int from 0 to max. */
    public static native int random(int max);

    /** As getBoolean(). */
    public static native boolean randomBool();

    /** Ends the execution, as one of no interest, if cond holds. */
    public static native void ignoreIf(boolean cond);

    /** Begins an atomic section: no other thread runs until its end. */
    public static native void beginAtomic();

    /** Ends the innermost atomic section. */
    public static native void endAtomic();

    /** A scheduling point. */
    public static native void breakTransition(String reason);

    /** A scheduling point that chooses an int from min to max. */
    public static native int breakTransition(String reason, int min, int max);

    /** The program runs under a model checker that honours this API. */
    public static boolean isRunningInJPF() {
        return true;
    }

    /** Time spent busy is no event for a model checker. */
    public static void busyWait(long duration) {
    }

    public static void print(String s) {
        System.out.print(s);
    }

    public static void println(String s) {
        System.out.println(s);
    }

    public static void println() {
        System.out.println();
    }

    public static void print(String s, int i) {
        System.out.print(s + " : " + i);
    }

    public static void print(String s, boolean b) {
        System.out.print(s + " : " + b);
    }

    public static void print(String... parts) {
        for (String s : parts) {
            System.out.print(s);
        }
    }

    /** s after the current thread's name. */
    public static void threadPrint(String s) {
        System.out.print(Thread.currentThread().getName() + ": " + s);
    }

    public static void threadPrintln(String s) {
        threadPrint(s);
        System.out.println();
    }
}
