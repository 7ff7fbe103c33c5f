// EXPECT: ok
// RUN: java
// MODES: all
// Future.get with a timeout returns the task's value: the timeout is not
// due while the pool's worker can still run the task.
import java.util.concurrent.*;
public class FutureGetTimeoutOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<Integer> f = pool.submit(() -> 6 * 7);
        int v = f.get(5, TimeUnit.SECONDS);
        pool.shutdown();
        System.out.println(v);
    }
}
