// EXPECT: ok
// A worker spins with Thread.yield until main sets go, then counts a
// latch down; main sets go and waits at most 5 s for the latch. A
// spinning thread waits for time to pass only once it has looked at what
// the others did: the worker sees go set and counts down, so the wait
// never times out. Another worker spins with onSpinWait on a flag that
// main sets only after a timed wait that nothing ends: that wait does
// time out.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

public class SpinThenTimedAwaitOk {
    static volatile boolean done;

    public static void main(String[] args) throws InterruptedException {
        AtomicBoolean go = new AtomicBoolean();
        CountDownLatch counted = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            while (!go.get()) {
                Thread.yield();
            }
            counted.countDown();
        });
        Thread spinner = new Thread(() -> {
            while (!done) {
                Thread.onSpinWait();
            }
        });
        worker.start();
        spinner.start();
        go.set(true);
        assert counted.await(5, TimeUnit.SECONDS) : "the latch timed out while the worker could count it down";
        boolean never = new CountDownLatch(1).await(10, TimeUnit.MILLISECONDS);
        done = true;
        worker.join();
        spinner.join();
        assert !never;
        System.out.println("ok");
    }
}
