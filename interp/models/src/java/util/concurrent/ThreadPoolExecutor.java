/*
 * jcheck's model of java.util.concurrent.ThreadPoolExecutor, loaded in
 * place of the class library's (interp/models). It has the JDK 17 class's
 * API and behaviour: the pool sizes and the order in which execute adds a
 * worker, queues the task or rejects it; workers that take their tasks
 * from the work queue, time out when they may and are replaced when a task
 * throws; shutdown, which interrupts the idle workers and lets queued
 * tasks run; shutdownNow, which interrupts every started worker and
 * returns the tasks still queued; the hooks (beforeExecute, afterExecute,
 * terminated) and the statistics. What differs is how the pool keeps its
 * own state: the JDK packs it into an atomic word changed by
 * compare-and-set loops beside a lock for the set of workers and a lock
 * per worker, so that every submission and every task's end is tens of
 * visible operations, each ordered against every other thread's; here it
 * is guarded by one private monitor, so that the whole bookkeeping of a
 * call is one critical section, and a task costs a handful of visible
 * operations. Code that only needs ThreadPoolExecutor's public contract
 * cannot tell the difference.
 */
package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

public class ThreadPoolExecutor extends AbstractExecutorService {
    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TIDYING = 3;
    private static final int TERMINATED = 4;

    // Everything below is guarded by lock, but for the settings' reads
    // by the worker that is created with them.
    private final Object lock = new Object();
    // awaitTermination waits on termination, notified once terminated.
    private final Object termination = new Object();
    private int runState;
    // terminated is runState == TERMINATED, guarded by termination, for
    // awaitTermination, which must not take lock (tryTerminateLocked
    // holds lock and takes termination).
    private boolean terminated;
    // workerCount counts the workers that have not decided to exit.
    private int workerCount;
    private final HashSet<Worker> workers = new HashSet<>();
    private int largestPoolSize;
    // The tasks the workers completed, counted by the pool rather than by
    // each worker as the JDK does: the totals are the same, and two
    // states that differ only in which worker ran which task are alike.
    private long completedTaskCount;

    private final BlockingQueue<Runnable> workQueue;
    // waitsOnPool: the queue is one of the library's whose offer and poll
    // never block and whose poll finds any element queued, or a
    // SynchronousQueue; its tasks are offered and polled holding lock, and
    // idle workers wait on lock. Other queues (a delay queue, the
    // program's own) are waited on in their take, as the JDK does.
    private final boolean waitsOnPool;
    // handsOff: the queue is a SynchronousQueue, which holds no task;
    // execute hands a task to an idle worker through handoff instead.
    private final boolean handsOff;
    private final ArrayDeque<Runnable> handoff = new ArrayDeque<>();
    // idleCount counts the workers waiting on lock for a task.
    private int idleCount;
    private ThreadFactory threadFactory;
    private RejectedExecutionHandler handler;
    private long keepAliveTime;
    private boolean allowCoreThreadTimeOut;
    private int corePoolSize;
    private int maximumPoolSize;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    /** A worker: its thread and what it is doing. */
    private final class Worker implements Runnable {
        final Thread thread;
        Runnable firstTask;
        // idle: waiting for a task in getTask; running: has a task;
        // started: runWorker began; poolInterrupted: the pool
        // interrupted it while idle.
        boolean idle;
        boolean running;
        boolean started;
        boolean poolInterrupted;

        Worker(Runnable firstTask, ThreadFactory factory) {
            this.firstTask = firstTask;
            this.running = firstTask != null;
            this.thread = factory.newThread(this);
        }

