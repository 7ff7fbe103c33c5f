package interp

import (
	"slices"
	"unsafe"

	"github.com/jcheck/jcheck/monitor"
)

// Clone returns an independent copy of the execution: heap, class states,
// threads and counters are copied, class metadata is shared. The search
// clones the execution it prepared (booted, main launched) to start each
// replay from it instead of booting the JDK again, and clones executions
// amid the search to return to their states later (DESIGN.md: undo by
// checkpoints and replay, Stoller 2002 §8.4). A VM that records its steps
// (RecordAccesses) has a copy that records them the same way, with the
// recorder's state across steps (who allocated each object, what existed
// when recording began); an Observer installed with SetObserver is not
// copied.
//
// The execution must be between steps and no thread may be inside a
// native method that called Java code (CanClone): continuation frames
// hold Go closures, which cannot be copied.
func (vm *VM) Clone() *VM {
	n, _ := vm.CloneMapped(nil)
	return n
}

// CloneMapped is Clone that also says which of the copy's objects and
// threads stand for which of the original's. With a Spare, the copy is
// made in the memory of executions discarded into it, as far as it
// goes, and the Mapping's Done gives back what the copying used.
func (vm *VM) CloneMapped(spare *Spare) (*VM, *Mapping) {
	if spare == nil {
		spare = &Spare{}
	}
	c := &cloner{spare: spare, objects: reuse(&spare.objects, int(vm.allocs)+1), pending: spare.pending[:0], threads: map[*Thread]*Thread{}}
	spare.pending = nil
	clear(c.objects)
	n := *vm
	c.to = &n.arena
	n.arena = arena{}
	c.bytes8 = carver[int8]{free: &spare.bytes, to: &n.arena.bytes}
	c.chars = carver[uint16]{free: &spare.chars, to: &n.arena.chars}
	c.ints = carver[int32]{free: &spare.ints, to: &n.arena.ints}
	c.refs = carver[*Object]{free: &spare.refs, to: &n.arena.refs}
	n.observer, n.recorder, n.promotedBy = nil, nil, nil
	n.fp = fingerprinter{}
	n.classes = reuse(&spare.classes, len(vm.classes))
	c.bytes += int64(len(vm.classes)) * int64(unsafe.Sizeof(classState{}))
	for i, st := range vm.classes {
		st.statics = c.values(st.statics)
		st.mirror = c.object(st.mirror)
		st.domain = c.object(st.domain)
		st.initError = c.object(st.initError)
		n.classes[i] = st
	}
	n.literals = reuse(&spare.literals, len(vm.literals))
	for i, o := range vm.literals {
		n.literals[i] = c.object(o)
	}
	n.internKeys = slices.Clone(vm.internKeys)
	n.interned = make(map[string]*Object, len(vm.interned))
	for s, o := range vm.interned {
		n.interned[s] = c.object(o)
	}
	if vm.names != nil {
		n.names = make(map[*Object]int, len(vm.names))
		for o, id := range vm.names {
			n.names[c.object(o)] = id
		}
	}
	n.threads = make([]*Thread, len(vm.threads))
	for i, t := range vm.threads {
		n.threads[i] = c.thread(t, &n)
	}
	for i := range n.classes {
		n.classes[i].initThread = c.threads[vm.classes[i].initThread]
		n.classes[i].initializer = c.threads[vm.classes[i].initializer]
	}
	if vm.files != nil {
		n.files = make(map[int]*fileInput, len(vm.files))
		for fd, f := range vm.files {
			copied := *f
			n.files[fd] = &copied
		}
	}
	n.overlay = cloneOverlay(vm.overlay, c)
	n.native = vm.native.clone(c)
	n.userLoaders = make([]*Object, len(vm.userLoaders))
	for i, o := range vm.userLoaders {
		n.userLoaders[i] = c.object(o)
	}
	n.current = c.threads[vm.current]
	n.mainGroup = c.object(vm.mainGroup)
	n.unhandled = nil
	for _, u := range vm.unhandled {
		n.unhandled = append(n.unhandled, UnhandledException{c.threads[u.Thread], c.object(u.Exception)})
	}
	c.finish()
	if vm.recorder != nil {
		n.recorder = vm.recorder.clone(c)
		if vm.observer == Observer(vm.recorder) {
			n.observer = n.recorder
		}
	}
	return &n, &Mapping{c: c}
}

// CanClone reports whether the execution can be cloned: no thread is
// inside a native method that called Java code.
func (vm *VM) CanClone() bool {
	for _, t := range vm.threads {
		for i := range t.frames {
			if t.frames[i].cont != nil {
				return false
			}
		}
	}
	return true
}

