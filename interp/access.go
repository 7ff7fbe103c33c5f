package interp

import (
	"slices"
	"strings"

	"github.com/jcheck/jcheck/monitor"
)

// Location names a shared memory location: an instance field (Obj, Slot
// is the field slot), an array element (Obj, Slot is the index) or a
// static field (Class, Slot is the static slot). These are the O_ld
// objects of Stoller 2002 §3.1 and, when volatile or accessed atomically,
// its communication objects. A negative Slot names a pseudo-location of
// the VM's own state that threads can observe: ClassInitSlot of a class.
type Location struct {
	Obj   *Object
	Class *Class
	Slot  int
}

// ClassInitSlot is the pseudo-location of a class's initialisation state.
const ClassInitSlot = -1

// Access is one access to a shared location performed during a step.
type Access struct {
	Loc   Location
	Write bool
	// Held is the set of locks the thread held at the access; the slice
	// is never modified.
	Held   []*Object
	Method *Method
	PC     int
	// Trusted marks an access by trusted library code (Recording.Trusted):
	// the innermost frame's class is trusted, or the object is the state
	// of trusted code and the library code accessing it was called by
	// trusted code.
	Trusted bool
	// Promoted marks an access to a promoted location (Promotions): a
	// visible operation of the step, not a use of O_ld.
	Promoted bool
	// Optimistic marks a read made in a StampedLock's optimistic read
	// (natives_stamped.go): it counts where it happens for dependency,
	// but LD' and happens-before judge it when the read ends
	// (StepResult.Settled).
	Optimistic bool
}

// SettledRead is a read of an optimistic read that ended in the step
// (natives_stamped.go), judged now for LD' and, as made when it was made,
// for happens-before: validated, as if made holding the lock's read side
// (Held has the lock); abandoned (the thread never validated), as the
// plain read it was; Overlapped, a writer took the lock while it was
// open, so that the read may have seen a torn state the program then
// discarded: not judged.
type SettledRead struct {
	Access
	Overlapped bool
	// At is the number of the step's accesses that came before the
	// settlement; it comes before the step's SyncEvents of the same At.
	At int
}

// SyncEvent is a synchronisation action of a step after its visible
// operation, among its accesses: a monitor acquired or released (its
// thread began or ended owning it), a class's initialisation ended
// (release) or a class found initialised (acquire).
type SyncEvent struct {
	Acquire bool
	Obj     *Object
	Class   *Class
	// Field, if set, makes the event an acquire of volatile field Field
	// of Obj, as a volatile read is: a thread that ends its wait with
	// InterruptedException has seen the interrupt status that
	// Thread.interrupt set (JLS §17.4.4).
	Field *Field
	// At is the number of the step's accesses that came before it.
	At int
	// Fence marks an acquire fence (Unsafe.loadFence or fullFence:
	// VarHandle.acquireFence, fullFence): Read, the thread's last opaque
	// or plain atomic read before it (Op.Unordered; none if its Kind is
	// zero), acquires what it read, as a volatile read does.
	Fence bool
	Read  Op
}

// MonitorEffect is a monitor a step operated on and whether the step left
// it different from how it found it (owner, depth or wait set).
type MonitorEffect struct {
	Obj     *Object
	Changed bool
	// HeldBefore says that the thread owned the monitor when the step
	// began: no other thread could have acquired it then.
	HeldBefore bool
	// Shared says that only the read holds of a read-write lock changed
	// while no writer was at the lock (VM.WriterAt): the change commutes
	// with other such changes.
	Shared bool
}

// StepResult reports what one step did: the visible operation performed
// and, when the VM records accesses, what the invisible operations that
// followed it did (Stoller 2002 §5.2: a composed transition): the
// accesses to shared locations, the monitors used, and the changes of
// class initialisation states.
type StepResult struct {
	Thread *Thread
	Op     Op
	// ReleaseFenced says that the thread had run a release fence before
	// the step (Thread.releaseFenced).
	ReleaseFenced bool
	// TimedOut marks a step whose timed wait, join, park or acquire
	// could only end by timing out (Thread.TimingOut).
	TimedOut bool
	// Printed marks a step that wrote to the standard output or error.
	Printed bool
	// ExitLock is, for OpTerminate, the monitor other than its own that
	// the thread's end took (Thread.ExitLock, which is nil once it ran).
	ExitLock *Object
	Accesses []Access
	Monitors []MonitorEffect
	// States are the uses of the VM's own state the step made
	// (StateAccess).
	States []StateAccess
	// Syncs are the synchronisation actions of the step, in order.
	Syncs []SyncEvent
	// Inner are the visible operations the step performed after Op,
	// inside a Verify atomic section (natives_verify.go).
	Inner []InnerOp
	// Settled are the reads of the optimistic reads the step ended.
	Settled []SettledRead
}

