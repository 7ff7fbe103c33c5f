import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

public class Records {
    @Retention(RetentionPolicy.RUNTIME)
    @interface Positive {}

    record Point(int x, int y) {
        Point {
            if (x < 0) throw new IllegalArgumentException("negative");
        }
        double dist() { return Math.sqrt(x * x + y * y); }
    }

    record Named<T>(String name, T value, @Positive long count, List<String> tags) {}

    record Empty() {}

    public static void main(String[] args) throws Exception {
        System.out.println(Point.class.isRecord() + " " + String.class.isRecord() + " " + Point.class.getSuperclass().getName());
        Point p = new Point(3, 4);
        for (RecordComponent rc : Point.class.getRecordComponents()) {
            System.out.println(rc.getName() + " " + rc.getType() + " " + rc.getAccessor().getName() + " = " + rc.getAccessor().invoke(p));
        }
        Named<Integer> n = new Named<>("n", 5, 9L, List.of("a"));
        for (RecordComponent rc : Named.class.getRecordComponents()) {
            System.out.println(rc.getName() + " " + rc.getType().getName() + " " + rc.getGenericType() + " " + rc.getAccessor().invoke(n) + " " + rc.isAnnotationPresent(Positive.class) + " " + rc.getDeclaringRecord().getSimpleName());
        }
        System.out.println(Empty.class.getRecordComponents().length);
        System.out.println(String.class.getRecordComponents());
        System.out.println(p + " " + p.equals(new Point(3, 4)) + " " + p.dist());
        Constructor<Point> c = Point.class.getDeclaredConstructor(int.class, int.class);
        for (Parameter prm : c.getParameters()) {
            System.out.println("canonical param " + prm.getName() + " " + prm.isNamePresent() + " " + prm.getModifiers() + " " + prm.isImplicit() + " " + prm.getParameterizedType());
        }
        for (Parameter prm : Named.class.getDeclaredConstructors()[0].getParameters()) {
            System.out.println("named param " + prm + " " + prm.isNamePresent());
        }
        System.out.println(c.newInstance(1, 2));
        try {
            c.newInstance(-1, 2);
        } catch (InvocationTargetException e) {
            System.out.println(e.getCause());
        }
        Class<?>[] types = Arrays.stream(Named.class.getRecordComponents()).map(RecordComponent::getType).toArray(Class<?>[]::new);
        System.out.println(Named.class.getDeclaredConstructor(types).newInstance("m", "v", 1L, List.of()));
        System.out.println(Named.class.getRecordComponents()[2].getAccessor().getReturnType());
        Field fx = Point.class.getDeclaredField("x");
        fx.setAccessible(true);
        System.out.println(fx.get(p) + " " + Modifier.toString(fx.getModifiers()));
        try {
            fx.set(p, 10);
        } catch (IllegalAccessException e) {
            System.out.println("IllegalAccessException " + e.getMessage());
        }
    }
}
