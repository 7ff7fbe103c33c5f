// EXPECT: ok
// COMPARE: java
// The stack frames of calls made through reflection, as exceptions,
// Thread.getStackTrace and StackWalker show them: Method.invoke of a
// static and an instance method, Constructor.newInstance, a reflective
// call inside another, and a caller-sensitive method called reflectively
// (its caller is the reflecting class). JDK 17 reflects through native
// accessors, JDK 18 and later through method handles (JEP 416), whose
// frames java hides: each JDK's frames are java's.
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.stream.Collectors;

public class ReflectionFrames {
    final int v;

    public ReflectionFrames(int v) {
        if (v < 0) {
            throw new IllegalArgumentException("negative " + v);
        }
        this.v = v;
    }

    public static void boom(int x) {
        throw new IllegalStateException("boom " + x);
    }

    public int twice(int x) {
        if (x == 0) {
            throw new ArithmeticException("zero");
        }
        return 2 * x;
    }

    public static String walk() {
        return StackWalker.getInstance().walk(s -> s.limit(4).map(f -> f.getClassName() + "." + f.getMethodName())
                .collect(Collectors.joining(" < ")));
    }

    public static List<String> trace() {
        return List.of(Thread.currentThread().getStackTrace()).subList(1, 5).stream().map(String::valueOf)
                .collect(Collectors.toList());
    }

    public static void nested() throws Exception {
        ReflectionFrames.class.getMethod("boom", int.class).invoke(null, 7);
    }

    static void print(String what, Throwable e) {
        System.out.println(what + ": " + e.getCause());
        StackTraceElement[] st = e.getCause().getStackTrace();
        for (int i = 0; i < Math.min(st.length, 6); i++) {
            System.out.println("  " + st[i]);
        }
    }

    public static void main(String[] args) throws Exception {
        Method boom = ReflectionFrames.class.getMethod("boom", int.class);
        try {
            boom.invoke(null, 3);
        } catch (InvocationTargetException e) {
            print("static", e);
        }
        Constructor<ReflectionFrames> ctor = ReflectionFrames.class.getConstructor(int.class);
        ReflectionFrames r = ctor.newInstance(5);
        try {
            ReflectionFrames.class.getMethod("twice", int.class).invoke(r, 0);
        } catch (InvocationTargetException e) {
            print("instance", e);
        }
        try {
            ctor.newInstance(-1);
        } catch (InvocationTargetException e) {
            print("constructor", e);
        }
        try {
            ReflectionFrames.class.getMethod("nested").invoke(null);
        } catch (InvocationTargetException e) {
            System.out.println("nested: " + e.getCause());
            print("  inner", e.getCause());
        }
        System.out.println("walk: " + ReflectionFrames.class.getMethod("walk").invoke(null));
        System.out.println("trace: " + ReflectionFrames.class.getMethod("trace").invoke(null));
        Method forName = Class.class.getMethod("forName", String.class);
        System.out.println("caller-sensitive: " + forName.invoke(null, "ReflectionFrames"));
    }
}
