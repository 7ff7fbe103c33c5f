package interp

import (
	"strconv"
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// invokedynamic is linked without java.lang.invoke: for the bootstrap
// methods javac emits, the VM synthesises the code the bootstrap would
// produce (a static method with the call site's descriptor) and the call
// site becomes a call of that method. Linking happens once per call site
// and is shared by all executions, as the result depends only on the code.
//
//   - StringConcatFactory: the concatenation, with StringBuilder appends
//     (String.valueOf semantics for each argument).
//   - LambdaMetafactory: a hidden class implementing the functional
//     interface, with the captured values in fields and the interface
//     method (and bridges) calling the implementation method, adapting
//     arguments and result as the metafactory does (casts, boxing,
//     unboxing, widening).
//   - ObjectMethods (records): equals, hashCode and toString over the
//     record's components.
//   - SwitchBootstraps (pattern switch, a preview feature of Java 17):
//     the tests of the case labels in order.
//
// javac 17 emits no other bootstrap method: not ConstantBootstraps
// (dynamic constants), and LambdaMetafactory.altMetafactory only for
// serializable lambdas, lambdas with marker interfaces and lambdas that
// need bridge methods, which linkLambda handles.
//
// Other bootstrap methods are reported as unsupported.

// bootstrapCall is what linking a call site needs from the class file.
type bootstrapCall struct {
	host       *Class
	name, desc string
	kind       uint8 // reference kind of the bootstrap method handle
	class      string
	method     string
	args       []uint16
}

func (t *Thread) linkInvokeDynamic(m *Method, in *instr) bool {
	pool := m.Class.File.Pool
	c := pool[uint16(in.k)]
	bm := m.Class.File.BootstrapMethods[c.A]
	name, desc := pool.NameAndType(c.B)
	mh := pool[bm.Method]
	bsmClass, bsmName, _ := pool.MemberRef(mh.A)
	call := &bootstrapCall{host: m.Class, name: name, desc: desc, kind: mh.RefKind, class: bsmClass, method: bsmName, args: bm.Arguments}
	var target *Method
	switch bsmClass + "." + bsmName {
	case "java/lang/invoke/StringConcatFactory.makeConcatWithConstants":
		target = t.linkConcat(call, pool.StringValue(bm.Arguments[0]), bm.Arguments[1:])
	case "java/lang/invoke/StringConcatFactory.makeConcat":
		params, _, _ := classfile.ParseMethodDescriptor(desc)
		target = t.linkConcat(call, strings.Repeat("\x01", len(params)), nil)
	case "java/lang/invoke/LambdaMetafactory.metafactory":
		target = t.linkLambda(call, false)
	case "java/lang/invoke/LambdaMetafactory.altMetafactory":
		target = t.linkLambda(call, true)
	case "java/lang/runtime/ObjectMethods.bootstrap":
		target = t.linkObjectMethods(call)
	case "java/lang/runtime/SwitchBootstraps.typeSwitch", "java/lang/runtime/SwitchBootstraps.enumSwitch":
		target = t.linkSwitch(call, bsmName == "enumSwitch")
	default:
		unsupported("invokedynamic with the bootstrap method %s.%s (in %s)", javaName(bsmClass), bsmName, m)
	}
	if target == nil {
		return false
	}
	in.op, in.ref = opInvokeDynamicQ, target
	return true
}

// loadDesc loads the type a field descriptor names for the running code,
// as loadClass loads a class: a failure is thrown (nil, with t.exc set).
func (t *Thread) loadDesc(desc string) *Class {
	c, err := t.vm.loader.LoadDescriptor(desc)
	if err != nil {
		t.exc = t.vm.loadError(err)
		return nil
	}
	return c
}

// loadDescFor loads the class of a field descriptor as a reference from
// class from resolves it (loadClassFor: in a program loader's name space,
// the loader's class of that name).
func (t *Thread) loadDescFor(from *Class, desc string) *Class {
	if from.Namespace == 0 || !strings.HasPrefix(strings.TrimLeft(desc, "["), "L") {
		return t.loadDesc(desc)
	}
	if strings.HasPrefix(desc, "[") {
		return t.loadClassFor(from, desc)
	}
	return t.loadClassFor(from, desc[1:len(desc)-1])
}

// libraryMethod finds a method of the class library the adapters call.
func (t *Thread) libraryMethod(class, name, desc string) *Method {
	return mustMethod(t.vm.must(class), name, desc)
}

// linkConcat synthesises a string concatenation following the recipe of
// StringConcatFactory.makeConcatWithConstants: \1 stands for the next
// argument, \2 for the next constant, other characters are literal.
func (t *Thread) linkConcat(call *bootstrapCall, recipe string, constants []uint16) *Method {
	pool := call.host.File.Pool
	params, _, _ := classfile.ParseMethodDescriptor(call.desc)
	sb := t.vm.must("java/lang/StringBuilder")
	a := &asm{l: t.vm.loader}
	a.newObject(sb)
	a.dup()
	a.invokeSpecial(mustMethod(sb, "<init>", "()V"))
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			a.pushString(lit.String())
			a.invoke(mustMethod(sb, "append", "(Ljava/lang/String;)Ljava/lang/StringBuilder;"))
			lit.Reset()
		}
	}
	slot, arg, cst := 0, 0, 0
	// The recipe is walked byte by byte: its text is WTF-8 (a lone
	// surrogate of the literal is not UTF-8, and ranging over runes would
	// make each of its bytes a U+FFFD), and \1 and \2 are never part of
	// a longer character's encoding.
	for i := 0; i < len(recipe); i++ {
		switch r := recipe[i]; r {
		case 1:
			flush()
			p := params[arg]
			a.load(slot, p)
			slot += slots(p)
			arg++
			a.invoke(mustMethod(sb, "append", "("+appendParam(p)+")Ljava/lang/StringBuilder;"))
		case 2:
			c := constants[cst]
			cst++
			switch pool[c].Tag {
			case classfile.TagString:
				lit.WriteString(pool.StringValue(c))
			case classfile.TagInteger:
				lit.WriteString(itoa(int(pool.Int(c))))
			case classfile.TagLong:
				lit.WriteString(strconv.FormatInt(pool.Long(c), 10))
			default:
				unsupported("string concatenation constant of kind %s", pool[c].Tag)
			}
		default:
			lit.WriteByte(r)
		}
	}
	flush()
	a.invoke(mustMethod(sb, "toString", "()Ljava/lang/String;"))
	a.ret("Ljava/lang/String;")
	return a.method(t.vm.loader.adapterClass(), "concat", call.desc, classfile.AccStatic|classfile.AccPublic)
}

