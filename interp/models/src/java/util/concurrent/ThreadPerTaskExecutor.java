/*
 * jcheck's model of java.util.concurrent.ThreadPerTaskExecutor (JDK 21
 * and later: Executors.newThreadPerTaskExecutor and
 * newVirtualThreadPerTaskExecutor), loaded in place of the class
 * library's (interp/models). It has the JDK's behaviour: each task runs
 * in a new thread of the factory; submit returns a future bound to that
 * thread; shutdown lets the threads finish and the executor terminates
 * when the last one has; shutdownNow interrupts them; close shuts down
 * and waits for termination, interrupting the threads once if it is
 * interrupted itself, and keeps the interrupt; invokeAll and invokeAny
 * (the first result wins, the other threads are interrupted). The JDK
 * keeps the executor's state in a volatile word changed by
 * compare-and-set, its threads in a concurrent set and its termination in
 * a latch, each access a visible operation of every submission and every
 * task's end, and invokeAny waits by parking; here they are guarded by
 * one private monitor, and a task's start and end are a critical section
 * each. What differs: the executor is not a thread container of the
 * JDK's thread dumps, and its threads start in the root container.
 */
package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

class ThreadPerTaskExecutor implements ExecutorService {
    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int TERMINATED = 2;

    private final ThreadFactory factory;
    // Guards threads and state; close and awaitTermination wait on it
    // for termination, which alone notifies it.
    private final Object lock = new Object();
    private final Set<Thread> threads = new LinkedHashSet<>();
    private int state;

    private ThreadPerTaskExecutor(ThreadFactory factory) {
        this.factory = Objects.requireNonNull(factory);
    }

    static ThreadPerTaskExecutor create(ThreadFactory factory) {
        return new ThreadPerTaskExecutor(factory);
    }

    /** With lock held: terminates a shut-down executor whose threads all ended. */
    private void tryTerminateLocked() {
        if (state == SHUTDOWN && threads.isEmpty()) {
            state = TERMINATED;
            lock.notifyAll();
        }
    }

    /** With lock held: shuts down, and interrupts the threads if asked. */
    private void shutdownLocked(boolean interruptThreads) {
        if (state == RUNNING) {
            state = SHUTDOWN;
            tryTerminateLocked();
        }
        if (interruptThreads) {
            for (Thread t : threads) {
                t.interrupt();
            }
        }
    }

    @Override
    public void shutdown() {
        synchronized (lock) {
            shutdownLocked(false);
        }
    }

    @Override
    public List<Runnable> shutdownNow() {
        synchronized (lock) {
            if (state != TERMINATED) {
                shutdownLocked(true);
            }
        }
        return List.of();
    }

    @Override
    public boolean isShutdown() {
        synchronized (lock) {
            return state >= SHUTDOWN;
        }
    }

    @Override
    public boolean isTerminated() {
        synchronized (lock) {
            return state >= TERMINATED;
        }
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        synchronized (lock) {
            if (state == TERMINATED) {
                return true;
            }
            if (nanos > 0) {
                TimeUnit.NANOSECONDS.timedWait(lock, nanos);
            }
            return state == TERMINATED;
        }
    }

