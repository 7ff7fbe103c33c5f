// EXPECT: ok
// RUN: java
// CHECK: --define=java.util.concurrent.ForkJoinPool.common.parallelism=1
// A parallel stream sums 1..4: the stream splits the range into tasks of
// the common pool (CountedCompleters), which its worker and main (joining
// the root) run; the sum is 10 on every schedule. With the common pool's
// default parallelism (3 in jcheck) the search is far larger: one worker
// and main already run the tasks in every order.
import java.util.stream.IntStream;

public class ParallelStreamSumOk {
    public static void main(String[] args) {
        int s = IntStream.rangeClosed(1, 4).parallel().sum();
        if (s != 10) {
            throw new AssertionError(s);
        }
        System.out.println("sum=" + s);
    }
}
