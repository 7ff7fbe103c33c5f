// EXPECT: assertion
// MODES: all
// Two named workers (named threads take no number) each create, but do not
// start, a Thread with the default name "Thread-<n>", n taken from a global
// counter in creation order: the first created is "Thread-0". main asserts
// w1's is "Thread-0", which fails when w2 creates its thread first.
public class ThreadNumbering {
    static final Object LOCK = new Object();
    static final String[] names = new String[2]; // guarded by LOCK

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            workers[i] = new Thread(() -> {
                String name = new Thread().getName();
                synchronized (LOCK) {
                    names[id] = name;
                }
            }, "w" + (i + 1));
        }
        for (Thread w : workers) {
            w.start();
        }
        for (Thread w : workers) {
            w.join();
        }
        synchronized (LOCK) {
            assert names[0].equals("Thread-0") && names[1].equals("Thread-1")
                    : "w1 created " + names[0] + ", w2 created " + names[1];
        }
        System.out.println("w1 created Thread-0, w2 created Thread-1");
    }
}
