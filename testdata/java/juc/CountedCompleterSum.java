// EXPECT: warning
// RUN: java
// CHECK: --preemptions=2
// CountedCompleter map-reduce: sums an int[4] (setPendingCount, fork,
// tryComplete, onCompletion combining children, getRawResult of root).
// The leaves' results are written and read by different workers,
// ordered by the pending counts but under no common lock: LD'
// violations that are no data races (the warnings).
import java.util.concurrent.CountedCompleter;
import java.util.concurrent.ForkJoinPool;

public class CountedCompleterSum {
    static class Sum extends CountedCompleter<Integer> {
        final int[] a; final int lo, hi;
        Sum left, right;
        int result;
        Sum(CountedCompleter<?> parent, int[] a, int lo, int hi) {
            super(parent); this.a = a; this.lo = lo; this.hi = hi;
        }
        @Override
        public void compute() {
            if (hi - lo >= 2) {
                int mid = (lo + hi) >>> 1;
                left = new Sum(this, a, lo, mid);
                right = new Sum(this, a, mid, hi);
                setPendingCount(1);
                right.fork();
                left.compute();        // completes this subtree in the current thread
            } else {
                if (hi > lo) result = a[lo] * 10;
                tryComplete();
            }
        }
        @Override
        public void onCompletion(CountedCompleter<?> caller) {
            if (left != null) result = left.result + right.result;
        }
        @Override
        public Integer getRawResult() { return result; }
    }

    public static void main(String[] args) {
        int[] a = {1, 2, 3, 4};
        ForkJoinPool pool = new ForkJoinPool(2);
        Sum root = new Sum(null, a, 0, a.length);
        Integer r = pool.invoke(root);
        System.out.println("sum=" + r + " raw=" + root.getRawResult()
                + " pending=" + root.getPendingCount() + " done=" + root.isDone()
                + " normal=" + root.isCompletedNormally());
        System.out.println("left=" + root.left.result + " right=" + root.right.result
                + " leftRoot==root=" + (root.left.getRoot() == root)
                + " completer==root=" + (root.right.getCompleter() == root));
        pool.shutdown();
    }
}
