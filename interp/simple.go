package interp

import (
	"math"

	"github.com/jcheck/jcheck/classfile"
)

// runSimple executes instructions of one frame from instruction pc for
// as long as they only compute on its operand stack and locals, jump
// within its code, or read and write an array element or an instance
// field that no observer watches; it returns at the first other
// instruction, without executing it, with the frame's pc and sp and the
// count n of instructions run (Thread.run's).
//
// It is Thread.run's fast path. It makes no calls, so that the
// compiler keeps pc, sp and n in registers: the whole of Thread.run's
// switch, whose calls make it keep them in memory, cost about three times
// as much per instruction. Every instruction it may decline (a taken
// branch once the budget is used up, an access that throws or that an
// observer must see, a store that publishes an object) is left to
// Thread.run's switch, which handles every case of it; the instructions
// it never declines are handled here only.
//
// watch says which accesses an observer sees: none (0), those to shared
// objects (1), all (2, VM.observeAll).
//
// Instead of counting every instruction it keeps base, the count minus
// pc, which changes only when a branch is taken: the count is base+pc.
func runSimple(code []instr, stack []Value, pc, sp, lp int, n, budget int64, watch int) (int, int, int64) {
	base := n - int64(pc)
	for {
		in := &code[pc]
		op := in.op
		pc++
		switch op {
		case classfile.Nop:
		case classfile.AconstNull:
			stack[sp] = Value{}
			sp++
		case classfile.Sipush:
			stack[sp] = Value{I: in.k}
			sp++
		case classfile.Ldc2W:
			stack[sp] = Value{I: in.k}
			sp += 2
		case classfile.Iload:
			stack[sp] = stack[lp+int(in.a)]
			sp++
		case classfile.Lload:
			stack[sp] = stack[lp+int(in.a)]
			sp += 2
		case classfile.Istore:
			sp--
			stack[lp+int(in.a)] = stack[sp]
		case classfile.Lstore:
			sp -= 2
			stack[lp+int(in.a)] = stack[sp]

		// Two superinstructions end in an array access: they push its
		// operands and go on as its instruction, whose opcode they make
		// op.
		case opLoadLoadElem:
			stack[sp] = stack[lp+int(in.a)]
			stack[sp+1] = stack[lp+int(code[pc].a)]
			sp += 2
			op = code[pc+1].op
			pc += 2
			fallthrough
		case classfile.Iaload, classfile.Laload, classfile.Faload, classfile.Daload, classfile.Aaload,
			classfile.Baload, classfile.Caload, classfile.Saload:
			// loadElement and storePrimitive inline: calling them costs
			// a fifth of the time of a loop over an array.
			arr, idx := stack[sp-2].R, int(int32(stack[sp-1].I))
			if arr == nil || watch != 0 && (arr.flags&flagShared != 0 || watch > 1) {
				return pc - 1, sp, base + int64(pc-1)
			}
			var v Value
			n2, ok := 1, false
			switch op {
			case classfile.Iaload:
				v.I, ok = loadElem(arr.Array.([]int32), idx)
			case classfile.Baload:
				v.I, ok = loadElem(arr.Array.([]int8), idx)
			case classfile.Caload:
				v.I, ok = loadElem(arr.Array.([]uint16), idx)
			case classfile.Saload:
				v.I, ok = loadElem(arr.Array.([]int16), idx)
			case classfile.Laload:
				v.I, ok = loadElem(arr.Array.([]int64), idx)
				n2 = 2
			case classfile.Faload:
				a := arr.Array.([]float32)
				if ok = uint(idx) < uint(len(a)); ok {
					v.I = int64(math.Float32bits(a[idx]))
				}
			case classfile.Daload:
				a := arr.Array.([]float64)
				if ok = uint(idx) < uint(len(a)); ok {
					v.I, n2 = int64(math.Float64bits(a[idx])), 2
				}
			default:
				a := arr.Array.([]*Object)
				if ok = uint(idx) < uint(len(a)); ok {
					v.R = a[idx]
				}
			}
			if !ok {
				return pc - 1, sp, base + int64(pc-1)
			}
			sp -= 2
			stack[sp] = v
			sp += n2

		case opConstStore:
			stack[sp] = Value{I: in.k}
			sp++
			op = code[pc].op
			pc++
			fallthrough
		case classfile.Iastore, classfile.Fastore, classfile.Aastore, classfile.Bastore, classfile.Castore, classfile.Sastore,
			classfile.Lastore, classfile.Dastore:
			n2 := 1
			if op == classfile.Lastore || op == classfile.Dastore {
				n2 = 2
			}
			arr, idx, v := stack[sp-2-n2].R, int(int32(stack[sp-1-n2].I)), stack[sp-n2]
			if arr == nil || watch != 0 && (arr.flags&flagShared != 0 || watch > 1) {
				return pc - 1, sp, base + int64(pc-1)
			}
			ok := false
			switch op {
			case classfile.Iastore:
				ok = storeElem(arr.Array.([]int32), idx, v.I)
			case classfile.Bastore:
				if arr.Class.Elem == 'Z' {
					v.I &= 1
				}
				ok = storeElem(arr.Array.([]int8), idx, v.I)
			case classfile.Castore:
				ok = storeElem(arr.Array.([]uint16), idx, v.I)
			case classfile.Sastore:
				ok = storeElem(arr.Array.([]int16), idx, v.I)
			case classfile.Lastore:
				ok = storeElem(arr.Array.([]int64), idx, v.I)
			case classfile.Fastore:
				a := arr.Array.([]float32)
				if ok = uint(idx) < uint(len(a)); ok {
					a[idx] = math.Float32frombits(uint32(v.I))
				}
			case classfile.Dastore:
				a := arr.Array.([]float64)
				if ok = uint(idx) < uint(len(a)); ok {
					a[idx] = math.Float64frombits(uint64(v.I))
				}
			default:
				// Only a store that needs no subtype test and publishes
				// nothing.
				if v.R != nil && (v.R.Class != arr.Class.Component || arr.flags&flagShared != 0) {
					return pc - 1, sp, base + int64(pc-1)
				}
				a := arr.Array.([]*Object)
				if ok = uint(idx) < uint(len(a)); ok {
					a[idx] = v.R
				}
			}
			if !ok {
				return pc - 1, sp, base + int64(pc-1)
			}
			sp -= 2 + n2

		case classfile.Pop:
			sp--
		case classfile.Pop2:
			sp -= 2
		case classfile.Dup:
			stack[sp] = stack[sp-1]
			sp++
		case classfile.DupX1:
			v1, v2 := stack[sp-1], stack[sp-2]
			stack[sp-2], stack[sp-1], stack[sp] = v1, v2, v1
			sp++
		case classfile.DupX2:
			v1, v2, v3 := stack[sp-1], stack[sp-2], stack[sp-3]
			stack[sp-3], stack[sp-2], stack[sp-1], stack[sp] = v1, v3, v2, v1
			sp++
		case classfile.Dup2:
			stack[sp], stack[sp+1] = stack[sp-2], stack[sp-1]
			sp += 2
		case classfile.Dup2X1:
			v1, v2, v3 := stack[sp-1], stack[sp-2], stack[sp-3]
			stack[sp-3], stack[sp-2], stack[sp-1], stack[sp], stack[sp+1] = v2, v1, v3, v2, v1
			sp += 2
		case classfile.Dup2X2:
			v1, v2, v3, v4 := stack[sp-1], stack[sp-2], stack[sp-3], stack[sp-4]
			stack[sp-4], stack[sp-3], stack[sp-2], stack[sp-1], stack[sp], stack[sp+1] = v2, v1, v4, v3, v2, v1
			sp += 2
		case classfile.Swap:
			stack[sp-1], stack[sp-2] = stack[sp-2], stack[sp-1]

		case classfile.Iadd:
			sp--
			stack[sp-1] = Value{I: int64(int32(stack[sp-1].I) + int32(stack[sp].I))}
		case classfile.Isub:
			sp--
			stack[sp-1] = Value{I: int64(int32(stack[sp-1].I) - int32(stack[sp].I))}
		case classfile.Imul:
			sp--
			stack[sp-1] = Value{I: int64(int32(stack[sp-1].I) * int32(stack[sp].I))}
		case classfile.Idiv, classfile.Irem:
			b := int32(stack[sp-1].I)
			if b == 0 {
				return pc - 1, sp, base + int64(pc-1)
			}
			sp--
			a := int32(stack[sp-1].I)
			if in.op == classfile.Idiv {
				stack[sp-1] = Value{I: int64(a / b)}
			} else {
				stack[sp-1] = Value{I: int64(a % b)}
			}
		case classfile.Ladd:
			sp -= 2
			stack[sp-2] = Value{I: stack[sp-2].I + stack[sp].I}
		case classfile.Lsub:
			sp -= 2
			stack[sp-2] = Value{I: stack[sp-2].I - stack[sp].I}
		case classfile.Lmul:
			sp -= 2
			stack[sp-2] = Value{I: stack[sp-2].I * stack[sp].I}
		case classfile.Ldiv, classfile.Lrem:
			b := stack[sp-2].I
			if b == 0 {
				return pc - 1, sp, base + int64(pc-1)
			}
			sp -= 2
			a := stack[sp-2].I
			if in.op == classfile.Ldiv {
				stack[sp-2] = Value{I: a / b}
			} else {
				stack[sp-2] = Value{I: a % b}
			}
		// IEEE 754 arithmetic in each type's precision (JVMS §2.8);
		// frem and drem are left to Thread.run (math.Mod is a call).
		case classfile.Fadd:
			sp--
			stack[sp-1] = Float(stack[sp-1].AsFloat() + stack[sp].AsFloat())
		case classfile.Fsub:
			sp--
			stack[sp-1] = Float(stack[sp-1].AsFloat() - stack[sp].AsFloat())
		case classfile.Fmul:
			sp--
			stack[sp-1] = Float(stack[sp-1].AsFloat() * stack[sp].AsFloat())
		case classfile.Fdiv:
			sp--
			stack[sp-1] = Float(stack[sp-1].AsFloat() / stack[sp].AsFloat())
		case classfile.Dadd:
			sp -= 2
			stack[sp-2] = Double(stack[sp-2].AsDouble() + stack[sp].AsDouble())
		case classfile.Dsub:
			sp -= 2
			stack[sp-2] = Double(stack[sp-2].AsDouble() - stack[sp].AsDouble())
		case classfile.Dmul:
			sp -= 2
			stack[sp-2] = Double(stack[sp-2].AsDouble() * stack[sp].AsDouble())
		case classfile.Ddiv:
			sp -= 2
			stack[sp-2] = Double(stack[sp-2].AsDouble() / stack[sp].AsDouble())
		case classfile.Ineg:
			stack[sp-1] = Value{I: int64(-int32(stack[sp-1].I))}
		case classfile.Lneg:
			stack[sp-2] = Value{I: -stack[sp-2].I}
		case classfile.Fneg:
			stack[sp-1] = Value{I: int64(uint32(stack[sp-1].I) ^ 0x80000000)}
		case classfile.Dneg:
			stack[sp-2] = Value{I: stack[sp-2].I ^ math.MinInt64}
		case classfile.Ishl:
			sp--
			stack[sp-1] = Value{I: int64(int32(stack[sp-1].I) << (stack[sp].I & 31))}
		case classfile.Ishr:
			sp--
			stack[sp-1] = Value{I: int64(int32(stack[sp-1].I) >> (stack[sp].I & 31))}
		case classfile.Iushr:
			sp--
			stack[sp-1] = Value{I: int64(int32(uint32(stack[sp-1].I) >> (stack[sp].I & 31)))}
		case classfile.Lshl:
			sp--
			stack[sp-2] = Value{I: stack[sp-2].I << (stack[sp].I & 63)}
		case classfile.Lshr:
			sp--
			stack[sp-2] = Value{I: stack[sp-2].I >> (stack[sp].I & 63)}
		case classfile.Lushr:
			sp--
			stack[sp-2] = Value{I: int64(uint64(stack[sp-2].I) >> (stack[sp].I & 63))}
		case classfile.Iand:
			sp--
			stack[sp-1] = Value{I: int64(int32(stack[sp-1].I) & int32(stack[sp].I))}
		case classfile.Ior:
			sp--
			stack[sp-1] = Value{I: int64(int32(stack[sp-1].I) | int32(stack[sp].I))}
		case classfile.Ixor:
			sp--
			stack[sp-1] = Value{I: int64(int32(stack[sp-1].I) ^ int32(stack[sp].I))}
		case classfile.Land:
			sp -= 2
			stack[sp-2] = Value{I: stack[sp-2].I & stack[sp].I}
		case classfile.Lor:
			sp -= 2
			stack[sp-2] = Value{I: stack[sp-2].I | stack[sp].I}
		case classfile.Lxor:
			sp -= 2
			stack[sp-2] = Value{I: stack[sp-2].I ^ stack[sp].I}
		case classfile.Iinc:
			v := &stack[lp+int(in.a)]
			*v = Value{I: int64(int32(v.I) + int32(in.k))}

		case classfile.I2l:
			stack[sp-1] = Value{I: int64(int32(stack[sp-1].I))}
			sp++
		case classfile.I2f:
			stack[sp-1] = Value{I: int64(math.Float32bits(float32(int32(stack[sp-1].I))))}
		case classfile.I2d:
			stack[sp-1] = Value{I: int64(math.Float64bits(float64(int32(stack[sp-1].I))))}
			sp++
		case classfile.L2i:
			sp--
			stack[sp-1] = Value{I: int64(int32(stack[sp-1].I))}
		case classfile.L2f:
			sp--
			stack[sp-1] = Value{I: int64(math.Float32bits(float32(stack[sp-1].I)))}
		case classfile.L2d:
			stack[sp-2] = Value{I: int64(math.Float64bits(float64(stack[sp-2].I)))}
		case classfile.F2i:
			stack[sp-1] = Value{I: int64(f2i(float64(math.Float32frombits(uint32(stack[sp-1].I)))))}
		case classfile.F2l:
			stack[sp-1] = Value{I: f2l(float64(math.Float32frombits(uint32(stack[sp-1].I))))}
			sp++
		case classfile.F2d:
			stack[sp-1] = Value{I: int64(math.Float64bits(float64(math.Float32frombits(uint32(stack[sp-1].I)))))}
			sp++
		case classfile.D2i:
			sp--
			stack[sp-1] = Value{I: int64(f2i(math.Float64frombits(uint64(stack[sp-1].I))))}
		case classfile.D2l:
			stack[sp-2] = Value{I: f2l(math.Float64frombits(uint64(stack[sp-2].I)))}
		case classfile.D2f:
			sp--
			stack[sp-1] = Value{I: int64(math.Float32bits(float32(math.Float64frombits(uint64(stack[sp-1].I)))))}
		case classfile.I2b:
			stack[sp-1] = Value{I: int64(int8(stack[sp-1].I))}
		case classfile.I2c:
			stack[sp-1] = Value{I: int64(uint16(stack[sp-1].I))}
		case classfile.I2s:
			stack[sp-1] = Value{I: int64(int16(stack[sp-1].I))}

		case classfile.Lcmp:
			sp -= 3
			a, b := stack[sp-1].I, stack[sp+1].I
			stack[sp-1] = Value{I: cmp3(a < b, a > b)}
		case classfile.Fcmpl, classfile.Fcmpg:
			sp--
			a, b := math.Float32frombits(uint32(stack[sp-1].I)), math.Float32frombits(uint32(stack[sp].I))
			if a != a || b != b {
				stack[sp-1] = Value{I: nanCompare(in.op == classfile.Fcmpg)}
			} else {
				stack[sp-1] = Value{I: cmp3(a < b, a > b)}
			}
		case classfile.Dcmpl, classfile.Dcmpg:
			sp -= 3
			a, b := math.Float64frombits(uint64(stack[sp-1].I)), math.Float64frombits(uint64(stack[sp+1].I))
			if a != a || b != b {
				stack[sp-1] = Value{I: nanCompare(in.op == classfile.Dcmpg)}
			} else {
				stack[sp-1] = Value{I: cmp3(a < b, a > b)}
			}

		// A taken branch once the budget is used up is left to Thread.run,
		// which calls checkpoint.
		case classfile.Ifeq, classfile.Ifne, classfile.Iflt, classfile.Ifge, classfile.Ifgt, classfile.Ifle:
			if intCondition(in.op-classfile.Ifeq, int32(stack[sp-1].I), 0) {
				if base+int64(pc) > budget {
					return pc - 1, sp, base + int64(pc-1)
				}
				base += int64(pc) - int64(in.a)
				pc = int(in.a)
			}
			sp--
		case classfile.IfIcmpeq, classfile.IfIcmpne, classfile.IfIcmplt, classfile.IfIcmpge, classfile.IfIcmpgt, classfile.IfIcmple:
			if intCondition(in.op-classfile.IfIcmpeq, int32(stack[sp-2].I), int32(stack[sp-1].I)) {
				if base+int64(pc) > budget {
					return pc - 1, sp, base + int64(pc-1)
				}
				base += int64(pc) - int64(in.a)
				pc = int(in.a)
			}
			sp -= 2
		case classfile.IfAcmpeq, classfile.IfAcmpne:
			if (stack[sp-2].R == stack[sp-1].R) == (in.op == classfile.IfAcmpeq) {
				if base+int64(pc) > budget {
					return pc - 1, sp, base + int64(pc-1)
				}
				base += int64(pc) - int64(in.a)
				pc = int(in.a)
			}
			sp -= 2
		case classfile.Ifnull, classfile.Ifnonnull:
			if (stack[sp-1].R == nil) == (in.op == classfile.Ifnull) {
				if base+int64(pc) > budget {
					return pc - 1, sp, base + int64(pc-1)
				}
				base += int64(pc) - int64(in.a)
				pc = int(in.a)
			}
			sp--
		case classfile.Goto:
			if base+int64(pc) > budget {
				return pc - 1, sp, base + int64(pc-1)
			}
			base += int64(pc) - int64(in.a)
			pc = int(in.a)

		case opGetfieldQ, opGetfield2Q:
			o := stack[sp-1].R
			if o == nil || watch != 0 && (o.flags&flagShared != 0 || watch > 1) && (in.k == 0 || o.flags&flagFinalRewritten != 0) {
				return pc - 1, sp, base + int64(pc-1)
			}
			stack[sp-1] = o.Fields[in.a]
			if in.op == opGetfield2Q {
				sp++
			}
		case opPutfieldQ, opPutfield2Q:
			vi := sp - 1 // the value's first slot
			if in.op == opPutfield2Q {
				vi = sp - 2
			}
			o, v := stack[vi-1].R, stack[vi]
			if o == nil || watch != 0 && (o.flags&flagShared != 0 || watch > 1) || o.flags&flagShared != 0 && v.R != nil {
				return pc - 1, sp, base + int64(pc-1)
			}
			o.Fields[in.a] = v
			sp = vi - 1

		case classfile.Arraylength:
			arr := stack[sp-1].R
			if arr == nil {
				return pc - 1, sp, base + int64(pc-1)
			}
			stack[sp-1] = Value{I: int64(arr.Length())}
		case opCheckcastQ:
			// Only when no subtype test is needed.
			if o := stack[sp-1].R; o != nil && o.Class != in.ref.(*Class) {
				return pc - 1, sp, base + int64(pc-1)
			}

		// The superinstructions (code.go).
		case opLoadLoad:
			stack[sp] = stack[lp+int(in.a)]
			sp += int(in.k & 0xff)
			stack[sp] = stack[lp+int(code[pc].a)]
			sp += int(in.k >> 8)
			pc++
		case opLoadLoadIf, opLoadConstIf:
			second, br := &code[pc], &code[pc+1]
			stack[sp] = stack[lp+int(in.a)]
			if in.op == opLoadLoadIf {
				stack[sp+1] = stack[lp+int(second.a)]
			} else {
				stack[sp+1] = Value{I: second.k}
			}
			pc += 2
			if intCondition(br.op-classfile.IfIcmpeq, int32(stack[sp].I), int32(stack[sp+1].I)) {
				if base+int64(pc) > budget {
					return pc - 1, sp + 2, base + int64(pc-1)
				}
				base += int64(pc) - int64(br.a)
				pc = int(br.a)
			}
		case opIincGoto:
			v := &stack[lp+int(in.a)]
			*v = Value{I: int64(int32(v.I) + int32(in.k))}
			pc++
			if base+int64(pc) > budget {
				return pc - 1, sp, base + int64(pc-1)
			}
			target := int(code[pc-1].a)
			base += int64(pc - target)
			pc = target
		case opLcmpIf:
			sp -= 4
			a, b := stack[sp].I, stack[sp+2].I
			r := cmp3(a < b, a > b)
			stack[sp] = Value{I: r}
			br := &code[pc]
			pc++
			if intCondition(br.op-classfile.Ifeq, int32(r), 0) {
				if base+int64(pc) > budget {
					return pc - 1, sp + 1, base + int64(pc-1)
				}
				base += int64(pc) - int64(br.a)
				pc = int(br.a)
			}
		case opLoadOp:
			// The load's slot is left as the load leaves it, as in every
			// superinstruction.
			b := stack[lp+int(in.a)]
			stack[sp] = b
			stack[sp-1] = Value{I: int64(int32(arith(classfile.Opcode(in.k), stack[sp-1].I, b.I)))}
			pc++
		case opLoadLoadOp:
			a, b := stack[lp+int(in.a)], stack[lp+int(code[pc].a)]
			stack[sp+1] = b
			stack[sp] = Value{I: int64(int32(arith(classfile.Opcode(in.k), a.I, b.I)))}
			sp++
			pc += 2
		case opOpStore:
			// The result's slots are left as the operation leaves them.
			op := classfile.Opcode(in.a)
			if in.k == 1 {
				sp -= 2
				r := Value{I: int64(int32(arith(op, stack[sp].I, stack[sp+1].I)))}
				stack[sp] = r
				stack[lp+int(code[pc].a)] = r
			} else {
				sp -= 4
				r := Value{I: arith(op, stack[sp].I, stack[sp+2].I)}
				stack[sp] = r
				stack[lp+int(code[pc].a)] = r
			}
			pc++
		case opLoadGetfield:
			v := stack[lp+int(in.a)]
			stack[sp] = v
			sp++
			get, o := &code[pc], v.R
			if get.op != opGetfieldQ || o == nil || watch != 0 && (o.flags&flagShared != 0 || watch > 1) && (get.k == 0 || o.flags&flagFinalRewritten != 0) {
				continue // the getfield is not quickened yet, or declined
			}
			stack[sp-1] = o.Fields[get.a]
			pc++

		default:
			return pc - 1, sp, base + int64(pc-1)
		}
	}
}

