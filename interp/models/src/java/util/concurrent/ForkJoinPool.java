/*
 * jcheck's model of java.util.concurrent.ForkJoinPool (see
 * ForkJoinTask.java). It has the JDK 17 class's API and behaviour: up to
 * the parallelism of daemon worker threads, started as tasks arrive and
 * named as the JDK names them (ForkJoinPool-1-worker-1,
 * ForkJoinPool.commonPool-worker-1); a worker runs the newest task it
 * forked itself first (the oldest in async mode), else the oldest task
 * queued; submissions from other threads are rejected after shutdown;
 * shutdown lets queued tasks run, shutdownNow cancels them and
 * interrupts the workers; the common pool ignores both, and a thread
 * waiting for a common-pool task may run it itself; a Runnable given to
 * execute that throws ends its worker with the exception, and a worker
 * replaces it. What differs is how the pool keeps its state: one queue of
 * tasks guarded by one private monitor, instead of a work-stealing deque
 * per worker and a control word changed by compare-and-set, so that a
 * fork is one critical section, not tens of visible operations; a worker
 * that waits for a task another worker runs first runs the tasks that
 * worker queued (helpJoin) and is then compensated only when another
 * worker blocks, and idle workers never time out and exit. On JDK 25 it
 * is a ScheduledExecutorService, as JDK 25's: delayed and periodic tasks,
 * submitWithTimeout and the shutdown policies of delayed tasks, with a
 * DelayScheduler thread of its own (DelayScheduler.java).
 */
package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.locks.Condition;
import java.util.function.Consumer;

public class ForkJoinPool extends AbstractExecutorService implements ScheduledExecutorService {
    public static interface ForkJoinWorkerThreadFactory {
        public ForkJoinWorkerThread newThread(ForkJoinPool pool);
    }

    public static interface ManagedBlocker {
        boolean block() throws InterruptedException;

        boolean isReleasable();
    }

    static final class DefaultForkJoinWorkerThreadFactory implements ForkJoinWorkerThreadFactory {
        public final ForkJoinWorkerThread newThread(ForkJoinPool pool) {
            return new ForkJoinWorkerThread(null, pool, true, false);
        }
    }

    public static final ForkJoinWorkerThreadFactory defaultForkJoinWorkerThreadFactory = new DefaultForkJoinWorkerThreadFactory();

    static final int MAX_CAP = 0x7fff;
    // The JDK's bound on spare workers started for blocked ones.
    private static final int MAX_SPARES = 256;

    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TERMINATED = 3;

    // The pools' numbers in their workers' names, guarded by the class.
    private static int poolIds;

    static final ForkJoinPool common = new ForkJoinPool((byte) 0, commonParallelism());

    // Written under the lock (setParallelism); read without it where a
    // stale value only delays a worker's start as the JDK's does.
    private int parallelism;
    // Whether the parallelism was set by the common pool's property,
    // which setParallelism may not override.
    private final boolean presetSize;
    private final ForkJoinWorkerThreadFactory factory;
    private final Thread.UncaughtExceptionHandler ueh;
    private final boolean asyncMode;
    private final String workerNamePrefix;
    // JDK 25's name of the pool, which names its delay scheduler.
    private final String poolName;

    // Everything below is guarded by lock, which idle workers, threads
    // awaiting quiescence and awaitTermination wait on.
    private final Object lock = new Object();
    // The queued tasks, oldest first, and the thread that queued each.
    private final ArrayList<ForkJoinTask<?>> queue = new ArrayList<>();
    private final ArrayList<Thread> forkers = new ArrayList<>();
    private final ArrayList<ForkJoinWorkerThread> workers = new ArrayList<>();
    // workerCount counts the workers started or being started and not
    // exited; idle those waiting for a task, signals the wake-ups sent to
    // them not yet taken; active the workers running a task.
    private int workerCount;
    private int idle;
    private int signals;
    private int active;
    // quiescers counts the threads waiting in awaitQuiescence,
    // terminationWaiters those in awaitTermination; blocked
    // the workers blocked in managedBlock (or a CompletableFuture's
    // join), for which the pool starts spare workers; joining those
    // waiting for a task another worker runs, which count against the
    // parallelism only when a worker blocks (beginCompensatedBlock), as
    // the JDK's join lowers the count of running workers without
    // starting one.
    private int quiescers;
    private int terminationWaiters;
    private int blocked;
    private int joining;
    private int registered;
    private int runState;
    private long stealCount;
    private int nameCount;
    // JDK 25's scheduler of delayed tasks, started by the first; null
    // until then.
    private DelayScheduler delayScheduler;
    // The run state last announced to the threads waiting on the lock
    // and to the delay scheduler.
    private int announced;

    private static synchronized int nextPoolId() {
        return ++poolIds;
    }

    /** Whether the common pool's parallelism property is set (to a number). */
    private static boolean commonParallelismPreset() {
        try {
            String pp = System.getProperty("java.util.concurrent.ForkJoinPool.common.parallelism");
            if (pp != null) {
                Integer.parseInt(pp);
                return true;
            }
        } catch (Exception ignore) {
        }
        return false;
    }

