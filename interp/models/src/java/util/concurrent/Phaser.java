/*
 * jcheck's model of java.util.concurrent.Phaser, loaded in place of the
 * class library's (interp/models). It has the JDK's API and behaviour
 * (JDK 17 to 25): registration, arrival with and without deregistration,
 * waiting for the phase to advance (uninterruptibly, interruptibly, with a
 * timeout), onAdvance deciding termination, forced termination, phase
 * numbers as the JDK gives them (wrapping at Integer.MAX_VALUE, negative
 * once terminated), the exceptions and their messages, and trees of
 * phasers (a child is one party of its parent while it has parties of its
 * own, and the root's phase is every phaser's). The JDK packs a phaser's
 * state into a long changed by compare-and-set and its waiting threads
 * spin before they park on lock-free queues, so that a thread waiting for
 * a phase runs visible operations without end; here the state of a whole
 * tree is guarded by the root's private monitor, on which waiting threads
 * wait. As in the JDK, the root's onAdvance runs without that monitor
 * held, while the phase still is the old one: an arrival then is an
 * arrival of an unregistered party, and a registration waits for the
 * advance.
 */
package java.util.concurrent;

public class Phaser {
    private static final int MAX_PARTIES = 0xffff;
    private static final int MAX_PHASE = Integer.MAX_VALUE;

    private final Phaser parent;
    private final Phaser root;
    // The root's monitor: it guards the state of every phaser of the
    // tree, and threads wait on it for the root's phase to change.
    private final Object lock;

    // Guarded by lock. The root's phase is the tree's (negative once
    // terminated); a child's is the root's phase its counts are for,
    // brought up to date by reconcile as the JDK's reconcileState does.
    private int phase;
    private int parties;
    private int unarrived;
    // The root's: the thread running onAdvance, while it does.
    private Thread advancer;

    public Phaser() {
        this(null, 0);
    }

    public Phaser(int parties) {
        this(null, parties);
    }

    public Phaser(Phaser parent) {
        this(parent, 0);
    }

    public Phaser(Phaser parent, int parties) {
        if (parties >>> 16 != 0) {
            throw new IllegalArgumentException("Illegal number of parties");
        }
        this.parent = parent;
        if (parent != null) {
            this.root = parent.root;
            this.lock = root.lock;
            int phase = 0;
            if (parties != 0) {
                phase = parent.doRegister(1);
            }
            synchronized (lock) {
                this.phase = phase;
                this.parties = parties;
                this.unarrived = parties;
            }
        } else {
            this.root = this;
            this.lock = new Object();
            synchronized (lock) {
                this.parties = parties;
                this.unarrived = parties;
            }
        }
    }

    /** With lock held: a child's counts for the root's current phase. */
    private void reconcile() {
        int p = root.phase;
        if (root != this && phase != p) {
            phase = p;
            if (p >= 0) {
                unarrived = parties;
            }
        }
    }

    private String stateString() {
        return super.toString() + "[phase = " + phase + " parties = " + parties + " arrived = " + (parties - unarrived) + "]";
    }

    private int doRegister(int registrations) {
        synchronized (lock) {
            for (;;) {
                reconcile();
                if (registrations > MAX_PARTIES - parties) {
                    throw new IllegalStateException("Attempt to register more than " + MAX_PARTIES + " parties for " + stateString());
                }
                int p = root.phase;
                if (p < 0) {
                    return p;
                }
                if (parties != 0 && (unarrived == 0 || root.advancer != null)) {
                    // Every party arrived: wait out the advance.
                    awaitPhase(p);
                    continue;
                }
                if (parties == 0 && parent != null) {
                    // A child's first party registers the child with its
                    // parent.
                    p = parent.doRegister(1);
                    if (p < 0) {
                        return p;
                    }
                    phase = p;
                }
                parties += registrations;
                unarrived += registrations;
                return p;
            }
        }
    }

    public int register() {
        return doRegister(1);
    }

    public int bulkRegister(int parties) {
        if (parties < 0) {
            throw new IllegalArgumentException();
        }
        if (parties == 0) {
            return getPhase();
        }
        return doRegister(parties);
    }

    /**
     * With lock held: one party arrives, and with deregister also leaves;
     * a child whose parties all arrived arrives at its parent. Returns
     * the arrival phase. The last arrival at the root makes its thread
     * the advancer, which then calls advance.
     */
    private int arriveLocked(boolean deregister) {
        reconcile();
        int p = root.phase;
        if (p < 0) {
            return p;
        }
        if (unarrived <= 0) {
            throw new IllegalStateException("Attempted arrival of unregistered party for " + stateString());
        }
        unarrived--;
        if (deregister) {
            parties--;
        }
        if (unarrived > 0) {
            return p;
        }
        if (root != this) {
            return parent.arriveLocked(parties == 0);
        }
        advancer = Thread.currentThread();
        return p;
    }

