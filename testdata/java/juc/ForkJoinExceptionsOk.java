// EXPECT: ok
// RUN: java
// CHECK: --preemptions=2
// Exception propagation: compute throws IllegalStateException; caught via
// invoke/join (same thread and from a worker), submit().get()
// (ExecutionException), completeExceptionally(IOException).
import java.io.IOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveTask;

public class ForkJoinExceptionsOk {
    static class Boom extends RecursiveTask<Integer> {
        @Override
        protected Integer compute() { throw new IllegalStateException("boom"); }
    }

    static class Parent extends RecursiveTask<Integer> {
        @Override
        protected Integer compute() {
            Boom child = new Boom();
            child.fork();
            return child.join() + 1;
        }
    }

    static void describe(String label, Throwable e) {
        StringBuilder sb = new StringBuilder(label).append(": ");
        int depth = 0;
        for (Throwable t = e; t != null; t = t.getCause(), depth++) {
            if (depth > 0) sb.append(" / cause: ");
            sb.append(t.getClass().getName()).append(" [").append(t.getMessage()).append("]");
        }
        System.out.println(sb);
    }

    static void status(String label, ForkJoinTask<?> t) {
        Throwable ex = t.getException();
        System.out.println(label + " status: done=" + t.isDone() + " abnormal=" + t.isCompletedAbnormally()
                + " normal=" + t.isCompletedNormally() + " cancelled=" + t.isCancelled()
                + " getException=" + (ex == null ? "null" : ex.getClass().getName()));
    }

    static Throwable rootCause(Throwable e) {
        while (e.getCause() != null) e = e.getCause();
        return e;
    }

    public static void main(String[] args) throws InterruptedException {
        // 1. invoke() directly in main: the exception is thrown in this thread, rethrown as is.
        Boom t1 = new Boom();
        try { t1.invoke(); System.out.println("no exception?"); }
        catch (RuntimeException e) { describe("main invoke", e); }
        try { t1.join(); System.out.println("no exception?"); }
        catch (RuntimeException e) { describe("main join after invoke", e); }
        status("t1", t1);
        System.out.println("t1 getException message=" + t1.getException().getMessage());

        ForkJoinPool pool = new ForkJoinPool(2);
        // 2. pool.invoke from main: thrown in a worker, so join/invoke rethrow a copy whose cause is the original.
        Boom t2 = new Boom();
        try { pool.invoke(t2); System.out.println("no exception?"); }
        catch (RuntimeException e) { describe("pool invoke", e); }
        try { t2.join(); System.out.println("no exception?"); }
        catch (RuntimeException e) { describe("join after pool invoke", e); }
        status("t2", t2);

        // 3. submit().get(): ExecutionException wrapping it.
        Boom t3 = new Boom();
        try { pool.submit(t3).get(); System.out.println("no exception?"); }
        catch (ExecutionException e) { describe("submit get", e); }
        status("t3", t3);

        // 4. exception propagated through a parent's join (depth of copies depends on scheduling: print root only).
        try { pool.invoke(new Parent()); System.out.println("no exception?"); }
        catch (RuntimeException e) {
            Throwable r = rootCause(e);
            System.out.println("parent invoke: " + e.getClass().getName() + " root cause: "
                    + r.getClass().getName() + " [" + r.getMessage() + "]");
        }

        // 5. completeExceptionally with a checked exception (wrapped in RuntimeException).
        Boom t4 = new Boom();
        t4.completeExceptionally(new IOException("io"));
        status("t4", t4);
        try { t4.join(); System.out.println("no exception?"); }
        catch (RuntimeException e) { describe("completeExceptionally join", e); }
        try { t4.get(); System.out.println("no exception?"); }
        catch (ExecutionException e) { describe("completeExceptionally get", e); }
        try { t4.invoke(); System.out.println("no exception?"); }
        catch (RuntimeException e) { describe("completeExceptionally invoke", e); }

        // 6. completeExceptionally with an unchecked exception is stored as is.
        Boom t5 = new Boom();
        t5.completeExceptionally(new ArithmeticException("div"));
        try { t5.join(); System.out.println("no exception?"); }
        catch (RuntimeException e) { describe("completeExceptionally(unchecked) join", e); }
        pool.shutdown();
    }
}
