package interp

import (
	"cmp"
	"math"

	"github.com/jcheck/jcheck/internal/fdlibm"
)

// Natives of java.lang.Object, System, Runtime, Float, Double, StrictMath,
// String and Shutdown.

func init() {
	register("java/lang/Object", map[string]Native{
		"getClass()Ljava/lang/Class;": func(t *Thread, a []Value) Value { return Ref(t.vm.Mirror(a[0].R.Class)) },
		"hashCode()I":                 func(t *Thread, a []Value) Value { return Int(t.identityHash(a[0].R)) },
		"clone()Ljava/lang/Object;":   objectClone,
	})
	register("java/lang/System", map[string]Native{
		"registerNatives()V":                                  noop,
		"setIn0(Ljava/io/InputStream;)V":                      setSystemStream("in"),
		"setOut0(Ljava/io/PrintStream;)V":                     setSystemStream("out"),
		"setErr0(Ljava/io/PrintStream;)V":                     setSystemStream("err"),
		"currentTimeMillis()J":                                func(t *Thread, a []Value) Value { return Long(t.vm.currentTimeMillis()) },
		"nanoTime()J":                                         func(t *Thread, a []Value) Value { return Long(t.vm.nanoTime()) },
		"arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V": arraycopy,
		"identityHashCode(Ljava/lang/Object;)I": func(t *Thread, a []Value) Value {
			if a[0].R == nil {
				return Int(0)
			}
			return Int(t.identityHash(a[0].R))
		},
		"mapLibraryName(Ljava/lang/String;)Ljava/lang/String;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) {
				return nothing
			}
			return Ref(t.vm.NewString("lib" + t.vm.GoString(a[0].R) + ".so"))
		},
	})
	// JDK 21 asks the VM whether preview features are on (java
	// --enable-preview); 17 and 25 read it from VM's initial properties.
	register("jdk/internal/misc/PreviewFeatures", map[string]Native{
		"isPreviewEnabled()Z": func(t *Thread, a []Value) Value { return Bool(t.vm.loader.EnablePreview) },
	})
	register("java/lang/Runtime", map[string]Native{
		"availableProcessors()I": func(t *Thread, a []Value) Value { return t.vm.processors() },
		"freeMemory()J":          constant(Long(200 << 20)),
		"totalMemory()J":         constant(Long(256 << 20)),
		"maxMemory()J":           constant(Long(4 << 30)),
		"gc()V":                  noop,
	})
	register("java/lang/Shutdown", map[string]Native{
		"beforeHalt()V": noop,
		"halt0(I)V": func(t *Thread, a []Value) Value {
			t.vm.exit(int(a[0].AsInt()))
			return nothing
		},
	})
	register("java/lang/Float", map[string]Native{
		"floatToRawIntBits(F)I": func(t *Thread, a []Value) Value { return Int(int32(uint32(a[0].I))) },
		"intBitsToFloat(I)F":    func(t *Thread, a []Value) Value { return Value{I: int64(uint32(a[0].I))} },
	})
	register("java/lang/Double", map[string]Native{
		"doubleToRawLongBits(D)J": func(t *Thread, a []Value) Value { return a[0] },
		"longBitsToDouble(J)D":    func(t *Thread, a []Value) Value { return a[0] },
	})
	register("java/util/concurrent/atomic/AtomicLong", map[string]Native{"VMSupportsCS8()Z": constant(Bool(true))})
	// The time zone is fixed, as the locale is (DESIGN.md: executions
	// are deterministic, whatever machine runs them): UTC.
	register("java/util/TimeZone", map[string]Native{
		"getSystemTimeZoneID(Ljava/lang/String;)Ljava/lang/String;": func(t *Thread, a []Value) Value {
			// As java finds TZ (Options.TimeZone): an ID TimeZone does
			// not know makes it GMT.
			return Ref(t.vm.NewString(cmp.Or(t.vm.opts.TimeZone, "UTC")))
		},
		"getSystemGMTOffsetID()Ljava/lang/String;": func(t *Thread, a []Value) Value { return Ref(t.vm.NewString("GMT")) },
	})
	register("java/lang/StringUTF16", map[string]Native{"isBigEndian()Z": constant(Bool(false))})
	register("java/lang/String", map[string]Native{
		"intern()Ljava/lang/String;": func(t *Thread, a []Value) Value {
			return Ref(t.vm.intern(t.vm.GoString(a[0].R), a[0].R))
		},
	})
	math1 := func(f func(float64) float64) Native {
		return func(t *Thread, a []Value) Value { return Double(f(a[0].AsDouble())) }
	}
	math2 := func(f func(float64, float64) float64) Native {
		return func(t *Thread, a []Value) Value { return Double(f(a[0].AsDouble(), a[1].AsDouble())) }
	}
	// StrictMath's natives return exactly fdlibm's results, as the Java
	// specification requires (internal/fdlibm); Math's methods that
	// delegate to StrictMath follow it.
	register("java/lang/StrictMath", map[string]Native{
		"sin(D)D": math1(fdlibm.Sin), "cos(D)D": math1(fdlibm.Cos), "tan(D)D": math1(fdlibm.Tan),
		"asin(D)D": math1(fdlibm.Asin), "acos(D)D": math1(fdlibm.Acos), "atan(D)D": math1(fdlibm.Atan),
		"log(D)D": math1(fdlibm.Log), "log10(D)D": math1(fdlibm.Log10), "sqrt(D)D": math1(fdlibm.Sqrt),
		"sinh(D)D": math1(fdlibm.Sinh), "cosh(D)D": math1(fdlibm.Cosh), "tanh(D)D": math1(fdlibm.Tanh),
		"expm1(D)D": math1(fdlibm.Expm1), "log1p(D)D": math1(fdlibm.Log1p),
		"IEEEremainder(DD)D": math2(fdlibm.IEEEremainder), "atan2(DD)D": math2(fdlibm.Atan2),
	})
}

