// EXPECT: assertion
// MODES: all
// CHECK: --timeouts=any
// await(timeout) returns false when the timeout ends before the count
// reaches zero; code that ignores the result reads a result that may not
// be there yet. The worker can always count down in time, so the timeout
// is never due (the default --timeouts=due verifies the program); it ends
// the wait early only if the machine stalls for the whole second, which
// --timeouts=any explores.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class LatchTimedAwait {
    public static void main(String[] args) throws InterruptedException {
        CountDownLatch ready = new CountDownLatch(1);
        AtomicInteger value = new AtomicInteger();
        new Thread(() -> {
            value.set(42);
            ready.countDown();
        }).start();
        ready.await(1, TimeUnit.SECONDS); // bug: the result is ignored
        assert value.get() == 42 : "read before the worker wrote it";
        System.out.println(value.get());
    }
}
