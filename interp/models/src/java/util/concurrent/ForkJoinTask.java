/*
 * jcheck's model of java.util.concurrent.ForkJoinTask, loaded in place of
 * the class library's (interp/models) with the models of ForkJoinPool,
 * ForkJoinWorkerThread, RecursiveTask, RecursiveAction and
 * CountedCompleter. It has the JDK 17 class's API and behaviour: a task
 * runs once (unless reinitialized), its outcome is its result, an
 * exception or cancellation; join and invoke rethrow the exception
 * (rebuilt with the joining thread's stack when another thread threw
 * it, as the JDK does), get wraps it in an ExecutionException; fork
 * queues the task in the current worker's pool, or in the common pool
 * from any other thread; a thread that joins a task still queued takes
 * it back and runs it itself. What differs is how the state is kept: the
 * JDK's task is a status word changed by compare-and-set, waited for by
 * parking, with a work-stealing deque per worker, so that every fork,
 * steal and join is tens of visible operations; here the status is
 * guarded by the task's monitor and the pool's tasks by the pool's
 * monitor, so that a fork is one critical section and a task's run two.
 */
package java.util.concurrent;

import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

public abstract class ForkJoinTask<V> implements Future<V>, Serializable {
    private static final long serialVersionUID = -7721805057305804111L;

    // status: 0 while not done; otherwise DONE, with ABNORMAL when
    // cancelled or failed and THROWN when failed. The low 16 bits are the
    // tag. Guarded by the task's monitor, which threads waiting for the
    // task wait on.
    static final int DONE = 1 << 31;
    static final int ABNORMAL = 1 << 16;
    static final int THROWN = 1 << 17;
    static final int SMASK = 0xffff;

    private int status;
    // waiters: a thread waits on the monitor for the task to end.
    private boolean waiters;
    // The exception the task failed with and the thread that recorded it.
    private transient Throwable exception;
    private transient Thread thrower;
    // The pool whose queue holds the task (null: none), written under
    // that pool's lock.
    transient ForkJoinPool queuedIn;
    // The thread that took the task out of a queue to run it (null: it
    // never was queued), written under that pool's lock.
    transient Thread runner;

    public ForkJoinTask() {
    }

    /** Records the outcome if the task has none; true if this set it. */
    private synchronized boolean finish(int outcome, Throwable ex) {
        return finishLocked(outcome, ex);
    }

    private boolean finishLocked(int outcome, Throwable ex) {
        if (status < 0) {
            return false;
        }
        if (ex != null) {
            exception = ex;
            thrower = Thread.currentThread();
        }
        status = (status & SMASK) | DONE | outcome;
        wakeWaiters();
        return true;
    }

    private void wakeWaiters() {
        if (waiters) {
            waiters = false;
            notifyAll();
        }
    }

    final void setDone() {
        finish(0, null);
    }

    /** Cancels the task if not done; returns its status. */
    final synchronized int trySetCancelled() {
        finishLocked(ABNORMAL, null);
        return status;
    }

    /** Fails the task with ex if not done; true if this failed it. */
    final boolean trySetException(Throwable ex) {
        return finish(ABNORMAL | THROWN, ex);
    }

    /** Fails the task, then tells its completers (CountedCompleter). */
    final void setExceptionalCompletion(Throwable ex) {
        if (trySetException(ex)) {
            internalPropagateException(ex);
        }
    }

    /** CountedCompleter propagates a failure to its completers. */
    void internalPropagateException(Throwable ex) {
    }

    /**
     * Runs the task in this thread unless it is done; returns whether it
     * then is (exec's answer: a CountedCompleter completes later). The
     * status is read without the monitor: a task is run by the thread
     * that took it out of a queue, a visible operation, and a
     * cancellation that comes between the two is one that came before
     * it, which the search explores.
     */
    final boolean doExec() {
        if (status < 0) {
            return true;
        }
        boolean completed;
        try {
            completed = exec();
        } catch (Throwable rex) {
            setExceptionalCompletion(rex);
            return true;
        }
        if (completed) {
            setDone();
        }
        return completed;
    }

