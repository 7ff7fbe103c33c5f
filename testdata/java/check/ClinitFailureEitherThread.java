// EXPECT: assertion
// MODES: all
// Two threads use a class whose static initialiser throws. The first to
// get to it runs the initialiser and gets ExceptionInInitializerError;
// the other finds the class erroneous and gets NoClassDefFoundError.
// Either thread may be first, but the program claims that b never is:
// the search must see that finding the class failed depends on who
// failed it first.
public class ClinitFailureEitherThread {
    static class Bad {
        static int v;

        static {
            if (true) {
                throw new IllegalStateException("boom");
            }
        }
    }

    static volatile Throwable seenByB;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            try {
                int x = Bad.v;
            } catch (Throwable e) {
                // a's error does not matter
            }
        });
        Thread b = new Thread(() -> {
            try {
                int x = Bad.v;
            } catch (Throwable e) {
                seenByB = e;
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert seenByB instanceof NoClassDefFoundError : "b ran the initialiser: " + seenByB;
    }
}