// appendParam is the StringBuilder.append overload javac's inline
// concatenation uses for an argument type.
func appendParam(desc string) string {
	switch desc {
	case "Z", "C", "I", "J", "F", "D", "Ljava/lang/String;":
		return desc
	case "B", "S":
		return "I"
	}
	return "Ljava/lang/Object;"
}

// Flags of LambdaMetafactory.altMetafactory.
const (
	lambdaSerializable = 1
	lambdaMarkers      = 2
	lambdaBridges      = 4
)

// linkLambda synthesises what LambdaMetafactory.metafactory (or
// altMetafactory) returns: a factory creating instances of a hidden class
// that implements the functional interface.
func (t *Thread) linkLambda(call *bootstrapCall, alt bool) *Method {
	pool := call.host.File.Pool
	l := t.vm.loader
	samDesc := pool.Utf8(pool[call.args[0]].A)
	impl, implKind := t.resolveMethodHandle(call.host, call.args[1])
	if impl == nil {
		return nil
	}
	instDesc := pool.Utf8(pool[call.args[2]].A)
	captured, ifaceDesc, _ := classfile.ParseMethodDescriptor(call.desc)
	// The interfaces as the host's references resolve them: a host a
	// program's loader defined implements its loader's.
	iface := t.loadDescFor(call.host, ifaceDesc)
	if iface == nil {
		return nil
	}
	interfaces := []*Class{iface}
	bridges := []string{}
	if alt {
		flags := pool.Int(call.args[3])
		i := 4
		if flags&lambdaSerializable != 0 {
			interfaces = append(interfaces, t.vm.must("java/io/Serializable"))
		}
		if flags&lambdaMarkers != 0 {
			n := int(pool.Int(call.args[i]))
			for _, c := range call.args[i+1 : i+1+n] {
				mc := t.loadClassFor(call.host, pool.ClassName(c))
				if mc == nil {
					return nil
				}
				interfaces = append(interfaces, mc)
			}
			i += 1 + n
		}
		if flags&lambdaBridges != 0 {
			n := int(pool.Int(call.args[i]))
			for _, b := range call.args[i+1 : i+1+n] {
				bridges = append(bridges, pool.Utf8(pool[b].A))
			}
		}
	}
	var fields []hiddenField
	for i, d := range captured {
		fields = append(fields, hiddenField{name: "arg$" + itoa(i+1), desc: d})
	}
	if len(captured) == 0 {
		fields = append(fields, hiddenField{name: "INSTANCE", desc: ifaceDesc, static: true})
	}
	lc := l.defineHidden(call.host.Name+"$$Lambda$", interfaces, fields)
	lc.host = call.host
	for _, desc := range append([]string{samDesc}, bridges...) {
		if lc.DeclaredMethod(call.name, desc) != nil {
			continue
		}
		body := t.lambdaBody(lc, captured, desc, instDesc, impl, implKind)
		if body == nil {
			return nil
		}
		l.addMethod(lc, body.method(lc, call.name, desc, classfile.AccPublic))
	}
	// The factory: capturing lambdas get a new instance per evaluation;
	// a non-capturing lambda is one instance per execution, as HotSpot's
	// constant call sites give.
	a := &asm{l: l}
	if len(captured) == 0 {
		instance := lc.DeclaredField("INSTANCE")
		var done label
		a.getField(instance)
		a.dup()
		a.branch(classfile.Ifnonnull, &done, -1)
		a.pop("L")
		a.newObject(lc)
		a.dup()
		a.putField(instance)
		a.mark(done)
	} else {
		a.newObject(lc)
		slot := 0
		for i, d := range captured {
			a.dup()
			a.load(slot, d)
			slot += slots(d)
			a.putField(lc.DeclaredField("arg$" + itoa(i+1)))
		}
	}
	a.ret(ifaceDesc)
	return a.method(lc, "get$Lambda", call.desc, classfile.AccStatic|classfile.AccPublic)
}

