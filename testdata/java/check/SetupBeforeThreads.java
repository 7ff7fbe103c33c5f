// EXPECT: ok
// MODES: all
// Data set up by main before any thread starts and only read afterwards:
// static n and the array table; both workers switch on an enum (javac's
// synthetic $SwitchMap class is initialised by whichever gets there first);
// a Thread subclass's plain field used only by that thread; static c touched
// only by main (c++ twice while the workers run). No races, no failures.
public class SetupBeforeThreads {
    enum Color { RED, GREEN, BLUE }

    static int n;
    static int[] table;
    static int c; // main only
    static final Object LOCK = new Object();
    static int sum; // guarded by LOCK

    static int weight(Color color) {
        switch (color) {
            case RED:
                return 1;
            case GREEN:
                return 2;
            default:
                return 3;
        }
    }

    static final class Counter extends Thread {
        int hits; // used by this thread only

        Counter() {
            super("counter");
        }

        @Override
        public void run() {
            for (int i = 0; i < 3; i++) {
                hits++;
            }
            assert hits == 3 : "hits " + hits;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        n = 5;
        table = new int[3];
        for (int i = 0; i < table.length; i++) {
            table[i] = i * 10;
        }
        Thread r1 = new Thread(() -> {
            assert n == 5 && table[2] == 20 : "setup not visible";
            int w = weight(Color.GREEN);
            synchronized (LOCK) {
                sum += n + table[1] + w;
            }
        }, "r1");
        Thread r2 = new Thread(() -> {
            assert n == 5 && table[1] == 10 : "setup not visible";
            int w = weight(Color.BLUE);
            synchronized (LOCK) {
                sum += n + table[2] + w;
            }
        }, "r2");
        Counter counter = new Counter();
        r1.start();
        r2.start();
        counter.start();
        c++;
        c++;
        r1.join();
        r2.join();
        counter.join();
        assert c == 2 : "c " + c;
        synchronized (LOCK) {
            assert sum == 5 + 10 + 2 + 5 + 20 + 3 : "sum " + sum;
            System.out.println("sum " + sum + ", c " + c);
        }
    }
}