// watch is runSimple's watch: which accesses the observer sees.
func (vm *VM) watch() int {
	switch {
	case vm.observer == nil:
		return 0
	case vm.observeAll:
		return 2
	}
	return 1
}

// loadElement reads element idx of arr for the array load op, whose
// opcode names the element type (the verifier's guarantee), so that one
// type assertion finds the elements: the value, its slots, and false if
// idx is out of bounds.
func loadElement(op classfile.Opcode, arr *Object, idx int) (v Value, slots int, ok bool) {
	slots = 1
	switch op {
	case classfile.Iaload:
		v.I, ok = loadElem(arr.Array.([]int32), idx)
	case classfile.Baload:
		v.I, ok = loadElem(arr.Array.([]int8), idx)
	case classfile.Caload:
		v.I, ok = loadElem(arr.Array.([]uint16), idx)
	case classfile.Saload:
		v.I, ok = loadElem(arr.Array.([]int16), idx)
	case classfile.Laload:
		v.I, ok = loadElem(arr.Array.([]int64), idx)
		slots = 2
	case classfile.Faload:
		a := arr.Array.([]float32)
		if ok = uint(idx) < uint(len(a)); ok {
			v.I = int64(math.Float32bits(a[idx]))
		}
	case classfile.Daload:
		a := arr.Array.([]float64)
		if ok = uint(idx) < uint(len(a)); ok {
			v.I, slots = int64(math.Float64bits(a[idx])), 2
		}
	default:
		a := arr.Array.([]*Object)
		if ok = uint(idx) < uint(len(a)); ok {
			v.R = a[idx]
		}
	}
	return v, slots, ok
}

// storePrimitive writes v to element idx of arr for the primitive array
// store op (not aastore); false if idx is out of bounds.
func storePrimitive(op classfile.Opcode, arr *Object, idx int, v Value) bool {
	switch op {
	case classfile.Iastore:
		return storeElem(arr.Array.([]int32), idx, v.I)
	case classfile.Bastore:
		if arr.Class.Elem == 'Z' {
			v.I &= 1 // a boolean array stores the low bit (JVMS §6.5.bastore)
		}
		return storeElem(arr.Array.([]int8), idx, v.I)
	case classfile.Castore:
		return storeElem(arr.Array.([]uint16), idx, v.I)
	case classfile.Sastore:
		return storeElem(arr.Array.([]int16), idx, v.I)
	case classfile.Lastore:
		return storeElem(arr.Array.([]int64), idx, v.I)
	case classfile.Fastore:
		a := arr.Array.([]float32)
		if uint(idx) < uint(len(a)) {
			a[idx] = math.Float32frombits(uint32(v.I))
			return true
		}
	case classfile.Dastore:
		a := arr.Array.([]float64)
		if uint(idx) < uint(len(a)) {
			a[idx] = math.Float64frombits(uint64(v.I))
			return true
		}
	}
	return false
}
