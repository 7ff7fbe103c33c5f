package interp

import (
	"github.com/jcheck/jcheck/classfile"
)

// Replacements of java.lang.invoke's handle factories (methodhandles.go
// says why the VM has method handles of its own). Each replaces the
// point where the JDK's code would build a LambdaForm: the internal
// factory the public method calls after its own argument checks where
// there is one (asType, asVarargsCollector, guardWithTest,
// catchException, tryFinally, the loops, tableSwitch,
// explicitCastArguments, throwException, the array accessors, identity
// and constant), else the public method itself, with the JDK's checks
// and messages.

const (
	methodHandleSig = "Ljava/lang/invoke/MethodHandle;"
	methodTypeSig   = "Ljava/lang/invoke/MethodType;"
	classSig        = "Ljava/lang/Class;"
	stringSig       = "Ljava/lang/String;"
)

// Lookup modes (MethodHandles.Lookup.PUBLIC and so on).
const (
	lookupTrusted       = -1 // IMPL_LOOKUP, the JDK's own: every access
	lookupPublic        = 1
	lookupPrivate       = 2
	lookupProtected     = 4
	lookupPackage       = 8
	lookupModule        = 16
	lookupUnconditional = 32
	lookupOriginal      = 64
)

func init() {
	find := "(" + classSig + stringSig + methodTypeSig + ")" + methodHandleSig
	findField := "(" + classSig + stringSig + classSig + ")" + methodHandleSig
	replace("java/lang/invoke/MethodHandles$Lookup", map[string]Native{
		"findStatic" + find:  lookupFindMethod(classfile.RefInvokeStatic),
		"findVirtual" + find: lookupFindMethod(classfile.RefInvokeVirtual),
		"findSpecial(" + classSig + stringSig + methodTypeSig + classSig + ")" + methodHandleSig: lookupFindMethod(classfile.RefInvokeSpecial),
		"findConstructor(" + classSig + methodTypeSig + ")" + methodHandleSig:                    lookupFindMethod(classfile.RefNewInvokeSpecial),
		"findGetter" + findField:       lookupFindField(classfile.RefGetField),
		"findSetter" + findField:       lookupFindField(classfile.RefPutField),
		"findStaticGetter" + findField: lookupFindField(classfile.RefGetStatic),
		"findStaticSetter" + findField: lookupFindField(classfile.RefPutStatic),
		"bind(Ljava/lang/Object;" + stringSig + methodTypeSig + ")" + methodHandleSig:    lookupBind,
		"unreflect(Ljava/lang/reflect/Method;)" + methodHandleSig:                        lookupUnreflect(false),
		"unreflectSpecial(Ljava/lang/reflect/Method;" + classSig + ")" + methodHandleSig: lookupUnreflect(true),
		"unreflectConstructor(Ljava/lang/reflect/Constructor;)" + methodHandleSig:        lookupUnreflect(false),
		"unreflectGetter(Ljava/lang/reflect/Field;)" + methodHandleSig:                   lookupUnreflectField(false),
		"unreflectSetter(Ljava/lang/reflect/Field;)" + methodHandleSig:                   lookupUnreflectField(true),
		// MethodHandleInfo needs the MemberName the VM's handles do not have.
		"revealDirect(" + methodHandleSig + ")Ljava/lang/invoke/MethodHandleInfo;": func(t *Thread, a []Value) Value {
			unsupported("MethodHandles.Lookup.revealDirect")
			return nothing
		},
	})
	replace("java/lang/invoke/MethodHandle", map[string]Native{
		"asTypeUncached(" + methodTypeSig + ")" + methodHandleSig:    handleAsType,
		"bindTo(Ljava/lang/Object;)" + methodHandleSig:               handleBindTo,
		"asSpreader(I" + classSig + "I)" + methodHandleSig:           handleAsSpreader,
		"asCollector(I" + classSig + "I)" + methodHandleSig:          handleAsCollector,
		"isVarargsCollector()Z":                                      func(t *Thread, a []Value) Value { return Bool(t.handle(a[0].R).varargs) },
		"asFixedArity()" + methodHandleSig:                           handleAsFixedArity,
		"invokeWithArguments([Ljava/lang/Object;)Ljava/lang/Object;": handleInvokeWithArguments,
	})
	replace("java/lang/invoke/MethodHandleImpl", map[string]Native{
		"makeVarargsCollector(" + methodHandleSig + classSig + ")" + methodHandleSig: func(t *Thread, a []Value) Value {
			n := t.withVarargs(t.handle(a[0].R), true)
			return Ref(t.vm.newHandle(n, fieldNamed(a[0].R, "type").R, handleRefs(a[0].R)))
		},
		"makeGuardWithTest(" + methodHandleSig + methodHandleSig + methodHandleSig + ")" + methodHandleSig: func(t *Thread, a []Value) Value {
			test, target, fallback := t.handle(a[0].R), t.handle(a[1].R), t.handle(a[2].R)
			n := t.node(&mhNode{kind: mhGuard, typ: target.typ, children: []*mhNode{test, target, fallback}})
			return Ref(t.vm.newHandle(n, fieldNamed(a[1].R, "type").R, []*Object{a[0].R, a[1].R, a[2].R}))
		},
		"makeGuardWithCatch(" + methodHandleSig + classSig + methodHandleSig + ")" + methodHandleSig: func(t *Thread, a []Value) Value {
			target, handler := t.handle(a[0].R), t.handle(a[2].R)
			n := t.node(&mhNode{kind: mhCatch, typ: target.typ, children: []*mhNode{target, handler}, exception: ClassOf(a[1].R)})
			return Ref(t.vm.newHandle(n, fieldNamed(a[0].R, "type").R, []*Object{a[0].R, a[2].R}))
		},
		// The parameter types come as a List on JDK 17, an array on JDK 25.
		"makeTryFinally(" + methodHandleSig + methodHandleSig + classSig + "Ljava/util/List;)" + methodHandleSig:  handlesTryFinally,
		"makeTryFinally(" + methodHandleSig + methodHandleSig + classSig + "[" + classSig + ")" + methodHandleSig: handlesTryFinally,
		"makeTableSwitch(" + methodTypeSig + methodHandleSig + "[" + methodHandleSig + ")" + methodHandleSig: func(t *Thread, a []Value) Value {
			cases := a[2].R.Array.([]*Object)
			refs := append([]*Object{a[1].R}, cases...)
			children := make([]*mhNode, len(refs))
			for i, h := range refs {
				children[i] = t.handle(h)
			}
			n := t.node(&mhNode{kind: mhTableSwitch, typ: methodTypeOf(a[0].R), children: children, count: len(cases)})
			return Ref(t.vm.newHandle(n, a[0].R, refs))
		},
		"makeLoop(" + classSig + "Ljava/util/List;Ljava/util/List;Ljava/util/List;Ljava/util/List;Ljava/util/List;)" + methodHandleSig: handlesLoop,
		"throwException(" + methodTypeSig + ")" + methodHandleSig: func(t *Thread, a []Value) Value {
			n := t.node(&mhNode{kind: mhThrow, typ: methodTypeOf(a[0].R)})
			return Ref(t.vm.newHandle(n, a[0].R, nil))
		},
		"makeConstantReturning(" + classSig + "Ljava/lang/Object;)" + methodHandleSig:                                 handlesConstant,
		"makeArrayElementAccessor(" + classSig + "Ljava/lang/invoke/MethodHandleImpl$ArrayAccess;)" + methodHandleSig: handlesArrayAccessor,
		"makePairwiseConvert(" + methodHandleSig + methodTypeSig + "Z)" + methodHandleSig: func(t *Thread, a []Value) Value {
			h, n, to := a[0].R, t.handle(a[0].R), methodTypeOf(a[1].R)
			if a[2].AsBool() {
				return t.asType(h, a[1].R)
			}
			// explicitCastArguments (which checked the arity).
			fixed := t.withVarargs(n, false)
			c := t.node(&mhNode{kind: mhConvert, typ: to, children: []*mhNode{fixed}, explicit: true})
			r := t.vm.newHandle(c, a[1].R, []*Object{t.wrapHandle(fixed, n, h)})
			return Ref(r)
		},
	})
	replace("java/lang/invoke/MethodHandles", map[string]Native{
		"makeIdentity(" + classSig + ")" + methodHandleSig: func(t *Thread, a []Value) Value {
			c := ClassOf(a[0].R)
			return t.returnHandle(t.node(&mhNode{kind: mhIdentity, typ: mhType{params: []*Class{c}, ret: c}}), nil)
		},
		"zero(Lsun/invoke/util/Wrapper;" + classSig + ")" + methodHandleSig: func(t *Thread, a []Value) Value {
			return t.zeroHandle(ClassOf(a[1].R))
		},
		// JDK 25 has makePrimitiveZero and dropArgumentsTrusted (an array
		// of types) where JDK 17 has zero and dropArguments0 (a List).
		"makePrimitiveZero(Lsun/invoke/util/Wrapper;)" + methodHandleSig: func(t *Thread, a []Value) Value {
			return t.zeroHandle(ClassOf(fieldNamed(a[0].R, "primitiveType").R))
		},
		"dropArguments0(" + methodHandleSig + "ILjava/util/List;)" + methodHandleSig: handlesDropArguments,
		"dropArgumentsTrusted(" + methodHandleSig + "I[" + classSig + ")" + methodHandleSig: func(t *Thread, a []Value) Value {
			if !t.handleArg(a[0].R, "target") || !t.nullCheck(a[2].R) {
				return nothing
			}
			return t.dropArguments(a[0].R, int(a[1].AsInt()), a[2].R, a[2].R.Array.([]*Object))
		},
		"insertArguments(" + methodHandleSig + "I[Ljava/lang/Object;)" + methodHandleSig:      handlesInsertArguments,
		"filterReturnValue(" + methodHandleSig + methodHandleSig + ")" + methodHandleSig:      handlesFilterReturnValue,
		"filterArguments(" + methodHandleSig + "I[" + methodHandleSig + ")" + methodHandleSig: handlesFilterArguments,
		"filterArgument(" + methodHandleSig + "I" + methodHandleSig + ")" + methodHandleSig: func(t *Thread, a []Value) Value {
			filters := t.vm.NewObjectArray(t.vm.must("java/lang/invoke/MethodHandle"), []*Object{a[2].R})
			return handlesFilterArguments(t, []Value{a[0], a[1], Ref(filters)})
		},
		"spreadInvoker(" + methodTypeSig + "I)" + methodHandleSig: handlesSpreadInvoker,
		"dropReturn(" + methodHandleSig + ")" + methodHandleSig: func(t *Thread, a []Value) Value {
			if !t.handleArg(a[0].R, "target") {
				return nothing
			}
			h, n := a[0].R, t.handle(a[0].R)
			an := t.adaptNode(n, mhType{params: n.typ.params, ret: t.vm.loader.Primitive('V')})
			if an == n {
				return Ref(h)
			}
			return t.returnHandle(an, handleRefs(t.wrapHandle(an, n, h)))
		},
		"exactInvoker(" + methodTypeSig + ")" + methodHandleSig:                                                           handlesInvoker(true),
		"invoker(" + methodTypeSig + ")" + methodHandleSig:                                                                handlesInvoker(false),
		"permuteArguments(" + methodHandleSig + methodTypeSig + "[I)" + methodHandleSig:                                   handlesPermuteArguments,
		"foldArguments(" + methodHandleSig + "I" + methodHandleSig + ")" + methodHandleSig:                                handlesFoldArguments,
		"collectArguments(" + methodHandleSig + "I" + methodHandleSig + ")" + methodHandleSig:                             handlesCollectArguments,
		"privateLookupIn(" + classSig + "Ljava/lang/invoke/MethodHandles$Lookup;)Ljava/lang/invoke/MethodHandles$Lookup;": handlesPrivateLookupIn,
	})
}