// Atomicity selects which operations are visible.
type Atomicity uint8

const (
	// ReducedAtomicity makes only the visible operations of DESIGN.md
	// scheduling points: the lock-based reduction.
	ReducedAtomicity Atomicity = iota
	// BytecodeAtomicity also makes every access to a shared field, array
	// element or static field a visible operation: the unreduced baseline
	// of Stoller 2002 §10.
	BytecodeAtomicity
)

// accessRecorder records what the thread taking the current step does to
// shared state.
type accessRecorder struct {
	accesses []Access
	monitors map[*Object]monitor.Monitor // state before the step's first use
	order    []*Object
	states   []StateAccess
	syncs    []SyncEvent
	inner    []InnerOp
	settled  []SettledRead
	// printed says that the step wrote to the standard output or error.
	printed bool
	// stamp numbers the steps recorded, so that a class's initialisation
	// state read many times in a step is recorded once (classState.readStamp).
	stamp uint32
	// seen indexes a step's accesses by what tells them apart once the
	// step has recorded many (repeatedAccesses): see record.
	seen map[accessKey][]int32
	// trusted tells which library classes own the objects their code
	// allocates (Recording.Trusted).
	trusted func(*Class) bool
	// allocator, when every object is observed (strict initialisation),
	// is the thread that allocated each object allocated since recording
	// began; startAllocs and startInitialized are what existed, and which
	// classes were initialised, then.
	allocator        map[*Object]*Thread
	startAllocs      uint32
	startInitialized []bool
}

// Recording says what the VM records of each step.
type Recording struct {
	Atomicity Atomicity
	// Promoted are the locations whose accesses are visible operations.
	Promoted *Promotions
	// Accesses makes the VM report the accesses to shared locations
	// (implied by BytecodeAtomicity); without it a step reports only its
	// monitors and uses of VM state.
	Accesses bool
	// All reports accesses to objects that have not escaped their thread
	// too (needed by lockset's strict initialisation).
	All bool
	// Trusted, if set, names the library classes whose code is trusted to
	// synchronise its own state by means other than monitors. An object
	// allocated while such code runs, directly or through other library
	// code it called, is that code's state (Object.TrustedState), such as
	// the HashSet of workers a ThreadPoolExecutor guards with its own
	// ReentrantLock. Accesses by trusted code, and accesses to its state by
	// library code it called, are marked Access.Trusted.
	Trusted func(*Class) bool
}

// RecordAccesses makes every step report what it did to shared state (in
// StepResult).
func (vm *VM) RecordAccesses(how Recording) {
	r := &accessRecorder{monitors: map[*Object]monitor.Monitor{}, trusted: how.Trusted}
	vm.recorder = r
	if !how.Promoted.Empty() {
		vm.promotions = how.Promoted
	}
	if how.Accesses || how.Atomicity == BytecodeAtomicity {
		vm.observer = r
	}
	vm.bytecodeAtomicity = how.Atomicity == BytecodeAtomicity
	vm.observeAll = how.All
	if how.All {
		r.allocator = map[*Object]*Thread{}
		r.startAllocs = vm.allocs
		r.startInitialized = make([]bool, len(vm.classes))
		for i, st := range vm.classes {
			r.startInitialized[i] = st.init == initialized
		}
	}
}

// sharedAccess is called before an access to a location of O_ld. With
// bytecode atomicity the access is a visible operation: it reports true
// if the thread must stop before it. Otherwise (or once granted) the
// access is recorded.
func (t *Thread) sharedAccess(loc Location, write bool) bool {
	vm := t.vm
	if vm.loader.annot != nil && t.declaredAccess(loc) {
		return false // the call's operation stands for it
	}
	if o := loc.Obj; o != nil && !o.IsArray() && o.Class.cacheSlot(loc.Slot) {
		return false // a cache of the class library's (libraryCaches)
	}
	shared := loc.Obj == nil || loc.Obj.Shared()
	promoted := shared && vm.promotions != nil && vm.promoted(loc)
	if (promoted || vm.bytecodeAtomicity && shared) &&
		!t.visible(Op{Kind: accessKind(write), Obj: loc.Obj, Loc: loc, Plain: true}) {
		return true
	}
	vm.recorder.record(t, loc, write, promoted)
	return false
}

