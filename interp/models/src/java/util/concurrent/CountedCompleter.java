/*
 * jcheck's model of java.util.concurrent.CountedCompleter (see
 * ForkJoinTask.java), with the JDK 17 class's API and behaviour: a task
 * completes when its pending count is zero at tryComplete, then its
 * completer's count is decremented, up to the root; a failure goes up to
 * the completers whose onExceptionalCompletion lets it. The pending
 * count, which the JDK changes by compare-and-set, is guarded by the
 * task's monitor.
 */
package java.util.concurrent;

public abstract class CountedCompleter<T> extends ForkJoinTask<T> {
    private static final long serialVersionUID = 5232453752276485070L;

    final CountedCompleter<?> completer;
    // Guarded by the task's monitor.
    private int pending;

    protected CountedCompleter(CountedCompleter<?> completer, int initialPendingCount) {
        this.completer = completer;
        this.pending = initialPendingCount;
    }

    protected CountedCompleter(CountedCompleter<?> completer) {
        this.completer = completer;
    }

    protected CountedCompleter() {
        this.completer = null;
    }

    public abstract void compute();

    public void onCompletion(CountedCompleter<?> caller) {
    }

    public boolean onExceptionalCompletion(Throwable ex, CountedCompleter<?> caller) {
        return true;
    }

    public final CountedCompleter<?> getCompleter() {
        return completer;
    }

    public final synchronized int getPendingCount() {
        return pending;
    }

    public final synchronized void setPendingCount(int count) {
        pending = count;
    }

    public final synchronized void addToPendingCount(int delta) {
        pending += delta;
    }

    public final synchronized boolean compareAndSetPendingCount(int expected, int count) {
        if (pending != expected) {
            return false;
        }
        pending = count;
        return true;
    }

    public final synchronized int decrementPendingCountUnlessZero() {
        int c = pending;
        if (c != 0) {
            pending = c - 1;
        }
        return c;
    }

    /** Decrements a non-zero pending count: false if it was zero. */
    private synchronized boolean tryDecrement() {
        if (pending == 0) {
            return false;
        }
        pending--;
        return true;
    }

    public final CountedCompleter<?> getRoot() {
        CountedCompleter<?> a = this;
        for (CountedCompleter<?> p; (p = a.completer) != null;) {
            a = p;
        }
        return a;
    }

    /** Whether root is this task or among its completers. */
    final boolean hasCompleter(CountedCompleter<?> root) {
        for (CountedCompleter<?> a = this; a != null; a = a.completer) {
            if (a == root) {
                return true;
            }
        }
        return false;
    }

    public final void tryComplete() {
        CountedCompleter<?> a = this;
        CountedCompleter<?> s = a;
        for (;;) {
            if (!a.tryDecrement()) {
                a.onCompletion(s);
                if ((a = (s = a).completer) == null) {
                    s.quietlyComplete();
                    return;
                }
            } else {
                return;
            }
        }
    }

    public final void propagateCompletion() {
        CountedCompleter<?> a = this;
        CountedCompleter<?> s;
        for (;;) {
            if (!a.tryDecrement()) {
                if ((a = (s = a).completer) == null) {
                    s.quietlyComplete();
                    return;
                }
            } else {
                return;
            }
        }
    }

    public void complete(T rawResult) {
        setRawResult(rawResult);
        onCompletion(this);
        quietlyComplete();
        CountedCompleter<?> p = completer;
        if (p != null) {
            p.tryComplete();
        }
    }

    public final CountedCompleter<?> firstComplete() {
        return tryDecrement() ? null : this;
    }

    public final CountedCompleter<?> nextComplete() {
        CountedCompleter<?> p = completer;
        if (p != null) {
            return p.firstComplete();
        }
        quietlyComplete();
        return null;
    }

    public final void quietlyCompleteRoot() {
        getRoot().quietlyComplete();
    }

    public final void helpComplete(int maxTasks) {
        if (maxTasks > 0 && !isDone()) {
            ForkJoinPool.helpingPool().helpComplete(this, maxTasks);
        }
    }

    /** A failure goes up while onExceptionalCompletion lets it. */
    final void internalPropagateException(Throwable ex) {
        CountedCompleter<?> a = this;
        CountedCompleter<?> s = a;
        while (a.onExceptionalCompletion(ex, s) && (a = (s = a).completer) != null && a.trySetException(ex)) {
        }
    }

    protected final boolean exec() {
        compute();
        return false;
    }

    public T getRawResult() {
        return null;
    }

    protected void setRawResult(T t) {
    }
}