// lambdaBody generates the interface method of a lambda class with the
// given descriptor: it loads the captured values and the method's
// arguments, adapts each to the implementation method's parameter types,
// calls the implementation and adapts the result.
func (t *Thread) lambdaBody(lc *Class, captured []string, desc, instDesc string, impl *Method, kind uint8) *asm {
	params, ret, _ := classfile.ParseMethodDescriptor(desc)
	instParams, instRet, _ := classfile.ParseMethodDescriptor(instDesc)
	a := &asm{l: t.vm.loader}
	var targets []string
	if kind == classfile.RefNewInvokeSpecial {
		a.newObject(impl.Class)
		a.dup()
	} else if !impl.IsStatic() {
		targets = append(targets, impl.Class.Descriptor())
	}
	targets = append(targets, impl.Params...)
	k := 0
	for i, d := range captured {
		a.load(0, "L")
		a.getField(lc.DeclaredField("arg$" + itoa(i+1)))
		if !t.adapt(a, lc.host, d, d, targets[k]) {
			return nil
		}
		k++
	}
	slot := 1
	for i, p := range params {
		a.load(slot, p)
		slot += slots(p)
		inst := p
		if i < len(instParams) {
			inst = instParams[i]
		}
		if k >= len(targets) || !t.adapt(a, lc.host, p, inst, targets[k]) {
			if t.exc == nil {
				unsupported("lambda %s with descriptor %s for %s", lc.Name, desc, impl)
			}
			return nil
		}
		k++
	}
	a.invoke(impl)
	implRet := impl.Ret
	if kind == classfile.RefNewInvokeSpecial {
		implRet = impl.Class.Descriptor()
	}
	switch {
	case ret == "V":
		a.pop(implRet)
	case !t.adapt(a, lc.host, implRet, instRet, ret):
		return nil
	}
	a.ret(ret)
	return a
}

