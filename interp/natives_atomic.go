package interp

import (
	"math"
	"sync/atomic"

	"github.com/jcheck/jcheck/classfile"
)

// Atomic operations on memory and thread parking. Each is an operation on
// a communication object (DESIGN.md): when the location is shared it is a
// visible operation, so the scheduler may switch threads before it.
//
//   - jdk.internal.misc.Unsafe volatile reads and writes and
//     compare-and-set/exchange (Atomic*, ConcurrentHashMap, AQS);
//   - VarHandle access modes other than plain get/set, for handles the
//     VM creates for MethodHandles.Lookup.findVarHandle,
//     findStaticVarHandle and MethodHandles.arrayElementVarHandle;
//   - Unsafe.park and unpark (LockSupport).

func init() {
	types := []string{"I", "J", "Ljava/lang/Object;", "Z", "B", "S", "C", "F", "D"}
	names := []string{"Int", "Long", "Reference", "Boolean", "Byte", "Short", "Char", "Float", "Double"}
	for i, d := range types {
		visibleNatives["jdk/internal/misc/Unsafe.get"+names[i]+"Volatile(Ljava/lang/Object;J)"+d] = unsafeVisible(false)
		visibleNatives["jdk/internal/misc/Unsafe.put"+names[i]+"Volatile(Ljava/lang/Object;J"+d+")V"] = unsafeVisible(true)
	}
	for i, d := range types[:3] {
		visibleNatives["jdk/internal/misc/Unsafe.compareAndSet"+names[i]+"(Ljava/lang/Object;J"+d+d+")Z"] = unsafeVisible(true)
		visibleNatives["jdk/internal/misc/Unsafe.compareAndExchange"+names[i]+"(Ljava/lang/Object;J"+d+d+")"+d] = unsafeVisible(true)
	}
	register("jdk/internal/misc/Unsafe", map[string]Native{
		"park(ZJ)V":                   unsafePark,
		"unpark(Ljava/lang/Object;)V": unsafeUnpark,
	})
	visibleNatives["jdk/internal/misc/Unsafe.park(ZJ)V"] = func(t *Thread, a []Value) (Op, bool) {
		return Op{Kind: OpPark, Timed: a[2].I != 0}, true
	}
	visibleNatives["jdk/internal/misc/Unsafe.unpark(Ljava/lang/Object;)V"] = func(t *Thread, a []Value) (Op, bool) {
		return Op{Kind: OpUnpark, Obj: a[1].R}, threadOf(a[1].R) != nil
	}
	replace("java/lang/invoke/MethodHandles$Lookup", map[string]Native{
		"findVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;":       findVarHandle(false),
		"findStaticVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;": findVarHandle(true),
	})
	replace("java/lang/invoke/VarHandle", map[string]Native{
		"varType()Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			vh := t.varHandle(a[0].R)
			if vh.array != nil {
				return Ref(t.vm.Mirror(vh.array.Component))
			}
			return Ref(t.vm.Mirror(t.loadDesc(vh.field.Desc)))
		},
		"coordinateTypes()Ljava/util/List;": func(t *Thread, a []Value) Value {
			vh := t.varHandle(a[0].R)
			var coords []*Class
			switch {
			case vh.array != nil:
				coords = []*Class{vh.array, t.vm.loader.Primitive('I')}
			case !vh.field.IsStatic():
				coords = []*Class{vh.field.Class}
			}
			listOf := mustMethod(t.vm.must("java/util/List"), "of", "([Ljava/lang/Object;)Ljava/util/List;")
			t.callFromNative(listOf, []Value{Ref(t.vm.classArray(coords))}, func(t *Thread, r Value, exc *Object) Value {
				t.exc = exc
				return r
			})
			return nothing
		},
	})
	replace("java/lang/invoke/MethodHandles", map[string]Native{
		"arrayElementVarHandle(Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) {
				return nothing
			}
			c := ClassOf(a[0].R)
			if !c.IsArray() {
				t.ThrowNew("java/lang/IllegalArgumentException", "not an array: "+classString(c))
				return nothing
			}
			return Ref(t.vm.newVarHandle(&varHandle{array: c}))
		},
	})
}

