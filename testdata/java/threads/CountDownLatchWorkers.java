// EXPECT: warning
// EXIT: 0
// RUN: java
// java.util.concurrent.CountDownLatch: a start gate (count 1) releases
// three workers, which count down a done latch after storing their results;
// main awaits the done latch and combines the results.
// Warning, LD' violation that is not a data race: results[id] is written by the workers and read by main
// without a lock (a CountDownLatch orders them but is not a lock for LD').
import java.util.concurrent.CountDownLatch;

public class CountDownLatchWorkers {
    public static void main(String[] args) throws InterruptedException {
        CountDownLatch startGate = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(3);
        long[] results = new long[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            new Thread(() -> {
                try {
                    startGate.await();
                } catch (InterruptedException e) {
                    return;
                }
                long fib0 = 0, fib1 = 1;
                for (int k = 0; k < 20 + 10 * id; k++) {
                    long next = fib0 + fib1;
                    fib0 = fib1;
                    fib1 = next;
                }
                results[id] = fib0;
                done.countDown();
            }).start();
        }
        System.out.println("done count before start: " + done.getCount());
        startGate.countDown();
        done.await();
        System.out.println("done count after await: " + done.getCount());
        for (int i = 0; i < 3; i++) {
            System.out.println("fib(" + (20 + 10 * i) + ")=" + results[i]);
        }
        done.countDown();
        System.out.println("count stays " + done.getCount());
        System.out.println(done.await(1, java.util.concurrent.TimeUnit.MILLISECONDS) ? "await(timeout) true" : "false");
    }
}