    // ExecutorService.close (JDK 19 and later; the model compiles against
    // JDK 17).
    public void close() {
        boolean interrupted = false;
        synchronized (lock) {
            if (state == TERMINATED) {
                return;
            }
            shutdownLocked(false);
            while (state != TERMINATED) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    if (!interrupted) {
                        shutdownLocked(true);
                        interrupted = true;
                    }
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private Thread newThread(Runnable task) {
        Thread thread = factory.newThread(task);
        if (thread == null) {
            throw new RejectedExecutionException();
        }
        return thread;
    }

    private void taskComplete(Thread thread) {
        synchronized (lock) {
            threads.remove(thread);
            tryTerminateLocked();
        }
    }

    private void ensureNotShutdown() {
        synchronized (lock) {
            if (state >= SHUTDOWN) {
                throw new RejectedExecutionException();
            }
        }
    }

    private void start(Thread thread) {
        synchronized (lock) {
            if (state != RUNNING) {
                throw new RejectedExecutionException();
            }
            threads.add(thread);
        }
        boolean started = false;
        try {
            thread.start();
            started = true;
        } finally {
            if (!started) {
                taskComplete(thread);
            }
        }
    }

    private Thread start(Runnable task) {
        Objects.requireNonNull(task);
        ensureNotShutdown();
        Thread thread = newThread(new TaskRunner(this, task));
        start(thread);
        return thread;
    }

    @Override
    public void execute(Runnable task) {
        start(task);
    }

    @Override
    public <T> Future<T> submit(Callable<T> task) {
        Objects.requireNonNull(task);
        ensureNotShutdown();
        ThreadBoundFuture<T> future = new ThreadBoundFuture<>(this, task);
        start(future.thread);
        return future;
    }

    @Override
    public Future<?> submit(Runnable task) {
        return submit(Executors.callable(task));
    }

    @Override
    public <T> Future<T> submit(Runnable task, T result) {
        return submit(Executors.callable(task, result));
    }

    private static final class TaskRunner implements Runnable {
        final ThreadPerTaskExecutor executor;
        final Runnable task;

        TaskRunner(ThreadPerTaskExecutor executor, Runnable task) {
            this.executor = executor;
            this.task = task;
        }

        @Override
        public void run() {
            try {
                task.run();
            } finally {
                executor.taskComplete(Thread.currentThread());
            }
        }
    }

    private static final class ThreadBoundFuture<T> extends FutureTask<T> implements Runnable {
        final ThreadPerTaskExecutor executor;
        final Thread thread;

        ThreadBoundFuture(ThreadPerTaskExecutor executor, Callable<T> task) {
            super(task);
            this.executor = executor;
            this.thread = executor.newThread(this);
        }

        @Override
        public void run() {
            try {
                super.run();
            } finally {
                executor.taskComplete(thread);
            }
        }
    }

    @Override
    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException {
        return invokeAll(tasks, false, 0L);
    }

    @Override
    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException {
        Objects.requireNonNull(tasks);
        return invokeAll(tasks, true, unit.toNanos(timeout));
    }

    private <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks, boolean timed, long nanos)
            throws InterruptedException {
        Objects.requireNonNull(tasks);
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        List<Future<T>> futures = new ArrayList<>();
        int j = 0;
        try {
            for (Callable<T> t : tasks) {
                futures.add(submit(t));
            }
            for (int size = futures.size(); j < size; j++) {
                Future<T> f = futures.get(j);
                if (!f.isDone()) {
                    try {
                        if (timed) {
                            f.get(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                        } else {
                            f.get();
                        }
                    } catch (TimeoutException e) {
                        break;
                    } catch (ExecutionException | CancellationException ignore) {
                    }
                }
            }
            return futures;
        } finally {
            cancelAll(futures, j);
        }
    }

    private <T> void cancelAll(List<Future<T>> futures, int j) {
        for (int size = futures.size(); j < size; j++) {
            futures.get(j).cancel(true);
        }
    }

    @Override
    public <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException {
        try {
            return invokeAny(tasks, false, 0L);
        } catch (TimeoutException e) {
            throw new InternalError(e);
        }
    }

    @Override
    public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        Objects.requireNonNull(unit);
        return invokeAny(tasks, true, unit.toNanos(timeout));
    }

    /** invokeAny's outcome: the first result, or the failures so far. */
    private static final class AnyResult {
        boolean done;
        Object result;
        Throwable firstException;
        int exceptionCount;
    }

    @SuppressWarnings("unchecked")
    private <T> T invokeAny(Collection<? extends Callable<T>> tasks, boolean timed, long nanos)
            throws InterruptedException, ExecutionException, TimeoutException {
        int size = tasks.size();
        if (size == 0) {
            throw new IllegalArgumentException("'tasks' is empty");
        }
        AnyResult any = new AnyResult();
        List<Thread> threadList = new ArrayList<>(size);
        try {
            int count = 0;
            for (Callable<T> task : tasks) {
                if (count >= size) {
                    break;
                }
                Objects.requireNonNull(task);
                threadList.add(start(() -> {
                    Object r = null;
                    Throwable x = null;
                    try {
                        r = task.call();
                    } catch (Throwable e) {
                        x = e;
                    }
                    synchronized (any) {
                        if (!any.done) {
                            if (x == null) {
                                any.done = true;
                                any.result = r;
                            } else {
                                if (any.firstException == null) {
                                    any.firstException = x;
                                }
                                any.exceptionCount++;
                            }
                            any.notifyAll();
                        }
                    }
                }));
                count++;
            }
            if (count == 0) {
                throw new IllegalArgumentException("'tasks' is empty");
            }
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            synchronized (any) {
                long deadline = timed ? System.nanoTime() + nanos : 0L;
                while (!any.done && any.exceptionCount < count) {
                    if (!timed) {
                        any.wait();
                        continue;
                    }
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        throw new TimeoutException();
                    }
                    TimeUnit.NANOSECONDS.timedWait(any, left);
                }
                if (any.done) {
                    return (T) any.result;
                }
                throw new ExecutionException(any.firstException);
            }
        } finally {
            for (Thread t : threadList) {
                if (t.isAlive()) {
                    t.interrupt();
                }
            }
        }
    }
}
