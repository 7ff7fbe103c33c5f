// EXPECT: ok
// MODES: all
// Two threads race to initialise Holder: one runs its static initializer, the
// other must wait until it completes (JLS 12.4.2), so both see value == 42 and
// the initializer prints once. The clinit's write happens-before both reads.
public class ClinitRaceWait {
    static final class Holder {
        static int value;

        static {
            System.out.println("Holder initialised");
            value = 42;
        }
    }

    static final int[] seen = new int[2]; // guarded by seen

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            workers[i] = new Thread(() -> {
                int v = Holder.value; // the first to get here initialises Holder
                assert v == 42 : "read Holder.value before its initializer finished";
                synchronized (seen) {
                    seen[id] = v;
                }
            }, "w" + i);
        }
        for (Thread w : workers) {
            w.start();
        }
        for (Thread w : workers) {
            w.join();
        }
        synchronized (seen) {
            System.out.println("seen " + seen[0] + " " + seen[1]);
        }
    }
}
