// EXPECT: race, assertion
// MODES: all
// Each worker increments the shared counter holding its OWN monitor (this),
// so the two increments are not mutually exclusive: a read-add-write of one
// worker can interleave with the other's and an update is lost (count < 4).
public class WrongLock extends Thread {
    static final int N = 2;
    static int count; // BUG: guarded by two different locks

    WrongLock(String name) {
        super(name);
    }

    @Override
    public void run() {
        for (int i = 0; i < N; i++) {
            synchronized (this) { // each thread locks a different object
                count++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        WrongLock t1 = new WrongLock("w1");
        WrongLock t2 = new WrongLock("w2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 * N : "lost an update: count=" + count;
        System.out.println("count " + count);
    }
}
