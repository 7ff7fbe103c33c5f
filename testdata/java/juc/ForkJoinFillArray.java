// EXPECT: warning
// RUN: java
// RecursiveAction fills an int[4] in parallel (two halves) with
// ForkJoinTask.invokeAll(left, right) on new ForkJoinPool(2).
// The tasks write the array and main reads it after invoke returns:
// ordered by the join, but under no common lock, an LD' violation that
// is no data race (the warning).
import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

public class ForkJoinFillArray {
    static class Fill extends RecursiveAction {
        final int[] a; final int lo, hi;
        Fill(int[] a, int lo, int hi) { this.a = a; this.lo = lo; this.hi = hi; }
        @Override
        protected void compute() {
            if (hi - lo <= 2) {
                for (int i = lo; i < hi; i++) a[i] = i * i + 1;
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Fill(a, lo, mid), new Fill(a, mid, hi));
        }
    }

    public static void main(String[] args) {
        int[] a = new int[4];
        ForkJoinPool pool = new ForkJoinPool(2);
        Fill root = new Fill(a, 0, a.length);
        pool.invoke(root);
        System.out.println(Arrays.toString(a));
        System.out.println("raw=" + root.getRawResult() + " normal=" + root.isCompletedNormally());
        pool.shutdown();
    }
}
