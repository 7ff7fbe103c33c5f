import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

// Runtime-visible and -invisible annotations with every kind of value.
public class Annots {
    @Retention(RetentionPolicy.RUNTIME)
    @interface Visible {
        int i() default 0;
        String s() default "";
        ElementType e() default ElementType.TYPE;
        Class<?> c() default void.class;
        long[] arr() default {};
        Nested nested() default @Nested;
        char ch() default 'c';
        boolean z() default false;
        double d() default 0.0;
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Nested {
        String value() default "n";
        int[] ints() default {};
    }

    @Retention(RetentionPolicy.CLASS)
    @interface Invisible {
        String value();
    }

    @Visible(i = 42, s = "hi", e = ElementType.FIELD, c = String[].class,
             arr = {1L, -1L}, nested = @Nested(value = "deep", ints = {1, 2, 3}),
             ch = 'x', z = true, d = 2.5)
    @Invisible("cls")
    @Deprecated
    public int field;

    @Invisible("method")
    @Visible(c = int.class)
    public void method(@Invisible("param") int p) {}
}
