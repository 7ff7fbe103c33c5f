/*
 * jcheck's model of java.util.concurrent.ForkJoinWorkerThread (see
 * ForkJoinTask.java): a daemon thread named by its pool, with the pool's
 * uncaught exception handler, that runs the pool's tasks.
 */
package java.util.concurrent;

public class ForkJoinWorkerThread extends Thread {
    final ForkJoinPool pool;
    // Guarded by the pool's lock: registered with the pool, its index
    // there, running a task.
    boolean registered;
    int index;
    boolean running;

    /**
     * The JDK's constructor: useSystemClassLoader gives the default
     * factory's workers the system class loader as their context class
     * loader; clearThreadLocals (the JDK's innocuous workers') only tells
     * this constructor from JDK 19's protected one, as the model clears
     * no thread locals.
     */
    ForkJoinWorkerThread(ThreadGroup group, ForkJoinPool pool, boolean useSystemClassLoader, boolean clearThreadLocals) {
        super(group, null, pool.nextWorkerThreadName(), 0L);
        this.pool = pool;
        Thread.UncaughtExceptionHandler h = pool.handler();
        setDaemon(true);
        if (h != null) {
            setUncaughtExceptionHandler(h);
        }
        if (useSystemClassLoader) {
            useSystemClassLoader();
        }
    }

    /** Makes the system class loader this thread's context class loader. */
    private native void useSystemClassLoader();

    protected ForkJoinWorkerThread(ThreadGroup group, ForkJoinPool pool, boolean preserveThreadLocals) {
        this(group, pool, false, !preserveThreadLocals);
    }

    protected ForkJoinWorkerThread(ForkJoinPool pool) {
        this(null, pool, false, false);
    }

    public ForkJoinPool getPool() {
        return pool;
    }

    /** JDK 20's count of the tasks this worker queued that wait to run. */
    public int getQueuedTaskCount() {
        return pool.queuedBy(this);
    }

    public int getPoolIndex() {
        return index;
    }

    protected void onStart() {
    }

    protected void onTermination(Throwable exception) {
    }

    public void run() {
        Throwable exception = null;
        try {
            onStart();
            pool.runWorker(this);
        } catch (Throwable ex) {
            exception = ex;
        } finally {
            try {
                onTermination(exception);
            } catch (Throwable ex) {
                if (exception == null) {
                    exception = ex;
                }
            } finally {
                pool.deregisterWorker(this, exception);
            }
        }
    }

    /**
     * Whether the current thread is a worker whose pool has tasks queued
     * (JDK 25's LinkedTransferQueue and Exchanger ask before they spin).
     */
    static boolean hasKnownQueuedWork() {
        Thread t = Thread.currentThread();
        return t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).pool.hasQueuedTasks();
    }
}
