// EXPECT: deadlock
// RUN: deadlock
// two parallel tasks each await a CountDownLatch that only the other
// counts down after its own await (circular wait); main blocks in invoke
// forever.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

public class ForkJoinLatchDeadlock {
    static final CountDownLatch aDone = new CountDownLatch(1);
    static final CountDownLatch bDone = new CountDownLatch(1);

    static class Waiter extends RecursiveAction {
        final CountDownLatch waitFor, signal;
        Waiter(CountDownLatch waitFor, CountDownLatch signal) { this.waitFor = waitFor; this.signal = signal; }
        @Override
        protected void compute() {
            try {
                waitFor.await();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            signal.countDown();
        }
    }

    static class Root extends RecursiveAction {
        @Override
        protected void compute() {
            invokeAll(new Waiter(bDone, aDone), new Waiter(aDone, bDone));
        }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        System.out.println("start");
        pool.invoke(new Root());
        System.out.println("unreachable");
    }
}
