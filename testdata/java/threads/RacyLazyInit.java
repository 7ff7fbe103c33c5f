// EXPECT: race, assertion, warning
// Check-then-act race on lazy initialisation: two threads may both see
// `instance == null` and both create one, so the assertion that exactly
// one instance was created fails on some interleavings.
// Data races on created and instance, which are read and written without
// a lock; main reads the result after join (an LD' warning).
public class RacyLazyInit {
    static RacyLazyInit instance;
    static int created;

    RacyLazyInit() {
        created++;
    }

    static RacyLazyInit get() {
        if (instance == null) {
            instance = new RacyLazyInit();
        }
        return instance;
    }

    public static void main(String[] args) throws InterruptedException {
        RacyLazyInit[] got = new RacyLazyInit[2];
        Thread a = new Thread(() -> got[0] = get());
        Thread b = new Thread(() -> got[1] = get());
        a.start();
        b.start();
        a.join();
        b.join();
        assert created == 1 : "created " + created + " instances";
        assert got[0] == got[1] : "threads got different instances";
        System.out.println("one instance");
    }
}
