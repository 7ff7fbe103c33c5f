package interp

import (
	"strconv"
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// Helpful NullPointerException messages (JEP 358), computed as HotSpot's
// bytecodeUtils.cpp does in JDK 17.
//
// The message has two parts: the action the faulting instruction could not
// perform ("Cannot read field \"next\"") and, if it can be told, what was
// null (` because "this.head.next" is null`). For the second part a
// data-flow analysis simulates the operand stack over the method's
// bytecode, recording for each stack slot which instruction pushed it;
// the description is then built by walking back from the slot the faulting
// instruction dereferenced to the instruction that pushed it, and from
// there on to that instruction's own operands, at most npeMaxDetail steps
// deep.
//
// Matching HotSpot's output exactly means following its analysis exactly,
// including its imprecisions: the analysis stops as soon as it has a stack
// for the faulting instruction (so a value that a later back edge would
// make ambiguous is still named), a merge is folded into the stack that
// is then propagated to the branch targets, the instruction after a
// switch receives the switch's stack, and so on.

// npeMaxDetail bounds how many instructions a description walks back over.
const npeMaxDetail = 5

// npeMaxEntries bounds the size of the analysis (the sum of the sizes of
// all simulated stacks), as HotSpot's _max_entries does.
const npeMaxEntries = 1000000

// npeType is HotSpot's BasicType of a simulated stack slot. Only the
// number of slots a type takes and whether two types are equal matter.
type npeType uint8

const (
	npeConflict npeType = iota // merged values of different types
	npeVoid                    // pushes nothing
	npeBoolean
	npeChar
	npeByte
	npeShort
	npeInt
	npeFloat
	npeLong
	npeDouble
	npeObject
	npeArray
	npeAddress // a jsr return address
)

func (t npeType) size() int {
	switch t {
	case npeVoid:
		return 0
	case npeLong, npeDouble:
		return 2
	}
	return 1
}

// npeTypeOf is the type of a value of the field descriptor desc ("V" too).
func npeTypeOf(desc string) npeType {
	if desc == "" {
		return npeConflict
	}
	switch desc[0] {
	case 'Z':
		return npeBoolean
	case 'C':
		return npeChar
	case 'B':
		return npeByte
	case 'S':
		return npeShort
	case 'I':
		return npeInt
	case 'F':
		return npeFloat
	case 'J':
		return npeLong
	case 'D':
		return npeDouble
	case 'L':
		return npeObject
	case '[':
		return npeArray
	case 'V':
		return npeVoid
	}
	return npeConflict
}

// npeNoSource marks a slot whose pushing instruction is not known (the
// slot was merged from different instructions).
const npeNoSource = -1

// npeSlot is what the analysis knows of one operand stack slot.
type npeSlot struct {
	source int // bytecode offset of the instruction that pushed it, or npeNoSource
	typ    npeType
}

func (s npeSlot) merge(o npeSlot) npeSlot {
	if s.typ != o.typ {
		ref := func(t npeType) bool { return t == npeObject || t == npeArray }
		if !ref(s.typ) || !ref(o.typ) {
			return npeSlot{npeNoSource, npeConflict}
		}
		if s.source == o.source {
			return npeSlot{s.source, npeObject}
		}
		return npeSlot{npeNoSource, npeObject}
	}
	if s.source != o.source {
		return npeSlot{npeNoSource, s.typ}
	}
	return s
}

// npeStack is the simulated operand stack before one instruction (bottom
// first), with the set of local variables (below 64) that some path to
// the instruction has stored to: a parameter's slot that was written no
// longer certainly holds the parameter.
type npeStack struct {
	slots   []npeSlot
	written uint64
}

func (s *npeStack) clone() *npeStack {
	return &npeStack{slots: append([]npeSlot(nil), s.slots...), written: s.written}
}

func (s *npeStack) pushRaw(v npeSlot) {
	if v.typ != npeVoid {
		s.slots = append(s.slots, v)
	}
}

// push pushes v, twice if it is a long or double.
func (s *npeStack) push(v npeSlot) {
	if v.typ.size() == 2 {
		s.pushRaw(v)
	}
	s.pushRaw(v)
}

func (s *npeStack) pushNew(source int, t npeType) { s.push(npeSlot{source, t}) }

func (s *npeStack) pop(n int) {
	if n > len(s.slots) {
		n = len(s.slots) // only in code the verifier would reject
	}
	if n > 0 {
		s.slots = s.slots[:len(s.slots)-n]
	}
}

// at returns slot i counted from the top (0 is the top of the stack).
func (s *npeStack) at(i int) npeSlot {
	if i < 0 || i >= len(s.slots) {
		return npeSlot{npeNoSource, npeConflict}
	}
	return s.slots[len(s.slots)-1-i]
}

func (s *npeStack) setWritten(local int) {
	if local < 64 {
		s.written |= 1 << uint(local)
	}
}

func (s *npeStack) wasWritten(local int) bool {
	return local >= 64 || s.written&(1<<uint(local)) != 0
}

// mergeFrom merges o into s slot by slot.
func (s *npeStack) mergeFrom(o *npeStack) {
	for i := range s.slots {
		if i < len(o.slots) {
			s.slots[i] = s.slots[i].merge(o.slots[i])
		}
	}
	s.written |= o.written
}

// npeAnalysis is HotSpot's ExceptionMessageBuilder for one method.
type npeAnalysis struct {
	pool   classfile.Pool
	code   *classfile.Code
	static bool
	desc   string
	// index maps a bytecode offset to its instruction, -1 between
	// instructions.
	index []int
	// stacks holds the stack before each bytecode offset (one more entry
	// for the offset just past the code); nil where none is known yet.
	stacks   []*npeStack
	entries  int
	addedOne bool
	complete bool
}

// newNPEAnalysis runs the analysis of code far enough to know the stack
// before the instruction at bytecode offset bci.
func newNPEAnalysis(pool classfile.Pool, code *classfile.Code, static bool, desc string, bci int) *npeAnalysis {
	n := len(code.Bytecode)
	a := &npeAnalysis{pool: pool, code: code, static: static, desc: desc,
		index: make([]int, n+1), stacks: make([]*npeStack, n+1), addedOne: true}
	for i := range a.index {
		a.index[i] = -1
	}
	for i, in := range code.Instructions {
		a.index[in.PC] = i
	}
	a.stacks[0] = &npeStack{}
	for _, h := range code.ExceptionTable {
		if h.HandlerPC >= 0 && h.HandlerPC < n && a.stacks[h.HandlerPC] == nil {
			s := &npeStack{}
			s.pushNew(h.HandlerPC, npeObject)
			a.stacks[h.HandlerPC] = s
		}
	}
	for !a.complete && a.addedOne {
		a.complete = true
		a.addedOne = false
		for i := range code.Instructions {
			a.step(&code.Instructions[i])
			next := n
			if i+1 < len(code.Instructions) {
				next = code.Instructions[i+1].PC
			}
			if next == bci && a.stacks[next] != nil {
				a.complete = true
				break
			}
			if a.entries > npeMaxEntries {
				return a
			}
		}
	}
	return a
}

// merge merges s into the stack before offset bci. As in HotSpot, s itself
// becomes the merged stack, which is what later targets of the same
// instruction receive.
func (a *npeAnalysis) merge(bci int, s *npeStack) {
	if bci < 0 || bci >= len(a.stacks) {
		return
	}
	if old := a.stacks[bci]; old != nil {
		s.mergeFrom(old)
	} else {
		a.addedOne = true
		a.entries += len(s.slots)
	}
	a.stacks[bci] = s.clone()
}

// arithType is the type of the result of the arithmetic instructions iadd
// to dneg, which come in groups of int, long, float and double.
func arithType(op classfile.Opcode) npeType {
	return [...]npeType{npeInt, npeLong, npeFloat, npeDouble}[(op-classfile.Iadd)%4]
}

// step simulates one instruction, propagating its resulting stack to its
// successors (HotSpot's do_instruction).
func (a *npeAnalysis) step(in *classfile.Instruction) {
	bci := in.PC
	if a.stacks[bci] == nil {
		a.complete = false
		return
	}
	s := a.stacks[bci].clone()
	op := in.Op
	ended := false
	dest := -1
	var dests []int
	switch {
	case op == classfile.Nop, op == classfile.Iinc:
		// pushes nothing
	case op == classfile.AconstNull, op == classfile.New:
		s.pushNew(bci, npeObject)
	case op >= classfile.IconstM1 && op <= classfile.Iconst5, op == classfile.Bipush, op == classfile.Sipush:
		s.pushNew(bci, npeInt)
	case op == classfile.Lconst0 || op == classfile.Lconst1:
		s.pushNew(bci, npeLong)
	case op >= classfile.Fconst0 && op <= classfile.Fconst2:
		s.pushNew(bci, npeFloat)
	case op == classfile.Dconst0 || op == classfile.Dconst1:
		s.pushNew(bci, npeDouble)
	case op >= classfile.Iload && op <= classfile.Aload:
		s.pushNew(bci, [...]npeType{npeInt, npeLong, npeFloat, npeDouble, npeObject}[op-classfile.Iload])
	case op >= classfile.Iload0 && op <= classfile.Aload3:
		s.pushNew(bci, [...]npeType{npeInt, npeLong, npeFloat, npeDouble, npeObject}[(op-classfile.Iload0)/4])
	case op == classfile.Ldc || op == classfile.LdcW || op == classfile.Ldc2W:
		switch a.pool[in.Index].Tag {
		case classfile.TagClass, classfile.TagString, classfile.TagMethodref, classfile.TagInterfaceMethodref, classfile.TagFieldref:
			s.pushNew(bci, npeObject)
		case classfile.TagInteger:
			s.pushNew(bci, npeInt)
		case classfile.TagLong:
			s.pushNew(bci, npeLong)
		case classfile.TagFloat:
			s.pushNew(bci, npeFloat)
		case classfile.TagDouble:
			s.pushNew(bci, npeDouble)
		}
		// HotSpot pushes nothing for MethodType, MethodHandle and
		// dynamic constants.
	case op >= classfile.Iaload && op <= classfile.Saload:
		s.pop(2)
		s.pushNew(bci, [...]npeType{npeInt, npeLong, npeFloat, npeDouble, npeObject, npeInt, npeInt, npeInt}[op-classfile.Iaload])
	case op >= classfile.Istore && op <= classfile.Astore, op >= classfile.Istore0 && op <= classfile.Astore3:
		s.setWritten(int(in.Index))
		kind := op - classfile.Istore
		if op >= classfile.Istore0 {
			kind = (op - classfile.Istore0) / 4
		}
		if kind == 1 || kind == 3 {
			s.pop(2)
		} else {
			s.pop(1)
		}
	case op == classfile.Lastore || op == classfile.Dastore:
		s.pop(4)
	case op >= classfile.Iastore && op <= classfile.Sastore:
		s.pop(3)
	case op == classfile.Pop, op == classfile.Monitorenter, op == classfile.Monitorexit:
		s.pop(1)
	case op == classfile.Pop2:
		s.pop(2)
	case op == classfile.Dup:
		s.pushRaw(s.at(0))
	case op == classfile.DupX1:
		t1, t2 := s.at(0), s.at(1)
		s.pop(2)
		s.pushRaw(t1)
		s.pushRaw(t2)
		s.pushRaw(t1)
	case op == classfile.DupX2:
		t1, t2, t3 := s.at(0), s.at(1), s.at(2)
		s.pop(3)
		s.pushRaw(t1)
		s.pushRaw(t3)
		s.pushRaw(t2)
		s.pushRaw(t1)
	case op == classfile.Dup2:
		t1, t2 := s.at(0), s.at(1)
		s.pushRaw(t2)
		s.pushRaw(t1)
	case op == classfile.Dup2X1:
		t1, t2, t3 := s.at(0), s.at(1), s.at(2)
		s.pop(3)
		s.pushRaw(t2)
		s.pushRaw(t1)
		s.pushRaw(t3)
		s.pushRaw(t2)
		s.pushRaw(t1)
	case op == classfile.Dup2X2:
		t1, t2, t3, t4 := s.at(0), s.at(1), s.at(2), s.at(3)
		s.pop(4)
		s.pushRaw(t2)
		s.pushRaw(t1)
		s.pushRaw(t4)
		s.pushRaw(t3)
		s.pushRaw(t2)
		s.pushRaw(t1)
	case op == classfile.Swap:
		t1, t2 := s.at(0), s.at(1)
		s.pop(2)
		s.push(t1) // push, not pushRaw, as HotSpot does
		s.push(t2)
	case op >= classfile.Iadd && op <= classfile.Drem:
		t := arithType(op)
		s.pop(2 * t.size())
		s.pushNew(bci, t)
	case op >= classfile.Ineg && op <= classfile.Dneg:
		t := arithType(op)
		s.pop(t.size())
		s.pushNew(bci, t)
	case op >= classfile.Ishl && op <= classfile.Lushr:
		t := [...]npeType{npeInt, npeLong}[(op-classfile.Ishl)%2]
		s.pop(1 + t.size())
		s.pushNew(bci, t)
	case op >= classfile.Iand && op <= classfile.Lxor:
		t := [...]npeType{npeInt, npeLong}[(op-classfile.Iand)%2]
		s.pop(2 * t.size())
		s.pushNew(bci, t)
	case op >= classfile.I2l && op <= classfile.I2s:
		from := [...]int{1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 2, 1, 1, 1}[op-classfile.I2l]
		to := [...]npeType{npeLong, npeFloat, npeDouble, npeInt, npeFloat, npeDouble, npeInt, npeLong, npeDouble,
			npeInt, npeLong, npeFloat, npeByte, npeChar, npeShort}[op-classfile.I2l]
		s.pop(from)
		s.pushNew(bci, to)
	case op == classfile.Lcmp, op == classfile.Dcmpl, op == classfile.Dcmpg:
		s.pop(4)
		s.pushNew(bci, npeInt)
	case op == classfile.Fcmpl, op == classfile.Fcmpg:
		s.pop(2)
		s.pushNew(bci, npeInt)
	case op >= classfile.Ifeq && op <= classfile.Ifle, op == classfile.Ifnull, op == classfile.Ifnonnull:
		s.pop(1)
		dest = in.Target
	case op >= classfile.IfIcmpeq && op <= classfile.IfAcmpne:
		s.pop(2)
		dest = in.Target
	case op == classfile.Jsr, op == classfile.JsrW:
		s.pushNew(bci, npeAddress)
		dest = in.Target
		ended = true
	case op == classfile.Ret:
		ended = true // where it returns to is not tracked
	case op == classfile.Tableswitch, op == classfile.Lookupswitch:
		s.pop(1)
		dest = in.Target
		if in.Switch != nil {
			dests = in.Switch.Targets
		}
		// The instruction after the switch receives its stack too.
	case op >= classfile.Ireturn && op <= classfile.Return, op == classfile.Athrow:
		ended = true
	case op == classfile.Getstatic || op == classfile.Getfield:
		_, _, desc := a.pool.MemberRef(in.Index)
		if op == classfile.Getfield {
			s.pop(1)
		}
		s.pushNew(bci, npeTypeOf(desc))
	case op == classfile.Putstatic || op == classfile.Putfield:
		_, _, desc := a.pool.MemberRef(in.Index)
		n := npeTypeOf(desc).size()
		if op == classfile.Putfield {
			n++
		}
		s.pop(n)
	case op >= classfile.Invokevirtual && op <= classfile.Invokedynamic:
		desc := a.invokeDescriptor(in)
		if op != classfile.Invokestatic && op != classfile.Invokedynamic {
			s.pop(1)
		}
		s.pop(classfile.ArgumentSlots(desc))
		if i := strings.LastIndexByte(desc, ')'); i >= 0 {
			s.pushNew(bci, npeTypeOf(desc[i+1:]))
		}
	case op == classfile.Newarray || op == classfile.Anewarray:
		s.pop(1)
		s.pushNew(bci, npeObject)
	case op == classfile.Instanceof:
		s.pop(1)
		s.pushNew(bci, npeInt)
	case op == classfile.Arraylength:
		s.pop(1)
		s.pushNew(bci, npeInt)
	case op == classfile.Checkcast:
		// the slot keeps its source
	case op == classfile.Multianewarray:
		s.pop(int(in.Value))
		s.pushNew(bci, npeObject)
	case op == classfile.Goto || op == classfile.GotoW:
		dest = in.Target
		ended = true
	default:
		a.complete = false
		a.addedOne = false
		return
	}
	if !ended {
		a.merge(bci+in.Length, s)
	}
	if dest >= 0 {
		a.merge(dest, s)
	}
	for _, d := range dests {
		a.merge(d, s)
	}
}

// invokeDescriptor is the method descriptor an invoke instruction names.
func (a *npeAnalysis) invokeDescriptor(in *classfile.Instruction) string {
	if in.Op == classfile.Invokedynamic {
		_, desc := a.pool.NameAndType(a.pool[in.Index].B)
		return desc
	}
	_, _, desc := a.pool.MemberRef(in.Index)
	return desc
}

// instrAt returns the instruction at bytecode offset bci, nil if none
// starts there.
func (a *npeAnalysis) instrAt(bci int) *classfile.Instruction {
	if bci < 0 || bci >= len(a.index) || a.index[bci] < 0 {
		return nil
	}
	return &a.code.Instructions[a.index[bci]]
}

// Results of nullSlot besides a slot number.
const (
	npeNotPossible = -1 // the instruction cannot throw a NullPointerException
	npeExplicit    = -2 // a constructor call: the exception was made with new
)

// nullSlot returns the operand stack slot (0 is the top) holding the null
// reference the instruction at bci failed on.
func (a *npeAnalysis) nullSlot(bci int) int {
	in := a.instrAt(bci)
	if in == nil {
		return npeNotPossible
	}
	switch op := in.Op; {
	case op == classfile.Getfield, op == classfile.Arraylength, op == classfile.Athrow,
		op == classfile.Monitorenter, op == classfile.Monitorexit:
		return 0
	case op >= classfile.Iaload && op <= classfile.Saload:
		return 1
	case op == classfile.Lastore || op == classfile.Dastore:
		return 3
	case op >= classfile.Iastore && op <= classfile.Sastore:
		return 2
	case op == classfile.Putfield:
		_, _, desc := a.pool.MemberRef(in.Index)
		return npeTypeOf(desc).size()
	case op == classfile.Invokevirtual, op == classfile.Invokespecial, op == classfile.Invokeinterface:
		_, name, desc := a.pool.MemberRef(in.Index)
		if name == "<init>" {
			// A constructor's receiver is never null in Java code: this
			// is the call that made the exception explicitly.
			return npeExplicit
		}
		return classfile.ArgumentSlots(desc)
	}
	return npeNotPossible
}

// failedAction describes what the instruction at bci could not do.
func (a *npeAnalysis) failedAction(b *strings.Builder, bci int) {
	in := a.instrAt(bci)
	if in == nil {
		return
	}
	arrayKind := [...]string{"int", "long", "float", "double", "object", "byte/boolean", "char", "short"}
	switch op := in.Op; {
	case op >= classfile.Iaload && op <= classfile.Saload:
		b.WriteString("Cannot load from " + arrayKind[op-classfile.Iaload] + " array")
	case op >= classfile.Iastore && op <= classfile.Sastore:
		b.WriteString("Cannot store to " + arrayKind[op-classfile.Iastore] + " array")
	case op == classfile.Arraylength:
		b.WriteString("Cannot read the array length")
	case op == classfile.Athrow:
		b.WriteString("Cannot throw exception")
	case op == classfile.Monitorenter:
		b.WriteString("Cannot enter synchronized block")
	case op == classfile.Monitorexit:
		b.WriteString("Cannot exit synchronized block")
	case op == classfile.Getfield:
		_, name, _ := a.pool.MemberRef(in.Index)
		b.WriteString(`Cannot read field "` + name + `"`)
	case op == classfile.Putfield:
		_, name, _ := a.pool.MemberRef(in.Index)
		b.WriteString(`Cannot assign field "` + name + `"`)
	case op == classfile.Invokevirtual, op == classfile.Invokespecial, op == classfile.Invokeinterface:
		b.WriteString(`Cannot invoke "`)
		a.methodName(b, in.Index)
		b.WriteString(`"`)
	}
}

// npeClassName is the external name of the class named in the constant
// pool, with java.lang.Object and java.lang.String shortened. Array
// classes keep their descriptor form ("[I"), as HotSpot prints them.
func npeClassName(internal string) string {
	name := strings.ReplaceAll(internal, "/", ".")
	switch name {
	case "java.lang.Object":
		return "Object"
	case "java.lang.String":
		return "String"
	}
	return name
}

// npeParameters lists the parameter types of a method descriptor in Java
// syntax, separated by ", ". Like HotSpot, it then drops "java.lang."
// before every type name that starts with "Object" or "String" (so also
// java.lang.StringBuilder) at the start of the list or after ", ".
func npeParameters(desc string) string {
	params, _, _ := classfile.ParseMethodDescriptor(desc)
	names := make([]string, len(params))
	for i, p := range params {
		names[i] = classfile.JavaTypeName(p)
	}
	list := strings.Join(names, ", ")
	if len(list) < len("java.lang.String") {
		return list
	}
	var b strings.Builder
	for i := 0; i < len(list); i++ {
		if i == 0 || i > 1 && list[i-2:i] == ", " {
			rest := list[i:]
			if strings.HasPrefix(rest, "java.lang.Object") || strings.HasPrefix(rest, "java.lang.String") {
				i += len("java.lang.")
			}
		}
		b.WriteByte(list[i])
	}
	return b.String()
}

// methodName prints "Class.name(parameter types)" for the method the
// constant-pool entry i refers to.
func (a *npeAnalysis) methodName(b *strings.Builder, i uint16) {
	class, name, desc := a.pool.MemberRef(i)
	b.WriteString(npeClassName(class) + "." + name + "(" + npeParameters(desc) + ")")
}

// localName prints the name of local variable slot at bytecode offset bci:
// its name in the LocalVariableTable, else "this" or "<parameterN>" if it
// still holds the receiver or a parameter, else "<localN>".
func (a *npeAnalysis) localName(b *strings.Builder, bci, slot int, isParameter bool) {
	for _, v := range a.code.LocalVariables {
		if bci >= v.StartPC && bci < v.StartPC+v.Length && v.Index == slot {
			b.WriteString(v.Name)
			return
		}
	}
	if !a.static && slot == 0 && isParameter {
		b.WriteString("this")
		return
	}
	if isParameter {
		params, _, _ := classfile.ParseMethodDescriptor(a.desc)
		at := 0
		if !a.static {
			at = 1
		}
		for i, p := range params {
			n := classfile.SlotSize(p)
			if slot >= at && slot < at+n {
				b.WriteString("<parameter" + strconv.Itoa(i+1) + ">")
				return
			}
			at += n
		}
	}
	b.WriteString("<local" + strconv.Itoa(slot) + ">")
}

// cause prints ` because "<description>" is null` for the null reference
// in slot of the stack before bci, or nothing if it cannot be described.
func (a *npeAnalysis) cause(b *strings.Builder, bci, slot int) {
	if a.describe(b, bci, slot, npeMaxDetail, false, ` because "`) {
		b.WriteString(`" is null`)
	}
}

// describe prints a Java-like expression for the value in slot of the
// stack before bci, from the instruction that pushed it, recurring into
// that instruction's operands with less detail left. inner is set for
// array subscripts, which never say "the return value of". prefix is
// printed before a description at the outermost level, unless it is the
// return value of a call. It reports whether a description was printed.
//
// As in HotSpot, the prefix is printed before it is known whether the
// pushing instruction can be described at all.
func (a *npeAnalysis) describe(b *strings.Builder, bci, slot, detail int, inner bool, prefix string) bool {
	if detail <= 0 || bci < 0 || bci >= len(a.stacks) || a.stacks[bci] == nil {
		return false
	}
	s := a.stacks[bci]
	v := s.at(slot)
	if v.source == npeNoSource {
		return false
	}
	in := a.instrAt(v.source)
	if in == nil {
		return false
	}
	op := in.Op
	isInvoke := op >= classfile.Invokevirtual && op <= classfile.Invokeinterface
	if detail == npeMaxDetail && prefix != "" && !isInvoke {
		b.WriteString(prefix)
	}
	switch {
	case op == classfile.Iload || op == classfile.Aload,
		op >= classfile.Iload0 && op <= classfile.Iload3,
		op >= classfile.Aload0 && op <= classfile.Aload3:
		local := int(in.Index)
		a.localName(b, v.source, local, !s.wasWritten(local))
		return true
	case op == classfile.AconstNull:
		b.WriteString("null")
		return true
	case op >= classfile.IconstM1 && op <= classfile.Iconst5:
		b.WriteString(strconv.Itoa(int(op) - int(classfile.Iconst0)))
		return true
	case op == classfile.Bipush:
		b.WriteString(strconv.Itoa(int(in.Value)))
		return true
	case op == classfile.Sipush:
		// HotSpot reads the operand as unsigned: sipush -1 prints 65535.
		b.WriteString(strconv.Itoa(int(uint16(in.Value))))
		return true
	case op == classfile.Iaload || op == classfile.Aaload:
		if !a.describe(b, v.source, 1, detail-1, inner, "") {
			b.WriteString("<array>")
		}
		b.WriteString("[")
		// The index keeps the detail left, so that simple indices are
		// always printed.
		if !a.describe(b, v.source, 0, detail, true, "") {
			b.WriteString("...")
		}
		b.WriteString("]")
		return true
	case op == classfile.Getstatic:
		class, name, _ := a.pool.MemberRef(in.Index)
		b.WriteString(npeClassName(class) + "." + name)
		return true
	case op == classfile.Getfield:
		if a.describe(b, v.source, 0, detail-1, inner, "") {
			b.WriteString(".")
		}
		_, name, _ := a.pool.MemberRef(in.Index)
		b.WriteString(name)
		return true
	case isInvoke:
		if detail == npeMaxDetail && !inner {
			b.WriteString(` because the return value of "`)
		}
		a.methodName(b, in.Index)
		return true
	}
	return false
}

// npeMessage computes the helpful message of a NullPointerException raised
// by the instruction at bytecode offset bci of a method with the given
// code, descriptor and staticness, whose class has the given constant
// pool. It reports false when there is no message: the instruction cannot
// raise a NullPointerException, or it is the constructor call of an
// explicitly created one.
func npeMessage(pool classfile.Pool, code *classfile.Code, static bool, desc string, bci int) (string, bool) {
	if code == nil || bci < 0 || bci >= len(code.Bytecode) {
		return "", false
	}
	a := newNPEAnalysis(pool, code, static, desc, bci)
	slot := a.nullSlot(bci)
	if slot < 0 {
		return "", false
	}
	var b strings.Builder
	a.failedAction(&b, bci)
	a.cause(&b, bci, slot)
	return b.String(), true
}

// extendedNPEMessage computes the helpful NullPointerException message
// (JEP 358) for the instruction at pc (an instruction index) of m; "" if
// there is none.
func (vm *VM) extendedNPEMessage(m *Method, pc int) string {
	if m == nil || m.code == nil || m.code.file == nil || m.Class == nil || m.Class.File == nil ||
		pc < 0 || pc >= len(m.code.pcs) {
		return ""
	}
	// An exception made by reflection (Constructor.newInstance) has no
	// bytecode of its own; HotSpot checks the accessor class of its
	// release (JDK 17, and JDK 22 on).
	switch m.Class.Name {
	case "jdk/internal/reflect/NativeConstructorAccessorImpl",
		"jdk/internal/reflect/DirectConstructorHandleAccessor$NativeAccessor":
		return ""
	}
	msg, ok := npeMessage(m.Class.File.Pool, m.code.file, m.IsStatic(), m.Desc, int(m.code.pcs[pc]))
	if !ok {
		return ""
	}
	return msg
}
