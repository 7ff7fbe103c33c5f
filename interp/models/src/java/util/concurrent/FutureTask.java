/*
 * jcheck's model of java.util.concurrent.FutureTask, loaded in place of
 * the class library's (interp/models). It has the JDK 17 class's API and
 * behaviour: the states a task goes through (new, completing, normal,
 * exceptional, cancelled, interrupting, interrupted), run and runAndReset
 * running the callable at most once at a time, cancel interrupting the
 * runner when asked, done called once the task is complete, get waiting
 * for completion (interruptibly, with or without a timeout) and
 * reporting the result, the exception or the cancellation. The JDK keeps
 * the state in a volatile word changed by compare-and-set and parks the
 * threads waiting for the result on a lock-free stack, so that running a
 * task and getting its result are tens of visible operations; here the
 * state is guarded by one private monitor, and a task is run with two
 * critical sections and waited for with one.
 */
package java.util.concurrent;

public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int COMPLETING = 1;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTING = 5;
    private static final int INTERRUPTED = 6;

    // Guarded by lock; get waits on it for completion.
    private final Object lock = new Object();
    private int state;
    private Callable<V> callable;
    private Object outcome;
    private Thread runner;

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
    }

    @SuppressWarnings("unchecked")
    private V report(int s, Object x) throws ExecutionException {
        if (s == NORMAL) {
            return (V) x;
        }
        if (s >= CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) x);
    }

    public boolean isCancelled() {
        synchronized (lock) {
            return state >= CANCELLED;
        }
    }

    public boolean isDone() {
        synchronized (lock) {
            return state != NEW;
        }
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        synchronized (lock) {
            if (state != NEW) {
                return false;
            }
            if (mayInterruptIfRunning) {
                state = INTERRUPTING;
                try {
                    if (runner != null) {
                        runner.interrupt();
                    }
                } finally {
                    state = INTERRUPTED;
                }
            } else {
                state = CANCELLED;
            }
            lock.notifyAll();
        }
        finishCompletion();
        return true;
    }

    public V get() throws InterruptedException, ExecutionException {
        int s;
        Object x;
        synchronized (lock) {
            while (state <= COMPLETING) {
                lock.wait();
            }
            s = state;
            x = outcome;
        }
        return report(s, x);
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        long nanos = unit.toNanos(timeout);
        int s;
        Object x;
        synchronized (lock) {
            if (state <= COMPLETING && nanos > 0) {
                // Only completion notifies: a wait that ends without it
                // has timed out.
                TimeUnit.NANOSECONDS.timedWait(lock, nanos);
            }
            s = state;
            x = outcome;
        }
        if (s <= COMPLETING) {
            throw new TimeoutException();
        }
        return report(s, x);
    }

    protected void done() {
    }

    protected void set(V v) {
        complete(NORMAL, v);
    }

    protected void setException(Throwable t) {
        complete(EXCEPTIONAL, t);
    }

    /** Completes a new task with the state and outcome given. */
    private void complete(int s, Object x) {
        synchronized (lock) {
            if (state != NEW) {
                return;
            }
            state = s;
            outcome = x;
            if (runner == Thread.currentThread()) {
                runner = null;
            }
            lock.notifyAll();
        }
        finishCompletion();
    }

    /** Once complete: done, then the callable is let go. */
    private void finishCompletion() {
        done();
        callable = null;
    }

    public void run() {
        Callable<V> c;
        synchronized (lock) {
            if (state != NEW || runner != null) {
                return;
            }
            runner = Thread.currentThread();
            c = callable;
        }
        try {
            if (c != null) {
                V result;
                boolean ran;
                try {
                    result = c.call();
                    ran = true;
                } catch (Throwable ex) {
                    result = null;
                    ran = false;
                    setException(ex);
                }
                if (ran) {
                    set(result);
                }
            }
        } finally {
            finishRun();
        }
    }

    protected boolean runAndReset() {
        Callable<V> c;
        synchronized (lock) {
            if (state != NEW || runner != null) {
                return false;
            }
            runner = Thread.currentThread();
            c = callable;
        }
        boolean ran = false;
        try {
            if (c != null) {
                try {
                    c.call(); // don't set result
                    ran = true;
                } catch (Throwable ex) {
                    setException(ex);
                }
            }
        } finally {
            finishRun();
        }
        synchronized (lock) {
            return ran && state == NEW;
        }
    }

    /**
     * The end of run: the runner is let go, if set or setException did
     * not (only the runner writes the field, so it reads it without the
     * lock). A cancel interrupts the runner within its critical section,
     * so no interrupt is in flight here.
     */
    private void finishRun() {
        if (runner == Thread.currentThread()) {
            synchronized (lock) {
                runner = null;
            }
        }
    }

    public String toString() {
        final String status;
        synchronized (lock) {
            switch (state) {
            case NORMAL:
                status = "[Completed normally]";
                break;
            case EXCEPTIONAL:
                status = "[Completed exceptionally: " + outcome + "]";
                break;
            case CANCELLED:
            case INTERRUPTING:
            case INTERRUPTED:
                status = "[Cancelled]";
                break;
            default:
                final Callable<?> callable = this.callable;
                status = (callable == null) ? "[Incomplete]" : "[Not completed, task = " + callable + "]";
            }
        }
        return super.toString() + status;
    }
}