// adapt converts the value on top of the stack from type from (whose
// static type is known to be inst, a subtype) to type to, as
// LambdaMetafactory's adaptations allow: identity, reference cast,
// primitive widening, boxing and unboxing.
func (t *Thread) adapt(a *asm, host *Class, from, inst, to string) bool {
	fromPrim, toPrim := isPrimitiveDesc(from), isPrimitiveDesc(to)
	switch {
	case from == to:
		return true
	case fromPrim && toPrim:
		widen(a, from, to)
	case !fromPrim && !toPrim:
		if to != "Ljava/lang/Object;" {
			c := t.loadDescFor(host, to)
			if c == nil {
				return false
			}
			a.checkcast(c)
		}
	case fromPrim:
		t.box(a, from)
		if wrapperDesc(from) != to && to != "Ljava/lang/Object;" {
			c := t.loadDescFor(host, to)
			if c == nil {
				return false
			}
			a.checkcast(c)
		}
	default:
		prim := primitiveOfWrapper(inst)
		if prim == "" {
			prim = to
		}
		w := t.vm.must(wrapperClass(prim))
		a.checkcast(w)
		a.invoke(mustMethod(w, javaType(prim)+"Value", "()"+prim))
		widen(a, prim, to)
	}
	return true
}

func (t *Thread) box(a *asm, prim string) {
	a.invoke(t.libraryMethod(wrapperClass(prim), "valueOf", "("+prim+")"+wrapperDesc(prim)))
}

// widen emits the primitive widening conversion from one type to another.
func widen(a *asm, from, to string) {
	if from == to {
		return
	}
	switch from {
	case "B", "S", "C", "I":
		switch to {
		case "J":
			a.op(classfile.I2l, 1)
		case "F":
			a.op(classfile.I2f, 0)
		case "D":
			a.op(classfile.I2d, 1)
		}
	case "J":
		switch to {
		case "F":
			a.op(classfile.L2f, -1)
		case "D":
			a.op(classfile.L2d, 0)
		}
	case "F":
		if to == "D" {
			a.op(classfile.F2d, 1)
		}
	}
}

// resolveMethodHandle resolves a CONSTANT_MethodHandle that refers to a
// method, returning the method and the reference kind.
func (t *Thread) resolveMethodHandle(host *Class, index uint16) (*Method, uint8) {
	pool := host.File.Pool
	mh := pool[index]
	cls, name, desc := pool.MemberRef(mh.A)
	c := t.loadClassFor(host, cls)
	if c == nil {
		return nil, 0
	}
	var m *Method
	if pool[mh.A].Tag == classfile.TagInterfaceMethodref {
		m = resolveInterfaceMethod(c, name, desc)
	} else {
		m = resolveMethod(c, name, desc)
	}
	if m == nil {
		t.exc = t.vm.newThrowable("java/lang/NoSuchMethodError", "'"+methodDisplayDesc(c, name, desc)+"'")
		return nil, 0
	}
	if mh.RefKind == classfile.RefInvokeSpecial && m.Class != host && !m.IsPrivate() {
		m = selectSpecial(host, c, m)
	}
	return m, mh.RefKind
}

