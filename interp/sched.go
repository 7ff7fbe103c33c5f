package interp

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/monitor"
)

// Launch prepares the main thread to run mainClass.main(args) (mainClass
// in binary form, "com.example.Main"). The main thread's first transition
// is the call of main, which initialises the main class first, as the java
// launcher does. An error means the main class or its main method cannot
// be found: bad input, not a program failure (a LaunchError where java's
// launcher refuses the class).
func (vm *VM) Launch(mainClass string, args []string) (err error) {
	defer vm.recoverFatal(&err)
	name := strings.ReplaceAll(mainClass, ".", "/")
	c, err := vm.loader.Load(name)
	if err != nil {
		return mainLoadError(mainClass, name, err)
	}
	if err := vm.loader.linkClass(c); err != nil {
		return mainLinkError(mainClass, err)
	}
	var m, ctor *Method
	if vm.wk.object.File.MajorVersion >= 69 {
		m, ctor, err = mainMethod25(c)
	} else {
		m, err = mainMethod(c)
	}
	if err != nil {
		return err
	}
	a := &asm{l: vm.loader}
	if ctor != nil {
		a.newObject(c)
		a.dup()
		a.invokeSpecial(ctor)
	}
	if m.ArgSlots > b2i(!m.IsStatic()) {
		a.load(0, "L")
	}
	a.invoke(m)
	a.ret("V")
	launcher := vm.loader.synthesize("jcheck/Launcher", "main", "([Ljava/lang/String;)V", classfile.AccStatic, 1, a.maxDepth+2, a.code)
	t := vm.threads[0]
	t.pushArgs(launcher, 0, []Value{Ref(vm.stringArray(args))})
	if t.invoke(launcher, 0) {
		return fmt.Errorf("the main thread blocked before starting")
	}
	t.next = Op{Kind: OpBegin, Method: m}
	return nil
}

// Threads lists the threads of the execution in the order they were
// created, leaving out the dormant system threads.
func (vm *VM) Threads() []*Thread {
	out := make([]*Thread, 0, len(vm.threads))
	for _, t := range vm.threads {
		if !t.dormant {
			out = append(out, t)
		}
	}
	return out
}

// Step runs thread t, whose next visible operation must be enabled: it
// performs that operation, then the thread's invisible operations up to
// its next visible operation (a transition of Stoller 2002 §5.2). choice
// selects among the alternatives of a non-deterministic operation.
func (vm *VM) Step(t *Thread, choice int) (res *StepResult, err error) {
	defer vm.recoverFatal(&err)
	if vm.discarded {
		fatalf("a discarded execution stepped")
	}
	if vm.ended() {
		return nil, fmt.Errorf("the execution has ended")
	}
	if !t.Enabled() {
		return nil, fmt.Errorf("thread %s is not enabled (its next operation is %s)", t.Name(), t.next.Kind)
	}
	res = &StepResult{Thread: t, Op: t.next, TimedOut: t.TimingOut(), ReleaseFenced: t.releaseFenced}
	if r := vm.recorder; r != nil {
		r.begin()
		defer func() {
			if res != nil {
				r.finish(res)
			}
		}()
	}
	vm.current = t
	t.atVisible = false
	t.resetLimit()
	t.choice = choice
	t.aloneOps, t.silentOps = 0, 0
	t.performed(&t.next)
	count := int64(-1)
	if op := &t.next; op.Kind == OpCall && op.Callee.uses&useIfAbsent != 0 && op.Element > 0 {
		count = mapCount(op.Obj)
	}
	if t.next.Kind == OpBegin && t.stillborn() {
		vm.terminate(t)
		return res, nil
	}
	// A thread with Thread.stop's exception pending throws it in place
	// of its operation.
	switch {
	case t.deliverStop():
	case t.next.Kind == OpClassInit:
		// Waiting for another thread's class initialisation ends by
		// itself once the class is no longer being initialised: the
		// thread re-executes its instruction and finds the class
		// initialised (or erroneous, JVMS §5.5 steps 2 and 5), or waits
		// again for the next class. A wait is not granted, so no grant can
		// outlive the step and be spent by a later operation; a begin
		// that still finds the class uninitialised is, and the
		// re-executed instruction spends it on beginning.
		t.granted = vm.beginsInit(&t.next)
	case t.next.Kind == OpBegin, t.next.Kind == OpPreempt:
		// A preempted thread goes on where it was.
	case t.next.Kind == OpTerminate:
		res.ExitLock = vm.exitLock(t)
		vm.terminate(t)
		return res, nil
	case t.next.Kind == OpWake:
		t.wake()
	default:
		if q := t.next.fairQueue(); q != nil && q.Queued(t.ID) {
			// A thread queued on a fair lock returned from its lock()
			// call when it joined the queue: the grant is performed
			// here, as wait₂ is.
			t.takeQueued(q)
			break
		}
		t.granted = true
	}
	t.run()
	t.stopped = false
	if t.granted && !vm.ended() {
		fatalf("thread %s did not perform its scheduled %s: the program is not deterministic under replay", t.Name(), t.next.Kind)
	}
	t.granted = false
	if count >= 0 && mapCount(res.Op.Obj) == count {
		// A putIfAbsent or computeIfAbsent that found its key (or whose
		// function gave no value) changed nothing: it only read its bin,
		// and commutes with the other reads of it. The map's count
		// tells, as each insertion adds one.
		res.Op.Reads = true
	}
	if !t.atVisible && len(t.frames) == 0 {
		t.next = Op{Kind: OpTerminate}
	}
	return res, nil
}

