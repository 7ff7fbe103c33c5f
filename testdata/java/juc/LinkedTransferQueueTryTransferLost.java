// EXPECT: deadlock
// A producer hands its item over with tryTransfer and ignores the result:
// tryTransfer gives the item only to a consumer that already waits, so
// when the producer comes first the item is dropped and the consumer's
// take waits for good. Under java the producer's sleep lets the consumer
// wait first.
import java.util.concurrent.LinkedTransferQueue;

public class LinkedTransferQueueTryTransferLost {
    public static void main(String[] args) throws InterruptedException {
        LinkedTransferQueue<String> q = new LinkedTransferQueue<>();
        Thread consumer = new Thread(() -> {
            try {
                System.out.println("got " + q.take());
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread producer = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            }
            q.tryTransfer("x"); // BUG: false if no consumer waits yet; the item is lost
        });
        consumer.start();
        producer.start();
        consumer.join();
        producer.join();
    }
}
