/*
 * jcheck's own (interp/models), not a class of the JDK's: drainTo of the
 * models of SynchronousQueue and LinkedTransferQueue, which take element
 * after element with poll, as the JDK's classes do.
 */
package java.util.concurrent;

import java.util.Collection;
import java.util.Objects;

final class PollingDrain {
    private PollingDrain() {
    }

    /** Moves up to max elements of q into c, polling one at a time. */
    static <E> int drainTo(BlockingQueue<E> q, Collection<? super E> c, int max) {
        Objects.requireNonNull(c);
        if (c == q) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        for (E e; n < max && (e = q.poll()) != null; n++) {
            c.add(e);
        }
        return n;
    }
}
