/*
 * jcheck's model of java.util.concurrent.SynchronousQueue, loaded in
 * place of the class library's (interp/models). It has the JDK's API and
 * behaviour: a queue without capacity, in which each insertion waits for
 * a removal by another thread and each removal for an insertion; put and
 * take wait for a partner, offer and poll without a timeout succeed only
 * if one is waiting, the timed ones wait until their timeout ends; of
 * several waiting producers (or consumers) the newest is matched first,
 * or with fairness the oldest (the JDK's stack and queue); a thread
 * interrupted before or while it waits throws InterruptedException with
 * its interrupt status cleared, and one whose partner came as its wait
 * ended completes the transfer and stays interrupted (a timed offer or
 * poll interrupted when it gives up throws it too); null elements are
 * refused; the queue always looks empty (size 0, no elements to iterate,
 * peek null). What a producer did before its put happens before its
 * consumer's return.
 * The JDK matches threads through a stack or queue of nodes changed by
 * compare-and-set, spinning before it parks, so that a waiting thread
 * runs visible operations without end; here the waiting threads are kept
 * under one private monitor, and a waiting thread waits on its own node's
 * monitor, which only its partner notifies (Handoff), so that a transfer
 * is a handful of visible operations. The serialized form is the fairness
 * only (the JDK's holds three legacy objects).
 */
package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;

public class SynchronousQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;

    private static final Object TIMED_OUT = Handoff.TIMED_OUT;
    private static final Object INTERRUPTED = Handoff.INTERRUPTED;

    private final boolean fair;
    // Guards the waiting threads, all producers or all consumers, from
    // head (the next to be matched) to tail.
    private transient Object lock = new Object();
    private transient Handoff head, tail;

    public SynchronousQueue() {
        this(false);
    }

    public SynchronousQueue(boolean fair) {
        this.fair = fair;
    }

    /**
     * Hands e (a producer's item; null: a consumer's request) to a waiting
     * partner, or waits for one (timed: for nanos at most) and returns the
     * consumer's item, e for a producer; TIMED_OUT or INTERRUPTED if no
     * partner took it.
     */
    private Object transfer(Object e, boolean timed, long nanos) {
        boolean producer = e != null;
        Handoff node;
        synchronized (lock) {
            Handoff partner = head;
            if (partner != null && (partner.item != null) != producer) {
                head = partner.next;
                if (head == null) {
                    tail = null;
                }
                partner.complete(e);
                return producer ? e : partner.item;
            }
            if (timed && nanos <= 0) {
                return TIMED_OUT;
            }
            if (Thread.interrupted()) {
                return INTERRUPTED;
            }
            node = new Handoff(e);
            if (head == null) {
                head = tail = node;
            } else if (fair) {
                tail.next = node;
                tail = node;
            } else {
                node.next = head;
                head = node;
            }
        }
        Object match = node.await(timed, nanos);
        if (match == Handoff.NONE) {
            synchronized (lock) {
                if (unlink(node)) {
                    return node.interrupted ? INTERRUPTED : TIMED_OUT;
                }
            }
            // A partner took the node after the wait ended: the transfer
            // happened.
            match = node.late();
        }
        return producer ? e : match;
    }

    /** Removes a node that waits, if it still does (lock held). */
    private boolean unlink(Handoff node) {
        Handoff prev = null;
        for (Handoff n = head; n != null; prev = n, n = n.next) {
            if (n == node) {
                if (prev == null) {
                    head = n.next;
                } else {
                    prev.next = n.next;
                }
                if (tail == n) {
                    tail = prev;
                }
                return true;
            }
        }
        return false;
    }

    public void put(E e) throws InterruptedException {
        Objects.requireNonNull(e);
        if (transfer(e, false, 0L) == INTERRUPTED) {
            throw new InterruptedException();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(e);
        return Handoff.timed(transfer(e, true, unit.toNanos(timeout))) != null;
    }

    public boolean offer(E e) {
        Objects.requireNonNull(e);
        return transfer(e, true, 0L) != TIMED_OUT;
    }

    @SuppressWarnings("unchecked")
    public E take() throws InterruptedException {
        Object r = transfer(null, false, 0L);
        if (r == INTERRUPTED) {
            throw new InterruptedException();
        }
        return (E) r;
    }

    @SuppressWarnings("unchecked")
    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return (E) Handoff.timed(transfer(null, true, unit.toNanos(timeout)));
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        Object r = transfer(null, true, 0L);
        return r == TIMED_OUT ? null : (E) r;
    }

    public boolean isEmpty() {
        return true;
    }

    public int size() {
        return 0;
    }

    public int remainingCapacity() {
        return 0;
    }

    public void clear() {
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        return c.isEmpty();
    }

    public boolean removeAll(Collection<?> c) {
        return false;
    }

    public boolean retainAll(Collection<?> c) {
        return false;
    }

    public E peek() {
        return null;
    }

    public Iterator<E> iterator() {
        return Collections.emptyIterator();
    }

    public Spliterator<E> spliterator() {
        return Spliterators.emptySpliterator();
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0) {
            a[0] = null;
        }
        return a;
    }

    public String toString() {
        return "[]";
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        return PollingDrain.drainTo(this, c, maxElements);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        lock = new Object();
    }
}