    /** Whether the task is done, read without the monitor (a hint). */
    final boolean doneHint() {
        return status < 0;
    }

    /**
     * Whether the current thread, not a worker, may not run this task
     * while it waits for it: JDK 25's interruptible tasks run only in
     * workers.
     */
    private boolean noUserHelp() {
        return JDK25 && this instanceof InterruptibleTask && !(Thread.currentThread() instanceof ForkJoinWorkerThread);
    }

    /** The status after doExec: set by this thread, or a cancellation. */
    private int doneStatus() {
        return status;
    }

    static void cancelIgnoringExceptions(ForkJoinTask<?> t) {
        if (t != null) {
            try {
                t.cancel(true);
            } catch (Throwable ignore) {
            }
        }
    }

    /**
     * Waits until the task is done, running it here first if it is still
     * queued where this thread may take it back (a worker of its pool, or
     * any thread for the common pool, except an interruptible task on JDK
     * 25), and for a CountedCompleter the
     * queued tasks of its tree; returns the status. interruptible: an
     * interrupt ends the wait with InterruptedException; otherwise it is
     * kept for after.
     */
    final int awaitDone(boolean interruptible, long nanos, boolean timed) throws InterruptedException {
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        // queuedIn is read without the pool's lock, as a hint: a task
        // not seen queued is waited for (one of its pool's workers runs
        // it), and tryRemove looks in the queue itself.
        ForkJoinPool pool = this instanceof CountedCompleter ? ForkJoinPool.helpingPool() : queuedIn;
        if (pool != null && status >= 0 && pool.mayHelp() && !noUserHelp()) {
            if (this instanceof CountedCompleter) {
                pool.helpComplete((CountedCompleter<?>) this, Integer.MAX_VALUE);
            } else if (pool.tryRemove(this, false) && doExec()) {
                // Run here to its end: what it did needs no ordering.
                return doneStatus();
            }
        }
        // A worker that waits for a task another worker took runs the
        // tasks that worker queued meanwhile, as the JDK's helpJoin (the
        // task may wait for one of them), then counts as joining.
        ForkJoinPool own = ForkJoinPool.poolOfCurrentWorker();
        ForkJoinPool joining = own != null && status >= 0 && !(this instanceof CountedCompleter) && own.helpJoin(this) ? own : null;
        boolean interrupted = false;
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        try {
            synchronized (this) {
                while (status >= 0) {
                    long left = 0L;
                    if (timed && (left = deadline - System.nanoTime()) <= 0L) {
                        break;
                    }
                    waiters = true;
                    try {
                        if (timed) {
                            TimeUnit.NANOSECONDS.timedWait(this, left);
                        } else {
                            wait();
                        }
                    } catch (InterruptedException ie) {
                        if (interruptible) {
                            throw ie;
                        }
                        interrupted = true;
                    }
                }
                return status;
            }
        } finally {
            if (joining != null) {
                joining.endJoin();
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    final int awaitUninterruptibly() {
        try {
            return awaitDone(false, 0L, false);
        } catch (InterruptedException cannot) {
            throw new InternalError(cannot);
        }
    }

    /**
     * The exception to throw for a failure: the recorded one, or, if
     * another thread recorded it, a new one of its class with it as the
     * cause (the JDK's, so that the stack shows this thread).
     */
    private Throwable getThrowableException() {
        Throwable ex;
        Thread by;
        synchronized (this) {
            ex = exception;
            by = thrower;
        }
        if (ex != null && by != Thread.currentThread()) {
            try {
                Constructor<?> noArgCtor = null;
                Constructor<?> oneArgCtor = null;
                for (Constructor<?> c : ex.getClass().getConstructors()) {
                    Class<?>[] ps = c.getParameterTypes();
                    if (ps.length == 0) {
                        noArgCtor = c;
                    } else if (ps.length == 1 && ps[0] == Throwable.class) {
                        oneArgCtor = c;
                        break;
                    }
                }
                if (oneArgCtor != null) {
                    ex = (Throwable) oneArgCtor.newInstance(ex);
                } else if (noArgCtor != null) {
                    Throwable rx = (Throwable) noArgCtor.newInstance();
                    rx.initCause(ex);
                    ex = rx;
                }
            } catch (Exception ignore) {
            }
        }
        return ex;
    }

    /** join's and invoke's outcome: the exception, or cancellation. */
    private void reportException(int s) {
        Throwable ex = (s & THROWN) != 0 ? getThrowableException() : null;
        ForkJoinTask.<RuntimeException>uncheckedThrow(ex != null ? ex : new CancellationException());
    }

    /** get's outcome for a task that did not complete normally. */
    private void reportExecutionException(int s) {
        Throwable ex;
        if (s >= 0) {
            ex = new TimeoutException();
        } else if ((s & THROWN) == 0) {
            ex = new CancellationException();
        } else {
            Throwable rx = getThrowableException();
            ex = rx == null ? new CancellationException() : new ExecutionException(rx);
        }
        ForkJoinTask.<RuntimeException>uncheckedThrow(ex);
    }

    @SuppressWarnings("unchecked")
    static <T extends Throwable> void uncheckedThrow(Throwable t) throws T {
        if (t != null) {
            throw (T) t;
        }
        throw new Error("Unknown Exception");
    }

    static void rethrow(Throwable ex) {
        ForkJoinTask.<RuntimeException>uncheckedThrow(ex);
    }

    /**
     * Whether the current thread runs a call that is one operation
     * (atomic granularity, a ConcurrentHashMap's computeIfAbsent whose
     * function runs a parallel stream): no other thread runs until it
     * ends (jcheck's natives).
     */
    private static native boolean inAtomicRegion();

    /**
     * Whether the class library is JDK 25's: its pools run the tasks they
     * adapt for other threads as interruptible tasks that keep a checked
     * exception as it is (InterruptibleTask), schedule delayed tasks
     * (ScheduledExecutorService, DelayScheduler), and CompletableFuture
     * always runs its asynchronous tasks on the common pool.
     */
    static final boolean JDK25 = jdk25();

    private static native boolean jdk25();

    public final ForkJoinTask<V> fork() {
        if (inAtomicRegion()) {
            // No worker could run it before the call ends, and the call
            // waits for it: it runs here, as a caller runs a task it
            // takes back.
            doExec();
            return this;
        }
        ForkJoinPool p = ForkJoinPool.poolOfCurrentWorker();
        if (p != null) {
            p.push(this, false);
        } else {
            ForkJoinPool.common.push(this, true);
        }
        return this;
    }

    public final V join() {
        int s = awaitUninterruptibly();
        if ((s & ABNORMAL) != 0) {
            reportException(s);
        }
        return getRawResult();
    }

    public final V invoke() {
        int s = doExec() ? doneStatus() : awaitUninterruptibly();
        if ((s & ABNORMAL) != 0) {
            reportException(s);
        }
        return getRawResult();
    }

    private synchronized int statusLocked() {
        return status;
    }

    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        if (t1 == null || t2 == null) {
            throw new NullPointerException();
        }
        t2.fork();
        int s1 = t1.doExec() ? t1.doneStatus() : t1.awaitUninterruptibly();
        if ((s1 & ABNORMAL) != 0) {
            cancelIgnoringExceptions(t2);
            t1.reportException(s1);
        }
        int s2 = t2.awaitUninterruptibly();
        if ((s2 & ABNORMAL) != 0) {
            t2.reportException(s2);
        }
    }

    public static void invokeAll(ForkJoinTask<?>... tasks) {
        invokeAllOf(java.util.Arrays.asList(tasks));
    }

    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        if (!(tasks instanceof RandomAccess) || !(tasks instanceof List<?>)) {
            invokeAllOf(new ArrayList<ForkJoinTask<?>>(tasks));
            return tasks;
        }
        @SuppressWarnings("unchecked")
        List<? extends ForkJoinTask<?>> ts = (List<? extends ForkJoinTask<?>>) tasks;
        invokeAllOf(ts);
        return tasks;
    }

    /**
     * The JDK's order: forks the tasks from the last to the second, runs
     * the first, then joins the others in order; at the first failure
     * cancels the rest and throws.
     */
    private static void invokeAllOf(List<? extends ForkJoinTask<?>> ts) {
        Throwable ex = null;
        int last = ts.size() - 1;
        for (int i = last; i >= 0; --i) {
            ForkJoinTask<?> t = ts.get(i);
            if (t == null) {
                ex = new NullPointerException();
                break;
            }
            if (i == 0) {
                int s = t.doExec() ? t.doneStatus() : t.awaitUninterruptibly();
                if ((s & ABNORMAL) != 0) {
                    ex = t.exceptionFor(s);
                }
                break;
            }
            t.fork();
        }
        if (ex == null) {
            for (int i = 1; i <= last; ++i) {
                ForkJoinTask<?> t = ts.get(i);
                if (t != null) {
                    int s = t.awaitUninterruptibly();
                    if ((s & ABNORMAL) != 0 && (ex = t.exceptionFor(s)) != null) {
                        break;
                    }
                }
            }
        }
        if (ex != null) {
            for (int i = 1; i <= last; ++i) {
                cancelIgnoringExceptions(ts.get(i));
            }
            rethrow(ex);
        }
    }

    private Throwable exceptionFor(int s) {
        Throwable ex = (s & THROWN) != 0 ? getThrowableException() : null;
        return ex != null ? ex : new CancellationException();
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        return (trySetCancelled() & (ABNORMAL | THROWN)) == ABNORMAL;
    }

    public final boolean isDone() {
        return statusLocked() < 0;
    }

    public final boolean isCancelled() {
        return (statusLocked() & (ABNORMAL | THROWN)) == ABNORMAL;
    }

    public final boolean isCompletedAbnormally() {
        return (statusLocked() & ABNORMAL) != 0;
    }

    public final boolean isCompletedNormally() {
        return (statusLocked() & (DONE | ABNORMAL)) == DONE;
    }

    public final Throwable getException() {
        int s = statusLocked();
        return (s & ABNORMAL) == 0 ? null : (s & THROWN) == 0 ? new CancellationException() : getThrowableException();
    }

    public void completeExceptionally(Throwable ex) {
        setExceptionalCompletion((ex instanceof RuntimeException) || (ex instanceof Error) ? ex : new RuntimeException(ex));
    }

    public void complete(V value) {
        try {
            setRawResult(value);
        } catch (Throwable rex) {
            setExceptionalCompletion(rex);
            return;
        }
        synchronized (this) {
            status |= DONE;
            wakeWaiters();
        }
    }

    public final void quietlyComplete() {
        setDone();
    }

    public final V get() throws InterruptedException, ExecutionException {
        int s = awaitDone(true, 0L, false);
        if ((s & ABNORMAL) != 0) {
            reportExecutionException(s);
        }
        return getRawResult();
    }

    public final V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        int s = awaitDone(true, nanos, true);
        if (s >= 0 || (s & ABNORMAL) != 0) {
            reportExecutionException(s);
        }
        return getRawResult();
    }