// Choices is the number of alternatives of the thread's next operation:
// for notify, one per waiting thread; for a choice, one per value; 1
// otherwise.
func (t *Thread) Choices() int {
	switch t.next.Kind {
	case OpNotify:
		if n := len(monitorOf(t.next.Obj).NotifyChoices(t.ID)); n > 0 {
			return n
		}
	case OpChoose:
		return t.next.Choices
	}
	return 1
}

// DescribeChoice renders what alternative choice of the thread's next
// operation does, for a counterexample: the thread a notify wakes, the
// value a choice returns; "" for operations without alternatives.
func (vm *VM) DescribeChoice(t *Thread, choice int) string {
	switch op := t.next; op.Kind {
	case OpNotify:
		if ws := monitorOf(op.Obj).NotifyChoices(t.ID); choice < len(ws) && ws[choice] != monitor.Free {
			if w := vm.threadByID(ws[choice]); w != nil {
				return "wakes " + w.Name()
			}
		}
	case OpChoose:
		return "returns " + choiceValue(op, choice)
	}
	return ""
}

// Scheduler decides which enabled thread takes the next step.
type Scheduler interface {
	// Pick returns the thread to run and the choice for its operation.
	// last is the thread that took the previous step, nil at first.
	Pick(enabled []*Thread, last *Thread) (*Thread, int)
}

// RoundRobin is the deterministic schedule: the running thread goes on
// until it blocks, yields, ends or has run for a time slice (TimeSlice
// instructions since it was scheduled, counted by Run); then the next
// enabled thread in creation order after it runs. The time slice lets a
// thread that waits in a loop for another to act — polling a volatile
// flag — see it act, as on a real JVM, and the same program gets the
// same schedule every time.
type RoundRobin struct{}

// Pick implements Scheduler. A thread that lets time pass — it sleeps, or
// its timed wait can end only by timing out — runs only when no other
// thread can (time passes when everybody waits) or when its sleep or
// timeout has ended on the execution's clock, which the other threads'
// computation advances (Run: a thread that polls a flag which a sleeping
// or waiting thread will set sees the other's timeout come, as on a real
// JVM, and a thread computing for a while does not make a long timeout
// end early); of several, the one whose sleep or timeout ends first.
func (RoundRobin) Pick(enabled []*Thread, last *Thread) (*Thread, int) {
	ready := enabled[:0:0]
	var first *Thread // of the threads that let time pass, the one due first
	for _, t := range enabled {
		switch {
		case !t.WaitsForTime():
			ready = append(ready, t)
		case first == nil || t.next.Due < first.next.Due:
			first = t
		}
	}
	if first != nil && (len(ready) == 0 || first.next.Due <= first.vm.clock) {
		return first, 0
	}
	if last != nil && last.next.Kind != OpYield && last.next.Kind != OpPreempt && last.ran < TimeSlice {
		for _, t := range ready {
			if t == last {
				return t, 0
			}
		}
	}
	if last != nil {
		for _, t := range ready {
			if t.ID > last.ID {
				return t, 0
			}
		}
	}
	return ready[0], 0
}

// runStepNanos is the time a step of Run takes beside its instructions.
const runStepNanos = 1000

// RandomScheduler picks a random enabled thread (and a random choice) at
// every visible operation, reproducibly from its seed.
type RandomScheduler struct{ rng *rand.Rand }

