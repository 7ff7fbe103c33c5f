// EXPECT: ok
// RUN: java
// Memoization: ConcurrentHashMap.computeIfAbsent whose mapping function
// runs a small parallel stream. The call is one operation (atomic
// granularity): the stream's tasks, forked inside it, run in the calling
// thread, which no other thread could interrupt before the call ends.
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.LongStream;

public class ChmComputeParallelStreamOk {
    static final ConcurrentHashMap<Integer, Long> cache = new ConcurrentHashMap<>();

    static long sumSquares(int n) {
        return cache.computeIfAbsent(n, k -> LongStream.rangeClosed(1, k).parallel().map(x -> x * x).sum());
    }

    public static void main(String[] args) {
        System.out.println(sumSquares(3) + " " + sumSquares(4) + " " + sumSquares(3));
    }
}
