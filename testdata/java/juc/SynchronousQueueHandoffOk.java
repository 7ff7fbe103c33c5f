// EXPECT: ok
// RUN: java
// MODES: all
// A producer hands three items through a SynchronousQueue to a consumer,
// which takes two and polls for the third with a timeout: each put waits
// for the take that receives it, and the timed poll gets the last item
// (its timeout is not due while the producer can still put).
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

public class SynchronousQueueHandoffOk {
    public static void main(String[] args) throws Exception {
        SynchronousQueue<Integer> q = new SynchronousQueue<>();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 0; i < 3; i++) {
                    q.put(10 * (i + 1));
                }
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        producer.start();
        int sum = q.take() + q.take();
        Integer last = q.poll(5, TimeUnit.SECONDS);
        if (last == null) throw new AssertionError("the last item did not come in time");
        sum += last;
        producer.join();
        System.out.println("sum " + sum);
    }
}
