package interp

import (
	"math"
	"slices"
	"strings"
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
		return Op{Kind: OpPark, Timed: a[2].I != 0, Due: t.vm.due(parkNanos(t, a))}, true
	}
	visibleNatives["jdk/internal/misc/Unsafe.unpark(Ljava/lang/Object;)V"] = func(t *Thread, a []Value) (Op, bool) {
		return Op{Kind: OpUnpark, Obj: a[1].R}, threadOf(a[1].R) != nil
	}
	replace("java/lang/invoke/MethodHandles$Lookup", map[string]Native{
		"findVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;":       findVarHandle(false),
		"findStaticVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;": findVarHandle(true),
	})
	replace("java/lang/invoke/VarHandle", map[string]Native{
		"isAccessModeSupported(Ljava/lang/invoke/VarHandle$AccessMode;)Z": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			mode := varHandleModes[t.vm.GoString(fieldNamed(a[1].R, "methodName").R)]
			return Bool(t.varHandle(a[0].R).supports(mode))
		},
		"varType()Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			vh := t.varHandle(a[0].R)
			if vh.view != nil {
				return Ref(t.vm.Mirror(vh.view.Component))
			}
			if vh.array != nil {
				return Ref(t.vm.Mirror(vh.array.Component))
			}
			return Ref(t.vm.Mirror(t.loadDescFor(vh.field.Class, vh.field.Desc)))
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
	replace("java/lang/invoke/VarHandles", map[string]Native{
		// After MethodHandles.byteArrayViewVarHandle's null checks.
		"byteArrayViewHandle(Ljava/lang/Class;Z)Ljava/lang/invoke/VarHandle;": func(t *Thread, a []Value) Value {
			view := ClassOf(a[0].R)
			switch {
			case !view.IsArray():
				t.ThrowNew("java/lang/IllegalArgumentException", "not an array: "+classString(view))
				return nothing
			case viewSize(view.Elem) == 0:
				t.throwUnsupported()
				return nothing
			}
			// JDK 22 and later (JDK-8318966) give views only plain
			// reads and writes: their handle classes implement no more.
			plainOnly := false
			if ints, err := t.vm.loader.Load("java/lang/invoke/VarHandleByteArrayAsInts$ArrayHandle"); err == nil {
				plainOnly = ints.DeclaredMethod("compareAndSet", "(Ljava/lang/invoke/VarHandle;Ljava/lang/Object;III)Z") == nil
			}
			return Ref(t.vm.newVarHandle(&varHandle{array: t.vm.wk.byteArray, view: view, bigEndian: a[1].AsBool(), plainOnly: plainOnly}))
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
		mem, at, ok := vm.nativeLocation(off, 1)
		if !ok {
			return Location{}, false
		}
		return Location{Obj: mem, Slot: int(at)}, vm.nativeShared()
	case o.IsArray():
		return Location{Obj: o, Slot: int(off-arrayBase) / elemSize(o.Class.Elem)}, o.Shared()
	case off >= staticBase:
		return Location{Class: ClassOf(o), Slot: int((off - staticBase) / 8)}, true
	}
	return Location{Obj: o, Slot: int((off - fieldBase) / 8)}, o.Shared()
}

// observeUnsafe reports a plain Unsafe access of a shared location to the
// access observer. An access of native memory is observed in the frame
// of the first caller outside the memory-access classes: a direct
// ByteBuffer's get is its caller's access, checked as java.nio's code is
// (Unsafe and ScopedMemoryAccess, in jdk.internal, are trusted code),
// and an access the program makes through sun.misc.Unsafe is the
// program's.
func (t *Thread) observeUnsafe(o *Object, off int64, write bool) {
	if t.vm.observer == nil {
		return
	}
	loc, shared := t.vm.unsafeLocation(o, off)
	n := len(t.frames)
	if o == nil {
		t.frames = t.frames[:t.memoryCaller()]
		// As the interpreter observes every access of a heap array when
		// told to (RecordAccesses with All: --init=strict).
		shared = shared || t.vm.observeAll && loc.Obj != nil
	}
	t.observeLocation(loc, shared, write)
	t.frames = t.frames[:n]
}

// memoryCaller is the number of frames of the thread up to the innermost
// one outside the memory-access classes.
func (t *Thread) memoryCaller() int {
	k := len(t.frames)
	for k > 1 && memoryAccessClass(t.frames[k-1].method.Class.Name) {
		k--
	}
	return k
}

// memoryAccessClass reports whether a class is one through which the
// class library reaches native memory: Unsafe, ScopedMemoryAccess, and
// for java.lang.foreign the segments' classes and the VarHandles and
// method handles they access it through (with jcheck's call sites of
// VarHandles), so that a segment's access is its caller's, as a direct
// buffer's is.
func memoryAccessClass(name string) bool {
	switch name {
	case "jdk/internal/misc/Unsafe", "jdk/internal/misc/ScopedMemoryAccess", "sun/misc/Unsafe", "jcheck/CallSites":
		return true
	}
	return strings.HasPrefix(name, "jdk/internal/foreign/") || strings.HasPrefix(name, "java/lang/invoke/")
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

// parkNanos is how long Unsafe.park's time lets pass: nanoseconds, or
// with isAbsolute until a deadline in milliseconds since the epoch.
func parkNanos(t *Thread, a []Value) int64 {
	if a[1].AsBool() {
		return saturatedMul(max(a[2].I-clockEpoch, 0), 1_000_000) - t.vm.clock
	}
	return a[2].I
}

// unsafePark is Unsafe.park: it consumes the permit; it returns without
// one only when interrupted or when a timed park times out (the scheduler
// chose to run it without an unpark), the time having passed: nanoseconds,
// or with isAbsolute until a deadline in milliseconds since the epoch
// (LockSupport.parkUntil), on the execution's clock.
func unsafePark(t *Thread, a []Value) Value {
	switch {
	case t.permit:
		t.permit = false
	case t.interrupted() || a[2].I != 0:
		t.vm.advanceClock(parkNanos(t, a))
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
	// view is the array class whose elements a byte[] view handle reads
	// and writes (MethodHandles.byteArrayViewVarHandle): array is then
	// byte[], the coordinate an index of a byte, and bigEndian the order.
	view      *Class
	bigEndian bool
	// plainOnly is a view with only the plain get and set modes.
	plainOnly bool
	// exact is withInvokeExactBehavior: a call site of another type than
	// the access mode's is a WrongMethodTypeException.
	exact bool
}

func (vm *VM) newVarHandle(vh *varHandle) *Object {
	o := vm.NewObject(vm.varHandleClass())
	o.Native = vh
	setFieldNamed(o, "exact", Bool(vh.exact))
	return o
}

// varHandleClass is the class of the VM's VarHandles: a hidden subclass
// of VarHandle that implements its abstract methods (one per loader).
func (vm *VM) varHandleClass() *Class {
	l := vm.loader
	s := &l.handles
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.varHandle != nil {
		return s.varHandle
	}
	vh := vm.must("java/lang/invoke/VarHandle")
	c := &Class{
		Name: "java/lang/invoke/VarHandle$$Handle", Super: vh, Hidden: true, InstanceSlots: vh.InstanceSlots,
		Flags: classfile.AccFinal | classfile.AccSuper | classfile.AccSynthetic, methodsByKey: map[string]*Method{},
	}
	for _, m := range []*Method{
		makeMethod(c, "withInvokeExactBehavior", "()Ljava/lang/invoke/VarHandle;", classfile.AccPublic|classfile.AccNative),
		makeMethod(c, "withInvokeBehavior", "()Ljava/lang/invoke/VarHandle;", classfile.AccPublic|classfile.AccNative),
		makeMethod(c, "accessModeTypeUncached", "(Ljava/lang/invoke/VarHandle$AccessType;)Ljava/lang/invoke/MethodType;", classfile.AccNative),
	} {
		switch m.Name {
		case "withInvokeExactBehavior":
			m.native = varHandleBehavior(true)
		case "withInvokeBehavior":
			m.native = varHandleBehavior(false)
		default:
			m.native = varHandleAccessModeType
		}
		c.Methods = append(c.Methods, m)
		c.methodsByKey[m.Name+m.Desc] = m
	}
	l.mu.Lock()
	l.finishHierarchy(c)
	l.register(c)
	l.mu.Unlock()
	s.varHandle = c
	return c
}

// accessTypeModes are the access modes of each VarHandle.AccessType, by
// its name.
var accessTypeModes = map[string]varHandleMode{
	"GET": varHandleModes["get"], "SET": varHandleModes["set"], "COMPARE_AND_SET": varHandleModes["compareAndSet"],
	"COMPARE_AND_EXCHANGE": varHandleModes["compareAndExchange"], "GET_AND_UPDATE": varHandleModes["getAndAdd"],
}

// varHandleAccessModeType implements VarHandle.accessModeTypeUncached:
// the access mode type without the handle, made by MethodType.methodType.
func varHandleAccessModeType(t *Thread, a []Value) Value {
	ty := t.accessModeType(accessTypeModes[t.vm.GoString(fieldNamed(a[1].R, "name").R)], t.varHandle(a[0].R)).with(0, 1)
	factory := mustMethod(t.vm.must("java/lang/invoke/MethodType"), "methodType", "(Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;")
	t.callFromNative(factory, []Value{Ref(t.vm.Mirror(ty.ret)), Ref(t.vm.classArray(ty.params))}, func(t *Thread, r Value, exc *Object) Value {
		t.exc = exc
		return r
	})
	return nothing
}

// throwUnsupported throws UnsupportedOperationException without a
// message, as the JDK's VarHandles do for a variable type they lack.
func (t *Thread) throwUnsupported() {
	t.ThrowNew("java/lang/UnsupportedOperationException", "")
	t.exc.Fields[t.vm.wk.throwableMessage.Slot] = Value{}
}

// throwUnsupportedMode throws the UnsupportedOperationException of an
// access mode a VarHandle lacks: its message the mode's name on the JDKs
// that give one.
func (t *Thread) throwUnsupportedMode(name string) {
	if t.vm.wk.unsupportedModeNamed {
		t.ThrowNew("java/lang/UnsupportedOperationException", name)
		return
	}
	t.throwUnsupported()
}

// kind is the descriptor letter of the variable's type ('L' for a
// reference).
func (vh *varHandle) kind() byte {
	var k byte
	switch {
	case vh.view != nil:
		k = vh.view.Elem
	case vh.array != nil:
		k = vh.array.Elem
	default:
		k = vh.field.Desc[0]
	}
	if k == '[' {
		return 'L'
	}
	return k
}

// supports reports whether the variable has an access mode, as the JDK's
// VarHandle implementations for its type have it: a final field only
// reads; a view of a byte array only plain reads and writes from JDK 22
// on, before then a short or char view only plain and ordered ones;
// numeric updates (getAndAdd) not for references and booleans, nor for
// float and double views; bitwise updates not for references, floats
// and doubles.
func (vh *varHandle) supports(mode varHandleMode) bool {
	k := vh.kind()
	switch {
	case vh.field != nil && vh.field.Flags&classfile.AccFinal != 0:
		return !mode.write
	case vh.plainOnly:
		return (mode.op == "get" || mode.op == "set") && !mode.visible
	case mode.op == "get" || mode.op == "set":
		return true
	case vh.view != nil && (k == 'S' || k == 'C'):
		return false
	case mode.op == "getAndAdd":
		return k != 'L' && k != 'Z' && !(vh.view != nil && (k == 'F' || k == 'D'))
	case mode.op == "or" || mode.op == "and" || mode.op == "xor":
		return k != 'L' && k != 'F' && k != 'D'
	}
	return true
}

// varHandleBehavior implements VarHandle.withInvokeExactBehavior and
// withInvokeBehavior: the same variable, with exact call site types or not.
func varHandleBehavior(exact bool) Native {
	return func(t *Thread, a []Value) Value {
		vh := *t.varHandle(a[0].R)
		if vh.exact == exact {
			return a[0]
		}
		vh.exact = exact
		return Ref(t.vm.newVarHandle(&vh))
	}
}

// viewSize is the size in bytes of the elements a byte[] view handle can
// view, 0 for the others.
func viewSize(elem byte) int {
	switch elem {
	case 'S', 'C':
		return 2
	case 'I', 'F':
		return 4
	case 'J', 'D':
		return 8
	}
	return 0
}

// viewBits reads or writes (with store) size bytes of a byte array at i
// in the given order; it returns the bits read.
func viewBits(b []int8, i, size int, bigEndian, store bool, bits uint64) uint64 {
	var v uint64
	for k := 0; k < size; k++ {
		at := i + k // little-endian: byte k holds bits 8k..8k+7
		if bigEndian {
			at = i + size - 1 - k
		}
		if store {
			b[at] = int8(bits >> (8 * k))
		} else {
			v |= uint64(uint8(b[at])) << (8 * k)
		}
	}
	return v
}

// loadVar reads the variable at loc as a value of the given kind.
func (vm *VM) loadVar(vh *varHandle, loc Location, kind byte) Value {
	if vh.view == nil {
		return vm.loadLocation(loc, kind)
	}
	return fromBits(viewBits(loc.Obj.Array.([]int8), loc.Slot, viewSize(kind), vh.bigEndian, false, 0), kind)
}

// storeVar writes the variable at loc.
func (vm *VM) storeVar(vh *varHandle, loc Location, kind byte, v Value) {
	if vh.view == nil {
		vm.storeLocation(loc, kind, v)
		return
	}
	viewBits(loc.Obj.Array.([]int8), loc.Slot, viewSize(kind), vh.bigEndian, true, uint64(v.I))
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
		return t.linkHandleCall(m.Class, in, name, desc)
	}
	mode, ok := varHandleModes[name]
	if !ok {
		unsupported("VarHandle.%s", name)
	}
	unordered := unorderedModes[name]
	adapter := &asm{l: t.vm.loader}
	h := adapter.method(t.vm.loader.adapterClass(), name, "(Ljava/lang/invoke/VarHandle;"+desc[1:], classfile.AccStatic|classfile.AccNative|classfile.AccPublic)
	h.code = nil
	site := make([]*Class, len(h.Params)+1)
	for i, d := range append(h.Params, h.Ret) {
		if site[i] = t.loadDescFor(m.Class, d); site[i] == nil {
			return false
		}
	}
	// The conversion depends on the variable, which is almost always the
	// same at a call site: the last one is remembered (shared by the
	// executions, which may run in parallel).
	var last atomic.Pointer[siteConversion]
	siteType := mhType{params: site[:len(site)-1], ret: site[len(site)-1]}
	ordinal := slices.Index(accessModes, name)
	h.native = func(t *Thread, a []Value) Value {
		if !t.nullCheck(a[0].R) {
			return nothing
		}
		if a[0].R.Native == nil {
			return t.javaVarHandle(ordinal, siteType, a)
		}
		vh := t.varHandle(a[0].R)
		if !vh.supports(mode) {
			t.throwUnsupportedMode(name)
			return nothing
		}
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
		if a[0].R == nil || a[0].R.Native == nil {
			return Op{}, false // a VarHandle made in Java: its own code's operations
		}
		loc, shared, ok := t.varHandleLocation(a, false)
		if !ok || !shared || !mode.visible && !t.vm.plainVisible(loc) {
			return Op{}, false
		}
		return Op{Kind: accessKind(mode.write), Obj: loc.Obj, Loc: loc, Plain: !mode.visible, Unordered: unordered}, true
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

// unorderedModes are the access modes that are atomic but order no other
// access (Op.Unordered).
var unorderedModes = map[string]bool{"getOpaque": true, "setOpaque": true, "weakCompareAndSetPlain": true}

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
	i, length := int(a[2].AsInt()), arr.Length()
	if vh.view != nil {
		// A view of size bytes reads bytes i to i+size-1
		// (VarHandleByteArrayAsInts.index).
		length -= viewSize(vh.view.Elem) - 1
	}
	if i < 0 || i >= length {
		if check {
			t.exc = t.vm.arrayIndex(i, length)
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
	kind := vh.kind()
	var values []Value // after the handle and the coordinates
	switch {
	case vh.field != nil && vh.field.IsStatic():
		values = a[1:]
	case vh.field != nil:
		values = a[2:]
	default:
		values = a[3:]
	}
	if vh.view != nil && mode.visible && loc.Slot%viewSize(kind) != 0 {
		// The atomic modes need an aligned variable (the array's elements
		// start at an offset aligned for any of them).
		t.ThrowNew("java/lang/IllegalStateException", "Misaligned access at index: "+itoa(loc.Slot))
		return nothing
	}
	old := t.vm.loadVar(vh, loc, kind)
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
		t.vm.storeVar(vh, loc, kind, values[0])
		return nothing
	case "cas", "cax":
		equal := old == values[0]
		if equal {
			t.vm.storeVar(vh, loc, kind, values[1])
		}
		if mode.op == "cas" {
			return Bool(equal)
		}
		return old
	case "getAndSet":
		t.vm.storeVar(vh, loc, kind, values[0])
		return old
	}
	t.vm.storeVar(vh, loc, kind, arithmetic(mode.op, kind, old, values[0]))
	return old
}

// accessModeType is the type of an access mode of a VarHandle (the
// handle first, then its coordinates and values; VarHandle.AccessType).
func (t *Thread) accessModeType(mode varHandleMode, vh *varHandle) mhType {
	l := t.vm.loader
	ty := mhType{params: []*Class{t.vm.must("java/lang/invoke/VarHandle")}}
	var vt *Class
	switch {
	case vh.view != nil:
		ty.params, vt = append(ty.params, vh.array, l.Primitive('I')), vh.view.Component
	case vh.array != nil:
		ty.params, vt = append(ty.params, vh.array, l.Primitive('I')), vh.array.Component
	case vh.field.IsStatic():
		vt = t.loadDescFor(vh.field.Class, vh.field.Desc)
	default:
		ty.params, vt = append(ty.params, vh.field.Class), t.loadDescFor(vh.field.Class, vh.field.Desc)
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
	case vh.exact:
		// The message leaves out the handle (Invokers.checkVarHandleExactType).
		t.ThrowNew("java/lang/invoke/WrongMethodTypeException", t.vm.wk.wrongTypeFound+want.with(0, 1).String()+" but found "+have.with(0, 1).String())
		return nil, false
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
