// EXPECT: ok
// RUN: java
// RecursiveTask sums 1..8 by splitting in halves (fork left, compute
// right, join) on new ForkJoinPool(2) via pool.invoke.
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

public class ForkJoinSumOk {
    static class Sum extends RecursiveTask<Long> {
        final int lo, hi; // [lo, hi)
        Sum(int lo, int hi) { this.lo = lo; this.hi = hi; }
        @Override
        protected Long compute() {
            if (hi - lo <= 2) {
                long s = 0;
                for (int i = lo; i < hi; i++) s += i;
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Sum left = new Sum(lo, mid);
            Sum right = new Sum(mid, hi);
            left.fork();
            long r = right.compute();
            return left.join() + r;
        }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        Sum task = new Sum(1, 9);
        long sum = pool.invoke(task);
        System.out.println("sum=" + sum);
        System.out.println("done=" + task.isDone() + " normal=" + task.isCompletedNormally());
        System.out.println("raw=" + task.getRawResult());
        pool.shutdown();
    }
}
