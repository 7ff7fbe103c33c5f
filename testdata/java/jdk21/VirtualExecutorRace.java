// EXPECT: race, assertion
// JDK: 21
// Three tasks on a virtual-thread-per-task executor increment a plain
// int: the increments race and one can be lost, though close waits for
// every task.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class VirtualExecutorRace {
    static int count;

    public static void main(String[] args) {
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 0; i < 3; i++) {
                pool.execute(() -> count++);
            }
        }
        assert count == 3 : "count " + count;
        System.out.println(count);
    }
}
