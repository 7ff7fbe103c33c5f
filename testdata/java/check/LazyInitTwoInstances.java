// EXPECT: assertion
// Lazy initialisation whose check and publication are in two synchronized
// blocks: LD' holds (every access of the field is locked), but two threads
// can both see null and create an instance each: the assertion fails.
public class LazyInitTwoInstances {
    static final class Helper {
        final String owner;

        Helper(String owner) {
            this.owner = owner;
        }
    }

    static final Object lock = new Object();
    static Helper instance; // guarded by lock

    static Helper get() {
        Helper h;
        synchronized (lock) {
            h = instance;
        }
        if (h == null) {
            h = new Helper(Thread.currentThread().getName());
            synchronized (lock) {
                assert instance == null : "a second Helper was created";
                instance = h;
            }
        }
        return h;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(LazyInitTwoInstances::get, "t1");
        Thread t2 = new Thread(LazyInitTwoInstances::get, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("owner: " + (get() != null));
    }
}
