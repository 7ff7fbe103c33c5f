package interp

import (
	"math"
	"sync"
)

// The Java heap limit (Options.MaxHeap, java's -Xmx). Nothing is collected
// during an execution in the JVM's sense, but the Go collector frees the
// objects the program no longer reaches; so the VM counts the bytes of
// every allocation (VM.heap), and when an allocation would take the count
// past the limit it recounts what is still reachable from the roots
// (collect), as a collection would, and throws OutOfMemoryError only if
// the allocation does not fit beside that. The count is part of the VM's
// state: cloned with it, so every execution of a search starts from the
// initial state's.
//
// Sizes are approximate, in the spirit of HotSpot's 64-bit layout: an
// object is a 16-byte header and 8 bytes a field; an array a 16-byte
// header and its elements (boolean and byte 1, char and short 2, int,
// float and references 4 — HotSpot's compressed pointers —, long and
// double 8 bytes).

const (
	objectHeader = 16
	// maxArrayLength is the longest array HotSpot allocates: a longer one
	// is an OutOfMemoryError whatever the heap ("Requested array size
	// exceeds VM limit").
	maxArrayLength = math.MaxInt32 - 2
)

// DefaultMaxHeap is the heap limit when Options.MaxHeap is 0: java's
// default, a quarter of the physical memory, or 1 GiB where jcheck cannot
// tell how much there is.
var DefaultMaxHeap = sync.OnceValue(func() int64 {
	if total := physicalMemory(); total > 0 {
		return int64(total / 4)
	}
	return 1 << 30
})

// arrayBytes is the size of an array of n elements of the given kind (a
// reference is 4 bytes, as HotSpot's compressed pointers are below 32 GB
// of heap: Unsafe's elemSize).
func arrayBytes(kind byte, n int) int64 { return objectHeader + int64(n)*int64(elemSize(kind)) }

// size is the number of bytes o takes in the heap.
func (o *Object) size() int64 {
	if o.Array == nil {
		return objectHeader + 8*int64(len(o.Fields))
	}
	return arrayBytes(o.Class.Elem, o.Length())
}

// fits reports whether size more bytes fit in the heap limit, collecting
// first if they would not fit beside what was counted so far.
func (vm *VM) fits(size int64) bool {
	max := vm.opts.MaxHeap
	if max < 0 || size <= max-vm.heap {
		return true
	}
	vm.collect()
	return size <= max-vm.heap
}

// reserve is fits for an allocation the program makes: when it does not
// fit, the thread throws OutOfMemoryError, as HotSpot does, and reserve
// reports false. The error itself is allocated beyond the limit.
func (t *Thread) reserve(size int64) bool {
	if t.vm.fits(size) {
		return true
	}
	t.exc = t.vm.newThrowable("java/lang/OutOfMemoryError", "Java heap space")
	return false
}

// newObject is `new`: NewObject, or nil with OutOfMemoryError thrown
// when the object does not fit the heap limit.
func (t *Thread) newObject(c *Class) *Object {
	if !t.reserve(objectHeader + 8*int64(c.InstanceSlots)) {
		return nil
	}
	return t.vm.NewObject(c)
}

// newArray is newarray, anewarray and Array.newInstance: NewArray, or nil
// with OutOfMemoryError thrown when the array is longer than any array
// may be or does not fit the heap limit. n is not negative.
func (t *Thread) newArray(c *Class, n int) *Object {
	if n > maxArrayLength {
		t.exc = t.vm.newThrowable("java/lang/OutOfMemoryError", "Requested array size exceeds VM limit")
		return nil
	}
	if !t.reserve(arrayBytes(c.Elem, n)) {
		return nil
	}
	return t.vm.NewArray(c, n)
}

