// EXPECT: ok
// RUN: java
// A LinkedBlockingDeque of capacity 2 shared by an owner, who pushes and
// pops work at the head, and a thief, who takes from the tail: every item
// is processed exactly once, whichever end it leaves by.
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.atomic.AtomicInteger;

public class DequeWorkStealingOk {
    public static void main(String[] args) throws InterruptedException {
        LinkedBlockingDeque<Integer> deque = new LinkedBlockingDeque<>(2);
        AtomicInteger processed = new AtomicInteger();
        deque.putFirst(1);
        deque.putFirst(2);
        Thread thief = new Thread(() -> {
            Integer x = deque.pollLast();
            if (x != null) {
                processed.addAndGet(x);
            }
        });
        thief.start();
        Integer y;
        while ((y = deque.pollFirst()) != null) {
            processed.addAndGet(y);
        }
        thief.join();
        assert processed.get() == 3 : processed.get();
        assert deque.isEmpty();
        System.out.println("processed " + processed.get());
    }
}
