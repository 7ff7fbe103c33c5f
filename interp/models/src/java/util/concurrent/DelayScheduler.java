/*
 * jcheck's model of JDK 25's java.util.concurrent.DelayScheduler, loaded
 * with the models of ForkJoinPool and ForkJoinTask: the daemon thread a
 * pool starts when a task is first scheduled on it, named after the pool
 * (ForkJoinPool-1-delayScheduler, ForkJoinPool.commonPool-delayScheduler),
 * which hands each delayed task to the pool once its delay has elapsed,
 * or runs it itself if it is one of the pool's own immediate tasks
 * (CompletableFuture's timeouts and delayed executors, submitWithTimeout's
 * timeout action). What it keeps of the JDK's: the shutdown policies of
 * ScheduledThreadPoolExecutor (at shutdown, periodic tasks are cancelled
 * and one-shot tasks still run, unless cancelDelayedTasksOnShutdown; the
 * pool terminates once they are done; shutdownNow cancels them all), a
 * periodic task scheduled again after each run at a fixed rate or with a
 * fixed delay until it is cancelled, fails or the pool shuts down. What
 * differs is how it keeps its tasks: the JDK's keeps a 4-ary heap in its
 * loop's local variables and takes additions and cancellations from a
 * lock-free stack, parking until the first task is due; here the
 * delayed tasks are a list in trigger order guarded by the scheduler's
 * monitor, on which it waits (timed, until the first is due), and a
 * cancelled task leaves the list at once.
 */
package java.util.concurrent;

import java.util.ArrayList;

final class DelayScheduler extends Thread {
    // The pool's run states, as the pool tells them (ForkJoinPool's).
    static final int RUNNING = 0;
    static final int SHUTDOWN = 1;
    static final int STOP = 2;

    private final ForkJoinPool pool;

    // Guarded by the scheduler's monitor: the delayed tasks, earliest
    // trigger time first (in the order scheduled among equal ones); the
    // pool's run state as the pool last told it; whether anything changed
    // since the scheduler last looked (then it does not wait);
    // cancelDelayedTasksOnShutdown's policy; whether the scheduler has
    // ended (it takes no more tasks); how many tasks were delayed when it
    // last went to wait (the JDK's getDelayedTaskCount); whether a task
    // taken from the list is being handed over (a shut-down pool may not
    // stop before it is queued or run, as the JDK's may not while its
    // scheduler is active).
    private final ArrayList<ScheduledForkJoinTask<?>> delayed = new ArrayList<>();
    private int restingSize;
    private boolean handingOver;
    private int poolState;
    private boolean changed;
    private boolean cancelOnShutdown;
    private boolean ended;

    DelayScheduler(ForkJoinPool pool, String name) {
        super(name);
        setDaemon(true);
        this.pool = pool;
    }

    /**
     * Adds a task to wait for its trigger time; false if the scheduler has
     * ended, or the pool no longer runs periodic tasks and t is one.
     */
    final synchronized boolean pend(ScheduledForkJoinTask<?> t) {
        if (ended || (t.nextDelay != 0L && poolState != RUNNING)) {
            return false;
        }
        if (t.isDone()) {
            return true; // cancelled before it was scheduled
        }
        int i = delayed.size();
        while (i > 0 && delayed.get(i - 1).when - t.when > 0L) {
            i--;
        }
        delayed.add(i, t);
        if (i == 0) {
            changedLocked(); // the scheduler waits for a later time, or none
        }
        return true;
    }

    /**
     * Removes a cancelled task; true if the pool, shut down, may now
     * terminate for it. The scheduler is not woken: if it waits for this
     * task's time, it finds nothing due then and waits again.
     */
    final synchronized boolean remove(ScheduledForkJoinTask<?> t) {
        return delayed.remove(t) && poolState == SHUTDOWN && delayed.isEmpty();
    }

    /** The pool's run state changed (called with the pool's lock held). */
    final synchronized void poolState(int state) {
        if (state != poolState) {
            poolState = state;
            changedLocked();
        }
    }

    final synchronized void cancelDelayedTasksOnShutdown() {
        cancelOnShutdown = true;
        changedLocked();
    }

    /** Whether no delayed task keeps a shut-down pool from stopping. */
    final synchronized boolean canShutDown() {
        return delayed.isEmpty() && !handingOver;
    }

    final synchronized boolean hasEnded() {
        return ended;
    }

    /**
     * The number of delayed tasks as of the scheduler's last wait, as the
     * JDK's lastStableSize: a task just scheduled counts once the
     * scheduler has seen it.
     */
    final synchronized int lastStableSize() {
        return ended ? 0 : restingSize;
    }

    private void changedLocked() {
        changed = true;
        notify();
    }

    public void run() {
        try {
            loop();
        } finally {
            ArrayList<ScheduledForkJoinTask<?>> left;
            synchronized (this) {
                ended = true;
                left = new ArrayList<>(delayed);
                delayed.clear();
            }
            for (ScheduledForkJoinTask<?> t : left) {
                t.trySetCancelled();
            }
            pool.tryTerminate();
        }
    }