// reserveMulti is reserve for multianewarray (and Array.newInstance with
// dimensions) of class c with the given counts of its outer dimensions,
// which are not negative: the arrays of every dimension are reserved at
// once, before the first is allocated, since those allocated are
// reachable from no root until the outermost is returned.
func (t *Thread) reserveMulti(c *Class, dims []Value) bool {
	total, arrays := int64(0), int64(1) // arrays: how many the dimension has
	for _, d := range dims {
		n := int(int32(d.I))
		if n > maxArrayLength {
			t.exc = t.vm.newThrowable("java/lang/OutOfMemoryError", "Requested array size exceeds VM limit")
			return false
		}
		total = saturatedAdd(total, saturatedMul(arrays, arrayBytes(c.Elem, n)))
		if arrays = saturatedMul(arrays, int64(n)); arrays == 0 {
			break
		}
		c = c.Component
	}
	return t.reserve(total)
}

// saturatedAdd and saturatedMul compute sizes that may pass any limit:
// past math.MaxInt64 they stay there. The operands are not negative.
func saturatedAdd(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

func saturatedMul(a, b int64) int64 {
	if a != 0 && b > math.MaxInt64/a {
		return math.MaxInt64
	}
	return a * b
}

// collect recounts the heap as the objects reachable from the roots
// (eachLive). Marking costs as much work as the objects it visits
// (chargeWork).
func (vm *VM) collect() {
	var live, scanned int64
	vm.eachLive(func(o *Object) {
		live += o.size()
		scanned += 1 + int64(len(o.Fields))
		if elems, ok := o.Array.([]*Object); ok {
			scanned += int64(len(elems))
		}
	})
	vm.heap = live
	vm.chargeWork(scanned)
}

// eachLive calls visit once for each object reachable from the roots:
// the classes' statics and mirrors, string literals and interned
// strings, the objects named in messages, unhandled exceptions, and each
// thread's object, pending exception, locals and operands, locks and
// what it waits for — the state Clone copies.
func (vm *VM) eachLive(visit func(*Object)) {
	seen := make([]uint64, vm.allocs/64+1)
	var work []*Object
	mark := func(o *Object) {
		if o == nil || seen[o.id/64]&(1<<(o.id%64)) != 0 {
			return
		}
		seen[o.id/64] |= 1 << (o.id % 64)
		visit(o)
		work = append(work, o)
	}
	for i := range vm.classes {
		st := &vm.classes[i]
		for _, v := range st.statics {
			mark(v.R)
		}
		mark(st.mirror)
		mark(st.domain)
		mark(st.initError)
	}
	for _, o := range vm.literals {
		mark(o)
	}
	for _, o := range vm.interned {
		mark(o)
	}
	for o := range vm.names {
		mark(o)
	}
	for _, u := range vm.unhandled {
		mark(u.Exception)
	}
	for _, t := range vm.threads {
		mark(t.Obj)
		mark(t.exc)
		mark(t.uncaught)
		mark(t.stopWith)
		mark(t.next.Obj)
		mark(t.next.Cond)
		mark(t.next.Loc.Obj)
		for _, o := range t.held {
			mark(o)
		}
		for _, o := range t.readHeld {
			mark(o)
		}
		for _, o := range t.permitHeld {
			mark(o)
		}
		mark(t.optimistic)
		for _, a := range t.optimisticReads {
			mark(a.Loc.Obj)
			for _, o := range a.Held {
				mark(o)
			}
		}
		for i := range t.frames {
			f := &t.frames[i]
			mark(f.lock)
			mark(f.atomicRoot)
			top := f.sp
			if f.code == nil {
				top = f.lp + f.method.ArgSlots // a native method's arguments
			}
			for _, v := range t.stack[f.lp:top] {
				mark(v.R)
			}
		}
	}
	for len(work) > 0 {
		o := work[len(work)-1]
		work = work[:len(work)-1]
		for _, v := range o.Fields {
			mark(v.R)
		}
		if elems, ok := o.Array.([]*Object); ok {
			for _, e := range elems {
				mark(e)
			}
		}
		mark(o.root)
	}
}
