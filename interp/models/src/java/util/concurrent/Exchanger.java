/*
 * jcheck's model of java.util.concurrent.Exchanger, loaded in place of
 * the class library's (interp/models). It has the JDK's API and
 * behaviour: two threads that arrive at the exchanger pair up and each
 * returns the other's item (null included); a thread that finds no
 * partner waits for one, unless it is interrupted (InterruptedException)
 * or its timeout ends (TimeoutException); a thread interrupted when it
 * arrives throws InterruptedException if it finds no partner, and also
 * if it finds one up to JDK 23 (from JDK 24 it exchanges, and stays
 * interrupted); one whose partner came as its wait ended exchanges and
 * stays interrupted; what a thread did before its exchange happens
 * before the partner's return.
 * The JDK matches threads through a slot (an arena of slots when many
 * threads contend) changed by compare-and-set, spinning before it parks,
 * so that a thread waiting for a partner runs visible operations without
 * end; here the slot is guarded by one private monitor and a waiting
 * thread waits on its own node's monitor, which only its partner
 * notifies (Handoff), so that an exchange is a handful of visible
 * operations.
 */
package java.util.concurrent;

public class Exchanger<V> {
    // Whether an interrupted thread that finds a partner exchanges (the
    // JDK's since 24) rather than throwing (jcheck's natives).
    private static final boolean EXCHANGES_INTERRUPTED = exchangesInterrupted();

    private static native boolean exchangesInterrupted();

    // Guards waiting: the thread that waits for a partner, if any.
    private final Object lock = new Object();
    private Handoff waiting;

    public Exchanger() {
    }

    public V exchange(V x) throws InterruptedException {
        try {
            return exchange(x, false, 0L);
        } catch (TimeoutException e) {
            throw new AssertionError(e);
        }
    }

    public V exchange(V x, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        return exchange(x, true, unit.toNanos(timeout));
    }

    @SuppressWarnings("unchecked")
    private V exchange(Object x, boolean timed, long nanos) throws InterruptedException, TimeoutException {
        if (!EXCHANGES_INTERRUPTED && Thread.interrupted()) {
            throw new InterruptedException();
        }
        Handoff node;
        synchronized (lock) {
            Handoff partner = waiting;
            if (partner != null) {
                waiting = null;
                partner.complete(x);
                return (V) partner.item;
            }
            node = new Handoff(x);
            waiting = node;
        }
        Object match = node.await(timed, nanos);
        if (match != Handoff.NONE) {
            return (V) match;
        }
        synchronized (lock) {
            if (waiting == node) {
                waiting = null;
                if (node.interrupted) {
                    throw new InterruptedException();
                }
                throw new TimeoutException();
            }
        }
        // A partner took the node after the wait ended: the exchange
        // happened.
        return (V) node.late();
    }
}