    /**
     * Until the pool stops: cancels the tasks the pool's shutdown
     * disables, hands over (or runs) each task when it is due, and
     * otherwise waits for a change or, timed, for the first task's
     * trigger time.
     */
    private void loop() {
        for (;;) {
            ScheduledForkJoinTask<?> due = null;
            ArrayList<ScheduledForkJoinTask<?>> cancelled = null;
            boolean mayStop = false; // the pool, shut down, may stop now
            synchronized (this) {
                boolean handedOver = handingOver;
                handingOver = false;
                if (poolState >= STOP) {
                    return;
                }
                if (poolState == SHUTDOWN) {
                    cancelled = removeAtShutdownLocked();
                    mayStop = cancelled != null || handedOver && delayed.isEmpty();
                }
                if (!mayStop) {
                    long left = delayed.isEmpty() ? 0L : delayed.get(0).when - System.nanoTime();
                    if (!delayed.isEmpty() && left <= 0L) {
                        due = delayed.remove(0);
                        handingOver = true;
                    } else if (!changed) {
                        restingSize = delayed.size();
                        try {
                            if (delayed.isEmpty()) {
                                wait();
                            } else {
                                TimeUnit.NANOSECONDS.timedWait(this, left);
                            }
                        } catch (InterruptedException ie) {
                            // The scheduler ignores interrupts, as the JDK's.
                        }
                    }
                }
                changed = false;
            }
            if (mayStop) {
                if (cancelled != null) {
                    for (ScheduledForkJoinTask<?> t : cancelled) {
                        t.trySetCancelled();
                    }
                }
                pool.tryTerminate();
            } else if (due != null) {
                if (due.isImmediate) {
                    due.doExec();
                } else {
                    try {
                        pool.executeEnabledScheduledTask(due);
                    } catch (Error | RuntimeException ex) {
                        due.trySetCancelled();
                    }
                }
            }
        }
    }

    /**
     * With the monitor held, the pool shut down: removes the periodic
     * tasks, and all if cancelDelayedTasksOnShutdown; null if none.
     */
    private ArrayList<ScheduledForkJoinTask<?>> removeAtShutdownLocked() {
        ArrayList<ScheduledForkJoinTask<?>> removed = null;
        for (int i = delayed.size() - 1; i >= 0; i--) {
            ScheduledForkJoinTask<?> t = delayed.get(i);
            if (cancelOnShutdown || t.nextDelay != 0L) {
                if (removed == null) {
                    removed = new ArrayList<>();
                }
                removed.add(0, delayed.remove(i));
            }
        }
        return removed;
    }

    /**
     * A task of a pool's scheduling methods (and of CompletableFuture's
     * timeouts, run by the scheduler itself: isImmediate). It is done
     * once it ran, unless periodic (nextDelay: 0, once; above 0, at a
     * fixed rate; below 0, with a fixed delay), when it is scheduled
     * again after each run that did not fail or see the pool shut down.
     */
    static final class ScheduledForkJoinTask<T> extends ForkJoinTask.InterruptibleTask<T> implements ScheduledFuture<T> {
        private static final long serialVersionUID = 2838392045355241008L;
        private ForkJoinPool pool; // null once no longer scheduled
        // The scheduler that took the task (written before the task can
        // be run or cancelled through it).
        DelayScheduler scheduler;
        private Runnable runnable; // at most one of runnable and callable
        private Callable<? extends T> callable;
        long when; // System.nanoTime's trigger time
        final long nextDelay;
        final boolean isImmediate;

        ScheduledForkJoinTask(long delay, long nextDelay, boolean isImmediate, Runnable runnable, Callable<T> callable,
                ForkJoinPool pool) {
            this.when = System.nanoTime() + Math.max(delay, 0L);
            this.nextDelay = nextDelay;
            this.isImmediate = isImmediate;
            this.runnable = runnable;
            this.callable = callable;
            this.pool = pool;
        }

        /** Schedules the task on its pool (the JDK's public relay). */
        public void schedule() {
            ForkJoinPool p = pool;
            if (p != null) {
                p.scheduleDelayedTask(this);
            }
        }

        final Object adaptee() {
            return runnable != null ? runnable : callable;
        }

        final T compute() throws Exception {
            Runnable r = runnable;
            Callable<? extends T> c = callable;
            if (r != null) {
                r.run();
                return null;
            }
            return c != null ? c.call() : null;
        }

        /** After a run: a periodic task that may run again is scheduled again. */
        final boolean postExec() {
            DelayScheduler ds = scheduler;
            if (nextDelay != 0L && !isDone() && pool != null && ds != null) {
                when = nextDelay < 0L ? System.nanoTime() - nextDelay : when + nextDelay;
                if (ds.pend(this)) {
                    return false;
                }
                trySetCancelled();
            }
            pool = null;
            runnable = null;
            callable = null;
            return true;
        }

        public final boolean cancel(boolean mayInterruptIfRunning) {
            if (!tryCancel(mayInterruptIfRunning)) {
                return isCancelled();
            }
            ForkJoinPool p = pool;
            DelayScheduler ds = scheduler;
            if (p != null && ds != null && ds.remove(this)) {
                p.tryTerminate();
            }
            return true;
        }

        public final long getDelay(TimeUnit unit) {
            return unit.convert(when - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        public int compareTo(Delayed other) {
            long diff = other instanceof ScheduledForkJoinTask<?> ? when - ((ScheduledForkJoinTask<?>) other).when
                    : getDelay(TimeUnit.NANOSECONDS) - other.getDelay(TimeUnit.NANOSECONDS);
            return diff < 0 ? -1 : diff > 0 ? 1 : 0;
        }
    }
}