// handle returns the node of a handle; every handle the program has is
// one the VM made.
func (t *Thread) handle(o *Object) *mhNode {
	n := handleNode(o)
	if n == nil {
		unsupported("a method handle the VM did not create (%s)", o.Class.JavaName())
	}
	return n
}

// --- Lookup ----------------------------------------------------------------------

// refKindNames are MethodHandleNatives.refKindName's names, as the JDK's
// exception messages show them.
var refKindNames = map[uint8]string{
	classfile.RefGetField: "getField", classfile.RefGetStatic: "getStatic", classfile.RefPutField: "putField",
	classfile.RefPutStatic: "putStatic", classfile.RefInvokeVirtual: "invokeVirtual", classfile.RefInvokeStatic: "invokeStatic",
	classfile.RefInvokeSpecial: "invokeSpecial", classfile.RefNewInvokeSpecial: "newInvokeSpecial",
	classfile.RefInvokeInterface: "invokeInterface",
}

// lookupOf returns a Lookup's class and allowed modes.
func lookupOf(lookup *Object) (*Class, int32) {
	return ClassOf(fieldNamed(lookup, "lookupClass").R), fieldNamed(lookup, "allowedModes").AsInt()
}

// lookupString is how the JDK's access messages name a lookup: its
// class, or "public Lookup".
func lookupString(lookup *Object) string {
	lc, modes := lookupOf(lookup)
	if modes != lookupTrusted && modes&lookupUnconditional != 0 {
		return "public Lookup"
	}
	return classString(lc)
}

// classAccess checks that a lookup may use class refc, which it names
// (Lookup.checkSymbolicClass): public, or in the lookup's package if it
// has package access. It throws IllegalAccessException and reports false
// if not.
func (t *Thread) classAccess(lookup *Object, refc *Class) bool {
	lc, modes := lookupOf(lookup)
	for refc.IsArray() {
		refc = refc.Component
	}
	if modes == lookupTrusted || refc.Primitive || refc.Flags&classfile.AccPublic != 0 || modes&lookupPackage != 0 && lc.PackageName() == refc.PackageName() {
		return true
	}
	t.ThrowNew("java/lang/IllegalAccessException", "symbolic reference class is not accessible: "+classString(refc)+", from "+lookupString(lookup))
	return false
}

