// EXPECT: race, assertion, warning
// MODES: all
// Unsynchronized lazy initialisation: both threads can read instance == null
// before either stores its new object (t1: null | t2: null, new, store |
// t1: new, store), so the constructor runs twice and they get different objects.
public class LazyInit {
    static LazyInit instance; // BUG: checked and set without a lock
    static int constructed;

    LazyInit() {
        constructed++;
    }

    static LazyInit get() {
        if (instance == null) {
            instance = new LazyInit();
        }
        return instance;
    }

    public static void main(String[] args) throws InterruptedException {
        LazyInit[] got = new LazyInit[2]; // one slot per thread, read after join
        Thread t1 = new Thread(() -> got[0] = get(), "t1");
        Thread t2 = new Thread(() -> got[1] = get(), "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert got[0] == got[1] : "two instances, constructor ran " + constructed + " times";
        System.out.println("one instance");
    }
}
