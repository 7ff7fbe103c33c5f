// EXPECT: deadlock
// Two producers offer to a LinkedBlockingQueue of capacity 1 and ignore
// offer's result; the consumer takes two items. When both offers come
// before the first take, the second finds the queue full and its item is
// dropped, so the consumer's second take waits for good. Under java the
// consumer is usually quick enough.
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

public class LinkedBlockingQueueOfferLost {
    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<String> q = new LinkedBlockingQueue<>(1);
        Thread a = new Thread(() -> q.offer("a")); // BUG: false when full, item lost
        Thread b = new Thread(() -> q.offer("b"));
        a.start();
        b.start();
        String first = q.take();
        String second = q.take();
        System.out.println(first + second);
        a.join();
        b.join();
    }
}