// memberAccess checks that a lookup may use a member declared in decl
// with the given access flags (JVMS §5.4.4, narrowed by the lookup's
// modes, as Lookup.checkAccess and VerifyAccess do). It throws
// IllegalAccessException and reports false if not; member names it as
// MemberName.toString does, method says whether it is a method.
func (t *Thread) memberAccess(lookup *Object, decl *Class, flags uint16, member string, method bool) bool {
	lc, modes := lookupOf(lookup)
	samePackage := lc.PackageName() == decl.PackageName()
	var ok bool
	kind := "private to package"
	switch {
	case flags&classfile.AccPublic != 0, modes == lookupTrusted:
		ok = true
	case flags&classfile.AccPrivate != 0:
		kind = "private"
		ok = modes&lookupPrivate != 0 && nestHost(lc) == nestHost(decl)
	case flags&classfile.AccProtected != 0:
		kind = "protected"
		ok = modes&lookupPackage != 0 && samePackage || modes&lookupProtected != 0 && lc.IsSubclassOf(decl)
	default:
		ok = modes&lookupPackage != 0 && samePackage
	}
	switch {
	case ok:
	case method && modes&(lookupPrivate|lookupPackage) == 0:
		// A public lookup resolves only public methods: the others are
		// not found (MethodHandleNatives.resolve fails).
		t.ThrowNew("java/lang/IllegalAccessException", "no such method: "+member)
	default:
		t.ThrowNew("java/lang/IllegalAccessException", "member is "+kind+": "+member+", from "+lookupString(lookup))
	}
	return ok
}

// fieldString is MemberName.toString of a field of class c:
// "C.f/int/getField", the type as Class.getName names it.
func fieldString(f *Field, c *Class, kind uint8) string {
	typ := javaType(f.Desc)
	if f.Desc[0] == '[' {
		typ = javaName(f.Desc)
	}
	return c.JavaName() + "." + f.Name + "/" + typ + "/" + refKindNames[kind]
}

// fieldKind is the reference kind of a read or write of f.
func fieldKind(f *Field, write bool) uint8 {
	switch {
	case f.IsStatic() && write:
		return classfile.RefPutStatic
	case f.IsStatic():
		return classfile.RefGetStatic
	case write:
		return classfile.RefPutField
	}
	return classfile.RefGetField
}

// methodString is MemberName.toString of a method: "C.m(int)void/invokeStatic".
func methodString(c *Class, name string, ty mhType, kind uint8) string {
	return c.JavaName() + "." + name + ty.String() + "/" + refKindNames[kind]
}

// lookupFindMethod replaces Lookup.findStatic, findVirtual, findSpecial
// and findConstructor.
func lookupFindMethod(kind uint8) Native {
	return func(t *Thread, a []Value) Value {
		lookup, refcObj := a[0].R, a[1].R
		var nameObj, mtObj *Object
		if kind == classfile.RefNewInvokeSpecial {
			mtObj = a[2].R
		} else {
			nameObj, mtObj = a[2].R, a[3].R
			if !t.nullCheck(nameObj) {
				return nothing
			}
		}
		if !t.nullCheck(refcObj) || !t.nullCheck(mtObj) {
			return nothing
		}
		refc, ty := ClassOf(refcObj), methodTypeOf(mtObj)
		if !t.classAccess(lookup, refc) {
			return nothing
		}
		name := "<init>"
		if nameObj != nil {
			name = t.vm.GoString(nameObj)
			if name == "<init>" || name == "<clinit>" {
				t.ThrowNew("java/lang/NoSuchMethodException", "illegal method name: "+name)
				return nothing
			}
		}
		reported := kind
		if kind == classfile.RefInvokeVirtual && refc.IsInterface() {
			reported = classfile.RefInvokeInterface
		}
		member := methodString(refc, name, ty, reported)
		what := "method: " + member
		if kind == classfile.RefInvokeVirtual && refc.Name == "java/lang/invoke/MethodHandle" && (name == "invokeExact" || name == "invoke") {
			// The invokers (MethodHandles.exactInvoker and invoker).
			return t.returnHandle(t.invoker(ty, name == "invokeExact"), nil)
		}
		var m *Method
		switch {
		case kind == classfile.RefNewInvokeSpecial:
			what = "constructor: " + member
			if ty.ret.Descriptor() == "V" {
				m = refc.DeclaredMethod(name, ty.desc())
			}
		case refc.IsInterface():
			m = resolveInterfaceMethod(refc, name, ty.desc())
		default:
			m = resolveMethod(refc, name, ty.desc())
		}
		if m == nil {
			t.ThrowNew("java/lang/NoSuchMethodException", "no such "+what)
			return nothing
		}
		if m.IsStatic() != (kind == classfile.RefInvokeStatic) {
			t.ThrowNew("java/lang/IllegalAccessException", "no such "+what)
			return nothing
		}
		if !t.memberAccess(lookup, m.Class, m.Flags, methodString(m.Class, name, ty, reported), true) {
			return nothing
		}
		n := &mhNode{member: m, typ: ty, varargs: m.Flags&classfile.AccVarargs != 0}
		switch kind {
		case classfile.RefInvokeStatic:
			n.kind = mhStatic
			return Ref(t.vm.newHandle(t.node(n), mtObj, nil))
		case classfile.RefNewInvokeSpecial:
			n.kind, n.typ.ret = mhConstructor, refc
		case classfile.RefInvokeVirtual:
			n.kind, n.typ = mhVirtual, ty.with(0, 0, refc)
		case classfile.RefInvokeSpecial:
			lc, modes := lookupOf(lookup)
			if !t.nullCheck(a[4].R) {
				return nothing
			}
			caller := ClassOf(a[4].R)
			if modes != lookupTrusted && (modes&lookupPrivate == 0 || caller != lc) {
				t.ThrowNew("java/lang/IllegalAccessException", "no private access for invokespecial: "+classString(caller)+", from "+classString(lc))
				return nothing
			}
			if !m.IsPrivate() && m.Class != caller {
				n.member = selectSpecial(caller, refc, m)
			}
			n.kind, n.typ = mhSpecial, ty.with(0, 0, caller)
		}
		return t.returnHandle(t.node(n), nil)
	}
}