// record notes an access. Accesses the VM's own bookkeeping makes while
// it runs Java code directly (Thread.start's group.add, Thread.exit at
// termination) are part of those operations, whose effects the search
// accounts for as a whole; they are not the program's.
func (r *accessRecorder) record(t *Thread, loc Location, write, promoted bool) {
	if t.vm.direct {
		return
	}
	held := t.held
	if !write && len(t.readHeld) > 0 {
		// A read lock protects reads (Eraser's read-write locks): a
		// write needs the write lock.
		held = append(held[:len(held):len(held)], t.readHeld...)
	}
	if len(t.permitHeld) > 0 {
		held = append(held[:len(held):len(held)], t.permitHeld...)
	}
	a := Access{Loc: loc, Write: write, Held: held, Promoted: promoted}
	if n := len(t.frames); n > 0 {
		f := &t.frames[n-1]
		a.Method, a.PC = f.method, f.pc-1
		a.Trusted = r.trustedAccess(t, loc)
	}
	if t.optimistic != nil && !write && !a.Trusted {
		t.optimisticReads = append(t.optimisticReads, a)
		a.Optimistic = true
	}
	if !a.Optimistic && r.repeated(a) {
		return
	}
	r.accesses = append(r.accesses, a)
}

// repeatedAccesses is how many accesses a step records before repeated
// indexes them; until then it compares an access with each. A loop that
// writes a field inside one transition would otherwise record every
// iteration's access (millions, gigabytes).
const repeatedAccesses = 64

// accessKey is what tells apart a step's accesses, but the locks held.
type accessKey struct {
	loc                      Location
	write, trusted, promoted bool
}

// repeated reports whether the step already recorded an access like a
// (the same location and kind, the same locks held), and indexes a
// otherwise. The thread's repeat of an access within one step changes
// nothing lockset' (its lock set intersected again), happens-before (the
// same thread at the same clock) or the dependency of the step (the same
// footprint) make of it; the first, and its position, stand for all.
func (r *accessRecorder) repeated(a Access) bool {
	if len(r.accesses) < repeatedAccesses {
		for _, b := range r.accesses {
			if b.Loc == a.Loc && b.Write == a.Write && b.Trusted == a.Trusted && b.Promoted == a.Promoted && !b.Optimistic && slices.Equal(b.Held, a.Held) {
				return true
			}
		}
		return false
	}
	if r.seen == nil {
		r.seen = map[accessKey][]int32{}
		for i, b := range r.accesses {
			if !b.Optimistic {
				k := accessKey{b.Loc, b.Write, b.Trusted, b.Promoted}
				r.seen[k] = append(r.seen[k], int32(i))
			}
		}
	}
	k := accessKey{a.Loc, a.Write, a.Trusted, a.Promoted}
	for _, i := range r.seen[k] {
		if slices.Equal(r.accesses[i].Held, a.Held) {
			return true
		}
	}
	r.seen[k] = append(r.seen[k], int32(len(r.accesses)))
	return false
}

func (r *accessRecorder) FieldAccess(t *Thread, o *Object, slot int, write bool) {
	r.record(t, Location{Obj: o, Slot: slot}, write, false)
}

func (r *accessRecorder) StaticAccess(t *Thread, c *Class, slot int, write bool) {
	r.record(t, Location{Class: c, Slot: slot}, write, false)
}

func (r *accessRecorder) ArrayAccess(t *Thread, arr *Object, index int, write bool) {
	r.record(t, Location{Obj: arr, Slot: index}, write, false)
}

// touchMonitor notes that the current step uses o's monitor, keeping the
// monitor's state from before the step's first use.
func (vm *VM) touchMonitor(o *Object) {
	r := vm.recorder
	if r == nil {
		return
	}
	if _, seen := r.monitors[o]; !seen {
		m := monitorOf(o)
		// A copy of the state before the step, without the heap copy
		// Clone makes (this runs on every monitor operation recorded).
		before := *m
		before.Waiters = slices.Clone(m.Waiters)
		before.Readers = slices.Clone(m.Readers)
		before.Queue = slices.Clone(m.Queue)
		r.monitors[o] = before
		r.order = append(r.order, o)
	}
}