    public final void quietlyJoin() {
        awaitUninterruptibly();
    }

    /**
     * JDK 19's timed join: whether the task is done within the timeout;
     * an interrupt ends the wait with InterruptedException.
     */
    public final boolean quietlyJoin(long timeout, TimeUnit unit) throws InterruptedException {
        return awaitDone(true, unit.toNanos(timeout), true) < 0;
    }

    /** JDK 19's timed join that keeps an interrupt for after the wait. */
    public final boolean quietlyJoinUninterruptibly(long timeout, TimeUnit unit) {
        try {
            return awaitDone(false, unit.toNanos(timeout), true) < 0;
        } catch (InterruptedException cannot) {
            throw new InternalError(cannot);
        }
    }

    public final void quietlyInvoke() {
        if (!doExec()) {
            awaitUninterruptibly();
        }
    }

    public static void helpQuiesce() {
        ForkJoinPool.helpingPool().awaitQuiescence(Long.MAX_VALUE, TimeUnit.NANOSECONDS);
    }

    public void reinitialize() {
        synchronized (this) {
            status &= SMASK;
            exception = null;
            thrower = null;
        }
    }

    public static ForkJoinPool getPool() {
        return ForkJoinPool.poolOfCurrentWorker();
    }

    public static boolean inForkJoinPool() {
        return Thread.currentThread() instanceof ForkJoinWorkerThread;
    }

