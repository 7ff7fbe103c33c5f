// EXPECT: race, assertion, warning
// two parallel leaf tasks do an unsynchronized check-then-act
// (containsKey then put) on a shared HashMap; asserts the value was
// created exactly once.
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.atomic.AtomicInteger;

public class ForkJoinCheckThenAct {
    static final Map<String, Integer> cache = new HashMap<>();
    static final AtomicInteger creations = new AtomicInteger();

    static class GetOrCreate extends RecursiveAction {
        final int id;
        GetOrCreate(int id) { this.id = id; }
        @Override
        protected void compute() {
            if (!cache.containsKey("k")) {      // check
                creations.incrementAndGet();
                cache.put("k", id);             // act
            }
        }
    }

    static class Root extends RecursiveAction {
        @Override
        protected void compute() { invokeAll(new GetOrCreate(1), new GetOrCreate(2)); }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        pool.invoke(new Root());
        int result = creations.get();
        if (result != 1) throw new AssertionError("created " + result + " times, expected 1");
        System.out.println("created once, size=" + cache.size());
        pool.shutdown();
    }
}
