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
 * notifies, so that an exchange is a handful of visible operations.
 */
package java.util.concurrent;

public class Exchanger<V> {
    /** A thread waiting for a partner: its item, and the partner's. */
    private static final class Node {
        final Object item;
        // Guarded by the node's monitor, which the waiting thread waits on.
        Object match;
        boolean matched;

        Node(Object item) {
            this.item = item;
        }
    }

    // Whether an interrupted thread that finds a partner exchanges (the
    // JDK's since 24) rather than throwing (jcheck's natives).
    private static final boolean EXCHANGES_INTERRUPTED = exchangesInterrupted();

    private static native boolean exchangesInterrupted();

    // Guards waiting: the thread that waits for a partner, if any.
    private final Object lock = new Object();
    private Node waiting;

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
        Node node;
        synchronized (lock) {
            Node partner = waiting;
            if (partner != null) {
                waiting = null;
                synchronized (partner) {
                    partner.match = x;
                    partner.matched = true;
                    partner.notify();
                }
                return (V) partner.item;
            }
            node = new Node(x);
            waiting = node;
        }
        boolean interrupted = false;
        synchronized (node) {
            try {
                if (!timed) {
                    while (!node.matched) {
                        node.wait();
                    }
                } else if (!node.matched && nanos > 0) {
                    // Only the partner notifies: a wait that ends
                    // without it has timed out.
                    TimeUnit.NANOSECONDS.timedWait(node, nanos);
                }
            } catch (InterruptedException e) {
                interrupted = true;
            }
            if (node.matched) {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
                return (V) node.match;
            }
        }
        synchronized (lock) {
            if (waiting == node) {
                waiting = null;
                if (interrupted) {
                    throw new InterruptedException();
                }
                throw new TimeoutException();
            }
        }
        // A partner took the node after the wait ended: the exchange
        // happened.
        synchronized (node) {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return (V) node.match;
        }
    }
}
