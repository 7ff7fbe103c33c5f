package classfile

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

// Instruction is one decoded bytecode instruction.
type Instruction struct {
	PC     int    // bytecode offset
	Length int    // bytes, including a wide prefix
	Op     Opcode // the instruction's own opcode, never Wide
	Wide   bool   // the instruction had a wide prefix
	// Index is the constant-pool index of ldc*, field, method, class and
	// invokedynamic instructions, and the local variable index of loads,
	// stores (also the iload_0 .. astore_3 forms), iinc and ret.
	Index uint16
	// Value is the operand of bipush and sipush, the increment of iinc, the
	// array type code of newarray (T_BOOLEAN=4 .. T_LONG=11), the count of
	// invokeinterface and the dimensions of multianewarray.
	Value int32
	// Target is the absolute bytecode offset a branch jumps to, or the
	// default target of a switch.
	Target int
	Switch *Switch
}

// Switch holds the cases of a tableswitch or lookupswitch: Targets[i] is
// the absolute offset jumped to for Keys[i]. For a tableswitch the keys are
// Low, Low+1, ... in order; for a lookupswitch they are sorted.
type Switch struct {
	Keys    []int32
	Targets []int
}

// Array type codes of newarray (JVMS §6.5.newarray).
const (
	TBoolean = 4
	TChar    = 5
	TFloat   = 6
	TDouble  = 7
	TByte    = 8
	TShort   = 9
	TInt     = 10
	TLong    = 11
)

// CodeError is a violation of the static constraints on code (JVMS
// §4.9.1) by the instruction at PC. Kind says which, for a verifier that
// reports it in its own words.
type CodeError struct {
	PC   int
	Kind CodeErrorKind
	// Value is the target of a CodeBadBranch, the local variable of a
	// CodeBadLocal, the opcode of a CodeBadInstruction, the constant
	// index of a CodeBadConstant or CodeConstantOutsidePool, and the
	// offset of a CodeBadHandlerStart, CodeBadHandlerEnd or CodeBadHandler.
	Value int
	Msg   string
}

// CodeErrorKind classifies a CodeError.
type CodeErrorKind uint8

// The kinds of CodeError.
const (
	CodeOther CodeErrorKind = iota
	// CodeBadInstruction is an opcode JVMS §6.5 does not define, or an
	// instruction the end of the code cuts short: the instructions that
	// follow cannot be found.
	CodeBadInstruction
	CodeBadBranch           // a branch to no instruction's start
	CodeBadLocal            // a local variable beyond max_locals
	CodeBadConstant         // a constant of a kind the instruction cannot use
	CodeConstantOutsidePool // a constant index outside the pool
	// An exception handler's start, end or handler offset that is not
	// an instruction's (PC is -1).
	CodeBadHandlerStart
	CodeBadHandlerEnd
	CodeBadHandler
)

func (e *CodeError) Error() string {
	if e.PC < 0 {
		return e.Msg
	}
	return fmt.Sprintf("bytecode offset %d: %s", e.PC, e.Msg)
}

