// EXPECT: race
// Broken double-checked locking: the first check reads the (non-volatile)
// instance field without the lock that guards its write, an LD' violation
// (under the Java memory model a reader may see a half-built object).
public class DoubleCheckedLocking {
    static final class Resource {
        final int[] data = {1, 2, 3};
    }

    static Resource instance;

    static Resource get() {
        if (instance == null) { // BUG: unlocked read
            synchronized (DoubleCheckedLocking.class) {
                if (instance == null) {
                    instance = new Resource();
                }
            }
        }
        return instance;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> get(), "t1");
        Thread t2 = new Thread(() -> get(), "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("length " + get().data.length);
    }
}
