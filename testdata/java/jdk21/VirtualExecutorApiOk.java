// EXPECT: ok
// COMPARE: java
// JDK: 21
// A virtual-thread-per-task executor's invokeAll and invokeAny, and a
// task's exception delivered by its future (each on an executor of its
// own, closed before the next).
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class VirtualExecutorApiOk {
    public static void main(String[] args) throws Exception {
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            for (Future<String> f : pool.invokeAll(List.<Callable<String>>of(() -> "a"))) {
                System.out.println("invokeAll " + f.get());
            }
        }
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            System.out.println("invokeAny " + pool.invokeAny(List.of(() -> "only")));
        }
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            Future<Boolean> virtual = pool.submit(() -> {
                if (Thread.currentThread().isVirtual()) {
                    throw new IllegalStateException("task failed");
                }
                return false;
            });
            try {
                virtual.get();
            } catch (ExecutionException e) {
                System.out.println("ExecutionException caused by " + e.getCause());
            }
        }
    }
}