// decodeCode decodes and checks the instructions of a Code attribute:
// opcodes, operand lengths, branch targets, local variable indices and the
// kind of every referenced constant-pool entry.
func (p *parser) decodeCode(code *Code) error {
	b := code.Bytecode
	// Instructions average about two bytes.
	ins := make([]Instruction, 0, len(b)/2+1)
	starts := make([]bool, len(b)+1)
	// With keepInvalidCode, an instruction whose operands break a
	// constraint is recorded in code.Violations and decoding goes on, as
	// long as the next instruction can be found.
	var violations []*CodeError
	for pc := 0; pc < len(b); {
		in, err := p.decodeInstruction(b, pc, code.MaxLocals)
		if err != nil {
			ce, ok := err.(*CodeError)
			if !ok {
				ce = &CodeError{Msg: err.Error()}
			}
			ce.PC = pc
			if !p.keepInvalidCode || ce.Kind == CodeBadInstruction || in.Op == Tableswitch || in.Op == Lookupswitch {
				return ce
			}
			violations = append(violations, ce)
		}
		starts[pc] = true
		ins = append(ins, in)
		pc += in.Length
	}
	check := func(in *Instruction, target int) error {
		if target < 0 || target >= len(b) {
			return &CodeError{PC: in.PC, Kind: CodeBadBranch, Value: target, Msg: fmt.Sprintf("%s jumps to %d, outside the code of length %d", in.Op, target, len(b))}
		}
		if !starts[target] {
			return &CodeError{PC: in.PC, Kind: CodeBadBranch, Value: target, Msg: fmt.Sprintf("%s jumps to %d, which is not the start of an instruction", in.Op, target)}
		}
		return nil
	}
	for i := range ins {
		in := &ins[i]
		targets := []int{in.Target}
		switch {
		case in.Switch != nil:
			targets = append(targets, in.Switch.Targets...)
		case !isBranch(in.Op):
			continue
		}
		for _, t := range targets {
			if err := check(in, t); err != nil {
				if !p.keepInvalidCode {
					return err
				}
				violations = append(violations, err.(*CodeError))
				break
			}
		}
	}
	for _, h := range code.ExceptionTable {
		msg := fmt.Sprintf("exception handler [%d, %d) -> %d does not fit the instructions", h.StartPC, h.EndPC, h.HandlerPC)
		if h.StartPC >= h.EndPC || h.EndPC > len(b) || h.HandlerPC >= len(b) {
			// Not the code's but the class file's fault, whatever
			// verifies it (HotSpot's ClassFileParser refuses it).
			return errors.New(msg)
		}
		var ce *CodeError
		switch {
		case !starts[h.StartPC]:
			ce = &CodeError{PC: -1, Kind: CodeBadHandlerStart, Value: h.StartPC, Msg: msg}
		case !starts[h.EndPC] && h.EndPC != len(b):
			ce = &CodeError{PC: -1, Kind: CodeBadHandlerEnd, Value: h.EndPC, Msg: msg}
		case !starts[h.HandlerPC]:
			ce = &CodeError{PC: -1, Kind: CodeBadHandler, Value: h.HandlerPC, Msg: msg}
		default:
			continue
		}
		if !p.keepInvalidCode {
			return ce
		}
		violations = append(violations, ce)
	}
	if len(violations) > 0 {
		slices.SortStableFunc(violations, func(a, b *CodeError) int { return a.PC - b.PC })
		code.Violations, code.Unverified = violations, ins
		return violations[0]
	}
	code.Instructions = ins
	return nil
}

func isBranch(op Opcode) bool {
	return op >= Ifeq && op <= Jsr || op == Ifnull || op == Ifnonnull || op == GotoW || op == JsrW
}