        public void run() {
            runWorker(this);
        }
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(), defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory, defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(), handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory, RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0) {
            throw new IllegalArgumentException();
        }
        if (workQueue == null || threadFactory == null || handler == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        Class<?> q = workQueue.getClass();
        this.handsOff = q == SynchronousQueue.class;
        this.waitsOnPool = handsOff || q == LinkedBlockingQueue.class || q == ArrayBlockingQueue.class
                || q == LinkedBlockingDeque.class || q == PriorityBlockingQueue.class;
        this.keepAliveTime = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        if (!waitsOnPool) {
            if (addWorker(command, true)) {
                return;
            }
            executeQueued(command);
            return;
        }
        // The JDK's execute reads the worker count, then offers the task:
        // here one critical section either counts a core worker for the
        // task or queues it, so that a submission to a pool whose core
        // workers all run takes the pool's monitor once.
        ThreadFactory factory = null;
        int queued;
        synchronized (lock) {
            if (reserveWorker(command, true)) {
                factory = threadFactory;
                queued = -1;
            } else {
                queued = offerLocked(command);
            }
        }
        if (factory != null) {
            if (startWorker(command, factory)) {
                return;
            }
            // No thread for it (the factory gave none, or the pool
            // stopped): queue it, as the JDK does after addWorker fails.
            synchronized (lock) {
                queued = offerLocked(command);
            }
        }
        if (queued >= 0) {
            if (queued == 0) {
                addWorker(null, false);
            }
            return;
        }
        if (!addWorker(command, false)) {
            reject(command);
        }
    }

    /**
     * With lock held and waitsOnPool: queues the task (hands it to an idle
     * worker, for a SynchronousQueue) and wakes a worker; returns the
     * number of workers then (0: one must be added), or -1 if the pool
     * is not running or the queue refused the task.
     */
    private int offerLocked(Runnable command) {
        if (runState != RUNNING || !(handsOff ? handOff(command) : queueOffer(command))) {
            return -1;
        }
        if (handsOff) {
            lock.notify();
        } else {
            notifyFirst(lock);
        }
        return workerCount;
    }

    /** execute for a queue of the program's or a delay queue, as the JDK's. */
    private void executeQueued(Runnable command) {
        boolean running;
        synchronized (lock) {
            running = runState == RUNNING;
        }
        if (running && workQueue.offer(command)) {
            boolean reject;
            boolean none;
            synchronized (lock) {
                reject = runState != RUNNING;
                none = workerCount == 0;
            }
            if (reject && remove(command)) {
                reject(command);
            } else if (none) {
                addWorker(null, false);
            }
        } else if (!addWorker(command, false)) {
            reject(command);
        }
    }

    // With waitsOnPool, the calls of the work queue below are made holding
    // lock, and the queue is one of the library's, whose non-blocking
    // calls are linearizable: each call runs as an atomic section (jcheck's
    // natives), part of the transition that took lock, where the queue's
    // own lock and counter would make a dozen. Their operations still
    // count for dependency, so a thread that uses the queue directly
    // (getQueue) is ordered against each call as a whole.
    private static native void beginAtomic();

    private static native void endAtomic();

    // notifyFirst wakes the thread that has waited longest on the
    // monitor, as the condition the JDK's blocking queues wait on wakes
    // its first waiter: which idle worker a task wakes is no choice
    // (jcheck's natives).
    private static native void notifyFirst(Object monitor);

    private boolean queueOffer(Runnable r) {
        if (!waitsOnPool) {
            return workQueue.offer(r);
        }
        beginAtomic();
        try {
            return workQueue.offer(r);
        } finally {
            endAtomic();
        }
    }

    private Runnable queuePoll() {
        if (!waitsOnPool) {
            return workQueue.poll();
        }
        beginAtomic();
        try {
            return workQueue.poll();
        } finally {
            endAtomic();
        }
    }

    private boolean queueIsEmpty() {
        if (!waitsOnPool) {
            return workQueue.isEmpty();
        }
        return queueSize() == 0;
    }

    private int queueSize() {
        if (!waitsOnPool) {
            return workQueue.size();
        }
        beginAtomic();
        try {
            return workQueue.size();
        } finally {
            endAtomic();
        }
    }

