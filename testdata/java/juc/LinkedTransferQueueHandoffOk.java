// EXPECT: ok
// RUN: java
// MODES: all
// A producer transfers two items through a LinkedTransferQueue to a
// consumer: each transfer returns only once the consumer has received
// its item, so after it the queue never holds it, and the producer puts
// a last item without waiting, which the consumer takes too.
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.atomic.AtomicInteger;

public class LinkedTransferQueueHandoffOk {
    public static void main(String[] args) throws InterruptedException {
        LinkedTransferQueue<Integer> q = new LinkedTransferQueue<>();
        AtomicInteger sum = new AtomicInteger();
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 3; i++) {
                    sum.addAndGet(q.take());
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        consumer.start();
        for (int i = 1; i <= 2; i++) {
            q.transfer(i);
            assert !q.contains(i) : i + " still queued after its transfer";
        }
        q.put(3);
        consumer.join();
        assert sum.get() == 6 && q.isEmpty() && !q.hasWaitingConsumer() : sum;
        System.out.println("sum " + sum);
    }
}
