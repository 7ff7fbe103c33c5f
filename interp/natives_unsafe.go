package interp

import (
	"encoding/binary"
	"math"
	"slices"
)

// jdk.internal.misc.Unsafe. Offsets are jcheck's own encoding, only ever
// produced by the offset natives below and consumed by the accessors:
//
//	instance field:  fieldBase  + 8*slot   (object: the instance)
//	static field:    staticBase + 8*slot   (object: the class's mirror)
//	array element:   arrayBase  + scale*index (+ byte offset within)
//	native memory:   the address (object: null; nativememory.go)
const (
	fieldBase  = 16
	staticBase = 1 << 24
	arrayBase  = 16
)

func init() {
	u := map[string]Native{
		"registerNatives()V":                                       noop,
		"arrayBaseOffset0(Ljava/lang/Class;)I":                     constant(Int(arrayBase)),
		"arrayIndexScale0(Ljava/lang/Class;)I":                     func(t *Thread, a []Value) Value { return Int(int32(elemSize(ClassOf(a[1].R).Elem))) },
		"objectFieldOffset1(Ljava/lang/Class;Ljava/lang/String;)J": unsafeFieldOffsetByName,
		"objectFieldOffset0(Ljava/lang/reflect/Field;)J":           unsafeFieldOffset,
		"staticFieldOffset0(Ljava/lang/reflect/Field;)J":           unsafeFieldOffset,
		"staticFieldBase0(Ljava/lang/reflect/Field;)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			f := t.vm.reflectedField(a[1].R)
			return Ref(t.vm.Mirror(f.Class))
		},
		"shouldBeInitialized0(Ljava/lang/Class;)Z": func(t *Thread, a []Value) Value {
			return Bool(t.vm.state(ClassOf(a[1].R)).init != initialized)
		},
		"ensureClassInitialized0(Ljava/lang/Class;)V": func(t *Thread, a []Value) Value {
			return t.initThen(ClassOf(a[1].R), func() Value { return nothing })
		},
		"allocateInstance(Ljava/lang/Class;)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			c := ClassOf(a[1].R)
			if c.IsInterface() || c.IsAbstract() || c.IsArray() || c.Primitive {
				t.ThrowNew("java/lang/InstantiationException", c.JavaName())
				return nothing
			}
			return t.initThen(c, func() Value { return Ref(t.vm.NewObject(c)) })
		},
		"throwException(Ljava/lang/Throwable;)V": func(t *Thread, a []Value) Value { t.Throw(a[1].R); return nothing },
		"loadFence()V":                           func(t *Thread, a []Value) Value { t.fence(true, false); return nothing },
		"storeFence()V":                          func(t *Thread, a []Value) Value { t.fence(false, true); return nothing },
		"fullFence()V":                           func(t *Thread, a []Value) Value { t.fence(true, true); return nothing },
		"getLoadAverage0([DI)I":                  constant(Int(-1)),
		"allocateMemory0(J)J":                    func(t *Thread, a []Value) Value { return Long(t.vm.allocateNative(a[1].I)) },
		"reallocateMemory0(JJ)J":                 func(t *Thread, a []Value) Value { return Long(t.vm.reallocateNative(a[1].I, a[2].I)) },
		"freeMemory0(J)V": func(t *Thread, a []Value) Value {
			t.vm.freeNative(a[1].I, "Unsafe.freeMemory")
			return nothing
		},
		"copyMemory0(Ljava/lang/Object;JLjava/lang/Object;JJ)V": func(t *Thread, a []Value) Value {
			t.unsafeCopy(a[1].R, a[2].I, a[3].R, a[4].I, a[5].I, 1, "Unsafe.copyMemory")
			return nothing
		},
		// Copies elements of elemSize bytes, reversing the bytes of each.
		"copySwapMemory0(Ljava/lang/Object;JLjava/lang/Object;JJJ)V": func(t *Thread, a []Value) Value {
			t.unsafeCopy(a[1].R, a[2].I, a[3].R, a[4].I, a[5].I, a[6].I, "Unsafe.copySwapMemory")
			return nothing
		},
		"setMemory0(Ljava/lang/Object;JJB)V": func(t *Thread, a []Value) Value {
			o, off, n := a[1].R, a[2].I, a[3].I
			t.vm.checkMemory(o, off, n, "Unsafe.setMemory")
			b := make([]byte, n)
			for i := range b {
				b[i] = byte(a[4].I)
			}
			t.writeMemory(o, off, b, "Unsafe.setMemory")
			return nothing
		},
	}
	for _, k := range []struct {
		name string
		desc string
	}{{"Int", "I"}, {"Long", "J"}, {"Reference", "Ljava/lang/Object;"}, {"Boolean", "Z"}, {"Byte", "B"}, {"Short", "S"}, {"Char", "C"}, {"Float", "F"}, {"Double", "D"}} {
		desc := k.desc
		// Plain accesses are accesses to O_ld (reported to the observer);
		// volatile ones are visible operations (natives_atomic.go).
		u["get"+k.name+"(Ljava/lang/Object;J)"+desc] = func(t *Thread, a []Value) Value {
			t.observeUnsafe(a[1].R, a[2].I, false)
			return t.vm.unsafeGet(a[1].R, a[2].I, desc)
		}
		u["put"+k.name+"(Ljava/lang/Object;J"+desc+")V"] = func(t *Thread, a []Value) Value {
			t.observeUnsafe(a[1].R, a[2].I, true)
			t.vm.unsafePut(a[1].R, a[2].I, desc, a[3])
			return nothing
		}
		visibleNatives["jdk/internal/misc/Unsafe.get"+k.name+"(Ljava/lang/Object;J)"+desc] = nativePlainVisible(false)
		visibleNatives["jdk/internal/misc/Unsafe.put"+k.name+"(Ljava/lang/Object;J"+desc+")V"] = nativePlainVisible(true)
		u["get"+k.name+"Volatile(Ljava/lang/Object;J)"+desc] = func(t *Thread, a []Value) Value { return t.vm.unsafeGet(a[1].R, a[2].I, desc) }
		u["put"+k.name+"Volatile(Ljava/lang/Object;J"+desc+")V"] = func(t *Thread, a []Value) Value {
			t.vm.unsafePut(a[1].R, a[2].I, desc, a[3])
			return nothing
		}
	}
	for _, k := range []struct {
		name string
		desc string
	}{{"Int", "I"}, {"Long", "J"}, {"Reference", "Ljava/lang/Object;"}} {
		desc := k.desc
		u["compareAndSet"+k.name+"(Ljava/lang/Object;J"+desc+desc+")Z"] = func(t *Thread, a []Value) Value {
			old := t.vm.unsafeGet(a[1].R, a[2].I, desc)
			if old != a[3] {
				return Bool(false)
			}
			t.vm.unsafePut(a[1].R, a[2].I, desc, a[4])
			return Bool(true)
		}
		u["compareAndExchange"+k.name+"(Ljava/lang/Object;J"+desc+desc+")"+desc] = func(t *Thread, a []Value) Value {
			old := t.vm.unsafeGet(a[1].R, a[2].I, desc)
			if old == a[3] {
				t.vm.unsafePut(a[1].R, a[2].I, desc, a[4])
			}
			return old
		}
	}
	register("jdk/internal/misc/Unsafe", u)
	// HotSpot sets UnsafeConstants' fields after its initialiser has
	// zeroed them (javaClasses.cpp, UnsafeConstantsFixup): those of
	// x86-64 Linux. Writeback of data cache lines (for persistent memory
	// mappings) is not modelled: its line size is 0, as on hardware
	// without it.
	initFixups["jdk/internal/misc/UnsafeConstants"] = func(vm *VM, c *Class) {
		statics := vm.Statics(c)
		for name, v := range map[string]Value{
			"ADDRESS_SIZE0": Int(8), "PAGE_SIZE": Int(4096), "BIG_ENDIAN": Bool(false),
			"UNALIGNED_ACCESS": Bool(true), "DATA_CACHE_LINE_FLUSH_SIZE": Int(0),
		} {
			statics[mustField(c, name).Slot] = v
		}
	}
}

