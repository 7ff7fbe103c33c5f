// EXPECT: ok
// RUN: java
// A pool of 1: the root task forks a task that takes from an empty
// bounded queue after forking the task that puts into it. The first
// worker's block in take starts a spare worker (the JDK's managedBlock
// compensation), which may take the next such task the root forks; the
// root then joins that task, and when it blocks in its take, the pool
// starts another spare for its producer: the joining worker no longer
// counts as running, as in the JDK.
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

public class ForkJoinJoinStolenOk {
    static final ArrayBlockingQueue<Integer> queue = new ArrayBlockingQueue<>(1);

    static final class Put extends RecursiveAction {
        protected void compute() {
            try {
                queue.put(1);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    static final class Take extends RecursiveAction {
        protected void compute() {
            Put p = new Put();
            p.fork();
            try {
                queue.take();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            p.join();
        }
    }

    public static void main(String[] args) {
        new ForkJoinPool(1).invoke(new RecursiveAction() {
            protected void compute() {
                new Take().invoke();
                Take t = new Take();
                t.fork();
                t.join();
            }
        });
        System.out.println("both takes done");
    }
}
