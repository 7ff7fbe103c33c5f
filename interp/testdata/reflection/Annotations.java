import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

public class Annotations {
    enum Level { LOW, MEDIUM, HIGH }

    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.TYPE, ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER, ElementType.CONSTRUCTOR})
    @interface Info {
        int priority() default 1;
        String author();
        Level level() default Level.MEDIUM;
        String[] tags() default {};
        Class<?> type() default Object.class;
        long big() default 1L << 40;
        double ratio() default 0.5;
        float f() default 1.5f;
        char ch() default 'x';
        byte by() default 7;
        short sh() default 300;
        boolean flag() default false;
        int[] numbers() default {1, 2};
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Marker {}

    @Retention(RetentionPolicy.CLASS)
    @interface Invisible {}

    @Retention(RetentionPolicy.RUNTIME)
    @interface Nested { Info value(); Marker[] markers() default {}; }

    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Inh { String value(); }

    @Retention(RetentionPolicy.RUNTIME)
    @Repeatable(Tags.class)
    @interface Tag { String value(); }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Tags { Tag[] value(); }

    @Info(author = "ann", priority = 5, level = Level.HIGH, tags = {"a", "b"}, type = String.class, flag = true, numbers = {3})
    @Marker
    @Invisible
    @Inh("parent")
    @Tag("t1") @Tag("t2")
    static class Subject {
        @Info(author = "field") @Marker
        public int value;

        @Info(author = "method", ratio = 2.25)
        public void run(@Marker String a, int b, @Info(author = "param") Object c) {}

        @Nested(value = @Info(author = "nested"), markers = {@Marker, @Marker})
        public Subject() {}

        @Deprecated
        public void old() {}
    }

    static class Child extends Subject {}

    public static void main(String[] args) throws Exception {
        Info info = Subject.class.getAnnotation(Info.class);
        System.out.println(info.author() + " " + info.priority() + " " + info.level() + " " + Arrays.toString(info.tags()) + " " + info.type().getName());
        System.out.println(info.big() + " " + info.ratio() + " " + info.f() + " " + info.ch() + " " + info.by() + " " + info.sh() + " " + info.flag() + " " + Arrays.toString(info.numbers()));
        System.out.println(info.annotationType().getSimpleName());
        System.out.println(Subject.class.isAnnotationPresent(Marker.class) + " " + Subject.class.isAnnotationPresent(Invisible.class));
        List<String> names = new ArrayList<>();
        for (Annotation a : Subject.class.getAnnotations()) names.add(a.annotationType().getSimpleName());
        System.out.println(names);
        System.out.println(Subject.class.getAnnotation(Tags.class).value().length);
        for (Tag t : Subject.class.getAnnotationsByType(Tag.class)) System.out.println("tag " + t.value());
        System.out.println(Child.class.getAnnotation(Inh.class).value() + " " + (Child.class.getAnnotation(Info.class) == null) + " " + Child.class.getDeclaredAnnotations().length);

        Field f = Subject.class.getField("value");
        Info fi = f.getAnnotation(Info.class);
        System.out.println("field " + fi.author() + " " + fi.priority() + " " + fi.level() + " " + fi.tags().length + " " + f.isAnnotationPresent(Marker.class));

        Method m = Subject.class.getMethod("run", String.class, int.class, Object.class);
        Info mi = m.getAnnotation(Info.class);
        System.out.println("method " + mi.author() + " " + mi.ratio());
        Annotation[][] pa = m.getParameterAnnotations();
        for (int i = 0; i < pa.length; i++) {
            List<String> ps = new ArrayList<>();
            for (Annotation a : pa[i]) ps.add(a.annotationType().getSimpleName());
            System.out.println("param " + i + " " + ps);
        }
        System.out.println(((Info) pa[2][0]).author());

        Constructor<?> c = Subject.class.getConstructor();
        Nested n = c.getAnnotation(Nested.class);
        System.out.println("ctor " + n.value().author() + " " + n.value().priority() + " " + n.markers().length);
        System.out.println(Subject.class.getMethod("old").isAnnotationPresent(Deprecated.class));

        Info other = Subject.class.getAnnotation(Info.class);
        System.out.println(info.equals(other) + " " + (info.hashCode() == other.hashCode()) + " " + info.equals(fi));
        Method def = Info.class.getMethod("priority");
        System.out.println("default " + def.getDefaultValue() + " " + Info.class.getMethod("level").getDefaultValue() + " " + Info.class.getMethod("author").getDefaultValue());
        Retention ret = Info.class.getAnnotation(Retention.class);
        System.out.println(ret.value());
        System.out.println(Arrays.toString(Info.class.getAnnotation(java.lang.annotation.Target.class).value()));
        System.out.println(Marker.class.isAnnotation() + " " + Info.class.isInterface());
        Marker mk = Subject.class.getAnnotation(Marker.class);
        System.out.println(mk.toString());
        System.out.println(Subject.class.getAnnotation(Inh.class));
    }
}
