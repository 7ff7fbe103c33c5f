/*
 * jcheck's model of java.util.concurrent.CompletableFuture, loaded in
 * place of the class library's (interp/models). It has the JDK 17 class's
 * API and behaviour: how an outcome is encoded (a failure of a stage's
 * own function, or one passed on from its source, wrapped in a
 * CompletionException; completeExceptionally's exception kept as given),
 * what join, get and getNow throw, the stages that run their function
 * only on a normal source (thenApply, thenCombine, ...) and those that
 * always do (handle, whenComplete, exceptionally), the *Async forms
 * submitting the function to their executor, which thread runs a
 * dependent (the one that completes its source, or the one that adds it
 * to a complete source), the order in which a completion runs its
 * dependents (the last added first, the dependents of a stage so
 * completed before the rest: CompletableFuture.postComplete's order),
 * waiters counted as dependents and released in that order,
 * getNumberOfDependents and toString, cancel, obtrude*, the timeouts, the
 * default executor (the common pool when its parallelism is above 1,
 * else a thread per task; on JDK 25 always the common pool) and the
 * minimal stage. What differs is how a
 * future keeps its state: the JDK keeps the result in a volatile field
 * set by compare-and-set and the dependents on a lock-free stack, so that
 * completing a future and running each dependent are tens of visible
 * operations, and parks its waiters; here both are guarded by the
 * future's monitor, a completion takes the whole stack in one critical
 * section, and a waiter waits on the monitor (a program that holds a
 * future's monitor delays the threads that complete it or wait for it,
 * which the JDK's would not). A dependent's claim (two sources may try
 * to run it) is its own monitor. The common pool's tasks run on its
 * workers, the model of ForkJoinPool's.
 */
package java.util.concurrent;

