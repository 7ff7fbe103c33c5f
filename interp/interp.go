package interp

import (
	"math"

	"github.com/jcheck/jcheck/classfile"
)

// run executes the thread until it stops: at a visible operation it has not
// been granted, when its last frame (or the bottom frame of a VM-initiated
// call) returns, or when the VM exits.
//
// The dispatch loop keeps the current frame's pc, sp and locals base in
// local variables. An instruction that completes normally ends with
// continue; one that changes the frame stack, throws or stops the thread
// saves its frame and breaks out of the switch, and the outer loop
// re-establishes the locals from whatever frame is on top. runSimple runs
// the instructions that only compute, jump and access unobserved arrays
// and fields; the switch here has the rest, and those runSimple declined.
func (t *Thread) run() {
	vm := t.vm
	for {
		if vm.exited {
			return
		}
		if t.exc != nil && !t.unwind() {
			return
		}
		if len(t.frames) == 0 || t.stopped || t.atVisible {
			return
		}
		f := &t.frames[len(t.frames)-1]
		code := f.code.instrs
		pc, sp, lp := f.pc, f.sp, f.lp
		stack := t.stack
		budget := t.budget()
		if budget < 0 {
			// A call, return or thrown exception used the budget up.
			if t.checkpoint(0, pc) {
				return
			}
			budget = t.budget()
		}
		n := int64(0)
	dispatch:
		for {
			pc, sp, n = runSimple(code, stack, pc, sp, lp, n, budget, vm.watch())
			in := &code[pc]
			pc++
			n++
			switch in.op {
			case opLdcString:
				stack[sp] = Value{R: vm.literal(int(in.a))}
				sp++
				continue
			case opLdcClassQ:
				stack[sp] = Value{R: vm.Mirror(in.ref.(*Class))}
				sp++
				continue
			case classfile.LdcW:
				f.pc, f.sp = pc, sp
				v, ok := t.ldcConstant(f.method, in)
				if !ok {
					break dispatch
				}
				stack[sp] = v
				sp++
				continue

			case classfile.Iaload, classfile.Laload, classfile.Faload, classfile.Daload, classfile.Aaload,
				classfile.Baload, classfile.Caload, classfile.Saload:
				arr, idx := stack[sp-2].R, int(int32(stack[sp-1].I))
				if arr == nil {
					f.pc, f.sp = pc, sp
					t.exc = vm.nullPointer()
					break dispatch
				}
				v, n2, ok := loadElement(in.op, arr, idx)
				if !ok {
					f.pc, f.sp = pc, sp
					t.exc = vm.arrayIndex(idx, arr.Length())
					break dispatch
				}
				if vm.observer != nil && (arr.flags&flagShared != 0 || vm.observeAll) {
					f.pc, f.sp = pc, sp
					if t.sharedAccess(Location{Obj: arr, Slot: idx}, false) {
						f.pc = pc - 1 // stop before it: the outer loop sees atVisible
						break dispatch
					}
				}
				sp -= 2
				stack[sp] = v
				sp += n2
				continue

			case classfile.Iastore, classfile.Fastore, classfile.Aastore, classfile.Bastore, classfile.Castore, classfile.Sastore,
				classfile.Lastore, classfile.Dastore:
				n2 := 1
				if in.op == classfile.Lastore || in.op == classfile.Dastore {
					n2 = 2
				}
				arr, idx, v := stack[sp-2-n2].R, int(int32(stack[sp-1-n2].I)), stack[sp-n2]
				if arr == nil {
					f.pc, f.sp = pc, sp
					t.exc = vm.nullPointer()
					break dispatch
				}
				if vm.observer != nil && (arr.flags&flagShared != 0 || vm.observeAll) && uint(idx) < uint(arr.Length()) {
					f.pc, f.sp = pc, sp
					if t.sharedAccess(Location{Obj: arr, Slot: idx}, true) {
						f.pc = pc - 1 // stop before it: the outer loop sees atVisible
						break dispatch
					}
				}
				var ok bool
				if in.op != classfile.Aastore {
					ok = storePrimitive(in.op, arr, idx, v)
				} else if a := arr.Array.([]*Object); uint(idx) < uint(len(a)) {
					if v.R != nil && v.R.Class != arr.Class.Component && !v.R.Class.AssignableTo(arr.Class.Component) {
						f.pc, f.sp = pc, sp
						t.exc = vm.newThrowable("java/lang/ArrayStoreException", v.R.Class.JavaName())
						break dispatch
					}
					if arr.flags&flagShared != 0 && v.R != nil {
						vm.publish(v.R)
					}
					a[idx], ok = v.R, true
				}
				if !ok {
					f.pc, f.sp = pc, sp
					t.exc = vm.arrayIndex(idx, arr.Length())
					break dispatch
				}
				sp -= 2 + n2
				continue

			case classfile.Idiv, classfile.Irem:
				b := int32(stack[sp-1].I)
				if b == 0 {
					f.pc, f.sp = pc, sp
					t.exc = vm.newThrowable("java/lang/ArithmeticException", "/ by zero")
					break dispatch
				}
				sp--
				a := int32(stack[sp-1].I)
				if in.op == classfile.Idiv {
					stack[sp-1] = Value{I: int64(a / b)}
				} else {
					stack[sp-1] = Value{I: int64(a % b)}
				}
				continue
			case classfile.Ldiv, classfile.Lrem:
				b := stack[sp-2].I
				if b == 0 {
					f.pc, f.sp = pc, sp
					t.exc = vm.newThrowable("java/lang/ArithmeticException", "/ by zero")
					break dispatch
				}
				sp -= 2
				a := stack[sp-2].I
				if in.op == classfile.Ldiv {
					stack[sp-2] = Value{I: a / b}
				} else {
					stack[sp-2] = Value{I: a % b}
				}
				continue
			case classfile.Frem:
				// The remainder truncates as C's fmod does (JVMS §6.5.frem),
				// exactly, so computing it in float64 loses nothing.
				sp--
				a, b := stack[sp-1].AsFloat(), stack[sp].AsFloat()
				stack[sp-1] = Float(float32(math.Mod(float64(a), float64(b))))
				continue
			case classfile.Drem:
				sp -= 2
				stack[sp-2] = Double(math.Mod(stack[sp-2].AsDouble(), stack[sp].AsDouble()))
				continue

			case classfile.Ifeq, classfile.Ifne, classfile.Iflt, classfile.Ifge, classfile.Ifgt, classfile.Ifle:
				sp--
				if intCondition(in.op-classfile.Ifeq, int32(stack[sp].I), 0) {
					if n > budget {
						f.pc, f.sp = pc, sp
						if t.checkpoint(n, int(in.a)) {
							return
						}
						n = 0
						break dispatch
					}
					pc = int(in.a)
				}
				continue
			case classfile.IfIcmpeq, classfile.IfIcmpne, classfile.IfIcmplt, classfile.IfIcmpge, classfile.IfIcmpgt, classfile.IfIcmple:
				sp -= 2
				if intCondition(in.op-classfile.IfIcmpeq, int32(stack[sp].I), int32(stack[sp+1].I)) {
					if n > budget {
						f.pc, f.sp = pc, sp
						if t.checkpoint(n, int(in.a)) {
							return
						}
						n = 0
						break dispatch
					}
					pc = int(in.a)
				}
				continue
			case classfile.IfAcmpeq, classfile.IfAcmpne:
				sp -= 2
				if (stack[sp].R == stack[sp+1].R) == (in.op == classfile.IfAcmpeq) {
					if n > budget {
						f.pc, f.sp = pc, sp
						if t.checkpoint(n, int(in.a)) {
							return
						}
						n = 0
						break dispatch
					}
					pc = int(in.a)
				}
				continue
			case classfile.Ifnull, classfile.Ifnonnull:
				sp--
				if (stack[sp].R == nil) == (in.op == classfile.Ifnull) {
					if n > budget {
						f.pc, f.sp = pc, sp
						if t.checkpoint(n, int(in.a)) {
							return
						}
						n = 0
						break dispatch
					}
					pc = int(in.a)
				}
				continue
			case classfile.Goto:
				if n > budget {
					f.pc, f.sp = pc, sp
					if t.checkpoint(n, int(in.a)) {
						return
					}
					n = 0
					break dispatch
				}
				pc = int(in.a)
				continue
			case classfile.Jsr, classfile.Ret, classfile.Tableswitch, classfile.Lookupswitch:
				// Rare jumps, which can go backwards as well: always
				// counted.
				target := 0
				switch in.op {
				case classfile.Jsr:
					stack[sp] = Value{I: int64(pc)}
					sp++
					target = int(in.a)
				case classfile.Ret:
					target = int(stack[lp+int(in.a)].I)
				default:
					sp--
					target = int(in.ref.(*switchTable).target(int32(stack[sp].I)))
				}
				if n > budget {
					f.pc, f.sp = pc, sp
					if t.checkpoint(n, target) {
						return
					}
					n = 0
					break dispatch
				}
				pc = target
				continue

			case classfile.Ireturn:
				f.pc, f.sp = pc, sp
				t.invisible += n
				vm.instrs += n
				t.ret(stack[sp-1], 1)
				n = 0
				break dispatch
			case classfile.Lreturn:
				f.pc, f.sp = pc, sp
				t.invisible += n
				vm.instrs += n
				t.ret(stack[sp-2], 2)
				n = 0
				break dispatch
			case classfile.Return:
				f.pc, f.sp = pc, sp
				t.invisible += n
				vm.instrs += n
				t.ret(Value{}, 0)
				n = 0
				break dispatch

			case opGetfieldQ, opGetfield2Q:
				o := stack[sp-1].R
				if o == nil {
					f.pc, f.sp = pc, sp
					t.exc = vm.nullPointer()
					break dispatch
				}
				if vm.observer != nil && (o.flags&flagShared != 0 || vm.observeAll) && (in.k == 0 || o.flags&flagFinalRewritten != 0) {
					f.pc, f.sp = pc, sp
					if t.sharedAccess(Location{Obj: o, Slot: int(in.a)}, false) {
						f.pc = pc - 1 // stop before it: the outer loop sees atVisible
						break dispatch
					}
				}
				stack[sp-1] = o.Fields[in.a]
				if in.op == opGetfield2Q {
					sp++
				}
				continue
			case opPutfieldQ, opPutfield2Q:
				vi := sp - 1 // the value's first slot
				if in.op == opPutfield2Q {
					vi = sp - 2
				}
				o, v := stack[vi-1].R, stack[vi]
				if o == nil {
					f.pc, f.sp = pc, sp
					t.exc = vm.nullPointer()
					break dispatch
				}
				if vm.observer != nil && (o.flags&flagShared != 0 || vm.observeAll) {
					f.pc, f.sp = pc, sp
					if t.sharedAccess(Location{Obj: o, Slot: int(in.a)}, true) {
						f.pc = pc - 1 // stop before it: the outer loop sees atVisible
						break dispatch
					}
					if in.k != 0 && o.flags&flagShared != 0 {
						o.flags |= flagFinalRewritten
					}
				}
				if o.flags&flagShared != 0 && v.R != nil {
					vm.publish(v.R)
				}
				o.Fields[in.a] = v
				sp = vi - 1
				continue
			case opGetstaticQ, opPutstaticQ:
				fld := in.ref.(*Field)
				c := fld.Class
				if vm.needsInitCheck(c) {
					f.pc, f.sp = pc-1, sp
					if !t.initialize(c) {
						t.thrownAt(pc)
						break dispatch
					}
					f.pc = pc
				}
				statics := vm.classes[c.ID].statics
				// The initialiser's own accesses to the statics of its
				// class are invisible even if the field is volatile: every
				// other thread that uses the class waits for the
				// initialisation to end (JVMS §5.5), which orders them.
				if fld.visible() && vm.classes[c.ID].initThread != t {
					f.pc, f.sp = pc, sp
					if !t.visible(Op{Kind: accessKind(in.op == opPutstaticQ), Loc: Location{Class: c, Slot: fld.Slot}, Field: fld, Plain: !fld.IsVolatile()}) {
						f.pc = pc - 1 // stop before it: the outer loop sees atVisible
						break dispatch
					}
				} else if vm.observer != nil && fld.Flags&classfile.AccFinal == 0 && vm.classes[c.ID].initThread != t && !c.Hidden {
					// A class's statics are initialised by its <clinit>:
					// its own accesses are initialisation (JLS §12.4.2
					// orders them before every other thread's). Hidden
					// classes are the VM's own (a lambda's cached
					// instance), not the program's.
					f.pc, f.sp = pc, sp
					if t.sharedAccess(Location{Class: c, Slot: fld.Slot}, in.op == opPutstaticQ) {
						f.pc = pc - 1 // stop before it: the outer loop sees atVisible
						break dispatch
					}
				}
				if in.op == opGetstaticQ {
					stack[sp] = statics[fld.Slot]
					sp++
					if fld.Wide() {
						sp++
					}
				} else {
					if fld.Wide() {
						sp--
					}
					sp--
					// A class's statics are out of other threads' reach
					// until its initialisation ends (JVMS §5.5): what its
					// initialiser stores there is published then
					// (finishInit), so that filling it in is
					// initialisation, not accesses to shared objects.
					if v := stack[sp]; v.R != nil && vm.classes[c.ID].initThread != t {
						vm.publish(v.R)
					}
					statics[fld.Slot] = stack[sp]
				}
				continue

			case opGetfieldVolatileQ, opPutfieldVolatileQ:
				// Volatile fields are communication objects: an access to
				// one of a shared object is a visible operation (so are
				// the fields of an annotated communication class).
				fld := in.ref.(*Field)
				write := in.op == opPutfieldVolatileQ
				recv := sp - 1
				if write {
					recv -= slots(fld.Desc)
				}
				o := stack[recv].R
				if o == nil {
					f.pc, f.sp = pc, sp
					t.exc = vm.nullPointer()
					break dispatch
				}
				if o.flags&flagShared != 0 {
					f.pc, f.sp = pc, sp
					if !t.visible(Op{Kind: accessKind(write), Obj: o, Loc: Location{Obj: o, Slot: fld.Slot}, Field: fld, Plain: !fld.IsVolatile()}) {
						f.pc = pc - 1 // stop before it: the outer loop sees atVisible
						break dispatch
					}
				}
				if write {
					v := stack[recv+1]
					if v.R != nil && o.flags&flagShared != 0 {
						vm.publish(v.R)
					}
					o.Fields[fld.Slot] = v
					sp = recv
				} else {
					if fld == vm.wk.threadStatus {
						if th := threadOf(o); th != nil {
							o.Fields[fld.Slot] = Int(th.threadStatus())
						}
					}
					stack[recv] = o.Fields[fld.Slot]
					sp = recv + slots(fld.Desc)
				}
				continue
			case classfile.Getstatic, classfile.Putstatic, classfile.Getfield, classfile.Putfield:
				f.pc, f.sp = pc-1, sp
				if !t.resolveField(f.method, in) {
					t.thrownAt(pc)
					break dispatch
				}
				pc--
				continue
			case classfile.Invokevirtual, classfile.Invokespecial, classfile.Invokestatic, classfile.Invokeinterface, classfile.Invokedynamic:
				f.pc, f.sp = pc-1, sp
				if !t.resolveInvoke(f.method, in) {
					t.thrownAt(pc)
					break dispatch
				}
				pc--
				continue
			case opInvokeStaticQ:
				m := in.ref.(*Method)
				c := m.Class
				if vm.needsInitCheck(c) {
					f.pc, f.sp = pc-1, sp
					if !t.initialize(c) {
						t.thrownAt(pc)
						break dispatch
					}
				}
				stopped := t.invokeAt(f, m, pc, sp, sp-m.ArgSlots, n)
				n = 0
				if stopped {
					return
				}
				break dispatch
			case opInvokeSpecialQ:
				m := in.ref.(*Method)
				if stack[sp-m.ArgSlots].R == nil {
					f.pc, f.sp = pc, sp
					t.exc = vm.nullPointer()
					break dispatch
				}
				stopped := t.invokeAt(f, m, pc, sp, sp-m.ArgSlots, n)
				n = 0
				if stopped {
					return
				}
				break dispatch
			case opInvokeVirtualQ, opInvokeInterfaceQ:
				cs := in.ref.(*callSite)
				args := cs.resolved.ArgSlots
				recv := stack[sp-args].R
				if recv == nil {
					f.pc, f.sp = pc, sp
					t.exc = vm.nullPointer()
					break dispatch
				}
				m := cs.target
				if recv.Class != cs.class {
					f.pc, f.sp = pc, sp
					m = t.selectMethod(recv.Class, cs.resolved, in.op == opInvokeInterfaceQ)
					if m == nil {
						break dispatch
					}
					cs.class, cs.target = recv.Class, m
				}
				stopped := t.invokeAt(f, m, pc, sp, sp-args, n)
				n = 0
				if stopped {
					return
				}
				break dispatch
			case opInvokeDynamicQ, opInvokeHandleQ:
				m := in.ref.(*Method)
				if in.op == opInvokeHandleQ && stack[sp-m.ArgSlots].R == nil {
					// The method or var handle is the receiver of the
					// invokevirtual the adapter stands for.
					f.pc, f.sp = pc, sp
					t.exc = vm.nullPointer()
					break dispatch
				}
				stopped := t.invokeAt(f, m, pc, sp, sp-m.ArgSlots, n)
				n = 0
				if stopped {
					return
				}
				break dispatch

			case classfile.New, classfile.Anewarray, classfile.Checkcast, classfile.Instanceof, classfile.Multianewarray:
				f.pc, f.sp = pc-1, sp
				if !t.resolveClassInstr(f.method, in) {
					t.thrownAt(pc)
					break dispatch
				}
				pc--
				continue
			case opNewQ:
				c := in.ref.(*Class)
				if vm.needsInitCheck(c) {
					f.pc, f.sp = pc-1, sp
					if !t.initialize(c) {
						t.thrownAt(pc)
						break dispatch
					}
				}
				f.pc = pc // the allocation site (VM.markSite)
				o := t.newObject(c)
				if o == nil {
					f.sp = sp
					break dispatch
				}
				stack[sp] = Value{R: o}
				sp++
				continue
			case classfile.Newarray, opAnewarrayQ:
				count := int32(stack[sp-1].I)
				if count < 0 {
					f.pc, f.sp = pc, sp
					t.exc = vm.newThrowable("java/lang/NegativeArraySizeException", itoa(int(count)))
					break dispatch
				}
				var c *Class
				if in.op == opAnewarrayQ {
					c = in.ref.(*Class)
				} else {
					c = vm.primitiveArrayClass(in.a)
				}
				f.pc = pc // the allocation site (VM.noteSite)
				arr := t.newArray(c, int(count))
				if arr == nil {
					f.sp = sp
					break dispatch
				}
				stack[sp-1] = Value{R: arr}
				continue
			case opMultianewarrayQ:
				dims := int(in.a)
				f.pc, f.sp = pc, sp
				arr := t.multiNewArray(in.ref.(*Class), stack[sp-dims:sp])
				if arr == nil {
					break dispatch
				}
				sp -= dims
				stack[sp] = Value{R: arr}
				sp++
				continue
			case classfile.Arraylength:
				arr := stack[sp-1].R
				if arr == nil {
					f.pc, f.sp = pc, sp
					t.exc = vm.nullPointer()
					break dispatch
				}
				stack[sp-1] = Value{I: int64(arr.Length())}
				continue
			case classfile.Athrow:
				exc := stack[sp-1].R
				f.pc, f.sp = pc, sp
				if exc == nil {
					exc = vm.nullPointer()
				}
				t.exc = exc
				break dispatch
			case opCheckcastQ:
				if o := stack[sp-1].R; o != nil && o.Class != in.ref.(*Class) && !o.Class.AssignableTo(in.ref.(*Class)) {
					f.pc, f.sp = pc, sp
					t.exc = vm.classCast(o.Class, in.ref.(*Class))
					break dispatch
				}
				continue
			case opInstanceofQ:
				o := stack[sp-1].R
				stack[sp-1] = Bool(o != nil && o.Class.AssignableTo(in.ref.(*Class)))
				continue
			case classfile.Monitorenter:
				o := stack[sp-1].R
				if o == nil {
					f.pc, f.sp = pc, sp
					t.exc = vm.nullPointer()
					break dispatch
				}
				if m := o.Monitor; m != nil && m.Owner == t.ID {
					if vm.recorder != nil {
						vm.touchMonitor(o)
					}
					m.Depth++
					sp--
					continue
				}
				f.pc, f.sp = pc, sp
				t.invisible += n
				vm.instrs += n
				n = 0
				if t.acquire(o) {
					f.pc = pc - 1
					return
				}
				f.sp = sp - 1
				break dispatch
			case classfile.Monitorexit:
				o := stack[sp-1].R
				sp--
				if o == nil {
					f.pc, f.sp = pc, sp
					t.exc = vm.nullPointer()
					break dispatch
				}
				if !t.release(o) {
					f.pc, f.sp = pc, sp
					t.exc = vm.newThrowable("java/lang/IllegalMonitorStateException", "")
					break dispatch
				}
				continue
			default:
				fatalf("unsupported bytecode %s (0x%02x) in %s", in.op, byte(in.op), f.method)
			}
		}
		t.invisible += n
		vm.instrs += n
	}
}