    private static int commonParallelism() {
        int p = -1;
        try {
            String pp = System.getProperty("java.util.concurrent.ForkJoinPool.common.parallelism");
            if (pp != null) {
                p = Integer.parseInt(pp);
            }
        } catch (Exception ignore) {
        }
        if (p < 0) {
            p = Runtime.getRuntime().availableProcessors() - 1;
        }
        return Math.min(Math.max(p, 1), MAX_CAP);
    }

    /** The common pool. */
    private ForkJoinPool(byte forCommonPoolOnly, int parallelism) {
        this.parallelism = parallelism;
        this.presetSize = commonParallelismPreset();
        this.factory = defaultForkJoinWorkerThreadFactory;
        this.ueh = null;
        this.asyncMode = false;
        this.poolName = "ForkJoinPool.commonPool";
        this.workerNamePrefix = poolName + "-worker-";
    }

    public ForkJoinPool() {
        this(Math.min(MAX_CAP, Runtime.getRuntime().availableProcessors()), defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism) {
        this(parallelism, defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory, Thread.UncaughtExceptionHandler handler,
            boolean asyncMode) {
        this(parallelism, factory, handler, asyncMode, 0, MAX_CAP, 1, null, 60_000L, TimeUnit.MILLISECONDS);
    }

    public ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory, Thread.UncaughtExceptionHandler handler,
            boolean asyncMode, int corePoolSize, int maximumPoolSize, int minimumRunnable,
            java.util.function.Predicate<? super ForkJoinPool> saturate, long keepAliveTime, TimeUnit unit) {
        if (parallelism <= 0 || parallelism > MAX_CAP || maximumPoolSize < parallelism || keepAliveTime <= 0L) {
            throw new IllegalArgumentException();
        }
        if (factory == null || unit == null) {
            throw new NullPointerException();
        }
        this.parallelism = parallelism;
        this.presetSize = false;
        this.factory = factory;
        this.ueh = handler;
        this.asyncMode = asyncMode;
        this.poolName = "ForkJoinPool-" + nextPoolId();
        this.workerNamePrefix = poolName + "-worker-";
    }

    public static ForkJoinPool commonPool() {
        return common;
    }

    /** The name of the pool's next worker (also CompletableFuture's). */
    final String nextWorkerThreadName() {
        int n;
        synchronized (lock) {
            n = ++nameCount;
        }
        return workerNamePrefix.concat(Integer.toString(n));
    }

    final Thread.UncaughtExceptionHandler handler() {
        return ueh;
    }

    // notifyFirst wakes the thread that has waited longest on the
    // monitor: which idle worker a task wakes is no choice (jcheck's
    // natives, as ThreadPoolExecutor's).
    private static native void notifyFirst(Object monitor);

    private boolean isWorkerOfThis(Thread t) {
        return t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).pool == this;
    }

    /**
     * Queues a task: from outside the pool (external) it is refused once
     * the pool is shut down. Wakes an idle worker, or starts one while
     * fewer than the parallelism run.
     */
    final void push(ForkJoinTask<?> task, boolean external) {
        if (task == null) {
            throw new NullPointerException();
        }
        boolean start = false;
        synchronized (lock) {
            if (external ? runState != RUNNING : runState >= STOP) {
                throw new RejectedExecutionException();
            }
            queue.add(task);
            forkers.add(Thread.currentThread());
            task.queuedIn = this;
            if (idle > signals) {
                wakeIdleLocked();
            } else if (mayAddWorkerLocked()) {
                workerCount++;
                start = true;
            }
        }
        if (start) {
            startWorker();
        }
    }

    /**
     * With lock held: wakes an idle worker for a task queued. notifyFirst
     * wakes the longest waiter, which may be a thread awaiting
     * termination or quiescence on the same monitor: with those waiting,
     * every waiter is woken.
     */
    private void wakeIdleLocked() {
        if (quiescers + terminationWaiters > 0) {
            signals = idle;
            lock.notifyAll();
        } else {
            signals++;
            notifyFirst(lock);
        }
    }

    /**
     * With lock held: whether a worker may be added: fewer than the
     * parallelism run (a blocked worker does not count), and at most
     * MAX_SPARES more exist.
     */
    private boolean mayAddWorkerLocked() {
        return workerCount - blocked < parallelism && workerCount < parallelism + MAX_SPARES;
    }

    /**
     * A worker of this pool is about to block (managedBlock): a spare
     * worker is started for the queued tasks if no idle one can take
     * them, as the JDK's compensation does.
     */
    final void beginCompensatedBlock() {
        boolean start = false;
        synchronized (lock) {
            blocked++;
            if (!queue.isEmpty() && idle <= signals && workerCount - joining - blocked < parallelism && workerCount < parallelism + MAX_SPARES) {
                workerCount++;
                start = true;
            }
        }
        if (start) {
            startWorker();
        }
    }

    final void endCompensatedBlock() {
        synchronized (lock) {
            blocked--;
        }
    }

    /** Ends the wait of a worker that helpJoin counted as joining. */
    final void endJoin() {
        synchronized (lock) {
            joining--;
        }
    }

    /** The pool of the current thread if it is a worker, else null. */
    static ForkJoinPool poolOfCurrentWorker() {
        Thread t = Thread.currentThread();
        return t instanceof ForkJoinWorkerThread ? ((ForkJoinWorkerThread) t).pool : null;
    }

