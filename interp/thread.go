package interp

import (
	"github.com/jcheck/jcheck/monitor"
)

// Thread is a Java thread of one execution: its frame stack and where it
// stands relative to the scheduler.
type Thread struct {
	vm *VM
	ID monitor.ThreadID
	// Obj is the java.lang.Thread object.
	Obj    *Object
	stack  []Value
	frames []frame
	// exc is the exception a native method or the VM raised, to be thrown
	// by the interpreter loop when control returns to it.
	exc *Object
	// next is the visible operation the thread will perform when it is
	// next scheduled (DESIGN.md: also known for blocked threads).
	next Op
	// granted is set by Step: the thread may perform one visible
	// operation before it stops again.
	granted    bool
	terminated bool
	// dormant marks a system thread started during boot that never runs.
	dormant bool
	// initGranted is the class whose initialisation a native
	// method was granted to begin (initAwaitNative), until it begins.
	initGranted *Class
	// initializing lists the classes the thread marked as being
	// initialised whose initialisation has not ended (JVMS §5.5).
	initializing []*Class
	// stopped makes the interpreter loop return: the bottom frame of a
	// VM-initiated call returned, or the execution failed.
	stopped bool
	// atVisible is set when the thread stopped before a visible operation
	// it was not granted; t.next describes it.
	atVisible bool
	daemon    bool
	// lkDepth is the lock depth a waiting thread restores in wait₂ (§3.3).
	lkDepth int
	// invisible counts instructions since the last visible operation
	// (BoundedInvis).
	invisible int64
	// limit is the count of invisible at which the interpreter must
	// stop to check the thread (checkpoint): the BoundedInvis bound, or
	// sooner the end of its time slice when it may be preempted.
	limit int64
	// ran counts the instructions the thread ran since the scheduler last
	// switched to it (Run), for RoundRobin's time slices.
	ran        int64
	nativeArgs []Value
	// uncaught is the exception that ended the thread, if any;
	// dispatching is set while Thread.dispatchUncaughtException runs.
	uncaught    *Object
	dispatching bool
	// suspended is set by Thread.suspend and cleared by resume; stopWith
	// is the exception Thread.stop left pending (natives_suspend.go).
	suspended bool
	stopWith  *Object
	// held lists the objects whose locks the thread holds. It is never
	// changed in place: accesses keep the slice as their lock set.
	held []*Object
	// readHeld lists the ReentrantReadWriteLock Syncs whose read lock the
	// thread holds (natives_rwlock.go), never changed in place either.
	readHeld []*Object
	// permitHeld lists the Semaphore Syncs whose last permit the thread
	// took and has not given back (natives_synchronizers.go, holdPermits):
	// a lock for lockset', never changed in place either.
	permitHeld []*Object
	// optimistic is the Sync of the StampedLock whose optimistic read
	// the thread is in (natives_stamped.go), nil if none; optimisticReads
	// are the reads it made since, which its end settles.
	optimistic      *Object
	optimisticReads []Access
	// permit is LockSupport's permit (Unsafe.park/unpark).
	permit bool
	// stalePoll says that the thread may see something new when it next
	// looks: another thread wrote what it read since its last yield
	// (SetStalePoll). At a yield it can then go on, and no timeout is
	// due for it.
	stalePoll bool
	// releaseFenced is set once the thread ran a release fence
	// (storeFence, fullFence): from then on its opaque and plain atomic
	// writes release, as the fence orders everything before it before
	// them (an over-approximation for the writes long after it).
	releaseFenced bool
	// lastUnordered is the thread's last opaque or plain atomic read
	// (Thread.performed), which an acquire fence orders.
	lastUnordered Op
	// choice selects among the alternatives of a non-deterministic
	// visible operation (which waiter notify wakes).
	choice int
	// hashState is the state of the thread's identity hash sequence.
	hashState uint32
	// atomicAt is the number of frames up to and including the one that
	// began the atomic region the thread runs in, 0 if none
	// (granularity.go).
	atomicAt int
	// atomicSection counts the Verify.beginAtomic calls the thread has
	// not ended yet (natives_verify.go).
	atomicSection int
	// aloneOps counts the visible operations the thread performed in
	// its current step while no other thread was alive (alone).
	aloneOps int
	// silentOps counts the silent operations (Thread.silent) of its
	// current step.
	silentOps int
}

