package interp

// NewObject allocates an instance of c with its fields zeroed.
func (vm *VM) NewObject(c *Class) *Object {
	return vm.allocated(&Object{Class: c, Fields: make([]Value, c.InstanceSlots)})
}

// allocated numbers a new object, counts its bytes in the heap and notes
// who allocated it; every allocation goes through it.
func (vm *VM) allocated(o *Object) *Object {
	vm.allocs++
	o.id = vm.allocs
	vm.heap += o.size()
	if t := vm.current; t == nil || t.libraryOwned() {
		o.flags |= flagLibraryOwned
	}
	if vm.recorder != nil {
		vm.noteAllocation(o)
		if o.Array != nil && vm.current != nil {
			vm.noteSite(o, vm.current)
		}
	}
	if t := vm.current; t != nil && t.atomicAt > 0 && t.inRegion() {
		t.rootAllocation(o)
	}
	if vm.loader.annot != nil && vm.current != nil {
		vm.markSite(o, vm.current)
	}
	return o
}

// NewArray allocates an array of class c (an array class) with n zeroed
// elements.
func (vm *VM) NewArray(c *Class, n int) *Object {
	return vm.allocated(&Object{Class: c, Array: newArrayData(c.Elem, n)})
}

// ArrayClass loads the array class with the given element descriptor.
func (vm *VM) ArrayClass(elemDesc string) *Class {
	c, err := vm.loader.Load("[" + elemDesc)
	if err != nil {
		fatalf("cannot load array class [%s: %v", elemDesc, err)
	}
	return c
}

// NewByteArray allocates a byte[] holding b.
func (vm *VM) NewByteArray(b []int8) *Object {
	return vm.allocated(&Object{Class: vm.wk.byteArray, Array: b})
}

// NewObjectArray allocates an array of the given element class.
func (vm *VM) NewObjectArray(elem *Class, elems []*Object) *Object {
	c := vm.ArrayClass(elem.Descriptor())
	return vm.allocated(&Object{Class: c, Array: elems})
}

// primitiveArrayClass is the array class for a newarray type code.
func (vm *VM) primitiveArrayClass(atype int32) *Class {
	return vm.wk.primitiveArrays[atype]
}

// multiNewArray creates a multi-dimensional array (multianewarray): dims
// counts for the outer dimensions of class c. It returns nil and sets
// t.exc for a negative count or an OutOfMemoryError.
func (t *Thread) multiNewArray(c *Class, dims []Value) *Object {
	for _, d := range dims {
		if int32(d.I) < 0 {
			t.exc = t.vm.newThrowable("java/lang/NegativeArraySizeException", itoa(int(int32(d.I))))
			return nil
		}
	}
	if !t.reserveMulti(c, dims) {
		return nil
	}
	var build func(c *Class, dims []Value) *Object
	build = func(c *Class, dims []Value) *Object {
		n := int(int32(dims[0].I))
		arr := t.vm.NewArray(c, n)
		if len(dims) > 1 {
			elems := arr.Array.([]*Object)
			for i := range elems {
				elems[i] = build(c.Component, dims[1:])
			}
		}
		return arr
	}
	return build(c, dims)
}

// Mirror returns the java.lang.Class object of c in this execution.
func (vm *VM) Mirror(c *Class) *Object {
	st := vm.state(c)
	if st.mirror == nil {
		m := vm.NewObject(vm.wk.class)
		m.Native = c
		m.flags |= flagShared
		if c.IsArray() {
			m.Fields[vm.wk.classComponentType.Slot] = Ref(vm.Mirror(c.Component))
		}
		if f := vm.wk.classPrimitive; f != nil {
			m.Fields[f.Slot] = Bool(c.Primitive)
		}
		if f := vm.wk.classModifiers; f != nil {
			m.Fields[f.Slot] = Int(int32(classModifiers(c)))
		}
		// A class of a loader of the program's has it in its mirror, as
		// in HotSpot; the built-in loaders' classes leave the field null
		// (definingLoader works theirs out when asked, once the loaders
		// exist), which the JDK's code reading it takes for the boot
		// loader: for a class of the class path that asks the system
		// loader, whose resources are the same.
		if c.loaderClass().Namespace != 0 {
			if l := vm.definingLoader(c); l != nil {
				vm.publish(l)
				m.Fields[vm.wk.classLoader.Slot] = Ref(l)
			}
		}
		st.mirror = m
	}
	return st.mirror
}

// loaderClass is the class whose defining loader is c's: an array's
// element class, a hidden class's host, or c.
func (c *Class) loaderClass() *Class {
	for c.IsArray() {
		c = c.Component
	}
	if c.host != nil {
		c = c.host
	}
	return c
}

// ClassOf returns the class a java.lang.Class object mirrors.
func ClassOf(mirror *Object) *Class {
	c, _ := mirror.Native.(*Class)
	return c
}

// ThreadOf returns the thread of a java.lang.Thread object, nil if it was
// never started.
func (vm *VM) ThreadOf(o *Object) *Thread { return threadOf(o) }

// threadOf returns the VM thread of a java.lang.Thread object, nil if it
// was never started.
func threadOf(o *Object) *Thread {
	if o == nil {
		return nil
	}
	t, _ := o.Native.(*Thread)
	return t
}

// publish marks o, and everything reachable from it, as shared: a
// reference to it was stored where another thread can find it (a static
// field, a shared object, a started thread). Marking stops at objects
// already shared, so each object is visited once per execution.
func (vm *VM) publish(o *Object) {
	if o.flags&flagShared != 0 {
		return
	}
	work := []*Object{o}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x.flags&(flagShared|flagUnshared) != 0 {
			continue
		}
		if x.flags&flagTentative != 0 {
			vm.tentativeShared(x)
		}
		x.flags |= flagShared
		for _, v := range x.Fields {
			if v.R != nil && v.R.flags&flagShared == 0 {
				work = append(work, v.R)
			}
		}
		if elems, ok := x.Array.([]*Object); ok {
			for _, e := range elems {
				if e != nil && e.flags&flagShared == 0 {
					work = append(work, e)
				}
			}
		}
	}
}

// Observer is told of every access to a field or array element of a
// shared object and to every static field, for dependency recording and
// lockset checking (DESIGN.md: O_ld accesses are intercepted).
type Observer interface {
	FieldAccess(t *Thread, o *Object, slot int, write bool)
	StaticAccess(t *Thread, c *Class, slot int, write bool)
	ArrayAccess(t *Thread, arr *Object, index int, write bool)
}

// SetObserver installs the access observer (nil for none).
func (vm *VM) SetObserver(o Observer) { vm.observer = o }
