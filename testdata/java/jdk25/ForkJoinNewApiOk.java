// EXPECT: ok
// COMPARE: java
// JDK: 25
// The fork/join methods of JDK 19 to 22 in jcheck's models: the timed
// quietlyJoin and quietlyJoinUninterruptibly, adaptInterruptible (a
// cancel(true) interrupts the thread running the task),
// ForkJoinPool.invokeAllUninterruptibly and setParallelism (java runs it
// with two processors, as jcheck's default, so that the common pool's
// parallelism is 1) and ForkJoinWorkerThread.getQueuedTaskCount.
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.Future;
import java.util.concurrent.RecursiveTask;
import java.util.concurrent.TimeUnit;

public class ForkJoinNewApiOk {
    public static void main(String[] args) throws Exception {
        ForkJoinTask<Integer> t = ForkJoinTask.adapt(() -> 41 + 1);
        t.invoke();
        System.out.println("quietlyJoin " + t.quietlyJoin(1, TimeUnit.SECONDS) + " " + t.quietlyJoinUninterruptibly(1, TimeUnit.SECONDS) + " " + t.join());
        System.out.println("runnable " + ForkJoinTask.adaptInterruptible(() -> { }, "result").invoke());
        ForkJoinTask<String> bad = ForkJoinTask.adaptInterruptible(() -> {
            throw new IllegalStateException("bad");
        });
        try {
            bad.invoke();
        } catch (IllegalStateException e) {
            System.out.println("invoke threw " + e.getMessage());
        }

        CountDownLatch started = new CountDownLatch(1);
        ForkJoinTask<String> sleeper = ForkJoinTask.adaptInterruptible(() -> {
            started.countDown();
            try {
                Thread.sleep(60_000);
                return "slept";
            } catch (InterruptedException e) {
                return "interrupted";
            }
        });
        Thread runner = new Thread(sleeper::quietlyInvoke);
        runner.start();
        started.await();
        System.out.println("cancel " + sleeper.cancel(true) + " again " + sleeper.cancel(true) + " cancelled " + sleeper.isCancelled());
        runner.join();

        ForkJoinPool pool = new ForkJoinPool(1);
        List<Future<Integer>> fs = pool.invokeAllUninterruptibly(List.of(() -> 1, () -> 2));
        System.out.println("invokeAllUninterruptibly " + fs.get(0).get() + fs.get(1).get());
        int queued = pool.invoke(new RecursiveTask<Integer>() {
            protected Integer compute() {
                ForkJoinTask<Integer> a = ForkJoinTask.adapt(() -> 5).fork();
                int n = ((ForkJoinWorkerThread) Thread.currentThread()).getQueuedTaskCount();
                return n * 10 + a.join();
            }
        });
        System.out.println("queued " + queued);
        System.out.println("setParallelism " + pool.setParallelism(2) + " -> " + pool.getParallelism());
        try {
            pool.setParallelism(0);
        } catch (IllegalArgumentException e) {
            System.out.println("setParallelism(0): IllegalArgumentException");
        }
        System.out.println("common setParallelism " + ForkJoinPool.commonPool().setParallelism(3) + " -> "
                + ForkJoinPool.getCommonPoolParallelism());
    }
}
