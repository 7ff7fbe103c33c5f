// EXPECT: ok
// COMPARE: java
// StackWalker: walk and forEach over frames (class, method, line, file, bytecode index, descriptor,
// toStackTraceElement), getCallerClass, RETAIN_CLASS_REFERENCE, SHOW_REFLECT_FRAMES and SHOW_HIDDEN_FRAMES.
import java.lang.StackWalker.Option;
import java.lang.StackWalker.StackFrame;
import java.lang.reflect.Method;
import java.util.EnumSet;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;

public class StackWalking {
    static String describe(StackFrame f) {
        return f.getClassName() + "." + f.getMethodName() + f.getDescriptor() + " line " + f.getLineNumber()
                + " file " + f.getFileName() + " bci " + f.getByteCodeIndex() + " native " + f.isNativeMethod();
    }

    static List<String> frames(StackWalker w) {
        return w.walk(s -> s.map(StackWalking::describe).collect(Collectors.toList()));
    }

    static class Helper {
        Helper() {
            StackWalker.getInstance().forEach(f -> System.out.println("  ctor: " + f));
        }

        static Class<?> whoCalls() {
            return StackWalker.getInstance(Option.RETAIN_CLASS_REFERENCE).getCallerClass();
        }
    }

    public static List<String> viaReflection(Integer option) {
        StackWalker w = option == 0 ? StackWalker.getInstance()
                : StackWalker.getInstance(option == 1 ? Option.SHOW_REFLECT_FRAMES : Option.SHOW_HIDDEN_FRAMES);
        // Left out: JDK 17's generated accessors, and the method handles
        // JDK 18 and later reflect through (JEP 416), whose hidden frames
        // (SHOW_HIDDEN_FRAMES) jcheck's reflection does not have (README).
        return w.walk(s -> s.filter(f -> !f.getClassName().startsWith("jdk.internal.reflect.Generated")
                && !f.getClassName().startsWith("java.lang.invoke.") && !f.getMethodName().equals("invokeImpl"))
                .map(f -> f.getClassName() + "." + f.getMethodName()).collect(Collectors.toList()));
    }

    static int depth(int n) {
        if (n > 0) {
            return depth(n - 1);
        }
        return StackWalker.getInstance().walk(s -> (int) s.count());
    }

    public static void main(String[] args) throws Exception {
        System.out.println("walk:");
        for (String f : frames(StackWalker.getInstance())) {
            System.out.println("  " + f);
        }
        new Helper();
        System.out.println("caller of whoCalls: " + Helper.whoCalls().getName());
        try {
            StackWalker.getInstance().getCallerClass();
        } catch (UnsupportedOperationException e) {
            System.out.println("getCallerClass without RETAIN_CLASS_REFERENCE: " + e.getMessage());
        }
        StackWalker retain = StackWalker.getInstance(EnumSet.of(Option.RETAIN_CLASS_REFERENCE));
        retain.forEach(f -> System.out.println("  declaring " + f.getDeclaringClass().getSimpleName()
                + " type " + f.getMethodType()));
        try {
            StackWalker.getInstance().forEach(f -> f.getDeclaringClass());
        } catch (UnsupportedOperationException e) {
            System.out.println("getDeclaringClass: " + e.getMessage());
        }
        StackTraceElement e = StackWalker.getInstance().walk(s -> s.findFirst()).get().toStackTraceElement();
        System.out.println("element: " + e + " " + e.getClassName() + " " + e.getMethodName() + " " + e.getLineNumber());
        Method m = StackWalking.class.getMethod("viaReflection", Integer.class);
        System.out.println("default:        " + m.invoke(null, 0));
        System.out.println("reflect frames: " + m.invoke(null, 1));
        Supplier<List<String>> hidden = () -> StackWalker.getInstance(Option.SHOW_HIDDEN_FRAMES)
                .walk(s -> s.map(f -> f.getMethodName() + "@" + f.getClassName().replaceAll("\\$\\$Lambda[$/].*", "\\$\\$Lambda"))
                        .collect(Collectors.toList()));
        System.out.println("hidden frames:  " + hidden.get());
        System.out.println("hidden, reflection: " + m.invoke(null, 2));
        System.out.println("depth 100: " + depth(100));
        System.out.println("skip/limit: " + StackWalker.getInstance().walk(s -> s.skip(1).map(StackFrame::getMethodName)
                .collect(Collectors.joining(","))));
        Runnable r = () -> StackWalker.getInstance().forEach(f -> System.out.println("  in lambda: " + f.getMethodName()));
        r.run();
    }
}