// NewRandomScheduler makes a random schedule from a seed.
func NewRandomScheduler(seed uint64) *RandomScheduler {
	return &RandomScheduler{rng: rand.New(rand.NewPCG(seed, 0x6A636865636B))}
}

// Pick implements Scheduler.
func (r *RandomScheduler) Pick(enabled []*Thread, last *Thread) (*Thread, int) {
	t := enabled[r.rng.IntN(len(enabled))]
	return t, r.rng.IntN(t.Choices())
}

// Outcome is how an execution ended.
type Outcome struct {
	// ExitCode is the process exit status java would have: the argument of
	// System.exit, 1 if the main thread ended with an uncaught exception,
	// else 0.
	ExitCode int
	// Deadlock is set when live threads remain but none is enabled.
	Deadlock *Deadlock
	// Failure is a possible BoundedInvis violation.
	Failure error
	// Steps is the number of transitions taken.
	Steps int
}

// Enabled lists the threads whose next operation can be performed: only
// those inside a Verify atomic section if one of them can (no other
// thread runs amid a section, natives_verify.go).
func (vm *VM) Enabled() []*Thread {
	var out []*Thread
	atomic := false
	for _, t := range vm.threads {
		if t.terminated || !t.Enabled() || atomic && t.atomicSection == 0 {
			continue
		}
		if t.atomicSection > 0 && !atomic {
			out, atomic = out[:0], true
		}
		out = append(out, t)
	}
	return out
}

// ended reports whether the execution has ended before its threads did:
// it exited, failed, or Verify.ignoreIf ended it.
func (vm *VM) ended() bool { return vm.exited || vm.failure != nil || vm.ignored }

// Finished reports whether the program has ended: it exited, or every
// non-daemon thread has terminated (daemon threads are abandoned, as the
// JVM abandons them).
func (vm *VM) Finished() bool {
	if vm.ended() {
		return true
	}
	for _, t := range vm.threads {
		if !t.terminated && !t.daemon {
			return false
		}
	}
	return true
}

// Run drives the execution to its end under a schedule. A thread that
// runs TimeSlice instructions without a visible operation while another
// can run is preempted (OpPreempt), so that the schedule decides who
// runs next even then.
func (vm *VM) Run(s Scheduler) (*Outcome, error) {
	out := &Outcome{}
	var last *Thread
	vm.preemptive = true
	defer func() { vm.preemptive = false }()
	for !vm.Finished() {
		enabled := vm.Enabled()
		if len(enabled) == 0 {
			out.Deadlock = vm.FindDeadlock()
			return out, nil
		}
		t, choice := s.Pick(enabled, last)
		if t != last {
			t.ran = 0
		}
		before := vm.instrs
		if _, err := vm.Step(t, choice); err != nil {
			return out, err
		}
		t.ran += vm.instrs - before
		// Time passes as the threads compute: a nanosecond an
		// instruction, and a microsecond a visible operation (as a
		// clock reading), so that a timeout ends after as much
		// computation of the others as on a JVM, within a factor.
		vm.advanceClock(vm.instrs - before + runStepNanos)
		out.Steps++
		last = t
	}
	out.ExitCode, out.Failure = vm.ExitCode(), vm.failure
	return out, nil
}

// ExitCode is the status java would exit with now that the program ended.
func (vm *VM) ExitCode() int {
	if vm.exited {
		return vm.exitCode
	}
	if len(vm.threads) > 0 && vm.threads[0].uncaught != nil {
		return 1
	}
	return 0
}

// MissingClassError is the class the program failed to find on any
// class path, once an exception no handler dealt with has ended a thread
// (the NoClassDefFoundError, or one it led to): the program cannot run
// as it is, which is a fault of its class path, not an error of the
// program. It names the class and where the unhandled exception was
// thrown; nil if no class was missing, or the program dealt with it.
func (vm *VM) MissingClassError() error {
	if vm.missingClass == nil || len(vm.unhandled) == 0 {
		return nil
	}
	return fmt.Errorf("%w (at %s)", vm.missingClass, vm.ThrowPosition(vm.unhandled[0].Exception))
}

// Deadlock describes a state in which live threads remain and none is
// enabled.
type Deadlock struct {
	Threads []BlockedThread
	// Cycle lists the threads of a wait-for cycle (each waits for a lock
	// the next holds), if there is one.
	Cycle []*Thread
}

