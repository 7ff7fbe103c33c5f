import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;
public class TypeAnnotations {
    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE_USE) @interface NonNull { String value() default "nn"; }
    static class Base<T> {}
    static class Sub extends @NonNull("super") Base<@NonNull("arg") String> implements @NonNull("iface") Comparable<Sub> {
        @NonNull("field") List<@NonNull("elem") String> names;
        public int compareTo(Sub o) { return 0; }
        @NonNull("ret") String m(@NonNull("p") int x) throws @NonNull("thr") RuntimeException { return null; }
    }
    record R(@NonNull("comp") String s) {}
    public static void main(String[] args) throws Exception {
        Field f = Sub.class.getDeclaredField("names");
        System.out.println(f.getAnnotatedType());
        System.out.println(Arrays.toString(((AnnotatedParameterizedType) f.getAnnotatedType()).getAnnotatedActualTypeArguments()[0].getAnnotations()));
        Method m = Sub.class.getDeclaredMethod("m", int.class);
        System.out.println(m.getAnnotatedReturnType() + " | " + m.getAnnotatedParameterTypes()[0] + " | " + m.getAnnotatedExceptionTypes()[0]);
        System.out.println(Sub.class.getAnnotatedSuperclass() + " | " + Sub.class.getAnnotatedInterfaces()[0]);
        System.out.println(R.class.getRecordComponents()[0].getAnnotatedType());
        System.out.println(Arrays.toString(m.getParameters()));
    }
}
