package interp

import (
	"hash/fnv"
	"slices"
	"unsafe"

	"github.com/jcheck/jcheck/internal/fphash"
)

// Fingerprint hashes the state of the execution for stateful search:
// everything that determines how the program goes on — the threads
// (frames, locals and operand stacks, next operations), the statics and
// initialisation states of the classes, every object reachable from them
// with its monitor, the memory outside the Java heap (nativememory.go),
// and the counters behind identity hash codes and time.
// Objects are numbered in the order a fixed traversal from the roots meets
// them, not in allocation order, so that states that differ only in which
// order the same objects were allocated hash alike (heap symmetry). The
// numbers stay available through CanonicalNumber until the next call,
// for callers that hash state of their own that names objects.
func (vm *VM) Fingerprint() [2]uint64 {
	f := &vm.fp
	f.vm = vm
	f.epoch++
	if n := int(vm.allocs) + 1; len(f.mark) < n {
		f.mark = make([]uint32, n+n/2)
		f.num = make([]uint32, n+n/2)
	}
	f.count, f.queue = 0, f.queue[:0]
	f.h = fphash.New()
	f.state()
	return f.h.Final()
}

// CanonicalNumber is the number the last Fingerprint gave o (0 if it did
// not reach o).
func (vm *VM) CanonicalNumber(o *Object) uint32 { return vm.CanonicalNumberOf(o.id) }

// CanonicalNumberOf is the number the last Fingerprint gave the object
// allocated id-th (0 if it did not reach it).
func (vm *VM) CanonicalNumberOf(id uint32) uint32 {
	f := &vm.fp
	if int(id) < len(f.mark) && f.mark[id] == f.epoch {
		return f.num[id]
	}
	return 0
}

// CanonicalNumbers appends to buf, for each object the last Fingerprint
// reached that was allocated after the first from, its allocation number
// (high 32 bits) and the number the fingerprint gave it (low 32 bits),
// sorted: what names the state's objects independently of the path that
// made them, kept while the execution moves on. The objects the state no
// longer reaches are left out, however many the execution allocated.
func (vm *VM) CanonicalNumbers(from uint32, buf []uint64) []uint64 {
	f := &vm.fp
	for _, o := range f.queue {
		if o.id > from {
			buf = append(buf, uint64(o.id)<<32|uint64(f.num[o.id]))
		}
	}
	slices.Sort(buf)
	return buf
}

// CanonicalObject is the object the last Fingerprint numbered k, nil if
// none.
func (vm *VM) CanonicalObject(k uint32) *Object {
	if k == 0 || int(k) > len(vm.fp.queue) {
		return nil
	}
	return vm.fp.queue[k-1]
}

// Allocations is the number of objects allocated so far: the largest
// allocation number (Object.ID).
func (vm *VM) Allocations() uint32 { return vm.allocs }

// fingerprinter is the VM's scratch space for Fingerprint: canonical
// numbers live in slices indexed by allocation number, stamped with the
// fingerprint's epoch so that they need no clearing.
type fingerprinter struct {
	vm         *VM
	h          fphash.Hash
	epoch      uint32
	mark, num  []uint32
	count      uint32
	queue      []*Object
	uniqueKeys uint64
	methods    map[*Method]uint64
}

// word hashes one 64-bit word into both lanes.
func (f *fingerprinter) word(v uint64) {
	f.h.Add(v)
}

// class, method and field hash the identity of shared metadata, the
// same for every execution of the search, by what names it rather than
// where it lives: a fingerprint is then the same in every run of the
// same search, which the bitstate table (whose collisions depend on the
// fingerprints' values) needs to be deterministic. A class is named by
// its number, given in load order; a method by its class and a hash of
// its name and descriptor (kept per VM: methods have no number).
func (f *fingerprinter) class(c *Class) {
	if c == nil {
		f.word(0)
		return
	}
	f.word(uint64(c.ID) + 1)
}

func (f *fingerprinter) method(m *Method) {
	if m == nil {
		f.word(0)
		return
	}
	id, ok := f.methods[m]
	if !ok {
		h := fnv.New64a()
		h.Write([]byte(m.Name))
		h.Write([]byte{0})
		h.Write([]byte(m.Desc))
		id = fphash.Mix(h.Sum64() ^ uint64(m.Class.ID)<<40)
		if f.methods == nil {
			f.methods = map[*Method]uint64{}
		}
		f.methods[m] = id
	}
	f.word(id)
}

func (f *fingerprinter) field(fd *Field) {
	if fd == nil {
		f.word(0)
		return
	}
	f.word(uint64(fd.Class.ID+1)<<32 | uint64(uint32(fd.Slot))<<1 | uint64(b2i(fd.IsStatic())))
}

// ref hashes a reference by the object's canonical number, queueing newly
// met objects for their contents.
func (f *fingerprinter) ref(o *Object) {
	if o == nil {
		f.word(0)
		return
	}
	if int(o.id) >= len(f.mark) {
		fatalf("object allocated while fingerprinting")
	}
	if f.mark[o.id] != f.epoch {
		f.count++
		f.mark[o.id], f.num[o.id] = f.epoch, f.count
		f.queue = append(f.queue, o)
	}
	f.word(uint64(f.num[o.id]))
}

