// EXPECT: ok
// RUN: java
// A timed get on a task that waits for a latch main counts down only
// after the get: the get normally times out (TimeoutException), but the
// program is correct either way; after the countDown an untimed get
// returns the result. Nothing printed depends on whether it timed out.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class FutureGetTimeout {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        CountDownLatch go = new CountDownLatch(1);
        Future<Integer> f = pool.submit(() -> {
            go.await();
            return 7;
        });
        int early = -1;
        try {
            early = f.get(10, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            // expected: the task waits for the countDown below
        }
        assert early == -1 : "get returned before the countDown: " + early;
        go.countDown();
        int result = f.get();
        assert result == 7 : result;
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // a timed wait may end early: wait again
        }
        System.out.println("result=" + result);
    }
}
