package interp

import (
	"math"
	"sync/atomic"

	"github.com/jcheck/jcheck/classfile"
)

// instr is a decoded instruction. op is a JVM opcode, or one of the
// quickened opcodes below that an instruction is rewritten to once its
// symbolic reference is resolved. Branch targets are instruction indices.
//
// Normalisations done while decoding, so that the loop has fewer cases:
// all one-slot loads are iload and two-slot loads lload (likewise stores);
// the _n forms and wide carry their index in a; every constant push is
// sipush (one slot, bits in k) or ldc2_w (two slots, bits in k); goto_w and
// jsr_w are goto and jsr; ireturn/freturn/areturn are ireturn and
// lreturn/dreturn are lreturn.
type instr struct {
	op  classfile.Opcode
	a   int32
	k   int64
	ref any
}

// Quickened and VM-internal opcodes, in the JVM's unused range.
const (
	opLdcString         classfile.Opcode = 0xCA + iota // a: literal number
	opLdcClassQ                                        // ref: *Class
	opGetstaticQ                                       // ref: *Field
	opPutstaticQ                                       // ref: *Field
	opGetfieldQ                                        // a: slot, k: 1 for a final field
	opGetfield2Q                                       // a: slot, long/double
	opPutfieldQ                                        // a: slot, k: 1 for a final field
	opPutfield2Q                                       // a: slot, long/double
	opGetfieldVolatileQ                                // ref: *Field
	opPutfieldVolatileQ                                // ref: *Field
	opInvokeVirtualQ                                   // ref: *callSite
	opInvokeSpecialQ                                   // ref: *Method
	opInvokeStaticQ                                    // ref: *Method
	opInvokeInterfaceQ                                 // ref: *callSite
	opInvokeDynamicQ                                   // ref: *Method (the linked call site's target)
	opNewQ                                             // ref: *Class
	opAnewarrayQ                                       // ref: *Class (the array class)
	opCheckcastQ                                       // ref: *Class
	opInstanceofQ                                      // ref: *Class
	opMultianewarrayQ                                  // ref: *Class, a: dimensions
	opInvokeHandleQ                                    // ref: *Method (signature-polymorphic intrinsic)
)

// Superinstructions: the first instruction of a common sequence is
// rewritten to one of these opcodes (keeping its a and k), and runSimple
// runs the whole sequence as one instruction, reading the operands of the
// rest from the instructions that follow, which stay as they were (a
// branch may target them). A sequence computes exactly what its
// instructions do one by one, on the stack slots too, and counts as
// their number; it never stops in its middle, except before its last
// instruction when runSimple leaves that to Thread.run (a branch once the
// budget is used up, an observed getfield), so that no frame is ever
// seen with its pc inside a sequence.
const (
	opLoadLoad     classfile.Opcode = opInvokeHandleQ + 1 + iota // iload or lload a; iload or lload b (k: their slots, loadSlots)
	opLoadLoadIf                                                 // iload a; iload b; if_icmp<cond>
	opLoadConstIf                                                // iload a; sipush k; if_icmp<cond>
	opIincGoto                                                   // iinc; goto
	opLoadGetfield                                               // iload a; getfield (when quickened)
	opLcmpIf                                                     // lcmp; if<cond>
	opLoadOp                                                     // iload a; an int arith (k: its opcode)
	opLoadLoadOp                                                 // iload a; iload b; an int arith (k: its opcode)
	opLoadLoadElem                                               // iload a; iload b; an array load (aload a; iload b; iaload ...)
	opConstStore                                                 // sipush k; iastore, fastore, bastore, castore or sastore
	opOpStore                                                    // an arith (a: its opcode, k: its slots); istore or lstore
)

