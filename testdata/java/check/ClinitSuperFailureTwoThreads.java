// EXPECT: ok
// MODES: all
// A subclass whose superclass's static initialiser throws, first used by
// two threads. The thread that marks the subclass as being initialised
// initialises the superclass, which fails: both classes are erroneous and
// it gets ExceptionInInitializerError; the other thread, waiting for the
// subclass or coming later, gets NoClassDefFoundError naming the subclass,
// caused by an error that names the subclass's failure, the superclass's
// ExceptionInInitializerError, and its thread (JVMS 5.5 step 7).
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class ClinitSuperFailureTwoThreads {
    static class Base {
        static {
            if (Integer.parseInt("0") == 0) {
                throw new IllegalStateException("no base");
            }
        }
    }

    static final class Derived extends Base {
        static int value = 1;
    }

    static final List<String> errors = Collections.synchronizedList(new ArrayList<>());

    public static void main(String[] args) throws InterruptedException {
        Runnable use = () -> {
            try {
                errors.add("value " + Derived.value);
            } catch (ExceptionInInitializerError e) {
                errors.add("EIIE " + e.getCause().getMessage());
            } catch (NoClassDefFoundError e) {
                assert e.getMessage().endsWith("$Derived") : e.getMessage();
                String cause = String.valueOf(e.getCause());
                assert cause.matches("java.lang.ExceptionInInitializerError: Exception java.lang.ExceptionInInitializerError \\[in thread \"[ab]\"\\]") : cause;
                errors.add("NCDFE");
            }
        };
        Thread a = new Thread(use, "a");
        Thread b = new Thread(use, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        Collections.sort(errors);
        assert errors.equals(List.of("EIIE no base", "NCDFE")) : errors;
        System.out.println(errors);
    }
}