// lookupFindField replaces Lookup.findGetter, findSetter,
// findStaticGetter and findStaticSetter.
func lookupFindField(kind uint8) Native {
	return func(t *Thread, a []Value) Value {
		lookup, refcObj, nameObj, typeObj := a[0].R, a[1].R, a[2].R, a[3].R
		if !t.nullCheck(refcObj) || !t.nullCheck(nameObj) || !t.nullCheck(typeObj) {
			return nothing
		}
		refc, name, typ := ClassOf(refcObj), t.vm.GoString(nameObj), ClassOf(typeObj)
		if !t.classAccess(lookup, refc) {
			return nothing
		}
		static := kind == classfile.RefGetStatic || kind == classfile.RefPutStatic
		what := func(c *Class, k uint8) string {
			return c.JavaName() + "." + name + "/" + typ.JavaName() + "/" + refKindNames[k]
		}
		f := lookupField(refc, name, typ.Descriptor())
		if f == nil {
			t.ThrowNew("java/lang/NoSuchFieldException", "no such field: "+what(refc, kind))
			return nothing
		}
		if f.IsStatic() != static {
			actual, expected := classfile.RefGetStatic, "non-static"
			if static {
				actual, expected = classfile.RefGetField, "static"
			}
			lc, _ := lookupOf(lookup)
			t.ThrowNew("java/lang/IllegalAccessException", "expected a "+expected+" field: "+what(f.Class, uint8(actual))+", from "+classString(lc))
			return nothing
		}
		write := kind == classfile.RefPutField || kind == classfile.RefPutStatic
		if !t.finalWriteAccess(lookup, f, write) || !t.memberAccess(lookup, f.Class, f.Flags, what(f.Class, kind), false) {
			return nothing
		}
		return t.fieldHandle(f, refc, write)
	}
}

// finalWriteAccess checks, before the member's access (as
// Lookup.checkAccess does), that a lookup that is not trusted asks for no
// setter of a final field. It throws IllegalAccessException and reports
// false if it does.
func (t *Thread) finalWriteAccess(lookup *Object, f *Field, write bool) bool {
	if _, modes := lookupOf(lookup); !write || f.Flags&classfile.AccFinal == 0 || modes == lookupTrusted {
		return true
	}
	t.ThrowNew("java/lang/IllegalAccessException", "unexpected set of a final field: "+fieldString(f, f.Class, fieldKind(f, true))+", from "+lookupString(lookup))
	return false
}

// fieldHandle returns a getter or setter of f (refc its receiver type).
func (t *Thread) fieldHandle(f *Field, refc *Class, write bool) Value {
	n := t.fieldNode(f, refc, write)
	if n == nil {
		return nothing
	}
	return t.returnHandle(n, nil)
}

// fieldNode is the node of a getter or setter of f (refc its receiver
// type), unchecked: nil with t.exc set if f's type cannot be loaded.
func (t *Thread) fieldNode(f *Field, refc *Class, write bool) *mhNode {
	typ := t.loadDescFor(f.Class, f.Desc)
	if typ == nil {
		return nil
	}
	n := &mhNode{kind: mhGetter, field: f, typ: mhType{ret: typ}}
	if !f.IsStatic() {
		n.typ.params = []*Class{refc}
	}
	if write {
		n.kind, n.typ = mhSetter, mhType{params: append(n.typ.params, typ), ret: t.vm.loader.Primitive('V')}
	}
	return t.node(n)
}

// lookupBind replaces Lookup.bind: findVirtual in the receiver's class,
// bound to the receiver.
func lookupBind(t *Thread, a []Value) Value {
	lookup, recv, nameObj, mtObj := a[0].R, a[1].R, a[2].R, a[3].R
	if !t.nullCheck(recv) || !t.nullCheck(nameObj) || !t.nullCheck(mtObj) {
		return nothing
	}
	refc, name, ty := recv.Class, t.vm.GoString(nameObj), methodTypeOf(mtObj)
	if !t.classAccess(lookup, refc) {
		return nothing
	}
	m := resolveMethod(refc, name, ty.desc())
	what := "method: " + methodString(refc, name, ty, classfile.RefInvokeVirtual)
	switch {
	case m == nil:
		t.ThrowNew("java/lang/NoSuchMethodException", "no such "+what)
		return nothing
	case m.IsStatic():
		t.ThrowNew("java/lang/IllegalAccessException", "no such "+what)
		return nothing
	case !t.memberAccess(lookup, m.Class, m.Flags, methodString(m.Class, name, ty, classfile.RefInvokeVirtual), true):
		return nothing
	}
	virtual := t.node(&mhNode{kind: mhVirtual, member: m, typ: ty.with(0, 0, refc)})
	n := t.node(&mhNode{kind: mhInsert, typ: ty, children: []*mhNode{virtual}, values: []*Class{refc}, varargs: m.Flags&classfile.AccVarargs != 0})
	return Ref(t.vm.newHandle(n, mtObj, []*Object{t.vm.newHandle(virtual, nil, nil), recv}))
}

// lookupUnreflect replaces Lookup.unreflect, unreflectSpecial and
// unreflectConstructor: access is checked unless the reflection object's
// setAccessible(true) suppressed checks.
func lookupUnreflect(special bool) Native {
	return func(t *Thread, a []Value) Value {
		lookup, obj := a[0].R, a[1].R
		if !t.nullCheck(obj) {
			return nothing
		}
		m := t.vm.reflectedMethod(obj)
		ty := mhType{ret: t.loadDescFor(m.Class, m.Ret)}
		for _, p := range m.Params {
			ty.params = append(ty.params, t.loadDescFor(m.Class, p))
		}
		if t.exc != nil {
			return nothing
		}
		kind := classfile.RefInvokeVirtual
		switch {
		case m.Name == "<init>":
			kind = classfile.RefNewInvokeSpecial
		case m.IsStatic():
			kind = classfile.RefInvokeStatic
		case special:
			kind = classfile.RefInvokeSpecial
		}
		if !fieldNamed(obj, "override").AsBool() && !t.memberAccess(lookup, m.Class, m.Flags, methodString(m.Class, m.Name, ty, uint8(kind)), true) {
			return nothing
		}
		n := &mhNode{member: m, typ: ty, varargs: m.Flags&classfile.AccVarargs != 0}
		switch kind {
		case classfile.RefNewInvokeSpecial:
			n.kind, n.typ.ret = mhConstructor, m.Class
		case classfile.RefInvokeStatic:
			n.kind = mhStatic
		case classfile.RefInvokeSpecial:
			caller := ClassOf(a[2].R)
			if !m.IsPrivate() && m.Class != caller {
				n.member = selectSpecial(caller, m.Class, m)
			}
			n.kind, n.typ = mhSpecial, ty.with(0, 0, caller)
		default:
			n.kind, n.typ = mhVirtual, ty.with(0, 0, m.Class)
		}
		return t.returnHandle(t.node(n), nil)
	}
}

