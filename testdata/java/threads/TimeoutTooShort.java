// EXPECT: exception
// RUN: java-timed
// A timeout that is too short: the task sleeps 5 s, main's get waits
// 100 ms and always throws TimeoutException, under java too. The sleep
// ends later than the timeout, so the timeout is due first.
import java.util.concurrent.*;
public class TimeoutTooShort {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<Integer> f = pool.submit(() -> { Thread.sleep(5000); return 42; });
        try {
            System.out.println(f.get(100, TimeUnit.MILLISECONDS));
        } finally {
            pool.shutdownNow();
        }
    }
}