// unsafeVisible gives the visible operation of an Unsafe access to
// (args[1], args[2]): visible when the location is shared.
func unsafeVisible(write bool) func(t *Thread, a []Value) (Op, bool) {
	return func(t *Thread, a []Value) (Op, bool) {
		loc, ok := t.vm.unsafeLocation(a[1].R, a[2].I)
		if !ok {
			return Op{}, false
		}
		return Op{Kind: accessKind(write), Obj: loc.Obj, Loc: loc}, true
	}
}

// unsafeLocation names the location an Unsafe (object, offset) pair
// addresses, and whether it is shared.
func (vm *VM) unsafeLocation(o *Object, off int64) (Location, bool) {
	switch {
	case o == nil:
		return Location{}, false
	case o.IsArray():
		return Location{Obj: o, Slot: int(off-arrayBase) / elemSize(o.Class.Elem)}, o.Shared()
	case off >= staticBase:
		return Location{Class: ClassOf(o), Slot: int((off - staticBase) / 8)}, true
	}
	return Location{Obj: o, Slot: int((off - fieldBase) / 8)}, o.Shared()
}

// observeUnsafe reports a plain Unsafe access of a shared location to the
// access observer.
func (t *Thread) observeUnsafe(o *Object, off int64, write bool) {
	if t.vm.observer == nil {
		return
	}
	loc, shared := t.vm.unsafeLocation(o, off)
	t.observeLocation(loc, shared, write)
}

// observeLocation reports a plain access a native makes of a location
// (shared or not) to the access observer, as the interpreter reports
// getfield and putfield.
func (t *Thread) observeLocation(loc Location, shared, write bool) {
	obs := t.vm.observer
	switch {
	case obs == nil, !shared:
	case !shared:
	case loc.Obj == nil:
		obs.StaticAccess(t, loc.Class, loc.Slot, write)
	case loc.Obj.IsArray():
		obs.ArrayAccess(t, loc.Obj, loc.Slot, write)
	default:
		obs.FieldAccess(t, loc.Obj, loc.Slot, write)
	}
}

// unsafePark is Unsafe.park: it consumes the permit; it returns without
// one only when interrupted or when a timed park times out (the scheduler
// chose to run it without an unpark).
func unsafePark(t *Thread, a []Value) Value {
	switch {
	case t.permit:
		t.permit = false
	case t.interrupted() || a[2].I != 0:
		if a[2].I != 0 {
			t.vm.advanceClock(a[2].I)
		}
	case t.vm.direct:
		fatalf("LockSupport.park during start-up would block forever")
	default:
		fatalf("park without a permit was scheduled")
	}
	return nothing
}

func unsafeUnpark(t *Thread, a []Value) Value {
	if target := threadOf(a[1].R); target != nil {
		target.permit = true
	}
	return nothing
}

// varHandle is what a VarHandle the VM created refers to: a field (static
// or not) or the elements of arrays of one class.
type varHandle struct {
	field *Field
	array *Class
}

func (vm *VM) newVarHandle(vh *varHandle) *Object {
	o := vm.NewObject(vm.must("java/lang/invoke/VarHandle"))
	o.Native = vh
	return o
}

// findVarHandle replaces Lookup.findVarHandle and findStaticVarHandle.
func findVarHandle(static bool) Native {
	return func(t *Thread, a []Value) Value {
		if !t.nullCheck(a[1].R) || !t.nullCheck(a[2].R) || !t.nullCheck(a[3].R) {
			return nothing
		}
		c, name, typ := ClassOf(a[1].R), t.vm.GoString(a[2].R), ClassOf(a[3].R)
		f := lookupField(c, name, typ.Descriptor())
		if f == nil || f.IsStatic() != static {
			t.ThrowNew("java/lang/NoSuchFieldException", name)
			return nothing
		}
		vh := Ref(t.vm.newVarHandle(&varHandle{field: f}))
		if static {
			return t.initThen(f.Class, func() Value { return vh })
		}
		return vh
	}
}

