package interp

import (
	"slices"
	"strings"
)

// VarHandles the class library makes in Java rather than through the
// VM (natives_atomic.go makes those of fields and arrays): a memory
// segment's (java.lang.foreign, JDK 22 and later), and one adapted from
// another (IndirectVarHandle). Their access modes run as the JDK runs
// them: getMethodHandle gives a method handle for the mode, taking the
// direct handle (asDirect) first, which the call site's invoker adapts
// to its own type and calls. For a direct one the JDK makes that handle
// from the VarForm's member, a static method of its implementation class
// named for the mode (getMethodHandleUncached, DirectMethodHandle.make);
// here the VM makes it, as it makes every method handle.

// accessModes are the names of VarHandle.AccessMode's constants, in their
// order (the JDK's modes are numbered by it).
var accessModes = []string{"get", "set", "getVolatile", "setVolatile", "getAcquire", "setRelease", "getOpaque", "setOpaque",
	"compareAndSet", "compareAndExchange", "compareAndExchangeAcquire", "compareAndExchangeRelease",
	"weakCompareAndSetPlain", "weakCompareAndSet", "weakCompareAndSetAcquire", "weakCompareAndSetRelease",
	"getAndSet", "getAndSetAcquire", "getAndSetRelease", "getAndAdd", "getAndAddAcquire", "getAndAddRelease",
	"getAndBitwiseOr", "getAndBitwiseOrRelease", "getAndBitwiseOrAcquire",
	"getAndBitwiseAnd", "getAndBitwiseAndRelease", "getAndBitwiseAndAcquire",
	"getAndBitwiseXor", "getAndBitwiseXorRelease", "getAndBitwiseXorAcquire"}

// accessModeConstant is the name of the AccessMode constant of a mode's
// method name: getAndAddAcquire is GET_AND_ADD_ACQUIRE.
func accessModeConstant(name string) string {
	var b strings.Builder
	for i, r := range name {
		if r >= 'A' && r <= 'Z' && i > 0 {
			b.WriteByte('_')
		}
		b.WriteRune(r)
	}
	return strings.ToUpper(b.String())
}

func init() {
	vh := "java/lang/invoke/VarHandle"
	replace(vh, map[string]Native{
		"getMethodHandleUncached(I)Ljava/lang/invoke/MethodHandle;": directVarHandleMethod,
	})
}

// directVarHandleMethod is getMethodHandleUncached of a direct VarHandle
// made in Java: a handle of the implementation's static method for the
// mode, of the mode's type with the VarHandle first.
func directVarHandleMethod(t *Thread, a []Value) Value {
	vh, mode := a[0].R, int(a[1].I)
	if mode < 0 || mode >= len(accessModes) {
		t.ThrowNew("java/lang/IllegalArgumentException", "access mode")
		return nothing
	}
	name := accessModes[mode]
	vhc := t.vm.must("java/lang/invoke/VarHandle")
	modeClass := t.vm.must("java/lang/invoke/VarHandle$AccessMode")
	return t.initThen(modeClass, func() Value {
		constant := t.vm.state(modeClass).statics[mustField(modeClass, accessModeConstant(name)).Slot]
		typeOf := mustMethod(vhc, "accessModeType", "(Ljava/lang/invoke/VarHandle$AccessMode;)Ljava/lang/invoke/MethodType;")
		t.callFromNative(typeOf, []Value{Ref(vh), constant}, func(t *Thread, mt Value, exc *Object) Value {
			if exc != nil {
				t.Throw(exc)
				return nothing
			}
			ty := methodTypeOf(mt.R)
			ty.params = append([]*Class{vhc}, ty.params...)
			impl := ClassOf(fieldNamed(fieldNamed(vh, "vform").R, "implClass").R)
			var member *Method
			if impl != nil {
				member = impl.staticMethodErasing(name, ty)
			}
			if member == nil {
				t.ThrowNew("java/lang/UnsupportedOperationException", name)
				return nothing
			}
			mty := mhType{ret: t.loadDescFor(member.Class, member.Ret)}
			for _, p := range member.Params {
				mty.params = append(mty.params, t.loadDescFor(member.Class, p))
			}
			if t.exc != nil {
				return nothing
			}
			n := t.node(&mhNode{kind: mhStatic, typ: mty, member: member})
			an := t.adaptNode(n, ty)
			if an == nil {
				return nothing
			}
			var refs []*Object
			if an != n {
				// The conversion holds the member's handle.
				refs = []*Object{t.vm.newHandle(n, nil, nil)}
			}
			return t.returnHandle(an, refs)
		})
		return nothing
	})
}

// staticMethodErasing finds the static method of the name of c or a
// superclass whose parameters and result are ty's erased (references as
// Object), as the JDK's VarForm resolves its members.
func (c *Class) staticMethodErasing(name string, ty mhType) *Method {
	erase := func(k *Class) string {
		if d := k.Descriptor(); len(d) == 1 {
			return d
		}
		return "Ljava/lang/Object;"
	}
	var b strings.Builder
	b.WriteString("(Ljava/lang/invoke/VarHandle;")
	for _, p := range ty.params[1:] {
		b.WriteString(erase(p))
	}
	b.WriteString(")" + erase(ty.ret))
	// Resolved as invokestatic resolves: the aligned forms' classes
	// inherit the plain access modes from the unaligned ones.
	for k := c; k != nil; k = k.Super {
		if m := k.DeclaredMethod(name, b.String()); m != nil {
			if !m.IsStatic() {
				return nil
			}
			return m
		}
	}
	return nil
}

// javaVarHandle performs access mode number mode (accessModes) of a
// VarHandle made in Java, as the JDK's invoker does, with the call
// site's type site (the handle first): the handle getMethodHandle gives
// for the mode, adapted to site, called with the direct VarHandle and the
// other arguments.
func (t *Thread) javaVarHandle(mode int, site mhType, a []Value) Value {
	vhc := t.vm.must("java/lang/invoke/VarHandle")
	args := slices.Clone(a)
	getHandle := mustMethod(vhc, "getMethodHandle", "(I)Ljava/lang/invoke/MethodHandle;")
	t.callFromNative(getHandle, []Value{args[0], Int(int32(mode))}, func(t *Thread, mh Value, exc *Object) Value {
		if exc != nil {
			t.Throw(exc)
			return nothing
		}
		asDirect := mustMethod(vhc, "asDirect", "()Ljava/lang/invoke/VarHandle;")
		t.callFromNative(asDirect, []Value{args[0]}, func(t *Thread, direct Value, exc *Object) Value {
			if exc != nil {
				t.Throw(exc)
				return nothing
			}
			h := t.adaptedHandle(mh.R, t.handle(mh.R), site, site.desc())
			if h.R == nil {
				return nothing
			}
			args[0] = direct
			t.Call(handleNode(h.R).entry, append([]Value{h}, args...), func(t *Thread, r Value, exc *Object) Value {
				if exc != nil {
					t.Throw(exc)
					return nothing
				}
				return r
			})
			return nothing
		})
		return nothing
	})
	return nothing
}
