// EXPECT: ok
// RUN: java
// CompletableFuture's asynchronous tasks run on the common pool's own
// workers, as ForkJoinTasks: a task sees itself in a ForkJoinWorkerThread
// of ForkJoinPool.commonPool(), and the tasks of CompletableFuture and
// those submitted to the common pool directly share its workers, at most
// its parallelism (2, set before the pool is first used) of them.
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.ForkJoinWorkerThread;

public class CompletableFutureSharesCommonPoolOk {
    static final Set<String> workers = ConcurrentHashMap.newKeySet();

    static String where() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread) {
            workers.add(t.getName());
        }
        return "worker=" + (t instanceof ForkJoinWorkerThread) + " inPool=" + ForkJoinTask.inForkJoinPool()
                + " common=" + (ForkJoinTask.getPool() == ForkJoinPool.commonPool());
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("java.util.concurrent.ForkJoinPool.common.parallelism", "2");
        CompletableFuture<String> a = CompletableFuture.supplyAsync(CompletableFutureSharesCommonPoolOk::where);
        ForkJoinTask<?> b = ForkJoinPool.commonPool().submit(CompletableFutureSharesCommonPoolOk::where);
        System.out.println("supplyAsync: " + a.join());
        b.join();
        assert workers.size() <= 2 : "workers " + workers;
        System.out.println("parallelism=" + ForkJoinPool.commonPool().getParallelism());
    }
}