// VMState names a piece of the VM's own state that threads can observe
// and that no Java field holds: a pseudo-location for dependency (two
// transitions that use one, at least one of them writing it, are
// dependent) and for fingerprints.
type VMState uint8

const (
	// ClassInitState is a class's initialisation state (JVMS §5.5):
	// written when its initialisation starts and ends, read by every
	// check that finds the class initialised.
	ClassInitState VMState = iota
	// ClockState is the per-execution clock: nanoTime and
	// currentTimeMillis read and advance it, sleeps and timeouts advance
	// it.
	ClockState
	// ThreadNumberState is the counters that number threads: their
	// default names (Thread-N), their ids, and the VM's own numbering of
	// started threads.
	ThreadNumberState
	// InternState is the intern table's entry for one text (Key is the
	// text's hash): who interns a text first decides which String object
	// every later intern and literal of that text returns.
	InternState
	// IdentityHashState is whether an object's identity hash code is
	// assigned yet: the first thread to ask assigns it from its own
	// sequence.
	IdentityHashState
	// AtomicObjectState is the state of an object with atomic
	// granularity (Obj), used by a call of one of
	// its methods inside another's atomic region (granularity.go).
	AtomicObjectState
	// FileSystemState is the execution's view of the file system and
	// its open files (files.go). File (FileUse) says which of its parts
	// an operation uses: which paths exist and their attributes, the
	// content of one path, one descriptor's position, the numbering of
	// descriptors; an operation that does not say uses all of it.
	FileSystemState
	// SuspensionState is whether a thread (Obj) is suspended, or has
	// Thread.stop's exception pending (natives_suspend.go): suspend,
	// resume and stop write it.
	SuspensionState
	// ThreadStacksState is where the other threads are: their stacks,
	// states and the locks they wait for, which Thread.getStackTrace of
	// another thread, getAllStackTraces and ThreadMXBean's ThreadInfo
	// read (natives_threaddump.go, natives_threadinfo.go). Every step of
	// another thread changes it.
	ThreadStacksState
)

// StateAccess is one use of a piece of VM state by a step.
type StateAccess struct {
	State VMState
	Class *Class  // ClassInitState
	Obj   *Object // IdentityHashState, AtomicObjectState
	// Key is InternState's text's hash, SuspensionState's call, and
	// FileSystemState's descriptor (0: none).
	Key   uint32
	Write bool
	// File is how a FileSystemState use uses the file system, and Path
	// the hash of the path whose content it uses (0: none).
	File FileUse
	Path uint32
}

// FileUse is how an operation on files uses the file system
// (FileSystemState). Two threads that read their own files through their
// own descriptors then use different parts of it, and their reads
// commute: only their opens, which number descriptors, are ordered. The
// parts are the paths (which exist, their attributes and listings, and
// the descriptors open), each path's content, each descriptor's
// position, and the descriptors' numbering.
type FileUse uint8

const (
	// FileAny uses the whole file system, and changes it: renames,
	// deletions, new directories, permissions and times, and every
	// operation whose parts are not told apart (RandomAccessFile's,
	// most of NIO's). Write is looked at only for FileOpen.
	FileAny FileUse = iota
	// FileQuery reads the paths, the content of Path (a file's length
	// and times follow its writes) if given, and descriptor Key's
	// position if given.
	FileQuery
	// FileOpen numbers a new descriptor for Path, reading the paths and
	// Path's content; with Write it creates or truncates the file,
	// changing both.
	FileOpen
	// FileRead reads the content of Path through descriptor Key, moving
	// its position.
	FileRead
	// FileWrite writes the content of Path through descriptor Key,
	// moving its position.
	FileWrite
	// FileClose closes descriptor Key.
	FileClose
)

// pathKey is the Path of a FileSystemState use of a file: the hash of
// its absolute path, the overlay's key (files.go).
func pathKey(path string) uint32 { return textHash(absPath(path)) | 1 }

