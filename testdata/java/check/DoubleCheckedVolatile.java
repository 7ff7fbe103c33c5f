// EXPECT: ok
// Double-checked locking done right: the instance field is volatile (a
// communication variable, not checked by LD'), and the Resource's own
// fields are written only before it is published, then only read.
public class DoubleCheckedVolatile {
    static final class Resource {
        final int[] data;
        int sum;

        Resource() {
            data = new int[] {1, 2, 3};
            for (int x : data) {
                sum += x;
            }
        }
    }

    static volatile Resource instance;

    static Resource get() {
        Resource r = instance;
        if (r == null) {
            synchronized (DoubleCheckedVolatile.class) {
                r = instance;
                if (r == null) {
                    r = new Resource();
                    instance = r;
                }
            }
        }
        return r;
    }

    public static void main(String[] args) throws InterruptedException {
        int[] seen = new int[2];
        Thread t1 = new Thread(() -> {
            Resource r = get();
            synchronized (seen) {
                seen[0] = r.sum;
            }
        }, "t1");
        Thread t2 = new Thread(() -> {
            Resource r = get();
            synchronized (seen) {
                seen[1] = r.sum + r.data[0];
            }
        }, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        synchronized (seen) {
            assert seen[0] == 6 && seen[1] == 7 : "saw a half-built Resource";
            System.out.println("seen " + seen[0] + " " + seen[1]);
        }
    }
}
