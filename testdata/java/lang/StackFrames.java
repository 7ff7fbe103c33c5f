// EXPECT: ok
// COMPARE: java
// StackWalker with RETAIN_CLASS_REFERENCE: each frame's declaring class,
// method type, descriptor, bytecode index and line, in constructors, a
// static initialiser, lambdas and nested classes; a walk deeper than one
// batch of frames (fetched in several); getCallerClass called directly,
// from a lambda and through Method.invoke; skip, limit and takeWhile.
import java.lang.StackWalker.Option;
import java.lang.StackWalker.StackFrame;
import java.lang.reflect.Method;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;

public class StackFrames {
    static final StackWalker RETAIN = StackWalker.getInstance(Option.RETAIN_CLASS_REFERENCE);

    static String describe(StackFrame f) {
        return f.getDeclaringClass().getSimpleName() + "." + f.getMethodName() + " " + f.getMethodType()
                + " " + f.getDescriptor() + " bci " + f.getByteCodeIndex() + " line " + f.getLineNumber()
                + " " + f.getFileName() + (f.isNativeMethod() ? " native" : "");
    }

    static void show(String label) {
        System.out.println(label + ":");
        RETAIN.forEach(f -> System.out.println("  " + describe(f)));
    }

    static class Node {
        final int value;

        Node(int value) {
            this.value = value;
            show("constructor");
        }
    }

    static class Lazy {
        static final String NAME;

        static {
            NAME = RETAIN.walk(s -> s.map(f -> f.getMethodName() + "/" + f.getDeclaringClass().getSimpleName())
                    .collect(Collectors.joining(" < ")));
        }
    }

    static int deep(int n, List<String> out) {
        if (n > 0) {
            return deep(n - 1, out) + 1;
        }
        out.addAll(RETAIN.walk(s -> s.map(f -> f.getMethodName() + ":" + f.getLineNumber())
                .collect(Collectors.toList())));
        return 0;
    }

    public static Class<?> caller() {
        return RETAIN.getCallerClass();
    }

    static class Client {
        static Class<?> ask() {
            return caller();
        }
    }

    public static void main(String[] args) throws Exception {
        show("main");
        new Node(3);
        System.out.println("static initialiser: " + Lazy.NAME);

        Runnable r = () -> show("lambda");
        r.run();

        List<String> frames = new java.util.ArrayList<>();
        deep(40, frames);
        System.out.println("deep: " + frames.size() + " frames, first " + frames.subList(0, 3) + ", last "
                + frames.subList(frames.size() - 2, frames.size()));
        System.out.println("deep count: " + RETAIN.walk(s -> s.count()));

        System.out.println("caller from main: " + caller().getSimpleName());
        System.out.println("caller from Client: " + Client.ask().getSimpleName());
        Supplier<Class<?>> viaLambda = StackFrames::caller;
        System.out.println("caller from a method reference: " + viaLambda.get().getSimpleName());
        Method m = StackFrames.class.getMethod("caller");
        System.out.println("caller through Method.invoke: " + ((Class<?>) m.invoke(null)).getSimpleName());

        System.out.println("skip 1: " + RETAIN.walk(s -> s.skip(1).map(StackFrame::getMethodName).collect(Collectors.toList())));
        System.out.println("limit 1: " + RETAIN.walk(s -> s.limit(1).map(StackFrame::toStackTraceElement).collect(Collectors.toList())));
        System.out.println("takeWhile: " + RETAIN.walk(s -> s.takeWhile(f -> f.getDeclaringClass() == StackFrames.class)
                .map(StackFrame::getMethodName).collect(Collectors.toList())));
        StackFrame top = RETAIN.walk(s -> s.findFirst()).get();
        System.out.println("top: " + top + " class " + top.getClassName() + " " + top.toStackTraceElement().getModuleName());
    }
}
