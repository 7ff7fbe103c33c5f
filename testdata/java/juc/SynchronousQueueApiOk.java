// EXPECT: ok
// RUN: java
// SynchronousQueue as the JDK has it (jcheck's model): offer and poll
// without a waiting partner fail, the queue always looks empty, null is
// refused; of two waiting producers a consumer takes the newest's item,
// or with fairness the oldest's; a plain offer hands its item to a
// waiting consumer; drainTo takes waiting producers' items; a waiting
// producer that is interrupted, and a take or timed poll of a thread
// interrupted before it, throw InterruptedException with the status
// cleared. Each program's thread waits until the other is waiting
// (Thread.getState), so the order is the same on every schedule.
// The waits poll getState and yield: each poll may come before or after
// the other thread's move, and the stateless search explores every such
// order of a dozen waits (tens of thousands of executions); the stateful
// search sees the extra polls return to states it has visited.
import java.util.*;
import java.util.concurrent.*;

public class SynchronousQueueApiOk {
    static void waitUntilWaiting(Thread t) {
        while (t.getState() != Thread.State.WAITING && t.getState() != Thread.State.TIMED_WAITING) {
            Thread.yield();
        }
    }

    static Thread producer(SynchronousQueue<String> q, String item) {
        Thread t = new Thread(() -> {
            try {
                q.put(item);
            } catch (InterruptedException e) {
                System.out.println(item + " interrupted");
            }
        });
        t.start();
        waitUntilWaiting(t);
        return t;
    }

    static void order(boolean fair) throws Exception {
        SynchronousQueue<String> q = new SynchronousQueue<>(fair);
        Thread a = producer(q, "a");
        Thread b = producer(q, "b");
        String first = q.take();
        String second = q.poll(1, TimeUnit.SECONDS);
        a.join();
        b.join();
        System.out.println((fair ? "fair " : "unfair ") + first + second);
    }

    public static void main(String[] args) throws Exception {
        SynchronousQueue<String> q = new SynchronousQueue<>();
        System.out.println(q.offer("x") + " " + q.poll() + " " + q.size() + " " + q.isEmpty() + " " + q.remainingCapacity()
                + " " + q + " " + q.peek() + " " + q.iterator().hasNext() + " " + q.toArray().length + " " + q.contains("x"));
        String[] arr = {"keep", "keep"};
        q.toArray(arr);
        System.out.println(Arrays.toString(arr) + " " + q.containsAll(List.of()) + " " + q.containsAll(List.of("x")));
        System.out.println(q.offer("y", 1, TimeUnit.MILLISECONDS) + " " + q.poll(1, TimeUnit.MILLISECONDS));
        try {
            q.put(null);
        } catch (NullPointerException e) {
            System.out.println("null refused");
        }
        order(false);
        order(true);

        // A waiting consumer gets the item of a plain offer.
        SynchronousQueue<String> r = new SynchronousQueue<>();
        java.util.concurrent.atomic.AtomicReference<String> got = new java.util.concurrent.atomic.AtomicReference<>();
        Thread c = new Thread(() -> {
            try {
                got.set(r.take());
            } catch (InterruptedException e) {
                got.set("interrupted");
            }
        });
        c.start();
        waitUntilWaiting(c);
        System.out.println("offer to waiting consumer " + r.offer("z"));
        c.join();
        System.out.println("consumer got " + got.get());

        // drainTo takes the items of waiting producers.
        SynchronousQueue<String> d = new SynchronousQueue<>(true);
        Thread p1 = producer(d, "d1");
        Thread p2 = producer(d, "d2");
        List<String> drained = new ArrayList<>();
        System.out.println("drained " + d.drainTo(drained) + " " + drained);
        p1.join();
        p2.join();

        // Interrupts: a waiting producer, a thread interrupted before it
        // waits, and a timed poll of an interrupted thread.
        SynchronousQueue<String> i = new SynchronousQueue<>();
        Thread w = producer(i, "w");
        w.interrupt();
        w.join();
        Thread.currentThread().interrupt();
        try {
            i.take();
        } catch (InterruptedException e) {
            System.out.println("take interrupted " + Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        try {
            i.poll(0, TimeUnit.SECONDS);
            System.out.println("poll(0) returned");
        } catch (InterruptedException e) {
            System.out.println("poll(0) interrupted " + Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        System.out.println("poll() " + i.poll() + " " + Thread.interrupted());
    }
}
