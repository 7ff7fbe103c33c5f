// EXPECT: ok
// MODES: all
// Bad's static initializer throws. Whichever worker touches Bad first gets
// ExceptionInInitializerError; the other (waiting for the initialisation or
// coming later) finds Bad erroneous and gets NoClassDefFoundError (JLS 12.4.2).
// Both catch and record their error: exactly one of each, in either order.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class ClinitFailureSecondThread {
    static final class Bad {
        static int value;

        static {
            value = 1;
            if (value == 1) {
                throw new IllegalStateException("boom");
            }
        }
    }

    static final List<String> errors = new ArrayList<>(); // guarded by errors

    public static void main(String[] args) throws InterruptedException {
        Runnable touch = () -> {
            String seen;
            try {
                seen = "value " + Bad.value;
            } catch (Throwable e) {
                seen = e.getClass().getSimpleName();
            }
            synchronized (errors) {
                errors.add(seen);
            }
        };
        Thread t1 = new Thread(touch, "t1");
        Thread t2 = new Thread(touch, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        synchronized (errors) {
            Collections.sort(errors);
            assert errors.size() == 2
                    && errors.get(0).equals("ExceptionInInitializerError")
                    && errors.get(1).equals("NoClassDefFoundError") : "errors " + errors;
            System.out.println("errors " + errors);
        }
    }
}
