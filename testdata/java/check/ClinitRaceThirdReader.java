// EXPECT: assertion
// MODES: all
// Threads A and B both trigger Config's static initializer, which logs (under
// Log.LOCK) its thread's name with stage 1, then stage 2. The observer C never
// touches Config, only Log (initialised by main), and asserts it never sees B
// at stage 1. It fails only if B wins the init race (B touches Config before A;
// A then waits) AND C reads the log while B is between the two log writes of
// <clinit>. Java allows this: <clinit> is ordinary code in B, and C is not
// blocked by Config's initialisation lock as it never accesses Config.
public class ClinitRaceThirdReader {
    static final class Log {
        static final Object LOCK = new Object();
        static String initBy; // guarded by LOCK
        static int stage; // guarded by LOCK
    }

    static final class Config {
        static {
            synchronized (Log.LOCK) {
                Log.initBy = Thread.currentThread().getName();
                Log.stage = 1;
            }
            synchronized (Log.LOCK) {
                Log.stage = 2;
            }
        }

        static void touch() {
        }
    }

    public static void main(String[] args) throws InterruptedException {
        synchronized (Log.LOCK) { // initialise Log in main
            Log.stage = 0;
        }
        Thread a = new Thread(() -> Config.touch(), "A");
        Thread b = new Thread(() -> Config.touch(), "B");
        Thread c = new Thread(() -> {
            String by;
            int stage;
            synchronized (Log.LOCK) {
                by = Log.initBy;
                stage = Log.stage;
            }
            assert !("B".equals(by) && stage == 1) : "saw B in the middle of Config's initializer";
        }, "C");
        a.start();
        b.start();
        c.start();
        a.join();
        b.join();
        c.join();
        System.out.println("done");
    }
}
