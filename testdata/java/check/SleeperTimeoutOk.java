// EXPECT: ok
// A heartbeat thread sleeps a minute, another sleeps for ever, while main
// waits at most 5 s for a worker's latch and for an async result. The
// sleeps are the sleepers' time alone: a timeout ends only once no thread
// can do what it waits for (--timeouts=due), so main never times out.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

public class SleeperTimeoutOk {
    static Thread sleeper(long millis) {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                // ends
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }

    public static void main(String[] args) throws Exception {
        sleeper(60_000);
        sleeper(Long.MAX_VALUE);
        CountDownLatch done = new CountDownLatch(1);
        new Thread(done::countDown).start();
        assert done.await(5, TimeUnit.SECONDS) : "the latch timed out before the worker ran";
        String v = CompletableFuture.supplyAsync(() -> "value").get(5, TimeUnit.SECONDS);
        System.out.println(v);
    }
}