// linkObjectMethods synthesises the equals, hashCode or toString of a
// record as java.lang.runtime.ObjectMethods.bootstrap defines them.
func (t *Thread) linkObjectMethods(call *bootstrapCall) *Method {
	pool := call.host.File.Pool
	rc := t.loadClass(pool.ClassName(call.args[0]))
	if rc == nil {
		return nil
	}
	var names []string
	if s := pool.StringValue(call.args[1]); s != "" {
		names = strings.Split(s, ";")
	}
	var getters []*Field
	for _, g := range call.args[2:] {
		_, name, _ := pool.MemberRef(pool[g].A)
		getters = append(getters, rc.DeclaredField(name))
	}
	a := &asm{l: t.vm.loader}
	objects := t.vm.must("java/util/Objects")
	switch call.name {
	case "toString":
		sb := t.vm.must("java/lang/StringBuilder")
		appendString := mustMethod(sb, "append", "(Ljava/lang/String;)Ljava/lang/StringBuilder;")
		a.newObject(sb)
		a.dup()
		a.invokeSpecial(mustMethod(sb, "<init>", "()V"))
		sep := simpleName(rc) + "["
		for i, f := range getters {
			a.pushString(sep + names[i] + "=")
			a.invoke(appendString)
			a.load(0, "L")
			a.getField(f)
			a.invoke(mustMethod(sb, "append", "("+appendParam(f.Desc)+")Ljava/lang/StringBuilder;"))
			sep = ", "
		}
		if len(getters) == 0 {
			a.pushString(sep)
			a.invoke(appendString)
		}
		a.pushString("]")
		a.invoke(appendString)
		a.invoke(mustMethod(sb, "toString", "()Ljava/lang/String;"))
		a.ret("Ljava/lang/String;")
	case "hashCode":
		a.pushInt(0)
		for _, f := range getters {
			a.pushInt(31)
			a.op(classfile.Imul, -1)
			a.load(0, "L")
			a.getField(f)
			if isPrimitiveDesc(f.Desc) {
				a.invoke(t.libraryMethod(wrapperClass(f.Desc), "hashCode", "("+f.Desc+")I"))
			} else {
				a.invoke(mustMethod(objects, "hashCode", "(Ljava/lang/Object;)I"))
			}
			a.op(classfile.Iadd, -1)
		}
		a.ret("I")
	case "equals":
		var yes, no label
		a.load(0, "L")
		a.load(1, "L")
		a.branch(classfile.IfAcmpeq, &yes, -2)
		a.load(1, "L")
		a.instanceOf(rc)
		a.branch(classfile.Ifeq, &no, -1)
		for _, f := range getters {
			a.load(0, "L")
			a.getField(f)
			a.load(1, "L")
			a.checkcast(rc)
			a.getField(f)
			switch f.Desc {
			case "F":
				a.invoke(t.libraryMethod("java/lang/Float", "compare", "(FF)I"))
				a.branch(classfile.Ifne, &no, -1)
			case "D":
				a.invoke(t.libraryMethod("java/lang/Double", "compare", "(DD)I"))
				a.branch(classfile.Ifne, &no, -1)
			case "J":
				a.op(classfile.Lcmp, -3)
				a.branch(classfile.Ifne, &no, -1)
			case "Z", "B", "C", "S", "I":
				a.branch(classfile.IfIcmpne, &no, -2)
			default:
				a.invoke(mustMethod(objects, "equals", "(Ljava/lang/Object;Ljava/lang/Object;)Z"))
				a.branch(classfile.Ifeq, &no, -1)
			}
		}
		a.mark(yes)
		a.pushInt(1)
		a.ret("Z")
		a.mark(no)
		a.pushInt(0)
		a.ret("Z")
	default:
		unsupported("ObjectMethods.bootstrap for %s", call.name)
	}
	return a.method(t.vm.loader.adapterClass(), call.name, call.desc, classfile.AccStatic|classfile.AccPublic)
}

