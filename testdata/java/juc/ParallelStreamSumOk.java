// EXPECT: ok
// RUN: java
// A parallel stream sums 1..4: the stream splits the range into tasks of
// the common pool (CountedCompleters), which its worker (jcheck's two
// processors give the pool a parallelism of 1) and main (joining the
// root) run; the sum is 10 on every schedule. With --processors=4 (a
// parallelism of 3) the search is far larger: one worker and main already
// run the tasks in every order.
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
