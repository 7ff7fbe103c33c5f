// EXPECT: ok
// RUN: java
// CountedCompleter "for each" over String[3] (addToPendingCount, fork,
// propagateCompletion); results in an AtomicIntegerArray.
import java.util.concurrent.CountedCompleter;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicIntegerArray;

public class CountedCompleterForEachOk {
    static final String[] WORDS = {"a", "bb", "ccc"};
    static final AtomicIntegerArray LENGTHS = new AtomicIntegerArray(WORDS.length);

    static class ForEach extends CountedCompleter<Void> {
        final int lo, hi;
        ForEach(CountedCompleter<?> parent, int lo, int hi) {
            super(parent); this.lo = lo; this.hi = hi;
        }
        @Override
        public void compute() {
            int l = lo, h = hi;
            while (h - l >= 2) {
                int mid = (l + h) >>> 1;
                addToPendingCount(1);
                new ForEach(this, mid, h).fork();   // right part
                h = mid;
            }
            if (h > l) LENGTHS.set(l, WORDS[l].length());
            propagateCompletion();
        }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        ForEach root = new ForEach(null, 0, WORDS.length);
        Object r = pool.invoke(root);
        System.out.println("invoke returned=" + r + " done=" + root.isDone()
                + " normal=" + root.isCompletedNormally() + " pending=" + root.getPendingCount());
        System.out.println("lengths=" + LENGTHS);
        pool.shutdown();
    }
}