// nativePlainVisible gives the visible operation of a plain Unsafe
// access: of native memory, visible where a plain access of a shared
// heap location would be (plainVisible); of a heap location, where the
// race-adaptive search promoted it (reflection and method handles
// access the program's fields through Unsafe: a race found on one is
// then a scheduling point, as getfield's is).
func nativePlainVisible(write bool) func(t *Thread, a []Value) (Op, bool) {
	return func(t *Thread, a []Value) (Op, bool) {
		loc, shared := t.vm.unsafeLocation(a[1].R, a[2].I)
		vm := t.vm
		if !shared || a[1].R == nil && !vm.plainVisible(loc) || a[1].R != nil && (vm.promotions == nil || !vm.promoted(loc)) {
			return Op{}, false
		}
		return Op{Kind: accessKind(write), Obj: loc.Obj, Loc: loc, Plain: true}, true
	}
}

func elemSize(elem byte) int {
	switch elem {
	case 'Z', 'B':
		return 1
	case 'C', 'S':
		return 2
	case 'J', 'D':
		return 8
	}
	return 4
}

func unsafeFieldOffsetByName(t *Thread, a []Value) Value {
	c, name := ClassOf(a[1].R), t.vm.GoString(a[2].R)
	f := c.DeclaredField(name)
	if f == nil {
		t.ThrowNew("java/lang/InternalError", name)
		return nothing
	}
	return Long(fieldOffset(f))
}

