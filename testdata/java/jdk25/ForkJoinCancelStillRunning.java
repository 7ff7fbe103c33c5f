// EXPECT: race, exception
// JDK: 25
// CHECK: --timeouts=any
// A periodic task on JDK 25's ForkJoinPool appends to a list; main
// cancels it with cancel(false) and then clears the list, as if no run
// could follow: but cancel does not wait for a run already under way,
// whose append races with the clear (and can make clear throw
// ArrayIndexOutOfBoundsException). The next run is due 10 ms after the
// first, and main cancels at once, so the run comes first only when the
// machine stalls main for those 10 ms: --timeouts=any explores that.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class ForkJoinCancelStillRunning {
    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(1);
        List<String> log = new ArrayList<>();
        CountDownLatch first = new CountDownLatch(1);
        ScheduledFuture<?> flusher = pool.scheduleAtFixedRate(() -> {
            log.add("tick");
            first.countDown();
        }, 0, 10, TimeUnit.MILLISECONDS);
        first.await();
        flusher.cancel(false); // bug: a run may be under way
        log.clear();
        System.out.println("cancelled: " + flusher.isCancelled());
    }
}
