package verify

import (
	"fmt"
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// push pushes a value (two entries for a category 2 type).
func (v *verifier) push(t vtype) {
	v.pushRaw(t)
	if t.wide() {
		v.pushRaw(t.second())
	}
}

func (v *verifier) pushRaw(t vtype) {
	if len(v.cur.stack) >= v.maxStack {
		v.fail(v.oldStyle("Operand stack overflow", "Stack size too large"), "Exceeded max stack size.")
	}
	v.cur.stack = append(v.cur.stack, t)
}

// popRaw pops one entry, whatever its type.
func (v *verifier) popRaw() vtype {
	n := len(v.cur.stack)
	if n == 0 {
		v.fail(v.oldStyle("Operand stack underflow", "Unable to pop operand off an empty stack"), "Attempt to pop empty stack.")
	}
	t := v.cur.stack[n-1]
	v.cur.stack = v.cur.stack[:n-1]
	return t
}

// pop pops a value that must be assignable to want. A category 2 value is
// popped in two halves, both before a failure is reported, and a failure
// of the second is the one reported: HotSpot's pop_stack_2 pops both, and
// its verify_error keeps the last message.
func (v *verifier) pop(want vtype) vtype {
	if !want.wide() {
		t, err := v.popChecked(want)
		if err != nil {
			panic(failure{err})
		}
		return t
	}
	_, err1 := v.popChecked(want.second())
	t, err2 := v.popChecked(want)
	if err2 != nil {
		panic(failure{err2})
	}
	if err1 != nil {
		panic(failure{err1})
	}
	return t
}

// popChecked pops one entry that must be assignable to want, or returns
// the error of an empty stack or of an entry of another type.
func (v *verifier) popChecked(want vtype) (vtype, *Error) {
	n := len(v.cur.stack)
	if n == 0 {
		return top, v.newError(v.in.PC, v.oldStyle("Operand stack underflow", "Unable to pop operand off an empty stack"), "Attempt to pop empty stack.", v.beforeLines())
	}
	t := v.cur.stack[n-1]
	v.cur.stack = v.cur.stack[:n-1]
	if !v.assignable(t, want) {
		reason := fmt.Sprintf("Type %s (current frame, stack[%d]) is not assignable to %s", t, n-1, want)
		return t, v.newError(v.in.PC, v.oldStyle("Bad type on operand stack", "Expecting to find "+want.String()+" on stack"), reason, v.beforeLines())
	}
	return t, nil
}

// popReference pops a reference of any kind, uninitialized too (HotSpot's
// reference_check).
func (v *verifier) popReference() vtype {
	t := v.popRaw()
	if !t.isReference() && !(v.inference && t.k == kAddr && v.in.Op >= classfile.Astore && v.in.Op <= classfile.Astore3) {
		v.fail(v.oldStyle("Bad type on operand stack", "Expecting to find object/array on stack"), "Type %s (current frame, stack[%d]) is not assignable to reference type", t, len(v.cur.stack))
	}
	return t
}

// popCategory1 pops a value of a category 1 type, for the untyped stack
// instructions (pop, dup, swap, ...).
func (v *verifier) popCategory1() vtype {
	t := v.popRaw()
	if !category1(t) {
		v.fail("Bad type on operand stack", "Type %s (current frame, stack[%d]) is not assignable to category1 type", t, len(v.cur.stack))
	}
	return t
}

// popPair pops two category 1 values or one category 2 value, top first.
func (v *verifier) popPair() [2]vtype {
	t := v.popRaw()
	if category1(t) {
		return [2]vtype{t, v.popCategory1()}
	}
	if t.k != kLong2 && t.k != kDouble2 {
		v.fail("Bad type on operand stack", "Type %s (current frame, stack[%d]) is not assignable to category2_2nd type", t, len(v.cur.stack))
	}
	first := v.popRaw()
	if first.second() != t || !first.wide() {
		v.fail("Bad type on operand stack", "Type %s (current frame, stack[%d]) is not assignable to category2 type", first, len(v.cur.stack))
	}
	return [2]vtype{t, first}
}

func (v *verifier) pushPair(p [2]vtype) {
	v.pushRaw(p[1])
	v.pushRaw(p[0])
}

func category1(t vtype) bool {
	switch t.k {
	case kTop, kLong, kDouble, kLong2, kDouble2:
		return false
	}
	return true
}

// load pushes the value of local n, which must be assignable to want.
func (v *verifier) load(n int, want vtype) {
	if want.wide() && n >= v.cur.size-1 && !v.inference {
		// HotSpot's get_local_2 looks no further than the locals in use.
		v.failCode(v.in.PC, "get long/double overflows locals", fmt.Sprintf("Local index %d is invalid", n))
	}
	t := v.cur.locals[n]
	if !v.assignable(t, want) {
		v.badLocal(n, t, want.String())
	}
	if want.wide() {
		if s := v.cur.locals[n+1]; s != want.second() {
			v.badLocal(n+1, s, want.second().String())
		}
	} else {
		v.cur.use(n + 1)
	}
	v.push(t)
}

// badLocal ends the verification: local n has type t, not the type
// want names.
func (v *verifier) badLocal(n int, t vtype, want string) {
	headline := "Bad local variable type"
	if v.inference {
		headline = fmt.Sprintf("Register %d contains wrong type", n)
		if t == top {
			headline = fmt.Sprintf("Accessing value from uninitialized register %d", n)
		}
	}
	v.fail(headline, "Type %s (current frame, locals[%d]) is not assignable to %s", t, n, want)
}

// arrayOf pops an array reference whose type must satisfy ok; want names
// the type expected.
func (v *verifier) arrayOf(ok func(vtype) bool, want string) vtype {
	t := v.popReference()
	if !ok(t) {
		v.fail(v.oldStyle(fmt.Sprintf("Bad type on operand stack in %s", v.in.Op), "Expecting to find array on stack"), "Type %s (current frame, stack[%d]) is not assignable to %s", t, len(v.cur.stack), want)
	}
	return t
}

// primitiveArray accepts null and arrays whose element descriptor is one
// of elems.
func primitiveArray(elems string) func(vtype) bool {
	return func(t vtype) bool {
		return t.k == kNull || t.k == kRef && len(t.name) == 2 && t.name[0] == '[' && strings.IndexByte(elems, t.name[1]) >= 0
	}
}

// referenceArray accepts null and arrays of references.
func referenceArray(t vtype) bool {
	return t.k == kNull || t.k == kRef && t.name[0] == '[' && (t.name[1] == 'L' || t.name[1] == '[')
}

// arrayElems are the element descriptors the typed array loads and
// stores accept, and the type of their value; baload and bastore take
// boolean arrays too.
var arrayElems = [256]struct {
	elems string
	value vtype
}{
	classfile.Iaload: {"I", tInt}, classfile.Laload: {"J", tLong}, classfile.Faload: {"F", tFloat}, classfile.Daload: {"D", tDouble},
	classfile.Baload: {"BZ", tInt}, classfile.Caload: {"C", tInt}, classfile.Saload: {"S", tInt},
	classfile.Iastore: {"I", tInt}, classfile.Lastore: {"J", tLong}, classfile.Fastore: {"F", tFloat}, classfile.Dastore: {"D", tDouble},
	classfile.Bastore: {"BZ", tInt}, classfile.Castore: {"C", tInt}, classfile.Sastore: {"S", tInt},
}

// simple lists the instructions that pop values of fixed types and push
// one of a fixed type: arithmetic, conversions and comparisons.
var simple = func() *[256]struct {
	pop  []vtype
	push vtype
} {
	var m [256]struct {
		pop  []vtype
		push vtype
	}
	add := func(push vtype, pop []vtype, ops ...classfile.Opcode) {
		for _, op := range ops {
			m[op].pop, m[op].push = pop, push
		}
	}
	I, J, F, D := tInt, tLong, tFloat, tDouble
	add(I, []vtype{I, I}, classfile.Iadd, classfile.Isub, classfile.Imul, classfile.Idiv, classfile.Irem, classfile.Ishl, classfile.Ishr, classfile.Iushr, classfile.Iand, classfile.Ior, classfile.Ixor)
	add(J, []vtype{J, J}, classfile.Ladd, classfile.Lsub, classfile.Lmul, classfile.Ldiv, classfile.Lrem, classfile.Land, classfile.Lor, classfile.Lxor)
	add(F, []vtype{F, F}, classfile.Fadd, classfile.Fsub, classfile.Fmul, classfile.Fdiv, classfile.Frem)
	add(D, []vtype{D, D}, classfile.Dadd, classfile.Dsub, classfile.Dmul, classfile.Ddiv, classfile.Drem)
	add(J, []vtype{I, J}, classfile.Lshl, classfile.Lshr, classfile.Lushr) // the shift distance is on top
	add(I, []vtype{I}, classfile.Ineg, classfile.I2b, classfile.I2c, classfile.I2s)
	add(J, []vtype{J}, classfile.Lneg)
	add(F, []vtype{F}, classfile.Fneg)
	add(D, []vtype{D}, classfile.Dneg)
	add(J, []vtype{I}, classfile.I2l)
	add(F, []vtype{I}, classfile.I2f)
	add(D, []vtype{I}, classfile.I2d)
	add(I, []vtype{J}, classfile.L2i)
	add(F, []vtype{J}, classfile.L2f)
	add(D, []vtype{J}, classfile.L2d)
	add(I, []vtype{F}, classfile.F2i)
	add(J, []vtype{F}, classfile.F2l)
	add(D, []vtype{F}, classfile.F2d)
	add(I, []vtype{D}, classfile.D2i)
	add(J, []vtype{D}, classfile.D2l)
	add(F, []vtype{D}, classfile.D2f)
	add(I, []vtype{J, J}, classfile.Lcmp)
	add(I, []vtype{F, F}, classfile.Fcmpl, classfile.Fcmpg)
	add(I, []vtype{D, D}, classfile.Dcmpl, classfile.Dcmpg)
	return &m
}()

// popStored pops the value a store instruction stores: a reference (or,
// in type inference, a return address) for astore.
func (v *verifier) popStored(op classfile.Opcode) vtype {
	k := int(op - classfile.Istore)
	if op >= classfile.Istore0 {
		k = int(op-classfile.Istore0) / 4
	}
	if k == 4 {
		return v.popReference()
	}
	return v.pop(localKinds[k])
}

// localKinds is the type of the local a load or store of each kind uses.
var localKinds = [5]vtype{tInt, tLong, tFloat, tDouble, {}}

// exec applies the instruction to the current state (JVMS §4.10.1.9),
// carrying it to the instruction's branch targets, and reports whether
// control can fall through to the next instruction.
func (v *verifier) exec(in *classfile.Instruction) bool {
	op := in.Op
	if s := &simple[op]; s.pop != nil {
		for _, t := range s.pop {
			v.pop(t)
		}
		v.push(s.push)
		return true
	}
	if a := &arrayElems[op]; a.elems != "" {
		if op >= classfile.Iastore {
			v.pop(a.value)
			v.pop(tInt)
			v.arrayOf(primitiveArray(a.elems), "'["+a.elems[:1]+"'")
			return true
		}
		v.pop(tInt)
		v.arrayOf(primitiveArray(a.elems), "'["+a.elems[:1]+"'")
		v.push(a.value)
		return true
	}
	switch {
	case op == classfile.Nop:
	case op == classfile.AconstNull:
		v.push(tNull)
	case op >= classfile.IconstM1 && op <= classfile.Iconst5, op == classfile.Bipush, op == classfile.Sipush:
		v.push(tInt)
	case op == classfile.Lconst0 || op == classfile.Lconst1:
		v.push(tLong)
	case op >= classfile.Fconst0 && op <= classfile.Fconst2:
		v.push(tFloat)
	case op == classfile.Dconst0 || op == classfile.Dconst1:
		v.push(tDouble)
	case op == classfile.Ldc || op == classfile.LdcW || op == classfile.Ldc2W:
		v.push(v.constantType(in.Index))
	case op >= classfile.Iload && op <= classfile.Aload3:
		k := int(op - classfile.Iload)
		if op >= classfile.Iload0 {
			k = int(op-classfile.Iload0) / 4
		}
		if k == 4 { // aload: any reference, uninitialized ones too
			t := v.cur.locals[in.Index]
			if !t.isReference() {
				v.badLocal(int(in.Index), t, "reference type")
			}
			v.cur.use(int(in.Index) + 1)
			v.push(t)
		} else {
			v.load(int(in.Index), localKinds[k])
		}
	case op == classfile.Aaload:
		v.pop(tInt)
		a := v.arrayOf(referenceArray, "reference array")
		v.push(a.component())
	case op >= classfile.Istore && op <= classfile.Astore3:
		v.cur.setLocal(int(in.Index), v.popStored(op))
	case op == classfile.Aastore:
		v.pop(ref(object))
		v.pop(tInt)
		v.arrayOf(referenceArray, "reference array")
	case op == classfile.Pop:
		v.popCategory1()
	case op == classfile.Pop2:
		v.popPair()
	case op == classfile.Dup:
		t := v.popCategory1()
		v.pushRaw(t)
		v.pushRaw(t)
	case op == classfile.DupX1:
		t1, t2 := v.popCategory1(), v.popCategory1()
		v.pushRaw(t1)
		v.pushRaw(t2)
		v.pushRaw(t1)
	case op == classfile.DupX2:
		t1 := v.popCategory1()
		p := v.popPair()
		v.pushRaw(t1)
		v.pushPair(p)
		v.pushRaw(t1)
	case op == classfile.Dup2:
		p := v.popPair()
		v.pushPair(p)
		v.pushPair(p)
	case op == classfile.Dup2X1:
		p := v.popPair()
		t := v.popCategory1()
		v.pushPair(p)
		v.pushRaw(t)
		v.pushPair(p)
	case op == classfile.Dup2X2:
		p, q := v.popPair(), v.popPair()
		v.pushPair(p)
		v.pushPair(q)
		v.pushPair(p)
	case op == classfile.Swap:
		t1, t2 := v.popCategory1(), v.popCategory1()
		v.pushRaw(t1)
		v.pushRaw(t2)
	case op == classfile.Iinc:
		if t := v.cur.locals[in.Index]; t != tInt {
			v.badLocal(int(in.Index), t, "integer")
		}
		v.cur.use(int(in.Index) + 1)
	case op >= classfile.Ifeq && op <= classfile.Ifle:
		v.pop(tInt)
		v.flow(in.Target, v.cur)
	case op >= classfile.IfIcmpeq && op <= classfile.IfIcmple:
		v.pop(tInt)
		v.pop(tInt)
		v.flow(in.Target, v.cur)
	case op == classfile.IfAcmpeq || op == classfile.IfAcmpne:
		v.popReference()
		v.popReference()
		v.flow(in.Target, v.cur)
	case op == classfile.Ifnull || op == classfile.Ifnonnull:
		v.popReference()
		v.flow(in.Target, v.cur)
	case op == classfile.Goto || op == classfile.GotoW:
		v.flow(in.Target, v.cur)
		return false
	case op == classfile.Jsr || op == classfile.JsrW || op == classfile.Ret:
		if !v.inference {
			// Type checking has no subroutines (JVMS §4.10.1.9: jsr and
			// ret are not type safe; javac stopped emitting them).
			v.failCode(in.PC, fmt.Sprintf("Bad instruction: %02x", byte(op)), "")
		}
		if op == classfile.Ret {
			v.retFrom(int(in.Index))
		} else {
			v.jsr(in.Target)
		}
		return false
	case in.Switch != nil:
		v.pop(tInt)
		v.flow(in.Target, v.cur)
		for _, t := range in.Switch.Targets {
			v.flow(t, v.cur)
		}
		return false
	case op >= classfile.Ireturn && op <= classfile.Areturn:
		var t vtype
		if op == classfile.Areturn {
			t = v.popReference()
		} else {
			t = v.pop([]vtype{tInt, tLong, tFloat, tDouble}[op-classfile.Ireturn])
		}
		if v.isVoid {
			v.fail("Method does not expect a return value", "Type %s (current frame, stack[%d]) is not assignable to top (from method signature)", t, len(v.cur.stack))
		}
		if !v.assignable(t, v.ret) {
			v.fail("Bad return type", "Type %s (current frame, stack[%d]) is not assignable to %s (from method signature)", t, len(v.cur.stack), v.ret)
		}
		return false
	case op == classfile.Return:
		if !v.isVoid {
			v.failCode(in.PC, "Method expects a return value", "")
		}
		if v.m.Name == "<init>" && v.cur.thisUninit {
			v.failCode(in.PC, "Constructor must call super() or this() before return", "")
		}
		return false
	case op >= classfile.Getstatic && op <= classfile.Putfield:
		v.field(in)
	case op >= classfile.Invokevirtual && op <= classfile.Invokedynamic:
		v.invoke(in)
	case op == classfile.New:
		v.push(vtype{k: kUninit, pc: int32(in.PC)})
	case op == classfile.Newarray:
		v.pop(tInt)
		v.push(ref(primitiveArrays[in.Value]))
	case op == classfile.Anewarray:
		v.pop(tInt)
		v.push(ref("[" + descriptorOf(v.pool.ClassName(in.Index))))
	case op == classfile.Multianewarray:
		for range in.Value {
			v.pop(tInt)
		}
		v.push(classType(v.pool.ClassName(in.Index)))
	case op == classfile.Arraylength:
		v.arrayOf(vtype.isArray, "array")
		v.push(tInt)
	case op == classfile.Athrow:
		v.pop(ref(throwable))
		return false
	case op == classfile.Checkcast:
		v.pop(ref(object))
		v.push(classType(v.pool.ClassName(in.Index)))
	case op == classfile.Instanceof:
		v.pop(ref(object))
		v.push(tInt)
	case op == classfile.Monitorenter || op == classfile.Monitorexit:
		v.popReference()
	default:
		v.failCode(in.PC, fmt.Sprintf("Bad instruction: %02x", byte(op)), "")
	}
	return true
}

// constantType is the type ldc, ldc_w or ldc2_w pushes (classfile checked
// that the constant is loadable by the instruction).
func (v *verifier) constantType(i uint16) vtype {
	switch c := v.pool[i]; c.Tag {
	case classfile.TagInteger:
		return tInt
	case classfile.TagFloat:
		return tFloat
	case classfile.TagLong:
		return tLong
	case classfile.TagDouble:
		return tDouble
	case classfile.TagString:
		return ref("java/lang/String")
	case classfile.TagClass:
		return ref("java/lang/Class")
	case classfile.TagMethodType:
		return ref("java/lang/invoke/MethodType")
	case classfile.TagMethodHandle:
		return ref("java/lang/invoke/MethodHandle")
	default: // Dynamic
		_, desc := v.pool.NameAndType(c.B)
		return fieldType(desc)
	}
}

// field checks getstatic, putstatic, getfield and putfield.
func (v *verifier) field(in *classfile.Instruction) {
	class, name, desc := v.pool.MemberRef(in.Index)
	t := fieldType(desc)
	switch in.Op {
	case classfile.Getstatic:
		v.push(t)
	case classfile.Putstatic:
		v.pop(t)
	case classfile.Getfield:
		v.checkProtected(class, name, desc, false, v.pop(classType(class)))
		v.push(t)
	case classfile.Putfield:
		v.pop(t)
		// A constructor may store into the fields its class declares
		// before it calls super() (JVMS §4.10.1.9 putfield: javac does,
		// for the captured outer instance and variables of inner classes).
		if n := len(v.cur.stack); n > 0 && v.cur.stack[n-1].k == kUninitThis && class == v.cf.Name && v.declaresField(name, desc) {
			v.popRaw()
			return
		}
		v.checkProtected(class, name, desc, false, v.pop(classType(class)))
	}
}

// checkProtected is the check of JVMS §4.10.1.8, as HotSpot makes it: a
// protected instance field or method that a superclass in another package
// declares may be used, by getfield, putfield and invokevirtual, only on
// an object of the current class or a subclass.
func (v *verifier) checkProtected(class, name, desc string, method bool, object vtype) {
	if object == ref(v.cf.Name) || !v.protectedElsewhere(class, name, desc, method) {
		return
	}
	if method && class == "java/lang/Object" && name == "clone" && object.isArray() {
		return // arrays' clone is public
	}
	if !v.assignable(object, ref(v.cf.Name)) {
		v.fail(fmt.Sprintf("Bad access to protected data in %s", v.in.Op), "Type %s (current frame, stack[%d]) is not assignable to '%s'", object, len(v.cur.stack), v.cf.Name)
	}
}

// protectedElsewhere reports whether class is a superclass of the current
// class whose member of that name and descriptor (found as resolution
// finds it) is protected and declared in another package.
func (v *verifier) protectedElsewhere(class, name, desc string, method bool) bool {
	if v.supers == nil {
		v.supers = map[string]bool{}
		for c := v.cf.SuperName; c != ""; c = v.superclass(c) {
			v.supers[c] = true
		}
	}
	if !v.supers[class] {
		return false
	}
	declarer, protected, err := v.classes.Member(class, name, desc, method)
	if err != nil {
		panic(failure{err})
	}
	return protected && packageOf(declarer) != packageOf(v.cf.Name)
}

// packageOf is the package of a class, in internal form.
func packageOf(class string) string {
	if i := strings.LastIndexByte(class, '/'); i >= 0 {
		return class[:i]
	}
	return ""
}

func (v *verifier) declaresField(name, desc string) bool {
	for _, f := range v.cf.Fields {
		if f.Name == name && f.Descriptor == desc {
			return true
		}
	}
	return false
}

// invoke checks the four invoke instructions and invokedynamic.
func (v *verifier) invoke(in *classfile.Instruction) {
	var class, name, desc string
	if in.Op == classfile.Invokedynamic {
		name, desc = v.pool.NameAndType(v.pool[in.Index].B)
	} else {
		class, name, desc = v.pool.MemberRef(in.Index)
	}
	if in.Op == classfile.Invokespecial && name != "<init>" {
		if strings.HasPrefix(name, "<") {
			v.failCode(in.PC, "Illegal call to internal method", "")
		}
		v.checkSpecialTarget(in, class)
	}
	var ret string
	v.params, ret = splitDescriptor(v.params[:0], desc)
	for i := len(v.params) - 1; i >= 0; i-- {
		v.pop(fieldType(v.params[i]))
	}
	switch {
	case in.Op == classfile.Invokespecial && name == "<init>":
		v.initialize(in, class, desc)
	case in.Op == classfile.Invokespecial:
		v.pop(ref(v.cf.Name))
	case in.Op == classfile.Invokevirtual:
		v.checkProtected(class, name, desc, true, v.pop(classType(class)))
	case in.Op == classfile.Invokeinterface:
		v.pop(classType(class))
	}
	if ret != "V" {
		v.push(fieldType(ret))
	}
}

// checkSpecialTarget checks the class an invokespecial of an ordinary
// method names: the current class, its direct superclass or a direct
// superinterface, or another superclass (HotSpot's
// verify_invoke_instructions).
func (v *verifier) checkSpecialTarget(in *classfile.Instruction, class string) {
	if class == v.cf.Name || class == v.cf.SuperName {
		return
	}
	for _, i := range v.cf.Interfaces {
		if i == class {
			return
		}
	}
	if !v.refAssignable(v.cf.Name, class) {
		v.failCode(in.PC, "Bad invokespecial instruction: current class isn't assignable to reference class.", "")
	}
	if v.pool[in.Index].Tag == classfile.TagInterfaceMethodref {
		v.failCode(in.PC, "Bad invokespecial instruction: interface method reference is in an indirect superinterface.", "")
	}
}

// initialize checks a call of <init>: its receiver must be uninitialized,
// the object of a new of the same class or, in a constructor, this before
// the call of the superclass's or this class's constructor; the object is
// initialized everywhere it is in the state.
func (v *verifier) initialize(in *classfile.Instruction, class, desc string) {
	t := v.popRaw()
	switch t.k {
	case kUninitThis:
		if class != v.cf.Name && class != v.cf.SuperName {
			v.failCode(in.PC, "Bad <init> method call", fmt.Sprintf("Type '%s' (constant pool %d) is not assignable to '%s' (current class)", class, in.Index, v.cf.Name))
		}
		v.cur.replace(t, ref(v.cf.Name))
		v.cur.thisUninit = false
	case kUninit:
		newIndex := v.ins[v.index[t.pc]].Index
		if created := v.pool.ClassName(newIndex); created != class {
			v.failCode(in.PC, "Call to wrong <init> method", fmt.Sprintf("Type '%s' (constant pool %d) is not assignable to '%s' (constant pool %d)", created, newIndex, class, in.Index))
		}
		// A protected constructor of a superclass in another package
		// serves only super() (JVMS §4.10.1.8; HotSpot's
		// verify_invoke_init).
		if v.protectedElsewhere(class, "<init>", desc, true) && !v.assignable(classType(class), ref(v.cf.Name)) {
			v.failCode(in.PC, "Bad access to protected <init> method", fmt.Sprintf("Type '%s' (constant pool %d) is not assignable to '%s'", class, newIndex, v.cf.Name))
		}
		v.cur.replace(t, classType(class))
	default:
		v.fail("Bad operand type when invoking <init>", "Invalid type: %s (current frame, stack[%d])", t, len(v.cur.stack))
	}
}

// splitDescriptor appends the parameter descriptors of a valid method
// descriptor to params and returns them with the return descriptor,
// without the checks (and the allocation) of
// classfile.ParseMethodDescriptor.
func splitDescriptor(params []string, desc string) ([]string, string) {
	i := 1
	for desc[i] != ')' {
		start := i
		for desc[i] == '[' {
			i++
		}
		if desc[i] == 'L' {
			i += strings.IndexByte(desc[i:], ';')
		}
		i++
		params = append(params, desc[start:i])
	}
	return params, desc[i+1:]
}
