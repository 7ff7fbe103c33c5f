package verify

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/jcheck/jcheck/classfile"
)

// infer verifies the method by type inference (JVMS §4.10.2.2), the
// verifier of class files before version 50: a data-flow analysis that
// merges the type states reaching each instruction until none changes.
// Merged references become their first common superclass (an interface
// merges to Object), other differing types top in the locals; on the
// operand stack they are an error, as are stacks of different heights.
//
// Subroutines (jsr, ret; JVMS §4.10.2.4): jsr pushes a returnAddress
// naming the subroutine; ret continues after every jsr to that
// subroutine, with the locals the subroutine writes as ret finds them
// and the others as they were at that jsr.
func (v *verifier) infer() {
	v.inference = true
	v.checkInvalid()
	v.checkLocalVariableTable()
	catch := v.handlerTypes()
	n := len(v.ins)
	v.states = make([]*frame, n)
	v.changed = make([]bool, n)
	v.rets = map[int][]int{}
	v.modified = map[int][]bool{}
	v.flow = v.merge
	v.merge(0, v.initialFrame())
	v.cur = &frame{}
	// Like HotSpot's old verifier, pass over the instructions in order,
	// each time checking those whose state changed, until none did.
	for again := true; again; {
		again = false
		for i := range n {
			if v.changed[i] {
				v.changed[i] = false
				v.step(i, catch)
				again = true
			}
		}
	}
}

// step checks the instruction at index i in the state merged there.
func (v *verifier) step(i int, catch []vtype) {
	in := &v.ins[i]
	v.in = in
	v.cur.copyFrom(v.states[i])
	v.begin()
	v.checkHandlers(catch, v.cur, false)
	if v.exec(in) {
		if i+1 == len(v.ins) {
			v.failCode(len(v.code.Bytecode), "Falling off the end of the code", "")
		}
		v.merge(v.ins[i+1].PC, v.cur)
	}
}

// merge merges state f into the state of the instruction at pc and
// marks the instruction if its state changed.
func (v *verifier) merge(pc int, f *frame) {
	i := v.index[pc]
	s := v.states[i]
	if s == nil {
		v.states[i] = f.clone()
		v.changed[i] = true
		return
	}
	if len(s.stack) != len(f.stack) {
		v.failCode(pc, fmt.Sprintf("Inconsistent stack height %d != %d", len(f.stack), len(s.stack)), "")
	}
	changed := false
	for k := range s.stack {
		t := v.mergeTypes(s.stack[k], f.stack[k])
		if t == top && s.stack[k] != top {
			v.failCode(pc, "Mismatched stack types", fmt.Sprintf("%s and %s", s.stack[k], f.stack[k]))
		}
		changed = changed || t != s.stack[k]
		s.stack[k] = t
	}
	for k := range s.locals {
		t := v.mergeTypes(s.locals[k], f.locals[k])
		changed = changed || t != s.locals[k]
		s.locals[k] = t
	}
	if f.thisUninit && !s.thisUninit {
		s.thisUninit, changed = true, true
	}
	if changed {
		v.changed[i] = true
	}
}

// mergeTypes is the least type of the two in the order of JVMS §4.10.2.2,
// top if they have none in common.
func (v *verifier) mergeTypes(a, b vtype) vtype {
	switch {
	case a == b:
		return a
	case a.k == kNull && b.k == kRef:
		return b
	case a.k == kRef && b.k == kNull:
		return a
	case a.k == kRef && b.k == kRef:
		return ref(v.commonSuper(a.name, b.name))
	}
	return top
}

// commonSuper is the first common superclass of two class or array
// types, as the old verifier computes it.
func (v *verifier) commonSuper(a, b string) string {
	if a[0] == '[' || b[0] == '[' {
		if a[0] != '[' || b[0] != '[' {
			return object
		}
		ca, cb := fieldType(a[1:]), fieldType(b[1:])
		if ca.k != kRef || cb.k != kRef {
			return object
		}
		return "[" + descriptorOf(v.commonSuper(ca.name, cb.name))
	}
	if v.ask(v.classes.IsInterface(a)) || v.ask(v.classes.IsInterface(b)) {
		return object
	}
	supers := map[string]bool{}
	for c := a; c != ""; c = v.superclass(c) {
		supers[c] = true
	}
	for c := b; c != ""; c = v.superclass(c) {
		if supers[c] {
			return c
		}
	}
	return object
}

