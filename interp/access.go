package interp

// Location names a shared memory location: an instance field (Obj, Slot
// is the field slot), an array element (Obj, Slot is the index) or a
// static field (Class, Slot is the static slot). These are the O_ld
// objects of Stoller 2002 §3.1 and, when volatile or accessed atomically,
// its communication objects.
type Location struct {
	Obj   *Object
	Class *Class
	Slot  int
}

// Access is one access to a shared location performed during a step.
type Access struct {
	Loc   Location
	Write bool
	// Held is the set of locks the thread held at the access; the slice
	// is never modified.
	Held   []*Object
	Method *Method
	PC     int
}

// StepResult reports what one step did: the visible operation performed
// and the accesses to shared locations of the invisible operations that
// followed it (Stoller 2002 §5.2: the accesses of a composed transition).
type StepResult struct {
	Thread   *Thread
	Op       Op
	Accesses []Access
}

// accessRecorder is the Observer that records the accesses of the thread
// taking the current step.
type accessRecorder struct {
	vm       *VM
	accesses []Access
}

func (r *accessRecorder) record(t *Thread, loc Location, write bool) {
	a := Access{Loc: loc, Write: write, Held: t.held}
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

// RecordAccesses makes every step report the shared accesses it
// performed (in StepResult).
func (vm *VM) RecordAccesses() {
	vm.recorder = &accessRecorder{vm: vm}
	vm.observer = vm.recorder
}

// FieldName names the field a location is (empty for array elements).
func (vm *VM) FieldName(loc Location) string {
	if f := vm.fieldAt(loc); f != nil {
		return f.Name
	}
	return ""
}

// fieldAt finds the field declaration of a field location.
func (vm *VM) fieldAt(loc Location) *Field {
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