func unsafeFieldOffset(t *Thread, a []Value) Value {
	return Long(fieldOffset(t.vm.reflectedField(a[1].R)))
}

func fieldOffset(f *Field) int64 {
	if f.IsStatic() {
		return staticBase + 8*int64(f.Slot)
	}
	return fieldBase + 8*int64(f.Slot)
}

// unsafeGet reads the location (o, off) as the given type.
func (vm *VM) unsafeGet(o *Object, off int64, desc string) Value {
	switch {
	case o == nil:
		size := elemSize(desc[0])
		if desc[0] == 'L' {
			fatalf("Unsafe.getReference of native memory at %#x: native memory holds no references", off)
		}
		return fromBits(viewBits(vm.nativeBytes(off, int64(size), "Unsafe read"), 0, size, false, false, 0), desc[0])
	case o.IsArray():
		size := int64(elemSize(desc[0]))
		if desc[0] == 'L' {
			return Ref(o.Array.([]*Object)[(off-arrayBase)/4])
		}
		bits := vm.arrayBytesGet(o, off, size)
		return fromBits(bits, desc[0])
	}
	slot, statics := vm.unsafeSlot(o, off)
	return statics[slot]
}

// unsafePut writes v to the location (o, off).
func (vm *VM) unsafePut(o *Object, off int64, desc string, v Value) {
	switch {
	case o == nil:
		size := elemSize(desc[0])
		if desc[0] == 'L' {
			fatalf("Unsafe.putReference of native memory at %#x: native memory holds no references", off)
		}
		viewBits(vm.nativeBytes(off, int64(size), "Unsafe write"), 0, size, false, true, toBits(v, desc[0]))
		return
	case o.IsArray():
		if desc[0] == 'L' {
			if o.Shared() && v.R != nil {
				vm.publish(v.R)
			}
			o.Array.([]*Object)[(off-arrayBase)/4] = v.R
			return
		}
		vm.arrayBytesPut(o, off, int64(elemSize(desc[0])), toBits(v, desc[0]))
		return
	}
	slot, values := vm.unsafeSlot(o, off)
	if v.R != nil && (o.Shared() || off >= staticBase) {
		vm.publish(v.R)
	}
	values[slot] = v
}

// unsafeSlot finds the Value an offset names in a non-array object.
func (vm *VM) unsafeSlot(o *Object, off int64) (int, []Value) {
	if off >= staticBase {
		c := ClassOf(o)
		if c == nil {
			fatalf("Unsafe static field access through %s", o.Class.JavaName())
		}
		return int((off - staticBase) / 8), vm.Statics(c)
	}
	return int((off - fieldBase) / 8), o.Fields
}

// fromBits makes a Value of the given primitive type from raw bits.
func fromBits(bits uint64, kind byte) Value {
	switch kind {
	case 'Z', 'B':
		return Int(int32(int8(bits)))
	case 'S':
		return Int(int32(int16(bits)))
	case 'C':
		return Int(int32(uint16(bits)))
	case 'I':
		return Int(int32(bits))
	case 'F':
		return Value{I: int64(uint32(bits))}
	}
	return Value{I: int64(bits)}
}

func toBits(v Value, kind byte) uint64 {
	switch kind {
	case 'F':
		return uint64(uint32(v.I))
	}
	return uint64(v.I)
}

// arrayBytesGet reads size bytes (little-endian, as on x86) at byte offset
// off of a primitive array, whatever its element type: Unsafe and
// ArraysSupport read arrays in word-sized pieces.
func (vm *VM) arrayBytesGet(o *Object, off, size int64) uint64 {
	var buf [8]byte
	pos := off - arrayBase
	es := int64(elemSize(o.Class.Elem))
	for i := int64(0); i < size; i++ {
		b := pos + i
		buf[i] = byte(elementBits(o, int(b/es)) >> (8 * uint(b%es)))
	}
	return binary.LittleEndian.Uint64(buf[:])
}