func cmp3(less, greater bool) int64 {
	switch {
	case less:
		return -1
	case greater:
		return 1
	}
	return 0
}

// nanCompare is the result of fcmpg/dcmpg (1) or fcmpl/dcmpl (-1) when an
// operand is NaN.
func nanCompare(g bool) int64 {
	if g {
		return 1
	}
	return -1
}

// intCondition evaluates the comparison of the if<cond> and if_icmp<cond>
// families; cond is the offset within the family (eq, ne, lt, ge, gt, le).
func intCondition(cond classfile.Opcode, a, b int32) bool {
	switch cond {
	case 0:
		return a == b
	case 1:
		return a != b
	case 2:
		return a < b
	case 3:
		return a >= b
	case 4:
		return a > b
	}
	return a <= b
}

// invokeAt calls m from the instruction before pc of frame f, whose
// arguments start at base of the operand stack (sp is its top), handing
// the n instructions run since the last count to the thread's
// BoundedInvis count. It reports whether the thread stopped before the
// call (a visible operation at its entry), with f set to execute the
// instruction again.
func (t *Thread) invokeAt(f *frame, m *Method, pc, sp, base int, n int64) bool {
	f.pc, f.sp = pc, base
	t.invisible += n
	t.vm.instrs += n
	if t.invoke(m, base) {
		f.pc, f.sp = pc-1, sp
		return true
	}
	return false
}

