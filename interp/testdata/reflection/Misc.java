import java.lang.reflect.*;
import java.util.*;
import java.util.function.*;

public class Misc {
    interface Shape { double area(); static Shape unit() { return () -> 1.0; } default String name() { return "shape"; } }
    static abstract class Base { abstract int value(); public String toString() { return "Base" + value(); } }
    static class Impl extends Base implements Shape {
        int value() { return 7; }
        public double area() { return 2.5; }
        synchronized int locked(int x) { return x * 2; }
        static synchronized String slocked() { return "static locked"; }
        public <T extends Comparable<T>> List<T> generic(Map<String, ? super T> m, T[] arr, int... rest) { return null; }
    }
    static class Counter {
        int n;
        void inc() { n++; }
    }
    static class WithParams {
        WithParams(String first, int second) {}
        void method(long alpha, Object[] beta) {}
    }
    enum E { A, B; }

    public static void main(String[] args) throws Exception {
        access();
        Impl impl = new Impl();
        System.out.println(Shape.class.getMethod("area").invoke(impl));
        System.out.println(Shape.class.getMethod("name").invoke(impl));
        System.out.println(Shape.class.getMethod("unit").invoke(null) != null);
        System.out.println(Base.class.getDeclaredMethod("value").invoke(impl));
        System.out.println(Object.class.getMethod("toString").invoke(impl));
        Method locked = Impl.class.getDeclaredMethod("locked", int.class);
        System.out.println(locked.invoke(impl, 21) + " " + Modifier.toString(locked.getModifiers()));
        System.out.println(Impl.class.getDeclaredMethod("slocked").invoke(null));
        Method inc = Counter.class.getDeclaredMethod("inc");
        Counter c = new Counter();
        for (int i = 0; i < 100; i++) inc.invoke(c);
        System.out.println("count " + c.n);
        Constructor<Counter> cc = Counter.class.getDeclaredConstructor();
        int made = 0;
        for (int i = 0; i < 40; i++) if (cc.newInstance() != null) made++;
        System.out.println("made " + made);
        Field n = Counter.class.getDeclaredField("n");
        for (int i = 0; i < 40; i++) n.setInt(c, n.getInt(c) + 1);
        System.out.println("n " + c.n);
        Method generic = Impl.class.getMethod("generic", Map.class, Comparable[].class, int[].class);
        System.out.println(generic.toGenericString());
        System.out.println(Arrays.toString(generic.getGenericParameterTypes()) + " " + generic.getGenericReturnType() + " " + Arrays.toString(generic.getTypeParameters()));
        for (Parameter p : generic.getParameters()) System.out.println("param " + p.getName() + " " + p.getType().getSimpleName() + " " + p.isNamePresent() + " " + p.isVarArgs());
        for (Parameter p : WithParams.class.getDeclaredConstructor(String.class, int.class).getParameters()) System.out.println("ctor param " + p);
        for (Parameter p : E.class.getMethod("valueOf", String.class).getParameters()) System.out.println("valueOf param " + p + " " + p.isImplicit() + " " + p.isNamePresent());
        System.out.println(Arrays.toString(Impl.class.getDeclaredMethod("locked", int.class).getParameterAnnotations()[0]));
        Function<String, Integer> f = String::length;
        System.out.println(f.getClass().isSynthetic() + " " + f.getClass().getInterfaces()[0].getName());
        Method apply = Function.class.getMethod("apply", Object.class);
        System.out.println(apply.invoke(f, "hello"));
        System.out.println(E.class.getField("A").isEnumConstant() + " " + E.class.getDeclaredField("$VALUES").isSynthetic());
        System.out.println(Modifier.toString(E.class.getModifiers()) + " " + E.class.getEnumConstants().length);
        Object arr = Array.newInstance(int.class, 3);
        System.out.println(arr.getClass().getComponentType() + " " + int[].class.getName());
        try {
            Method m = Misc.class.getDeclaredMethod("thrower", int.class);
            m.invoke(null, 3);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            System.out.println(t);
            StackTraceElement[] st = t.getStackTrace();
            System.out.println(st[0].getMethodName() + " " + st[1].getMethodName() + " " + st[2].getClassName() + "." + st[2].getMethodName());
            try {
                e.initCause(null);
            } catch (IllegalStateException ise) {
                System.out.println("ISE");
            }
        }
        Method sb = StringBuilder.class.getMethod("append", String.class);
        StringBuilder b = new StringBuilder();
        sb.invoke(b, "abc");
        System.out.println(b + " " + String.class.getMethod("valueOf", int.class).invoke(null, 5) + " " + Integer.class.getMethod("parseInt", String.class).invoke(null, "12"));
        System.out.println(Math.class.getMethod("max", long.class, long.class).invoke(null, 3, 9L));
        System.out.println(Objects.class.getMethod("hash", Object[].class).invoke(null, (Object) new Object[] {1, 2}));
        Object o1 = Integer.class.getMethod("valueOf", int.class).invoke(null, 5);
        Method iv = Integer.class.getMethod("intValue");
        System.out.println(iv.invoke(o1) + " " + (iv.invoke(o1) == iv.invoke(o1)));
        System.out.println(Class.forName("java.lang.Thread").getMethod("currentThread").invoke(null).getClass().getName());
        Object lock = new Object();
        synchronized (lock) {
            Object.class.getMethod("notifyAll").invoke(lock);
        }
        try {
            Object.class.getMethod("notify").invoke(new Object());
        } catch (InvocationTargetException e) {
            System.out.println(e.getCause().getClass().getName());
        }
    }

    static void access() throws Exception {
        try {
            Math.class.getDeclaredConstructor().newInstance();
        } catch (IllegalAccessException e) {
            System.out.println("IllegalAccessException " + e.getMessage());
        }
        try {
            Secretive.class.getDeclaredMethod("hidden").invoke(new Secretive());
        } catch (IllegalAccessException e) {
            System.out.println("IllegalAccessException " + e.getMessage());
        }
        try {
            Secretive.class.getDeclaredField("x").get(new Secretive());
        } catch (IllegalAccessException e) {
            System.out.println("IllegalAccessException " + e.getMessage());
        }
        Method hidden = Secretive.class.getDeclaredMethod("hidden");
        hidden.setAccessible(true);
        System.out.println(hidden.invoke(null) + " " + hidden.canAccess(null));
        System.out.println(Secretive.class.getDeclaredField("x").canAccess(new Secretive()) + " " + Secretive.class.getDeclaredMethod("open").canAccess(new Secretive()));
    }

    static void thrower(int depth) {
        if (depth == 0) throw new UnsupportedOperationException("deep");
        thrower(depth - 1);
    }
}

class Secretive {
    private int x = 3;
    private static String hidden() { return "hidden"; }
    String open() { return "open"; }
}