// linkSwitch synthesises the classifier SwitchBootstraps.typeSwitch or
// enumSwitch returns for a pattern switch: given the selector and the
// index of the first label to try (after a guard failed), the index of
// the first label from there that matches, -1 for null, the number of
// labels if none does. A Class label matches an instance of it; an
// Integer label a Number or Character with its value; a String label an
// equal string (typeSwitch) or the enum constant of that name
// (enumSwitch). This is JDK 17's SwitchBootstraps.doTypeSwitch and
// doEnumSwitch.
func (t *Thread) linkSwitch(call *bootstrapCall, enum bool) *Method {
	pool := call.host.File.Pool
	a := &asm{l: t.vm.loader}
	str := t.vm.wk.string
	equals := mustMethod(str, "equals", "(Ljava/lang/Object;)Z")
	// javac 21 and later switch on a primitive component of a record
	// pattern (case R(double d)) with a typeSwitch on the primitive value,
	// labelled with that primitive type's class (a dynamic constant of
	// ConstantBootstraps.primitiveClass): the label matches every value.
	// Other primitive patterns are a preview feature of Java 23 and later.
	selector := call.desc[1:2]
	primitive := selector != "L" && selector != "["
	restart := 1 // the local of the restart index, after the selector
	if selector == "D" || selector == "J" {
		restart = 2
	}
	if !primitive {
		var notNull label
		a.load(0, "L")
		a.branch(classfile.Ifnonnull, &notNull, -1)
		a.pushInt(-1)
		a.ret("I")
		a.mark(notNull)
	}
	for i, arg := range call.args {
		var next, match label
		a.load(restart, "I")
		a.pushInt(int32(i))
		a.branch(classfile.IfIcmpgt, &next, -2)
		switch c := pool[arg]; {
		case primitive:
			if primitiveClassConstant(call.host.File, arg) != selector {
				unsupported("a switch on a primitive value (%s) with a label other than its own type (constant #%d of %s): primitive patterns", selector, arg, call.host.JavaName())
			}
			a.branch(classfile.Goto, &match, 0)
		case c.Tag == classfile.TagClass:
			lc := t.loadClass(pool.ClassName(arg))
			if lc == nil {
				return nil
			}
			a.load(0, "L")
			a.instanceOf(lc)
			a.branch(classfile.Ifne, &match, -1)
		case enumDescConstant(call.host.File, arg) != nil:
			// javac 21 and later label a qualified enum constant (case
			// Color.RED, in a switch on a sealed interface or on the
			// enum) with an EnumDesc: it matches that constant, an
			// instance of its enum class with its name.
			desc := enumDescConstant(call.host.File, arg)
			lc := t.loadClass(desc[0])
			if lc == nil {
				return nil
			}
			var other label
			a.load(0, "L")
			a.instanceOf(lc)
			a.branch(classfile.Ifeq, &other, -1)
			a.pushString(desc[1])
			a.load(0, "L")
			a.checkcast(t.vm.must("java/lang/Enum"))
			a.invoke(t.libraryMethod("java/lang/Enum", "name", "()Ljava/lang/String;"))
			a.invoke(equals)
			a.branch(classfile.Ifne, &match, -1)
			a.mark(other)
		case c.Tag == classfile.TagString && enum:
			a.pushString(pool.StringValue(arg))
			a.load(0, "L")
			a.invoke(t.libraryMethod("java/lang/Enum", "name", "()Ljava/lang/String;"))
			a.invoke(equals)
			a.branch(classfile.Ifne, &match, -1)
		case c.Tag == classfile.TagString:
			a.pushString(pool.StringValue(arg))
			a.load(0, "L")
			a.invoke(equals)
			a.branch(classfile.Ifne, &match, -1)
		case c.Tag == classfile.TagInteger && !enum:
			for _, w := range []struct{ class, value, desc string }{{"java/lang/Number", "intValue", "()I"}, {"java/lang/Character", "charValue", "()C"}} {
				var other label
				wc := t.vm.must(w.class)
				a.load(0, "L")
				a.instanceOf(wc)
				a.branch(classfile.Ifeq, &other, -1)
				a.load(0, "L")
				a.checkcast(wc)
				a.invoke(mustMethod(wc, w.value, w.desc))
				a.pushInt(pool.Int(arg))
				a.branch(classfile.IfIcmpeq, &match, -2)
				a.mark(other)
			}
		default:
			t.exc = t.vm.newThrowable("java/lang/IllegalArgumentException", "label with illegal type found: constant #"+itoa(int(arg))+" ("+pool[arg].Tag.String()+")")
			return nil
		}
		a.branch(classfile.Goto, &next, 0)
		a.mark(match)
		a.pushInt(int32(i))
		a.ret("I")
		a.mark(next)
	}
	a.pushInt(int32(len(call.args)))
	a.ret("I")
	return a.method(t.vm.loader.adapterClass(), call.name, call.desc, classfile.AccStatic|classfile.AccPublic)
}