    /**
     * With lock held, a SynchronousQueue's offer: the task goes to an
     * idle worker if one is waiting for a task and not handed one yet.
     */
    private boolean handOff(Runnable command) {
        if (idleCount <= handoff.size()) {
            return false;
        }
        handoff.add(command);
        return true;
    }

    /**
     * Starts a worker with firstTask if the state and the bound (core or
     * maximum pool size) allow it, as the JDK's addWorker.
     */
    private boolean addWorker(Runnable firstTask, boolean core) {
        ThreadFactory factory;
        synchronized (lock) {
            if (!reserveWorker(firstTask, core)) {
                return false;
            }
            factory = threadFactory;
        }
        return startWorker(firstTask, factory);
    }

    /**
     * With lock held: counts a new worker if the state and the bound
     * (core or maximum pool size) allow it, as the JDK's addWorker does
     * before it makes the thread.
     */
    private boolean reserveWorker(Runnable firstTask, boolean core) {
        if (runState >= STOP || runState == SHUTDOWN && (firstTask != null || queueIsEmpty())) {
            return false;
        }
        if (workerCount >= (core ? corePoolSize : maximumPoolSize)) {
            return false;
        }
        workerCount++;
        return true;
    }

    /**
     * Makes and starts the worker reserveWorker counted, or uncounts it
     * if the factory gives no thread or the pool stopped meanwhile.
     */
    private boolean startWorker(Runnable firstTask, ThreadFactory factory) {
        Worker w = null;
        boolean started = false;
        try {
            w = new Worker(firstTask, factory);
            Thread t = w.thread;
            if (t != null) {
                boolean added = false;
                synchronized (lock) {
                    if (runState == RUNNING || runState == SHUTDOWN && firstTask == null) {
                        if (t.getState() != Thread.State.NEW) {
                            throw new IllegalThreadStateException();
                        }
                        workers.add(w);
                        largestPoolSize = Math.max(largestPoolSize, workers.size());
                        added = true;
                    }
                }
                if (added) {
                    t.start();
                    started = true;
                }
            }
        } finally {
            if (!started) {
                synchronized (lock) {
                    if (w != null) {
                        workers.remove(w);
                    }
                    workerCount--;
                    tryTerminateLocked();
                }
            }
        }
        return started;
    }

    final void runWorker(Worker w) {
        w.started = true;
        Thread wt = Thread.currentThread();
        Runnable task = w.firstTask;
        w.firstTask = null;
        boolean completedAbruptly = true;
        try {
            while (task != null || (task = getTask(w)) != null) {
                beforeExecute(wt, task);
                try {
                    task.run();
                    afterExecute(task, null);
                } catch (Throwable ex) {
                    afterExecute(task, ex);
                    throw ex;
                }
                task = null;
            }
            completedAbruptly = false;
        } finally {
            if (completedAbruptly) {
                boolean replace;
                synchronized (lock) {
                    workerCount--;
                    replace = exitLocked(w);
                }
                if (replace) {
                    addWorker(null, false);
                }
            }
        }
    }