    public boolean tryUnfork() {
        return ForkJoinPool.helpingPool().tryRemove(this, true);
    }

    public static int getQueuedTaskCount() {
        return ForkJoinPool.helpingPool().queuedBy(Thread.currentThread());
    }

    public static int getSurplusQueuedTaskCount() {
        return ForkJoinPool.helpingPool().surplusQueuedBy(Thread.currentThread());
    }

    public abstract V getRawResult();

    protected abstract void setRawResult(V value);

    protected abstract boolean exec();

    protected static ForkJoinTask<?> peekNextLocalTask() {
        ForkJoinPool p = ForkJoinPool.poolOfCurrentWorker();
        return p != null ? p.localTask(Thread.currentThread(), false) : null;
    }

    protected static ForkJoinTask<?> pollNextLocalTask() {
        ForkJoinPool p = ForkJoinPool.poolOfCurrentWorker();
        return p != null ? p.localTask(Thread.currentThread(), true) : null;
    }

    protected static ForkJoinTask<?> pollTask() {
        ForkJoinPool p = ForkJoinPool.poolOfCurrentWorker();
        return p != null ? p.pollAny() : null;
    }

    protected static ForkJoinTask<?> pollSubmission() {
        ForkJoinPool p = ForkJoinPool.poolOfCurrentWorker();
        return p != null ? p.pollSubmission() : null;
    }

