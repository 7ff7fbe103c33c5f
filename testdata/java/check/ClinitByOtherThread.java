// EXPECT: assertion
// MODES: all
// The program assumes main initialises C, but the thread it started may
// use C first and run C's static initialiser itself (JLS 12.4.2).
public class ClinitByOtherThread {
    static class C {
        static final String BY = Thread.currentThread().getName();
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            String s = C.BY;
        }, "other");
        t.start();
        String by = C.BY;
        t.join();
        assert by.equals("main") : "initialised by " + by;
        System.out.println("initialised by " + by);
    }
}