func (p *parser) decodeInstruction(b []byte, pc int, maxLocals uint16) (Instruction, error) {
	in := Instruction{PC: pc, Op: Opcode(b[pc]), Length: 1}
	need := func(n int) error {
		if pc+n > len(b) {
			return &CodeError{Kind: CodeBadInstruction, Value: int(in.Op), Msg: fmt.Sprintf("%s is truncated", in.Op)}
		}
		in.Length = n
		return nil
	}
	u16 := func(at int) uint16 { return binary.BigEndian.Uint16(b[at:]) }
	s32 := func(at int) int32 { return int32(binary.BigEndian.Uint32(b[at:])) }
	local := func(index int, width int) error {
		in.Index = uint16(index)
		if index+width > int(maxLocals) {
			return &CodeError{Kind: CodeBadLocal, Value: index, Msg: fmt.Sprintf("%s uses local variable %d but max_locals is %d", in.Op, index, maxLocals)}
		}
		return nil
	}
	cp := func(at int, kinds ...Tag) error {
		in.Index = u16(at)
		return p.checkOperandConstant(in.Op, in.Index, kinds)
	}
	op := in.Op
	switch {
	case op <= Dconst1, op >= Iaload && op <= Saload, op >= Iastore && op <= Lxor,
		op >= I2l && op <= Dcmpg, op >= Ireturn && op <= Return, op == Arraylength, op == Athrow, op == Monitorenter, op == Monitorexit:
		return in, nil
	case op == Bipush:
		if err := need(2); err != nil {
			return in, err
		}
		in.Value = int32(int8(b[pc+1]))
	case op == Sipush:
		if err := need(3); err != nil {
			return in, err
		}
		in.Value = int32(int16(u16(pc + 1)))
	case op == Ldc:
		if err := need(2); err != nil {
			return in, err
		}
		in.Index = uint16(b[pc+1])
		return in, p.checkLoadable(in.Op, in.Index, false)
	case op == LdcW:
		if err := need(3); err != nil {
			return in, err
		}
		in.Index = u16(pc + 1)
		return in, p.checkLoadable(in.Op, in.Index, false)
	case op == Ldc2W:
		if err := need(3); err != nil {
			return in, err
		}
		in.Index = u16(pc + 1)
		return in, p.checkLoadable(in.Op, in.Index, true)
	case op >= Iload && op <= Aload, op >= Istore && op <= Astore, op == Ret:
		if err := need(2); err != nil {
			return in, err
		}
		return in, local(int(b[pc+1]), localWidth(op))
	case op >= Iload0 && op <= Aload3:
		n := int(op-Iload0) % 4
		return in, local(n, localWidth(Iload+(op-Iload0)/4))
	case op >= Istore0 && op <= Astore3:
		n := int(op-Istore0) % 4
		return in, local(n, localWidth(Istore+(op-Istore0)/4))
	case op == Iinc:
		if err := need(3); err != nil {
			return in, err
		}
		in.Value = int32(int8(b[pc+2]))
		return in, local(int(b[pc+1]), 1)
	case op >= Ifeq && op <= Jsr, op == Ifnull, op == Ifnonnull:
		if err := need(3); err != nil {
			return in, err
		}
		in.Target = pc + int(int16(u16(pc+1)))
		return in, p.checkJsr(op)
	case op == GotoW || op == JsrW:
		if err := need(5); err != nil {
			return in, err
		}
		in.Target = pc + int(s32(pc+1))
		return in, p.checkJsr(op)
	case op == Tableswitch || op == Lookupswitch:
		return p.decodeSwitch(in, b)
	case op >= Getstatic && op <= Putfield:
		if err := need(3); err != nil {
			return in, err
		}
		return in, cp(pc+1, TagFieldref)
	case op == Invokevirtual:
		if err := need(3); err != nil {
			return in, err
		}
		return in, cp(pc+1, TagMethodref)
	case op == Invokespecial || op == Invokestatic:
		if err := need(3); err != nil {
			return in, err
		}
		if p.cf.MajorVersion >= 52 {
			return in, cp(pc+1, TagMethodref, TagInterfaceMethodref)
		}
		return in, cp(pc+1, TagMethodref)
	case op == Invokeinterface:
		if err := need(5); err != nil {
			return in, err
		}
		// In the order of HotSpot's checks: the constant, the count, the
		// fourth byte.
		in.Value = int32(b[pc+3])
		if err := cp(pc+1, TagInterfaceMethodref); err != nil {
			return in, err
		}
		_, name, desc := p.cf.Pool.MemberRef(in.Index)
		if want := ArgumentSlots(desc) + 1; int(in.Value) != want {
			return in, fmt.Errorf("invokeinterface of %s%s has count %d, want %d", name, desc, in.Value, want)
		}
		if b[pc+4] != 0 {
			return in, fmt.Errorf("invokeinterface has fourth byte %d, not zero", b[pc+4])
		}
	case op == Invokedynamic:
		if err := need(5); err != nil {
			return in, err
		}
		if err := cp(pc+1, TagInvokeDynamic); err != nil {
			return in, err
		}
		if b[pc+3] != 0 || b[pc+4] != 0 {
			return in, fmt.Errorf("invokedynamic operand bytes 3 and 4 are not zero")
		}
	case op == New || op == Anewarray || op == Checkcast || op == Instanceof:
		if err := need(3); err != nil {
			return in, err
		}
		if err := cp(pc+1, TagClass); err != nil {
			return in, err
		}
		name := p.cf.Pool.ClassName(in.Index)
		if op == New && isArrayName(name) {
			return in, fmt.Errorf("new refers to the array type %s", name)
		}
		if op == Anewarray && arrayDims(name) >= 255 {
			return in, fmt.Errorf("anewarray of %s would create more than 255 dimensions", name)
		}
	case op == Newarray:
		if err := need(2); err != nil {
			return in, err
		}
		in.Value = int32(b[pc+1])
		if in.Value < TBoolean || in.Value > TLong {
			return in, fmt.Errorf("newarray has invalid array type %d", in.Value)
		}
	case op == Multianewarray:
		if err := need(4); err != nil {
			return in, err
		}
		in.Value = int32(b[pc+3])
		if in.Value < 1 {
			return in, fmt.Errorf("multianewarray has zero dimensions")
		}
		if err := cp(pc+1, TagClass); err != nil {
			return in, err
		}
		if name := p.cf.Pool.ClassName(in.Index); arrayDims(name) < int(in.Value) {
			return in, fmt.Errorf("multianewarray of %d dimensions refers to %s", in.Value, name)
		}
	case op == Wide:
		if err := need(2); err != nil {
			return in, err
		}
		in.Op, in.Wide = Opcode(b[pc+1]), true
		switch {
		case in.Op >= Iload && in.Op <= Aload, in.Op >= Istore && in.Op <= Astore, in.Op == Ret:
			if err := need(4); err != nil {
				return in, err
			}
			return in, local(int(u16(pc+2)), localWidth(in.Op))
		case in.Op == Iinc:
			if err := need(6); err != nil {
				return in, err
			}
			in.Value = int32(int16(u16(pc + 4)))
			return in, local(int(u16(pc+2)), 1)
		}
		return in, &CodeError{Kind: CodeBadInstruction, Value: int(Wide), Msg: fmt.Sprintf("wide cannot modify opcode 0x%02x (%s)", byte(in.Op), in.Op)}
	default:
		return in, &CodeError{Kind: CodeBadInstruction, Value: int(op), Msg: fmt.Sprintf("invalid opcode 0x%02x", byte(op))}
	}
	return in, nil
}