func setSystemStream(field string) Native {
	return func(t *Thread, a []Value) Value {
		sys := t.vm.wk.system
		t.vm.Statics(sys)[mustField(sys, field).Slot] = a[0]
		if a[0].R != nil {
			t.vm.publish(a[0].R)
		}
		return nothing
	}
}

// currentTimeMillis and nanoTime read a per-execution clock (DESIGN.md:
// executions are deterministic). Each reading advances it by a microsecond
// so that code measuring elapsed time sees time pass; sleeping advances it
// by the time slept.
func (vm *VM) nanoTime() int64 {
	vm.advanceClock(1000)
	return vm.clock
}

// advanceClock lets ns nanoseconds pass on the per-execution clock, a
// use of VM state (ClockState): the order in which threads read and
// advance it decides the times they see.
// Time never runs back (a timeout of zero or less lets none pass), and
// a wait "forever" ends the clock at its largest value.
func (vm *VM) advanceClock(ns int64) {
	if ns > 0 {
		vm.clock = saturatedAdd(vm.clock, ns)
	}
	vm.useState(StateAccess{State: ClockState, Write: true})
}

// forever is the clock's largest value: a timeout or sleep due then
// (Long.MAX_VALUE milliseconds) never ends by time.
const forever = math.MaxInt64

// due is the time on the execution's clock at which a timeout or a sleep
// of ns nanoseconds that begins now ends (Op.Due).
func (vm *VM) due(ns int64) int64 {
	// It reads the clock: with timeouts that end when due, when the
	// others' readings and sleeps came decides which timeout ends
	// first (at any moment, the due time decides nothing).
	if !vm.opts.AnyTimeouts {
		vm.useState(StateAccess{State: ClockState})
	}
	return saturatedAdd(vm.clock, max(ns, 0))
}

// clockEpoch is the wall-clock time at which every execution starts:
// 2026-01-01T00:00:00Z.
const clockEpoch = 1767225600000

func (vm *VM) currentTimeMillis() int64 { return clockEpoch + vm.nanoTime()/1_000_000 }

func objectClone(t *Thread, a []Value) Value {
	o := a[0].R
	if !t.reserve(o.size()) {
		return nothing
	}
	if o.Array == nil && !o.Class.AssignableTo(t.vm.must("java/lang/Cloneable")) {
		t.ThrowNew("java/lang/CloneNotSupportedException", o.Class.JavaName())
		return nothing
	}
	if obs := t.vm.observer; obs != nil && o.Shared() {
		// The copy reads every field or element of the original, as
		// arraycopy reads its source.
		if o.Array == nil {
			for slot := range o.Fields {
				obs.FieldAccess(t, o, slot, false)
			}
		} else {
			for i := range o.Length() {
				obs.ArrayAccess(t, o, i, false)
			}
		}
	}
	c := t.vm.allocated(&Object{Class: o.Class})
	switch arr := o.Array.(type) {
	case nil:
		c.Fields = append([]Value(nil), o.Fields...)
	case []int8:
		c.Array = append([]int8(nil), arr...)
	case []uint16:
		c.Array = append([]uint16(nil), arr...)
	case []int16:
		c.Array = append([]int16(nil), arr...)
	case []int32:
		c.Array = append([]int32(nil), arr...)
	case []int64:
		c.Array = append([]int64(nil), arr...)
	case []float32:
		c.Array = append([]float32(nil), arr...)
	case []float64:
		c.Array = append([]float64(nil), arr...)
	case []*Object:
		c.Array = append(make([]*Object, 0, len(arr)), arr...)
	}
	t.vm.heap += c.size() - objectHeader // allocated counted it empty
	return Ref(c)
}