// useState records a use of VM state by the running step. Uses while the
// VM runs Java code directly (start-up, Thread.start's bookkeeping) are
// part of the operation being performed, like its field accesses. The
// class library's internal work interning its texts, or hashing its own
// objects, is silent (Thread.silent): no use.
func (vm *VM) useState(a StateAccess) {
	if a.silent() && vm.current != nil && vm.current.inLibraryWork() {
		return
	}
	if r := vm.recorder; r != nil && !vm.direct {
		r.states = append(r.states, a)
	}
}

// silent reports whether the use is silent when the class library's
// internal work makes it (Thread.silent): an intern, or the identity hash
// of an object of the library's own.
func (a StateAccess) silent() bool {
	return a.State == InternState || a.State == IdentityHashState && a.Obj != nil && a.Obj.flags&flagLibraryOwned != 0
}

// fence notes a memory fence of thread t (Unsafe's loadFence, storeFence
// and fullFence): an acquire fence is a synchronisation action of the
// step (SyncEvent.Fence); after a release fence the thread's opaque and
// plain atomic writes release what came before (Thread.releaseFenced).
func (t *Thread) fence(acquire, release bool) {
	if r := t.vm.recorder; acquire && r != nil && !t.vm.direct {
		r.syncs = append(r.syncs, SyncEvent{Acquire: true, Fence: true, Read: t.lastUnordered, At: len(r.accesses)})
	}
	if release {
		t.releaseFenced = true
	}
}

// performed notes a visible operation the thread performs, in its step or
// within it (Thread.inSection): an opaque or plain atomic read is what a
// later acquire fence orders.
func (t *Thread) performed(op *Op) {
	if op.Unordered && (op.Kind == OpRead || op.Kind == OpCall && op.Reads) {
		t.lastUnordered = *op
	}
}

// syncEvent records a synchronisation action of the running step.
func (vm *VM) syncEvent(acquire bool, o *Object, c *Class) {
	if r := vm.recorder; r != nil && !vm.direct {
		r.syncs = append(r.syncs, SyncEvent{Acquire: acquire, Obj: o, Class: c, At: len(r.accesses)})
	}
}

// initChanged notes that the current step changed c's initialisation
// state. From then on every check of the class is a read of that state
// (classState.watched): the order of the thread that initialises a class
// and the threads that find it initialised matters.
func (vm *VM) initChanged(c *Class) {
	if vm.recorder != nil {
		vm.classes[c.ID].watched = true
		vm.useState(StateAccess{State: ClassInitState, Class: c, Write: true})
	}
}

// readInitState notes that the current step found class c initialised
// (or erroneous).
// Classes initialised before recording began (the JDK's boot, the launch
// of main) are initialised in every execution: reading their state
// orders nothing.
func (vm *VM) readInitState(c *Class) {
	st := &vm.classes[c.ID]
	r := vm.recorder
	if r == nil || !st.watched || st.readStamp == r.stamp {
		return
	}
	st.readStamp = r.stamp
	vm.useState(StateAccess{State: ClassInitState, Class: c})
	vm.syncEvent(true, nil, c)
}

// noteAllocation notes who allocated a new object: its thread when every
// object is observed, and whether trusted library code did.
func (vm *VM) noteAllocation(o *Object) {
	r, t := vm.recorder, vm.current
	if t == nil {
		return
	}
	if r.allocator != nil {
		r.allocator[o] = t
	}
	if r.trusted != nil && r.calledByTrustedCode(t) {
		o.flags |= flagTrustedState
	}
}

// trustedAccess reports whether trusted code makes an access of loc,
// which lockset' and the race detector then leave alone. The code that
// makes it is that of the innermost frame outside the classes that move
// data on their callers' behalf (movesData: System.arraycopy,
// Object.clone, Unsafe, reflection, method and var handles), unless the
// location is trusted code's own state: a copy, clone, reflective or
// handle access of the application's data is the application's, checked
// as an assignment or a getfield is, wherever in the class library it
// ends, and a buffer's access of its array is the buffer's caller's. A
// field of an object of a trusted class is trusted state whoever accesses
// it (the shared DontCareFieldPosition whose indexes every
// SimpleDateFormat.format writes).
func (r *accessRecorder) trustedAccess(t *Thread, loc Location) bool {
	if r.trusted == nil {
		return false
	}
	k := len(t.frames) - 1
	if !r.trustedState(loc) {
		for k > 0 && t.frames[k].method.movesData {
			k--
		}
	}
	return r.trusted(t.frames[k].method.Class) || loc.Obj != nil && r.trustedState(loc) ||
		loc.Obj != nil && loc.Obj.flags&flagTrustedState != 0 && r.calledByTrustedCode(t)
}