import java.util.ArrayList;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {
    // Guarded by the future's monitor: result (null until complete, then
    // the value, NIL for null, or an AltResult for an exception) and
    // stack (the dependents and waiters, the last added at the end; null
    // when none).
    private Object result;
    private ArrayList<Completion> stack;
    // result as well, written with it: a look at the outcome
    // (currentResult) reads this volatile copy without the monitor, so
    // that looks commute with one another and with changes of the stack,
    // as reads of the JDK's volatile result do, while the reads of result
    // under the monitor stay invisible.
    private volatile Object published;

    /** The outcome of a future completed with null or an exception. */
    static final class AltResult {
        final Throwable ex; // null for NIL

        AltResult(Throwable ex) {
            this.ex = ex;
        }
    }

    static final AltResult NIL = new AltResult(null);

    /** What settle returns for a completion that found no dependents. */
    private static final ArrayList<Completion> NO_DEPENDENTS = new ArrayList<>(0);

    // Modes of Completion.tryFire, as the JDK's: NESTED, run by a
    // completion that runs the dependents itself, returns the
    // dependents of the future it completes instead of running them.
    static final int SYNC = 0;
    static final int ASYNC = 1;
    static final int NESTED = -1;

    /** The JDK's marker of the tasks a CompletableFuture submits. */
    public static interface AsynchronousCompletionTask {
    }

    // JDK 17's and 21's default executor is the common pool when its
    // parallelism is above 1, else a thread per task; JDK 25's always the
    // common pool.
    private static final boolean USE_COMMON_POOL = ForkJoinTask.JDK25 || ForkJoinPool.getCommonPoolParallelism() > 1;

    private static final Executor ASYNC_POOL = USE_COMMON_POOL ? ForkJoinPool.commonPool() : new ThreadPerTaskExecutor();

    /** The default executor when the common pool cannot run tasks in parallel. */
    static final class ThreadPerTaskExecutor implements Executor {
        public void execute(Runnable r) {
            Objects.requireNonNull(r);
            new Thread(r).start();
        }
    }

    /**
     * The current thread, if a pool's worker, is about to wait for a
     * future: its pool starts a spare worker for its queued tasks (the
     * JDK's join blocks through managedBlock).
     */
    static void beginWait() {
        ForkJoinPool p = ForkJoinPool.poolOfCurrentWorker();
        if (p != null) {
            p.beginCompensatedBlock();
        }
    }

    static void endWait() {
        ForkJoinPool p = ForkJoinPool.poolOfCurrentWorker();
        if (p != null) {
            p.endCompensatedBlock();
        }
    }

    static Executor screenExecutor(Executor e) {
        if (!USE_COMMON_POOL && e == ForkJoinPool.commonPool()) {
            return ASYNC_POOL;
        }
        if (e == null) {
            throw new NullPointerException();
        }
        return e;
    }

    public CompletableFuture() {
    }

    private CompletableFuture(Object r) {
        result = published = r;
    }

    /* ---------------- outcomes ---------------- */

    static Object encodeValue(Object t) {
        return t == null ? NIL : t;
    }

    /** The outcome of a stage whose own function threw x. */
    static AltResult encodeThrowable(Throwable x) {
        return new AltResult(x instanceof CompletionException ? x : new CompletionException(x));
    }

    /**
     * The outcome of a stage that passes on x, from its source's outcome r
     * (kept as it is when x is r's CompletionException).
     */
    static Object encodeThrowable(Throwable x, Object r) {
        if (!(x instanceof CompletionException)) {
            x = new CompletionException(x);
        } else if (r instanceof AltResult && x == ((AltResult) r).ex) {
            return r;
        }
        return new AltResult(x);
    }

    /** A source's outcome as a copy of it has it. */
    static Object encodeRelay(Object r) {
        Throwable x;
        if (r instanceof AltResult && (x = ((AltResult) r).ex) != null && !(x instanceof CompletionException)) {
            return new AltResult(new CompletionException(x));
        }
        return r;
    }

    static Throwable exceptionOf(Object r) {
        return r instanceof AltResult ? ((AltResult) r).ex : null;
    }

    private static Object reportGet(Object r) throws InterruptedException, ExecutionException {
        if (r == null) { // by convention, interrupted
            throw new InterruptedException();
        }
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            Throwable cause;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            if (x instanceof CompletionException && (cause = x.getCause()) != null) {
                x = cause;
            }
            throw new ExecutionException(x);
        }
        return r;
    }

    private static Object reportJoin(Object r) {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            if (x instanceof CompletionException) {
                throw (CompletionException) x;
            }
            throw new CompletionException(x);
        }
        return r;
    }

    /* ---------------- the state ---------------- */

    final Object currentResult() {
        return published;
    }

    /**
     * JDK 19's resultNow: the value of a future completed normally, else
     * IllegalStateException (without a message, as the JDK's).
     */
    @SuppressWarnings("unchecked")
    public T resultNow() {
        Object r = currentResult();
        if (r instanceof AltResult) {
            if (((AltResult) r).ex == null) {
                return null;
            }
        } else if (r != null) {
            return (T) r;
        }
        throw new IllegalStateException();
    }

    /**
     * JDK 19's exceptionNow: the exception a future failed with (the
     * cause of a CompletionException), else IllegalStateException
     * (without a message, as the JDK's). Future's state, also of JDK 19,
     * gives the JDK's answers as it is.
     */
    public Throwable exceptionNow() {
        Object r = currentResult();
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x != null && !(x instanceof CancellationException)) {
                if (x instanceof CompletionException && x.getCause() != null) {
                    x = x.getCause();
                }
                return x;
            }
        }
        throw new IllegalStateException();
    }

    /**
     * Completes the future with r if it is incomplete: the dependents it
     * had (NO_DEPENDENTS if none), for the caller to run; null if it was
     * complete.
     */
    final ArrayList<Completion> settle(Object r) {
        synchronized (this) {
            if (result != null) {
                return null;
            }
            result = published = r;
            return takeStackLocked();
        }
    }

    private ArrayList<Completion> takeStackLocked() {
        ArrayList<Completion> s = stack;
        stack = null;
        return s == null ? NO_DEPENDENTS : s;
    }

    /** Adds c to the dependents if the future is incomplete. */
    final boolean pushIfIncomplete(Completion c) {
        synchronized (this) {
            if (result != null) {
                return false;
            }
            if (stack == null) {
                stack = new ArrayList<>();
            }
            stack.add(c);
            return true;
        }
    }

    /** Adds c to the dependents, or runs it now if the future is complete. */
    final void unipush(Completion c) {
        if (!pushIfIncomplete(c)) {
            c.tryFire(SYNC);
        }
    }

    /**
     * Runs the dependents a completion took, in the JDK's order: the last
     * added first; those of a dependent it completes (NESTED) moved onto
     * the rest, the last of them run at once.
     */
    static void runDependents(ArrayList<Completion> mine) {
        if (mine == null) {
            return;
        }
        ArrayList<Completion> f = mine;
        for (;;) {
            if (f.isEmpty()) {
                if (f == mine) {
                    return;
                }
                f = mine;
                continue;
            }
            Completion h = f.remove(f.size() - 1);
            if (f != mine && !f.isEmpty()) {
                mine.add(h);
                continue;
            }
            ArrayList<Completion> next = h.tryFire(NESTED);
            f = next != null ? next : mine;
        }
    }

    /**
     * Drops dependents that can no longer run, as the JDK's cleanStack
     * does: those on top of the stack, or else the first one below a
     * live top (what getNumberOfDependents then counts).
     */
    final void cleanStack() {
        synchronized (this) {
            cleanStackLocked();
        }
    }

    final void cleanStackIfIncomplete() {
        synchronized (this) {
            if (result == null) {
                cleanStackLocked();
            }
        }
    }

    private void cleanStackLocked() {
        ArrayList<Completion> s = stack;
        if (s == null) {
            return;
        }
        int i = s.size() - 1;
        boolean unlinked = false;
        while (i >= 0 && !s.get(i).isLive()) {
            s.remove(i--);
            unlinked = true;
        }
        if (!unlinked) {
            for (int j = i - 1; j >= 0; j--) {
                if (!s.get(j).isLive()) {
                    s.remove(j);
                    break;
                }
            }
        }
        if (s.isEmpty()) {
            stack = null;
        }
    }

    /** Completes the future with r and runs its dependents. */
    final boolean completeAndRun(Object r) {
        ArrayList<Completion> deps = settle(r);
        runDependents(deps);
        return deps != null;
    }

    /* ---------------- dependents ---------------- */

    /** An entry of a future's stack: a dependent stage or a waiter. */
    abstract static class Completion implements Runnable, AsynchronousCompletionTask {
        /**
         * Runs the completion if its sources are complete; in NESTED
         * mode returns the dependents of the future it completed.
         */
        abstract ArrayList<Completion> tryFire(int mode);

        abstract boolean isLive();

        public final void run() {
            tryFire(ASYNC);
        }
    }

    // Kinds of Dependent: what the stage does with its source(s).
    static final int APPLY = 0, ACCEPT = 1, RUN = 2, COMPOSE = 3, WHEN = 4, HANDLE = 5, EXCEPTIONALLY = 6,
            EXCEPTIONALLY_COMPOSE = 7, RELAY = 8, BI_APPLY = 9, BI_ACCEPT = 10, BI_RUN = 11, BI_RELAY = 12,
            OR_APPLY = 13, OR_ACCEPT = 14, OR_RUN = 15;

    /**
     * A stage computed from one source (src) or two (src and snd: both
     * for the BI kinds, either for the OR kinds) by fn, on executor if
     * one is given.
     */
    static final class Dependent extends Completion {
        final int kind;
        Executor executor;
        CompletableFuture<Object> dep;
        CompletableFuture<?> src;
        CompletableFuture<?> snd;
        Object fn;
        boolean claimed;

        @SuppressWarnings("unchecked")
        Dependent(int kind, Executor executor, CompletableFuture<?> dep, CompletableFuture<?> src,
                CompletableFuture<?> snd, Object fn) {
            this.kind = kind;
            this.executor = executor;
            this.dep = (CompletableFuture<Object>) dep;
            this.src = src;
            this.snd = snd;
            this.fn = fn;
        }

        boolean isLive() {
            return dep != null;
        }

        /**
         * Claims the right to run the function: once only (two sources
         * may both fire it); with an executor the function is submitted
         * and runs later (tryFire ASYNC).
         */
        private boolean claim() {
            if (snd != null) {
                synchronized (this) {
                    if (claimed) {
                        return false;
                    }
                    claimed = true;
                }
            } else if (claimed) {
                return false;
            } else {
                claimed = true;
            }
            Executor e = executor;
            if (e == null) {
                return true;
            }
            executor = null;
            e.execute(this);
            return false;
        }

        ArrayList<Completion> tryFire(int mode) {
            CompletableFuture<Object> d = dep;
            CompletableFuture<?> a = src;
            CompletableFuture<?> b = snd;
            if (d == null || a == null) {
                return null;
            }
            Object r = a.currentResult();
            Object s = null;
            boolean or = kind >= OR_APPLY;
            if (or) {
                if (r == null && (r = b.currentResult()) == null) {
                    return null;
                }
            } else if (r == null || b != null && (s = b.currentResult()) == null) {
                return null;
            }
            // An outcome that needs no function is offered to d whether
            // or not d is complete (settle keeps the first); a function
            // runs only while d is incomplete.
            Object outcome = null;
            Throwable x = exceptionOf(r);
            Throwable y = exceptionOf(s);
            if (x != null && passesOn()) {
                outcome = encodeThrowable(x, r);
            } else if (y != null && passesOn()) {
                outcome = encodeThrowable(y, s);
            } else if (kind == EXCEPTIONALLY_COMPOSE && x == null || kind == RELAY) {
                outcome = encodeRelayOrKeep(r);
            } else if (kind == BI_RELAY) {
                outcome = NIL;
            } else if (d.currentResult() == null) {
                try {
                    if (mode <= 0 && !claim()) {
                        return null;
                    }
                    outcome = compute(d, r, s, x);
                    if (outcome == null) {
                        return null; // a composed stage completes d
                    }
                } catch (Throwable ex) {
                    outcome = encodeThrowable(ex);
                }
            }
            dep = null;
            src = null;
            snd = null;
            fn = null;
            ArrayList<Completion> deps = outcome == null ? null : d.settle(outcome);
            if (or) {
                // The other source may be incomplete: drop this from its
                // stack, as the JDK's postFire does.
                a.cleanStackIfIncomplete();
                b.cleanStackIfIncomplete();
            }
            if (deps == NO_DEPENDENTS) {
                return null;
            }
            if (mode < 0) {
                return deps;
            }
            runDependents(deps);
            return null;
        }

        /** RELAY copies its source's outcome; exceptionallyCompose keeps a normal one. */
        private Object encodeRelayOrKeep(Object r) {
            return kind == RELAY ? encodeRelay(r) : r;
        }

        /** Whether an exceptional source completes the stage without running fn. */
        private boolean passesOn() {
            switch (kind) {
            case APPLY:
            case ACCEPT:
            case RUN:
            case COMPOSE:
            case BI_APPLY:
            case BI_ACCEPT:
            case BI_RUN:
            case BI_RELAY:
            case RELAY:
                return true;
            default:
                return false;
            }
        }

        /**
         * Runs the function on the source's outcome r (and s, x the
         * exception in r): d's outcome, or null when a stage it composed
         * will complete d.
         */
        @SuppressWarnings({"unchecked", "rawtypes"})
        private Object compute(CompletableFuture<Object> d, Object r, Object s, Throwable x) {
            Object t = r instanceof AltResult ? null : r;
            Object u = s instanceof AltResult ? null : s;
            Object f = fn;
            switch (kind) {
            case APPLY:
            case OR_APPLY:
                if (x != null) {
                    return encodeThrowable(x, r);
                }
                return encodeValue(((Function) f).apply(t));
            case ACCEPT:
            case OR_ACCEPT:
                if (x != null) {
                    return encodeThrowable(x, r);
                }
                ((Consumer) f).accept(t);
                return NIL;
            case RUN:
            case OR_RUN:
                if (x != null) {
                    return encodeThrowable(x, r);
                }
                ((Runnable) f).run();
                return NIL;
            case BI_APPLY:
                return encodeValue(((BiFunction) f).apply(t, u));
            case BI_ACCEPT:
                ((BiConsumer) f).accept(t, u);
                return NIL;
            case BI_RUN:
                ((Runnable) f).run();
                return NIL;
            case WHEN: {
                Throwable ex = x;
                try {
                    ((BiConsumer) f).accept(t, x);
                    if (x == null) {
                        return r;
                    }
                } catch (Throwable e) {
                    if (ex == null) {
                        ex = e;
                    } else if (ex != e) {
                        ex.addSuppressed(e);
                    }
                }
                return encodeThrowable(ex, r);
            }
            case HANDLE:
                return encodeValue(((BiFunction) f).apply(t, x));
            case EXCEPTIONALLY:
                return x != null ? encodeValue(((Function) f).apply(x)) : r;
            case COMPOSE:
                return relayFrom(d, ((Function<Object, CompletionStage<Object>>) f).apply(t));
            default: // EXCEPTIONALLY_COMPOSE, x != null
                return relayFrom(d, ((Function<Throwable, CompletionStage<Object>>) f).apply(x));
            }
        }
    }

    /**
     * d's outcome taken from the stage g a function returned, or null
     * when g is incomplete: then g relays its outcome to d.
     */
    static Object relayFrom(CompletableFuture<Object> d, CompletionStage<Object> stage) {
        CompletableFuture<Object> g = stage.toCompletableFuture();
        Object r = g.currentResult();
        if (r != null) {
            return encodeRelay(r);
        }
        g.unipush(new Dependent(RELAY, null, d, g, null, null));
        return null;
    }

    /** The second source's entry of a BI or OR dependent. */
    static final class CoCompletion extends Completion {
        final Dependent base;

        CoCompletion(Dependent base) {
            this.base = base;
        }

        ArrayList<Completion> tryFire(int mode) {
            return base.tryFire(mode);
        }

        boolean isLive() {
            return base.isLive();
        }
    }

    /** The entry of anyOf's future on one of its sources. */
    static final class AnyOf extends Completion {
        CompletableFuture<Object> dep;
        CompletableFuture<?> src;
        CompletableFuture<?>[] srcs;

        AnyOf(CompletableFuture<Object> dep, CompletableFuture<?> src, CompletableFuture<?>[] srcs) {
            this.dep = dep;
            this.src = src;
            this.srcs = srcs;
        }

        ArrayList<Completion> tryFire(int mode) {
            CompletableFuture<Object> d = dep;
            CompletableFuture<?> a = src;
            CompletableFuture<?>[] as = srcs;
            Object r;
            if (d == null || a == null || as == null || (r = a.currentResult()) == null) {
                return null;
            }
            dep = null;
            src = null;
            srcs = null;
            ArrayList<Completion> deps = d.settle(encodeRelay(r));
            if (deps == null) {
                return null;
            }
            for (CompletableFuture<?> b : as) {
                if (b != a) {
                    b.cleanStack();
                }
            }
            if (mode < 0) {
                return deps == NO_DEPENDENTS ? null : deps;
            }
            runDependents(deps);
            return null;
        }

        boolean isLive() {
            CompletableFuture<Object> d = dep;
            // Locks are taken from a source to anyOf's future, which is
            // created after it: no cycle.
            return d != null && d.currentResult() == null;
        }
    }

    /** A thread waiting in join or get, released in its turn among the dependents. */
    static final class Signaller extends Completion {
        final CompletableFuture<?> f;
        // Guarded by f's monitor: released by the completion; gone when the
        // waiter stopped waiting (timed out, interrupted).
        boolean released;
        boolean gone;

        Signaller(CompletableFuture<?> f) {
            this.f = f;
        }

        ArrayList<Completion> tryFire(int mode) {
            synchronized (f) {
                if (!gone) {
                    released = true;
                    f.notifyAll();
                }
            }
            return null;
        }

        boolean isLive() {
            return !released && !gone;
        }
    }

    /**
     * join (interruptible false) and get: the outcome, waited for if the
     * future is incomplete; null if get was interrupted (an interrupt
     * counts only when get has to wait, as in the JDK).
     */
    private Object waitingGet(boolean interruptible) {
        boolean interrupted = false;
        Object r;
        helpAsyncBlocker();
        synchronized (this) {
            if (result == null) {
                if (interruptible && Thread.interrupted()) {
                    return null;
                }
                Signaller q = new Signaller(this);
                pushLocked(q);
                beginWait();
                try {
                    while (!q.released) {
                        try {
                            wait();
                        } catch (InterruptedException ie) {
                            if (interruptible) {
                                q.gone = true;
                                cleanStackLocked();
                                return null;
                            }
                            interrupted = true;
                        }
                    }
                } finally {
                    endWait();
                }
            }
            r = result;
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return r;
    }

    /** get with a timeout: the outcome, or null if interrupted. */
    private Object timedGet(long nanos) throws TimeoutException {
        boolean interrupted = false;
        Object r;
        helpAsyncBlocker();
        synchronized (this) {
            if (result == null && Thread.interrupted()) {
                return null;
            }
            if (result == null && nanos > 0) {
                Signaller q = new Signaller(this);
                pushLocked(q);
                beginWait();
                try {
                    // Only completions notify: a wait that ends without
                    // the result has timed out.
                    TimeUnit.NANOSECONDS.timedWait(this, nanos);
                } catch (InterruptedException ie) {
                    interrupted = true;
                } finally {
                    endWait();
                }
                q.gone = true;
                if (result == null || interrupted) {
                    cleanStackLocked();
                }
            }
            r = result;
        }
        if (interrupted) {
            return null;
        }
        if (r == null) {
            throw new TimeoutException();
        }
        return r;
    }

    /**
     * A pool's worker about to wait for this future first runs the
     * asynchronous tasks it queued itself (ForkJoinPool.helpAsyncBlocker):
     * JDK 17's and 21's a worker of the default executor, JDK 25's a
     * worker of any pool. The outcome is read without the monitor, as a
     * hint, as the JDK reads its volatile result.
     */
    private void helpAsyncBlocker() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread && published == null) {
            ForkJoinPool.helpAsyncBlocker(ForkJoinTask.JDK25 ? ((ForkJoinWorkerThread) t).getPool() : ASYNC_POOL,
                    () -> published != null);
        }
    }

    private void pushLocked(Completion c) {
        if (stack == null) {
            stack = new ArrayList<>();
        }
        stack.add(c);
    }

    /* ---------------- asynchronous tasks ---------------- */

    static final class AsyncSupply<T> implements Runnable, AsynchronousCompletionTask {
        CompletableFuture<T> dep;
        Supplier<? extends T> fn;

        AsyncSupply(CompletableFuture<T> dep, Supplier<? extends T> fn) {
            this.dep = dep;
            this.fn = fn;
        }

        public void run() {
            CompletableFuture<T> d = dep;
            Supplier<? extends T> f = fn;
            if (d != null && f != null) {
                dep = null;
                fn = null;
                if (d.currentResult() == null) {
                    Object outcome;
                    try {
                        outcome = encodeValue(f.get());
                    } catch (Throwable ex) {
                        outcome = encodeThrowable(ex);
                    }
                    d.completeAndRun(outcome);
                }
            }
        }
    }

    static final class AsyncRun implements Runnable, AsynchronousCompletionTask {
        CompletableFuture<Void> dep;
        Runnable fn;

        AsyncRun(CompletableFuture<Void> dep, Runnable fn) {
            this.dep = dep;
            this.fn = fn;
        }

        public void run() {
            CompletableFuture<Void> d = dep;
            Runnable f = fn;
            if (d != null && f != null) {
                dep = null;
                fn = null;
                if (d.currentResult() == null) {
                    Object outcome;
                    try {
                        f.run();
                        outcome = NIL;
                    } catch (Throwable ex) {
                        outcome = encodeThrowable(ex);
                    }
                    d.completeAndRun(outcome);
                }
            }
        }
    }

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return asyncSupplyStage(ASYNC_POOL, supplier);
    }

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier, Executor executor) {
        return asyncSupplyStage(screenExecutor(executor), supplier);
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return asyncRunStage(ASYNC_POOL, runnable);
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable, Executor executor) {
        return asyncRunStage(screenExecutor(executor), runnable);
    }

    static <U> CompletableFuture<U> asyncSupplyStage(Executor e, Supplier<U> f) {
        if (f == null) {
            throw new NullPointerException();
        }
        CompletableFuture<U> d = new CompletableFuture<U>();
        e.execute(new AsyncSupply<U>(d, f));
        return d;
    }

    static CompletableFuture<Void> asyncRunStage(Executor e, Runnable f) {
        if (f == null) {
            throw new NullPointerException();
        }
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        e.execute(new AsyncRun(d, f));
        return d;
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        return new CompletableFuture<U>(encodeValue(value));
    }

    /* ---------------- stages ---------------- */

    /** A stage of this future: fn of kind on the executor e (null: none). */
    private <V> CompletableFuture<V> uniStage(int kind, Executor e, Object f) {
        if (f == null) {
            throw new NullPointerException();
        }
        CompletableFuture<V> d = newIncompleteFuture();
        unipush(new Dependent(kind, e, d, this, null, f));
        return d;
    }

    /** A stage of this future and other, both (BI kinds) or either (OR kinds). */
    private <V> CompletableFuture<V> biStage(int kind, Executor e, CompletionStage<?> o, Object f) {
        CompletableFuture<?> b;
        if (f == null || (b = o.toCompletableFuture()) == null) {
            throw new NullPointerException();
        }
        CompletableFuture<V> d = newIncompleteFuture();
        bipush(this, b, new Dependent(kind, e, d, this, b, f));
        return d;
    }

    /**
     * Adds c to both of its sources, if incomplete (the second holds a
     * CoCompletion), or runs it if both (BI) or either (OR) are complete.
     */
    static void bipush(CompletableFuture<?> a, CompletableFuture<?> b, Dependent c) {
        if (a.pushIfIncomplete(c)) {
            if (!b.pushIfIncomplete(new CoCompletion(c))) {
                c.tryFire(SYNC);
            }
        } else if (c.kind >= OR_APPLY || !b.pushIfIncomplete(c)) {
            c.tryFire(SYNC);
        }
    }

    public boolean isDone() {
        return currentResult() != null;
    }

    @SuppressWarnings("unchecked")
    public T get() throws InterruptedException, ExecutionException {
        return (T) reportGet(waitingGet(true));
    }

    @SuppressWarnings("unchecked")
    public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        return (T) reportGet(timedGet(unit.toNanos(timeout)));
    }

    @SuppressWarnings("unchecked")
    public T join() {
        return (T) reportJoin(waitingGet(false));
    }

    @SuppressWarnings("unchecked")
    public T getNow(T valueIfAbsent) {
        Object r = currentResult();
        return r == null ? valueIfAbsent : (T) reportJoin(r);
    }

    public boolean complete(T value) {
        return completeAndRun(encodeValue(value));
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return completeAndRun(new AltResult(ex));
    }

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return uniStage(APPLY, null, fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        return uniStage(APPLY, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        return uniStage(APPLY, screenExecutor(executor), fn);
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return uniStage(ACCEPT, null, action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        return uniStage(ACCEPT, defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        return uniStage(ACCEPT, screenExecutor(executor), action);
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        return uniStage(RUN, null, action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        return uniStage(RUN, defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        return uniStage(RUN, screenExecutor(executor), action);
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return biStage(BI_APPLY, null, other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return biStage(BI_APPLY, defaultExecutor(), other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn, Executor executor) {
        return biStage(BI_APPLY, screenExecutor(executor), other, fn);
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return biStage(BI_ACCEPT, null, other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return biStage(BI_ACCEPT, defaultExecutor(), other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action, Executor executor) {
        return biStage(BI_ACCEPT, screenExecutor(executor), other, action);
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        return biStage(BI_RUN, null, other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
        return biStage(BI_RUN, defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return biStage(BI_RUN, screenExecutor(executor), other, action);
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return biStage(OR_APPLY, null, other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return biStage(OR_APPLY, defaultExecutor(), other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn,
            Executor executor) {
        return biStage(OR_APPLY, screenExecutor(executor), other, fn);
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return biStage(OR_ACCEPT, null, other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return biStage(OR_ACCEPT, defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action,
            Executor executor) {
        return biStage(OR_ACCEPT, screenExecutor(executor), other, action);
    }

    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        return biStage(OR_RUN, null, other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
        return biStage(OR_RUN, defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return biStage(OR_RUN, screenExecutor(executor), other, action);
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniStage(COMPOSE, null, fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniStage(COMPOSE, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn,
            Executor executor) {
        return uniStage(COMPOSE, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return uniStage(WHEN, null, action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        return uniStage(WHEN, defaultExecutor(), action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action, Executor executor) {
        return uniStage(WHEN, screenExecutor(executor), action);
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniStage(HANDLE, null, fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniStage(HANDLE, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn, Executor executor) {
        return uniStage(HANDLE, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    public CompletableFuture<T> exceptionally(Function<Throwable, ? extends T> fn) {
        return uniStage(EXCEPTIONALLY, null, fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn) {
        return uniStage(EXCEPTIONALLY, defaultExecutor(), fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn, Executor executor) {
        return uniStage(EXCEPTIONALLY, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> exceptionallyCompose(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return uniStage(EXCEPTIONALLY_COMPOSE, null, fn);
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return uniStage(EXCEPTIONALLY_COMPOSE, defaultExecutor(), fn);
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn,
            Executor executor) {
        return uniStage(EXCEPTIONALLY_COMPOSE, screenExecutor(executor), fn);
    }

    /* ---------------- any number of sources ---------------- */

    public static CompletableFuture<Void> allOf(CompletableFuture<?>... cfs) {
        return andTree(cfs, 0, cfs.length - 1);
    }

    /**
     * allOf as the JDK builds it: a balanced tree of two-source stages,
     * so that its dependents run in the same order.
     */
    static CompletableFuture<Void> andTree(CompletableFuture<?>[] cfs, int lo, int hi) {
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        if (lo > hi) {
            d.result = d.published = NIL;
            return d;
        }
        int mid = (lo + hi) >>> 1;
        CompletableFuture<?> a = lo == mid ? cfs[lo] : andTree(cfs, lo, mid);
        CompletableFuture<?> b = lo == hi ? a : hi == mid + 1 ? cfs[hi] : andTree(cfs, mid + 1, hi);
        if (a == null || b == null) {
            throw new NullPointerException();
        }
        bipush(a, b, new Dependent(BI_RELAY, null, d, a, b, null));
        return d;
    }

    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        int n = cfs.length;
        if (n <= 1) {
            return n == 0 ? new CompletableFuture<Object>() : uniCopyStage(cfs[0]);
        }
        for (CompletableFuture<?> cf : cfs) {
            Object r = cf.currentResult();
            if (r != null) {
                return new CompletableFuture<Object>(encodeRelay(r));
            }
        }
        cfs = cfs.clone();
        CompletableFuture<Object> d = new CompletableFuture<>();
        for (CompletableFuture<?> cf : cfs) {
            cf.unipush(new AnyOf(d, cf, cfs));
        }
        // Completed while its entries were added: drop the entries added
        // after that to sources still incomplete, as the JDK does.
        if (d.currentResult() != null) {
            for (int i = 0; i < n; i++) {
                if (cfs[i].currentResult() != null) {
                    for (i++; i < n; i++) {
                        if (cfs[i].currentResult() == null) {
                            cfs[i].cleanStack();
                        }
                    }
                }
            }
        }
        return d;
    }

    static <U, T extends U> CompletableFuture<U> uniCopyStage(CompletableFuture<T> src) {
        CompletableFuture<U> d = src.newIncompleteFuture();
        src.unipush(new Dependent(RELAY, null, d, src, null, null));
        return d;
    }

    /* ---------------- control and status ---------------- */

    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = currentResult() == null && completeAndRun(new AltResult(new CancellationException()));
        return cancelled || isCancelled();
    }

    public boolean isCancelled() {
        return exceptionOf(currentResult()) instanceof CancellationException;
    }

    public boolean isCompletedExceptionally() {
        Object r = currentResult();
        return r instanceof AltResult && r != NIL;
    }

    public void obtrudeValue(T value) {
        obtrude(encodeValue(value));
    }

    public void obtrudeException(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        obtrude(new AltResult(ex));
    }

    /** Sets the outcome whether or not the future is complete. */
    private void obtrude(Object r) {
        ArrayList<Completion> deps;
        synchronized (this) {
            result = published = r;
            deps = takeStackLocked();
        }
        runDependents(deps);
    }

    public int getNumberOfDependents() {
        synchronized (this) {
            return stack == null ? 0 : stack.size();
        }
    }

    // Whether toString names the exception of a failed future by its
    // class alone (JDK 25's) rather than as its toString (jcheck's
    // natives).
    private static final boolean TO_STRING_NAMES_CLASS = toStringNamesClass();

    private static native boolean toStringNamesClass();

    public String toString() {
        Object r;
        int count;
        synchronized (this) {
            r = result;
            count = stack == null ? 0 : stack.size();
        }
        String state;
        if (r == null) {
            state = count == 0 ? "[Not completed]" : "[Not completed, " + count + " dependents]";
        } else if (exceptionOf(r) != null) {
            state = "[Completed exceptionally: " + (TO_STRING_NAMES_CLASS ? exceptionOf(r).getClass().getName() : exceptionOf(r)) + "]";
        } else {
            state = "[Completed normally]";
        }
        return super.toString() + state;
    }

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    public Executor defaultExecutor() {
        return ASYNC_POOL;
    }

    public CompletableFuture<T> copy() {
        return uniCopyStage(this);
    }

    public CompletionStage<T> minimalCompletionStage() {
        Object r = currentResult();
        if (r != null) {
            return new MinimalStage<T>(encodeRelay(r));
        }
        MinimalStage<T> d = new MinimalStage<T>();
        unipush(new Dependent(RELAY, null, d, this, null, null));
        return d;
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
        if (supplier == null || executor == null) {
            throw new NullPointerException();
        }
        executor.execute(new AsyncSupply<T>(this, supplier));
        return this;
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
        return completeAsync(supplier, defaultExecutor());
    }

    /* ---------------- timeouts ---------------- */

    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (currentResult() == null) {
            arrangeTimeout(new Timeout(this), timeout, unit);
        }
        return this;
    }

    public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (currentResult() == null) {
            arrangeTimeout(new DelayedCompleter<T>(this, value), timeout, unit);
        }
        return this;
    }

    /**
     * Runs action after the timeout unless this future is complete
     * before: on JDK 17's and 21's Delayer thread, on JDK 25 by the common
     * pool's delay scheduler.
     */
    private void arrangeTimeout(Runnable action, long timeout, TimeUnit unit) {
        if (ForkJoinTask.JDK25) {
            DelayScheduler.ScheduledForkJoinTask<Void> t = new DelayScheduler.ScheduledForkJoinTask<Void>(
                    unit.toNanos(timeout), 0L, true, action, null, ForkJoinPool.common);
            whenComplete(new Canceller(t));
            ForkJoinPool.common.scheduleDelayedTask(t);
        } else {
            whenComplete(new Canceller(Delayer.delay(action, timeout, unit)));
        }
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit, Executor executor) {
        if (unit == null || executor == null) {
            throw new NullPointerException();
        }
        return new DelayedExecutor(delay, unit, executor);
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        return new DelayedExecutor(delay, unit, ASYNC_POOL);
    }

    /**
     * JDK 17's and 21's scheduler of the timeouts: one daemon thread,
     * started on first use.
     */
    static final class Delayer {
        static final ScheduledThreadPoolExecutor delayer;

        static {
            delayer = new ScheduledThreadPoolExecutor(1, new DaemonThreadFactory());
            delayer.setRemoveOnCancelPolicy(true);
        }

        static ScheduledFuture<?> delay(Runnable command, long delay, TimeUnit unit) {
            return delayer.schedule(command, delay, unit);
        }

        static final class DaemonThreadFactory implements ThreadFactory {
            public Thread newThread(Runnable r) {
                Thread t = new Thread(r);
                t.setDaemon(true);
                t.setName("CompletableFutureDelayScheduler");
                return t;
            }
        }
    }

    /** orTimeout's action. */
    static final class Timeout implements Runnable {
        final CompletableFuture<?> f;

        Timeout(CompletableFuture<?> f) {
            this.f = f;
        }

        public void run() {
            if (!f.isDone()) {
                f.completeExceptionally(new TimeoutException());
            }
        }
    }

    /** completeOnTimeout's action. */
    static final class DelayedCompleter<U> implements Runnable {
        final CompletableFuture<U> f;
        final U u;

        DelayedCompleter(CompletableFuture<U> f, U u) {
            this.f = f;
            this.u = u;
        }

        public void run() {
            f.complete(u);
        }
    }

    /** delayedExecutor's task: submits the action when the delay is over. */
    static final class TaskSubmitter implements Runnable {
        final Executor executor;
        final Runnable action;

        TaskSubmitter(Executor executor, Runnable action) {
            this.executor = executor;
            this.action = action;
        }

        public void run() {
            executor.execute(action);
        }
    }

    static final class DelayedExecutor implements Executor {
        final long delay;
        final TimeUnit unit;
        final Executor executor;

        DelayedExecutor(long delay, TimeUnit unit, Executor executor) {
            this.delay = delay;
            this.unit = unit;
            this.executor = executor;
        }

        public void execute(Runnable r) {
            Runnable submitter = new TaskSubmitter(executor, r);
            if (ForkJoinTask.JDK25) {
                ForkJoinPool.common.scheduleDelayedTask(new DelayScheduler.ScheduledForkJoinTask<Void>(unit.toNanos(delay),
                        0L, true, submitter, null, ForkJoinPool.common));
            } else {
                Delayer.delay(submitter, delay, unit);
            }
        }
    }

    /** Cancels a timeout once its future is complete. */
    static final class Canceller implements BiConsumer<Object, Throwable> {
        final Future<?> f;

        Canceller(Future<?> f) {
            this.f = f;
        }

        public void accept(Object ignore, Throwable ex) {
            if (f != null && !f.isDone()) {
                f.cancel(false);
            }
        }
    }

    public static <U> CompletionStage<U> completedStage(U value) {
        return new MinimalStage<U>(encodeValue(value));
    }

    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new CompletableFuture<U>(new AltResult(ex));
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new MinimalStage<U>(new AltResult(ex));
    }

    /** minimalCompletionStage's future: only the CompletionStage methods. */
    static final class MinimalStage<T> extends CompletableFuture<T> {
        MinimalStage() {
        }

        MinimalStage(Object r) {
            super(r);
        }

        @Override
        public <U> CompletableFuture<U> newIncompleteFuture() {
            return new MinimalStage<U>();
        }

        @Override
        public T get() {
            throw new UnsupportedOperationException();
        }

        @Override
        public T get(long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public T getNow(T valueIfAbsent) {
            throw new UnsupportedOperationException();
        }

        @Override
        public T join() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean complete(T value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean completeExceptionally(Throwable ex) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void obtrudeValue(T value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void obtrudeException(Throwable ex) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isDone() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isCancelled() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isCompletedExceptionally() {
            throw new UnsupportedOperationException();
        }

        @Override
        public T resultNow() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Throwable exceptionNow() {
            throw new UnsupportedOperationException();
        }

        @Override
        public int getNumberOfDependents() {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> toCompletableFuture() {
            Object r = currentResult();
            if (r != null) {
                return new CompletableFuture<T>(encodeRelay(r));
            }
            CompletableFuture<T> d = new CompletableFuture<>();
            unipush(new Dependent(RELAY, null, d, this, null, null));
            return d;
        }
    }
}
