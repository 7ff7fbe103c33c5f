// EXPECT: annotation
// Registry has atomic granularity (AtomicLeakedState.annotations), but
// names() hands out its own list, which main changes outside the
// registry's calls while a worker adds to it: the list is not
// encapsulated (Stoller 2000 §5), reported as an annotation violation.
import java.util.ArrayList;
import java.util.List;

public class AtomicLeakedState {
    static final class Registry {
        private final List<String> names = new ArrayList<>();

        synchronized void add(String name) {
            names.add(name);
        }

        synchronized List<String> names() {
            return names;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Registry r = new Registry();
        Thread t = new Thread(() -> r.add("worker"));
        t.start();
        r.names().clear();
        r.add("main");
        t.join();
        System.out.println(r.names().size());
    }
}
