/*
 * jcheck's model of java.util.concurrent.LinkedBlockingQueue, loaded in
 * place of the class library's (interp/models). It has the JDK's API and
 * behaviour: an optionally bounded FIFO queue of linked nodes; put and a
 * timed offer wait while it is full, take and a timed poll while it is
 * empty (interruptibly: a thread interrupted when it calls them throws
 * InterruptedException, as the JDK's lockInterruptibly does); offer, poll
 * and peek never wait; null elements are refused; iterators and
 * spliterators are weakly consistent (they go on past removed elements
 * and never throw ConcurrentModificationException); forEach, removeIf,
 * removeAll and retainAll run the program's function on batches of
 * elements outside the lock; drainTo adds to the collection holding it.
 * What a thread did before its insertion happens before the removal that
 * returns the element.
 * The JDK keeps a lock for each end and an atomic count between them, so
 * that each call is half a dozen visible operations (the count's reads
 * and updates, two locks, the other end's lock to signal); here one
 * ReentrantLock (jcheck's model: a synchronization object) guards the
 * nodes and the count, and each call takes it once, as
 * ArrayBlockingQueue's do. Every call is linearizable in both, so a
 * program sees the same outcomes. The serialized form is the capacity
 * and the elements (the JDK's also holds its locks and count).
 */
package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.function.Predicate;