// frame is an activation record. Its locals and operand stack live in the
// thread's stack: locals at [lp, lp+maxLocals), operands above them up to sp.
type frame struct {
	method *Method
	code   *Code
	pc     int // instruction index to execute next (while suspended)
	lp     int
	sp     int
	// lock is the monitor a synchronized method holds, released when the
	// frame is popped.
	lock *Object
	// clinit is the class whose <clinit> this frame runs (JVMS §5.5).
	clinit *Class
	// cont, when set, makes this a continuation frame: a native method that
	// called Java code and resumes, with the callee's result, when it
	// returns.
	cont continuation
	// last marks the bottom frame of a VM-initiated call: when it returns
	// or throws, the loop stops (see Thread.callJava) instead of
	// continuing in a caller.
	last bool
	// atomic marks a frame of a method with atomic granularity that runs
	// as (or inside) an atomic region; atomicRoot is the root whose state
	// the method works on (granularity.go).
	atomic     bool
	atomicRoot *Object
	// libraryWork marks a frame that does the class library's internal
	// work: its method is of an internal package of the library's
	// services (internalPackage), or works for a caller that does
	// (methodWork). Its silent operations on the library's own state are
	// no scheduling points (Thread.silent).
	libraryWork bool
	// forProgram marks a frame with a frame of the program's own code at
	// or below it: what it allocates the program asked for (or it is the
	// program's code), while what is allocated with none, at start-up or
	// by a thread the VM runs, is the class library's own.
	forProgram bool
}

// frameWork is what a frame of m pushed now does: whether it does the
// class library's internal work, and whether it works for the program
// (frame.libraryWork, frame.forProgram).
func (t *Thread) frameWork(m *Method) (library, forProgram bool) {
	n := len(t.frames)
	switch m.work {
	case libraryWork:
		library = true
	case workOfCaller:
		library = n > 0 && t.frames[n-1].libraryWork
	}
	return library, m.work == programWork || n > 0 && t.frames[n-1].forProgram
}

// libraryOwned reports whether an object allocated now is the class
// library's own state (flagLibraryOwned): allocated by the library's
// internal work, or with no code of the program's running.
func (t *Thread) libraryOwned() bool {
	n := len(t.frames)
	return n == 0 || t.frames[n-1].libraryWork || !t.frames[n-1].forProgram
}

// continuation resumes a native method after a Java call it made. It gets
// the callee's result, or the exception the callee threw, and returns the
// native method's own result; it may instead throw (Thread.Throw) or make
// another call.
type continuation func(t *Thread, result Value, exc *Object) Value

// OpKind is the kind of a visible operation (DESIGN.md, Stoller 2002 §3.5).
type OpKind uint8

