package interp

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/monitor"
)

// Options configure one execution.
type Options struct {
	Stdout, Stderr io.Writer
	Stdin          io.Reader
	// DisableAssertions turns Java assertions off (they are on by default,
	// as with java -ea).
	DisableAssertions bool
	// MaxInvisible bounds the instructions a thread may run without
	// reaching a visible operation (BoundedInvis, Stoller 2002 §3.6); 0
	// means DefaultMaxInvisible, a negative value no bound.
	MaxInvisible int64
	// JDK is the installed runtime whose library the program runs on.
	JDK *classpath.JDK
	// ClassPath is the application class path as the user gave it (the
	// java.class.path property).
	ClassPath string
	// Stop, if set, is asked every pollInterval instructions or so whether
	// to abandon the execution (a time limit passed, the user interrupted):
	// if it says so, the Step running returns ErrStopped. It is the only
	// way to end a step whose code never reaches a visible operation when
	// MaxInvisible is large.
	Stop func() bool
	// MaxHeap bounds the Java heap in bytes, as java's -Xmx: an allocation
	// of the program's that does not fit beside the objects still
	// reachable throws OutOfMemoryError (memory.go). 0 means
	// DefaultMaxHeap(), a negative value no bound.
	MaxHeap int64
	// Properties are system properties, "name=value", as java's -D sets
	// them: over the VM's and the platform's own, the last of a name
	// winning.
	Properties []string
	// Env is the program's environment, "name=value", as System.getenv
	// sees it: nothing else (jcheck's own environment differs from run
	// to run and machine to machine).
	Env []string
	// TimeZone is the time zone java would find in the TZ variable
	// (TimeZone.getDefault without -Duser.timezone); "" is UTC.
	TimeZone string
	// Processors is what Runtime.availableProcessors returns (0:
	// DefaultProcessors). The JDK sizes the common pool, parallel
	// streams' splitting and CompletableFuture's default executor by it,
	// and programs their pools: each processor more is a thread more to
	// interleave.
	Processors int
	// AnyTimeouts lets a timed wait, join, park or acquire end by timing
	// out at any moment, also while the thread it waits for can still
	// act. Without it a timeout is due only when no other thread can go
	// on (each is blocked, sleeping, yielding or in a timed wait itself)
	// and no other timeout or sleep ends earlier, or when its time has
	// passed on the execution's clock: computation takes no time, as in
	// a discrete-event simulation, so a generous timeout never ends
	// before the work it waits for (Thread.Enabled).
	AnyTimeouts bool
	// EarlySleeps is the longest sleep, in nanoseconds, that may end at
	// any moment, before it is due, with AnyTimeouts off: a longer one
	// ends only when due, as a timeout does (0: every sleep may end at
	// any moment; negative: none may). A short sleep that ends early
	// finds the code that sleeps to let another thread finish; a long
	// one stands for a thread put aside until it is interrupted or
	// cancelled, which a JVM never wakes before.
	EarlySleeps int64
	// SplitAlone makes every visible operation a step of its own, also
	// those of a thread that no other can interleave with (Thread.alone
	// performs up to aloneOps of them in one step): what the paths of
	// reports of versions 1 and 2, made before, replay with.
	SplitAlone bool
	// LibraryOpsVisible makes the class library's internal operations on
	// its own state visible operations as any other (Thread.silent): the
	// unreduced baseline, and replays of reports that were made so.
	LibraryOpsVisible bool
}

// DefaultProcessors is the default of Options.Processors: the fewest
// with which the common pool has a worker beside the thread that
// submits to it, as on a two-processor machine (JPF answers 1).
const DefaultProcessors = 2

// processors is the number Runtime.availableProcessors returns.
func (vm *VM) processors() Value { return Int(int32(cmp.Or(vm.opts.Processors, DefaultProcessors))) }

// DefaultMaxInvisible is the default bound of BoundedInvis.
const DefaultMaxInvisible = 10_000_000

// ErrStopped ends a step that Options.Stop asked to abandon. The execution
// cannot go on.
var ErrStopped = errors.New("execution stopped")