    /** Starts a worker counted in workerCount. */
    private void startWorker() {
        Throwable ex = null;
        try {
            ForkJoinWorkerThread w = factory.newThread(this);
            if (w != null) {
                w.start();
                return;
            }
        } catch (Throwable e) {
            ex = e;
        }
        synchronized (lock) {
            workerCount--;
            tryTerminateLocked();
        }
        if (ex != null) {
            ForkJoinTask.rethrow(ex);
        }
    }

    /** Removes and returns the queued task at i, which this thread runs. */
    private ForkJoinTask<?> removeAt(int i) {
        forkers.remove(i);
        ForkJoinTask<?> t = queue.remove(i);
        t.queuedIn = null;
        t.runner = Thread.currentThread();
        return t;
    }

    /** The index of the newest (or, fifo, the oldest) task t queued, or -1. */
    private int queuedBy(Thread t, boolean fifo) {
        int n = queue.size();
        for (int k = 0; k < n; k++) {
            int i = fifo ? k : n - 1 - k;
            if (forkers.get(i) == t) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The next task for worker w, waiting for one; null when w is to
     * exit. running: w has just run a task.
     */
    final ForkJoinTask<?> take(ForkJoinWorkerThread w, boolean running) {
        synchronized (lock) {
            if (running) {
                active--;
                w.running = false;
            } else if (!w.registered) {
                w.registered = true;
                w.index = registered++;
                workers.add(w);
            }
            for (;;) {
                if (runState >= STOP) {
                    return null;
                }
                if (!queue.isEmpty()) {
                    int i = queuedBy(w, asyncMode);
                    if (i < 0) {
                        i = 0;
                        stealCount++;
                    }
                    active++;
                    w.running = true;
                    return removeAt(i);
                }
                if (active == 0) {
                    quiescentLocked();
                    if (runState == SHUTDOWN && delayedDone()) {
                        runState = STOP;
                        announceLocked(); // the idle workers exit too
                        return null;
                    }
                }
                idle++;
                try {
                    lock.wait();
                } catch (InterruptedException ie) {
                    // An interrupt left by a task or shutdownNow: cleared.
                }
                idle--;
                if (signals > 0) {
                    signals--;
                }
            }
        }
    }

    final void runWorker(ForkJoinWorkerThread w) {
        boolean running = false;
        for (ForkJoinTask<?> t; (t = take(w, running)) != null;) {
            running = true;
            t.doExec();
        }
    }

    /**
     * A worker exits, with the exception that ended it if any: a worker
     * that a task's exception ended is replaced while tasks are queued.
     */
    final void deregisterWorker(ForkJoinWorkerThread w, Throwable ex) {
        boolean replace = false;
        synchronized (lock) {
            if (w.registered) {
                workers.remove(w);
            }
            workerCount--;
            if (w.running) {
                w.running = false;
                active--;
            }
            if (ex != null && runState < STOP && !queue.isEmpty()) {
                workerCount++;
                replace = true;
            }
            tryTerminateLocked();
        }
        if (replace) {
            startWorker();
        }
        if (ex != null) {
            ForkJoinTask.rethrow(ex);
        }
    }

    /**
     * With lock held: stops a shut-down pool that is quiescent and has no
     * delayed task left, and terminates a stopped one whose workers (and
     * delay scheduler) are gone.
     */
    private void tryTerminateLocked() {
        if (runState == SHUTDOWN && queue.isEmpty() && active == 0 && delayedDone()) {
            runState = STOP;
        }
        if (runState >= STOP && workerCount == 0 && (delayScheduler == null || delayScheduler.hasEnded())) {
            runState = TERMINATED;
        }
        announceLocked();
    }

    final void tryTerminate() {
        synchronized (lock) {
            tryTerminateLocked();
        }
    }

    /** With lock held: whether no delayed task keeps the pool from stopping. */
    private boolean delayedDone() {
        return delayScheduler == null || delayScheduler.canShutDown();
    }

    /**
     * With lock held: if the run state changed since last announced,
     * wakes every thread waiting on the lock (idle workers exit at STOP,
     * awaitTermination returns at TERMINATED) and tells the delay
     * scheduler.
     */
    private void announceLocked() {
        if (runState == announced) {
            return;
        }
        announced = runState;
        signals = 0;
        lock.notifyAll();
        if (delayScheduler != null) {
            delayScheduler.poolState(Math.min(runState, DelayScheduler.STOP));
        }
    }

    /** The pool whose queued tasks the current thread may run: its own, or the common pool. */
    static ForkJoinPool helpingPool() {
        ForkJoinPool p = poolOfCurrentWorker();
        return p != null ? p : common;
    }

    /**
     * Whether the current thread may take back this pool's tasks: its
     * workers may, and any thread may the common pool's (the JDK's
     * external helping).
     */
    final boolean mayHelp() {
        return this == common || isWorkerOfThis(Thread.currentThread());
    }

    /**
     * Takes the task out of the queue if it is there (onlyMine: and this
     * thread queued it).
     */
    final boolean tryRemove(ForkJoinTask<?> task, boolean onlyMine) {
        synchronized (lock) {
            for (int i = queue.size() - 1; i >= 0; i--) {
                if (queue.get(i) == task) {
                    if (onlyMine && forkers.get(i) != Thread.currentThread()) {
                        return false;
                    }
                    removeAt(i);
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * Runs, in this thread, the tasks queued in this pool by the thread
     * that took task out of a queue to run it, oldest first (the JDK's
     * helpJoin takes them from the base of that worker's queue), until
     * none is queued or task is done. Returns true if task is not done
     * and the worker counts as joining (endJoin ends it).
     */
    final boolean helpJoin(ForkJoinTask<?> task) {
        // The task's runner and status are read without the locks, as
        // hints: the caller waits for the task with its monitor after.
        Thread stealer = task.runner;
        if (stealer == Thread.currentThread()) {
            stealer = null;
        }
        while (!task.doneHint()) {
            ForkJoinTask<?> t;
            synchronized (lock) {
                int i = stealer == null ? -1 : queuedBy(stealer, true);
                if (i < 0) {
                    // The worker waits: a worker that blocks meanwhile
                    // may get a spare for it (joining).
                    joining++;
                    return true;
                }
                t = removeAt(i);
            }
            t.doExec();
        }
        return false;
    }

    /**
     * Runs, in this thread, queued tasks of the completion tree of
     * root (those with it among their completers), newest first, at most
     * maxTasks of them, until none is queued or root is done.
     */
    final void helpComplete(CountedCompleter<?> root, int maxTasks) {
        // root's status is read without its monitor, as a hint: the
        // caller waits for it with the monitor after.
        for (int n = 0; n < maxTasks && !root.doneHint(); n++) {
            ForkJoinTask<?> t = null;
            synchronized (lock) {
                for (int i = queue.size() - 1; i >= 0 && t == null; i--) {
                    ForkJoinTask<?> q = queue.get(i);
                    if (q instanceof CountedCompleter && ((CountedCompleter<?>) q).hasCompleter(root)) {
                        t = removeAt(i);
                    }
                }
            }
            if (t == null) {
                return;
            }
            t.doExec();
        }
    }

    final int queuedBy(Thread t) {
        int n = 0;
        synchronized (lock) {
            for (Thread f : forkers) {
                if (f == t) {
                    n++;
                }
            }
        }
        return n;
    }

    final int surplusQueuedBy(Thread t) {
        if (!isWorkerOfThis(t)) {
            return 0;
        }
        int n = queuedBy(t);
        int a;
        synchronized (lock) {
            a = active;
        }
        int p = parallelism;
        return n - (a > (p >>>= 1) ? 0 : a > (p >>>= 1) ? 1 : a > (p >>>= 1) ? 2 : a > (p >>>= 1) ? 4 : 8);
    }

    /** The newest task t queued; removed if remove. */
    final ForkJoinTask<?> localTask(Thread t, boolean remove) {
        synchronized (lock) {
            int i = queuedBy(t, false);
            return i < 0 ? null : remove ? removeAt(i) : queue.get(i);
        }
    }

    /** The current worker's newest task, else the oldest task queued. */
    final ForkJoinTask<?> pollAny() {
        synchronized (lock) {
            if (queue.isEmpty()) {
                return null;
            }
            int i = queuedBy(Thread.currentThread(), false);
            return removeAt(i < 0 ? 0 : i);
        }
    }

    protected ForkJoinTask<?> pollSubmission() {
        synchronized (lock) {
            for (int i = 0; i < queue.size(); i++) {
                if (!isWorkerOfThis(forkers.get(i))) {
                    return removeAt(i);
                }
            }
            return null;
        }
    }

    public <T> T invoke(ForkJoinTask<T> task) {
        push(task, !isWorkerOfThis(Thread.currentThread()));
        return task.join();
    }

    public void execute(ForkJoinTask<?> task) {
        push(task, !isWorkerOfThis(Thread.currentThread()));
    }

    public void execute(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        ForkJoinTask<?> job = task instanceof ForkJoinTask<?> ? (ForkJoinTask<?>) task
                : new ForkJoinTask.RunnableExecuteAction(task);
        push(job, !isWorkerOfThis(Thread.currentThread()));
    }

    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        push(task, !isWorkerOfThis(Thread.currentThread()));
        return task;
    }

    /** JDK 20's externalSubmit: submit from any thread, as an outsider. */
    public <T> ForkJoinTask<T> externalSubmit(ForkJoinTask<T> task) {
        push(task, true);
        return task;
    }

    /** JDK 19's lazySubmit: the model starts workers as submit does. */
    public <T> ForkJoinTask<T> lazySubmit(ForkJoinTask<T> task) {
        return submit(task);
    }

    /**
     * Starts the delay scheduler if there is none, the pool running; the
     * scheduler, or null if the pool is shut down.
     */
    private DelayScheduler startDelayScheduler() {
        DelayScheduler ds;
        boolean start = false;
        synchronized (lock) {
            if (runState != RUNNING) {
                return null;
            }
            if ((ds = delayScheduler) == null) {
                ds = delayScheduler = new DelayScheduler(this, poolName + "-delayScheduler");
                start = true;
            }
        }
        if (start) {
            ds.start();
        }
        return ds;
    }

    /** Hands a delayed task whose time has come to the pool's workers. */
    final void executeEnabledScheduledTask(DelayScheduler.ScheduledForkJoinTask<?> task) {
        push(task, false);
    }

    /** Schedules a delayed task; rejected once the pool is shut down. */
    final <T> DelayScheduler.ScheduledForkJoinTask<T> scheduleDelayedTask(DelayScheduler.ScheduledForkJoinTask<T> task) {
        DelayScheduler ds = startDelayScheduler();
        if (ds == null) {
            throw new RejectedExecutionException();
        }
        task.scheduler = ds;
        if (!ds.pend(task)) {
            throw new RejectedExecutionException();
        }
        return task;
    }

    /** JDK 25's schedule: a one-shot task that runs after the delay. */
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        return scheduleDelayedTask(new DelayScheduler.ScheduledForkJoinTask<Void>(unit.toNanos(delay), 0L, false,
                Objects.requireNonNull(command), null, this));
    }

    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        return scheduleDelayedTask(new DelayScheduler.ScheduledForkJoinTask<V>(unit.toNanos(delay), 0L, false, null,
                Objects.requireNonNull(callable), this));
    }

    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        if (period <= 0L) {
            throw new IllegalArgumentException();
        }
        return scheduleDelayedTask(new DelayScheduler.ScheduledForkJoinTask<Void>(unit.toNanos(initialDelay),
                unit.toNanos(period), false, Objects.requireNonNull(command), null, this));
    }

    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        if (delay <= 0L) {
            throw new IllegalArgumentException();
        }
        return scheduleDelayedTask(new DelayScheduler.ScheduledForkJoinTask<Void>(unit.toNanos(initialDelay),
                -unit.toNanos(delay), false, Objects.requireNonNull(command), null, this));
    }

    /** submitWithTimeout's action on the timeout, run by the scheduler. */
    static final class TimeoutAction<V> implements Runnable {
        ForkJoinTask.CallableWithTimeout<V> task; // set after construction
        final Consumer<? super ForkJoinTask<V>> action;

        TimeoutAction(Consumer<? super ForkJoinTask<V>> action) {
            this.action = action;
        }

        public void run() {
            ForkJoinTask.CallableWithTimeout<V> t = task;
            if (t != null && !t.isDone()) {
                if (action == null) {
                    t.cancel(true);
                } else {
                    action.accept(t);
                    t.interruptIfRunning();
                }
            }
        }
    }

    /**
     * JDK 25's submitWithTimeout: the task is cancelled (cancel(true)), or
     * given to timeoutAction, if it has not ended when the timeout elapses.
     */
    public <V> ForkJoinTask<V> submitWithTimeout(Callable<V> callable, long timeout, TimeUnit unit,
            Consumer<? super ForkJoinTask<V>> timeoutAction) {
        Objects.requireNonNull(callable);
        TimeoutAction<V> onTimeout = new TimeoutAction<V>(timeoutAction);
        DelayScheduler.ScheduledForkJoinTask<Void> timeoutTask = new DelayScheduler.ScheduledForkJoinTask<Void>(
                unit.toNanos(timeout), 0L, true, onTimeout, null, this);
        ForkJoinTask.CallableWithTimeout<V> task = new ForkJoinTask.CallableWithTimeout<V>(callable, timeoutTask);
        onTimeout.task = task;
        scheduleDelayedTask(timeoutTask);
        push(task, !isWorkerOfThis(Thread.currentThread()));
        return task;
    }

    /**
     * JDK 25's cancelDelayedTasksOnShutdown: the delayed tasks not yet
     * due are cancelled when the pool shuts down (at once if it has).
     */
    public void cancelDelayedTasksOnShutdown() {
        DelayScheduler ds = startDelayScheduler();
        if (ds == null) {
            synchronized (lock) {
                ds = delayScheduler;
            }
        }
        if (ds != null) {
            ds.cancelDelayedTasksOnShutdown();
        }
    }

    /** JDK 25's count of the delayed tasks not yet due, as of the scheduler's last wait. */
    public long getDelayedTaskCount() {
        DelayScheduler ds;
        synchronized (lock) {
            ds = delayScheduler;
        }
        return ds == null ? 0 : ds.lastStableSize();
    }

    /**
     * Whether the pool adapts a Runnable or Callable of the current
     * thread as an interruptible task: on JDK 25, for a thread that is
     * no pool's worker.
     */
    private static boolean adaptsInterruptibly() {
        return ForkJoinTask.JDK25 && !(Thread.currentThread() instanceof ForkJoinWorkerThread);
    }

    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        return submit((ForkJoinTask<T>) newTaskFor(task));
    }

    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        return submit((ForkJoinTask<T>) newTaskFor(task, result));
    }

