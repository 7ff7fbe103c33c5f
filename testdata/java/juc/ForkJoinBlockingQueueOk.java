// EXPECT: ok
// RUN: java
// A pool of one worker: a consumer task takes two items from a bounded
// queue of capacity 1, a producer task queued behind it puts them. The
// JDK's blocking queues wait in Condition.await, which blocks through
// ForkJoinPool.managedBlock: the pool starts a spare worker for the
// blocked consumer (and again for the producer while its put waits for
// room), so the program ends on every schedule.
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

public class ForkJoinBlockingQueueOk {
    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(1);
        BlockingQueue<Integer> queue = new ArrayBlockingQueue<>(1);
        ForkJoinTask<Integer> consumer = pool.submit(() -> queue.take() + queue.take());
        ForkJoinTask<?> producer = pool.submit(() -> {
            try {
                queue.put(20);
                queue.put(22);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        producer.get();
        System.out.println("sum " + consumer.get());
        pool.shutdown();
    }
}
