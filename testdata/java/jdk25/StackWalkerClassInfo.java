// EXPECT: ok
// COMPARE: java
// JDK: 25
// StackWalker on JDK 25's frame buffers: DROP_METHOD_INFO frames (class
// only; method queries throw), with and without RETAIN_CLASS_REFERENCE and
// SHOW_HIDDEN_FRAMES (a lambda's hidden frame tagged "hidden"), a walk
// deeper than one batch, and full frames next to them.
import java.lang.StackWalker.Option;
import java.lang.StackWalker.StackFrame;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Collectors;

public class StackWalkerClassInfo {
    // Hidden classes are named after their address by java.
    static String name(String s) {
        return s.replaceAll("\\$\\$Lambda[^ ]*", "\\$\\$Lambda");
    }

    static List<String> classes(StackWalker w) {
        return w.walk(s -> s.map(f -> name(f.toString())).collect(Collectors.toList()));
    }

    static int deep(int n, StackWalker w) {
        if (n > 0) {
            return deep(n - 1, w);
        }
        return w.walk(s -> s.map(StackFrame::getClassName).collect(Collectors.toList())).size();
    }

    static class Inner {
        List<String> run(StackWalker w) {
            return classes(w);
        }
    }

    public static void main(String[] args) {
        StackWalker drop = StackWalker.getInstance(Option.DROP_METHOD_INFO);
        System.out.println("drop: " + classes(drop));
        System.out.println("inner: " + new Inner().run(drop));
        try {
            drop.forEach(f -> f.getMethodName());
        } catch (UnsupportedOperationException e) {
            System.out.println("getMethodName: " + e);
        }
        try {
            drop.forEach(f -> f.getDeclaringClass());
        } catch (UnsupportedOperationException e) {
            System.out.println("getDeclaringClass: " + e.getMessage());
        }
        StackWalker retain = StackWalker.getInstance(EnumSet.of(Option.DROP_METHOD_INFO, Option.RETAIN_CLASS_REFERENCE));
        System.out.println("retain: " + retain.walk(s -> s.map(f -> f.getDeclaringClass().getSimpleName()).collect(Collectors.toList())));
        StackWalker hidden = StackWalker.getInstance(EnumSet.of(Option.DROP_METHOD_INFO, Option.SHOW_HIDDEN_FRAMES));
        Runnable r = () -> System.out.println("hidden: " + classes(hidden));
        r.run();
        Runnable plain = () -> System.out.println("not hidden: " + classes(drop));
        plain.run();
        System.out.println("deep with class info: " + deep(50, drop));
        System.out.println("deep with methods: " + deep(50, StackWalker.getInstance()));
        System.out.println("full: " + StackWalker.getInstance().walk(s -> s.map(StackFrame::toString).collect(Collectors.toList())));
    }
}