func (v *verifier) superclass(name string) string {
	s, err := v.classes.Superclass(name)
	if err != nil {
		panic(failure{err})
	}
	return s
}

// jsr carries the state into the subroutine at target, and from each ret
// of the subroutine seen so far to the instruction after this jsr.
func (v *verifier) jsr(target int) {
	v.push(vtype{k: kAddr, pc: int32(target)})
	v.merge(target, v.cur)
	for _, r := range v.rets[target] {
		v.afterRet(v.index[v.in.PC], target, v.states[r])
	}
}

// retFrom returns from the subroutine whose return address local n holds to
// the instruction after each jsr that calls it.
func (v *verifier) retFrom(n int) {
	t := v.cur.locals[n]
	if t.k != kAddr {
		v.fail("Register "+strconv.Itoa(n)+" contains wrong type", "Type %s (current frame, locals[%d]) is not a return address", t, n)
	}
	i, sub := v.index[v.in.PC], int(t.pc)
	if !slices.Contains(v.rets[sub], i) {
		v.rets[sub] = append(v.rets[sub], i)
	}
	for j, in := range v.ins {
		if (in.Op == classfile.Jsr || in.Op == classfile.JsrW) && in.Target == sub && v.states[j] != nil {
			v.afterRet(j, sub, v.cur)
		}
	}
}

// afterRet carries the state at a ret of subroutine sub to the
// instruction after the jsr at index j.
func (v *verifier) afterRet(j, sub int, at *frame) {
	if j+1 == len(v.ins) {
		v.failCode(len(v.code.Bytecode), "Falling off the end of the code", "")
	}
	f := at.clone()
	written := v.written(sub)
	for k := range f.locals {
		if !written[k] {
			f.locals[k] = v.states[j].locals[k]
		}
	}
	v.merge(v.ins[j+1].PC, f)
}

// written lists the locals the subroutine at pc may store into: those
// the instructions reachable from its start without passing a ret write,
// nested subroutines included.
func (v *verifier) written(pc int) []bool {
	if w, ok := v.modified[pc]; ok {
		return w
	}
	w := make([]bool, v.maxLocals)
	seen := make([]bool, len(v.ins))
	todo := []int{v.index[pc]}
	for len(todo) > 0 {
		i := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if i < 0 || i >= len(seen) || seen[i] {
			continue
		}
		seen[i] = true
		in := &v.ins[i]
		if n, width := storedLocal(in); width > 0 {
			for k := n; k < n+width && k < len(w); k++ {
				w[k] = true
			}
		}
		switch {
		case in.Op == classfile.Ret, in.Op >= classfile.Ireturn && in.Op <= classfile.Return, in.Op == classfile.Athrow:
		case in.Switch != nil:
			todo = append(todo, v.index[in.Target])
			for _, t := range in.Switch.Targets {
				todo = append(todo, v.index[t])
			}
		case in.Op == classfile.Goto || in.Op == classfile.GotoW:
			todo = append(todo, v.index[in.Target])
		case in.Op >= classfile.Ifeq && in.Op <= classfile.Jsr, in.Op == classfile.Ifnull, in.Op == classfile.Ifnonnull, in.Op == classfile.JsrW:
			todo = append(todo, v.index[in.Target], i+1)
		default:
			todo = append(todo, i+1)
		}
	}
	v.modified[pc] = w
	return w
}

// storedLocal is the first local an instruction writes and how many.
func storedLocal(in *classfile.Instruction) (n, width int) {
	switch {
	case in.Op == classfile.Iinc:
		return int(in.Index), 1
	case in.Op == classfile.Lstore, in.Op == classfile.Dstore,
		in.Op >= classfile.Lstore0 && in.Op <= classfile.Dstore3:
		return int(in.Index), 2
	case writesLocal(in.Op):
		return int(in.Index), 1
	}
	return 0, 0
}
