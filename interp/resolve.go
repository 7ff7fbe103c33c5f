package interp

import (
	"errors"
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// loadClass loads a class for the running code; a failure becomes the
// Java error the JVM would throw (NoClassDefFoundError and friends).
func (t *Thread) loadClass(name string) *Class {
	c, err := t.vm.loader.Load(name)
	if err != nil {
		t.exc = t.vm.loadError(err)
		return nil
	}
	return c
}

// loadError turns a LoadError into the Java error it stands for. A
// malformed or unreadable class file is not the program's fault but its
// input's: it ends the execution with a FatalError naming the file.
func (vm *VM) loadError(err error) *Object {
	var le *LoadError
	if !errors.As(err, &le) {
		fatalf("%v", err)
	}
	switch le.Kind {
	case "ClassFormatError", "UnsupportedClassVersionError":
		fatalf("java.lang.%s: %v", le.Kind, le.Err)
	case "NoClassDefFoundError":
		if le.NotFound() {
			vm.missingClass = le
			return vm.newThrowable("java/lang/NoClassDefFoundError", le.Class)
		}
		if le.Unreadable {
			fatalf("%v", le.Err)
		}
	}
	return vm.newThrowable("java/lang/"+le.Kind, le.Error())
}

// resolveField resolves the field reference of a get/put instruction
// (JVMS §5.4.3.2) and rewrites the instruction to its quick form.
func (t *Thread) resolveField(m *Method, in *instr) bool {
	pool := m.Class.File.Pool
	cls, name, desc := pool.MemberRef(uint16(in.k))
	c := t.loadClassFor(m.Class, cls)
	if c == nil {
		return false
	}
	f := lookupField(c, name, desc)
	if f == nil {
		t.exc = t.vm.newThrowable("java/lang/NoSuchFieldError", name)
		return false
	}
	static := in.op == classfile.Getstatic || in.op == classfile.Putstatic
	if f.IsStatic() != static {
		kind := "non-static"
		if static {
			kind = "static"
		}
		t.exc = t.vm.newThrowable("java/lang/IncompatibleClassChangeError", "Expected "+kind+" field "+c.JavaName()+"."+name)
		return false
	}
	switch in.op {
	case classfile.Getstatic:
		in.op, in.ref = opGetstaticQ, f
	case classfile.Putstatic:
		in.op, in.ref = opPutstaticQ, f
	case classfile.Getfield:
		if f.visible() {
			in.op, in.ref = opGetfieldVolatileQ, f
			return true
		}
		in.op, in.a, in.k = opGetfieldQ, int32(f.Slot), finalFlag(f)
		if f.Wide() {
			in.op = opGetfield2Q
		}
	case classfile.Putfield:
		if f.visible() {
			in.op, in.ref = opPutfieldVolatileQ, f
			return true
		}
		in.op, in.a, in.k = opPutfieldQ, int32(f.Slot), finalFlag(f)
		if f.Wide() {
			in.op = opPutfield2Q
		}
	}
	return true
}

// finalFlag is what a quickened instance-field instruction keeps in k: 1
// for a final field, else 0. Reads of final fields are not observed (the
// field is immutable once the object is constructed; Stoller 2002 §8.1
// does not intercept them) unless the object was shared when one of its
// final fields was written: then the constructor let the object escape,
// and its final fields race like any other.
func finalFlag(f *Field) int64 {
	if f.Flags&classfile.AccFinal != 0 {
		return 1
	}
	return 0
}

// lookupField is field lookup of JVMS §5.4.3.2: the class, then its
// superinterfaces, then its superclass, recursively.
func lookupField(c *Class, name, desc string) *Field {
	for _, f := range c.Fields {
		if f.Name == name && f.Desc == desc {
			return f
		}
	}
	for _, i := range c.Interfaces {
		if f := lookupField(i, name, desc); f != nil {
			return f
		}
	}
	if c.Super != nil {
		return lookupField(c.Super, name, desc)
	}
	return nil
}

// resolveInvoke resolves the method reference of an invoke instruction
// (JVMS §5.4.3.3, §5.4.3.4) and rewrites the instruction to its quick form.
func (t *Thread) resolveInvoke(m *Method, in *instr) bool {
	if in.op == classfile.Invokedynamic {
		return t.linkInvokeDynamic(m, in)
	}
	pool := m.Class.File.Pool
	k := uint16(in.k)
	cls, name, desc := pool.MemberRef(k)
	c := t.loadClassFor(m.Class, cls)
	if c == nil {
		return false
	}
	var r *Method
	if pool[k].Tag == classfile.TagInterfaceMethodref {
		if !c.IsInterface() {
			t.exc = t.vm.newThrowable("java/lang/IncompatibleClassChangeError", "Found class "+c.JavaName()+", but interface was expected")
			return false
		}
		r = resolveInterfaceMethod(c, name, desc)
	} else {
		if c.IsInterface() {
			t.exc = t.vm.newThrowable("java/lang/IncompatibleClassChangeError", "Found interface "+c.JavaName()+", but class was expected")
			return false
		}
		r = resolveMethod(c, name, desc)
		// A call whose descriptor happens to be the declared one
		// ((Object[])Object) is signature polymorphic too (JVMS §2.9.3).
		if (r == nil || r.IsNative() && r.Class == c) && isSignaturePolymorphic(c, name) {
			return t.linkSignaturePolymorphic(m, in, c, name, desc)
		}
	}
	if r == nil {
		t.exc = t.vm.newThrowable("java/lang/NoSuchMethodError", "'"+methodDisplayDesc(c, name, desc)+"'")
		return false
	}
	if r.IsStatic() != (in.op == classfile.Invokestatic) {
		kind := "non-static"
		if in.op == classfile.Invokestatic {
			kind = "static"
		}
		t.exc = t.vm.newThrowable("java/lang/IncompatibleClassChangeError", "Expected "+kind+" method '"+methodDisplay(r)+"'")
		return false
	}
	switch in.op {
	case classfile.Invokestatic:
		in.op, in.ref = opInvokeStaticQ, r
	case classfile.Invokespecial:
		in.op, in.ref = opInvokeSpecialQ, selectSpecial(m.Class, c, r)
	default:
		if r.IsPrivate() {
			in.op, in.ref = opInvokeSpecialQ, r
			return true
		}
		op := opInvokeVirtualQ
		if in.op == classfile.Invokeinterface {
			op = opInvokeInterfaceQ
		}
		in.op, in.ref = op, &callSite{resolved: r}
	}
	return true
}

// resolveMethod is method resolution of JVMS §5.4.3.3 for a class C.
func resolveMethod(c *Class, name, desc string) *Method {
	for k := c; k != nil; k = k.Super {
		if m := k.DeclaredMethod(name, desc); m != nil {
			return m
		}
	}
	return maximallySpecific(c, name, desc, false)
}

// resolveInterfaceMethod is interface method resolution of JVMS §5.4.3.4.
func resolveInterfaceMethod(c *Class, name, desc string) *Method {
	if m := c.DeclaredMethod(name, desc); m != nil {
		return m
	}
	if object := rootClass(c); object != nil {
		if m := object.DeclaredMethod(name, desc); m != nil && m.Flags&classfile.AccPublic != 0 && !m.IsStatic() {
			return m
		}
	}
	return maximallySpecific(c, name, desc, false)
}

// rootClass finds java.lang.Object from any class (an interface's super
// is Object).
func rootClass(c *Class) *Class {
	for c.Super != nil {
		c = c.Super
	}
	if c.Name == "java/lang/Object" {
		return c
	}
	return nil
}

// maximallySpecific returns, among the superinterfaces of c, a method with
// the name and descriptor that no other candidate's interface overrides;
// a non-abstract one if exactly one exists. With onlyConcrete it returns
// nil unless there is exactly one non-abstract maximally-specific method.
func maximallySpecific(c *Class, name, desc string, onlyConcrete bool) *Method {
	var cands []*Method
	for i := range c.allInterfaces {
		if m := i.DeclaredMethod(name, desc); m != nil && !m.IsStatic() && !m.IsPrivate() {
			cands = append(cands, m)
		}
	}
	var maximal []*Method
	for _, m := range cands {
		shadowed := false
		for _, o := range cands {
			if o != m && o.Class.Implements(m.Class) {
				shadowed = true
				break
			}
		}
		if !shadowed {
			maximal = append(maximal, m)
		}
	}
	var concrete []*Method
	for _, m := range maximal {
		if !m.IsAbstract() {
			concrete = append(concrete, m)
		}
	}
	if len(concrete) == 1 {
		return concrete[0]
	}
	if onlyConcrete || len(maximal) == 0 {
		return nil
	}
	return firstByName(maximal)
}

// firstByName picks deterministically among equally valid candidates.
func firstByName(ms []*Method) *Method {
	best := ms[0]
	for _, m := range ms[1:] {
		if m.Class.Name < best.Class.Name {
			best = m
		}
	}
	return best
}

// selectSpecial is the method selection of invokespecial (JVMS §6.5): a
// call through super of a non-constructor method starts the lookup at the
// direct superclass of the calling class.
func selectSpecial(caller, c *Class, r *Method) *Method {
	if r.Name == "<init>" || c.IsInterface() || c == caller || !caller.IsSubclassOf(c) {
		return r
	}
	for k := caller.Super; k != nil; k = k.Super {
		if m := k.DeclaredMethod(r.Name, r.Desc); m != nil && !m.IsStatic() {
			return m
		}
	}
	if m := maximallySpecific(caller.Super, r.Name, r.Desc, true); m != nil {
		return m
	}
	return r
}

// selectMethod is method selection of JVMS §5.4.6 for a receiver of class
// recv and the resolved method r, cached per class. It returns nil and
// sets t.exc if no implementation can be selected.
func (t *Thread) selectMethod(recv *Class, r *Method, iface bool) *Method {
	if m, ok := recv.selected[r]; ok {
		return m
	}
	if iface && !recv.AssignableTo(r.Class) && r.Class.Name != "java/lang/Object" {
		t.exc = t.vm.newThrowable("java/lang/IncompatibleClassChangeError", "Class "+recv.JavaName()+" does not implement the requested interface "+r.Class.JavaName())
		return nil
	}
	m := selectVirtual(recv, r)
	if m == nil {
		if cands := maximallySpecific(recv, r.Name, r.Desc, false); cands != nil && !cands.IsAbstract() {
			t.exc = t.vm.newThrowable("java/lang/IncompatibleClassChangeError", "Conflicting default methods: "+r.Name)
			return nil
		}
		t.exc = t.vm.newThrowable("java/lang/AbstractMethodError", "Receiver class "+recv.JavaName()+" does not define or inherit an implementation of the resolved method '"+methodDisplay(r)+"' of "+kindOf(r.Class)+" "+r.Class.JavaName()+".")
		return nil
	}
	recv.selected[r] = m
	return m
}

func kindOf(c *Class) string {
	if c.IsInterface() {
		return "interface"
	}
	if c.IsAbstract() {
		return "abstract class"
	}
	return "class"
}

// IsAbstract reports whether the class is abstract.
func (c *Class) IsAbstract() bool { return c.Flags&classfile.AccAbstract != 0 }

// selectVirtual finds the method a virtual call of r on an object of class
// recv runs: the first override in recv's superclass chain, else the
// single non-abstract maximally-specific interface method. nil if none.
func selectVirtual(recv *Class, r *Method) *Method {
	key := r.Name + r.Desc
	for k := recv; k != nil; k = k.Super {
		m := k.methodsByKey[key]
		if m == nil || m.IsStatic() || m.IsPrivate() && m != r {
			continue
		}
		if m == r || overrides(m, r) {
			if m.IsAbstract() {
				return nil
			}
			return m
		}
	}
	return maximallySpecific(recv, r.Name, r.Desc, true)
}

// overrides is JVMS §5.4.5: m overrides r if canOverride says so, or if
// m overrides a method of a class between them that overrides r — a
// program's InheritableThreadLocal overrides childValue, which is
// package-private in java.lang.ThreadLocal and protected in
// InheritableThreadLocal.
func overrides(m, r *Method) bool {
	if canOverride(m, r) {
		return true
	}
	for k := m.Class.Super; k != nil && k != r.Class; k = k.Super {
		if mid := k.methodsByKey[r.Name+r.Desc]; mid != nil && !mid.IsStatic() && canOverride(m, mid) && overrides(mid, r) {
			return true
		}
	}
	return false
}

// canOverride is JVMS §5.4.5 without the transitive case: m overrides r if
// r is public or protected, or package-private in m's package.
func canOverride(m, r *Method) bool {
	if r.IsPrivate() {
		return false
	}
	if r.Flags&(classfile.AccPublic|classfile.AccProtected) != 0 || r.Class.IsInterface() {
		return true
	}
	return m.Class.PackageName() == r.Class.PackageName()
}

// isSignaturePolymorphic reports whether name is a signature-polymorphic
// method of MethodHandle or VarHandle (JVMS §2.9.3).
func isSignaturePolymorphic(c *Class, name string) bool {
	if c.Name != "java/lang/invoke/MethodHandle" && c.Name != "java/lang/invoke/VarHandle" {
		return false
	}
	for _, m := range c.Methods {
		if m.Name == name && m.IsNative() && m.Flags&classfile.AccVarargs != 0 {
			return true
		}
	}
	return false
}

// resolveClassInstr resolves the class of new, anewarray, checkcast,
// instanceof and multianewarray.
func (t *Thread) resolveClassInstr(m *Method, in *instr) bool {
	name := m.Class.File.Pool.ClassName(uint16(in.k))
	c := t.loadClassFor(m.Class, name)
	if c == nil {
		return false
	}
	switch in.op {
	case classfile.New:
		if c.IsInterface() || c.IsAbstract() || c.IsArray() {
			t.exc = t.vm.newThrowable("java/lang/InstantiationError", c.JavaName())
			return false
		}
		in.op, in.ref = opNewQ, c
	case classfile.Anewarray:
		ac := t.arrayClass(c, 1)
		if ac == nil {
			return false
		}
		in.op, in.ref = opAnewarrayQ, ac
	case classfile.Checkcast:
		in.op, in.ref = opCheckcastQ, c
	case classfile.Instanceof:
		in.op, in.ref = opInstanceofQ, c
	case classfile.Multianewarray:
		in.op, in.ref = opMultianewarrayQ, c
	}
	return true
}

// ldcConstant resolves the Class, MethodType, MethodHandle or dynamic constant
// of an ldc; false when resolving it threw.
func (t *Thread) ldcConstant(m *Method, in *instr) (Value, bool) {
	pool := m.Class.File.Pool
	i := uint16(in.a)
	switch pool[i].Tag {
	case classfile.TagClass:
		c := t.loadClassFor(m.Class, pool.ClassName(i))
		if c == nil {
			return Value{}, false
		}
		in.op, in.ref = opLdcClassQ, c
		return Ref(t.vm.Mirror(c)), true
	}
	o := t.resolveConstantObject(m, i, in)
	if o == nil && t.exc != nil {
		return Value{}, false
	}
	return Ref(o), true
}

// methodDisplayDesc renders an unresolved method like methodDisplay.
func methodDisplayDesc(c *Class, name, desc string) string {
	params, ret, _ := classfile.ParseMethodDescriptor(desc)
	parts := make([]string, len(params))
	for i, p := range params {
		parts[i] = javaType(p)
	}
	return javaType(ret) + " " + c.JavaName() + "." + name + "(" + strings.Join(parts, ", ") + ")"
}

// javaName converts an internal name to the dotted form.
func javaName(internal string) string { return strings.ReplaceAll(internal, "/", ".") }
