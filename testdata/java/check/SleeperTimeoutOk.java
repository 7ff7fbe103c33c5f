// EXPECT: ok
// A heartbeat thread sleeps half a second in a loop, another a minute, a
// third for ever, while main waits at most 5 s for a worker's latch and
// for an async result. A timeout ends only once no thread can do what it
// waits for (--timeouts=due); a sleep of a minute ends only when due, and
// a short one that ends early takes the clock no further than main's
// timeout: main never times out.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

public class SleeperTimeoutOk {
    static Thread sleeper(long millis, int times) {
        Thread t = new Thread(() -> {
            try {
                for (int i = 0; i < times; i++) Thread.sleep(millis);
            } catch (InterruptedException e) {
                // ends
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }

    public static void main(String[] args) throws Exception {
        sleeper(500, 3);
        sleeper(60_000, 1);
        sleeper(Long.MAX_VALUE, 1);
        CountDownLatch done = new CountDownLatch(1);
        new Thread(done::countDown).start();
        assert done.await(5, TimeUnit.SECONDS) : "the latch timed out before the worker ran";
        String v = CompletableFuture.supplyAsync(() -> "value").get(5, TimeUnit.SECONDS);
        System.out.println(v);
    }
}