public class LinkedBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -6903933977591709194L;

    // The most elements a batch of forEach or the bulk removals holds, as
    // the JDK's.
    private static final int BATCH = 64;

    static final class Node<E> {
        // Null once the element is taken or removed.
        E item;
        // The node itself once it is taken from the head (an iterator that
        // stands on it goes on from the new head), null at the last.
        Node<E> next;

        Node(E item) {
            this.item = item;
        }
    }

    private final int capacity;
    // Guarded by lock: head is a node without an element, whose successor
    // holds the first; last holds the last element (head if none).
    private transient int count;
    private transient Node<E> head, last;
    private transient ReentrantLock lock;
    private transient Condition notEmpty, notFull;

    public LinkedBlockingQueue() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
        init();
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        lock.lock();
        try {
            for (E e : c) {
                if (e == null) {
                    throw new NullPointerException();
                }
                if (count == capacity) {
                    throw new IllegalStateException("Queue full");
                }
                enqueue(e);
            }
        } finally {
            lock.unlock();
        }
    }

    private void init() {
        last = head = new Node<E>(null);
        lock = new ReentrantLock();
        notEmpty = lock.newCondition();
        notFull = lock.newCondition();
    }

    /** Appends e and wakes a taker (lock held, the queue not full). */
    private void enqueue(E e) {
        last = last.next = new Node<E>(e);
        count++;
        notEmpty.signal();
    }

    /** Removes the first element and wakes a putter (lock held, count > 0). */
    private E dequeue() {
        Node<E> h = head;
        Node<E> first = h.next;
        h.next = h;
        head = first;
        E x = first.item;
        first.item = null;
        count--;
        notFull.signal();
        return x;
    }

    /** Unlinks the interior node p, whose predecessor is pred (lock held). */
    private void unlink(Node<E> p, Node<E> pred) {
        p.item = null;
        pred.next = p.next;
        if (last == p) {
            last = pred;
        }
        count--;
        notFull.signal();
    }

    /**
     * The node after p for a traversal that let the lock go since it
     * stood on p: the first node if p was taken from the head (lock
     * held).
     */
    private Node<E> succ(Node<E> p) {
        Node<E> n = p.next;
        return n == p ? head.next : n;
    }

    /** The predecessor of the live node p (lock held). */
    private Node<E> pred(Node<E> p) {
        Node<E> q = head;
        while (q.next != p) {
            q = q.next;
        }
        return q;
    }

    public int size() {
        lock.lock();
        try {
            return count;
        } finally {
            lock.unlock();
        }
    }

    public int remainingCapacity() {
        lock.lock();
        try {
            return capacity - count;
        } finally {
            lock.unlock();
        }
    }

    public void put(E e) throws InterruptedException {
        Objects.requireNonNull(e);
        lock.lockInterruptibly();
        try {
            while (count == capacity) {
                notFull.await();
            }
            enqueue(e);
        } finally {
            lock.unlock();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(e);
        long nanos = unit.toNanos(timeout);
        lock.lockInterruptibly();
        try {
            while (count == capacity) {
                if (nanos <= 0L) {
                    return false;
                }
                nanos = notFull.awaitNanos(nanos);
            }
            enqueue(e);
            return true;
        } finally {
            lock.unlock();
        }
    }

    public boolean offer(E e) {
        Objects.requireNonNull(e);
        lock.lock();
        try {
            if (count == capacity) {
                return false;
            }
            enqueue(e);
            return true;
        } finally {
            lock.unlock();
        }
    }

    public E take() throws InterruptedException {
        lock.lockInterruptibly();
        try {
            while (count == 0) {
                notEmpty.await();
            }
            return dequeue();
        } finally {
            lock.unlock();
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        lock.lockInterruptibly();
        try {
            while (count == 0) {
                if (nanos <= 0L) {
                    return null;
                }
                nanos = notEmpty.awaitNanos(nanos);
            }
            return dequeue();
        } finally {
            lock.unlock();
        }
    }

    public E poll() {
        lock.lock();
        try {
            return count == 0 ? null : dequeue();
        } finally {
            lock.unlock();
        }
    }

    public E peek() {
        lock.lock();
        try {
            return count == 0 ? null : head.next.item;
        } finally {
            lock.unlock();
        }
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        lock.lock();
        try {
            Node<E> pred = predOf(o);
            if (pred == null) {
                return false;
            }
            unlink(pred.next, pred);
            return true;
        } finally {
            lock.unlock();
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        lock.lock();
        try {
            return predOf(o) != null;
        } finally {
            lock.unlock();
        }
    }

    /**
     * The predecessor of the first node whose element equals o, null if
     * there is none (lock held).
     */
    private Node<E> predOf(Object o) {
        for (Node<E> pred = head, p = pred.next; p != null; pred = p, p = p.next) {
            if (o.equals(p.item)) {
                return pred;
            }
        }
        return null;
    }

    public Object[] toArray() {
        lock.lock();
        try {
            Object[] a = new Object[count];
            int k = 0;
            for (Node<E> p = head.next; p != null; p = p.next) {
                a[k++] = p.item;
            }
            return a;
        } finally {
            lock.unlock();
        }
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Objects.requireNonNull(a);
        lock.lock();
        try {
            if (a.length < count) {
                a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), count);
            }
            int k = 0;
            for (Node<E> p = head.next; p != null; p = p.next) {
                a[k++] = (T) p.item;
            }
            if (a.length > k) {
                a[k] = null;
            }
            return a;
        } finally {
            lock.unlock();
        }
    }

    public String toString() {
        return Helpers.collectionToString(this);
    }

    public void clear() {
        lock.lock();
        try {
            for (Node<E> p, h = head; (p = h.next) != null; h = p) {
                h.next = h;
                p.item = null;
            }
            head = last;
            // Every putter that waits may go on.
            for (; count > 0; count--) {
                notFull.signal();
            }
        } finally {
            lock.unlock();
        }
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        Objects.requireNonNull(c);
        if (c == this) {
            throw new IllegalArgumentException();
        }
        if (maxElements <= 0) {
            return 0;
        }
        lock.lock();
        try {
            int n = Math.min(maxElements, count);
            // An element stays in the queue until the collection took it,
            // as the JDK's (an exception of c.add leaves it there).
            for (int i = 0; i < n; i++) {
                c.add(head.next.item);
                dequeue();
            }
            return n;
        } finally {
            lock.unlock();
        }
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    /** Weakly consistent: what it will return next is read ahead under the lock. */
    private final class Itr implements Iterator<E> {
        private Node<E> next;
        private E nextItem;
        private Node<E> lastRet;

        Itr() {
            lock.lock();
            try {
                next = head.next;
                if (next != null) {
                    nextItem = next.item;
                }
            } finally {
                lock.unlock();
            }
        }

        public boolean hasNext() {
            return next != null;
        }

        public E next() {
            Node<E> p = next;
            if (p == null) {
                throw new NoSuchElementException();
            }
            lastRet = p;
            E x = nextItem;
            lock.lock();
            try {
                E e = null;
                for (p = succ(p); p != null && (e = p.item) == null; ) {
                    p = succ(p);
                }
                next = p;
                nextItem = e;
            } finally {
                lock.unlock();
            }
            return x;
        }

        public void remove() {
            Node<E> p = lastRet;
            if (p == null) {
                throw new IllegalStateException();
            }
            lastRet = null;
            lock.lock();
            try {
                if (p.item != null) {
                    unlink(p, pred(p));
                }
            } finally {
                lock.unlock();
            }
        }
    }

    public Spliterator<E> spliterator() {
        return Spliterators.spliteratorUnknownSize(iterator(),
                Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.CONCURRENT);
    }

    /**
     * Up to BATCH live nodes from p on (from the first if p is null), with
     * their elements (lock held); nodes[n] is where the next batch starts.
     */
    private int batch(Node<E> p, Object[] nodes, Object[] items) {
        int n = 0;
        for (p = p == null ? head.next : p; p != null && n < BATCH; p = succ(p)) {
            if (p.item != null) {
                nodes[n] = p;
                items[n++] = p.item;
            }
        }
        nodes[BATCH] = p;
        return n;
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        Object[] nodes = new Object[BATCH + 1];
        Object[] items = new Object[BATCH];
        Node<E> p = null;
        int n;
        do {
            lock.lock();
            try {
                n = batch(p, nodes, items);
                p = (Node<E>) nodes[BATCH];
            } finally {
                lock.unlock();
            }
            for (int i = 0; i < n; i++) {
                action.accept((E) items[i]);
            }
        } while (n > 0 && p != null);
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
     * Tests the elements batch by batch outside the lock, as the JDK's,
     * and removes those the filter chose that are still in the queue.
     */
    @SuppressWarnings("unchecked")
    private boolean bulkRemove(Predicate<? super E> filter) {
        boolean removed = false;
        Object[] nodes = new Object[BATCH + 1];
        Object[] items = new Object[BATCH];
        Node<E> p = null;
        int n;
        do {
            lock.lock();
            try {
                n = batch(p, nodes, items);
                p = (Node<E>) nodes[BATCH];
            } finally {
                lock.unlock();
            }
            long chosen = 0L;
            for (int i = 0; i < n; i++) {
                if (filter.test((E) items[i])) {
                    chosen |= 1L << i;
                }
            }
            if (chosen != 0L) {
                lock.lock();
                try {
                    for (int i = 0; i < n; i++) {
                        Node<E> q = (Node<E>) nodes[i];
                        if ((chosen & (1L << i)) != 0L && q.item != null) {
                            unlink(q, pred(q));
                            removed = true;
                        }
                    }
                } finally {
                    lock.unlock();
                }
            }
        } while (n > 0 && p != null);
        return removed;
    }

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        lock.lock();
        try {
            s.defaultWriteObject();
            for (Node<E> p = head.next; p != null; p = p.next) {
                s.writeObject(p.item);
            }
            s.writeObject(null);
        } finally {
            lock.unlock();
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        init();
        for (E item; (item = (E) s.readObject()) != null; ) {
            add(item);
        }
    }
}
