// EXPECT: ok
// RUN: java
// CHECK: --preemptions=2
// Three runAsync tasks on the common pool each add their name to a list
// under the list's lock; allOf(...).join() waits for the three, and main
// reads the list (under the lock too: join orders the adds before it).
// The search is bounded to two preemptions (1,807 executions in one
// depth-first search, --workers 0): the orders of the three tasks'
// locks, their completions, allOf's two-source stages and the pool's
// hand-offs multiply, and the complete state-less search takes 6,054
// executions and about 6 s (the stateful one, 13,828 states, does not
// end within the 10,000 transitions --search=auto gives it).
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;

public class CompletableFutureAllOfLockOk {
    static final List<String> done = new ArrayList<>();

    static Runnable task(String name) {
        return () -> {
            synchronized (done) {
                done.add(name);
            }
        };
    }

    public static void main(String[] args) {
        CompletableFuture.allOf(CompletableFuture.runAsync(task("a")), CompletableFuture.runAsync(task("b")),
                CompletableFuture.runAsync(task("c"))).join();
        synchronized (done) {
            Collections.sort(done);
            assert done.size() == 3 : done;
            System.out.println(done);
        }
    }
}