// Mapping relates a clone's objects and threads to the original's, for
// what a caller keeps about an execution outside the VM and must move to
// the copy: the search's race detector and lockset' name the threads and
// the held locks of past accesses, which the copy renders by its own
// names (ObjectName numbers objects by identity).
type Mapping struct{ c *cloner }

// Object is the copy of one of the original's objects. An object the
// copied state does not reach (one the caller still names after the
// program dropped it) is copied now, with what it references, so that
// every use of the copy sees one object for each of the original's.
func (m *Mapping) Object(o *Object) *Object {
	n := m.c.object(o)
	m.c.finish()
	return n
}

// Done ends the use of the mapping: the copying's own memory goes back
// to the Spare the copy was made with, for the next copy.
func (m *Mapping) Done() {
	c := m.c
	c.spare.objects, c.spare.pending = c.objects, c.pending[:0]
	m.c = nil
}

// Thread is the copy of one of the original's threads.
func (m *Mapping) Thread(t *Thread) *Thread { return m.c.threads[t] }

// Bytes estimates the memory the copy takes: its objects with their
// fields and elements, its threads' stacks and frames, its class states
// (Go's representation, not the Java heap's sizes of memory.go).
func (m *Mapping) Bytes() int64 { return m.c.bytes }

// clone copies the recorder's state across steps; what it records of one
// step starts anew at the next (begin). Only the objects the copy reaches
// keep their allocating thread: the others can be accessed no more.
func (r *accessRecorder) clone(c *cloner) *accessRecorder {
	n := &accessRecorder{monitors: map[*Object]monitor.Monitor{}, stamp: r.stamp, trusted: r.trusted,
		startAllocs: r.startAllocs, startInitialized: r.startInitialized}
	if r.allocator != nil {
		n.allocator = make(map[*Object]*Thread, len(r.allocator))
		for o, t := range r.allocator {
			if copied := c.objects[o.id]; copied != nil {
				n.allocator[copied] = c.threads[t]
			}
		}
	}
	return n
}

// cloner copies an object graph, each object once. Copies are found by
// allocation number (objects keep theirs), and the objects, the fields of
// ordinary objects, the classes' statics and the arrays but large ones
// are carved out of large blocks to spare allocations: the copy's arena,
// whose blocks live as long as the copy, and go to a Spare when it is
// discarded.
type cloner struct {
	spare   *Spare
	to      *arena // the copy's: every block it carves objects from
	objects []*Object
	threads map[*Thread]*Thread
	pending []*Object // copied objects whose references are not yet copied
	block   []Value   // the unused part of the current block of fields
	slab    []Object  // the unused part of the current block of objects
	// The arrays of the element types most arrays have, but large ones,
	// are carved out of blocks of their type.
	bytes8 carver[int8]
	chars  carver[uint16]
	ints   carver[int32]
	refs   carver[*Object]
	bytes  int64 // Mapping.Bytes
}

// carver carves arrays of one element type out of blocks: the unused
// part of the current one, the spare's free ones and the copy's list of
// those it took.
type carver[T any] struct {
	cur  []T
	free *[][]T
	to   *[][]T
}

// arrayBlock is the length of a block of array elements; an array of
// more than a quarter of it is allocated on its own.
const arrayBlock = 16384

// carve copies a into the carver's current block, or a block of its own
// if a is large.
func carve[T any](c *carver[T], a []T) []T {
	if len(a) > arrayBlock/4 {
		return append([]T(nil), a...)
	}
	if len(a) > len(c.cur) {
		c.cur = take(c.free, arrayBlock)
		*c.to = append(*c.to, c.cur)
	}
	b := c.cur[:len(a):len(a)]
	c.cur = c.cur[len(a):]
	copy(b, a)
	return b
}

