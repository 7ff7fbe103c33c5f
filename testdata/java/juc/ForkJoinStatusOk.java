// EXPECT: ok
// RUN: java
// Task status API: isDone/isCancelled/cancel, complete(v)+join,
// quietlyJoin, quietlyInvoke, reinitialize, tryUnfork, ForkJoinTask tags.
import java.util.concurrent.CancellationException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

public class ForkJoinStatusOk {
    static class Square extends RecursiveTask<Integer> {
        final int n;
        Square(int n) { this.n = n; }
        @Override
        protected Integer compute() { return n * n; }
    }

    static class Boom extends RecursiveTask<Integer> {
        @Override
        protected Integer compute() { throw new IllegalStateException("boom"); }
    }

    // Runs in a pool of parallelism 1: nobody else can take the forked child.
    static class Unforker extends RecursiveTask<String> {
        @Override
        protected String compute() {
            Square child = new Square(7);
            child.fork();
            boolean unforked = child.tryUnfork();
            int v = unforked ? child.invoke() : child.join();
            return "tryUnfork=" + unforked + " value=" + v;
        }
    }

    public static void main(String[] args) {
        // never-forked task: cancel
        Square t = new Square(3);
        System.out.println("fresh: done=" + t.isDone() + " cancelled=" + t.isCancelled()
                + " normal=" + t.isCompletedNormally() + " abnormal=" + t.isCompletedAbnormally());
        System.out.println("fresh tryUnfork=" + t.tryUnfork());
        System.out.println("cancel=" + t.cancel(true));
        System.out.println("after cancel: done=" + t.isDone() + " cancelled=" + t.isCancelled()
                + " normal=" + t.isCompletedNormally() + " abnormal=" + t.isCompletedAbnormally()
                + " exception=" + t.getException().getClass().getName());
        System.out.println("cancel again=" + t.cancel(false));
        try { t.join(); System.out.println("no exception?"); }
        catch (CancellationException e) { System.out.println("join after cancel: " + e.getClass().getName()); }
        t.reinitialize();
        System.out.println("after reinitialize: done=" + t.isDone() + " cancelled=" + t.isCancelled());
        System.out.println("invoke after reinitialize=" + t.invoke());
        System.out.println("cancel after completion=" + t.cancel(true) + " cancelled=" + t.isCancelled());

        // complete(value)
        Square u = new Square(4);
        u.complete(99);
        System.out.println("complete: join=" + u.join() + " raw=" + u.getRawResult()
                + " normal=" + u.isCompletedNormally());
        System.out.println("invoke after complete=" + u.invoke());

        // quietlyJoin
        Square v = new Square(5);
        v.fork();
        v.quietlyJoin();
        System.out.println("quietlyJoin: done=" + v.isDone() + " raw=" + v.getRawResult());

        // quietlyInvoke on a failing task
        Boom b = new Boom();
        b.quietlyInvoke();
        System.out.println("quietlyInvoke: abnormal=" + b.isCompletedAbnormally()
                + " exception=" + b.getException().getClass().getName()
                + " message=" + b.getException().getMessage());
        b.reinitialize();
        System.out.println("boom after reinitialize: done=" + b.isDone() + " exception=" + b.getException());

        // reinitialize and invoke again
        Square w = new Square(6);
        System.out.println("invoke=" + w.invoke());
        w.reinitialize();
        System.out.println("reinitialized: done=" + w.isDone() + " raw=" + w.getRawResult());
        System.out.println("invoke again=" + w.invoke());

        // tags
        Square g = new Square(2);
        System.out.println("tag initial=" + g.getForkJoinTaskTag());
        System.out.println("setTag old=" + g.setForkJoinTaskTag((short) 5));
        System.out.println("cas 5->7=" + g.compareAndSetForkJoinTaskTag((short) 5, (short) 7));
        System.out.println("cas 5->9=" + g.compareAndSetForkJoinTaskTag((short) 5, (short) 9));
        System.out.println("tag now=" + g.getForkJoinTaskTag());
        System.out.println("tag task invoke=" + g.invoke() + " tag after=" + g.getForkJoinTaskTag());

        // tryUnfork inside a single-worker pool
        ForkJoinPool pool = new ForkJoinPool(1);
        System.out.println(pool.invoke(new Unforker()));
        pool.shutdown();
    }
}
