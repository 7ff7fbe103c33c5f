// EXPECT: ok
// RUN: java
// incrementAndGet and addAndGet are single atomic operations: no update is
// lost, and each thread sees a distinct ticket.
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;

public class AtomicIncrementOk {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger tickets = new AtomicInteger();
        AtomicLong total = new AtomicLong();
        AtomicIntegerArray got = new AtomicIntegerArray(2);
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                got.set(id, tickets.incrementAndGet());
                total.addAndGet(10 * (id + 1));
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        assert got.get(0) != got.get(1) : "two threads got ticket " + got.get(0);
        assert tickets.get() == 2 && total.get() == 30;
        System.out.println("tickets=" + tickets.get() + " total=" + total.get());
    }
}