func (c *cloner) object(o *Object) *Object {
	if o == nil {
		return nil
	}
	if n := c.objects[o.id]; n != nil {
		return n
	}
	if len(c.slab) == 0 {
		c.slab = take(&c.spare.slabs, 256)
		c.to.slabs = append(c.to.slabs, c.slab)
	}
	n := &c.slab[0]
	c.slab = c.slab[1:]
	*n = Object{Class: o.Class, Native: o.Native, hash: o.hash, flags: o.flags, id: o.id, site: o.site, root: o.root}
	if o.Monitor != nil {
		n.Monitor = o.Monitor.Clone()
	}
	// elems and size are the array's length and its elements' size in
	// Go; refs says the copy has references to copy (finish).
	elems, size, refs := 0, 0, o.root != nil || o.Native != nil
	switch a := o.Array.(type) {
	case nil:
		n.Fields = c.fields(o.Fields)
		refs = refs || len(o.Fields) > 0
	case []int8:
		n.Array, elems, size = carve(&c.bytes8, a), len(a), 1
	case []uint16:
		n.Array, elems, size = carve(&c.chars, a), len(a), 2
	case []int16:
		n.Array, elems, size = append([]int16(nil), a...), len(a), 2
	case []int32:
		n.Array, elems, size = carve(&c.ints, a), len(a), 4
	case []int64:
		n.Array, elems, size = append([]int64(nil), a...), len(a), 8
	case []float32:
		n.Array, elems, size = append([]float32(nil), a...), len(a), 4
	case []float64:
		n.Array, elems, size = append([]float64(nil), a...), len(a), 8
	case []*Object:
		n.Array, elems, size, refs = carve(&c.refs, a), len(a), 8, true
	}
	c.objects[o.id] = n
	if refs {
		c.pending = append(c.pending, n)
	}
	c.bytes += int64(unsafe.Sizeof(*n)) + int64(len(o.Fields))*int64(unsafe.Sizeof(Value{})) + int64(elems*size)
	return n
}

// objectList copies a list of references (nil stays nil).
func (c *cloner) objectList(os []*Object) []*Object {
	if os == nil {
		return nil
	}
	n := make([]*Object, len(os))
	for i, o := range os {
		n[i] = c.object(o)
	}
	return n
}

// fields copies an object's fields into the current block.
func (c *cloner) fields(fs []Value) []Value {
	if len(fs) > len(c.block) {
		if len(fs) > 256 {
			return append([]Value(nil), fs...)
		}
		c.block = take(&c.spare.fields, 4096)
		c.to.fields = append(c.to.fields, c.block)
	}
	out := c.block[:len(fs):len(fs)]
	c.block = c.block[len(fs):]
	copy(out, fs)
	return out
}

// values copies a list of values (a class's statics) into the current
// block, with the objects they reference.
func (c *cloner) values(vs []Value) []Value {
	c.bytes += int64(len(vs)) * int64(unsafe.Sizeof(Value{}))
	out := c.fields(vs)
	for i, v := range out {
		out[i].R = c.object(v.R)
	}
	return out
}

// finish copies the references of every copied object, iteratively so
// that long linked structures do not exhaust the Go stack.
func (c *cloner) finish() {
	for len(c.pending) > 0 {
		o := c.pending[len(c.pending)-1]
		c.pending = c.pending[:len(c.pending)-1]
		for i, v := range o.Fields {
			if v.R != nil {
				o.Fields[i].R = c.object(v.R)
			}
		}
		if elems, ok := o.Array.([]*Object); ok {
			for i, e := range elems {
				elems[i] = c.object(e)
			}
		}
		if t, ok := o.Native.(*Thread); ok {
			o.Native = c.threads[t]
		}
		o.root = c.object(o.root)
	}
}