// arithSlots is the slots of each operand of op if it is an int (1) or
// long (2) operation arith computes, else 0: the additive, multiplicative
// and bitwise ones, which cannot throw (JVMS §6.5: of the arithmetic
// ones only idiv, irem, ldiv and lrem do).
func arithSlots(op classfile.Opcode) int64 {
	switch op {
	case classfile.Iadd, classfile.Isub, classfile.Imul, classfile.Iand, classfile.Ior, classfile.Ixor:
		return 1
	case classfile.Ladd, classfile.Lsub, classfile.Lmul, classfile.Land, classfile.Lor, classfile.Lxor:
		return 2
	}
	return 0
}

// arith computes op (arithSlots) on a and b as longs; an int operation's
// result is the low 32 bits, as two's complement gives them at either
// width.
func arith(op classfile.Opcode, a, b int64) int64 {
	switch op {
	case classfile.Iadd, classfile.Ladd:
		return a + b
	case classfile.Isub, classfile.Lsub:
		return a - b
	case classfile.Imul, classfile.Lmul:
		return a * b
	case classfile.Iand, classfile.Land:
		return a & b
	case classfile.Ior, classfile.Lor:
		return a | b
	}
	return a ^ b
}

// isArrayLoad is whether op loads an array element.
func isArrayLoad(op classfile.Opcode) bool {
	return op >= classfile.Iaload && op <= classfile.Saload
}

// isOneSlotArrayStore is whether op stores a one-slot value (an int or
// a float) into an array element.
func isOneSlotArrayStore(op classfile.Opcode) bool {
	switch op {
	case classfile.Iastore, classfile.Fastore, classfile.Bastore, classfile.Castore, classfile.Sastore:
		return true
	}
	return false
}

// loadSlots is how many slots a load (iload or lload) pushes.
func loadSlots(op classfile.Opcode) int64 {
	if op == classfile.Lload {
		return 2
	}
	return 1
}

// superinstructions is whether decoding marks sequences (tests turn it
// off to compare).
var superinstructions atomic.Bool

func init() { superinstructions.Store(true) }

// fuse rewrites the first instruction of each sequence that has a
// superinstruction.
func fuse(code []instr) {
	if !superinstructions.Load() {
		return
	}
	op := func(i int) classfile.Opcode {
		if i < len(code) {
			return code[i].op
		}
		return classfile.Nop
	}
	isIfIcmp := func(o classfile.Opcode) bool { return o >= classfile.IfIcmpeq && o <= classfile.IfIcmple }
	isLoad := func(o classfile.Opcode) bool { return o == classfile.Iload || o == classfile.Lload }
	for i := range code {
		switch {
		case op(i) == classfile.Iload && op(i+1) == classfile.Iload && isIfIcmp(op(i+2)):
			code[i].op = opLoadLoadIf
		case op(i) == classfile.Iload && op(i+1) == classfile.Sipush && isIfIcmp(op(i+2)):
			code[i].op = opLoadConstIf
		case op(i) == classfile.Iload && op(i+1) == classfile.Iload && arithSlots(op(i+2)) == 1:
			// The operation's opcode is kept with the load: it may
			// become an opOpStore.
			code[i].op, code[i].k = opLoadLoadOp, int64(op(i+2))
		case op(i) == classfile.Iload && arithSlots(op(i+1)) == 1:
			code[i].op, code[i].k = opLoadOp, int64(op(i+1))
		case op(i) == classfile.Iload && op(i+1) == classfile.Iload && isArrayLoad(op(i+2)):
			code[i].op = opLoadLoadElem
		case arithSlots(op(i)) == 1 && op(i+1) == classfile.Istore, arithSlots(op(i)) == 2 && op(i+1) == classfile.Lstore:
			code[i].op, code[i].a, code[i].k = opOpStore, int32(op(i)), arithSlots(op(i))
		case op(i) == classfile.Sipush && isOneSlotArrayStore(op(i+1)):
			code[i].op = opConstStore
		case isLoad(op(i)) && isLoad(op(i+1)):
			// The second load's opcode may become a superinstruction's
			// too: its slots are kept with the first.
			code[i].op, code[i].k = opLoadLoad, loadSlots(op(i))|loadSlots(op(i+1))<<8
		case op(i) == classfile.Iload && op(i+1) == classfile.Getfield:
			code[i].op = opLoadGetfield
		case op(i) == classfile.Iinc && op(i+1) == classfile.Goto:
			code[i].op = opIincGoto
		case op(i) == classfile.Lcmp && op(i+1) >= classfile.Ifeq && op(i+1) <= classfile.Ifle:
			code[i].op = opLcmpIf
		}
	}
}