// linkSignaturePolymorphic links a call of a signature-polymorphic method.
// VarHandle access modes become a native adapter with the call site's
// descriptor (the handle itself first); MethodHandle.invokeExact and
// invoke link in methodhandles.go.
func (t *Thread) linkSignaturePolymorphic(m *Method, in *instr, c *Class, name, desc string) bool {
	if c.Name == "java/lang/invoke/MethodHandle" {
		return t.linkHandleCall(in, name, desc)
	}
	mode, ok := varHandleModes[name]
	if !ok {
		unsupported("VarHandle.%s", name)
	}
	adapter := &asm{l: t.vm.loader}
	h := adapter.method(t.vm.loader.adapterClass(), name, "(Ljava/lang/invoke/VarHandle;"+desc[1:], classfile.AccStatic|classfile.AccNative|classfile.AccPublic)
	h.code = nil
	site := make([]*Class, len(h.Params)+1)
	for i, d := range append(h.Params, h.Ret) {
		if site[i] = t.loadDesc(d); site[i] == nil {
			return false
		}
	}
	// The conversion depends on the variable, which is almost always the
	// same at a call site: the last one is remembered (shared by the
	// executions, which may run in parallel).
	var last atomic.Pointer[siteConversion]
	h.native = func(t *Thread, a []Value) Value {
		if !t.nullCheck(a[0].R) {
			return nothing
		}
		vh := t.varHandle(a[0].R)
		c := last.Load()
		if c == nil || c.vh != *vh {
			conv, ok := t.varHandleConversion(mode, site, vh)
			if !ok {
				return nothing
			}
			c = &siteConversion{vh: *vh, conv: conv}
			last.Store(c)
		}
		if c.conv == nil {
			return t.varHandleAccess(mode, a)
		}
		return c.conv.call(t, a, func(a []Value) Value { return t.varHandleAccess(mode, a) })
	}
	// The atomic modes are visible operations on a shared location; the
	// plain ones (get, set) are plain accesses: observed for races, and
	// visible only where a getfield or putfield would be (a location the
	// race-adaptive search promoted, or --atomicity=bytecode).
	h.visible = func(t *Thread, a []Value) (Op, bool) {
		loc, shared, ok := t.varHandleLocation(a, false)
		if !ok || !shared || !mode.visible && !t.vm.plainVisible(loc) {
			return Op{}, false
		}
		return Op{Kind: accessKind(mode.write), Obj: loc.Obj, Loc: loc, Plain: !mode.visible}, true
	}
	in.op, in.ref = opInvokeHandleQ, h
	return true
}

// varHandleMode describes an access mode: what it does, whether it
// writes, and whether it is an atomic (visible) access rather than a plain
// one.
type varHandleMode struct {
	op      string // get, set, cas, cax (compare-and-exchange), getAndSet, getAndAdd, or, and, xor
	write   bool
	visible bool
}

var varHandleModes = map[string]varHandleMode{
	"get": {"get", false, false}, "set": {"set", true, false},
	"getVolatile": {"get", false, true}, "setVolatile": {"set", true, true},
	"getAcquire": {"get", false, true}, "setRelease": {"set", true, true},
	"getOpaque": {"get", false, true}, "setOpaque": {"set", true, true},
	"compareAndSet": {"cas", true, true}, "weakCompareAndSet": {"cas", true, true},
	"weakCompareAndSetPlain": {"cas", true, true}, "weakCompareAndSetAcquire": {"cas", true, true},
	"weakCompareAndSetRelease": {"cas", true, true},
	"compareAndExchange":       {"cax", true, true}, "compareAndExchangeAcquire": {"cax", true, true},
	"compareAndExchangeRelease": {"cax", true, true},
	"getAndSet":                 {"getAndSet", true, true}, "getAndSetAcquire": {"getAndSet", true, true}, "getAndSetRelease": {"getAndSet", true, true},
	"getAndAdd": {"getAndAdd", true, true}, "getAndAddAcquire": {"getAndAdd", true, true}, "getAndAddRelease": {"getAndAdd", true, true},
	"getAndBitwiseOr": {"or", true, true}, "getAndBitwiseOrAcquire": {"or", true, true}, "getAndBitwiseOrRelease": {"or", true, true},
	"getAndBitwiseAnd": {"and", true, true}, "getAndBitwiseAndAcquire": {"and", true, true}, "getAndBitwiseAndRelease": {"and", true, true},
	"getAndBitwiseXor": {"xor", true, true}, "getAndBitwiseXorAcquire": {"xor", true, true}, "getAndBitwiseXorRelease": {"xor", true, true},
}

