// EXPECT: ok
// RUN: java
// A pool of 2: the root task forks a task B, which the second worker
// takes; B forks a releaser and waits at a latch only the releaser counts
// down (no spare worker for a latch). The root, once B has forked the
// releaser, joins B: as the JDK's helpJoin, the joining worker runs the
// tasks the worker running B queued, so it runs the releaser and B ends.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;

public class ForkJoinHelpJoinOk {
    static final CountDownLatch released = new CountDownLatch(1);
    static final CountDownLatch forked = new CountDownLatch(1);

    static final class Releaser extends RecursiveAction {
        protected void compute() {
            released.countDown();
        }
    }

    static final class B extends RecursiveTask<String> {
        protected String compute() {
            Releaser r = new Releaser();
            r.fork();
            forked.countDown();
            try {
                released.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            r.join();
            return "B released";
        }
    }

    public static void main(String[] args) {
        String s = new ForkJoinPool(2).invoke(new RecursiveTask<String>() {
            protected String compute() {
                B b = new B();
                b.fork();
                try {
                    forked.await();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                return b.join();
            }
        });
        System.out.println(s);
    }
}
