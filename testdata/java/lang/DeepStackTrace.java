// EXPECT: ok
// COMPARE: java
// A stack trace keeps the innermost 1024 frames (HotSpot's MaxJavaStackTraceDepth): a Throwable created
// 2000 calls deep, its getStackTrace and its printed trace; a shallow one keeps all of its frames.
import java.io.PrintWriter;
import java.io.StringWriter;

public class DeepStackTrace {
    static Throwable at(int n) {
        return n == 0 ? new Throwable("deep") : at(n - 1);
    }

    public static void main(String[] args) {
        StackTraceElement[] trace = at(2000).getStackTrace();
        System.out.println("frames kept: " + trace.length);
        System.out.println("innermost: " + trace[0].getMethodName() + ", outermost kept: " + trace[trace.length - 1].getMethodName());
        StringWriter printed = new StringWriter();
        at(3000).printStackTrace(new PrintWriter(printed));
        System.out.println("printed lines: " + printed.toString().split("\n").length);
        System.out.println("shallow: " + at(10).getStackTrace().length + " frames, ends in "
            + at(10).getStackTrace()[11].getMethodName());
    }
}
