package interp

import (
	"encoding/binary"
	"math"
)

// jdk.internal.misc.Unsafe. Offsets are jcheck's own encoding, only ever
// produced by the offset natives below and consumed by the accessors:
//
//	instance field:  fieldBase  + 8*slot   (object: the instance)
//	static field:    staticBase + 8*slot   (object: the class's mirror)
//	array element:   arrayBase  + scale*index (+ byte offset within)
//
// Memory outside the Java heap (allocateMemory) is not supported.
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
		"loadFence()V":                           noop,
		"storeFence()V":                          noop,
		"fullFence()V":                           noop,
		"getLoadAverage0([DI)I":                  constant(Int(-1)),
		"copyMemory0(Ljava/lang/Object;JLjava/lang/Object;JJ)V": unsafeCopyMemory,
		"setMemory0(Ljava/lang/Object;JJB)V": func(t *Thread, a []Value) Value {
			o, off, n, v := a[1].R, a[2].I, a[3].I, a[4].I
			if o == nil {
				unsupported("Unsafe.setMemory of off-heap memory")
			}
			for i := int64(0); i < n; i++ {
				t.vm.arrayBytesPut(o, off+i, 1, uint64(v))
			}
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
		unsupported("Unsafe access to off-heap memory")
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
		unsupported("Unsafe access to off-heap memory")
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

func unsafeCopyMemory(t *Thread, a []Value) Value {
	src, srcOff, dst, dstOff, n := a[1].R, a[2].I, a[3].R, a[4].I, a[5].I
	if src == nil || dst == nil {
		unsupported("Unsafe.copyMemory of off-heap memory")
	}
	buf := make([]uint64, n)
	for i := int64(0); i < n; i++ {
		buf[i] = t.vm.arrayBytesGet(src, srcOff+i, 1) & 0xFF
	}
	for i := int64(0); i < n; i++ {
		t.vm.arrayBytesPut(dst, dstOff+i, 1, buf[i])
	}
	return nothing
}