// arrayBytesPut writes size bytes at byte offset off of a primitive array.
func (vm *VM) arrayBytesPut(o *Object, off, size int64, v uint64) {
	pos := off - arrayBase
	es := int64(elemSize(o.Class.Elem))
	if pos%es == 0 && size == es {
		setElementBits(o, int(pos/es), v)
		return
	}
	for i := int64(0); i < size; i++ {
		b := pos + i
		idx := int(b / es)
		shift := 8 * uint(b%es)
		old := elementBits(o, idx)
		setElementBits(o, idx, old&^(0xFF<<shift)|(v>>(8*uint(i))&0xFF)<<shift)
	}
}

func elementBits(o *Object, i int) uint64 {
	switch a := o.Array.(type) {
	case []int8:
		return uint64(uint8(a[i]))
	case []uint16:
		return uint64(a[i])
	case []int16:
		return uint64(uint16(a[i]))
	case []int32:
		return uint64(uint32(a[i]))
	case []int64:
		return uint64(a[i])
	case []float32:
		return uint64(math.Float32bits(a[i]))
	case []float64:
		return math.Float64bits(a[i])
	}
	fatalf("byte access to an array of references")
	return 0
}

func setElementBits(o *Object, i int, v uint64) {
	switch a := o.Array.(type) {
	case []int8:
		a[i] = int8(v)
	case []uint16:
		a[i] = uint16(v)
	case []int16:
		a[i] = int16(v)
	case []int32:
		a[i] = int32(v)
	case []int64:
		a[i] = int64(v)
	case []float32:
		a[i] = math.Float32frombits(uint32(v))
	case []float64:
		a[i] = math.Float64frombits(v)
	default:
		fatalf("byte access to an array of references")
	}
}

// unsafeCopy copies n bytes from (src, srcOff) to (dst, dstOff), each a
// primitive array or native memory (null), reversing the bytes of each
// element of swap bytes (1: a plain copy). The source is read whole
// before the destination is written, so overlapping ranges copy as
// memmove does. A plain access of the first byte of each range is
// observed.
func (t *Thread) unsafeCopy(src *Object, srcOff int64, dst *Object, dstOff, n, swap int64, what string) {
	b := t.readMemory(src, srcOff, n, what)
	if swap > 1 {
		for i := int64(0); i+swap <= n; i += swap {
			slices.Reverse(b[i : i+swap])
		}
	}
	t.writeMemory(dst, dstOff, b, what)
}

// readMemory reads n bytes at (o, off): of a primitive array or of native
// memory.
func (t *Thread) readMemory(o *Object, off, n int64, what string) []byte {
	t.vm.checkMemory(o, off, n, what)
	b := make([]byte, n)
	if o == nil {
		for i, v := range t.vm.nativeBytes(off, n, what) {
			b[i] = byte(v)
		}
		t.observeUnsafe(nil, off, false)
		return b
	}
	for i := range b {
		b[i] = byte(t.vm.arrayBytesGet(o, off+int64(i), 1))
	}
	return b
}

// writeMemory writes b at (o, off), as readMemory reads.
func (t *Thread) writeMemory(o *Object, off int64, b []byte, what string) {
	n := int64(len(b))
	if o == nil {
		mem := t.vm.nativeBytes(off, n, what)
		for i, v := range b {
			mem[i] = int8(v)
		}
		t.observeUnsafe(nil, off, true)
		return
	}
	t.vm.checkArrayRange(o, off, n, what)
	for i, v := range b {
		t.vm.arrayBytesPut(o, off+int64(i), 1, uint64(v))
	}
}

// checkMemory stops the execution unless the n bytes at (o, off) are
// native memory (o nil) or elements of a primitive array: before a copy
// of them is made, which an absurd n would make exhaust Go's memory.
func (vm *VM) checkMemory(o *Object, off, n int64, what string) {
	if o == nil {
		vm.nativeBytes(off, n, what)
		return
	}
	vm.checkArrayRange(o, off, n, what)
}

// checkArrayRange stops the execution unless the n bytes at offset off of
// o are elements of a primitive array.
func (vm *VM) checkArrayRange(o *Object, off, n int64, what string) {
	if !o.IsArray() || o.Class.Elem == 'L' || o.Class.Elem == '[' {
		fatalf("%s of %d bytes of an object of class %s: only primitive arrays and native memory can be copied", what, n, o.Class.JavaName())
	}
	if size := int64(o.Length()) * int64(elemSize(o.Class.Elem)); off < arrayBase || n < 0 || off-arrayBase+n > size {
		fatalf("%s of %d bytes at offset %d of an array %s of %d bytes: outside the array", what, n, off, o.Class.JavaName(), size)
	}
}
