// EXPECT: race, assertion
// Two tasks on a pool of 2 threads each increment a shared static int
// without synchronisation. Future.get orders each task before main's
// read, but not the tasks with each other: their count++ race, and an
// update may be lost, which the assertion catches.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class ExecutorCounterRace {
    static int count;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<?> a = pool.submit(() -> {
            count++; // bug: unsynchronised read-modify-write
        });
        Future<?> b = pool.submit(() -> {
            count++;
        });
        a.get();
        b.get();
        pool.shutdown();
        assert count == 2 : "lost update: count=" + count;
        System.out.println("count=" + count);
    }
}