func (f *fingerprinter) value(v Value) {
	f.word(uint64(v.I))
	f.ref(v.R)
}

func (f *fingerprinter) state() {
	vm := f.vm
	f.word(uint64(vm.clock))
	f.word(uint64(vm.nextThread))
	f.word(uint64(vm.threadIDs))
	// The open files' paths and positions, in descriptor order, and
	// what the execution wrote.
	f.word(uint64(vm.nextFD))
	for fd := firstFileFD; fd < vm.nextFD; fd++ {
		if file := vm.files[fd]; file != nil {
			f.word(uint64(fd))
			f.word(uint64(file.pos))
			hashRaw(f, []byte(file.path))
			// A directory stream's entries (natives_nio.go).
			f.word(uint64(len(file.entries)))
			for _, e := range file.entries {
				f.word(uint64(len(e)))
				hashRaw(f, []byte(e))
			}
		}
	}
	f.overlay(vm.overlay)
	f.nativeMemory(&vm.native)
	f.word(uint64(vm.exitCode))
	if vm.exited {
		f.word(1)
	}
	if vm.shuttingDown {
		f.word(3)
	}
	if vm.cpuTimeOff {
		f.word(4)
	}
	if vm.ignored {
		f.word(2)
	}
	if vm.testAborted {
		f.word(6)
	}
	for _, t := range vm.threads {
		f.thread(t)
	}
	for i := range vm.classes {
		st := &vm.classes[i]
		if !st.prepared {
			continue
		}
		f.word(uint64(i)<<8 | uint64(st.init))
		if st.initThread != nil {
			f.word(uint64(st.initThread.ID))
			f.class(st.awaits)
		}
		for _, v := range st.statics {
			f.value(v)
		}
		f.ref(st.mirror)
		f.ref(st.domain)
		f.ref(st.initError)
	}
	for _, o := range vm.literals {
		f.ref(o)
	}
	// The intern table: which String is canonical for each text decides
	// what later interns and literals return.
	for _, s := range vm.internKeys {
		h := fnv.New64a()
		h.Write([]byte(s))
		f.word(h.Sum64())
		f.ref(vm.interned[s])
	}
	for i := 0; i < len(f.queue); i++ {
		f.object(f.queue[i])
	}
}

func (f *fingerprinter) thread(t *Thread) {
	f.word(uint64(t.ID))
	switch {
	case t.terminated:
		f.word(1)
		return
	case t.dormant:
		f.word(2)
		return
	}
	op := &t.next
	f.word(uint64(op.Kind))
	f.ref(op.Obj)
	f.ref(op.Loc.Obj)
	f.class(op.Class)
	f.word(uint64(int64(op.Loc.Slot)))
	if op.Timed {
		f.word(1)
	}
	if (op.Timed || op.Sleep) && !t.vm.opts.AnyTimeouts {
		// When the timeout or sleep ends decides which timeout is due.
		f.word(uint64(op.Due))
	}
	if op.Begins {
		f.word(8)
	}
	if op.LongSleep {
		f.word(10)
	}
	f.ref(op.Cond)
	f.method(op.Callee)
	f.word(uint64(op.Permits))
	if op.Interruptible || op.Uninterruptible {
		f.word(4)
	}
	if op.Notified {
		f.word(6)
	}
	if op.Released {
		f.word(12)
	}
	f.word(uint64(op.Returns)<<56 ^ uint64(op.Nanos))
	f.word(uint64(t.lkDepth))
	f.word(uint64(t.hashState))
	if t.atomicSection > 0 {
		f.word(5<<32 | uint64(t.atomicSection))
	}
	if t.permit {
		f.word(1)
	}
	if t.stalePoll {
		f.word(9 << 32)
	}
	if t.releaseFenced {
		f.word(11 << 32)
	}
	f.ref(t.Obj)
	f.ref(t.uncaught)
	if t.suspended {
		f.word(7 << 32)
	}
	f.ref(t.stopWith)
	for _, o := range t.permitHeld {
		f.word(6 << 32) // a semaphore held as a lock, for lockset'
		f.ref(o)
	}
	if t.optimistic != nil {
		// The reads an optimistic read has yet to settle, for lockset'
		// and happens-before.
		f.word(7 << 32)
		f.ref(t.optimistic)
		for _, a := range t.optimisticReads {
			f.ref(a.Loc.Obj)
			f.class(a.Loc.Class)
			f.word(uint64(int64(a.Loc.Slot)))
			f.word(uint64(len(a.Held)))
			for _, o := range a.Held {
				f.ref(o)
			}
		}
	}
	if t.dispatching {
		f.word(3)
	}
	for i := range t.frames {
		fr := &t.frames[i]
		f.method(fr.method)
		f.word(uint64(fr.pc))
		f.ref(fr.lock)
		f.class(fr.clinit)
		if fr.cont != nil {
			// A native method waiting for a Java call it made keeps its
			// state in a Go closure, which cannot be compared: such a
			// state matches no other (no pruning, never a wrong one).
			f.uniqueKeys++
			f.word(f.uniqueKeys<<32 | uint64(f.epoch))
		}
		for _, v := range t.stack[fr.lp:fr.sp] {
			f.value(v)
		}
	}
}