// BlockedThread is one thread of a deadlock.
type BlockedThread struct {
	Thread  *Thread
	Waiting string // what it waits for, e.g. "acquire java.lang.Object@3"
	Owner   *Thread
	Held    []*Object
	Stack   []string
}

// FindDeadlock describes the threads that cannot proceed.
func (vm *VM) FindDeadlock() *Deadlock {
	d := &Deadlock{}
	waitsFor := map[*Thread]*Thread{}
	for _, t := range vm.Threads() {
		if t.terminated {
			continue
		}
		b := BlockedThread{Thread: t, Held: t.held, Stack: t.StackTrace(), Waiting: vm.DescribeOp(t)}
		if owner := vm.blocker(t); owner != nil {
			b.Owner = owner
			waitsFor[t] = owner
		}
		d.Threads = append(d.Threads, b)
	}
	for _, b := range d.Threads {
		if c := cycleFrom(b.Thread, func(t *Thread) *Thread { return waitsFor[t] }); c != nil {
			d.Cycle = c
			return d
		}
	}
	return d
}

// blocker is the thread that thread t's next operation waits for, if it
// names one: the owner of the monitor or lock it acquires (or re-acquires
// after a wait), the thread it joins, the thread initialising the class
// it waits for.
func (vm *VM) blocker(t *Thread) *Thread {
	op := &t.next
	switch {
	case op.Kind == OpAcquire, op.Kind == OpWake, op.Kind == OpCall && op.Guarded:
		return vm.threadByID(ownerID(op.Obj))
	case op.Kind == OpJoin:
		return threadOf(op.Obj)
	case op.Kind == OpTerminate && t.Obj != nil:
		if g := vm.exitLock(t); g != nil && !t.mayLock(g) {
			return vm.threadByID(ownerID(g))
		}
		return vm.threadByID(ownerID(t.Obj))
	case op.Kind == OpClassInit:
		// The thread initialising the class it waits for.
		if st := vm.state(op.Class); st.init == initializing && st.initThread != t {
			return st.initThread
		}
	}
	return nil
}

// cycleFrom follows next from t and returns the cycle it runs into, if
// it does not end. (A path is at most as long as the threads are many.)
func cycleFrom(t *Thread, next func(*Thread) *Thread) []*Thread {
	var path []*Thread
	for ; t != nil; t = next(t) {
		if i := slices.Index(path, t); i >= 0 {
			return path[i:]
		}
		path = append(path, t)
	}
	return nil
}

// BlockedCycle returns threads that wait for one another for good, if
// there are any, also while other threads can go on: each is blocked
// acquiring a monitor or an exclusive lock that the next one holds
// (re-acquiring one after a wait that was notified), or waiting for a
// class that the next one initialises. Nothing another thread does can
// end such a cycle (a join, or an acquire that an interrupt would end,
// lockInterruptibly, does not count), so the
// program has deadlocked even if its other threads go on and it exits:
// a watchdog that gives up on a timed join and calls System.exit does
// not make the deadlock go away.
func (vm *VM) BlockedCycle() []*Thread {
	next := func(t *Thread) *Thread {
		if t.terminated || t.dormant || t.suspended || t.guard() {
			// A suspended thread waits for any thread's resume.
			return nil
		}
		op := &t.next
		switch {
		case op.Kind == OpAcquire && (op.Interruptible || op.Side == ReadSide || isStampedSync(op.Obj)),
			op.Kind == OpWake && op.waitSet().IsWaiting(t.ID),
			op.Kind == OpJoin:
			return nil
		case op.Kind == OpClassInit:
			return vm.state(op.Class).initThread
		}
		return vm.blocker(t)
	}
	// The search asks in every state: only a thread that waits for
	// another can begin a cycle.
	for _, t := range vm.threads {
		if next(t) == nil {
			continue
		}
		if c := cycleFrom(t, next); c != nil {
			return c
		}
	}
	return nil
}

// ThreadName is the name of the thread with the given ID now ("#id" if
// the execution has none).
func (vm *VM) ThreadName(id monitor.ThreadID) string {
	if t := vm.threadByID(id); t != nil {
		return t.Name()
	}
	return fmt.Sprintf("#%d", id)
}

func (vm *VM) threadByID(id monitor.ThreadID) *Thread {
	for _, t := range vm.threads {
		if t.ID == id {
			return t
		}
	}
	return nil
}