// The visible operations.
const (
	// OpBegin is a thread's first transition (InitVis).
	OpBegin OpKind = iota
	// OpAcquire is monitorenter, or entry to a synchronized method, on a
	// lock the thread does not hold.
	OpAcquire
	// OpWait is wait₁: Object.wait releases the lock and waits.
	OpWait
	// OpWake is wait₂: the waiting thread, notified, re-acquires the lock.
	OpWake
	// OpNotify is Object.notify, a non-deterministic choice of the waiter.
	OpNotify
	// OpStart is Thread.start of another thread.
	OpStart
	// OpJoin is Thread.join, enabled when the joined thread has ended.
	OpJoin
	// OpYield is Thread.sleep or Thread.yield: only a scheduling point.
	OpYield
	// OpClassInit waits until another thread has finished initialising a
	// class, or (Op.Begins) begins its initialisation.
	OpClassInit
	// OpTerminate is the end of a thread.
	OpTerminate
	// OpRead and OpWrite access a communication object: a volatile
	// field, or a field or array element through an atomic operation
	// (Unsafe, VarHandle) of a shared object. OpWrite includes the
	// read-modify-write operations (compare-and-set, get-and-add).
	OpRead
	OpWrite
	// OpPark is LockSupport.park: enabled when the thread's permit is
	// available, it is interrupted, or (timed) at any time.
	OpPark
	// OpUnpark is LockSupport.unpark of another thread.
	OpUnpark
	// OpChoose is a non-deterministic choice of a value (Random.nextInt
	// and nextBoolean when the loader enumerates random values, the
	// choices of JPF's Verify): one alternative per value.
	OpChoose
	// OpState uses VM state that threads share and no lock guards (Op.State):
	// reads the clock, numbers a thread, interns a text, assigns a shared
	// object's identity hash. Which thread does it first decides what
	// each sees, so it is a scheduling point while another thread is
	// alive; with no other thread it is invisible, as nothing can come
	// between.
	OpState
	// OpTryLock is a use of a modelled java.util.concurrent lock that
	// never blocks (natives_locks.go): tryLock, which acquires the lock if
	// it is free and else returns false (a timed tryLock: also if the
	// timeout ends first), or a query of the lock's state by a thread that
	// does not own it (isLocked, getOwner, the queue). Always enabled; its
	// result depends on every change of the monitor.
	OpTryLock
	// OpRelease is the last unlock of a modelled java.util.concurrent
	// lock. A monitor's release is invisible (Stoller 2002 §3.5): no
	// other thread can tell that a monitor is held except by blocking on
	// it. tryLock and isLocked can, so the release of such a lock is a
	// visible operation (as §3.5 notes a query of the lock would require).
	OpRelease
	// OpCall is a call of a method with atomic granularity (Op.Callee) on
	// a shared object (Obj): the whole method is one operation that reads
	// or writes the object's state (granularity.go).
	OpCall
	// OpAcquireShared is a CountDownLatch's await (Permits 0: enabled
	// once the count is zero) or a Semaphore's acquire (enabled once
	// Permits permits are available, which it takes) Obj, whose state word
	// is Loc (natives_synchronizers.go).
	OpAcquireShared
	// OpPreempt is where a thread that ran a time slice without a visible
	// operation was preempted (Run): no operation, only a scheduling
	// point, always enabled.
	OpPreempt
)

var opKindNames = [...]string{"begin", "acquire", "wait", "wake", "notify", "start", "join", "yield", "class-init", "terminate", "read", "write", "park", "unpark", "choose", "state", "try-lock", "release", "call", "acquire-shared", "preempt"}

func (k OpKind) String() string {
	if int(k) < len(opKindNames) {
		return opKindNames[k]
	}
	return "?"
}

