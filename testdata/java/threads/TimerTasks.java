// EXPECT: ok
// EXIT: 0
// RUN: java
// java.util.Timer: its thread waits on its queue with Object.wait(ms) until
// the first task is due, so the search is finite only because a wait that
// times out lets its time pass on the execution's clock. Two tasks, due
// after 5 and 10 ms, record the order they ran in; main then waits 20 ms
// in a loop of timed waits, and cancels the timer.
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

public class TimerTasks {
    public static void main(String[] args) throws InterruptedException {
        Timer timer = new Timer("ticker");
        CountDownLatch fired = new CountDownLatch(2);
        AtomicInteger order = new AtomicInteger();
        AtomicInteger first = new AtomicInteger(), second = new AtomicInteger();
        timer.schedule(new TimerTask() {
            @Override
            public void run() {
                first.set(order.incrementAndGet());
                fired.countDown();
            }
        }, 5);
        timer.schedule(new TimerTask() {
            @Override
            public void run() {
                second.set(order.incrementAndGet());
                fired.countDown();
            }
        }, 10);
        fired.await();
        timer.cancel();
        System.out.println("both fired: " + (first.get() + second.get() == 3));
        Object lock = new Object();
        long start = System.currentTimeMillis();
        long deadline = start + 20;
        synchronized (lock) {
            for (long now = start; now < deadline; now = System.currentTimeMillis()) {
                lock.wait(deadline - now);
            }
        }
        System.out.println("waited 20 ms: " + (System.currentTimeMillis() - start >= 20));
    }
}
