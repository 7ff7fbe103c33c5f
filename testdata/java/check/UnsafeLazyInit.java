// EXPECT: race
// Unsafe lazy initialisation: get() tests and sets a static field with no
// lock, so two threads may both create the instance; the field is written
// and read without a common lock, an LD' violation.
public class UnsafeLazyInit {
    static final class Helper {
        final int id;

        Helper(int id) {
            this.id = id;
        }
    }

    static Helper instance;

    static Helper get(int id) {
        if (instance == null) {
            instance = new Helper(id);
        }
        return instance;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> get(1), "t1");
        Thread t2 = new Thread(() -> get(2), "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("initialised");
    }
}
