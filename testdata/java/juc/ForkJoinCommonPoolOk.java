// EXPECT: ok
// RUN: java
// RecursiveTask sum on ForkJoinPool.commonPool().invoke, task.invoke()
// from main (outside any pool), and task.fork().join() from main.
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveTask;

public class ForkJoinCommonPoolOk {
    static class Sum extends RecursiveTask<Integer> {
        final int lo, hi; // [lo, hi)
        Sum(int lo, int hi) { this.lo = lo; this.hi = hi; }
        @Override
        protected Integer compute() {
            if (hi - lo <= 2) {
                int s = 0;
                for (int i = lo; i < hi; i++) s += i;
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Sum left = new Sum(lo, mid);
            Sum right = new Sum(mid, hi);
            left.fork();
            int r = right.compute();
            return left.join() + r;
        }
    }

    public static void main(String[] args) {
        int a = ForkJoinPool.commonPool().invoke(new Sum(1, 5));   // 1+2+3+4
        System.out.println("commonPool.invoke=" + a);

        System.out.println("main inForkJoinPool=" + ForkJoinTask.inForkJoinPool());
        Sum t = new Sum(1, 5);
        int b = t.invoke();                                        // runs compute in main
        System.out.println("task.invoke=" + b + " done=" + t.isDone());

        Sum leaf = new Sum(5, 7);                                   // 5+6, a leaf
        int c = leaf.fork().join();                                 // forked into the common pool
        System.out.println("fork.join=" + c + " done=" + leaf.isDone());
    }
}
