package verify

import (
	"errors"
	"fmt"
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// verifier verifies one method.
type verifier struct {
	cf                  *classfile.ClassFile
	m                   *classfile.Method
	code                *classfile.Code
	pool                classfile.Pool
	classes             Classes
	maxStack, maxLocals int
	// ins are the method's instructions; violations, by offset, their
	// violations of the static constraints (classfile.Code.Violations).
	ins        []classfile.Instruction
	violations map[int]*classfile.CodeError
	// index maps a bytecode offset to its instruction's index, -1 inside
	// an instruction.
	index []int
	// ret is the method's return type; void is top with isVoid.
	ret    vtype
	isVoid bool

	// in is the instruction being checked and cur the type state it
	// changes. beforeStack, beforeUninit and beforeSize are the stack,
	// flag and locals' size it started from, for the messages of errors;
	// its locals are cur's (an instruction that stores into a local cannot
	// fail after it did).
	in           *classfile.Instruction
	cur          *frame
	beforeStack  []vtype
	beforeUninit bool
	beforeSize   int
	// handlerFrame is the state an exception carries to a handler, reused.
	handlerFrame frame
	// params holds the parameter descriptors of the invocation being
	// checked, reused.
	params []string
	// supers are the current class's superclasses, once asked for.
	supers map[string]bool

	// flow carries the type state to a branch target (typecheck: checks
	// it against the stack map frame; infer: merges it in).
	flow func(target int, f *frame)
	// inference is set while inferring types: returnAddress exists, jsr
	// and ret are allowed.
	inference bool

	// Type checking: the declared frames.
	maps map[int]*frame
	// Type inference: the merged state at each instruction, whether it
	// changed since the instruction was last checked, and the subroutines
	// (by start offset): their ret instructions found so far and the
	// locals they write.
	states   []*frame
	changed  []bool
	rets     map[int][]int
	modified map[int][]bool
}

func newVerifier(cf *classfile.ClassFile, m *classfile.Method, classes Classes) *verifier {
	code := m.Code
	v := &verifier{cf: cf, m: m, code: code, pool: cf.Pool, classes: classes,
		maxStack: int(code.MaxStack), maxLocals: int(code.MaxLocals)}
	v.beforeStack = make([]vtype, 0, v.maxStack)
	v.index = make([]int, len(code.Bytecode)+1)
	for i := range v.index {
		v.index[i] = -1
	}
	v.ins = code.Instructions
	if code.Violations != nil {
		v.ins = code.Unverified
		v.violations = map[int]*classfile.CodeError{}
		for _, ce := range code.Violations {
			if v.violations[ce.PC] == nil {
				v.violations[ce.PC] = ce
			}
		}
	}
	for i, in := range v.ins {
		v.index[in.PC] = i
	}
	var ret string
	v.params, ret = splitDescriptor(nil, m.Descriptor)
	if ret == "V" {
		v.isVoid = true
	} else {
		v.ret = fieldType(ret)
	}
	return v
}

// initialFrame is the type state on entry (JVMS §4.10.1.6): the
// receiver, uninitializedThis in a constructor (but Object's), then the
// parameters.
func (v *verifier) initialFrame() *frame {
	f := &frame{locals: make([]vtype, v.maxLocals), stack: make([]vtype, 0, v.maxStack)}
	n := 0
	if v.m.AccessFlags&classfile.AccStatic == 0 {
		if v.m.Name == "<init>" && v.cf.Name != object {
			f.locals[0], f.thisUninit = uninitThis, true
		} else {
			f.locals[0] = ref(v.cf.Name)
		}
		n = 1
	}
	params, _ := splitDescriptor(nil, v.m.Descriptor)
	for _, p := range params {
		t := fieldType(p)
		f.setLocal(n, t)
		n += slots(t)
	}
	f.size = n
	return f
}

// fail ends the verification with a type error at the current
// instruction, shown with the type state it started from.
func (v *verifier) fail(headline, reason string, args ...any) {
	v.failAt(v.in.PC, headline, fmt.Sprintf(reason, args...), v.beforeLines())
}

// beforeLines is the type state the current instruction started from, as
// an error shows it.
func (v *verifier) beforeLines() []string {
	f := frame{locals: v.cur.locals, size: v.beforeSize, stack: v.beforeStack, thisUninit: v.beforeUninit}
	return f.lines(v.in.PC)
}

// begin records the state the current instruction starts from.
func (v *verifier) begin() {
	v.beforeStack = append(v.beforeStack[:0], v.cur.stack...)
	v.beforeUninit, v.beforeSize = v.cur.thisUninit, v.cur.size
}

// failCode ends the verification with an error of the code at pc (-1:
// the method), which HotSpot shows without a type state.
func (v *verifier) failCode(pc int, headline, reason string) {
	if reason == "" {
		reason = "Error exists in the bytecode"
	}
	v.failAt(pc, headline, reason, nil)
}

// failAt ends the verification with an error at pc (-1: the method; the
// code's length: its end).
func (v *verifier) failAt(pc int, headline, reason string, frame []string) {
	panic(failure{v.newError(pc, headline, reason, frame)})
}

// failMismatch ends the verification with an error at pc: the state
// (shown by frame) does not match the stack map frame at target.
func (v *verifier) failMismatch(pc int, headline, reason string, frame []string, target int) {
	e := v.newError(pc, headline, reason, frame)
	e.StackMapFrame = v.maps[target].lines(target)
	panic(failure{e})
}

// newError makes the error of the method at pc.
func (v *verifier) newError(pc int, headline, reason string, frame []string) *Error {
	e := &Error{Class: v.cf.Name, Method: v.m.Name, Descriptor: v.m.Descriptor, PC: pc, Headline: headline, Reason: reason, Frame: frame, Inferred: v.inference}
	if !v.inference {
		e.Code, e.Handlers, e.StackMap = v.code.Bytecode, v.code.ExceptionTable, v.stackMapLines()
	}
	if pc >= 0 {
		e.Op = "<invalid>"
		if i := v.index[pc]; i >= 0 {
			e.Op = v.ins[i].Op.String()
		} else if pc < len(v.code.Bytecode) {
			// The code was not decoded: the opcode is all there is.
			e.Op = opcodeName(v.code.Bytecode[pc])
		}
	}
	return e
}

// oldStyle picks the message of HotSpot's old verifier when inferring
// types, of the type checker otherwise.
func (v *verifier) oldStyle(typecheck, infer string) string {
	if v.inference {
		return infer
	}
	return typecheck
}

// formatError ends the verification with a ClassFormatError.
func (v *verifier) formatError(what string) {
	panic(failure{&Error{Class: v.cf.Name, Method: v.m.Name, Descriptor: v.m.Descriptor, PC: -1, Headline: what, Format: true}})
}

// ask returns the answer of Classes, ending the verification with its
// error if it has one.
func (v *verifier) ask(ok bool, err error) bool {
	if err != nil {
		panic(failure{err})
	}
	return ok
}

// checkInvalid reports the violations of the static constraints (JVMS
// §4.9.1) that classfile found when it decoded the method and that
// HotSpot reports before it checks any instruction: an instruction it
// cannot decode (after which no other can be found), an exception handler
// that does not fit the code, and, for the old verifier, which checks
// every instruction's operands first, the first instruction's violation.
func (v *verifier) checkInvalid() {
	var ce *classfile.CodeError
	switch {
	case v.code.Invalid == nil:
	case !errors.As(v.code.Invalid, &ce):
		v.failCode(-1, "Illegal code", v.code.Invalid.Error())
	case ce.Kind == classfile.CodeBadInstruction:
		v.failCode(ce.PC, "Bad instruction", "")
	case v.ins == nil:
		v.failCode(ce.PC, "Illegal code", ce.Msg)
	case v.inference:
		v.failCode(ce.PC, map[classfile.CodeErrorKind]string{
			classfile.CodeBadBranch:           "Illegal target of jump or branch",
			classfile.CodeBadLocal:            "Illegal local variable number",
			classfile.CodeBadConstant:         "Illegal type in constant pool",
			classfile.CodeConstantOutsidePool: "Illegal constant pool index",
			classfile.CodeBadHandlerStart:     "Illegal exception table range",
			classfile.CodeBadHandlerEnd:       "Illegal exception table range",
			classfile.CodeBadHandler:          "Illegal exception table handler",
			classfile.CodeOther:               "Illegal code: " + ce.Msg,
		}[ce.Kind], "")
	}
}

// checkViolation reports the violation of the static constraints by the
// current instruction's operands, in HotSpot's words where HotSpot has
// its own. A branch to no instruction is left to the branch, which finds
// no stack map frame there.
func (v *verifier) checkViolation() {
	ce := v.violations[v.in.PC]
	if ce == nil {
		return
	}
	pool := fmt.Sprintf("Constant pool index %d is invalid", ce.Value)
	switch op := v.in.Op; {
	case ce.Kind == classfile.CodeBadBranch:
	case ce.Kind == classfile.CodeBadLocal:
		headline := "Local variable table overflow"
		switch {
		case writesLocal(op):
			// A store pops its value before it finds its local.
			v.popStored(op)
		case op == classfile.Lload || op == classfile.Dload || op >= classfile.Lload0 && op <= classfile.Lload3 || op >= classfile.Dload0 && op <= classfile.Dload3:
			headline = "get long/double overflows locals"
		}
		v.failCode(v.in.PC, headline, fmt.Sprintf("Local index %d is invalid", ce.Value))
	case ce.Kind == classfile.CodeBadConstant:
		v.failCode(v.in.PC, fmt.Sprintf("Illegal type at constant pool entry %d in class %s", ce.Value, v.cf.Name), pool)
	case ce.Kind == classfile.CodeConstantOutsidePool:
		v.failCode(v.in.PC, fmt.Sprintf("Illegal constant pool index %d in class %s", ce.Value, v.cf.Name), pool)
	case op == classfile.Invokedynamic:
		v.failCode(v.in.PC, "Third and fourth operand bytes of invokedynamic must be zero", "")
	case op == classfile.Invokeinterface && strings.Contains(ce.Msg, "fourth byte"):
		v.failCode(v.in.PC, "Fourth operand byte of invokeinterface must be zero", "")
	case op == classfile.Invokeinterface:
		v.failCode(v.in.PC, "Inconsistent args count operand in invokeinterface", "")
	case op == classfile.New:
		v.failCode(v.in.PC, "Illegal new instruction", "")
	case op == classfile.Newarray:
		v.failCode(v.in.PC, "Illegal newarray instruction", "")
	case op == classfile.Jsr || op == classfile.JsrW || op == classfile.Ret:
		// Type checking has no subroutines: HotSpot knows no more of them.
		v.failCode(v.in.PC, fmt.Sprintf("Bad instruction: %02x", byte(op)), "")
	case op >= classfile.Invokevirtual && op <= classfile.Invokeinterface && strings.Contains(ce.Msg, "cannot invoke <"):
		v.failCode(v.in.PC, "Illegal call to internal method", "")
	default:
		v.failCode(v.in.PC, "Illegal code", ce.Msg)
	}
}

// classIndex is the index of the first Class constant of the pool that
// names class (classfile keeps the catch type of a handler by name).
func (v *verifier) classIndex(class string) int {
	for i, c := range v.pool {
		if c.Tag == classfile.TagClass && v.pool.ClassName(uint16(i)) == class {
			return i
		}
	}
	return 0
}

// checkLocalVariableTable checks that the LocalVariableTable's ranges
// start and end at instructions, as HotSpot does when it verifies a
// method (a ClassFormatError: classfile checked that they lie within the
// code).
func (v *verifier) checkLocalVariableTable() {
	n := len(v.code.Bytecode)
	for _, lv := range v.code.LocalVariables {
		if v.index[lv.StartPC] < 0 {
			v.formatError(fmt.Sprintf("Illegal local variable table start_pc %d", lv.StartPC))
		}
		if end := lv.StartPC + lv.Length; end != n && v.index[end] < 0 {
			v.formatError(fmt.Sprintf("Illegal local variable table length %d", lv.Length))
		}
	}
}

// handlerTypes checks the exception table's offsets and catch types,
// which must be Throwable or a subclass of it (JVMS §4.10.1.6), and
// returns the type each handler starts with on its stack.
func (v *verifier) handlerTypes() []vtype {
	// An entry whose offsets are not instructions' (HotSpot's
	// verify_exception_handler_table: a ClassFormatError).
	for _, ce := range v.code.Violations {
		switch ce.Kind {
		case classfile.CodeBadHandlerStart:
			v.formatError(fmt.Sprintf("Illegal exception table start_pc %d", ce.Value))
		case classfile.CodeBadHandlerEnd:
			v.formatError(fmt.Sprintf("Illegal exception table end_pc %d", ce.Value))
		case classfile.CodeBadHandler:
			v.formatError(fmt.Sprintf("Illegal exception table handler_pc %d", ce.Value))
		}
	}
	types := make([]vtype, len(v.code.ExceptionTable))
	for i, h := range v.code.ExceptionTable {
		types[i] = ref(throwable)
		if h.CatchType != "" {
			types[i] = ref(h.CatchType)
			if !v.assignable(types[i], ref(throwable)) {
				reason := fmt.Sprintf("Type '%s' (constant pool %d) is not assignable to 'java/lang/Throwable'", h.CatchType, v.classIndex(h.CatchType))
				v.failCode(h.HandlerPC, fmt.Sprintf("Catch type is not a subclass of Throwable in exception handler %d", h.HandlerPC), reason)
			}
		}
	}
	return types
}

// typecheck verifies the method by type checking against its stack map
// frames (JVMS §4.10.1), in one pass over the instructions in order, as
// HotSpot's ClassVerifier::verify_method does.
func (v *verifier) typecheck() {
	v.checkInvalid()
	v.checkLocalVariableTable()
	v.maps = v.stackMap()
	catch := v.handlerTypes()
	v.flow = func(target int, f *frame) {
		m, ok := v.maps[target]
		if !ok {
			v.failCode(v.in.PC, fmt.Sprintf("Expecting a stackmap frame at branch target %d", target), "Expected stackmap frame at this location.")
		}
		if reason, size := v.frameAssignable(f, m); reason != "" {
			at := target
			if size {
				at = v.in.PC
			}
			v.failMismatch(at, fmt.Sprintf("Inconsistent stackmap frames at branch target %d", target), reason, v.beforeLines(), target)
		}
	}
	v.cur = v.initialFrame()
	noFlow := false
	for i := range v.ins {
		in := &v.ins[i]
		v.in = in
		if m, ok := v.maps[in.PC]; ok {
			if !noFlow {
				v.begin()
				if reason, _ := v.frameAssignable(v.cur, m); reason != "" {
					v.failMismatch(in.PC, "Instruction type does not match stack map", reason, v.beforeLines(), in.PC)
				}
			}
			v.cur = m.clone()
		} else if noFlow {
			v.failCode(in.PC, "Expecting a stack map frame", "Expected stackmap frame at this location.")
		}
		v.begin()
		v.checkViolation()
		// HotSpot checks the handlers against the state before a store
		// and after any other instruction (the locals an exception can
		// see: a store cannot throw after it stored, and the other
		// instructions change no local's type but by initializing an
		// object, whose handlers see it still uninitialized through
		// flagThisUninit).
		store := writesLocal(in.Op)
		if store {
			v.checkHandlers(catch, v.cur, false)
		}
		falls := v.exec(in)
		if !store {
			v.checkHandlers(catch, v.cur, v.beforeUninit)
		}
		noFlow = !falls
	}
	if !noFlow {
		v.failCode(len(v.code.Bytecode), "Control flow falls through code end", "")
	}
}

// checkHandlers checks the state an exception thrown by the current
// instruction carries to each handler that covers it.
func (v *verifier) checkHandlers(catch []vtype, f *frame, thisUninit bool) {
	for i, h := range v.code.ExceptionTable {
		if v.in.PC < h.StartPC || v.in.PC >= h.EndPC {
			continue
		}
		ex := &v.handlerFrame
		ex.locals, ex.size, ex.stack, ex.thisUninit = f.locals, f.size, append(ex.stack[:0], catch[i]), f.thisUninit || thisUninit
		if v.inference {
			v.merge(h.HandlerPC, ex)
			continue
		}
		headline := fmt.Sprintf("Stack map does not match the one at exception handler %d", h.HandlerPC)
		m, ok := v.maps[h.HandlerPC]
		if !ok {
			v.failCode(v.in.PC, fmt.Sprintf("Expecting a stackmap frame at branch target %d", h.HandlerPC), "Expected stackmap frame at this location.")
		}
		if reason, size := v.frameAssignable(ex, m); reason != "" {
			at := h.HandlerPC
			if size {
				at = v.in.PC
			}
			v.failMismatch(at, headline, reason, ex.lines(v.in.PC), h.HandlerPC)
		}
	}
}

// frameAssignable is "" if state f can flow into frame to (JVMS
// §4.10.1.4 frameIsAssignable), else the reason it cannot, and whether
// that is the stack's size (which HotSpot reports where the state is,
// other reasons where the frame is).
func (v *verifier) frameAssignable(f, to *frame) (reason string, size bool) {
	if len(f.stack) != len(to.stack) {
		return "Current frame's stack size doesn't match stackmap.", true
	}
	for i := range f.locals {
		if !v.assignable(f.locals[i], to.locals[i]) {
			return fmt.Sprintf("Type %s (current frame, locals[%d]) is not assignable to %s (stack map, locals[%d])", f.locals[i], i, to.locals[i], i), false
		}
	}
	for i := range f.stack {
		if !v.assignable(f.stack[i], to.stack[i]) {
			return fmt.Sprintf("Type %s (current frame, stack[%d]) is not assignable to %s (stack map, stack[%d])", f.stack[i], i, to.stack[i], i), false
		}
	}
	if f.thisUninit && !to.thisUninit {
		return "Current frame's flags are not assignable to stack map frame's.", false
	}
	return "", false
}

// writesLocal reports whether an instruction stores into a local variable.
func writesLocal(op classfile.Opcode) bool {
	return op >= classfile.Istore && op <= classfile.Astore3
}

// assignable is isAssignable of JVMS §4.10.1.2: whether a value of type
// from may be used where type to is expected.
func (v *verifier) assignable(from, to vtype) bool {
	if from == to || to.k == kTop {
		return true
	}
	if to.k == kRef {
		switch from.k {
		case kNull:
			return true
		case kRef:
			return v.refAssignable(from.name, to.name)
		}
	}
	return false
}

// refAssignable is isJavaAssignable for class and array types, loading
// classes as HotSpot's VerificationType::is_reference_assignable_from
// does: any reference is assignable to an interface type (the check is
// left to the invocation, JVMS §4.10.1.2), to Object, and a class to its
// superclasses; arrays by their components.
func (v *verifier) refAssignable(from, to string) bool {
	if from == to || to == object {
		return true
	}
	if to[0] == '[' {
		if from[0] != '[' {
			return false
		}
		fc, tc := fieldType(from[1:]), fieldType(to[1:])
		if fc.k != kRef || tc.k != kRef {
			return false // different primitive arrays, or primitive against reference
		}
		return v.refAssignable(fc.name, tc.name)
	}
	if v.ask(v.classes.IsInterface(to)) {
		return true
	}
	if from[0] == '[' {
		return false
	}
	return v.ask(v.classes.IsSubclass(from, to))
}

// opcodeName is the name HotSpot gives an opcode: JVMS's, then those of
// its own internal bytecodes (bytecodes.hpp), "<illegal>" past them.
func opcodeName(op byte) string {
	if op <= byte(classfile.JsrW) {
		return classfile.Opcode(op).String()
	}
	if i := int(op) - 0xca; i < len(hotspotOpcodes) {
		return hotspotOpcodes[i]
	}
	return "<illegal>"
}

// hotspotOpcodes are the names of HotSpot's internal bytecodes, 0xca on.
var hotspotOpcodes = []string{
	"breakpoint", "fast_agetfield", "fast_bgetfield", "fast_cgetfield", "fast_dgetfield", "fast_fgetfield",
	"fast_igetfield", "fast_lgetfield", "fast_sgetfield", "fast_aputfield", "fast_bputfield", "fast_zputfield",
	"fast_cputfield", "fast_dputfield", "fast_fputfield", "fast_iputfield", "fast_lputfield", "fast_sputfield",
	"fast_aload_0", "fast_iaccess_0", "fast_aaccess_0", "fast_faccess_0", "fast_iload", "fast_iload2",
	"fast_icaload", "fast_invokevfinal", "fast_linearswitch", "fast_binaryswitch", "fast_aldc", "fast_aldc_w",
	"return_register_finalizer", "invokehandle", "nofast_getfield", "nofast_putfield", "nofast_aload_0",
	"nofast_iload", "shouldnotreachhere",
}
