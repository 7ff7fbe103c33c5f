import java.io.Serializable;
import java.lang.reflect.*;
import java.util.*;

public class Members {
    interface Shape { double area(); default String kind() { return "shape"; } }

    static abstract class Base implements Shape {
        protected int id;
        public String label = "base";
        public abstract double area();
        public String describe() { return "Base " + id; }
        protected static int counter() { return 0; }
    }

    public static final class Circle extends Base implements Serializable, Comparable<Circle> {
        public static final double PI = 3.14159;
        private static int created;
        private final double r;
        transient long cache;
        volatile boolean dirty;
        public List<String> tags = new ArrayList<>();
        char initial = 'c';
        byte b; short s; float f;
        int[] ints; String[][] grid;

        public Circle() { this(1.0); }
        public Circle(double r) { this.r = r; created++; }
        private Circle(int id, double r) { this(r); this.id = id; }

        @Override public double area() { return PI * r * r; }
        @Override public String describe() { return "Circle " + r; }
        public int compareTo(Circle o) { return Double.compare(r, o.r); }
        private static synchronized int created() { return created; }
        public <T extends Number> T pick(T a, T b) throws IllegalStateException, java.io.IOException { return a; }
        public final native void nat();
        protected void varargs(String... xs) {}
        static class Inner {}
        class Member {}
    }

    static String mods(int m) {
        String s = Modifier.toString(m);
        return s.isEmpty() ? "-" : s;
    }

    static String types(Class<?>[] cs) {
        StringBuilder b = new StringBuilder();
        for (Class<?> c : cs) {
            if (b.length() > 0) b.append(",");
            b.append(c.getTypeName());
        }
        return b.toString();
    }

    public static void main(String[] args) throws Exception {
        Class<?> c = Circle.class;
        System.out.println(c.getName() + " " + c.getSimpleName() + " " + mods(c.getModifiers()));
        System.out.println("super " + c.getSuperclass().getName() + " interfaces " + types(c.getInterfaces()));
        Field[] fs = c.getDeclaredFields();
        Arrays.sort(fs, Comparator.comparing(Field::getName));
        for (Field f : fs) {
            System.out.println("field " + mods(f.getModifiers()) + " " + f.getType().getTypeName() + " " + f.getName() + " generic=" + f.getGenericType().getTypeName() + " synthetic=" + f.isSynthetic());
        }
        Method[] ms = c.getDeclaredMethods();
        Arrays.sort(ms, Comparator.comparing(Method::getName).thenComparing(m -> types(m.getParameterTypes())).thenComparing(m -> m.getReturnType().getName()));
        for (Method m : ms) {
            System.out.println("method " + mods(m.getModifiers()) + " " + m.getReturnType().getTypeName() + " " + m.getName() + "(" + types(m.getParameterTypes()) + ") throws " + types(m.getExceptionTypes())
                + " bridge=" + m.isBridge() + " varargs=" + m.isVarArgs() + " count=" + m.getParameterCount());
        }
        Constructor<?>[] cs = c.getDeclaredConstructors();
        Arrays.sort(cs, Comparator.comparing(k -> types(k.getParameterTypes())));
        for (Constructor<?> k : cs) {
            System.out.println("ctor " + mods(k.getModifiers()) + " " + k.getName() + "(" + types(k.getParameterTypes()) + ")");
        }
        System.out.println("public ctors " + c.getConstructors().length);
        Method pick = c.getMethod("pick", Number.class, Number.class);
        System.out.println(pick.toGenericString());
        System.out.println(pick);
        List<String> pub = new ArrayList<>();
        for (Method m : c.getMethods()) pub.add(m.getName() + "/" + m.getParameterCount() + "/" + m.getDeclaringClass().getSimpleName());
        Collections.sort(pub);
        System.out.println("public methods " + pub);
        List<String> pubFields = new ArrayList<>();
        for (Field f : c.getFields()) pubFields.add(f.getName());
        Collections.sort(pubFields);
        System.out.println("public fields " + pubFields);
        List<String> inner = new ArrayList<>();
        for (Class<?> k : c.getDeclaredClasses()) inner.add(k.getSimpleName() + ":" + mods(k.getModifiers()));
        Collections.sort(inner);
        System.out.println("classes " + inner);
        System.out.println("declaring " + Circle.Inner.class.getDeclaringClass().getSimpleName() + " enclosing " + Circle.Member.class.getEnclosingClass().getSimpleName());
        System.out.println(Base.class.getDeclaredMethod("counter"));
        System.out.println(Shape.class.getMethod("kind").isDefault() + " " + Shape.class.getMethod("area").isDefault());
        System.out.println(c.getDeclaredField("tags").getGenericType());
        System.out.println(Arrays.toString(Circle.class.getGenericInterfaces()));
        try {
            c.getDeclaredField("nope");
        } catch (NoSuchFieldException e) {
            System.out.println("NoSuchFieldException " + e.getMessage());
        }
        try {
            c.getMethod("area", int.class);
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException " + e.getMessage());
        }
        Method area = c.getMethod("area");
        System.out.println(area.equals(c.getMethod("area")) + " " + (area.hashCode() == c.getMethod("area").hashCode()));
        System.out.println(Object.class.getDeclaredMethods().length > 5);
        System.out.println(int.class.getDeclaredMethods().length + " " + String[].class.getDeclaredFields().length + " " + Shape.class.getDeclaredConstructors().length);
        Runnable r = () -> {};
        System.out.println(Runnable.class.getMethods().length);
    }
}