// objectNumber numbers objects in the order they are first named, so that
// a counterexample names the same object the same way in every replay.
func (vm *VM) objectNumber(o *Object) int {
	if vm.names == nil {
		vm.names = map[*Object]int{}
	}
	n, ok := vm.names[o]
	if !ok {
		n = len(vm.names) + 1
		vm.names[o] = n
	}
	return n
}

// DescribeOp renders a thread's next visible operation for people:
// "acquire Fork@2", "wait for notification on Buffer@1", "join Thread-1".
func (vm *VM) DescribeOp(t *Thread) string {
	op := t.next
	switch op.Kind {
	case OpAcquire:
		return "acquire " + sideName[op.Side] + vm.ObjectName(op.Obj)
	case OpWait:
		if op.Cond != nil {
			return "await " + vm.ObjectName(op.Cond)
		}
		return "wait on " + vm.ObjectName(op.Obj)
	case OpWake:
		if op.Cond != nil {
			if op.waitSet().IsWaiting(t.ID) {
				return "await a signal of " + vm.ObjectName(op.Cond)
			}
			return "re-acquire " + vm.ObjectName(op.Obj) + " after await"
		}
		if monitorOf(op.Obj).IsWaiting(t.ID) {
			return "wait for notification on " + vm.ObjectName(op.Obj)
		}
		return "re-acquire " + vm.ObjectName(op.Obj) + " after wait"
	case OpNotify:
		return "notify " + vm.ObjectName(op.Obj)
	case OpTryLock:
		return "try " + vm.ObjectName(op.Obj)
	case OpRelease:
		return "release " + sideName[op.Side] + vm.ObjectName(op.Obj)
	case OpCall:
		return "call " + vm.ObjectName(op.Obj) + "." + op.Callee.Name
	case OpAcquireShared:
		if op.Permits == 0 {
			return "await " + vm.ObjectName(op.Obj)
		}
		return "acquire " + itoa(int(op.Permits)) + " of " + vm.ObjectName(op.Obj)
	case OpStart:
		return "start " + vm.threadObjectName(op.Obj)
	case OpJoin:
		return "join " + vm.threadObjectName(op.Obj)
	case OpClassInit:
		if vm.beginsInit(&op) {
			return "initialise " + op.Class.JavaName()
		}
		return "wait for the initialisation of " + op.Class.JavaName()
	case OpYield:
		if !op.Sleep {
			return "yield"
		}
		if t.sleepsEarly() {
			return "sleep, ending early"
		}
		return "sleep"
	case OpRead, OpWrite:
		return op.Kind.String() + " " + vm.LocationName(op.Loc)
	case OpPark:
		return "park"
	case OpUnpark:
		return "unpark " + vm.threadObjectName(op.Obj)
	case OpChoose:
		return "choose " + op.Call
	case OpState:
		if op.State.State == SuspensionState {
			return suspensionCalls[op.State.Key] + " " + vm.threadObjectName(op.State.Obj)
		}
		return stateOpNames[op.State.State]
	case OpBegin:
		return "begin"
	case OpTerminate:
		return "terminate"
	}
	return op.Kind.String()
}

func (vm *VM) threadObjectName(o *Object) string {
	var name string
	if n := o.Fields[vm.wk.threadName.Slot].R; n != nil {
		name = vm.GoString(n)
	}
	if name == "" {
		// An unnamed thread (the virtual threads of
		// newVirtualThreadPerTaskExecutor), or one whose constructor has
		// not named it yet: its id, as the JDK's toString and thread
		// dumps give it (#22).
		if f := vm.wk.thread.DeclaredField("tid"); f != nil {
			return fmt.Sprintf("#%d", o.Fields[f.Slot].I)
		}
	}
	return name
}

// ObjectName names an object for people by its class and a per-execution
// number, e.g. "Fork@2"; a Class object is "class Foo".
func (vm *VM) ObjectName(o *Object) string {
	if c := ClassOf(o); c != nil && o.Class == vm.wk.class {
		return "class " + c.JavaName()
	}
	if o.Class == vm.wk.thread || o.Class.IsSubclassOf(vm.wk.thread) {
		return vm.threadObjectName(o)
	}
	c, dims := o.Class, ""
	for c.Component != nil {
		c, dims = c.Component, dims+"[]"
	}
	name := c.JavaName()
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	return fmt.Sprintf("%s%s@%d", name, dims, vm.objectNumber(o))
}

// OpPosition renders where a visible operation happens:
// "Class.method(File.java:line)".
func OpPosition(op Op) string {
	if op.Method == nil {
		return "?"
	}
	return CodePosition(op.Method, op.PC)
}