func (c *cloner) thread(t *Thread, vm *VM) *Thread {
	n := *t
	n.vm = vm
	c.threads[t] = &n
	n.Obj = c.object(t.Obj)
	n.exc = c.object(t.exc)
	n.uncaught = c.object(t.uncaught)
	n.stopWith = c.object(t.stopWith)
	// Only the stack's live part, up to the top frame's operands, is
	// copied: above it are values of frames that returned, which no frame
	// reads (a new frame's locals start cleared, pushFrame) and which
	// would keep their objects reachable in the copy.
	// The copy's stack is as long as its frames need (each frame's
	// locals and operands, as the call that pushed it grew the stack),
	// not as long as the original's grew: zeroing the slots of calls
	// long returned took about a tenth of a state-less search's time
	// (OrderedPhilosophers(6,2)).
	top, need := 0, 0
	for i := range t.frames {
		f := &t.frames[i]
		top = max(top, f.sp)
		if f.code != nil {
			need = max(need, f.lp+f.code.maxLocals+f.code.maxStack+2)
		}
	}
	size := 64
	for size < max(top, need) {
		size *= 2
	}
	n.stack = take(&c.spare.stacks, min(size, len(t.stack)))
	c.bytes += int64(top) * int64(unsafe.Sizeof(Value{}))
	for i, v := range t.stack[:top] {
		n.stack[i] = Value{I: v.I, R: c.object(v.R)}
	}
	clear(n.stack[top:])
	n.frames = take(&c.spare.frames, len(t.frames))
	c.bytes += int64(unsafe.Sizeof(n)) + int64(len(t.frames))*int64(unsafe.Sizeof(frame{}))
	for i, f := range t.frames {
		if f.cont != nil {
			fatalf("cannot copy thread %s: it is inside a native method that called Java code", t.Name())
		}
		f.lock = c.object(f.lock)
		f.atomicRoot = c.object(f.atomicRoot)
		n.frames[i] = f
	}
	n.initializing = slices.Clone(t.initializing)
	n.held = c.objectList(t.held)
	n.readHeld = c.objectList(t.readHeld)
	n.permitHeld = c.objectList(t.permitHeld)
	n.optimistic = c.object(t.optimistic)
	if t.optimisticReads != nil {
		n.optimisticReads = make([]Access, len(t.optimisticReads))
		for i, a := range t.optimisticReads {
			a.Loc.Obj = c.object(a.Loc.Obj)
			a.Held = c.objectList(a.Held)
			n.optimisticReads[i] = a
		}
	}
	n.next.Obj = c.object(t.next.Obj)
	n.next.Cond = c.object(t.next.Cond)
	n.next.Loc.Obj = c.object(t.next.Loc.Obj)
	n.next.State.Obj = c.object(t.next.State.Obj)
	n.lastUnordered.Obj = c.object(t.lastUnordered.Obj)
	n.lastUnordered.Loc.Obj = c.object(t.lastUnordered.Loc.Obj)
	n.nativeArgs = nil
	return &n
}

// arena lists the blocks a copy carved its objects, fields and arrays
// from, which live as long as the copy does.
type arena struct {
	slabs  [][]Object
	fields [][]Value
	bytes  [][]int8
	chars  [][]uint16
	ints   [][]int32
	refs   [][]*Object
}

// Spare is memory of executions that will not run again (Discard), which
// the copies CloneMapped makes with it take before they allocate: a
// state-less search copies an execution at every backtrack (from its
// checkpoint) and drops the one it ran, and allocating each copy anew
// cost about two fifths of its CPU in allocation and collection
// (OrderedPhilosophers(6,2); under a third after, BENCHMARKS.md).
// A Spare belongs to one goroutine.
type Spare struct {
	arena
	classes []classState
	// objects and pending are a copying's index of copies and work
	// list, literals a copy's list of string literals.
	objects, pending, literals []*Object
	// stacks and frames are threads' operand stacks and frame lists.
	stacks [][]Value
	frames [][]frame
}

// Discard hands the memory of the execution's objects to spare; the VM
// must not be used afterwards (its objects are those of later copies),
// nor anything that reaches them.
func (vm *VM) Discard(spare *Spare) {
	if vm.discarded {
		return
	}
	vm.discarded = true
	spare.slabs = append(spare.slabs, vm.arena.slabs...)
	spare.fields = append(spare.fields, vm.arena.fields...)
	spare.bytes = append(spare.bytes, vm.arena.bytes...)
	spare.chars = append(spare.chars, vm.arena.chars...)
	spare.ints = append(spare.ints, vm.arena.ints...)
	spare.refs = append(spare.refs, vm.arena.refs...)
	// Threads the execution started have stacks of their own, which
	// copies do not give back: as many are kept as a copy takes.
	for _, t := range vm.threads {
		if t.stack != nil && len(spare.stacks) < len(vm.threads) {
			spare.stacks = append(spare.stacks, t.stack)
			spare.frames = append(spare.frames, t.frames)
		}
	}
	if cap(vm.classes) > cap(spare.classes) {
		spare.classes = vm.classes
	}
	if cap(vm.literals) > cap(spare.literals) {
		spare.literals = vm.literals
	}
	vm.arena, vm.classes, vm.literals, vm.threads = arena{}, nil, nil, nil
}

// take pops the last slice of a spare's list if it has room for n
// elements (one that has not is dropped), else makes one; what the slice
// held stays where the caller does not overwrite it, and nothing reads
// there.
func take[T any](list *[][]T, n int) []T {
	if k := len(*list); k > 0 {
		b := (*list)[k-1]
		*list = (*list)[:k-1]
		if cap(b) >= n {
			return b[:n]
		}
	}
	return make([]T, n)
}

// reuse takes the spare's slice *kept if it has room for n elements, else
// makes one.
func reuse[T any](kept *[]T, n int) []T {
	if cap(*kept) < n {
		return make([]T, n)
	}
	b := (*kept)[:n]
	*kept = nil
	return b
}
