// EXPECT: deadlock
// RUN: deadlock
// A CountDownLatch of 2, but only the worker that claims the job counts
// down: the other returns early without counting down, so main's await
// waits forever, whichever worker claims it.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

public class LatchNeverCounted {
    public static void main(String[] args) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(2);
        AtomicBoolean claimed = new AtomicBoolean();
        Runnable work = () -> {
            if (!claimed.compareAndSet(false, true)) {
                return; // bug: leaves without counting down
            }
            done.countDown();
        };
        Thread a = new Thread(work);
        Thread b = new Thread(work);
        a.start();
        b.start();
        done.await();
        System.out.println("all done");
    }
}