// Op is a visible operation a thread is about to perform.
type Op struct {
	Kind OpKind
	// Obj is the object operated on: the monitor's object for acquire,
	// wait, wake and notify; the java.lang.Thread of start and join.
	Obj *Object
	// Cond is the java.util.concurrent Condition whose wait set a wait,
	// wake or notify (await, signal) uses instead of Obj's own: the
	// monitor of the condition object holds its waiters, the monitor of
	// Obj (the lock) the ownership (natives_locks.go).
	Cond *Object
	// Interruptible marks an acquire that an interrupt ends with
	// InterruptedException (Lock.lockInterruptibly): enabled also when
	// the thread is interrupted. Uninterruptible marks the wake of a
	// Condition.awaitUninterruptibly, which an interrupt does not end.
	Interruptible, Uninterruptible bool
	// Notified marks the wake of a thread that notify, notifyAll or a
	// Condition's signal took out of the wait set: an interrupt after
	// that does not end its wait with InterruptedException, it returns
	// normally with its interrupt status set, as HotSpot's
	// ObjectMonitor::wait and the JDK's AbstractQueuedSynchronizer do
	// (JLS §17.2.4: a notification is never lost to an interrupt).
	Notified bool
	// Released marks a join whose thread held the joined thread's
	// monitor when it arrived: the join waits on the thread object,
	// which lets the monitor go (wait₁; synchronized (t) { t.join(); },
	// JDK 17's synchronized join(millis, nanos)), and takes it back, as
	// deep as it was (Thread.lkDepth), when it returns (wait₂).
	Released bool
	// Returns and Nanos describe the wake of a Condition's await: what
	// the method returns (0: nothing; 'J': the nanoseconds left, 'Z':
	// whether it was signalled in time) and its timeout, which the clock
	// advances by if the wait times out.
	Returns byte
	Nanos   int64
	// Class is the class of OpClassInit. Begins marks an OpClassInit
	// that begins the class's initialisation (Thread.beginsInitVisibly)
	// rather than waiting for another thread's.
	Class  *Class
	Begins bool
	// Loc and Field are the location OpRead and OpWrite access (Field is
	// nil for array elements).
	Loc   Location
	Field *Field
	// Timed marks a wait or join with a timeout, which may also end
	// without the event it waits for. Sleep marks the OpYield of
	// Thread.sleep. Due is when the timeout or the sleep ends on the
	// execution's clock, for RoundRobin, which lets the earliest end
	// first: the search lets any end at any moment.
	Timed bool
	Sleep bool
	Due   int64
	// LongSleep marks a sleep longer than Options.EarlySleeps: it ends
	// only when due, as a timeout does (TimingOut).
	LongSleep bool
	// Plain marks an OpRead or OpWrite of an ordinary (not volatile)
	// location that is visible only because the search made it so
	// (promoted, or bytecode atomicity): not a synchronisation action.
	Plain bool
	// Unordered marks an atomic access in opaque or plain mode: an
	// OpRead or OpWrite of a VarHandle's getOpaque, setOpaque,
	// weakCompareAndSetPlain, an OpCall of an atomic's getPlain,
	// setPlain, getOpaque, setOpaque or weakCompareAndSet(Plain) (their
	// package documentation; weakCompareAndSet is weakCompareAndSetPlain
	// since JDK 9). Atomic on its location, but not a synchronisation
	// action: it orders no other access (JLS §17.4.4 lists volatile
	// accesses; the access modes give opaque and plain no ordering), but
	// for a fence's (SyncEvent.Fence, Thread.releaseFenced).
	Unordered bool
	// Choices is the number of values of OpChoose, values what each
	// alternative returns (choice.go; the values of a list are the
	// elements of the array Obj). Call is the call that chooses
	// ("Random.nextInt(6)").
	Choices int
	values  choiceValues
	Call    string
	// State is the VM state OpState uses.
	State StateAccess
	// Callee is the method OpCall calls; Reads says that it only reads
	// the object's state. Element is 1 + the index of the element of an
	// atomic array (or the class of bins of a ConcurrentHashMap) the
	// call uses, 0 if it uses the whole object. Guarded says that the
	// call takes Obj's monitor first, which another thread can hold
	// between its operations: the call is enabled only when the thread
	// can acquire it (a PrintStream's, which synchronized (System.out)
	// holds).
	Callee  *Method
	Reads   bool
	Element int32
	Guarded bool
	// Permits is what OpAcquireShared takes; 0 only for a latch's await,
	// which waits for a count of zero (an acquire of no permits never
	// waits, so it is no operation).
	Permits int32
	// Queue marks a query of which threads are blocked acquiring Obj (a
	// lock's Sync or a semaphore): getQueueLength, hasQueuedThreads.
	Queue bool
	// Fair marks an OpAcquire or OpAcquireShared of a fair lock or
	// semaphore, which grants in arrival order: until the thread is in
	// the synchronizer's queue the operation is its arrival (always
	// enabled: it takes the lock, or finds it unavailable and joins the
	// queue), then the grant, enabled only at the queue's head
	// (natives_locks.go, fairQueue).
	Fair bool
	// Side is the side of a ReentrantReadWriteLock that an OpAcquire or
	// OpRelease takes or gives back (natives_rwlock.go).
	Side LockSide
	// Method and PC locate the operation in the code (PC is an
	// instruction index in Method's code).
	Method *Method
	PC     int
}

// Next is the visible operation the thread will perform next.
func (t *Thread) Next() Op { return t.next }

// Terminated reports whether the thread has ended.
func (t *Thread) Terminated() bool { return t.terminated }

// EndsProgram reports whether the thread's end ends the program: it is
// the last thread alive that is not a daemon (the daemons are then
// abandoned, as the JVM abandons them, unless shutdown hooks run).
func (t *Thread) EndsProgram() bool {
	if t.daemon {
		return false
	}
	for _, o := range t.vm.threads {
		if o != t && !o.daemon && !o.terminated {
			return false
		}
	}
	return true
}

// ExitLock is the monitor other than its own that the thread's end takes
// (its thread group's on JDK 17), nil if none.
func (t *Thread) ExitLock() *Object { return t.vm.exitLock(t) }