// loadElem reads element idx of a primitive array as the bits a Value
// keeps; false when idx is out of bounds.
func loadElem[T int8 | uint16 | int16 | int32 | int64](a []T, idx int) (int64, bool) {
	if uint(idx) < uint(len(a)) {
		return int64(a[idx]), true
	}
	return 0, false
}

// storeElem writes element idx of a primitive array from a Value's bits
// (truncated to the element type, as the JVM's stores do); false when idx
// is out of bounds.
func storeElem[T int8 | uint16 | int16 | int32 | int64](a []T, idx int, bits int64) bool {
	if uint(idx) < uint(len(a)) {
		a[idx] = T(bits)
		return true
	}
	return false
}

// f2i converts as d2i and f2i do (JVMS §6.5.d2i): NaN becomes 0 and values
// beyond the int range saturate.
func f2i(d float64) int32 {
	switch {
	case d != d:
		return 0
	case d >= math.MaxInt32:
		return math.MaxInt32
	case d <= math.MinInt32:
		return math.MinInt32
	}
	return int32(d)
}

// f2l converts as d2l and f2l do.
func f2l(d float64) int64 {
	switch {
	case d != d:
		return 0
	case d >= math.MaxInt64:
		return math.MaxInt64
	case d <= math.MinInt64:
		return math.MinInt64
	}
	return int64(d)
}
