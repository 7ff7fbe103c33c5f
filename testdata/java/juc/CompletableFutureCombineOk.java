// EXPECT: ok
// RUN: java
// Two supplyAsync tasks on the default executor (the common pool), their
// results combined with thenCombine: the function runs in whichever
// thread completes the second of them, or in main if both are complete
// when it registers it; join returns 42 on every schedule.
import java.util.concurrent.CompletableFuture;

public class CompletableFutureCombineOk {
    public static void main(String[] args) {
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> 20);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> 22);
        int r = a.thenCombine(b, Integer::sum).join();
        assert r == 42 : r;
        System.out.println("sum=" + r);
    }
}