// Daemon reports whether the thread is a daemon thread.
func (t *Thread) Daemon() bool { return t.daemon }

// Uncaught is the exception that ended the thread, or nil; it may have
// been handled by an uncaught-exception handler (VM.Unhandled).
func (t *Thread) Uncaught() *Object { return t.uncaught }

// UnhandledException is an exception that ended a thread and that no
// uncaught-exception handler dealt with: the JDK's default printed it, or
// the handler itself threw it.
type UnhandledException struct {
	Thread    *Thread
	Exception *Object
}

// Unhandled lists the unhandled exceptions of the execution so far, in
// the order they happened.
func (vm *VM) Unhandled() []UnhandledException { return vm.unhandled }

func (vm *VM) noteUnhandled(t *Thread, exc *Object) {
	vm.unhandled = append(vm.unhandled, UnhandledException{t, exc})
}

// VM is the execution the thread belongs to.
func (t *Thread) VM() *VM { return t.vm }

// monitorOf returns o's monitor, creating it on first use.
func monitorOf(o *Object) *monitor.Monitor {
	if o.Monitor == nil {
		o.Monitor = &monitor.Monitor{}
	}
	return o.Monitor
}

// mayLock reports whether the thread can take o's monitor now, without
// making a monitor for an object whose lock nobody used (every thread
// object, asked at each join and end).
func (t *Thread) mayLock(o *Object) bool {
	return o.Monitor == nil || o.Monitor.CanAcquire(t.ID)
}

// waitSetOf is the object whose monitor holds the waiters a wait, wake
// or notify uses: the condition, or the lock object itself.
func (op *Op) waitSetOf() *Object {
	if op.Cond != nil {
		return op.Cond
	}
	return op.Obj
}

// waitSet is the monitor of waitSetOf.
func (op *Op) waitSet() *monitor.Monitor { return monitorOf(op.waitSetOf()) }

// Enabled reports whether the thread's next visible operation can be
// performed now: its guard holds and, if it can only time out, the
// timeout is due (Options.AnyTimeouts).
func (t *Thread) Enabled() bool {
	return t.guard() && (t.vm.opts.AnyTimeouts || !t.TimingOut() || t.timeoutDue())
}

// timeoutDue reports whether the thread's timeout can end its wait now:
// its time has passed on the execution's clock, or no other thread can
// go on without time passing and none waits for an earlier time.
func (t *Thread) timeoutDue() bool {
	due := t.next.Due
	if due == forever {
		// A timeout at the end of time (wait(Long.MAX_VALUE)) is
		// never due.
		return false
	}
	if due <= t.vm.clock {
		return true
	}
	for _, o := range t.vm.threads {
		if o == t || o.terminated || o.dormant {
			continue
		}
		if o.WaitsForTime() {
			if o.next.Due < due {
				return false
			}
		} else if (o.next.Kind != OpYield || o.next.Sleep || o.stalePoll) && o.guard() {
			// A thread that yields (Thread.yield, onSpinWait) waits
			// for another to act, as one that sleeps does, unless
			// another acted since it last looked: it goes on to see
			// what changed. One interrupted in its sleep goes on at
			// once.
			return false
		}
	}
	return true
}

// SetStalePoll tells the thread whether another thread has written what
// it read since its last yield (the search knows what each transition
// read and wrote): at a yield it then goes on to look again, and is not
// waiting for time to pass. A thread spinning on a flag another thread
// just set sees the flag before a timeout of the setter can be due, as
// it would within microseconds on a JVM, where the timeout takes seconds.
func (t *Thread) SetStalePoll(stale bool) { t.stalePoll = stale }

