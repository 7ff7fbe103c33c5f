/*
 * jcheck's own (interp/models), not a class of the JDK's: a thread that
 * waits for a partner to hand it something, as the models of Exchanger
 * and SynchronousQueue have their waiting threads. The thread waits on
 * the node's own monitor, which only its partner notifies, so that a
 * hand-off is a handful of visible operations where the library spins on
 * compare-and-set before it parks.
 */
package java.util.concurrent;

final class Handoff {
    /** The waiting thread's item (null for a consumer's request). */
    final Object item;
    /** The next waiting node, for a model that keeps several. */
    Handoff next;
    // Guarded by the node's monitor.
    private Object match;
    private boolean matched;
    /** Whether an interrupt ended the wait (the waiting thread's own). */
    boolean interrupted;

    /** What await returns when the partner did not come. */
    static final Object NONE = new Object();

    // What a model's transfer returns when no partner took the item: the
    // timeout ended (or there was none to wait for), or the thread was
    // interrupted (its status cleared).
    static final Object TIMED_OUT = new Object();
    static final Object INTERRUPTED = new Object();

    /**
     * The outcome of a timed transfer's result r, as the JDK's timed
     * offer and poll give it: r if a partner came, else null, or
     * InterruptedException if an interrupt ended the wait or came as it
     * gave up.
     */
    static Object timed(Object r) throws InterruptedException {
        if (r != TIMED_OUT && r != INTERRUPTED) {
            return r;
        }
        if (r == INTERRUPTED || Thread.interrupted()) {
            throw new InterruptedException();
        }
        return null;
    }

    Handoff(Object item) {
        this.item = item;
    }

    /** The partner hands x to the waiting thread. */
    synchronized void complete(Object x) {
        match = x;
        matched = true;
        notify();
    }

    /**
     * Waits for the partner (timed: for nanos at most) and returns what it
     * handed over, or NONE if the wait ended without it: then interrupted
     * tells whether an interrupt ended it (the status cleared). A thread
     * that the partner came to stays interrupted if an interrupt came too.
     */
    synchronized Object await(boolean timed, long nanos) {
        try {
            if (!timed) {
                while (!matched) {
                    wait();
                }
            } else if (!matched && nanos > 0) {
                // Only the partner notifies: a wait that ends without
                // it has timed out.
                TimeUnit.NANOSECONDS.timedWait(this, nanos);
            }
        } catch (InterruptedException e) {
            interrupted = true;
        }
        return matched ? late() : NONE;
    }

    /**
     * What the partner handed over after the wait ended without it (the
     * hand-off happened all the same), the thread interrupted again if an
     * interrupt ended the wait.
     */
    synchronized Object late() {
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return match;
    }
}
