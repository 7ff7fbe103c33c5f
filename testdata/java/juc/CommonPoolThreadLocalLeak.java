// EXPECT: assertion
// CHECK: --processors=4
// A CompletableFuture task sets a ThreadLocal and never removes it; a
// later task submitted to ForkJoinPool.commonPool() may run on the same
// worker and see the value (the two share the common pool's workers).
// With four processors: with fewer, the common pool's parallelism is 1
// and CompletableFuture runs each task in a thread of its own, as the
// JDK does, so nothing leaks.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ForkJoinPool;

public class CommonPoolThreadLocalLeak {
    static final ThreadLocal<String> user = new ThreadLocal<>();

    public static void main(String[] args) throws Exception {
        CompletableFuture.runAsync(() -> user.set("alice")).join(); // bug: no user.remove()
        String seen = ForkJoinPool.commonPool().submit(() -> user.get()).get();
        assert seen == null : "the second task saw " + seen;
        System.out.println("no leak");
    }
}