// lookupUnreflectField replaces Lookup.unreflectGetter and unreflectSetter.
// A Field whose setAccessible(true) suppressed checks is unreflected with
// the trusted lookup, whose setter may write a final field unless it is
// trusted-final (static, or of a record or hidden class), as Field.set
// may.
func lookupUnreflectField(write bool) Native {
	return func(t *Thread, a []Value) Value {
		lookup, obj := a[0].R, a[1].R
		if !t.nullCheck(obj) {
			return nothing
		}
		f := t.vm.reflectedField(obj)
		if write && f.Flags&classfile.AccFinal != 0 && fieldNamed(obj, "trustedFinal").AsBool() {
			msg := "final field has no write access: "
			if f.IsStatic() {
				msg = "static " + msg
			}
			t.ThrowNew("java/lang/IllegalAccessException", msg+fieldString(f, f.Class, fieldKind(f, true))+", from "+lookupString(lookup))
			return nothing
		}
		if !fieldNamed(obj, "override").AsBool() && (!t.finalWriteAccess(lookup, f, write) || !t.memberAccess(lookup, f.Class, f.Flags, fieldString(f, f.Class, fieldKind(f, write)), false)) {
			return nothing
		}
		return t.fieldHandle(f, f.Class, write)
	}
}

// handlesPrivateLookupIn replaces MethodHandles.privateLookupIn, whose
// Java code checks modules, which jcheck does not give classes (every
// class it runs is in the unnamed module, which may access every other
// one): a lookup in the class with private access but not the original
// one's (Lookup.ORIGINAL).
func handlesPrivateLookupIn(t *Thread, a []Value) Value {
	target, caller := a[0].R, a[1].R
	if !t.nullCheck(target) || !t.nullCheck(caller) {
		return nothing
	}
	c := ClassOf(target)
	if c.Primitive || c.IsArray() {
		t.ThrowNew("java/lang/IllegalArgumentException", c.JavaName()+" is a primitive or array class")
		return nothing
	}
	if _, modes := lookupOf(caller); modes&lookupPrivate == 0 {
		t.ThrowNew("java/lang/IllegalAccessException", "caller does not have PRIVATE lookup mode")
		return nothing
	}
	lc := t.vm.must("java/lang/invoke/MethodHandles$Lookup")
	o := t.vm.NewObject(lc)
	setFieldNamed(o, "lookupClass", Ref(target))
	setFieldNamed(o, "allowedModes", Int(lookupPublic|lookupPrivate|lookupProtected|lookupPackage|lookupModule))
	return Ref(o)
}

// --- MethodHandle ------------------------------------------------------------

// handleAsType replaces MethodHandle.asTypeUncached (asType once the
// cache missed): the adapted handle, remembered in asTypeCache.
func handleAsType(t *Thread, a []Value) Value {
	if !t.nullCheck(a[1].R) {
		return nothing
	}
	r := t.asType(a[0].R, a[1].R)
	if r.R != nil {
		setFieldNamed(a[0].R, "asTypeCache", r)
	}
	return r
}

// asType adapts handle h to the MethodType mt.
func (t *Thread) asType(h, mt *Object) Value {
	n := t.handle(h)
	an := t.adaptNode(n, methodTypeOf(mt))
	if an == nil {
		return nothing
	}
	if an == n {
		return Ref(h)
	}
	r := t.wrapHandle(an, n, h)
	setFieldNamed(r, "type", Ref(mt))
	return Ref(r)
}

// handleBindTo replaces MethodHandle.bindTo.
func handleBindTo(t *Thread, a []Value) Value {
	h, x := a[0].R, a[1].R
	n := t.handle(h)
	if len(n.typ.params) == 0 || n.typ.params[0].Primitive {
		t.ThrowNew("java/lang/IllegalArgumentException", "no leading reference parameter")
		return nothing
	}
	p := n.typ.params[0]
	if x != nil && !x.Class.AssignableTo(p) {
		t.ThrowNew("java/lang/ClassCastException", "Cannot cast "+x.Class.JavaName()+" to "+p.JavaName())
		return nothing
	}
	fixed := t.withVarargs(n, false)
	b := t.node(&mhNode{kind: mhInsert, typ: n.typ.with(0, 1), children: []*mhNode{fixed}, values: []*Class{p}})
	return t.returnHandle(b, []*Object{t.wrapHandle(fixed, n, h), x})
}

// arrayAdapterArgs reads the arguments of asSpreader and asCollector
// (int pos, Class arrayType, int count, after the handle), throwing as
// the JDK does when the class is null or no array class.
func (t *Thread) arrayAdapterArgs(a []Value) (h *Object, n *mhNode, pos int, array *Class, count int, ok bool) {
	h, pos, arrObj, count := a[0].R, int(a[1].AsInt()), a[2].R, int(a[3].AsInt())
	if !t.nullCheck(arrObj) {
		return nil, nil, 0, nil, 0, false
	}
	n, array = t.handle(h), ClassOf(arrObj)
	if !array.IsArray() {
		t.ThrowNew("java/lang/IllegalArgumentException", "not an array type: "+array.JavaName())
		return nil, nil, 0, nil, 0, false
	}
	return h, n, pos, array, count, true
}

// handleAsSpreader replaces MethodHandle.asSpreader(int, Class, int).
func handleAsSpreader(t *Thread, a []Value) Value {
	h, n, pos, array, count, ok := t.arrayAdapterArgs(a)
	if !ok {
		return nothing
	}
	switch {
	case count < 0 || pos < 0 || pos+count > len(n.typ.params):
		t.ThrowNew("java/lang/IllegalArgumentException", "bad spread array length")
		return nothing
	}
	for _, p := range n.typ.params[pos : pos+count] {
		if !t.vm.canConvert(array.Component, p) {
			t.ThrowNew("java/lang/IllegalArgumentException", "array type not assignable to argument: MethodHandle"+n.typ.String()+", "+classString(array))
			return nothing
		}
	}
	fixed := t.withVarargs(n, false)
	s := t.node(&mhNode{kind: mhSpread, typ: n.typ.with(pos, pos+count, array), children: []*mhNode{fixed}, pos: pos, count: count, array: array})
	return t.returnHandle(s, []*Object{t.wrapHandle(fixed, n, h)})
}

// handleAsCollector replaces MethodHandle.asCollector(int, Class, int).
func handleAsCollector(t *Thread, a []Value) Value {
	h, n, pos, array, count, ok := t.arrayAdapterArgs(a)
	if !ok {
		return nothing
	}
	switch {
	case count < 0 || pos < 0 || pos >= len(n.typ.params):
		t.ThrowNew("java/lang/IllegalArgumentException", "bad collect position")
		return nothing
	case !array.AssignableTo(n.typ.params[pos]):
		t.ThrowNew("java/lang/IllegalArgumentException", "array type not assignable to argument: MethodHandle"+n.typ.String()+", "+classString(array))
		return nothing
	}
	fixed := t.withVarargs(n, false)
	c := t.collector(fixed, pos, count, array)
	return t.returnHandle(c, []*Object{t.wrapHandle(fixed, n, h)})
}

// handleAsFixedArity replaces MethodHandle.asFixedArity.
func handleAsFixedArity(t *Thread, a []Value) Value {
	h := a[0].R
	n := t.handle(h)
	if !n.varargs {
		return Ref(h)
	}
	return Ref(t.vm.newHandle(t.withVarargs(n, false), fieldNamed(h, "type").R, handleRefs(h)))
}

