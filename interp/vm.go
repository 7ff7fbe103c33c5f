package interp

import (
	"fmt"
	"io"

	"github.com/jcheck/jcheck/classpath"
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
}

// DefaultMaxInvisible is the default bound of BoundedInvis.
const DefaultMaxInvisible = 10_000_000

// VM is one execution of a program: its heap, threads and class states. It
// is single-threaded: the caller runs one Java thread at a time.
type VM struct {
	loader  *Loader
	opts    Options
	classes []classState // by Class.ID
	// literals holds the interned String of each string literal, by the
	// literal's number in the loader.
	literals []*Object
	interned map[string]*Object
	threads  []*Thread
	// counters that make identity hash codes, clocks and thread ids
	// deterministic per execution (DESIGN.md).
	hashState  uint32
	clock      int64
	nextThread int32
	wk         wellKnown
	exited     bool
	exitCode   int
	instrs     int64 // instructions executed, for statistics
	allocs     uint32
	observer   Observer
	recorder   *accessRecorder
	// bytecodeAtomicity makes every access to O_ld a visible operation;
	// observeAll reports accesses to unshared objects too.
	bytecodeAtomicity, observeAll bool
	// current is the thread being run.
	current *Thread
	// direct is set while Go code runs Java code to completion outside
	// the scheduler (start-up): visible operations are performed at once.
	direct bool
	// failure is an error of the program found while running it (a
	// possible BoundedInvis violation) that ends the execution.
	failure error
	// missingClass records the last class not found on any class path, so
	// that an execution ending in NoClassDefFoundError can be reported as
	// the input problem it is.
	missingClass *LoadError
	// names numbers objects for messages (ObjectName).
	names map[*Object]int
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
	prepared    bool
	statics     []Value
	mirror      *Object
}

// FatalError stops an execution for a reason that is jcheck's, not the
// program's: an unsupported native method or bytecode, a malformed class
// file, a broken invariant. It becomes exit code 2.
type FatalError struct {
	Msg string
}

func (e *FatalError) Error() string { return e.Msg }

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
	if opts.Stdout == nil {
		opts.Stdout = io.Discard
	}
	if opts.Stderr == nil {
		opts.Stderr = io.Discard
	}
	return &VM{loader: l, opts: opts, interned: map[string]*Object{}, hashState: 0x2545F491}
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

// nextHash returns the next identity hash code: a per-execution xorshift
// sequence, so runs are reproducible but hash codes look random enough
// for hash tables.
func (vm *VM) nextHash() int32 {
	for {
		x := vm.hashState
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		vm.hashState = x
		if h := int32(x & 0x7FFFFFFF); h != 0 {
			return h
		}
	}
}

// IdentityHash is System.identityHashCode(o).
func (vm *VM) IdentityHash(o *Object) int32 {
	if o.flags&flagHashed == 0 {
		o.hash = vm.nextHash()
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
