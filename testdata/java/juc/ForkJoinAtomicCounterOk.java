// EXPECT: ok
// RUN: java
// The correct version of ForkJoinCounterRace: two parallel leaves increment an AtomicInteger
// and a synchronized counter; asserts both == 2.
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.atomic.AtomicInteger;

public class ForkJoinAtomicCounterOk {
    static final AtomicInteger atomic = new AtomicInteger();
    static int syncCounter = 0;
    static final Object LOCK = new Object();

    static class Inc extends RecursiveAction {
        @Override
        protected void compute() {
            atomic.incrementAndGet();
            synchronized (LOCK) { syncCounter++; }
        }
    }

    static class Root extends RecursiveAction {
        @Override
        protected void compute() { invokeAll(new Inc(), new Inc()); }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        pool.invoke(new Root());
        int s;
        synchronized (LOCK) { s = syncCounter; }
        if (atomic.get() != 2 || s != 2) throw new AssertionError("atomic=" + atomic.get() + " sync=" + s);
        System.out.println("atomic=" + atomic.get() + " sync=" + s);
        pool.shutdown();
    }
}