// trustedState reports whether a location is a field of an object or
// class of trusted code (arrays belong to no class).
func (r *accessRecorder) trustedState(loc Location) bool {
	switch {
	case loc.Obj == nil:
		return loc.Class != nil && r.trusted(loc.Class)
	case loc.Obj.IsArray():
		return false
	}
	return r.trusted(loc.Obj.Class)
}

// movesData reports whether a method of the class reads or writes data
// for its caller: System.arraycopy, Object.clone, the copies of Arrays,
// and the methods of Unsafe, reflection, and method and var handles
// (Method.movesData, worked out once for each method, as every access
// the search records asks it).
func movesData(class, method string) bool {
	switch class {
	case "java/lang/System":
		return method == "arraycopy"
	case "java/lang/Object":
		return method == "clone"
	case "java/util/Arrays":
		return strings.HasPrefix(method, "copyOf")
	case "jdk/internal/misc/Unsafe", "sun/misc/Unsafe", "jdk/internal/misc/ScopedMemoryAccess", "jcheck/CallSites":
		return true
	default:
		return strings.HasPrefix(class, "java/lang/invoke/") || strings.HasPrefix(class, "java/lang/reflect/") || strings.HasPrefix(class, "jdk/internal/reflect/")
	}
}

// calledByTrustedCode reports whether the library code t is running works
// for trusted code: the frames from the top of t's stack down to the first
// frame of the application include a trusted class.
func (r *accessRecorder) calledByTrustedCode(t *Thread) bool {
	for i := len(t.frames) - 1; i >= 0; i-- {
		c := t.frames[i].method.Class
		if c.App {
			return false
		}
		if r.trusted(c) {
			return true
		}
	}
	return false
}

// Allocator is the thread that allocated o, when every object is observed
// (RecordAccesses with All); nil if unknown.
func (vm *VM) Allocator(o *Object) *Thread {
	if r := vm.recorder; r != nil && r.allocator != nil {
		return r.allocator[o]
	}
	return nil
}

// Preexisting reports whether a location existed, initialised, when
// recording began (RecordAccesses with All): a field of an object
// allocated before, or a static field of a class initialised before. The
// JDK's boot and the launch of main initialised those.
func (vm *VM) Preexisting(l Location) bool {
	r := vm.recorder
	if r == nil || r.allocator == nil {
		return false
	}
	if l.Obj != nil {
		return l.Obj.id <= r.startAllocs
	}
	return l.Class.ID < len(r.startInitialized) && r.startInitialized[l.Class.ID]
}

// InitThread is the thread that initialised (or is initialising) class c
// in this execution, if known.
func (vm *VM) InitThread(c *Class) *Thread { return vm.state(c).initializer }

// Initialized reports whether the class's initialisation has ended
// (successfully or not): no thread will run its <clinit> again.
func (vm *VM) Initialized(c *Class) bool {
	if c.ID >= len(vm.classes) || !vm.classes[c.ID].prepared {
		// Not prepared by this execution (a query must not prepare it:
		// the fingerprint counts the classes an execution prepared).
		// Only a class without a class file is initialised as it is
		// prepared.
		return c.File == nil
	}
	st := vm.classes[c.ID].init
	return st == initialized || st == initFailed
}

// begin resets the recorder for a new step.
func (r *accessRecorder) begin() {
	r.accesses, r.states, r.syncs, r.inner, r.settled = nil, nil, nil, nil, nil
	r.seen, r.printed = nil, false
	r.stamp++
	clear(r.monitors)
	r.order = r.order[:0]
}

// finish fills a step's result from what was recorded.
func (r *accessRecorder) finish(res *StepResult) {
	res.Accesses, res.States, res.Syncs, res.Inner, res.Settled = r.accesses, r.states, r.syncs, r.inner, r.settled
	res.Printed = r.printed
	for _, o := range r.order {
		before, now := r.monitors[o], o.Monitor
		changed := before.Owner != now.Owner || before.Depth != now.Depth || !slices.Equal(before.Waiters, now.Waiters) || !slices.Equal(before.Queue, now.Queue)
		readers := !slices.Equal(before.Readers, now.Readers)
		shared := !changed && readers && !res.Thread.vm.WriterAt(o, res.Thread)
		res.Monitors = append(res.Monitors, MonitorEffect{Obj: o, Changed: changed || readers, Shared: shared, HeldBefore: before.Owner == res.Thread.ID})
	}
}