    public final short getForkJoinTaskTag() {
        return (short) statusLocked();
    }

    public final synchronized short setForkJoinTaskTag(short newValue) {
        short old = (short) status;
        status = (status & ~SMASK) | (newValue & SMASK);
        return old;
    }

    public final synchronized boolean compareAndSetForkJoinTaskTag(short expect, short update) {
        if ((short) status != expect) {
            return false;
        }
        status = (status & ~SMASK) | (update & SMASK);
        return true;
    }

    /** A Runnable or a Callable run as a task, and as a RunnableFuture. */
    abstract static class Adapted<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Object wrapped;
        T result;

        Adapted(Object wrapped, T result) {
            if (wrapped == null) {
                throw new NullPointerException();
            }
            this.wrapped = wrapped;
            this.result = result;
        }

        public final T getRawResult() {
            return result;
        }

        public final void setRawResult(T v) {
            result = v;
        }

        public final void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + wrapped + "]";
        }
    }

    /** A Runnable run as a task, with a given result (adapt, submit). */
    static class AdaptedRunnable<T> extends Adapted<T> {
        private static final long serialVersionUID = 5232453952276885070L;

        AdaptedRunnable(Runnable runnable, T result) {
            super(runnable, result);
        }

        public final boolean exec() {
            ((Runnable) wrapped).run();
            return true;
        }
    }

    /** A Runnable run as a task without a result (adapt, submit). */
    static final class AdaptedRunnableAction extends AdaptedRunnable<Void> {
        private static final long serialVersionUID = 5232453952276885070L;

        AdaptedRunnableAction(Runnable runnable) {
            super(runnable, null);
        }
    }

    /**
     * A Runnable given to execute: its exception is not kept but thrown
     * out of the worker, which ends with it (uncaught), as JDK 17's and
     * 21's; JDK 25's worker hands it to its uncaught-exception handler
     * and goes on.
     */
    static final class RunnableExecuteAction extends AdaptedRunnable<Void> {
        private static final long serialVersionUID = 5232453952276885070L;

        RunnableExecuteAction(Runnable runnable) {
            super(runnable, null);
        }

        void internalPropagateException(Throwable ex) {
            if (!JDK25) {
                rethrow(ex);
            }
            Thread t = Thread.currentThread();
            Thread.UncaughtExceptionHandler h = t.getUncaughtExceptionHandler();
            if (h != null) {
                try {
                    h.uncaughtException(t, ex);
                } catch (Throwable ignore) {
                }
            }
        }
    }

    /** A Callable run as a task; a checked exception fails it wrapped. */
    static final class AdaptedCallable<T> extends Adapted<T> {
        private static final long serialVersionUID = 2838392045355241008L;

        AdaptedCallable(Callable<? extends T> callable) {
            super(callable, null);
        }

        @SuppressWarnings("unchecked")
        public final boolean exec() {
            try {
                result = ((Callable<? extends T>) wrapped).call();
                return true;
            } catch (RuntimeException rex) {
                throw rex;
            } catch (Exception ex) {
                throw new RuntimeException(ex);
            }
        }
    }

    /**
     * JDK 19's InterruptibleTask: cancel(true) interrupts the thread
     * running the task, which runs it with its interrupt cleared before
     * and after; a checked exception fails it wrapped in a
     * RuntimeException, as JDK 21's, or as it is, as JDK 25's. postExec
     * runs however compute ended and answers for exec (a periodic task
     * scheduled again is not done). The thread running exec is guarded
     * by the task's monitor.
     */
    abstract static class InterruptibleTask<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 2838392045355241008L;
        private transient Thread executing;
        T result;

        public final T getRawResult() {
            return result;
        }

        public final void setRawResult(T v) {
            result = v;
        }

        abstract T compute() throws Exception;

        /** What the task runs, for toString (null: nothing to name). */
        abstract Object adaptee();

        boolean postExec() {
            return true;
        }

        public final boolean exec() {
            Thread.interrupted();
            boolean run;
            // The status is read with executing set, in one critical
            // section: a thread that completes the task and then
            // interrupts the one running it (submitWithTimeout's action)
            // either finds it running or keeps it from running.
            synchronized (this) {
                executing = Thread.currentThread();
                run = !doneHint();
            }
            try {
                if (run) {
                    setRawResult(compute());
                }
            } catch (RuntimeException rex) {
                trySetException(rex);
            } catch (Exception ex) {
                trySetException(JDK25 ? ex : new RuntimeException(ex));
            } finally {
                synchronized (this) {
                    executing = null;
                }
                Thread.interrupted();
            }
            return postExec();
        }

        /** Cancels the task; true if this call did, false if it was done. */
        final boolean tryCancel(boolean mayInterruptIfRunning) {
            Thread t;
            synchronized (this) {
                if (isDone()) {
                    return false;
                }
                trySetCancelled();
                t = mayInterruptIfRunning ? executing : null;
            }
            if (t != null) {
                try {
                    t.interrupt();
                } catch (Throwable ignore) {
                }
            }
            return true;
        }

        /** Interrupts the thread running the task, if any. */
        final void interruptIfRunning() {
            Thread t;
            synchronized (this) {
                t = executing;
            }
            if (t != null) {
                try {
                    t.interrupt();
                } catch (Throwable ignore) {
                }
            }
        }

        public boolean cancel(boolean mayInterruptIfRunning) {
            return tryCancel(mayInterruptIfRunning) || isCancelled();
        }

        /** JDK 21's run rethrows the task's exception, JDK 25's does not. */
        public final void run() {
            if (JDK25) {
                quietlyInvoke();
            } else {
                invoke();
            }
        }

        public String toString() {
            Object a = adaptee();
            return a == null ? super.toString() : super.toString() + "[Wrapped task = " + a + "]";
        }
    }

    /**
     * A Runnable or Callable adapted by adaptInterruptible (JDK 19), and
     * on JDK 25 by a pool for a thread that is not a worker.
     */
    static final class AdaptedInterruptible<T> extends InterruptibleTask<T> {
        private static final long serialVersionUID = 2838392045355241008L;
        private final Object wrapped;

        AdaptedInterruptible(Object wrapped, T result) {
            this.wrapped = Objects.requireNonNull(wrapped);
            this.result = result;
        }

        @SuppressWarnings("unchecked")
        final T compute() throws Exception {
            if (wrapped instanceof Callable) {
                return ((Callable<? extends T>) wrapped).call();
            }
            ((Runnable) wrapped).run();
            return result;
        }

        final Object adaptee() {
            return wrapped;
        }
    }

    /**
     * JDK 25's task of ForkJoinPool.submitWithTimeout: when it ends, it
     * cancels the scheduled task that acts on its timeout.
     */
    static final class CallableWithTimeout<T> extends InterruptibleTask<T> {
        private static final long serialVersionUID = 2838392045355241008L;
        private Callable<? extends T> callable; // null once run
        private ForkJoinTask<?> timeoutAction;

        CallableWithTimeout(Callable<? extends T> callable, ForkJoinTask<?> timeoutAction) {
            this.callable = callable;
            this.timeoutAction = timeoutAction;
        }

        final T compute() throws Exception {
            Callable<? extends T> c = callable;
            return c != null ? c.call() : null;
        }

        final Object adaptee() {
            return callable;
        }

        final boolean postExec() {
            ForkJoinTask<?> t = timeoutAction;
            callable = null;
            if (t != null) {
                timeoutAction = null;
                try {
                    t.cancel(false);
                } catch (Error | RuntimeException ignore) {
                }
            }
            return true;
        }
    }

    /**
     * The outcome of a pool's invokeAny (InvokeAnyRoot): the result of the
     * first task to succeed or, when every task failed, the exception of
     * the last to fail, as it is. Never run itself.
     */
    static final class AnyRoot<T> extends ForkJoinTask<T> {
        private static final long serialVersionUID = 2838392045355241008L;
        private T result;
        private int count; // the tasks not yet failed, guarded by this

        AnyRoot(int count) {
            this.count = count;
        }

        public T getRawResult() {
            return result;
        }

        public void setRawResult(T v) {
            result = v;
        }

        protected boolean exec() {
            return false;
        }

        /**
         * Runs one of the tasks unless the root is done; an interrupted
         * thread counts it failed without running it, as the JDK's.
         */
        void attempt(Callable<T> c) {
            Throwable ex = null;
            boolean failed;
            if (Thread.interrupted()) {
                failed = true;
            } else if (isDone()) {
                failed = false;
            } else {
                try {
                    complete(c.call());
                    failed = false;
                } catch (Throwable e) {
                    ex = e;
                    failed = true;
                }
            }
            if (failed) {
                boolean last;
                synchronized (this) {
                    last = --count <= 0;
                }
                if (last) {
                    trySetException(ex != null ? ex : new CancellationException());
                }
            }
        }
    }

    /** One task of invokeAny, run as an interruptible task. */
    static final class AnyAttempt<T> implements Runnable {
        private final AnyRoot<T> root;
        private final Callable<T> callable;

        AnyAttempt(AnyRoot<T> root, Callable<T> callable) {
            this.root = root;
            this.callable = callable;
        }

        public void run() {
            root.attempt(callable);
        }
    }

    public static <T> ForkJoinTask<T> adaptInterruptible(Callable<? extends T> callable) {
        return new AdaptedInterruptible<T>(callable, null);
    }

    public static <T> ForkJoinTask<T> adaptInterruptible(Runnable runnable, T result) {
        return new AdaptedInterruptible<T>(runnable, result);
    }

    public static ForkJoinTask<?> adaptInterruptible(Runnable runnable) {
        return new AdaptedInterruptible<Void>(runnable, null);
    }

    public static ForkJoinTask<?> adapt(Runnable runnable) {
        return new AdaptedRunnableAction(runnable);
    }

    public static <T> ForkJoinTask<T> adapt(Runnable runnable, T result) {
        return new AdaptedRunnable<T>(runnable, result);
    }

    public static <T> ForkJoinTask<T> adapt(Callable<? extends T> callable) {
        return new AdaptedCallable<T>(callable);
    }
}