// handleInvokeWithArguments replaces MethodHandle.invokeWithArguments:
// the handle adapted to the generic type of the arguments' count (as
// invoke would), spread from the array, and called.
func handleInvokeWithArguments(t *Thread, a []Value) Value {
	h, args := a[0].R, a[1].R
	n := t.handle(h)
	count := 0
	if args != nil {
		count = args.Length()
	}
	obj := t.vm.wk.object
	generic := mhType{params: make([]*Class, count), ret: obj}
	for i := range generic.params {
		generic.params[i] = obj
	}
	an := t.adaptNode(n, generic)
	if an == nil {
		return nothing
	}
	array := t.vm.ArrayClass("Ljava/lang/Object;")
	s := t.node(&mhNode{kind: mhSpread, typ: mhType{params: []*Class{array}, ret: obj}, children: []*mhNode{an}, count: count, array: array})
	sh := t.vm.newHandle(s, nil, []*Object{t.wrapHandle(an, n, h)})
	t.callFromNative(s.entry, []Value{Ref(sh), Ref(args)}, func(t *Thread, r Value, exc *Object) Value {
		if exc != nil {
			t.Throw(exc)
		}
		return r
	})
	return nothing
}

// --- MethodHandles combinators --------------------------------------------------

// handleArg checks a handle argument of a combinator as the JDK's code
// does, by asking its type first: NullPointerException with the helpful
// message naming the parameter if it is null.
func (t *Thread) handleArg(h *Object, param string) bool {
	if h == nil {
		t.ThrowNew("java/lang/NullPointerException", "Cannot invoke \"java.lang.invoke.MethodHandle.type()\" because \""+param+"\" is null")
		return false
	}
	return true
}

// illegalArgument throws IllegalArgumentException with the message
// MethodHandleStatics.newIllegalArgumentException(msg, a, b) gives.
func (t *Thread) illegalArgument(msg string, objs ...string) {
	for i, o := range objs {
		if i == 0 {
			msg += ": " + o
		} else {
			msg += ", " + o
		}
	}
	t.ThrowNew("java/lang/IllegalArgumentException", msg)
}

// handlesDropArguments replaces MethodHandles.dropArguments0 of JDK 17
// (behind dropArguments and dropArgumentsToMatch); the types come as a
// List, read with toArray.
func handlesDropArguments(t *Thread, a []Value) Value {
	h, pos, list := a[0].R, int(a[1].AsInt()), a[2].R
	if !t.handleArg(h, "target") || !t.nullCheck(list) {
		return nothing
	}
	toArray := t.selectMethod(list.Class, mustMethod(t.vm.must("java/util/List"), "toArray", "()[Ljava/lang/Object;"), true)
	if toArray == nil {
		return nothing
	}
	t.callFromNative(toArray, []Value{Ref(list)}, func(t *Thread, r Value, exc *Object) Value {
		if exc != nil {
			t.Throw(exc)
			return nothing
		}
		return t.dropArguments(h, pos, list, r.R.Array.([]*Object))
	})
	return nothing
}

// dropArguments returns handle h with the arguments of the given types
// (Class mirrors, elems of valueTypes, the List or array the JDK passes)
// added at pos and ignored, which dropArguments0 (JDK 17) and
// dropArgumentsTrusted (JDK 25) make: the position is checked first
// (dropArgumentChecks), then the types (MethodType.insertParameterTypes).
func (t *Thread) dropArguments(h *Object, pos int, valueTypes *Object, elems []*Object) Value {
	n := t.handle(h)
	if outargs := len(n.typ.params); pos < 0 || pos > outargs {
		// The message ends with Arrays.asList(oldType, pos, valueTypes,
		// inargs, outargs), whose toString is Arrays.toString's.
		ints := func(v int) *Object { return t.vm.newBox('I', Int(int32(v))) }
		details := []*Object{fieldNamed(h, "type").R, ints(pos), valueTypes, ints(outargs + len(elems)), ints(outargs)}
		toString := mustMethod(t.vm.must("java/util/Arrays"), "toString", "([Ljava/lang/Object;)Ljava/lang/String;")
		t.callFromNative(toString, []Value{Ref(t.vm.NewObjectArray(t.vm.wk.object, details))}, func(t *Thread, r Value, exc *Object) Value {
			if exc != nil {
				t.Throw(exc)
				return nothing
			}
			t.illegalArgument("no argument type to remove" + t.vm.GoString(r.R))
			return nothing
		})
		return nothing
	}
	types := make([]*Class, len(elems))
	for i, e := range elems {
		if !t.nullCheck(e) {
			return nothing
		}
		if types[i] = ClassOf(e); types[i] == nil || types[i].Descriptor() == "V" {
			t.illegalArgument("parameter type cannot be void")
			return nothing
		}
	}
	if len(types) == 0 {
		return Ref(h)
	}
	d := t.node(&mhNode{kind: mhDrop, typ: n.typ.with(pos, pos, types...), children: []*mhNode{n}, pos: pos, count: len(types)})
	return t.returnHandle(d, []*Object{h})
}

// zeroHandle returns a handle that returns the zero value of c (null,
// or nothing if c is void): MethodHandles.zero and empty.
func (t *Thread) zeroHandle(c *Class) Value {
	return t.returnHandle(t.node(&mhNode{kind: mhZero, typ: mhType{ret: c}}), nil)
}

// handlesConstant replaces MethodHandleImpl.makeConstantReturning(type,
// value) of JDK 25, behind MethodHandles.constant and zero: the value is
// converted by the JDK's own code, Wrapper.convert for a primitive type
// and Class.cast otherwise (with their exceptions), and bound to
// identity(type), as JDK 17's MethodHandles.constant did.
func handlesConstant(t *Thread, a []Value) Value {
	mirror, value := a[0].R, a[1].R
	c := ClassOf(mirror)
	bind := func(t *Thread, v Value, exc *Object) Value {
		if exc != nil {
			t.Throw(exc)
			return nothing
		}
		id := t.node(&mhNode{kind: mhIdentity, typ: mhType{params: []*Class{c}, ret: c}})
		n := t.node(&mhNode{kind: mhInsert, typ: mhType{ret: c}, children: []*mhNode{id}, values: []*Class{c}})
		return t.returnHandle(n, []*Object{t.vm.newHandle(id, nil, nil), v.R})
	}
	if !c.Primitive {
		t.callFromNative(mustMethod(t.vm.wk.class, "cast", "(Ljava/lang/Object;)Ljava/lang/Object;"), []Value{Ref(mirror), Ref(value)}, bind)
		return nothing
	}
	wc := t.vm.must("sun/invoke/util/Wrapper")
	return t.initThen(wc, func() Value {
		forType := mustMethod(wc, "forPrimitiveType", "(Ljava/lang/Class;)Lsun/invoke/util/Wrapper;")
		t.callFromNative(forType, []Value{Ref(mirror)}, func(t *Thread, w Value, exc *Object) Value {
			if exc != nil {
				t.Throw(exc)
				return nothing
			}
			convert := mustMethod(wc, "convert", "(Ljava/lang/Object;Ljava/lang/Class;)Ljava/lang/Object;")
			t.callFromNative(convert, []Value{w, Ref(value), Ref(mirror)}, bind)
			return nothing
		})
		return nothing
	})
}

