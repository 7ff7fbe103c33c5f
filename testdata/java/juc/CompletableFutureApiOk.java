// EXPECT: ok
// RUN: java
// CompletableFuture's API on one thread (an executor that runs its task
// at once stands for the asynchronous forms): how outcomes are wrapped
// (CompletionException, ExecutionException, the messages and causes
// that toString and getMessage show), the order in which a completion
// runs its dependents, getNumberOfDependents and toString, cancel,
// obtrude*, the minimal stage, copy and a subclass's newIncompleteFuture.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class CompletableFutureApiOk {
    static final Executor INLINE = Runnable::run;
    static final List<String> order = new ArrayList<>();

    /** toString without the identity hash code, which differs from run to run. */
    static String str(Object o) {
        return String.valueOf(o).replaceAll("@[0-9a-f]+", "@");
    }

    static String outcome(CompletableFuture<?> f) {
        try {
            return "join=" + f.join();
        } catch (CompletionException | CancellationException e) {
            return "join threw " + e + " cause " + e.getCause();
        }
    }

    static String got(CompletableFuture<?> f) {
        try {
            return "get=" + f.get();
        } catch (ExecutionException e) {
            return "get threw " + e + " cause " + e.getCause();
        } catch (CancellationException | InterruptedException e) {
            return "get threw " + e;
        }
    }

    static class Sub<T> extends CompletableFuture<T> {
        @Override
        public <U> CompletableFuture<U> newIncompleteFuture() {
            return new Sub<U>();
        }
    }

    public static void main(String[] args) throws Exception {
        IllegalStateException boom = new IllegalStateException("boom");
        CompletableFuture<Integer> failed = CompletableFuture.failedFuture(boom);
        System.out.println(outcome(failed) + "; " + got(failed));
        CompletableFuture<Integer> mapped = failed.thenApply(x -> x + 1);
        System.out.println(outcome(mapped) + "; " + got(mapped));
        System.out.println("same wrapper: " + (mapped.exceptionally(e -> {
            System.out.println("exceptionally saw " + e);
            return 0;
        }).join() == 0));
        CompletableFuture<Integer> thrown = CompletableFuture.supplyAsync(() -> {
            throw boom;
        }, INLINE);
        System.out.println(outcome(thrown) + "; " + got(thrown));
        System.out.println(outcome(thrown.thenApply(x -> x)));
        System.out.println(str(thrown));
        System.out.println(outcome(thrown.handle((v, e) -> "handled " + e)));
        System.out.println(outcome(failed.handle((v, e) -> "handled " + e)));
        System.out.println(outcome(CompletableFuture.completedFuture(1).thenApply(x -> {
            throw new CompletionException("own", boom);
        })));
        CompletableFuture<Integer> when = CompletableFuture.completedFuture(5).whenComplete((v, e) -> {
            throw new IllegalArgumentException("in action");
        });
        System.out.println(outcome(when));
        CompletableFuture<Integer> whenFailed = CompletableFuture.<Integer>failedFuture(new RuntimeException("first"))
                .whenComplete((v, e) -> {
                    throw new IllegalArgumentException("second");
                });
        try {
            whenFailed.join();
        } catch (CompletionException e) {
            System.out.println(e + " suppressed " + java.util.Arrays.toString(e.getCause().getSuppressed()));
        }
        System.out.println(outcome(failed.exceptionallyCompose(e -> CompletableFuture.completedFuture(-1))));
        System.out.println(outcome(failed.exceptionallyCompose(e -> CompletableFuture.failedFuture(e))));
        System.out.println(outcome(CompletableFuture.completedFuture(2).exceptionallyCompose(e -> null)));

        // Dependents: the last added runs first, and those of a stage
        // completed on the way run before the rest.
        CompletableFuture<String> src = new CompletableFuture<>();
        CompletableFuture<String> first = src.thenApply(s -> {
            order.add("first");
            return s;
        });
        first.thenRun(() -> order.add("first.a"));
        first.thenRun(() -> order.add("first.b"));
        first.thenRun(() -> order.add("first.c"));
        src.thenRun(() -> order.add("second"));
        src.thenRun(() -> order.add("third"));
        System.out.println(str(src) + " " + src.getNumberOfDependents() + " " + first.getNumberOfDependents());
        System.out.println(src.complete("x") + " " + src.complete("y") + " " + order);
        System.out.println(str(src) + " " + src.getNumberOfDependents());

        // Both and either.
        CompletableFuture<Integer> p = new CompletableFuture<>();
        CompletableFuture<Integer> q = new CompletableFuture<>();
        CompletableFuture<Integer> sum = p.thenCombine(q, Integer::sum);
        CompletableFuture<Integer> either = p.applyToEither(q, x -> x * 10);
        CompletableFuture<Void> both = p.runAfterBoth(q, () -> order.add("both"));
        CompletableFuture<Void> acceptEither = p.acceptEither(q, x -> order.add("either " + x));
        CompletableFuture<Void> acceptBoth = p.thenAcceptBoth(q, (x, y) -> order.add("acceptBoth " + x + y));
        CompletableFuture<Void> runEither = p.runAfterEither(q, () -> order.add("runEither"));
        System.out.println(p.getNumberOfDependents() + " " + q.getNumberOfDependents() + " " + str(sum));
        order.clear();
        q.complete(2);
        System.out.println(order + " " + p.getNumberOfDependents() + " " + q.getNumberOfDependents() + " " + either.join());
        p.completeExceptionally(boom);
        System.out.println(order + " " + outcome(sum) + " " + outcome(both) + " " + outcome(acceptEither) + " "
                + outcome(acceptBoth) + " " + outcome(runEither));
        CompletableFuture<Integer> r = new CompletableFuture<>();
        CompletableFuture<Integer> orFailed = r.applyToEither(failed, x -> x);
        System.out.println(outcome(orFailed) + " " + r.getNumberOfDependents());

        // allOf and anyOf.
        CompletableFuture<Integer> a = new CompletableFuture<>();
        CompletableFuture<Integer> b = new CompletableFuture<>();
        CompletableFuture<Integer> c = new CompletableFuture<>();
        CompletableFuture<Void> all = CompletableFuture.allOf(a, b, c);
        CompletableFuture<Object> any = CompletableFuture.anyOf(a, b, c);
        System.out.println(a.getNumberOfDependents() + " " + b.getNumberOfDependents() + " " + c.getNumberOfDependents()
                + " " + str(all) + " " + str(any));
        b.complete(7);
        System.out.println(a.getNumberOfDependents() + " " + b.getNumberOfDependents() + " " + c.getNumberOfDependents()
                + " " + str(all) + " " + outcome(any));
        c.completeExceptionally(boom);
        a.complete(1);
        System.out.println(outcome(all) + " " + str(CompletableFuture.allOf()) + " " + str(CompletableFuture.anyOf()));
        System.out.println(outcome(CompletableFuture.anyOf(failed, a)) + " " + outcome(CompletableFuture.anyOf(a)));

        // Compose.
        CompletableFuture<Integer> inner = new CompletableFuture<>();
        CompletableFuture<Integer> composed = CompletableFuture.completedFuture(3).thenCompose(x -> inner);
        System.out.println(str(composed) + " " + inner.getNumberOfDependents());
        inner.complete(4);
        System.out.println(outcome(composed));
        System.out.println(outcome(CompletableFuture.completedFuture(3).thenCompose(x -> failed)));
        System.out.println(outcome(CompletableFuture.completedFuture(3).thenComposeAsync(x -> CompletableFuture.completedFuture(x * 2), INLINE)));

        // Cancel and obtrude.
        CompletableFuture<Integer> cancelled = new CompletableFuture<>();
        CompletableFuture<Integer> afterCancel = cancelled.thenApply(x -> x);
        System.out.println(cancelled.cancel(true) + " " + cancelled.cancel(false) + " " + cancelled.isCancelled() + " "
                + cancelled.isCompletedExceptionally() + " " + cancelled.isDone());
        System.out.println(outcome(cancelled) + "; " + got(cancelled));
        System.out.println(outcome(afterCancel) + " " + afterCancel.isCancelled() + " " + str(afterCancel));
        CompletableFuture<Integer> ob = CompletableFuture.completedFuture(1);
        ob.obtrudeValue(2);
        System.out.println(ob.join() + " " + ob.complete(3) + " " + ob.getNow(9));
        ob.obtrudeException(boom);
        System.out.println(outcome(ob) + " " + ob.isCompletedExceptionally());
        CompletableFuture<Integer> notYet = new CompletableFuture<>();
        System.out.println(notYet.getNow(9) + " " + notYet.isDone() + " " + str(notYet));
        try {
            notYet.get(1, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timed out: " + e + " " + notYet.getNumberOfDependents());
        }
        System.out.println(outcome(new CompletableFuture<String>().completeOnTimeout("late", 1, TimeUnit.MILLISECONDS)));
        System.out.println(outcome(new CompletableFuture<String>().orTimeout(1, TimeUnit.MILLISECONDS)));

        // The minimal stage, copies, subclasses, the default executor.
        CompletionStage<Integer> minimal = CompletableFuture.completedFuture(6).minimalCompletionStage();
        try {
            ((CompletableFuture<Integer>) minimal).join();
        } catch (UnsupportedOperationException e) {
            System.out.println("minimal: " + e);
        }
        System.out.println(minimal.toCompletableFuture().join() + " " + CompletableFuture.completedStage(8).toCompletableFuture().join());
        System.out.println(outcome(CompletableFuture.failedStage(boom).toCompletableFuture()));
        CompletableFuture<Integer> orig = new CompletableFuture<>();
        CompletableFuture<Integer> copy = orig.copy();
        orig.completeExceptionally(boom);
        System.out.println(outcome(copy));
        Sub<Integer> sub = new Sub<>();
        CompletableFuture<String> subDep = sub.thenApply(x -> "v" + x);
        sub.complete(1);
        System.out.println(subDep.getClass().getSimpleName() + " " + subDep.join());
        System.out.println(sub.toCompletableFuture() == sub);
        CompletableFuture<Integer> completeAsync = new CompletableFuture<Integer>().completeAsync(() -> 11, INLINE);
        System.out.println(completeAsync.join());
        CompletableFuture<Integer> run = CompletableFuture.completedFuture(1);
        System.out.println(outcome(run.thenApplyAsync(x -> x + 1, INLINE)) + " " + outcome(run.thenAcceptAsync(x -> {}, INLINE))
                + " " + outcome(failed.whenCompleteAsync((v, e) -> {}, INLINE)) + " " + outcome(failed.exceptionallyAsync(e -> 3, INLINE)));
    }
}
