// EXPECT: deadlock
// RUN: deadlock
// Two producers put into a SynchronousQueue and one consumer takes once:
// the queue holds nothing, so the second producer waits in put for a
// consumer that never comes.
import java.util.concurrent.SynchronousQueue;

public class SynchronousQueueUnmatched {
    public static void main(String[] args) throws Exception {
        SynchronousQueue<String> q = new SynchronousQueue<>();
        Runnable produce = () -> {
            try {
                q.put(Thread.currentThread().getName());
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        };
        Thread a = new Thread(produce), b = new Thread(produce);
        a.start();
        b.start();
        System.out.println("took one item");
        q.take();
        a.join();
        b.join();
    }
}
