// EXPECT: ok
// RUN: java
// MODES: all
// The JUnit idiom: shut a pool down and assert that awaitTermination with
// a generous timeout returns true. Its timeout is due only when no thread
// can go on, and the workers can until their tasks are done, so the search
// never times it out early (with --timeouts=any it did: a false alarm).
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
public class AwaitTerminationOk {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        AtomicInteger n = new AtomicInteger();
        pool.submit(() -> n.incrementAndGet());
        pool.submit(() -> n.incrementAndGet());
        pool.shutdown();
        if (!pool.awaitTermination(10, TimeUnit.SECONDS)) throw new AssertionError("not terminated");
        if (n.get() != 2) throw new AssertionError("lost a task");
        System.out.println("ok " + n.get());
    }
}