// plainVisible reports whether a plain access to a shared location is a
// visible operation (access.go's sharedAccess).
func (vm *VM) plainVisible(loc Location) bool {
	return vm.bytecodeAtomicity || vm.promotions != nil && vm.promoted(loc)
}

// varHandle returns what a VarHandle the VM created refers to.
func (t *Thread) varHandle(o *Object) *varHandle {
	vh, _ := o.Native.(*varHandle)
	if vh == nil {
		unsupported("a VarHandle the VM did not create")
	}
	return vh
}

// varHandleLocation finds the location a VarHandle call addresses from its
// arguments (the handle, then the receiver or array and index), whether it
// is shared, and where the value arguments start. With check it throws
// NullPointerException or ArrayIndexOutOfBoundsException for a bad
// receiver or index.
func (t *Thread) varHandleLocation(a []Value, check bool) (Location, bool, bool) {
	vh := t.varHandle(a[0].R)
	switch {
	case vh.field != nil && vh.field.IsStatic():
		return Location{Class: vh.field.Class, Slot: vh.field.Slot}, true, true
	case vh.field != nil:
		o := a[1].R
		if o == nil {
			if check {
				t.nullCheck(o)
			}
			return Location{}, false, false
		}
		return Location{Obj: o, Slot: vh.field.Slot}, o.Shared(), true
	}
	arr := a[1].R
	if arr == nil {
		if check {
			t.nullCheck(arr)
		}
		return Location{}, false, false
	}
	i := int(a[2].AsInt())
	if uint(i) >= uint(arr.Length()) {
		if check {
			t.exc = t.vm.arrayIndex(i, arr.Length())
		}
		return Location{}, false, false
	}
	return Location{Obj: arr, Slot: i}, arr.Shared(), true
}

// varHandleAccess performs an access mode on the location the arguments
// name, the values of the variable's type, and returns its result.
func (t *Thread) varHandleAccess(mode varHandleMode, a []Value) Value {
	loc, shared, ok := t.varHandleLocation(a, true)
	if !ok {
		return nothing
	}
	vh := a[0].R.Native.(*varHandle)
	var values []Value
	var kind byte
	switch {
	case vh.field != nil && vh.field.IsStatic():
		kind, values = vh.field.Desc[0], a[1:]
	case vh.field != nil:
		kind, values = vh.field.Desc[0], a[2:]
	default:
		kind, values = vh.array.Elem, a[3:]
	}
	if kind == '[' {
		kind = 'L'
	}
	old := t.vm.loadLocation(loc, kind)
	if !mode.visible {
		// The access is the call site's, not the adapter's (a native
		// frame of the VM's own): it is observed in the caller's frame.
		n := len(t.frames)
		adapter := t.frames[n-1]
		t.frames = t.frames[:n-1]
		t.observeLocation(loc, shared, mode.write)
		t.frames = append(t.frames, adapter)
	}
	switch mode.op {
	case "get":
		return old
	case "set":
		t.vm.storeLocation(loc, kind, values[0])
		return nothing
	case "cas", "cax":
		equal := old == values[0]
		if equal {
			t.vm.storeLocation(loc, kind, values[1])
		}
		if mode.op == "cas" {
			return Bool(equal)
		}
		return old
	case "getAndSet":
		t.vm.storeLocation(loc, kind, values[0])
		return old
	}
	t.vm.storeLocation(loc, kind, arithmetic(mode.op, kind, old, values[0]))
	return old
}

