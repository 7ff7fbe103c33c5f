import java.util.List;
import java.util.Map;

// Signature attributes of a generic class, field and method.
public class Generic<T extends Comparable<T>> {
    List<String> names;
    Map<String, List<T>> index;
    T value;

    <U extends Number> U pick(List<? super U> in, U fallback) throws IllegalStateException {
        return fallback;
    }
}
