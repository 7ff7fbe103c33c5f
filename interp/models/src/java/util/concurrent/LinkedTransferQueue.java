/*
 * jcheck's model of java.util.concurrent.LinkedTransferQueue, loaded in
 * place of the class library's (interp/models). It has the JDK's API and
 * behaviour: an unbounded FIFO queue whose insertions (put, offer, add)
 * never wait, whose transfer waits until a consumer has received the
 * element, and whose tryTransfer hands the element only to a consumer
 * that already waits (with a timeout: to one that comes before it is
 * due); take and a timed poll wait for an element, waiting consumers are
 * served in the order they came, and an element offered while consumers
 * wait goes to the first of them. A thread interrupted before or while
 * it waits throws InterruptedException with its interrupt status
 * cleared, unless a partner was there at once (it transfers or takes and
 * stays interrupted; from JDK 21 take and transfer throw all the same)
 * or came as its wait ended; a timed poll or
 * tryTransfer interrupted when it gives up throws too. An element that a
 * transferring thread waits with counts in size, iterators and toString,
 * and its removal (poll, remove, clear, removeIf, drainTo, an iterator's
 * remove) ends the transfer as its receipt does. Iterators are weakly
 * consistent; null elements are refused. What a producer did before its
 * insertion happens before the consumer's return.
 * The JDK matches threads through a linked list of nodes changed by
 * compare-and-set, spinning before it parks, so that each call is a
 * chain of visible operations and a waiting thread runs them without
 * end; here the elements and the waiting consumers are kept under one
 * private monitor, and a waiting thread waits on its own node's monitor,
 * which only its partner notifies (Handoff), as in the models of
 * SynchronousQueue and Exchanger. The serialized form is the JDK's: the
 * elements, then null.
 */
package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.Predicate;

