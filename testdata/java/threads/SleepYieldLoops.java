// EXPECT: warning
// CHECK: skip: three workers each adding ten times under a lock have too many interleavings to explore in 60 s (no error found in that time)
// EXIT: 0
// RUN: java
// Thread.sleep and Thread.yield inside loops: workers add to a shared
// synchronized total, sleeping or yielding between steps; sleep(0) and
// yield on the main thread are harmless; negative sleep throws.
// Warning, LD' violation that is not a data race: the workers count their steps in steps[] without a lock,
// and main reads them after join.
public class SleepYieldLoops {
    static int total;
    static final int[] steps = new int[3];

    static synchronized void add(int x) {
        total += x;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread sleeper = new Thread(() -> {
            for (int i = 1; i <= 10; i++) {
                add(i);
                steps[0]++;
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        Thread yielder = new Thread(() -> {
            for (int i = 1; i <= 10; i++) {
                add(100 * i);
                steps[1]++;
                Thread.yield();
            }
        });
        Thread mixed = new Thread(() -> {
            for (int i = 1; i <= 10; i++) {
                add(10_000 * i);
                steps[2]++;
                try {
                    if (i % 2 == 0) {
                        Thread.sleep(0, 500);
                    } else {
                        Thread.yield();
                    }
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        sleeper.start();
        yielder.start();
        mixed.start();
        for (int i = 0; i < 5; i++) {
            Thread.yield();
            Thread.sleep(0);
        }
        sleeper.join();
        yielder.join();
        mixed.join();
        System.out.println("steps " + steps[0] + " " + steps[1] + " " + steps[2]);
        System.out.println("total " + total);
        try {
            Thread.sleep(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("sleep(-1): " + e.getMessage());
        }
        try {
            Thread.sleep(0, 1_000_000);
        } catch (IllegalArgumentException e) {
            System.out.println("sleep(0, 1000000): " + e.getMessage());
        }
    }
}
