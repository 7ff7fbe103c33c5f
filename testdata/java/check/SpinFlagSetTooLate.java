// EXPECT: assertion
// MODES: all
// The worker spins until main sets the flag, but main sets it only after
// awaiting the worker's latch for 100 ms: the await times out every time
// (java too), and the assertion fails. The spinning worker waits for
// time to pass once it has looked at the flag, so the timeout is due.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

public class SpinFlagSetTooLate {
    public static void main(String[] args) throws Exception {
        AtomicBoolean go = new AtomicBoolean();
        CountDownLatch done = new CountDownLatch(1);
        Thread w = new Thread(() -> {
            while (!go.get()) Thread.onSpinWait();
            done.countDown();
        });
        w.start();
        boolean inTime = done.await(100, TimeUnit.MILLISECONDS);
        go.set(true);
        w.join();
        assert inTime : "the worker never counted down in time";
    }
}