    /**
     * The advance of the root's phase from p by the thread whose arrival
     * completed it: onAdvance, without the monitor held, decides whether
     * the phaser terminates. Returns the next phase, or the terminated
     * phase if another thread forced termination meanwhile.
     */
    private int advance(int p) {
        int n;
        synchronized (lock) {
            n = parties;
        }
        boolean terminate = onAdvance(p, n);
        synchronized (lock) {
            advancer = null;
            lock.notifyAll();
            if (phase < 0) {
                return phase;
            }
            int next = (p + 1) & MAX_PHASE;
            if (terminate) {
                phase = next | Integer.MIN_VALUE;
            } else {
                phase = next;
                unarrived = parties;
            }
            return next;
        }
    }

    private int doArrive(boolean deregister) {
        int p;
        synchronized (lock) {
            p = arriveLocked(deregister);
            if (root.advancer != Thread.currentThread()) {
                return p;
            }
        }
        root.advance(p);
        return p;
    }

    public int arrive() {
        return doArrive(false);
    }

    public int arriveAndDeregister() {
        return doArrive(true);
    }

    public int arriveAndAwaitAdvance() {
        int p;
        synchronized (lock) {
            p = arriveLocked(false);
            if (p < 0) {
                return p;
            }
            if (root.advancer != Thread.currentThread()) {
                return awaitPhase(p);
            }
        }
        return root.advance(p);
    }

    public int awaitAdvance(int phase) {
        if (phase < 0) {
            return phase;
        }
        synchronized (lock) {
            reconcile();
            int p = root.phase;
            if (p != phase) {
                return p;
            }
            return awaitPhase(p);
        }
    }

    public int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
        try {
            return awaitInterruptibly(phase, false, 0L);
        } catch (TimeoutException e) {
            throw new AssertionError(e);
        }
    }

    public int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        return awaitInterruptibly(phase, true, unit.toNanos(timeout));
    }

    private int awaitInterruptibly(int phase, boolean timed, long nanos) throws InterruptedException, TimeoutException {
        if (phase < 0) {
            return phase;
        }
        synchronized (lock) {
            reconcile();
            if (root.phase != phase) {
                return root.phase;
            }
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (!timed) {
                ForkJoinPool pool = beginBlock();
                try {
                    while (root.phase == phase) {
                        lock.wait();
                    }
                } finally {
                    endBlock(pool);
                }
                return root.phase;
            }
            // Only an advance or a termination notifies: a wait that ends
            // without one has timed out.
            if (nanos > 0) {
                ForkJoinPool pool = beginBlock();
                try {
                    TimeUnit.NANOSECONDS.timedWait(lock, nanos);
                } finally {
                    endBlock(pool);
                }
            }
            if (root.phase == phase) {
                throw new TimeoutException();
            }
            return root.phase;
        }
    }

    /**
     * With lock held: waits while the root's phase is p, uninterruptibly
     * (an interrupt is kept for when the phase has advanced), and
     * returns the phase it finds.
     */
    private int awaitPhase(int p) {
        boolean interrupted = false;
        ForkJoinPool pool = root.phase == p ? beginBlock() : null;
        while (root.phase == p) {
            try {
                lock.wait();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        endBlock(pool);
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return root.phase;
    }

    /**
     * The JDK's Phaser waits through ForkJoinPool.managedBlock: a worker
     * of a pool about to wait lets its pool start a spare worker for the
     * tasks queued (returned, to end the block with endBlock), else null.
     */
    private static ForkJoinPool beginBlock() {
        ForkJoinPool pool = ForkJoinPool.poolOfCurrentWorker();
        if (pool != null) {
            pool.beginCompensatedBlock();
        }
        return pool;
    }

    private static void endBlock(ForkJoinPool pool) {
        if (pool != null) {
            pool.endCompensatedBlock();
        }
    }

    public void forceTermination() {
        synchronized (lock) {
            if (root.phase >= 0) {
                root.phase |= Integer.MIN_VALUE;
                lock.notifyAll();
            }
        }
    }

    public final int getPhase() {
        synchronized (lock) {
            return root.phase;
        }
    }

    public int getRegisteredParties() {
        synchronized (lock) {
            return parties;
        }
    }

    public int getArrivedParties() {
        synchronized (lock) {
            reconcile();
            return parties - unarrived;
        }
    }

    public int getUnarrivedParties() {
        synchronized (lock) {
            reconcile();
            return unarrived;
        }
    }

    public Phaser getParent() {
        return parent;
    }

    public Phaser getRoot() {
        return root;
    }

    public boolean isTerminated() {
        synchronized (lock) {
            return root.phase < 0;
        }
    }

    protected boolean onAdvance(int phase, int registeredParties) {
        return registeredParties == 0;
    }

    public String toString() {
        synchronized (lock) {
            reconcile();
            return stateString();
        }
    }
}