// arraycopy is System.arraycopy with HotSpot's checks and messages.
func arraycopy(t *Thread, a []Value) Value {
	src, srcPos, dst, dstPos, length := a[0].R, int(a[1].AsInt()), a[2].R, int(a[3].AsInt()), int(a[4].AsInt())
	if !t.nullCheck(src) || !t.nullCheck(dst) {
		return nothing
	}
	if !src.IsArray() {
		t.ThrowNew("java/lang/ArrayStoreException", "arraycopy: source type "+src.Class.JavaName()+" is not an array")
		return nothing
	}
	if !dst.IsArray() {
		t.ThrowNew("java/lang/ArrayStoreException", "arraycopy: destination type "+dst.Class.JavaName()+" is not an array")
		return nothing
	}
	sk, dk := src.Class.Component, dst.Class.Component
	if sk.Primitive != dk.Primitive || sk.Primitive && sk != dk {
		t.ThrowNew("java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy "+arrayKind(src)+"[] into "+arrayKind(dst)+"[]")
		return nothing
	}
	slen, dlen := src.Length(), dst.Length()
	switch {
	case srcPos < 0:
		t.ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: source index "+itoa(srcPos)+" out of bounds for "+arrayKind(src)+"["+itoa(slen)+"]")
		return nothing
	case dstPos < 0:
		t.ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: destination index "+itoa(dstPos)+" out of bounds for "+arrayKind(dst)+"["+itoa(dlen)+"]")
		return nothing
	case length < 0:
		t.ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: length "+itoa(length)+" is negative")
		return nothing
	case srcPos+length > slen:
		t.ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: last source index "+itoa(srcPos+length)+" out of bounds for "+arrayKind(src)+"["+itoa(slen)+"]")
		return nothing
	case dstPos+length > dlen:
		t.ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "arraycopy: last destination index "+itoa(dstPos+length)+" out of bounds for "+arrayKind(dst)+"["+itoa(dlen)+"]")
		return nothing
	}
	vm := t.vm
	if vm.observer != nil {
		for i := 0; i < length; i++ {
			if src.Shared() {
				vm.observer.ArrayAccess(t, src, srcPos+i, false)
			}
			if dst.Shared() {
				vm.observer.ArrayAccess(t, dst, dstPos+i, true)
			}
		}
	}
	switch s := src.Array.(type) {
	case []int8:
		copy(dst.Array.([]int8)[dstPos:], s[srcPos:srcPos+length])
	case []uint16:
		copy(dst.Array.([]uint16)[dstPos:], s[srcPos:srcPos+length])
	case []int16:
		copy(dst.Array.([]int16)[dstPos:], s[srcPos:srcPos+length])
	case []int32:
		copy(dst.Array.([]int32)[dstPos:], s[srcPos:srcPos+length])
	case []int64:
		copy(dst.Array.([]int64)[dstPos:], s[srcPos:srcPos+length])
	case []float32:
		copy(dst.Array.([]float32)[dstPos:], s[srcPos:srcPos+length])
	case []float64:
		copy(dst.Array.([]float64)[dstPos:], s[srcPos:srcPos+length])
	case []*Object:
		d := dst.Array.([]*Object)
		if sk.AssignableTo(dk) {
			copy(d[dstPos:], s[srcPos:srcPos+length])
			if dst.Shared() {
				for _, e := range s[srcPos : srcPos+length] {
					if e != nil {
						vm.publish(e)
					}
				}
			}
			return nothing
		}
		// Element by element, stopping at the first that does not fit
		// (JLS: the elements before it have been copied).
		tmp := append([]*Object(nil), s[srcPos:srcPos+length]...)
		for i, e := range tmp {
			if e != nil && !e.Class.AssignableTo(dk) {
				t.ThrowNew("java/lang/ArrayStoreException", "arraycopy: element type mismatch: can not cast one of the elements of "+sk.JavaName()+"[] to the type of the destination array, "+dk.JavaName())
				return nothing
			}
			if e != nil && dst.Shared() {
				vm.publish(e)
			}
			d[dstPos+i] = e
		}
	}
	return nothing
}

// arrayKind names an array's element type as HotSpot's arraycopy messages
// do: "int", or "object array" for arrays of references.
func arrayKind(arr *Object) string {
	if c := arr.Class.Component; c.Primitive {
		return c.Name
	}
	return "object array"
}

// exit ends the execution with a status (System.exit, Runtime.halt).
func (vm *VM) exit(status int) {
	vm.exited = true
	vm.exitCode = status
	if vm.current != nil {
		vm.current.stopped = true
	}
}