// accessModeType is the type of an access mode of a VarHandle (the
// handle first, then its coordinates and values; VarHandle.AccessType).
func (t *Thread) accessModeType(mode varHandleMode, vh *varHandle) mhType {
	l := t.vm.loader
	ty := mhType{params: []*Class{t.vm.must("java/lang/invoke/VarHandle")}}
	var vt *Class
	switch {
	case vh.array != nil:
		ty.params, vt = append(ty.params, vh.array, l.Primitive('I')), vh.array.Component
	case vh.field.IsStatic():
		vt = t.loadDesc(vh.field.Desc)
	default:
		ty.params, vt = append(ty.params, vh.field.Class), t.loadDesc(vh.field.Desc)
	}
	switch mode.op {
	case "get":
		ty.ret = vt
	case "set":
		ty.params, ty.ret = append(ty.params, vt), l.Primitive('V')
	case "cas":
		ty.params, ty.ret = append(ty.params, vt, vt), l.Primitive('Z')
	case "cax":
		ty.params, ty.ret = append(ty.params, vt, vt), vt
	default:
		ty.params, ty.ret = append(ty.params, vt), vt
	}
	return ty
}

// siteConversion is the conversion of a VarHandle call site for a
// variable; nil when the call site has the access mode's type.
type siteConversion struct {
	vh   varHandle
	conv *valueConversion
}

// varHandleConversion checks that a call of an access mode of vh with the
// call site's types (site: parameters, then the result) can be adapted to
// the access mode's type as invoke adapts a method handle, and returns
// the conversion (nil if none is needed); WrongMethodTypeException if it
// cannot be.
func (t *Thread) varHandleConversion(mode varHandleMode, site []*Class, vh *varHandle) (*valueConversion, bool) {
	want := t.accessModeType(mode, vh)
	have := mhType{params: site[:len(site)-1], ret: site[len(site)-1]}
	switch {
	case want.equal(have):
		return nil, true
	case !t.vm.convertible(want, have):
		t.ThrowNew("java/lang/invoke/WrongMethodTypeException", "cannot convert MethodHandle"+want.String()+" to "+have.String())
		return nil, false
	}
	return &valueConversion{from: have, to: want}, true
}

// arithmetic computes the new value of getAndAdd and the bitwise modes.
func arithmetic(op string, kind byte, old, v Value) Value {
	switch kind {
	case 'F':
		return Float(old.AsFloat() + v.AsFloat())
	case 'D':
		return Double(old.AsDouble() + v.AsDouble())
	}
	var r int64
	switch op {
	case "getAndAdd":
		r = old.I + v.I
	case "or":
		r = old.I | v.I
	case "and":
		r = old.I & v.I
	default:
		r = old.I ^ v.I
	}
	return fromBits(uint64(r), kind)
}

// loadLocation reads a location as a value of the given kind.
func (vm *VM) loadLocation(loc Location, kind byte) Value {
	switch {
	case loc.Obj == nil:
		return vm.Statics(loc.Class)[loc.Slot]
	case !loc.Obj.IsArray():
		return loc.Obj.Fields[loc.Slot]
	case kind == 'L':
		return Ref(loc.Obj.Array.([]*Object)[loc.Slot])
	}
	return fromBits(elementBits(loc.Obj, loc.Slot), kind)
}

// storeLocation writes a location, publishing a stored reference if the
// location is shared.
func (vm *VM) storeLocation(loc Location, kind byte, v Value) {
	if v.R != nil && (loc.Obj == nil || loc.Obj.Shared()) {
		vm.publish(v.R)
	}
	switch {
	case loc.Obj == nil:
		vm.Statics(loc.Class)[loc.Slot] = v
	case !loc.Obj.IsArray():
		loc.Obj.Fields[loc.Slot] = v
	case kind == 'L':
		loc.Obj.Array.([]*Object)[loc.Slot] = v.R
	case kind == 'F':
		setElementBits(loc.Obj, loc.Slot, uint64(math.Float32bits(v.AsFloat())))
	default:
		setElementBits(loc.Obj, loc.Slot, uint64(v.I))
	}
}