// VM is one execution of a program: its heap, threads and class states. It
// is single-threaded: the caller runs one Java thread at a time.
type VM struct {
	loader *Loader
	opts   Options
	// arena holds the blocks a copy's objects were carved from
	// (clone.go), which Discard hands to the next copies; discarded is
	// set once it has: the VM must not run again.
	arena     arena
	discarded bool
	classes   []classState // by Class.ID
	// literals holds the interned String of each string literal, by the
	// literal's number in the loader.
	literals []*Object
	interned map[string]*Object
	// internKeys lists the texts of interned, sorted (for fingerprints).
	internKeys []string
	threads    []*Thread
	// counters that make clocks and thread ids deterministic per execution
	// (DESIGN.md); identity hash codes come from each thread's own
	// sequence (Thread.hashState).
	clock int64
	// files are the files this execution opened for reading, by file
	// descriptor (natives_io.go); nextFD numbers the next one.
	files  map[int]*fileInput
	nextFD int
	// overlay holds the files this execution wrote, by absolute path
	// (files.go).
	overlay map[string]*overlayFile
	// native is the memory outside the Java heap (nativememory.go).
	native     nativeMemory
	nextThread int32
	// threadIDs counts the ids JDK 19 and later give threads
	// (Thread$ThreadIdentifiers), which HotSpot keeps off the heap.
	threadIDs int64
	// userLoaders are the class loaders of the program that have defined
	// classes, by name space less one (natives_define.go).
	userLoaders []*Object
	wk          wellKnown
	exited      bool
	exitCode    int
	// mainGroup is the main thread group, which the thread that runs the
	// shutdown hooks joins (shutdown.go); shuttingDown is set once that
	// thread has started.
	mainGroup    *Object
	shuttingDown bool
	// cpuTimeOff is set while ThreadMXBean.setThreadCpuTimeEnabled(false)
	// holds (natives_management.go).
	cpuTimeOff bool
	instrs     int64 // instructions executed, for statistics
	// heap is the size of the Java heap as far as it is counted: what was
	// reachable at the last collection, and every allocation since
	// (memory.go).
	heap int64
	// pollAt is the instruction count past which the interpreter next
	// asks Options.Stop (checkpoint).
	pollAt int64
	// preemptive lets the thread being run be preempted amid its
	// invisible operations (Run).
	preemptive bool
	allocs     uint32
	observer   Observer
	recorder   *accessRecorder
	// promotions are the locations whose accesses are visible operations
	// (nil: none); promotedBy caches, by class ID, which slots they are.
	promotions *Promotions
	promotedBy []*promotedSlots
	// bytecodeAtomicity makes every access to O_ld a visible operation;
	// observeAll reports accesses to unshared objects too.
	bytecodeAtomicity, observeAll bool
	// current is the thread being run.
	current *Thread
	// direct is set while Go code runs Java code to completion outside
	// the scheduler (start-up): visible operations are performed at once.
	direct bool
	// booted is set once Boot has run: the program runs in a booted VM
	// (jdk.internal.misc.VM.isBooted, natives_system.go).
	booted bool
	// failure is an error of the program found while running it (a
	// possible BoundedInvis violation) that ends the execution.
	failure error
	// ignored is set when Verify.ignoreIf ended the execution.
	ignored bool
	// testAborted is set when a failed assumption aborted the test the
	// execution runs (TestAborted).
	testAborted bool
	// missingClass records the last class not found on any class path, so
	// that an execution ending in NoClassDefFoundError can be reported as
	// the input problem it is.
	missingClass *LoadError
	// unhandled lists the exceptions no uncaught-exception handler dealt
	// with (VM.Unhandled).
	unhandled []UnhandledException
	// names numbers objects for messages (ObjectName).
	names map[*Object]int
	// locks are the classes of the java.util.concurrent lock model
	// (natives_locks.go), once looked up.
	locks *lockClasses
	// stampedSlots are the slots of the StampedLock model's fields
	// (natives_stamped.go), once looked up.
	stampedSlots *[3]int
	// stateField is AbstractQueuedSynchronizer.state, looked up on first
	// use by the synchronizer models.
	stateField *Field
	// fp is the scratch space of Fingerprint.
	fp fingerprinter
}

// initState is the class initialisation state of JVMS §5.5.
type initState uint8

const (
	uninitialized initState = iota
	initializing
	initialized
	initFailed
)

// classState is the per-execution state of a class.
type classState struct {
	init       initState
	initThread *Thread
	// initializer is the thread that ran the class's initialisation
	// (initThread is cleared when it ends).
	initializer *Thread
	// awaits is, while the class is marked as being initialised and its
	// own initialiser has not begun, the superclass or superinterface
	// whose initialisation it waits for (JVMS §5.5 step 7).
	awaits *Class
	// initError is, once the initialisation failed, the
	// ExceptionInInitializerError that describes its exception: the
	// cause of each NoClassDefFoundError a later use of the class throws.
	initError *Object
	// watched is set when the class's initialisation began while the VM
	// recorded steps: checks of its state are then reads of it
	// (VM.readInitState), and readStamp is the step that last read it.
	watched   bool
	readStamp uint32
	prepared  bool
	statics   []Value
	mirror    *Object
	// domain is the ProtectionDomain a program's class loader defined
	// the class with (getProtectionDomain0), nil for the others.
	domain *Object
}

// FatalError stops an execution for a reason that is jcheck's, not the
// program's: an unsupported native method or bytecode, a malformed class
// file, a broken invariant. It becomes exit code 2.
type FatalError struct {
	Msg string
	// Stack is where the running thread was, innermost frame first, if
	// a thread was running.
	Stack []string
}

