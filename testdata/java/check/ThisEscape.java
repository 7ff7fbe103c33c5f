// EXPECT: race
// `this` escapes from a constructor: the constructor starts a thread that
// reads a field, then assigns that field. The object is shared as soon as
// the thread starts, so the constructor's later write is an unlocked write
// after initialisation (even though the field is final): an LD' violation.
public class ThisEscape {
    private final String name;

    ThisEscape(String name) throws InterruptedException {
        Thread reporter = new Thread(this::report, "reporter");
        reporter.start(); // BUG: publishes this before the constructor ends
        this.name = name;
        reporter.join();
    }

    private void report() {
        System.out.println("name set: " + (name != null));
    }

    public static void main(String[] args) throws InterruptedException {
        new ThisEscape("widget");
    }
}
