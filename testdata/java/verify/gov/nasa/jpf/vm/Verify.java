// A stand-in for JPF's gov.nasa.jpf.vm.Verify (jpf-classes.jar), with the
// signatures of the methods the programs of this corpus call, for javac
// to compile them against. jcheck never runs it: it loads its own Verify
// whatever the class path holds, and the tests run every program with
// this class on the class path and without it. Under java, each choice
// returns its first value (as `jcheck run` does on its default schedule)
// and the rest does nothing.
package gov.nasa.jpf.vm;

public class Verify {
    public static boolean getBoolean() { return false; }
    public static boolean getBoolean(boolean falseFirst) { return !falseFirst; }
    public static int getInt(int min, int max) { return Math.min(min, max); }
    public static int getIntFromList(int... values) { return values[0]; }
    public static long getLongFromList(long... values) { return values[0]; }
    public static float getFloatFromList(float... values) { return values[0]; }
    public static double getDoubleFromList(double... values) { return values[0]; }
    public static int random(int max) { return Math.min(0, max); }
    public static boolean randomBool() { return false; }
    public static void ignoreIf(boolean cond) { }
    public static void beginAtomic() { }
    public static void endAtomic() { }
    public static void breakTransition(String reason) { }
    public static int breakTransition(String reason, int min, int max) { return Math.min(min, max); }
    public static boolean isRunningInJPF() { return false; }
    public static void print(String s) { System.out.print(s); }
    public static void println(String s) { System.out.println(s); }
    public static void threadPrintln(String s) { System.out.println(Thread.currentThread().getName() + ": " + s); }
}