// handlesInsertArguments replaces MethodHandles.insertArguments: each
// value is converted to its parameter's type now (ClassCastException if
// it cannot be).
func handlesInsertArguments(t *Thread, a []Value) Value {
	h, pos, valuesObj := a[0].R, int(a[1].AsInt()), a[2].R
	if !t.handleArg(h, "target") || !t.nullCheck(valuesObj) {
		return nothing
	}
	n := t.handle(h)
	values := valuesObj.Array.([]*Object)
	if pos < 0 || pos+len(values) > len(n.typ.params) {
		t.illegalArgument("too many values to insert")
		return nothing
	}
	if len(values) == 0 {
		return Ref(h)
	}
	fixed := t.withVarargs(n, false)
	refs := []*Object{t.wrapHandle(fixed, n, h)}
	for i, v := range values {
		p := n.typ.params[pos+i]
		switch {
		case p.Primitive:
			if !t.nullCheck(v) {
				return nothing
			}
			kind, bits := unboxObject(v)
			w, ok := widenValue(bits, kind, p.Elem)
			if kind == 0 || !ok {
				t.ThrowNew("java/lang/ClassCastException", "class "+javaName(wrapperClass(string(p.Elem)))+" is not compatible with class "+v.Class.JavaName())
				return nothing
			}
			v = t.vm.newBox(p.Elem, w)
		case v != nil && !v.Class.AssignableTo(p):
			t.ThrowNew("java/lang/ClassCastException", "Cannot cast "+v.Class.JavaName()+" to "+p.JavaName())
			return nothing
		}
		refs = append(refs, v)
	}
	ins := t.node(&mhNode{kind: mhInsert, typ: n.typ.with(pos, pos+len(values)), children: []*mhNode{fixed}, values: n.typ.params[pos : pos+len(values)], pos: pos})
	return t.returnHandle(ins, refs)
}

// handlesFilterReturnValue replaces MethodHandles.filterReturnValue.
func handlesFilterReturnValue(t *Thread, a []Value) Value {
	target, filter := a[0].R, a[1].R
	if !t.handleArg(target, "target") || !t.handleArg(filter, "filter") {
		return nothing
	}
	tn, fn := t.handle(target), t.handle(filter)
	ret := tn.typ.ret
	fits := len(fn.typ.params) == 1 && fn.typ.params[0] == ret
	if ret.Descriptor() == "V" {
		fits = len(fn.typ.params) == 0
	}
	if !fits {
		t.illegalArgument("target and filter types do not match", tn.typ.String(), fn.typ.String())
		return nothing
	}
	n := t.node(&mhNode{kind: mhFilterReturn, typ: mhType{params: tn.typ.params, ret: fn.typ.ret}, children: []*mhNode{tn, fn}})
	return t.returnHandle(n, []*Object{target, filter})
}

// handlesFilterArguments replaces MethodHandles.filterArguments (and
// filterArgument, the JDK's own one-filter form): one filtering node per
// filter that is not null.
func handlesFilterArguments(t *Thread, a []Value) Value {
	target, pos, filtersObj := a[0].R, int(a[1].AsInt()), a[2].R
	if !t.handleArg(target, "target") || !t.nullCheck(filtersObj) {
		return nothing
	}
	filters := filtersObj.Array.([]*Object)
	tn := t.handle(target)
	if pos < 0 || pos+len(filters) > len(tn.typ.params) {
		t.illegalArgument("too many filters")
		return nothing
	}
	h, n := target, tn
	for i, filter := range filters {
		if filter == nil {
			continue
		}
		fn := t.handle(filter)
		p := pos + i
		if len(fn.typ.params) != 1 || fn.typ.ret != n.typ.params[p] {
			t.illegalArgument("target and filter types do not match", "MethodHandle"+tn.typ.String(), "MethodHandle"+fn.typ.String())
			return nothing
		}
		n = t.node(&mhNode{kind: mhFilterArgument, typ: n.typ.with(p, p+1, fn.typ.params[0]), children: []*mhNode{n, fn}, pos: p})
		h = t.vm.newHandle(n, nil, []*Object{h, filter})
	}
	if h == target {
		return Ref(target)
	}
	return t.returnHandle(n, handleRefs(h))
}

// invoker is the node of MethodHandles.exactInvoker or invoker of type ty.
func (t *Thread) invoker(ty mhType, exact bool) *mhNode {
	return t.node(&mhNode{kind: mhInvoker, typ: ty.with(0, 0, t.vm.must("java/lang/invoke/MethodHandle")), exact: exact})
}

// handlesInvoker replaces MethodHandles.exactInvoker and invoker.
func handlesInvoker(exact bool) Native {
	return func(t *Thread, a []Value) Value {
		if !t.nullCheck(a[0].R) {
			return nothing
		}
		return t.returnHandle(t.invoker(methodTypeOf(a[0].R), exact), nil)
	}
}

// handlesArrayAccessor replaces MethodHandleImpl.makeArrayElementAccessor
// (behind MethodHandles.arrayElementGetter, arrayElementSetter and
// arrayLength).
func handlesArrayAccessor(t *Thread, a []Value) Value {
	if !t.nullCheck(a[0].R) {
		return nothing
	}
	array := ClassOf(a[0].R)
	if !array.IsArray() {
		t.illegalArgument("not an array: " + classString(array))
		return nothing
	}
	n := &mhNode{array: array}
	intc, voidc := t.vm.loader.Primitive('I'), t.vm.loader.Primitive('V')
	switch access := t.vm.GoString(fieldNamed(a[1].R, "name").R); access {
	case "GET":
		n.kind, n.typ = mhArrayGet, mhType{params: []*Class{array, intc}, ret: array.Component}
	case "SET":
		n.kind, n.typ = mhArraySet, mhType{params: []*Class{array, intc, array.Component}, ret: voidc}
	case "LENGTH":
		n.kind, n.typ = mhArrayLength, mhType{params: []*Class{array}, ret: intc}
	default:
		unsupported("array element access %s through a method handle", access)
	}
	return t.returnHandle(t.node(n), nil)
}

