package interp

import "slices"

// Clone returns an independent copy of the execution: heap, class states,
// threads and counters are copied, class metadata is shared. The search
// clones the execution it prepared (booted, main launched) to start each
// replay from it instead of booting the JDK again (DESIGN.md: undo as
// reset + replay, Stoller 2002 §8.4).
//
// The execution must be between steps and no thread may be inside a
// native method that called Java code (continuation frames hold Go
// closures, which cannot be copied).
func (vm *VM) Clone() *VM {
	c := &cloner{objects: make([]*Object, vm.allocs+1), threads: map[*Thread]*Thread{}}
	n := *vm
	n.observer, n.recorder, n.promotions, n.promotedBy = nil, nil, nil, nil
	n.fp = fingerprinter{}
	n.classes = make([]classState, len(vm.classes))
	for i, st := range vm.classes {
		st.statics = c.values(st.statics)
		st.mirror = c.object(st.mirror)
		n.classes[i] = st
	}
	n.literals = make([]*Object, len(vm.literals))
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
	n.overlay = cloneOverlay(vm.overlay)
	n.current = c.threads[vm.current]
	n.unhandled = nil
	for _, u := range vm.unhandled {
		n.unhandled = append(n.unhandled, UnhandledException{c.threads[u.Thread], c.object(u.Exception)})
	}
	c.finish()
	return &n
}

// cloner copies an object graph, each object once. Copies are found by
// allocation number (objects keep theirs), and the fields of ordinary
// objects are carved out of large shared blocks to spare allocations.
type cloner struct {
	objects []*Object
	threads map[*Thread]*Thread
	pending []*Object // copied objects whose references are not yet copied
	block   []Value   // the unused part of the current block of fields
}

func (c *cloner) object(o *Object) *Object {
	if o == nil {
		return nil
	}
	if n := c.objects[o.id]; n != nil {
		return n
	}
	n := &Object{Class: o.Class, Native: o.Native, hash: o.hash, flags: o.flags, id: o.id, site: o.site, root: o.root}
	if o.Monitor != nil {
		n.Monitor = o.Monitor.Clone()
	}
	switch a := o.Array.(type) {
	case nil:
		n.Fields = c.fields(o.Fields)
	case []int8:
		n.Array = append([]int8(nil), a...)
	case []uint16:
		n.Array = append([]uint16(nil), a...)
	case []int16:
		n.Array = append([]int16(nil), a...)
	case []int32:
		n.Array = append([]int32(nil), a...)
	case []int64:
		n.Array = append([]int64(nil), a...)
	case []float32:
		n.Array = append([]float32(nil), a...)
	case []float64:
		n.Array = append([]float64(nil), a...)
	case []*Object:
		n.Array = append([]*Object(nil), a...)
	}
	c.objects[o.id] = n
	c.pending = append(c.pending, n)
	return n
}

// fields copies an object's fields into the current block.
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

func (c *cloner) fields(fs []Value) []Value {
	if len(fs) > len(c.block) {
		if len(fs) > 256 {
			return append([]Value(nil), fs...)
		}
		c.block = make([]Value, 4096)
	}
	out := c.block[:len(fs):len(fs)]
	c.block = c.block[len(fs):]
	copy(out, fs)
	return out
}

func (c *cloner) values(vs []Value) []Value {
	out := make([]Value, len(vs))
	for i, v := range vs {
		out[i] = Value{I: v.I, R: c.object(v.R)}
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
	n.stack = c.values(t.stack)
	n.frames = make([]frame, len(t.frames))
	for i, f := range t.frames {
		if f.cont != nil {
			fatalf("cannot copy thread %s: it is inside a native method that called Java code", t.Name())
		}
		f.lock = c.object(f.lock)
		f.atomicRoot = c.object(f.atomicRoot)
		n.frames[i] = f
	}
	n.held = c.objectList(t.held)
	n.readHeld = c.objectList(t.readHeld)
	n.next.Obj = c.object(t.next.Obj)
	n.next.Loc.Obj = c.object(t.next.Loc.Obj)
	n.nativeArgs = nil
	return &n
}