// primitiveClassConstant is the descriptor of the primitive type a
// dynamic constant of ConstantBootstraps.primitiveClass names (its name,
// JVMS §4.4.10), "" if constant i is no such constant.
func primitiveClassConstant(f *classfile.ClassFile, i uint16) string {
	pool := f.Pool
	c := pool[i]
	if c.Tag != classfile.TagDynamic || int(c.A) >= len(f.BootstrapMethods) {
		return ""
	}
	mh := pool[f.BootstrapMethods[c.A].Method]
	if class, method, _ := pool.MemberRef(mh.A); class != "java/lang/invoke/ConstantBootstraps" || method != "primitiveClass" {
		return ""
	}
	name, _ := pool.NameAndType(c.B)
	return name
}

// enumDescConstant is the enum class (internal name) and the constant's
// name of a dynamic constant that makes an Enum.EnumDesc as javac 21 and
// later write it — ConstantBootstraps.invoke of EnumDesc.of with a
// ClassDesc (itself ConstantBootstraps.invoke of ClassDesc.of with the
// class's binary name) and the constant's name — nil if constant i is no
// such constant.
func enumDescConstant(f *classfile.ClassFile, i uint16) []string {
	pool := f.Pool
	invoke := func(i uint16, owner, name string, args int) []uint16 {
		c := pool[i]
		if c.Tag != classfile.TagDynamic || int(c.A) >= len(f.BootstrapMethods) {
			return nil
		}
		bm := f.BootstrapMethods[c.A]
		if class, method, _ := pool.MemberRef(pool[bm.Method].A); class != "java/lang/invoke/ConstantBootstraps" || method != "invoke" || len(bm.Arguments) != 1+args {
			return nil
		}
		if pool[bm.Arguments[0]].Tag != classfile.TagMethodHandle {
			return nil
		}
		if class, method, _ := pool.MemberRef(pool[bm.Arguments[0]].A); class != owner || method != name {
			return nil
		}
		return bm.Arguments[1:]
	}
	args := invoke(i, "java/lang/Enum$EnumDesc", "of", 2)
	if args == nil || pool[args[1]].Tag != classfile.TagString {
		return nil
	}
	classArgs := invoke(args[0], "java/lang/constant/ClassDesc", "of", 1)
	if classArgs == nil || pool[classArgs[0]].Tag != classfile.TagString {
		return nil
	}
	return []string{strings.ReplaceAll(pool.StringValue(classArgs[0]), ".", "/"), pool.StringValue(args[1])}
}

// simpleName is Class.getSimpleName for a named (non-array) class: the
// InnerClasses name of a member or local class, else the name after the
// package.
func simpleName(c *Class) string {
	if ic := innerClassEntry(c); ic != nil && ic.Name != "" {
		return ic.Name
	}
	n := c.Name
	if i := strings.LastIndexByte(n, '/'); i >= 0 {
		n = n[i+1:]
	}
	return n
}

// resolveConstantObject resolves a MethodType, MethodHandle or dynamic constant.
func (t *Thread) resolveConstantObject(m *Method, index uint16, in *instr) *Object {
	unsupported("loading the %s constant #%d of %s", m.Class.File.Pool[index].Tag, index, m.Class.JavaName())
	return nil
}
