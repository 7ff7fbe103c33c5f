// EXPECT: ok
// RUN: java
// A three-stage pipeline through two LinkedBlockingQueues of capacity 1:
// a producer puts 1, 2 and a poison pill, a stage doubles each item
// and passes the pill on, and main sums what comes out. Each put waits
// while its queue is full and each take while it is empty; the items
// arrive in order and the sum is always 6.
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

public class LinkedBlockingQueuePipelineOk {
    static final int PILL = -1;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> raw = new LinkedBlockingQueue<>(1);
        BlockingQueue<Integer> doubled = new LinkedBlockingQueue<>(1);
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 2; i++) {
                    raw.put(i);
                }
                raw.put(PILL);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread stage = new Thread(() -> {
            try {
                for (int x; (x = raw.take()) != PILL; ) {
                    doubled.put(2 * x);
                }
                doubled.put(PILL);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        stage.start();
        int sum = 0;
        int last = 0;
        for (int x; (x = doubled.take()) != PILL; ) {
            assert x > last : x + " after " + last;
            last = x;
            sum += x;
        }
        producer.join();
        stage.join();
        assert sum == 6 && raw.isEmpty() && doubled.isEmpty() : sum;
        System.out.println("sum " + sum);
    }
}
