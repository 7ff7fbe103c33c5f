// EXPECT: ok
// MODES: all
// Correct version of LazyInit: the getter is synchronized, so the check and
// the store are atomic and the constructor runs once; the results are handed
// to main under a lock too, so every shared access holds a common monitor.
public class LazyInitFixed {
    static LazyInitFixed instance; // guarded by LazyInitFixed.class
    static int constructed; // guarded by LazyInitFixed.class

    LazyInitFixed() {
        constructed++;
    }

    static synchronized LazyInitFixed get() {
        if (instance == null) {
            instance = new LazyInitFixed();
        }
        return instance;
    }

    public static void main(String[] args) throws InterruptedException {
        LazyInitFixed[] got = new LazyInitFixed[2]; // guarded by got
        Thread t1 = new Thread(() -> {
            LazyInitFixed x = get();
            synchronized (got) {
                got[0] = x;
            }
        }, "t1");
        Thread t2 = new Thread(() -> {
            LazyInitFixed x = get();
            synchronized (got) {
                got[1] = x;
            }
        }, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        synchronized (got) {
            assert got[0] != null && got[0] == got[1] : "two instances";
        }
        synchronized (LazyInitFixed.class) {
            assert constructed == 1 : "constructor ran " + constructed + " times";
        }
        System.out.println("one instance");
    }
}