    /**
     * The worker's next task, or null once it has exited the pool, as the
     * JDK's getTask and processWorkerExit: it waits in the queue's take,
     * or its timed poll when the worker may time out. The bookkeeping of
     * the task it ran and the decision on the next are one critical
     * section.
     */
    private Runnable getTask(Worker w) {
        if (waitsOnPool) {
            return getTaskWaiting(w);
        }
        boolean timedOut = false;
        boolean interrupted = false;
        Runnable r = null;
        boolean replace;
        for (;;) {
            boolean timed;
            long nanos;
            boolean stopping;
            boolean clear;
            synchronized (lock) {
                if (w.running) {
                    completedTaskCount++;
                }
                w.idle = false;
                w.running = r != null;
                clear = w.poolInterrupted && !interrupted;
                w.poolInterrupted = false;
                stopping = runState >= STOP;
                if (r == null) {
                    timed = allowCoreThreadTimeOut || workerCount > corePoolSize;
                    if (runState >= STOP || runState == SHUTDOWN && queueIsEmpty()
                            || (workerCount > maximumPoolSize || timed && timedOut) && (workerCount > 1 || queueIsEmpty())) {
                        workerCount--;
                        replace = exitLocked(w);
                        break;
                    }
                    w.idle = true;
                    nanos = keepAliveTime;
                } else {
                    timed = false;
                    nanos = 0;
                }
            }
            if (r != null) {
                // A task runs interrupted only if the pool is stopping.
                if (stopping) {
                    Thread.currentThread().interrupt();
                } else if (clear) {
                    Thread.interrupted();
                }
                return r;
            }
            interrupted = false;
            try {
                r = timed ? workQueue.poll(nanos, TimeUnit.NANOSECONDS) : workQueue.take();
            } catch (InterruptedException retry) {
                interrupted = true;
            }
            timedOut = r == null && !interrupted;
        }
        if (replace) {
            addWorker(null, false);
        }
        return null;
    }

    /**
     * getTask for a queue the pool's monitor can stand in front of: the
     * worker polls the queue (or, for a SynchronousQueue, takes what
     * execute handed to the idle workers) holding lock and waits on lock
     * for execute to notify it of a task, or for a shutdown to notify it
     * to exit (no idle worker is interrupted). A task handed off is the
     * worker's already, as a SynchronousQueue's transfer is: it runs even
     * if the pool stops meanwhile (interrupted, as the JDK runs it).
     */
    private Runnable getTaskWaiting(Worker w) {
        boolean timedOut = false;
        boolean replace = false;
        synchronized (lock) {
            if (w.running) {
                completedTaskCount++;
                w.running = false;
            }
            for (;;) {
                Runnable r = handsOff ? handoff.poll() : null;
                if (r == null && runState < STOP && !(workerCount > maximumPoolSize && (workerCount > 1 || queueIsEmpty()))) {
                    r = queuePoll();
                }
                if (r != null) {
                    w.running = true;
                    if (runState >= STOP) {
                        Thread.currentThread().interrupt();
                    } else {
                        // A task does not inherit an interrupt.
                        Thread.interrupted();
                    }
                    return r;
                }
                boolean timed = allowCoreThreadTimeOut || workerCount > corePoolSize;
                if (runState == RUNNING && !(workerCount > maximumPoolSize || timed && timedOut && (workerCount > 1 || queueIsEmpty()))) {
                    w.idle = true;
                    idleCount++;
                    try {
                        if (timed) {
                            TimeUnit.NANOSECONDS.timedWait(lock, keepAliveTime);
                        } else {
                            lock.wait();
                        }
                        timedOut = timed;
                    } catch (InterruptedException retry) {
                        timedOut = false;
                    } finally {
                        w.idle = false;
                        idleCount--;
                    }
                    continue;
                }
                workerCount--;
                replace = exitLocked(w);
                break;
            }
        }
        if (replace) {
            addWorker(null, false);
        }
        return null;
    }

    /**
     * With lock held, a worker that no longer counts leaves the pool, as
     * in the JDK's processWorkerExit; it reports whether a new worker
     * should replace it (a task threw, or too few workers are left for
     * the tasks queued).
     */
    private boolean exitLocked(Worker w) {
        boolean abrupt = w.running;
        if (abrupt) {
            completedTaskCount++;
            w.running = false;
        }
        workers.remove(w);
        tryTerminateLocked();
        if (runState >= STOP || runState == SHUTDOWN && queueIsEmpty()) {
            return false;
        }
        if (abrupt) {
            return true;
        }
        int min = allowCoreThreadTimeOut ? 0 : corePoolSize;
        if (min == 0 && !queueIsEmpty()) {
            min = 1;
        }
        return workerCount < min;
    }