    @SuppressWarnings("unchecked")
    public ForkJoinTask<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        if (task instanceof ForkJoinTask<?>) {
            return submit((ForkJoinTask<Void>) task);
        }
        return submit(adaptsInterruptibly() ? (ForkJoinTask<Void>) new ForkJoinTask.AdaptedInterruptible<Void>(task, null) : new ForkJoinTask.AdaptedRunnableAction(task));
    }

    /**
     * invokeAll: JDK 17's and 21's ignores interrupts; JDK 25's waits
     * interruptibly, and an interrupt cancels the tasks (interrupting
     * their threads) and throws InterruptedException.
     */
    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException {
        if (!ForkJoinTask.JDK25) {
            return invokeAllQuietly(tasks);
        }
        ArrayList<Future<T>> futures = new ArrayList<>(tasks.size());
        try {
            pushInterruptible(tasks, futures);
            for (int i = futures.size() - 1; i >= 0; --i) {
                try {
                    futures.get(i).get();
                } catch (ExecutionException | CancellationException ignore) {
                }
            }
            return futures;
        } catch (Throwable t) {
            for (Future<T> e : futures) {
                e.cancel(true);
            }
            throw t;
        }
    }

    /** invokeAll's start: each task adapted as interruptible and queued. */
    private <T> void pushInterruptible(Collection<? extends Callable<T>> tasks, List<Future<T>> futures) {
        for (Callable<T> t : tasks) {
            ForkJoinTask<T> f = ForkJoinTask.adaptInterruptible(t);
            futures.add(f);
            push(f, !isWorkerOfThis(Thread.currentThread()));
        }
    }

    /**
     * The timed invokeAll: interruptible tasks (cancel(true) interrupts
     * them), waited for from the last; at the deadline the tasks not done
     * are cancelled.
     */
    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        ArrayList<Future<T>> futures = new ArrayList<>(tasks.size());
        try {
            pushInterruptible(tasks, futures);
            for (int i = futures.size() - 1; i >= 0; --i) {
                Future<T> f = futures.get(i);
                if (f.isDone()) {
                    continue;
                }
                try {
                    f.get(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                } catch (ExecutionException | CancellationException ignore) {
                } catch (TimeoutException timedOut) {
                    for (Future<T> e : futures) {
                        ForkJoinTask.cancelIgnoringExceptions((ForkJoinTask<?>) e);
                    }
                    return futures;
                }
            }
            return futures;
        } catch (Throwable t) {
            for (Future<T> e : futures) {
                e.cancel(true);
            }
            throw t;
        }
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException {
        try {
            return invokeAny(tasks, false, 0L);
        } catch (TimeoutException cannotHappen) {
            throw new AssertionError(cannotHappen);
        }
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        return invokeAny(tasks, true, unit.toNanos(timeout));
    }

    /**
     * invokeAny as the JDK's pool has it (InvokeAnyRoot): the tasks run
     * as interruptible tasks submitted as from outside; the first result
     * is returned, or the exception of the last task to fail in an
     * ExecutionException, as it is; the tasks still running are then
     * cancelled.
     */
    private <T> T invokeAny(Collection<? extends Callable<T>> tasks, boolean timed, long nanos)
            throws InterruptedException, ExecutionException, TimeoutException {
        int n = tasks.size();
        if (n <= 0) {
            throw new IllegalArgumentException();
        }
        ForkJoinTask.AnyRoot<T> root = new ForkJoinTask.AnyRoot<T>(n);
        ArrayList<ForkJoinTask<?>> started = new ArrayList<>(n);
        try {
            for (Callable<T> c : tasks) {
                if (c == null) {
                    throw new NullPointerException();
                }
                // Not adaptInterruptible(Runnable): JDK 17 does not have it (the
                // loader drops it from the model there).
                ForkJoinTask<?> t = new ForkJoinTask.AdaptedInterruptible<Void>(new ForkJoinTask.AnyAttempt<T>(root, c), null);
                started.add(t);
                push(t, true);
                if (root.isDone()) {
                    break;
                }
            }
            return timed ? root.get(nanos, TimeUnit.NANOSECONDS) : root.get();
        } finally {
            for (ForkJoinTask<?> t : started) {
                t.cancel(true);
            }
        }
    }

    /** JDK 22's invokeAll that ignores interrupts: the model's invokeAll. */
    public <T> List<Future<T>> invokeAllUninterruptibly(Collection<? extends Callable<T>> tasks) {
        return invokeAllQuietly(tasks);
    }

    /** Runs the tasks and waits for each, keeping an interrupt for after. */
    private <T> List<Future<T>> invokeAllQuietly(Collection<? extends Callable<T>> tasks) {
        ArrayList<Future<T>> futures = new ArrayList<>(tasks.size());
        try {
            for (Callable<T> t : tasks) {
                ForkJoinTask<T> f = new ForkJoinTask.AdaptedCallable<T>(t);
                futures.add(f);
                push(f, !isWorkerOfThis(Thread.currentThread()));
            }
            for (int i = futures.size() - 1; i >= 0; --i) {
                ((ForkJoinTask<?>) futures.get(i)).quietlyJoin();
            }
            return futures;
        } catch (Throwable t) {
            for (Future<T> e : futures) {
                ForkJoinTask.cancelIgnoringExceptions((ForkJoinTask<?>) e);
            }
            throw t;
        }
    }

    protected <T> RunnableFuture<T> newTaskFor(Runnable runnable, T value) {
        if (adaptsInterruptibly()) {
            return new ForkJoinTask.AdaptedInterruptible<T>(runnable, value);
        }
        return new ForkJoinTask.AdaptedRunnable<T>(runnable, value);
    }

    protected <T> RunnableFuture<T> newTaskFor(Callable<T> callable) {
        if (adaptsInterruptibly()) {
            return new ForkJoinTask.AdaptedInterruptible<T>(callable, null);
        }
        return new ForkJoinTask.AdaptedCallable<T>(callable);
    }

    public ForkJoinWorkerThreadFactory getFactory() {
        return factory;
    }

    public Thread.UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return ueh;
    }

    public int getParallelism() {
        return parallelism;
    }

    /**
     * JDK 19's setParallelism: the pool's target parallelism from now on
     * (more workers may start; those above it stay until they are idle
     * and the pool ends, as the model's idle workers never exit).
     */
    public int setParallelism(int size) {
        if (size < 1 || size > MAX_CAP) {
            throw new IllegalArgumentException();
        }
        if (presetSize) {
            throw new UnsupportedOperationException("Cannot override System property");
        }
        boolean start = false;
        int previous;
        synchronized (lock) {
            previous = parallelism;
            parallelism = size;
            if (!queue.isEmpty() && idle <= signals && mayAddWorkerLocked()) {
                workerCount++;
                start = true;
            }
        }
        if (start) {
            startWorker();
        }
        return previous;
    }

    public static int getCommonPoolParallelism() {
        return common.parallelism;
    }

    public int getPoolSize() {
        synchronized (lock) {
            return workerCount;
        }
    }

    public boolean getAsyncMode() {
        return asyncMode;
    }

    public int getRunningThreadCount() {
        return getActiveThreadCount();
    }

    public int getActiveThreadCount() {
        synchronized (lock) {
            return active;
        }
    }

    public boolean isQuiescent() {
        synchronized (lock) {
            return active == 0;
        }
    }

    public long getStealCount() {
        synchronized (lock) {
            return stealCount;
        }
    }

    /** The tasks queued by workers (submissions: by other threads). */
    private int queuedCount(boolean submissions) {
        synchronized (lock) {
            int n = 0;
            for (Thread f : forkers) {
                if (isWorkerOfThis(f) != submissions) {
                    n++;
                }
            }
            return n;
        }
    }

    public long getQueuedTaskCount() {
        return queuedCount(false);
    }

    public int getQueuedSubmissionCount() {
        return queuedCount(true);
    }

    public boolean hasQueuedSubmissions() {
        return queuedCount(true) > 0;
    }

    protected int drainTasksTo(Collection<? super ForkJoinTask<?>> c) {
        synchronized (lock) {
            int n = queue.size();
            c.addAll(queue);
            for (ForkJoinTask<?> t : queue) {
                t.queuedIn = null;
            }
            queue.clear();
            forkers.clear();
            return n;
        }
    }

    public String toString() {
        String level;
        int size;
        int a;
        long steals;
        DelayScheduler ds;
        synchronized (lock) {
            ds = delayScheduler;
            level = runState == TERMINATED ? "Terminated" : runState == STOP ? "Terminating"
                    : runState == SHUTDOWN ? "Shutting down" : "Running";
            size = workerCount;
            a = active;
            steals = stealCount;
        }
        return super.toString() + "[" + level + ", parallelism = " + parallelism + ", size = " + size + ", active = " + a
                + ", running = " + a + ", steals = " + steals + ", tasks = " + queuedCount(false) + ", submissions = "
                + queuedCount(true) + (ds == null ? "" : ", delayed = " + ds.lastStableSize()) + "]";
    }

    public void shutdown() {
        if (this == common) {
            return;
        }
        synchronized (lock) {
            if (runState == RUNNING) {
                runState = SHUTDOWN;
            }
            tryTerminateLocked();
        }
    }

    public List<Runnable> shutdownNow() {
        if (this == common) {
            return Collections.emptyList();
        }
        ArrayList<ForkJoinTask<?>> cancelled;
        ArrayList<ForkJoinWorkerThread> started;
        synchronized (lock) {
            if (runState < STOP) {
                runState = STOP;
            }
            cancelled = new ArrayList<>(queue);
            for (ForkJoinTask<?> t : queue) {
                t.queuedIn = null;
            }
            queue.clear();
            forkers.clear();
            started = new ArrayList<>(workers);
            tryTerminateLocked();
        }
        for (ForkJoinTask<?> t : cancelled) {
            ForkJoinTask.cancelIgnoringExceptions(t);
        }
        for (ForkJoinWorkerThread w : started) {
            try {
                w.interrupt();
            } catch (Throwable ignore) {
            }
        }
        return Collections.emptyList();
    }

    /**
     * JDK 19's close (ExecutorService is AutoCloseable there): shuts the
     * pool down and waits for it to terminate, calling shutdownNow once
     * if interrupted; the common pool is not closed.
     */
    public void close() {
        if (this == common) {
            return;
        }
        boolean interrupted = false;
        shutdown();
        while (!isTerminated()) {
            try {
                awaitTermination(1L, TimeUnit.DAYS);
            } catch (InterruptedException e) {
                if (!interrupted) {
                    shutdownNow();
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    public boolean isTerminated() {
        synchronized (lock) {
            return runState == TERMINATED;
        }
    }

    public boolean isTerminating() {
        synchronized (lock) {
            return runState == STOP;
        }
    }

    public boolean isShutdown() {
        synchronized (lock) {
            return runState != RUNNING;
        }
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (this == common) {
            awaitQuiescence(timeout, unit);
            return false;
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (lock) {
            while (runState != TERMINATED) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    return false;
                }
                terminationWaiters++;
                try {
                    TimeUnit.NANOSECONDS.timedWait(lock, left);
                } finally {
                    terminationWaiters--;
                }
            }
            return true;
        }
    }

    /**
     * Runs queued tasks in this thread, then waits until no worker runs
     * one, as the JDK's (a worker of the pool does not count itself).
     */
    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        boolean self = isWorkerOfThis(Thread.currentThread());
        boolean interrupted = false;
        if (self) {
            synchronized (lock) {
                active--;
            }
        }
        try {
            for (;;) {
                ForkJoinTask<?> t;
                synchronized (lock) {
                    if (queue.isEmpty()) {
                        if (active == 0) {
                            return true;
                        }
                        long left = deadline - System.nanoTime();
                        if (left <= 0L) {
                            return false;
                        }
                        quiescers++;
                        try {
                            TimeUnit.NANOSECONDS.timedWait(lock, left);
                        } catch (InterruptedException ie) {
                            interrupted = true;
                        }
                        quiescers--;
                        continue;
                    }
                    int i = queuedBy(Thread.currentThread(), false);
                    t = removeAt(i < 0 ? 0 : i);
                    active++;
                }
                try {
                    t.doExec();
                } finally {
                    synchronized (lock) {
                        active--;
                        quiescentLocked();
                    }
                }
            }
        } finally {
            if (self) {
                synchronized (lock) {
                    active++;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** With lock held: wakes the threads awaiting quiescence if it is reached. */
    private void quiescentLocked() {
        if (active == 0 && queue.isEmpty() && quiescers > 0) {
            signals = 0;
            lock.notifyAll();
        }
    }

    /**
     * Blocks as the blocker says, in any thread; in a worker, the pool
     * may start a spare worker meanwhile for the tasks queued.
     */
    public static void managedBlock(ManagedBlocker blocker) throws InterruptedException {
        if (blocker == null) {
            throw new NullPointerException();
        }
        ForkJoinPool p = poolOfCurrentWorker();
        if (p == null || blocker.isReleasable()) {
            do {
            } while (!blocker.isReleasable() && !blocker.block());
            return;
        }
        p.beginCompensatedBlock();
        try {
            do {
            } while (!blocker.isReleasable() && !blocker.block());
        } finally {
            p.endCompensatedBlock();
        }
    }

    /**
     * Condition.await (awaitUninterruptibly if not interruptible) of a
     * ReentrantLock (or a read-write lock's write lock), called by
     * jcheck's lock model in place of the await when a
     * worker of this model's pools awaits holding the lock: the JDK's
     * await blocks through managedBlock, so a blocking queue's take, a
     * CyclicBarrier or a program's own condition in a task makes the pool
     * start a spare worker for the tasks queued behind it. The spare is
     * started before the lock is released (the JDK's after), which no
     * other thread can tell apart: it needs the lock, or a task, first.
     */
    static void awaitCompensated(Condition c, boolean interruptible) throws InterruptedException {
        ForkJoinPool p = poolOfCurrentWorker();
        p.beginCompensatedBlock();
        try {
            if (interruptible) {
                c.await();
            } else {
                c.awaitUninterruptibly();
            }
        } finally {
            p.endCompensatedBlock();
        }
    }

    /**
     * Before a worker of pool e waits for a CompletableFuture (done: the
     * future's isDone), it runs the CompletableFuture tasks it queued
     * itself, oldest first, until the future is done or its oldest is
     * another kind of task, as the JDK's helpAsyncBlocker (JDK 17's for
     * the common pool, the default executor; JDK 25's for any pool).
     */
    static void helpAsyncBlocker(Executor e, java.util.function.BooleanSupplier done) {
        Thread w = Thread.currentThread();
        ForkJoinPool p = poolOfCurrentWorker();
        if (p == null || p != e) {
            return;
        }
        while (!done.getAsBoolean()) {
            ForkJoinTask<?> t;
            synchronized (p.lock) {
                int i = p.queuedBy(w, true);
                if (i < 0 || !isAsyncCompletionTask(p.queue.get(i))) {
                    return;
                }
                t = p.removeAt(i);
            }
            t.doExec();
        }
    }

    /**
     * The JDK's own form, which SubmissionPublisher calls before it
     * blocks: until the blocker is releasable (without one, until no
     * such task is left).
     */
    static void helpAsyncBlocker(Executor e, ManagedBlocker blocker) {
        helpAsyncBlocker(e, blocker == null ? () -> false : blocker::isReleasable);
    }

    /** Whether a queued task runs a CompletableFuture's asynchronous step. */
    private static boolean isAsyncCompletionTask(ForkJoinTask<?> t) {
        return t instanceof CompletableFuture.AsynchronousCompletionTask || t instanceof ForkJoinTask.Adapted
                && ((ForkJoinTask.Adapted<?>) t).wrapped instanceof CompletableFuture.AsynchronousCompletionTask;
    }

    /** The common pool for asynchronous tasks (JDK 25's callers). */
    static ForkJoinPool asyncCommonPool() {
        return common;
    }

    /** Whether tasks are queued (JDK 25's callers). */
    final boolean hasQueuedTasks() {
        synchronized (lock) {
            return !queue.isEmpty();
        }
    }
}
