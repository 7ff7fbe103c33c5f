// EXPECT: exception
// COMPARE: java
// JDK: 25
// JDK 21-25 library on JDK 25: ScopedValue.where(..).run, sequenced
// collections (reversed, getFirst), stream collectors, helpful
// NullPointerException messages, a stack trace element, reflection
// (getMethod, getModifiers, getClassLoader, getResource), Thread.sleep, and
// an uncaught exception in a platform thread printed with its stack trace
// (without the JDK's @Hidden frames).
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class LibraryFeatures {
    static final ScopedValue<String> USER = ScopedValue.newInstance();

    public static void main(String[] args) throws Exception {
        System.out.println("loader " + (LibraryFeatures.class.getClassLoader() != null) + ", resource " + (LibraryFeatures.class.getResource("LibraryFeatures.class") != null));
        System.out.println(IntStream.range(0, 10).boxed().collect(Collectors.groupingBy(i -> i % 3)));
        ScopedValue.where(USER, "duke").run(() -> System.out.println("user " + USER.get() + ", bound " + USER.isBound()));
        System.out.println("bound outside " + USER.isBound());
        List<Integer> list = new ArrayList<>(List.of(3, 1, 2));
        list.sort(null);
        System.out.println(list.reversed() + " first " + list.getFirst() + " last " + list.getLast());
        try {
            Object o = null;
            o.hashCode();
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        try {
            throw new IllegalStateException("x");
        } catch (IllegalStateException e) {
            System.out.println(e.getStackTrace()[0]);
        }
        Thread.sleep(5);
        System.out.println(Modifier.toString(LibraryFeatures.class.getModifiers()) + " " + LibraryFeatures.class.getMethod("main", String[].class));
        Thread thrower = new Thread(() -> {
            throw new IllegalStateException("boom");
        }, "thrower");
        thrower.start();
        thrower.join();
        System.out.println(Thread.currentThread().getThreadGroup().getName() + " " + thrower.getState());
    }
}