// FieldName names the field a location is (empty for array elements).
func (vm *VM) FieldName(loc Location) string {
	if f := vm.fieldAt(loc); f != nil {
		return f.Name
	}
	return ""
}

// FieldAt finds the field declaration of a field location (nil for array
// elements and pseudo-locations).
func (vm *VM) FieldAt(loc Location) *Field { return vm.fieldAt(loc) }

// fieldAt finds the field declaration of a field location.
func (vm *VM) fieldAt(loc Location) *Field {
	if loc.Slot < 0 {
		return nil
	}
	c := loc.Class
	if loc.Obj != nil {
		if loc.Obj.IsArray() {
			return nil
		}
		c = loc.Obj.Class
	}
	for k := c; k != nil; k = k.Super {
		for _, f := range k.Fields {
			if f.Slot == loc.Slot && f.IsStatic() == (loc.Obj == nil) {
				return f
			}
		}
		if loc.Obj == nil {
			break
		}
	}
	return nil
}

// Failure is the error of the program that ended the execution (a
// possible BoundedInvis violation), if any.
func (vm *VM) Failure() error { return vm.failure }

// IsAssertionError reports whether exc is a java.lang.AssertionError.
func (vm *VM) IsAssertionError(exc *Object) bool {
	ae, err := vm.loader.Load("java/lang/AssertionError")
	return err == nil && exc.Class.IsSubclassOf(ae)
}

// ThrowPosition is where an exception was created: the top frame of its
// stack trace below a test framework's assertions (throwFrame),
// "Class.method(File.java:line)".
func (vm *VM) ThrowPosition(exc *Object) string {
	f := vm.throwFrame(exc)
	if f == nil {
		return "?"
	}
	return CodePosition(f.method, f.pc)
}

// assertionLibraries are the packages of test frameworks' assertions
// (JUnit 4 and 3, Jupiter's opentest4j failures, Hamcrest, AssertJ,
// Truth), whose frames a failure's position passes over: the line that
// failed is the test's call of the assertion.
var assertionLibraries = []string{"org/junit/", "junit/framework/", "org/opentest4j/", "org/hamcrest/", "org/assertj/", "com/google/common/truth/"}

// throwFrame is the frame an exception's position names: the top of its
// stack trace, below the frames of assertionLibraries if any other is
// there; nil if it has none.
func (vm *VM) throwFrame(exc *Object) *traceFrame {
	bt := vm.backtraceOf(exc)
	for i := range bt.frames {
		name := bt.frames[i].method.Class.Name
		if !slices.ContainsFunc(assertionLibraries, func(p string) bool { return strings.HasPrefix(name, p) }) {
			return &bt.frames[i]
		}
	}
	if len(bt.frames) == 0 {
		return nil
	}
	return &bt.frames[0]
}

// CodePosition renders an instruction of a method as stack traces do.
// A method that has not run yet has no decoded code; its first
// instruction, the only one a position can name then, is at bytecode
// offset 0.
func CodePosition(m *Method, pc int) string {
	if m.code == nil && pc == 0 && m.File != nil && m.File.Code != nil && m.Class.SourceFile != "" {
		if line := m.File.Code.LineAt(0); line >= 0 {
			return m.Class.JavaName() + "." + m.Name + "(" + m.Class.SourceFile + ":" + itoa(line) + ")"
		}
	}
	return FramePosition(m, m.code, pc)
}

// LocationName names a location for people: "Counter.count of
// Counter@1", "int[]@2[3]", "static java.lang.System.security", "native
// memory at 0x100000008".
func (vm *VM) LocationName(l Location) string {
	switch f := vm.fieldAt(l); {
	case l.Obj == nil && f != nil:
		return "static " + f.Class.JavaName() + "." + f.Name
	case f != nil:
		return simpleName(f.Class) + "." + f.Name + " of " + vm.ObjectName(l.Obj)
	case l.Obj != nil:
		if name, ok := vm.native.locationName(l.Obj, l.Slot); ok {
			return name
		}
		return vm.ObjectName(l.Obj) + "[" + itoa(l.Slot) + "]"
	}
	return "?"
}
