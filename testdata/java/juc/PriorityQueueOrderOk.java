// EXPECT: ok
// RUN: java
// A PriorityBlockingQueue: a producer offers 3, 1 and 2 before it counts
// down a latch; main awaits the latch and takes the items in priority
// order, then lets the producer go on and blocks in take until its last
// item, 0, arrives.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.PriorityBlockingQueue;

public class PriorityQueueOrderOk {
    public static void main(String[] args) throws InterruptedException {
        PriorityBlockingQueue<Integer> q = new PriorityBlockingQueue<>();
        CountDownLatch filled = new CountDownLatch(1);
        CountDownLatch taken = new CountDownLatch(1);
        Thread producer = new Thread(() -> {
            q.offer(3);
            q.offer(1);
            q.offer(2);
            filled.countDown();
            try {
                taken.await();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            q.put(0);
        });
        producer.start();
        filled.await();
        int a = q.take();
        int b = q.take();
        int c = q.take();
        assert a == 1 && b == 2 && c == 3 : a + " " + b + " " + c;
        taken.countDown();
        int last = q.take();
        assert last == 0 : last;
        producer.join();
        System.out.println("taken in order");
    }
}