// fatalStackDepth is how many frames of Stack an error message shows.
const fatalStackDepth = 4

// Error is the message and, on the same line, where the thread was: the
// innermost frames, each called from the next.
func (e *FatalError) Error() string {
	if len(e.Stack) == 0 {
		return e.Msg
	}
	frames := e.Stack[:min(len(e.Stack), fatalStackDepth)]
	s := e.Msg + " (at " + strings.Join(frames, " <- ")
	if len(e.Stack) > fatalStackDepth {
		s += " <- ..."
	}
	return s + ")"
}

// fatalf aborts the execution; Run and Step recover it into an error.
func fatalf(format string, args ...any) {
	panic(&FatalError{Msg: fmt.Sprintf(format, args...)})
}

// NewVM makes an execution over a loader. Boot must be called before the
// program runs.
func NewVM(l *Loader, opts Options) *VM {
	if opts.MaxInvisible == 0 {
		opts.MaxInvisible = DefaultMaxInvisible
	}
	if opts.MaxHeap == 0 {
		opts.MaxHeap = DefaultMaxHeap()
	}
	if opts.Stdout == nil {
		opts.Stdout = io.Discard
	}
	if opts.Stderr == nil {
		opts.Stderr = io.Discard
	}
	return &VM{loader: l, opts: opts, interned: map[string]*Object{}, pollAt: pollInterval}
}

// Loader is the loader the VM runs classes from.
func (vm *VM) Loader() *Loader { return vm.loader }

// state returns the per-execution state of c, preparing its statics on
// first use (JVMS §5.4.2).
func (vm *VM) state(c *Class) *classState {
	if c.ID >= len(vm.classes) {
		n := vm.loader.NumClasses()
		grown := make([]classState, n+n/2+16)
		copy(grown, vm.classes)
		vm.classes = grown
	}
	st := &vm.classes[c.ID]
	if !st.prepared {
		vm.prepare(c, st)
	}
	return st
}

func (vm *VM) prepare(c *Class, st *classState) {
	st.prepared = true
	st.statics = make([]Value, c.StaticSlots)
	if c.File == nil {
		st.init = initialized
		return
	}
	pool := c.File.Pool
	for _, f := range c.Fields {
		if !f.IsStatic() || f.Constant == 0 {
			continue
		}
		switch f.Desc {
		case "J":
			st.statics[f.Slot] = Long(pool.Long(f.Constant))
		case "F":
			st.statics[f.Slot] = Float(pool.Float(f.Constant))
		case "D":
			st.statics[f.Slot] = Double(pool.Double(f.Constant))
		case "Ljava/lang/String;":
			st.statics[f.Slot] = Ref(vm.Intern(pool.StringValue(f.Constant)))
		default:
			st.statics[f.Slot] = Int(pool.Int(f.Constant))
		}
	}
}

// Statics returns the static field values of c in this execution.
func (vm *VM) Statics(c *Class) []Value { return vm.state(c).statics }

// nextHash returns the thread's next identity hash code: an xorshift
// sequence of the thread's own, as HotSpot's thread-local hash state, so
// that hash codes are reproducible and do not depend on how the threads
// interleave — only on which thread asks first for an object's.
func (t *Thread) nextHash() int32 {
	for {
		x := t.hashState
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		t.hashState = x
		if h := int32(x & 0x7FFFFFFF); h != 0 {
			return h
		}
	}
}

// hashSeed starts thread id's identity hash sequence; the main thread's
// is the sequence of a single-threaded JVM.
func hashSeed(id monitor.ThreadID) uint32 {
	if s := 0x2545F491 ^ uint32(id-1)*0x9E3779B9; s != 0 {
		return s
	}
	return 1
}

// identityHash is System.identityHashCode(o) asked by thread t. Whether
// a shared object's hash is assigned yet is VM state other threads
// observe (IdentityHashState).
func (t *Thread) identityHash(o *Object) int32 {
	first := o.flags&flagHashed == 0
	if o.flags&flagShared != 0 {
		t.vm.useState(StateAccess{State: IdentityHashState, Obj: o, Write: first})
	}
	if first {
		o.hash = t.nextHash()
		o.flags |= flagHashed
	}
	return o.hash
}

// Exited reports whether the program called System.exit / Runtime.halt,
// and with which status.
func (vm *VM) Exited() (bool, int) { return vm.exited, vm.exitCode }

// Instructions is the number of bytecode instructions executed so far.
func (vm *VM) Instructions() int64 { return vm.instrs }

// SetOutput redirects the program's standard output and error.
func (vm *VM) SetOutput(stdout, stderr io.Writer) {
	vm.opts.Stdout, vm.opts.Stderr = stdout, stderr
}

// SetStop replaces Options.Stop: a copy of an execution explored by
// another worker of a parallel search asks that worker's limits.
func (vm *VM) SetStop(stop func() bool) { vm.opts.Stop = stop }
