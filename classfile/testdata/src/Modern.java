import java.util.List;

// Java 17 features: records, sealed classes, nests.
public class Modern {
    @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
    @interface Comp {}

    public record Point(int x, @Comp List<String> tags) {}

    public sealed interface Shape permits Circle, Square {}

    public static final class Circle implements Shape {}

    public static non-sealed class Square implements Shape {}

    private int secret;

    class Inner {
        int peek() {
            return secret;
        }
    }
}