// handlesPermuteArguments replaces MethodHandles.permuteArguments.
func handlesPermuteArguments(t *Thread, a []Value) Value {
	target, mtObj, reorderObj := a[0].R, a[1].R, a[2].R
	if !t.handleArg(target, "target") || !t.nullCheck(mtObj) || !t.nullCheck(reorderObj) {
		return nothing
	}
	tn, ty := t.handle(target), methodTypeOf(mtObj)
	reorder := make([]int, reorderObj.Length())
	for i, r := range reorderObj.Array.([]int32) {
		reorder[i] = int(r)
	}
	if len(reorder) != len(tn.typ.params) {
		t.illegalArgument("old type parameter count and reorder array length do not match", tn.typ.String(), "["+joinInts(reorder)+"]")
		return nothing
	}
	if ty.ret != tn.typ.ret {
		t.illegalArgument("return types do not match", tn.typ.String(), ty.String())
		return nothing
	}
	for i, r := range reorder {
		if r < 0 || r >= len(ty.params) {
			t.illegalArgument("index is out of bounds for new type", itoa(r), ty.String())
			return nothing
		}
		if ty.params[r] != tn.typ.params[i] {
			t.illegalArgument("parameter types do not match after reorder", tn.typ.String(), ty.String())
			return nothing
		}
	}
	n := t.node(&mhNode{kind: mhPermute, typ: ty, children: []*mhNode{tn}, reorder: reorder})
	return Ref(t.vm.newHandle(n, mtObj, []*Object{target}))
}

// joinInts is Arrays.toString's inside for ints.
func joinInts(v []int) string {
	s := ""
	for i, x := range v {
		if i > 0 {
			s += ", "
		}
		s += itoa(x)
	}
	return s
}

// handlesFoldArguments replaces MethodHandles.foldArguments(target, pos,
// combiner): the combiner runs on the arguments at pos, and its result
// (unless void) is inserted there for the target.
func handlesFoldArguments(t *Thread, a []Value) Value {
	target, pos, combiner := a[0].R, int(a[1].AsInt()), a[2].R
	if !t.handleArg(target, "target") || !t.handleArg(combiner, "combiner") {
		return nothing
	}
	tn, cn := t.handle(target), t.handle(combiner)
	vals := 1
	if cn.typ.ret.Descriptor() == "V" {
		vals = 0
	}
	after := pos + vals
	ok := pos >= 0 && len(tn.typ.params) >= after+len(cn.typ.params)
	for i := 0; ok && i < len(cn.typ.params); i++ {
		ok = cn.typ.params[i] == tn.typ.params[after+i]
	}
	if ok && vals != 0 {
		ok = cn.typ.ret == tn.typ.params[pos]
	}
	if !ok {
		t.ThrowNew("java/lang/IllegalArgumentException", "target and combiner types must match: "+tn.typ.String()+" != "+cn.typ.String())
		return nothing
	}
	n := t.node(&mhNode{kind: mhFold, typ: tn.typ.with(pos, after), children: []*mhNode{tn, cn}, pos: pos})
	return t.returnHandle(n, []*Object{target, combiner})
}

// handlesCollectArguments replaces MethodHandles.collectArguments(target,
// pos, filter): the filter takes the arguments at pos, and its result
// (unless void) is the target's argument there.
func handlesCollectArguments(t *Thread, a []Value) Value {
	target, pos, filter := a[0].R, int(a[1].AsInt()), a[2].R
	if !t.handleArg(target, "target") || !t.handleArg(filter, "filter") {
		return nothing
	}
	tn, fn := t.handle(target), t.handle(filter)
	drop := 1
	if fn.typ.ret.Descriptor() == "V" {
		drop = 0
	}
	if pos < 0 || pos+drop > len(tn.typ.params) || drop == 1 && fn.typ.ret != tn.typ.params[pos] {
		t.illegalArgument("target and filter types do not match", tn.typ.String(), fn.typ.String())
		return nothing
	}
	n := t.node(&mhNode{kind: mhCollectArguments, typ: tn.typ.with(pos, pos+drop, fn.typ.params...), children: []*mhNode{tn, fn}, pos: pos})
	return t.returnHandle(n, []*Object{target, filter})
}

// listArrays reads lists with List.toArray (Java calls) and continues
// with their elements.
func (t *Thread) listArrays(lists []*Object, done [][]*Object, k func([][]*Object) Value) Value {
	if len(lists) == 0 {
		return k(done)
	}
	list := lists[0]
	toArray := t.selectMethod(list.Class, mustMethod(t.vm.must("java/util/List"), "toArray", "()[Ljava/lang/Object;"), true)
	if toArray == nil {
		return nothing
	}
	t.callFromNative(toArray, []Value{Ref(list)}, func(t *Thread, r Value, exc *Object) Value {
		if exc != nil {
			t.Throw(exc)
			return nothing
		}
		return t.listArrays(lists[1:], append(done, r.R.Array.([]*Object)), k)
	})
	return nothing
}

// handlesTryFinally replaces MethodHandleImpl.makeTryFinally, behind
// MethodHandles.tryFinally, which matched the cleanup's parameters to the
// target's.
func handlesTryFinally(t *Thread, a []Value) Value {
	target, cleanup := t.handle(a[0].R), t.handle(a[1].R)
	n := t.node(&mhNode{kind: mhTryFinally, typ: target.typ, children: []*mhNode{target, cleanup}})
	return t.returnHandle(n, []*Object{a[0].R, a[1].R})
}

// handlesLoop replaces MethodHandleImpl.makeLoop, behind MethodHandles.loop
// (and countedLoop, whileLoop, doWhileLoop, iteratedLoop), which filled in
// the omitted functions and gave each its full parameter list.
func handlesLoop(t *Thread, a []Value) Value {
	ret := ClassOf(a[0].R)
	return t.listArrays([]*Object{a[2].R, a[3].R, a[4].R, a[5].R}, nil, func(fns [][]*Object) Value {
		var refs []*Object
		var children []*mhNode
		for _, list := range fns {
			for _, h := range list {
				refs = append(refs, h)
				children = append(children, t.handle(h))
			}
		}
		clauses := len(fns[0])
		n := t.node(&mhNode{kind: mhLoop, typ: mhType{params: children[0].typ.params, ret: ret}, children: children, count: clauses})
		return t.returnHandle(n, refs)
	})
}

// handlesSpreadInvoker replaces MethodHandles.spreadInvoker(type, k): an
// invoker of type whose arguments after the first k come in an Object[].
func handlesSpreadInvoker(t *Thread, a []Value) Value {
	if !t.nullCheck(a[0].R) {
		return nothing
	}
	ty, k := methodTypeOf(a[0].R), int(a[1].AsInt())
	if k < 0 || k > len(ty.params) {
		t.illegalArgument("bad argument count " + itoa(k))
		return nothing
	}
	inv := t.invoker(ty, false)
	array := t.vm.ArrayClass("Ljava/lang/Object;")
	count := len(ty.params) - k
	obj := t.vm.wk.object
	generic := make([]*Class, count)
	for i := range generic {
		generic[i] = obj
	}
	// The invoker takes the spread arguments as Objects, as invoke would.
	conv := t.node(&mhNode{kind: mhConvert, typ: inv.typ.with(1+k, len(inv.typ.params), generic...), children: []*mhNode{inv}})
	s := t.node(&mhNode{kind: mhSpread, typ: conv.typ.with(1+k, len(conv.typ.params), array), children: []*mhNode{conv}, pos: 1 + k, count: count, array: array})
	return t.returnHandle(s, []*Object{t.vm.newHandle(conv, nil, []*Object{t.vm.newHandle(inv, nil, nil)})})
}