// checkJsr rejects jsr and jsr_w in class files of version 51 and above
// (JVMS §4.9.1).
func (p *parser) checkJsr(op Opcode) error {
	if (op == Jsr || op == JsrW) && p.cf.MajorVersion >= 51 {
		return fmt.Errorf("%s is not allowed in class file version %d", op, p.cf.MajorVersion)
	}
	return nil
}

// arrayDims is the number of dimensions of an array descriptor, 0 for a
// class name.
func arrayDims(name string) int {
	n := 0
	for n < len(name) && name[n] == '[' {
		n++
	}
	return n
}

// localWidth is the number of local variable slots a load, store or ret
// of the given kind uses: two for long and double.
func localWidth(op Opcode) int {
	switch op {
	case Lload, Dload, Lstore, Dstore:
		return 2
	}
	return 1
}

func (p *parser) decodeSwitch(in Instruction, b []byte) (Instruction, error) {
	pc := in.PC
	at := pc + 1 + (3-pc%4+4)%4 // operands are 4-byte aligned relative to the code start
	if header := map[Opcode]int{Tableswitch: 12, Lookupswitch: 8}[in.Op]; at+header > len(b) {
		return in, &CodeError{Kind: CodeBadInstruction, Value: int(in.Op), Msg: fmt.Sprintf("%s is truncated", in.Op)}
	}
	s32 := func(at int) int32 { return int32(binary.BigEndian.Uint32(b[at:])) }
	in.Target = pc + int(s32(at))
	sw := &Switch{}
	if in.Op == Tableswitch {
		low, high := s32(at+4), s32(at+8)
		n := int64(high) - int64(low) + 1
		if n <= 0 || int64(at+12)+4*n > int64(len(b)) {
			return in, &CodeError{Kind: CodeBadInstruction, Value: int(in.Op), Msg: fmt.Sprintf("tableswitch with low %d and high %d does not fit the code", low, high)}
		}
		for i := 0; i < int(n); i++ {
			sw.Keys = append(sw.Keys, low+int32(i))
			sw.Targets = append(sw.Targets, pc+int(s32(at+12+4*i)))
		}
		in.Length = at + 12 + 4*int(n) - pc
	} else {
		n := s32(at + 4)
		if n < 0 || int64(at+8)+8*int64(n) > int64(len(b)) {
			return in, &CodeError{Kind: CodeBadInstruction, Value: int(in.Op), Msg: fmt.Sprintf("lookupswitch with %d pairs does not fit the code", n)}
		}
		for i := 0; i < int(n); i++ {
			key := s32(at + 8 + 8*i)
			if i > 0 && key <= sw.Keys[i-1] {
				return in, fmt.Errorf("lookupswitch keys are not sorted")
			}
			sw.Keys = append(sw.Keys, key)
			sw.Targets = append(sw.Targets, pc+int(s32(at+12+8*i)))
		}
		in.Length = at + 8 + 8*int(n) - pc
	}
	in.Switch = sw
	return in, nil
}