    final void tryTerminate() {
        synchronized (lock) {
            tryTerminateLocked();
        }
    }

    /** With lock held: terminate if shut down with nothing left to do. */
    private void tryTerminateLocked() {
        if (runState == RUNNING || runState >= TIDYING || runState == SHUTDOWN && !queueIsEmpty()) {
            return;
        }
        if (workerCount != 0) {
            interruptIdleWorkers(true);
            return;
        }
        runState = TIDYING;
        try {
            terminated();
        } finally {
            runState = TERMINATED;
            synchronized (termination) {
                terminated = true;
                termination.notifyAll();
            }
        }
    }

    /**
     * With lock held: wake the workers waiting for a task (interrupt
     * them, when they wait in the queue's take) so that they look at
     * the pool's state again.
     */
    private void interruptIdleWorkers(boolean onlyOne) {
        if (waitsOnPool) {
            lock.notifyAll();
            return;
        }
        for (Worker w : workers) {
            Thread t = w.thread;
            if (w.idle && !t.isInterrupted()) {
                w.poolInterrupted = true;
                t.interrupt();
            }
            if (onlyOne) {
                break;
            }
        }
    }

    public void shutdown() {
        synchronized (lock) {
            if (runState < SHUTDOWN) {
                runState = SHUTDOWN;
            }
            interruptIdleWorkers(false);
            onShutdown();
            tryTerminateLocked();
        }
    }

    public List<Runnable> shutdownNow() {
        ArrayList<Runnable> tasks = new ArrayList<>();
        synchronized (lock) {
            if (runState < STOP) {
                runState = STOP;
            }
            for (Worker w : workers) {
                Thread t = w.thread;
                if (w.started && !t.isInterrupted()) {
                    t.interrupt();
                }
            }
            workQueue.drainTo(tasks);
            if (!workQueue.isEmpty()) {
                for (Runnable r : workQueue.toArray(new Runnable[0])) {
                    if (workQueue.remove(r)) {
                        tasks.add(r);
                    }
                }
            }
            tryTerminateLocked();
        }
        return tasks;
    }

    public boolean isShutdown() {
        synchronized (lock) {
            return runState >= SHUTDOWN;
        }
    }

    boolean isStopped() {
        synchronized (lock) {
            return runState >= STOP;
        }
    }

    public boolean isTerminating() {
        synchronized (lock) {
            return runState >= SHUTDOWN && runState < TERMINATED;
        }
    }

    public boolean isTerminated() {
        synchronized (lock) {
            return runState == TERMINATED;
        }
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        synchronized (termination) {
            if (terminated) {
                return true;
            }
            if (nanos <= 0) {
                return false;
            }
            // Only termination notifies: a wait that ends without it
            // has timed out.
            TimeUnit.NANOSECONDS.timedWait(termination, nanos);
            return terminated;
        }
    }

