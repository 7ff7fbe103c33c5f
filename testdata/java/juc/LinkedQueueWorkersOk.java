// EXPECT: ok
// RUN: java
// Two producers offer to a LinkedBlockingQueue; main takes both items
// (blocking while it is empty) and adds them up.
import java.util.concurrent.LinkedBlockingQueue;

public class LinkedQueueWorkersOk {
    public static void main(String[] args) throws InterruptedException {
        LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>();
        new Thread(() -> q.offer(20)).start();
        new Thread(() -> q.offer(22)).start();
        int total = q.take() + q.take();
        assert total == 42 && q.isEmpty() : total;
        System.out.println("total=" + total);
    }
}