// checkOperandConstant checks that a pool index used by an instruction names
// an entry of one of the given kinds.
func (p *parser) checkOperandConstant(op Opcode, i uint16, kinds []Tag) error {
	if int(i) >= len(p.cf.Pool) || i == 0 {
		return &CodeError{Kind: CodeConstantOutsidePool, Value: int(i), Msg: fmt.Sprintf("%s refers to constant #%d outside the pool", op, i)}
	}
	tag := p.cf.Pool[i].Tag
	for _, k := range kinds {
		if tag == k {
			if op == Invokevirtual || op == Invokestatic || op == Invokeinterface {
				if _, name, _ := p.cf.Pool.MemberRef(i); name[0] == '<' {
					return fmt.Errorf("%s cannot invoke %s", op, name)
				}
			}
			return nil
		}
	}
	return &CodeError{Kind: CodeBadConstant, Value: int(i), Msg: fmt.Sprintf("%s refers to constant #%d, a %s", op, i, tag)}
}

// checkLoadable checks the operand of ldc, ldc_w (category 1 constants) and
// ldc2_w (category 2 constants).
func (p *parser) checkLoadable(op Opcode, i uint16, wide bool) error {
	if int(i) >= len(p.cf.Pool) || i == 0 {
		return &CodeError{Kind: CodeConstantOutsidePool, Value: int(i), Msg: fmt.Sprintf("%s refers to constant #%d outside the pool", op, i)}
	}
	c := p.cf.Pool[i]
	ok := false
	switch c.Tag {
	case TagLong, TagDouble:
		ok = wide
	case TagClass:
		// ldc of a class needs version 49 (JVMS §4.9.1).
		ok = !wide && p.cf.MajorVersion >= 49
	case TagInteger, TagFloat, TagString, TagMethodType, TagMethodHandle:
		ok = !wide
	case TagDynamic:
		_, desc := p.cf.Pool.NameAndType(c.B)
		ok = wide == (desc == "J" || desc == "D")
	}
	if !ok {
		return &CodeError{Kind: CodeBadConstant, Value: int(i), Msg: fmt.Sprintf("%s cannot load constant #%d, a %s", op, i, c.Tag)}
	}
	return nil
}