// guard reports whether the thread's next visible operation can be
// performed now as far as the objects it uses say: a timed wait's guard
// always holds. The natives that ask whether a thread is blocked on an
// object use it.
func (t *Thread) guard() bool {
	if t.terminated || t.dormant || t.suspended {
		return false
	}
	op := &t.next
	if q := op.fairQueue(); q != nil {
		return t.fairEnabled(op, q)
	}
	switch op.Kind {
	case OpAcquire:
		if isStampedSync(op.Obj) {
			return stampedAvailable(monitorOf(op.Obj), op.Side) || op.Interruptible && t.interrupted()
		}
		if op.Side == ReadSide {
			return t.canRead(op.Obj) || op.Interruptible && t.interrupted()
		}
		return monitorOf(op.Obj).CanAcquire(t.ID) || op.Interruptible && t.interrupted()
	case OpWake:
		m := monitorOf(op.Obj)
		return m.Free() && (!op.waitSet().IsWaiting(t.ID) || op.Timed || !op.Uninterruptible && t.interrupted()) && (!isFair(op.Obj) || m.First(t.ID))
	case OpJoin:
		// Thread.join is synchronized on the thread object (it waits on
		// it): it returns, or throws, only once it holds that monitor.
		target := threadOf(op.Obj)
		return (op.Timed || target == nil || target.terminated || t.interrupted()) && t.mayLock(op.Obj)
	case OpTerminate:
		// A thread ends holding its thread object's monitor, to wake
		// the threads waiting on it (HotSpot's ensure_join): not while
		// another thread holds it (a joiner does not: its join let the
		// monitor go, Op.Released). Thread.exit takes its group's
		// monitor too, on JDKs whose groups track their threads.
		if g := t.vm.exitLock(t); g != nil && !t.mayLock(g) {
			return false
		}
		return t.Obj == nil || t.mayLock(t.Obj)
	case OpClassInit:
		st := t.vm.state(op.Class)
		return st.init != initializing || st.initThread == t
	case OpPark:
		return t.permit || op.Timed || t.interrupted()
	case OpYield:
		// A sleep forever (Thread.sleep(Long.MAX_VALUE)) ends only by
		// an interrupt.
		return !op.Sleep || op.Due < forever || t.interrupted()
	case OpAcquireShared:
		return op.Timed || t.vm.available(op) || op.Interruptible && t.interrupted()
	case OpCall:
		return !op.Guarded || monitorOf(op.Obj).CanAcquire(t.ID)
	}
	return true
}

// WaitsForTime reports whether the thread's next step lets time pass: a
// sleep that no interrupt ends, or a timed wait, join, park or acquire
// that can end only by timing out.
func (t *Thread) WaitsForTime() bool {
	return t.next.Kind == OpYield && t.next.Sleep && !t.interrupted() || t.TimingOut()
}

// TimingOut reports whether the thread is enabled only because its timed
// wait, join or park may end by timeout, or its sleep is too long to end
// before it is due (Op.LongSleep).
func (t *Thread) TimingOut() bool {
	op := &t.next
	if op.LongSleep {
		return !t.interrupted()
	}
	if !op.Timed || !op.Uninterruptible && t.interrupted() {
		return false
	}
	switch op.Kind {
	case OpWake:
		return op.waitSet().IsWaiting(t.ID)
	case OpJoin:
		target := threadOf(op.Obj)
		return target != nil && !target.terminated
	case OpPark:
		return !t.permit
	case OpAcquireShared:
		return !t.vm.available(op)
	case OpTryLock:
		// A timed tryLock (the read side: Side) while another thread
		// holds what it needs.
		if op.Side == ReadSide {
			return !monitorOf(op.Obj).CanAcquireShared(t.ID)
		}
		return !monitorOf(op.Obj).CanAcquire(t.ID)
	}
	return false
}

// accessKind is OpWrite for a write, else OpRead.
func accessKind(write bool) OpKind {
	if write {
		return OpWrite
	}
	return OpRead
}

// grow makes the thread's stack at least top slots long, or reports false
// when that is beyond its limit (StackOverflowError).
func (t *Thread) grow(top int) bool {
	if top <= len(t.stack) {
		return true
	}
	if top > maxStackSlots {
		return false
	}
	n := 2 * len(t.stack)
	for n < top {
		n *= 2
	}
	if n > maxStackSlots {
		n = maxStackSlots
	}
	s := make([]Value, n)
	copy(s, t.stack)
	t.stack = s
	return true
}

// Limits of a thread's stack, in the spirit of HotSpot's default 1 MB
// thread stacks: deep enough for ordinary recursion, shallow enough that
// runaway recursion ends in StackOverflowError quickly.
const (
	maxStackSlots = 1 << 20
	maxFrames     = 6000
)