// callSite caches the last receiver class seen by a virtual or interface
// call and the method selected for it (a monomorphic inline cache).
type callSite struct {
	resolved *Method
	class    *Class
	target   *Method
}

// switchTable is a tableswitch (low, dense targets) or lookupswitch.
type switchTable struct {
	low     int32
	dense   bool
	keys    []int32
	targets []int32
	deflt   int32
}

func (s *switchTable) target(key int32) int32 {
	if s.dense {
		if i := int64(key) - int64(s.low); i >= 0 && i < int64(len(s.targets)) {
			return s.targets[i]
		}
		return s.deflt
	}
	lo, hi := 0, len(s.keys)
	for lo < hi {
		mid := (lo + hi) / 2
		switch {
		case s.keys[mid] == key:
			return s.targets[mid]
		case s.keys[mid] < key:
			lo = mid + 1
		default:
			hi = mid
		}
	}
	return s.deflt
}

// handler is an exception-table entry over instruction indices.
type handler struct {
	start, end, target int
	catchName          string // "" catches everything
	catchClass         *Class // resolved on first use
}

// Code is a method body decoded for the interpreter.
type Code struct {
	instrs    []instr
	handlers  []handler
	pcs       []int32 // bytecode offset of each instruction, for line numbers
	maxLocals int
	maxStack  int
	file      *classfile.Code
}

// lineAt returns the source line of instruction i, -1 if unknown.
func (c *Code) lineAt(i int) int {
	if c.file == nil || i < 0 || i >= len(c.pcs) {
		return -1
	}
	return c.file.LineAt(int(c.pcs[i]))
}

// decode turns a classfile Code attribute into the interpreter's form.
func decode(l *Loader, cf *classfile.ClassFile, code *classfile.Code) *Code {
	if code.Invalid != nil {
		// Linking reports it as a VerifyError; only code that was not
		// verified can get here.
		fatalf("%s: %v", cf.Name, code.Invalid)
	}
	ins := code.Instructions
	index := make(map[int]int32, len(ins))
	for i, in := range ins {
		index[in.PC] = int32(i)
	}
	c := &Code{instrs: make([]instr, len(ins)), pcs: make([]int32, len(ins)), maxLocals: int(code.MaxLocals), maxStack: int(code.MaxStack), file: code}
	for i, in := range ins {
		c.pcs[i] = int32(in.PC)
		c.instrs[i] = decodeInstr(l, cf, in, index)
	}
	fuse(c.instrs)
	for _, h := range code.ExceptionTable {
		end := len(ins)
		if e, ok := index[h.EndPC]; ok {
			end = int(e)
		}
		c.handlers = append(c.handlers, handler{start: int(index[h.StartPC]), end: end, target: int(index[h.HandlerPC]), catchName: h.CatchType})
	}
	return c
}