func (f *fingerprinter) object(o *Object) {
	f.class(o.Class)
	f.word(uint64(o.flags))
	if o.flags&flagHashed != 0 {
		f.word(uint64(o.hash))
	}
	// A monitor is made at the first use or query of an object's lock
	// (Thread.Enabled asks), and a state the search explored and the same
	// state replayed differ in which queries they made: an idle one
	// counts as none.
	if m := o.Monitor; m != nil && !m.Idle() {
		f.word(uint64(m.Owner)<<32 | uint64(m.Depth))
		for _, w := range m.Waiters {
			f.word(uint64(w))
		}
		for _, r := range m.Readers {
			f.word(uint64(r.Thread)<<32 | uint64(r.Count) | 1<<63)
		}
		for _, q := range m.Queue {
			f.word(uint64(q) | 1<<62)
		}
	}
	// What the VM keeps beside an object's fields, by content: a
	// VarHandle or a backtrace is made anew in every execution that
	// creates it, so its address would tell apart states that are the
	// same (a program whose classes hold VarHandles, as most of
	// java.util.concurrent's do, matched no state of another execution).
	// Method handle nodes and classes are shared by all executions. Every
	// kind of Native is hashed: one left out would merge states that go
	// on differently.
	switch n := o.Native.(type) {
	case *Thread:
		f.word(uint64(n.ID))
	case *Class:
		f.class(n)
	case *mhNode:
		f.class(n.class) // each node has a hidden class of its own
	case *Method:
		f.method(n)
	case loaderNamespace:
		f.word(uint64(n))
	case *serialConstructor:
		f.class(n.class)
		f.method(n.ctor)
		for _, p := range n.params {
			f.class(p)
		}
	case *varHandle:
		f.field(n.field)
		f.class(n.array)
		f.class(n.view)
		f.word(uint64(b2i(n.bigEndian)) | uint64(b2i(n.exact))<<1)
	case *inflaterState:
		// What the Inflater took, the dictionary it was given and how
		// much it returned decide what it returns next (its pending
		// output, fault and live decompressor follow from them).
		f.word(uint64(n.given)<<32 | uint64(uint32(n.end)))
		f.word(uint64(b2i(n.nowrap)) | uint64(b2i(n.hasDict))<<1 | uint64(b2i(n.needDict))<<2 | uint64(b2i(n.showDictID))<<3)
		hashRaw(f, n.in)
		hashRaw(f, n.dict)
	case *deflaterState:
		// What the Deflater took, and where it flushed or changed its
		// parameters, decide what it returns next.
		f.word(uint64(n.given)<<8 | uint64(b2i(n.nowrap)) | uint64(b2i(n.finished))<<1 | uint64(n.strategy)<<2 | uint64(b2i(n.hasDict))<<4 | uint64(b2i(n.started))<<5)
		hashRaw(f, n.dict)
		f.word(uint64(int64(n.level)) ^ uint64(len(n.segments))<<40)
		for _, s := range n.segments {
			f.word(uint64(len(s.data))<<32 | uint64(s.flush)<<8 | uint64(s.strategy))
			f.word(uint64(int64(s.level)))
			hashRaw(f, s.data)
		}
		hashRaw(f, n.open)
	case *backtrace:
		f.word(uint64(len(n.frames)) | uint64(b2i(n.hiddenTop))<<32)
		for _, fr := range n.frames {
			f.method(fr.method)
			f.word(uint64(int64(fr.pc)))
		}
	}
	for _, v := range o.Fields {
		f.value(v)
	}
	switch a := o.Array.(type) {
	case []int8:
		hashRaw(f, a)
	case []uint16:
		hashRaw(f, a)
	case []int16:
		hashRaw(f, a)
	case []int32:
		hashRaw(f, a)
	case []int64:
		hashRaw(f, a)
	case []float32:
		hashRaw(f, a)
	case []float64:
		hashRaw(f, a)
	case []*Object:
		for _, e := range a {
			f.ref(e)
		}
	}
}

// hashRaw hashes the length and the bits of a primitive array, as one
// block (fphash.Block): the byte and char arrays behind strings are most
// of a state's words, and hashing them element by element, later eight
// bytes to a word, was most of the stateful search's time.
func hashRaw[T int8 | uint8 | uint16 | int16 | int32 | int64 | float32 | float64](f *fingerprinter, a []T) {
	f.word(uint64(len(a)))
	f.word(fphash.Block(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(a))), len(a)*int(unsafe.Sizeof(a[0])))))
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