public class LinkedTransferQueue<E> extends AbstractQueue<E> implements TransferQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;

    // Whether take and transfer of an interrupted thread throw before
    // they look for a partner (the JDK's since 21) rather than taking or
    // handing over to one that is there (jcheck's natives).
    private static final boolean INTERRUPTED_FIRST = interruptedFirst();

    private static native boolean interruptedFirst();

    private static final Object TIMED_OUT = Handoff.TIMED_OUT;
    private static final Object INTERRUPTED = Handoff.INTERRUPTED;

    /** An element in the queue, with the thread that transfers it, if any. */
    static final class Node {
        // Null once the element is taken or removed.
        Object item;
        // The transferring thread's node; null for an inserted element.
        final Handoff waiter;
        // Kept when the node leaves the list, so that an iterator that
        // stands on it goes on to the nodes after it.
        Node next;

        Node(Object item, Handoff waiter) {
            this.item = item;
            this.waiter = waiter;
        }
    }

    // Guards the elements (first to last) and the waiting consumers
    // (consumers to lastConsumer, in arrival order); only one of the two
    // lists is ever non-empty.
    private transient Object lock = new Object();
    private transient Node first, last;
    private transient Handoff consumers, lastConsumer;
    private transient int count;

    public LinkedTransferQueue() {
    }

    public LinkedTransferQueue(Collection<? extends E> c) {
        for (E e : c) {
            add(e);
        }
    }

    /**
     * Hands e to the first waiting consumer (lock held); false if none
     * waits.
     */
    private boolean handToConsumer(Object e) {
        Handoff c = consumers;
        if (c == null) {
            return false;
        }
        consumers = c.next;
        if (consumers == null) {
            lastConsumer = null;
        }
        c.complete(e);
        return true;
    }

    /** Appends a node (lock held). */
    private void append(Node n) {
        if (last == null) {
            first = n;
        } else {
            last.next = n;
        }
        last = n;
        count++;
    }

    /**
     * Takes the element of the live node n, whose predecessor is pred
     * (null: n is the first), ending its transfer (lock held).
     */
    private Object unlink(Node n, Node pred) {
        Object x = n.item;
        n.item = null;
        if (pred == null) {
            first = n.next;
        } else {
            pred.next = n.next;
        }
        if (last == n) {
            last = pred;
        }
        count--;
        if (n.waiter != null) {
            n.waiter.complete(null);
        }
        return x;
    }

    /** The predecessor of the live node n, null if it is the first (lock held). */
    private Node pred(Node n) {
        Node pred = null;
        for (Node p = first; p != n; p = p.next) {
            pred = p;
        }
        return pred;
    }

    /** The first live node from p on (lock held). */
    private static Node live(Node p) {
        while (p != null && p.item == null) {
            p = p.next;
        }
        return p;
    }

    /** put, offer and add: to a waiting consumer, else at the tail. */
    private void insert(E e) {
        Objects.requireNonNull(e);
        synchronized (lock) {
            if (!handToConsumer(e)) {
                append(new Node(e, null));
            }
        }
    }

    public void put(E e) {
        insert(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        insert(e);
        return true;
    }

    public boolean offer(E e) {
        insert(e);
        return true;
    }

    public boolean add(E e) {
        insert(e);
        return true;
    }

    public boolean tryTransfer(E e) {
        Objects.requireNonNull(e);
        synchronized (lock) {
            return handToConsumer(e);
        }
    }

    /**
     * Hands e to a waiting consumer or waits, at the tail, until one
     * receives it (timed: for nanos at most); null if it was received,
     * else TIMED_OUT or INTERRUPTED, the element withdrawn.
     */
    private Object transfer(E e, boolean timed, long nanos) {
        Objects.requireNonNull(e);
        Node n;
        synchronized (lock) {
            if (handToConsumer(e)) {
                return null;
            }
            if (timed && nanos <= 0) {
                return TIMED_OUT;
            }
            if (Thread.interrupted()) {
                return INTERRUPTED;
            }
            n = new Node(e, new Handoff(e));
            append(n);
        }
        if (n.waiter.await(timed, nanos) != Handoff.NONE) {
            return null;
        }
        synchronized (lock) {
            if (n.item != null) {
                // Withdrawn (unlink completes the node, which nobody
                // waits on any more).
                unlink(n, pred(n));
                return n.waiter.interrupted ? INTERRUPTED : TIMED_OUT;
            }
        }
        // A consumer received it as the wait ended: the transfer happened.
        n.waiter.late();
        return null;
    }

    public void transfer(E e) throws InterruptedException {
        Objects.requireNonNull(e);
        if ((INTERRUPTED_FIRST && Thread.interrupted()) || transfer(e, false, 0L) != null) {
            throw new InterruptedException();
        }
    }

    public boolean tryTransfer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        Object r = transfer(e, true, unit.toNanos(timeout));
        if (r == null) {
            return true;
        }
        // As the JDK's: a thread interrupted when it gave up throws.
        if (r == INTERRUPTED || Thread.interrupted()) {
            throw new InterruptedException();
        }
        return false;
    }

    /**
     * Takes the first element, or waits for one (timed: for nanos at most;
     * not at all if nanos is 0); TIMED_OUT or INTERRUPTED if none came.
     */
    private Object receive(boolean timed, long nanos) {
        Handoff c;
        synchronized (lock) {
            if (first != null) {
                return unlink(first, null);
            }
            if (timed && nanos <= 0) {
                return TIMED_OUT;
            }
            if (Thread.interrupted()) {
                return INTERRUPTED;
            }
            c = new Handoff(null);
            if (lastConsumer == null) {
                consumers = c;
            } else {
                lastConsumer.next = c;
            }
            lastConsumer = c;
        }
        Object match = c.await(timed, nanos);
        if (match != Handoff.NONE) {
            return match;
        }
        synchronized (lock) {
            Handoff prev = null;
            for (Handoff w = consumers; w != null; prev = w, w = w.next) {
                if (w == c) {
                    if (prev == null) {
                        consumers = w.next;
                    } else {
                        prev.next = w.next;
                    }
                    if (lastConsumer == w) {
                        lastConsumer = prev;
                    }
                    return c.interrupted ? INTERRUPTED : TIMED_OUT;
                }
            }
        }
        // A producer handed it an element as the wait ended.
        return c.late();
    }

    @SuppressWarnings("unchecked")
    public E take() throws InterruptedException {
        if (INTERRUPTED_FIRST && Thread.interrupted()) {
            throw new InterruptedException();
        }
        Object r = receive(false, 0L);
        if (r == INTERRUPTED) {
            throw new InterruptedException();
        }
        return (E) r;
    }

    @SuppressWarnings("unchecked")
    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return (E) Handoff.timed(receive(true, unit.toNanos(timeout)));
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        synchronized (lock) {
            return first == null ? null : (E) unlink(first, null);
        }
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        return PollingDrain.drainTo(this, c, maxElements);
    }

    @SuppressWarnings("unchecked")
    public E peek() {
        synchronized (lock) {
            return first == null ? null : (E) first.item;
        }
    }

    public boolean isEmpty() {
        synchronized (lock) {
            return first == null;
        }
    }

    public boolean hasWaitingConsumer() {
        synchronized (lock) {
            return consumers != null;
        }
    }

    public int size() {
        synchronized (lock) {
            return count;
        }
    }

    public int getWaitingConsumerCount() {
        int n = 0;
        synchronized (lock) {
            for (Handoff w = consumers; w != null; w = w.next) {
                n++;
            }
        }
        return n;
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            Node n = find(o);
            if (n != null) {
                unlink(n, pred(n));
            }
            return n != null;
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            return find(o) != null;
        }
    }

    /** The first node whose element equals o, if any (lock held). */
    private Node find(Object o) {
        for (Node p = first; p != null; p = p.next) {
            if (o.equals(p.item)) {
                return p;
            }
        }
        return null;
    }

    /** The nodes and their elements, in order (lock held). */
    private List<Node> nodes(List<Object> items) {
        List<Node> ns = new ArrayList<>(count);
        for (Node p = first; p != null; p = p.next) {
            ns.add(p);
            items.add(p.item);
        }
        return ns;
    }

    public Object[] toArray() {
        List<Object> items = new ArrayList<>();
        synchronized (lock) {
            nodes(items);
        }
        return items.toArray();
    }

    public <T> T[] toArray(T[] a) {
        Objects.requireNonNull(a);
        List<Object> items = new ArrayList<>();
        synchronized (lock) {
            nodes(items);
        }
        return items.toArray(a);
    }

    public String toString() {
        Object[] a = toArray();
        if (a.length == 0) {
            return "[]";
        }
        // As the JDK's: each element's own toString (a queue that holds
        // itself recurses).
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(a[i].toString());
        }
        return sb.append(']').toString();
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (Object e : toArray()) {
            action.accept((E) e);
        }
    }

    public void clear() {
        bulkRemove(e -> true);
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return bulkRemove(filter);
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(e -> c.contains(e));
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(e -> !c.contains(e));
    }

    /**
     * Runs the filter on the elements outside the lock, as the JDK's runs
     * it as it goes, and removes those it chose that are still there.
     */
    @SuppressWarnings("unchecked")
    private boolean bulkRemove(Predicate<? super E> filter) {
        List<Object> items = new ArrayList<>();
        List<Node> ns;
        synchronized (lock) {
            ns = nodes(items);
        }
        boolean[] chosen = new boolean[ns.size()];
        boolean any = false;
        for (int i = 0; i < chosen.length; i++) {
            any |= chosen[i] = filter.test((E) items.get(i));
        }
        boolean removed = false;
        if (any) {
            synchronized (lock) {
                for (int i = 0; i < chosen.length; i++) {
                    Node n = ns.get(i);
                    if (chosen[i] && n.item != null) {
                        unlink(n, pred(n));
                        removed = true;
                    }
                }
            }
        }
        return removed;
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    /** Weakly consistent: what it will return next is read ahead under the lock. */
    private final class Itr implements Iterator<E> {
        private Node next;
        private Object nextItem;
        private Node lastRet;

        Itr() {
            synchronized (lock) {
                advance(first);
            }
        }

        /** Stands on the first live node from p on (lock held). */
        private void advance(Node p) {
            next = live(p);
            nextItem = next == null ? null : next.item;
        }

        public boolean hasNext() {
            return next != null;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            Node p = next;
            if (p == null) {
                throw new NoSuchElementException();
            }
            lastRet = p;
            Object x = nextItem;
            synchronized (lock) {
                advance(p.next);
            }
            return (E) x;
        }

        public void remove() {
            Node p = lastRet;
            if (p == null) {
                throw new IllegalStateException();
            }
            lastRet = null;
            synchronized (lock) {
                if (p.item != null) {
                    unlink(p, pred(p));
                }
            }
        }
    }

    public Spliterator<E> spliterator() {
        return Spliterators.spliteratorUnknownSize(iterator(),
                Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.CONCURRENT);
    }

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        for (E e : this) {
            s.writeObject(e);
        }
        s.writeObject(null);
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        lock = new Object();
        for (Object item; (item = s.readObject()) != null; ) {
            offer((E) item);
        }
    }
}