func decodeInstr(l *Loader, cf *classfile.ClassFile, in classfile.Instruction, index map[int]int32) instr {
	op := in.Op
	pool := cf.Pool
	push := func(bits int64) instr { return instr{op: classfile.Sipush, k: bits} }
	push2 := func(bits int64) instr { return instr{op: classfile.Ldc2W, k: bits} }
	switch {
	case op >= classfile.Iconst0-1 && op <= classfile.Iconst5: // iconst_m1 .. iconst_5
		return push(int64(op) - int64(classfile.Iconst0))
	case op == classfile.Lconst0 || op == classfile.Lconst1:
		return push2(int64(op - classfile.Lconst0))
	case op >= classfile.Fconst0 && op <= classfile.Fconst2:
		return push(int64(math.Float32bits(float32(op - classfile.Fconst0))))
	case op == classfile.Dconst0 || op == classfile.Dconst1:
		return push2(int64(math.Float64bits(float64(op - classfile.Dconst0))))
	case op == classfile.Bipush || op == classfile.Sipush:
		return push(int64(in.Value))
	case op == classfile.Ldc || op == classfile.LdcW || op == classfile.Ldc2W:
		c := pool[in.Index]
		switch c.Tag {
		case classfile.TagInteger:
			return push(int64(int32(c.Bits)))
		case classfile.TagFloat:
			return push(int64(c.Bits))
		case classfile.TagLong, classfile.TagDouble:
			return push2(int64(c.Bits))
		case classfile.TagString:
			return instr{op: opLdcString, a: int32(l.literalID(pool.StringValue(in.Index)))}
		}
		return instr{op: classfile.LdcW, a: int32(in.Index)} // Class, MethodType, MethodHandle, Dynamic
	case op == classfile.Iload || op == classfile.Fload || op == classfile.Aload:
		return instr{op: classfile.Iload, a: int32(in.Index)}
	case op == classfile.Lload || op == classfile.Dload:
		return instr{op: classfile.Lload, a: int32(in.Index)}
	case op >= classfile.Iload0 && op <= classfile.Aload3:
		return instr{op: shortLocalOp(op-classfile.Iload0, classfile.Iload, classfile.Lload), a: int32(in.Index)}
	case op == classfile.Istore || op == classfile.Fstore || op == classfile.Astore:
		return instr{op: classfile.Istore, a: int32(in.Index)}
	case op == classfile.Lstore || op == classfile.Dstore:
		return instr{op: classfile.Lstore, a: int32(in.Index)}
	case op >= classfile.Istore0 && op <= classfile.Astore3:
		return instr{op: shortLocalOp(op-classfile.Istore0, classfile.Istore, classfile.Lstore), a: int32(in.Index)}
	case op == classfile.Iinc:
		return instr{op: op, a: int32(in.Index), k: int64(in.Value)}
	case op == classfile.Ret:
		return instr{op: op, a: int32(in.Index)}
	case op == classfile.GotoW:
		return instr{op: classfile.Goto, a: index[in.Target]}
	case op == classfile.JsrW:
		return instr{op: classfile.Jsr, a: index[in.Target]}
	case op >= classfile.Ifeq && op <= classfile.Jsr, op == classfile.Ifnull, op == classfile.Ifnonnull:
		return instr{op: op, a: index[in.Target]}
	case op == classfile.Tableswitch || op == classfile.Lookupswitch:
		st := &switchTable{dense: op == classfile.Tableswitch, deflt: index[in.Target], keys: in.Switch.Keys}
		if st.dense {
			st.low = in.Switch.Keys[0]
		}
		for _, t := range in.Switch.Targets {
			st.targets = append(st.targets, index[t])
		}
		return instr{op: op, ref: st}
	case op == classfile.Freturn || op == classfile.Areturn:
		return instr{op: classfile.Ireturn}
	case op == classfile.Dreturn:
		return instr{op: classfile.Lreturn}
	case op == classfile.Newarray, op == classfile.Invokeinterface, op == classfile.Multianewarray:
		return instr{op: op, a: int32(in.Value), k: int64(in.Index)}
	}
	// Field, method and class instructions keep their pool index in k
	// until they are resolved.
	return instr{op: op, k: int64(in.Index)}
}

// shortLocalOp is the one-slot or two-slot form of a load or store with
// its index in the opcode (iload_0 .. aload_3, istore_0 .. astore_3), from
// its offset in that family: four opcodes each of int, long, float,
// double, reference.
func shortLocalOp(offset classfile.Opcode, oneSlot, twoSlot classfile.Opcode) classfile.Opcode {
	if kind := offset / 4; kind == 1 || kind == 3 {
		return twoSlot
	}
	return oneSlot
}
