package interp

import (
	"slices"

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
	Held []*Object
	// Init marks an access to an object in the step in which the object
	// escaped its thread: with the escape rule of initialisation, part of
	// the object's initialisation (the first transition to access it, as
	// in LD', Stoller 2002 §7).
	Init   bool
	Method *Method
	PC     int
}

// MonitorEffect is a monitor a step operated on and whether the step left
// it different from how it found it (owner, depth or wait set).
type MonitorEffect struct {
	Obj     *Object
	Changed bool
}

// StepResult reports what one step did: the visible operation performed
// and, when the VM records accesses, what the invisible operations that
// followed it did (Stoller 2002 §5.2: a composed transition): the
// accesses to shared locations, the monitors used, and the changes of
// class initialisation states.
type StepResult struct {
	Thread   *Thread
	Op       Op
	Accesses []Access
	Monitors []MonitorEffect
	// InitChanges are the classes whose initialisation state the step
	// changed (started, finished or failed).
	InitChanges []*Class
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
	accesses    []Access
	escaped     map[*Object]bool            // objects that became shared in the step
	monitors    map[*Object]monitor.Monitor // state before the step's first use
	order       []*Object
	initChanges []*Class
	// allocator, when every object is observed (strict initialisation),
	// is the thread that allocated each object.
	allocator map[*Object]*Thread
}

// RecordAccesses makes every step report what it did to shared state (in
// StepResult). With all, accesses to objects that have not escaped their
// thread are reported too (needed by lockset's strict initialisation).
func (vm *VM) RecordAccesses(atomicity Atomicity, all bool) {
	vm.recorder = &accessRecorder{monitors: map[*Object]monitor.Monitor{}, escaped: map[*Object]bool{}}
	vm.observer = vm.recorder
	vm.bytecodeAtomicity = atomicity == BytecodeAtomicity
	vm.observeAll = all
	if all {
		vm.recorder.allocator = map[*Object]*Thread{}
	}
}

// sharedAccess is called before an access to a location of O_ld. With
// bytecode atomicity the access is a visible operation: it reports true
// if the thread must stop before it. Otherwise (or once granted) the
// access is recorded.
func (t *Thread) sharedAccess(loc Location, write bool) bool {
	vm := t.vm
	if vm.bytecodeAtomicity && (loc.Obj == nil || loc.Obj.Shared()) &&
		!t.visible(Op{Kind: accessKind(write), Obj: loc.Obj, Loc: loc}) {
		return true
	}
	vm.recorder.record(t, loc, write)
	return false
}

// record notes an access. Accesses the VM's own bookkeeping makes while
// it runs Java code directly (Thread.start's group.add, Thread.exit at
// termination) are part of those operations, whose effects the search
// accounts for as a whole; they are not the program's.
func (r *accessRecorder) record(t *Thread, loc Location, write bool) {
	if t.vm.direct {
		return
	}
	a := Access{Loc: loc, Write: write, Held: t.held, Init: loc.Obj != nil && r.escaped[loc.Obj]}
	if n := len(t.frames); n > 0 {
		f := &t.frames[n-1]
		a.Method, a.PC = f.method, f.pc-1
	}
	r.accesses = append(r.accesses, a)
}

func (r *accessRecorder) FieldAccess(t *Thread, o *Object, slot int, write bool) {
	r.record(t, Location{Obj: o, Slot: slot}, write)
}

func (r *accessRecorder) StaticAccess(t *Thread, c *Class, slot int, write bool) {
	r.record(t, Location{Class: c, Slot: slot}, write)
}

func (r *accessRecorder) ArrayAccess(t *Thread, arr *Object, index int, write bool) {
	r.record(t, Location{Obj: arr, Slot: index}, write)
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
		before := *m
		before.Waiters = slices.Clone(m.Waiters)
		r.monitors[o] = before
		r.order = append(r.order, o)
	}
}

// initChanged notes that the current step changed c's initialisation state.
func (vm *VM) initChanged(c *Class) {
	if r := vm.recorder; r != nil {
		r.initChanges = append(r.initChanges, c)
	}
}

// noteAllocation remembers the allocating thread of an object when every
// object is observed.
func (vm *VM) noteAllocation(o *Object) {
	if r := vm.recorder; r != nil && r.allocator != nil && vm.current != nil {
		r.allocator[o] = vm.current
	}
}

// Allocator is the thread that allocated o, when every object is observed
// (RecordAccesses with all); nil if unknown.
func (vm *VM) Allocator(o *Object) *Thread {
	if r := vm.recorder; r != nil && r.allocator != nil {
		return r.allocator[o]
	}
	return nil
}

// InitThread is the thread that initialised (or is initialising) class c
// in this execution, if known.
func (vm *VM) InitThread(c *Class) *Thread { return vm.state(c).initializer }

// begin resets the recorder for a new step.
func (r *accessRecorder) begin() {
	r.accesses, r.initChanges = nil, nil
	clear(r.monitors)
	clear(r.escaped)
	r.order = r.order[:0]
}

// finish fills a step's result from what was recorded.
func (r *accessRecorder) finish(res *StepResult) {
	res.Accesses, res.InitChanges = r.accesses, r.initChanges
	for _, o := range r.order {
		before, now := r.monitors[o], o.Monitor
		changed := before.Owner != now.Owner || before.Depth != now.Depth || !slices.Equal(before.Waiters, now.Waiters)
		res.Monitors = append(res.Monitors, MonitorEffect{Obj: o, Changed: changed})
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

// DescribeThrowable renders an exception as Throwable.toString does:
// "java.lang.IllegalStateException: msg".
func (vm *VM) DescribeThrowable(exc *Object) string { return vm.describeThrowable(exc) }

// ThrowPosition is where an exception was created: the top frame of its
// stack trace, "Class.method(File.java:line)".
func (vm *VM) ThrowPosition(exc *Object) string {
	bt := vm.backtraceOf(exc)
	if len(bt.frames) == 0 {
		return "?"
	}
	f := bt.frames[0]
	return CodePosition(f.method, f.pc)
}

// CodePosition renders an instruction of a method as stack traces do.
func CodePosition(m *Method, pc int) string { return FramePosition(m, m.code, pc) }

// LocationName names a location for people: "Counter.count of
// Counter@1", "int[]@2[3]", "static java.lang.System.security".
func (vm *VM) LocationName(l Location) string {
	switch f := vm.fieldAt(l); {
	case l.Obj == nil && f != nil:
		return "static " + f.Class.JavaName() + "." + f.Name
	case f != nil:
		return simpleName(f.Class) + "." + f.Name + " of " + vm.ObjectName(l.Obj)
	case l.Obj != nil:
		return vm.ObjectName(l.Obj) + "[" + itoa(l.Slot) + "]"
	}
	return "?"
}
