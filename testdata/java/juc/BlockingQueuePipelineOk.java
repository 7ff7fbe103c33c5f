// EXPECT: ok
// RUN: java
// A producer puts 3 items through an ArrayBlockingQueue of capacity 1 to
// a consumer, which takes them in order; put blocks while the queue is
// full, take while it is empty.
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

public class BlockingQueuePipelineOk {
    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> q = new ArrayBlockingQueue<>(1);
        int[] sum = new int[1];
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 3; i++) {
                    q.put(i);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                int last = 0;
                for (int i = 0; i < 3; i++) {
                    int x = q.take();
                    assert x == last + 1 : "out of order: " + x + " after " + last;
                    last = x;
                }
                synchronized (sum) {
                    sum[0] = last;
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        synchronized (sum) {
            System.out.println("last=" + sum[0] + " left=" + q.size());
        }
    }
}