    @Deprecated(since = "9")
    protected void finalize() {
    }

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            this.threadFactory = threadFactory;
        }
    }

    public ThreadFactory getThreadFactory() {
        synchronized (lock) {
            return threadFactory;
        }
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            this.handler = handler;
        }
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        synchronized (lock) {
            return handler;
        }
    }

    public void setCorePoolSize(int corePoolSize) {
        int k;
        synchronized (lock) {
            if (corePoolSize < 0 || maximumPoolSize < corePoolSize) {
                throw new IllegalArgumentException();
            }
            int delta = corePoolSize - this.corePoolSize;
            this.corePoolSize = corePoolSize;
            if (workerCount > corePoolSize) {
                interruptIdleWorkers(false);
                return;
            }
            k = delta > 0 ? Math.min(delta, queueSize()) : 0;
        }
        while (k-- > 0 && addWorker(null, true)) {
            if (workQueue.isEmpty()) {
                break;
            }
        }
    }

    public int getCorePoolSize() {
        synchronized (lock) {
            return corePoolSize;
        }
    }

    public boolean prestartCoreThread() {
        return addWorker(null, true);
    }

    void ensurePrestart() {
        if (!addWorker(null, true)) {
            boolean none;
            synchronized (lock) {
                none = workerCount == 0;
            }
            if (none) {
                addWorker(null, false);
            }
        }
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        while (addWorker(null, true)) {
            ++n;
        }
        return n;
    }

    public boolean allowsCoreThreadTimeOut() {
        synchronized (lock) {
            return allowCoreThreadTimeOut;
        }
    }

    public void allowCoreThreadTimeOut(boolean value) {
        synchronized (lock) {
            if (value && keepAliveTime <= 0) {
                throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
            }
            if (value != allowCoreThreadTimeOut) {
                allowCoreThreadTimeOut = value;
                if (value) {
                    interruptIdleWorkers(false);
                }
            }
        }
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        synchronized (lock) {
            if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize) {
                throw new IllegalArgumentException();
            }
            this.maximumPoolSize = maximumPoolSize;
            if (workerCount > maximumPoolSize) {
                interruptIdleWorkers(false);
            }
        }
    }

    public int getMaximumPoolSize() {
        synchronized (lock) {
            return maximumPoolSize;
        }
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        long keepAliveTime = unit.toNanos(time);
        synchronized (lock) {
            if (time < 0) {
                throw new IllegalArgumentException();
            }
            if (time == 0 && allowCoreThreadTimeOut) {
                throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
            }
            long delta = keepAliveTime - this.keepAliveTime;
            this.keepAliveTime = keepAliveTime;
            if (delta < 0) {
                interruptIdleWorkers(false);
            }
        }
    }

    public long getKeepAliveTime(TimeUnit unit) {
        long nanos;
        synchronized (lock) {
            nanos = keepAliveTime;
        }
        return unit.convert(nanos, TimeUnit.NANOSECONDS);
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean removed = workQueue.remove(task);
        tryTerminate();
        return removed;
    }

    public void purge() {
        for (Object r : workQueue.toArray()) {
            if (r instanceof Future<?> && ((Future<?>) r).isCancelled()) {
                workQueue.remove(r);
            }
        }
        tryTerminate();
    }

    public int getPoolSize() {
        synchronized (lock) {
            return runState >= TIDYING ? 0 : workers.size();
        }
    }

    public int getActiveCount() {
        synchronized (lock) {
            int n = 0;
            for (Worker w : workers) {
                if (w.running) {
                    ++n;
                }
            }
            return n;
        }
    }

    public int getLargestPoolSize() {
        synchronized (lock) {
            return largestPoolSize;
        }
    }

    public long getTaskCount() {
        synchronized (lock) {
            long n = completedTaskCount;
            for (Worker w : workers) {
                if (w.running) {
                    ++n;
                }
            }
            return n + queueSize();
        }
    }

    public long getCompletedTaskCount() {
        synchronized (lock) {
            return completedTaskCount;
        }
    }

    public String toString() {
        long ncompleted;
        int nworkers;
        int nactive;
        String state;
        synchronized (lock) {
            ncompleted = completedTaskCount;
            nactive = 0;
            nworkers = workers.size();
            for (Worker w : workers) {
                if (w.running) {
                    ++nactive;
                }
            }
            state = runState < SHUTDOWN ? "Running" : runState == TERMINATED ? "Terminated" : "Shutting down";
        }
        return super.toString() + "[" + state + ", pool size = " + nworkers + ", active threads = " + nactive
                + ", queued tasks = " + workQueue.size() + ", completed tasks = " + ncompleted + "]";
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    void onShutdown() {
    }

    final void reject(Runnable command) {
        RejectedExecutionHandler h;
        synchronized (lock) {
            h = handler;
        }
        h.rejectedExecution(command, this);
    }

    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                r.run();
            }
        }
    }

    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from " + e.toString());
        }
    }

    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
