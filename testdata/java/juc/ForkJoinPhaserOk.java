// EXPECT: ok
// RUN: java
// A pool of one worker: two tasks meet twice at a Phaser of two parties.
// The JDK's Phaser waits through ForkJoinPool.managedBlock, so the pool
// starts a spare worker for the task that arrives first.
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.Phaser;

public class ForkJoinPhaserOk {
    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(1);
        Phaser phaser = new Phaser(2);
        ForkJoinTask<Integer> a = pool.submit(() -> 10 * phaser.arriveAndAwaitAdvance() + phaser.arriveAndAwaitAdvance());
        ForkJoinTask<Integer> b = pool.submit(() -> 10 * phaser.arriveAndAwaitAdvance() + phaser.arriveAndAwaitAdvance());
        System.out.println(a.get() + " " + b.get() + " phase " + phaser.getPhase());
        pool.shutdown();
    }
}
