package interp

import (
	"github.com/jcheck/jcheck/classfile"
)

// asm builds the code of a method the VM synthesises (call-site adapters
// for invokedynamic and signature-polymorphic calls, reflection's call
// trampolines, proxy constructors), directly in the interpreter's
// instruction form with every reference already resolved. It tracks the
// operand stack depth to size the frame.
type asm struct {
	l        *Loader
	code     []instr
	depth    int
	maxDepth int
}

func (a *asm) emit(in instr, delta int) {
	a.code = append(a.code, in)
	a.depth += delta
	if a.depth > a.maxDepth {
		a.maxDepth = a.depth
	}
}

// slots is the number of stack slots a value of the descriptor takes.
func slots(desc string) int {
	switch desc {
	case "V":
		return 0
	case "J", "D":
		return 2
	}
	return 1
}

// load pushes the local at slot holding a value of type desc.
func (a *asm) load(slot int, desc string) {
	if slots(desc) == 2 {
		a.emit(instr{op: classfile.Lload, a: int32(slot)}, 2)
	} else {
		a.emit(instr{op: classfile.Iload, a: int32(slot)}, 1)
	}
}

func (a *asm) pushString(s string) {
	a.emit(instr{op: opLdcString, a: int32(a.l.literalID(s))}, 1)
}

func (a *asm) pushInt(v int32) { a.emit(instr{op: classfile.Sipush, k: int64(v)}, 1) }

func (a *asm) dup() { a.emit(instr{op: classfile.Dup}, 1) }

func (a *asm) pop(desc string) {
	switch slots(desc) {
	case 1:
		a.emit(instr{op: classfile.Pop}, -1)
	case 2:
		a.emit(instr{op: classfile.Pop2}, -2)
	}
}

// invoke calls m the way its kind requires: static, constructor or
// private methods directly, others through virtual or interface dispatch.
func (a *asm) invoke(m *Method) {
	delta := slots(m.Ret) - m.ArgSlots
	switch {
	case m.IsStatic():
		a.emit(instr{op: opInvokeStaticQ, ref: m}, delta)
	case m.Name == "<init>" || m.IsPrivate():
		a.emit(instr{op: opInvokeSpecialQ, ref: m}, delta)
	case m.Class.IsInterface():
		a.emit(instr{op: opInvokeInterfaceQ, ref: &callSite{resolved: m}}, delta)
	default:
		a.emit(instr{op: opInvokeVirtualQ, ref: &callSite{resolved: m}}, delta)
	}
}

// invokeSpecial calls m without virtual dispatch.
func (a *asm) invokeSpecial(m *Method) {
	a.emit(instr{op: opInvokeSpecialQ, ref: m}, slots(m.Ret)-m.ArgSlots)
}

func (a *asm) getField(f *Field) {
	if f.IsStatic() {
		a.emit(instr{op: opGetstaticQ, ref: f}, slots(f.Desc))
		return
	}
	if f.Wide() {
		a.emit(instr{op: opGetfield2Q, a: int32(f.Slot)}, 1)
	} else {
		a.emit(instr{op: opGetfieldQ, a: int32(f.Slot)}, 0)
	}
}

func (a *asm) putField(f *Field) {
	if f.IsStatic() {
		a.emit(instr{op: opPutstaticQ, ref: f}, -slots(f.Desc))
		return
	}
	if f.Wide() {
		a.emit(instr{op: opPutfield2Q, a: int32(f.Slot)}, -3)
	} else {
		a.emit(instr{op: opPutfieldQ, a: int32(f.Slot)}, -2)
	}
}

func (a *asm) newObject(c *Class) { a.emit(instr{op: opNewQ, ref: c}, 1) }

func (a *asm) checkcast(c *Class) { a.emit(instr{op: opCheckcastQ, ref: c}, 0) }

func (a *asm) instanceOf(c *Class) { a.emit(instr{op: opInstanceofQ, ref: c}, 0) }

// ret returns a value of type desc.
func (a *asm) ret(desc string) {
	switch slots(desc) {
	case 0:
		a.emit(instr{op: classfile.Return}, 0)
	case 1:
		a.emit(instr{op: classfile.Ireturn}, -1)
	default:
		a.emit(instr{op: classfile.Lreturn}, -2)
	}
}

// label is a forward branch to be patched by mark.
type label []int

// branch emits a conditional or unconditional jump to l.
func (a *asm) branch(op classfile.Opcode, l *label, delta int) {
	*l = append(*l, len(a.code))
	a.emit(instr{op: op}, delta)
}

// mark makes l's branches jump to the next instruction.
func (a *asm) mark(l label) {
	for _, i := range l {
		a.code[i].a = int32(len(a.code))
	}
}

// op emits a plain instruction with a known stack effect.
func (a *asm) op(op classfile.Opcode, delta int) { a.emit(instr{op: op}, delta) }

// method finishes the code as a method of class c.
func (a *asm) method(c *Class, name, desc string, flags uint16) *Method {
	m := makeMethod(c, name, desc, flags)
	m.code = &Code{instrs: a.code, maxLocals: m.ArgSlots, maxStack: a.maxDepth + 2}
	return m
}
