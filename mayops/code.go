package mayops

import (
	"errors"
	"slices"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/interp"
)

// call is a call an instruction may make: of m itself (direct), or of
// what a virtual or interface call of name+desc on a receiver of static
// type c may select (dispatched).
type call struct {
	dispatched bool
	m          *interp.Method
	c          *interp.Class
	name, desc string
	// except, for a dispatched call of a model, names the classes
	// whose methods it does not reach (covered).
	except string
	// init: m is the <clinit> of a class the code may initialise,
	// which does not run if the class was initialised before the
	// program started.
	init bool
}

// dispatch is what a call may reach: methods; Object.clone on
// receivers of the classes in clones (whose effect depends on the
// receiver, see cloneEffect); and the effects of lambdas it reaches
// (lambda.effect).
type dispatch struct {
	methods []*interp.Method
	clones  []*interp.Class
	effects []*Summary
	// expanded are the dispatched calls it was computed from.
	expanded []call
}

// methodInfo is what one method's own code does.
type methodInfo struct {
	// whole is the effect of a method without class-file code (a native,
	// a replaced or a synthesised method) as a whole; nil for others.
	whole *Summary
	// effects and calls are each instruction's own effect (nil: none)
	// and the calls it may make; succ its successors in the
	// control-flow graph, with exception handlers (nil without
	// class-file code).
	effects []*Summary
	calls   [][]call
	succ    [][]int
	// handlers are the instruction index ranges [start, end) the
	// exception table protects, with the handler's index.
	handlers []handler
	// live are the instructions an invocation may run; allCalls their
	// calls; own the union of their effects (see Analyzer.own).
	live     []int
	allCalls []call
	own      *Summary
}

type handler struct{ start, end, target int }

// reachable lists the instructions reachable from index pc.
func (info *methodInfo) reachable(pc int) []int {
	if pc < 0 || pc >= len(info.succ) {
		return nil
	}
	seen := make([]bool, len(info.succ))
	work := []int{pc}
	var out []int
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		if i < 0 || i >= len(seen) || seen[i] {
			continue
		}
		seen[i] = true
		out = append(out, i)
		work = append(work, info.succ[i]...)
	}
	return out
}

// info analyses a method's own code, once.
func (a *Analyzer) info(m *interp.Method) *methodInfo {
	if info := a.infos[m]; info != nil {
		return info
	}
	info := &methodInfo{}
	switch {
	case modelled(m):
		info.whole, info.allCalls = a.model(m)
	case m.IsNative() || a.l.Replaced(m):
		info.whole, info.allCalls = a.native(m)
	case m.Synthesized():
		info.whole, info.allCalls = a.synthesized(m)
	case m.IsAbstract():
		// What it does is what its overrides do, which a call's class
		// hierarchy analysis includes.
		info.whole = &Summary{}
	case m.File == nil || m.File.Code == nil:
		info.whole = topSummary("a method the VM implements without code: " + m.String())
	default:
		a.decode(m, info)
	}
	a.infos[m] = info
	return info
}

func topSummary(reason string) *Summary {
	s := &Summary{}
	s.setTop(reason)
	return s
}

// synthesized is the effect and calls of code the VM generated.
func (a *Analyzer) synthesized(m *interp.Method) (*Summary, []call) {
	s := &Summary{}
	var calls []call
	for _, op := range m.SynthesizedOps() {
		switch {
		case op.Opaque:
			s.setTop("an operation of synthesised code jcheck cannot name, in " + m.String())
		case op.Call != nil && op.Dispatched:
			calls = append(calls, call{dispatched: true, c: op.Call.Class, name: op.Call.Name, desc: op.Call.Desc})
		case op.Call != nil:
			calls = append(calls, call{m: op.Call})
			if op.Call.IsStatic() {
				calls = append(calls, a.initialize(s, op.Call.Class)...)
			}
		case op.Field != nil:
			acc := Read
			if op.Write {
				acc = Write
			}
			s.field(FieldKey{op.Field.Class.Name, op.Field.Name}, acc)
			if op.Field.IsStatic() {
				calls = append(calls, a.initialize(s, op.Field.Class)...)
			}
		case op.New != nil:
			s.instantiate(op.New)
			calls = append(calls, a.initialize(s, op.New)...)
		}
	}
	return s, calls
}

// decode analyses the instructions of a method with class-file code.
func (a *Analyzer) decode(m *interp.Method, info *methodInfo) {
	code := m.File.Code
	ins := code.Instructions
	index := make(map[int]int, len(ins))
	for i, in := range ins {
		index[in.PC] = i
	}
	info.effects = make([]*Summary, len(ins))
	info.calls = make([][]call, len(ins))
	info.succ = make([][]int, len(ins))
	var afterJsr []int
	for i, in := range ins {
		info.effects[i], info.calls[i] = a.instruction(m, i, in)
		info.succ[i] = successors(in, i, index)
		if in.Op == classfile.Jsr || in.Op == classfile.JsrW {
			afterJsr = append(afterJsr, i+1)
		}
	}
	for i, in := range ins {
		if in.Op == classfile.Ret {
			// ret returns to the instruction after some jsr.
			info.succ[i] = afterJsr
		}
		if i+1 < len(ins) && ins[i+1].Op == classfile.Ifne && assertionsDisabled(m, in) {
			// An assert statement of the class library: interp's
			// desiredAssertionStatus0 is false for its classes, so
			// $assertionsDisabled is true once they are initialised,
			// and the assertion is never evaluated.
			info.succ[i+1] = []int{index[ins[i+1].Target]}
		}
	}
	for _, h := range code.ExceptionTable {
		hd := handler{start: len(ins), end: len(ins), target: index[int(h.HandlerPC)]}
		for i, in := range ins {
			if in.PC >= int(h.StartPC) && in.PC < int(h.EndPC) {
				hd.start = min(hd.start, i)
				hd.end = i + 1
				info.succ[i] = append(info.succ[i], hd.target)
			}
		}
		info.handlers = append(info.handlers, hd)
	}
	// An invocation runs the instructions reachable from the first.
	info.live = info.reachable(0)
	seen := map[call]bool{}
	for _, i := range info.live {
		for _, c := range info.calls[i] {
			if !seen[c] {
				seen[c] = true
				info.allCalls = append(info.allCalls, c)
			}
		}
	}
}

// assertionsDisabled reports whether in reads the $assertionsDisabled
// field of a class of the class library, m's own.
func assertionsDisabled(m *interp.Method, in classfile.Instruction) bool {
	if in.Op != classfile.Getstatic || m.Class.App {
		return false
	}
	class, name, _ := m.Class.File.Pool.MemberRef(in.Index)
	return name == "$assertionsDisabled" && class == m.Class.Name
}

// successors of instruction i.
func successors(in classfile.Instruction, i int, index map[int]int) []int {
	switch in.Op {
	case classfile.Goto, classfile.GotoW, classfile.Jsr, classfile.JsrW:
		return []int{index[in.Target]}
	case classfile.Ireturn, classfile.Lreturn, classfile.Freturn, classfile.Dreturn, classfile.Areturn, classfile.Return,
		classfile.Athrow, classfile.Ret:
		return nil
	case classfile.Tableswitch, classfile.Lookupswitch:
		out := []int{index[in.Target]}
		for _, t := range in.Switch.Targets {
			out = append(out, index[t])
		}
		return out
	}
	if in.Op >= classfile.Ifeq && in.Op <= classfile.IfAcmpne || in.Op == classfile.Ifnull || in.Op == classfile.Ifnonnull {
		return []int{index[in.Target], i + 1}
	}
	return []int{i + 1}
}

// arrayOps maps the array loads and stores to the kind of element and
// access.
var arrayOps = map[classfile.Opcode]struct {
	elem byte
	acc  Access
}{
	classfile.Iaload: {'I', Read}, classfile.Laload: {'J', Read}, classfile.Faload: {'F', Read},
	classfile.Daload: {'D', Read}, classfile.Aaload: {'L', Read}, classfile.Baload: {'B', Read},
	classfile.Caload: {'C', Read}, classfile.Saload: {'S', Read},
	classfile.Iastore: {'I', Write}, classfile.Lastore: {'J', Write}, classfile.Fastore: {'F', Write},
	classfile.Dastore: {'D', Write}, classfile.Aastore: {'L', Write}, classfile.Bastore: {'B', Write},
	classfile.Castore: {'C', Write}, classfile.Sastore: {'S', Write},
}

// instruction is the own effect of instruction i of m (nil: none) and
// the calls it may make.
func (a *Analyzer) instruction(m *interp.Method, i int, in classfile.Instruction) (*Summary, []call) {
	if op, ok := arrayOps[in.Op]; ok {
		s := &Summary{}
		s.Arrays[ArrayKind(op.elem)] = op.acc
		return s, nil
	}
	pool := m.Class.File.Pool
	switch in.Op {
	case classfile.Monitorenter, classfile.Monitorexit:
		return &Summary{Monitors: true}, nil
	case classfile.Ldc, classfile.LdcW:
		if pool[in.Index].Tag == classfile.TagDynamic {
			return topSummary("a dynamic constant (its bootstrap method runs) in " + m.String()), nil
		}
	case classfile.Getfield, classfile.Putfield, classfile.Getstatic, classfile.Putstatic:
		class, name, desc := pool.MemberRef(in.Index)
		c, top := a.load(class)
		if c == nil {
			return top, nil
		}
		f := resolveField(c, name, desc)
		if f == nil {
			return nil, nil // NoSuchFieldError
		}
		acc := Read
		if in.Op == classfile.Putfield || in.Op == classfile.Putstatic {
			acc = Write
		}
		s := &Summary{}
		s.field(FieldKey{f.Class.Name, f.Name}, acc)
		if f.Class.Name == "java/lang/Thread" && (f.Name == "threadStatus" || f.Name == "eetop") {
			// The VM computes them from the thread's state: whether
			// it is alive, blocked or waiting (isAlive, getState).
			s.ThreadQueries = true
		}
		if f.IsStatic() {
			return s, a.initialize(s, f.Class)
		}
		return s, nil
	case classfile.New:
		c, top := a.load(pool.ClassName(in.Index))
		if c == nil {
			return top, nil
		}
		s := &Summary{}
		s.instantiate(c)
		return s, a.initialize(s, c)
	case classfile.Invokestatic, classfile.Invokespecial:
		class, name, desc := pool.MemberRef(in.Index)
		c, top := a.load(class)
		if c == nil {
			return top, nil
		}
		target := resolveMethod(c, name, desc)
		if target == nil {
			return nil, nil // NoSuchMethodError
		}
		if in.Op == classfile.Invokestatic {
			s := &Summary{}
			return s, append([]call{{m: target}}, a.initialize(s, target.Class)...)
		}
		if isObjectClone(target) {
			// super.clone(): the receiver is this, of m's class or a
			// subclass.
			return nil, []call{{dispatched: true, c: m.Class, name: name, desc: desc}}
		}
		calls := []call{{m: target}}
		if name != "<init>" && !c.IsInterface() && c != m.Class && m.Class.Super != nil && m.Class.IsSubclassOf(c) {
			// With ACC_SUPER, the call selects from m's superclass up
			// (JVMS §6.5 invokespecial), which may override target.
			if sel := resolveMethod(m.Class.Super, name, desc); sel != nil && sel != target {
				calls = append(calls, call{m: sel})
			}
		}
		return nil, calls
	case classfile.Invokevirtual, classfile.Invokeinterface:
		class, name, desc := pool.MemberRef(in.Index)
		c, top := a.load(class)
		if c == nil {
			return top, nil
		}
		if c.IsArray() && name == "clone" {
			s := &Summary{}
			s.Arrays[ArrayKind(c.Elem)] = Read
			return s, nil
		}
		if resolveMethod(c, name, desc) == nil {
			if c.Name == "java/lang/invoke/MethodHandle" || c.Name == "java/lang/invoke/VarHandle" {
				// A signature-polymorphic method: which method or
				// variable the handle reaches is not in the code.
				return topSummary("a " + c.JavaName() + " invocation (" + name + ") in " + m.String()), nil
			}
			return nil, nil // NoSuchMethodError
		}
		return nil, []call{{dispatched: true, c: c, name: name, desc: desc}}
	case classfile.Invokedynamic:
		return a.invokedynamic(m, i, in)
	}
	return nil, nil
}

func isObjectClone(m *interp.Method) bool {
	return m.Class.Name == "java/lang/Object" && m.Name == "clone"
}

// load loads a class the code names. A class that does not exist makes
// the instruction throw, with no other effect (nil, nil); one that fails
// to load otherwise makes the analysis give up (nil, Top).
func (a *Analyzer) load(name string) (*interp.Class, *Summary) {
	c, err := a.l.Load(name)
	if err == nil {
		return c, nil
	}
	var le *interp.LoadError
	if errors.As(err, &le) && le.NotFound() {
		return nil, nil
	}
	return nil, topSummary("loading " + name + ": " + err.Error())
}

// initialize records that the code may initialise c, with its
// superclasses and superinterfaces (more than JVMS §5.5 asks: the
// summary may over-approximate), and returns calls of their <clinit>.
func (a *Analyzer) initialize(s *Summary, c *interp.Class) []call {
	var calls []call
	var visit func(k *interp.Class)
	visit = func(k *interp.Class) {
		if k == nil || s.ClassInits[k.Name] {
			return
		}
		s.classInit(k.Name)
		if clinit := k.DeclaredMethod("<clinit>", "()V"); clinit != nil {
			calls = append(calls, call{m: clinit, init: true})
		}
		visit(k.Super)
		for _, i := range k.Interfaces {
			visit(i)
		}
	}
	visit(c)
	return calls
}

// resolveField finds the field a reference resolves to (JVMS §5.4.3.2:
// c, its superinterfaces, its superclasses).
func resolveField(c *interp.Class, name, desc string) *interp.Field {
	for ; c != nil; c = c.Super {
		for _, f := range c.Fields {
			if f.Name == name && f.Desc == desc {
				return f
			}
		}
		for _, i := range c.Interfaces {
			if f := resolveField(i, name, desc); f != nil {
				return f
			}
		}
	}
	return nil
}

// resolveMethod finds the method a reference resolves to (JVMS
// §5.4.3.3–4: c and its superclasses, then its superinterfaces).
func resolveMethod(c *interp.Class, name, desc string) *interp.Method {
	for k := c; k != nil; k = k.Super {
		if m := k.DeclaredMethod(name, desc); m != nil {
			return m
		}
	}
	var inInterfaces func(k *interp.Class) *interp.Method
	inInterfaces = func(k *interp.Class) *interp.Method {
		for _, i := range k.Interfaces {
			if m := i.DeclaredMethod(name, desc); m != nil {
				return m
			}
			if m := inInterfaces(i); m != nil {
				return m
			}
		}
		return nil
	}
	for k := c; k != nil; k = k.Super {
		if m := inInterfaces(k); m != nil {
			return m
		}
	}
	return nil
}

// targets is what a call may reach. A dispatched call reaches, by class
// hierarchy analysis, what virtual selects, and the implementation of
// every lambda of the receiver's type and the method's name the analysed
// code may create (their proxy classes are not loaded until a lambda is
// first created, possibly by another thread).
func (a *Analyzer) targets(c call) dispatch {
	if !c.dispatched {
		if c.init && a.booted[c.m.Class] {
			return dispatch{}
		}
		return dispatch{methods: []*interp.Method{c.m}}
	}
	if d, ok := a.cha[c]; ok {
		return d
	}
	var d dispatch
	seen := map[*interp.Method]bool{}
	done := map[call]bool{}
	lambdas := map[*lambda]bool{}
	work := []call{c}
	for len(work) > 0 {
		w := work[len(work)-1]
		work = work[:len(work)-1]
		if done[w] {
			continue
		}
		done[w] = true
		if !w.dispatched {
			if !seen[w.m] && !(w.init && a.booted[w.m.Class]) {
				seen[w.m] = true
				d.methods = append(d.methods, w.m)
			}
			continue
		}
		d.expanded = append(d.expanded, w)
		for _, m := range a.virtual(w.c, w.name, w.desc) {
			switch {
			case covered[w.except][m.Class.Name]:
			case isObjectClone(m):
				d.clones = append(d.clones, w.c)
			case !seen[m]:
				seen[m] = true
				d.methods = append(d.methods, m)
			}
		}
		for _, l := range a.lambdas[w.name] {
			if lambdas[l] || !l.implements(w.c) {
				continue
			}
			lambdas[l] = true
			if l.effect != nil {
				d.effects = append(d.effects, l.effect)
			}
			work = append(work, l.calls...)
		}
	}
	a.cha[c] = d
	return d
}

// changes reports whether classes that have become instantiable, or
// lambdas found, since the call's dispatch was computed would add to it.
func (a *Analyzer) changes(d dispatch, added []*interp.Class, lambdas []*lambda) bool {
	for _, w := range d.expanded {
		for _, x := range added {
			if !x.AssignableTo(w.c) {
				continue
			}
			for _, m := range selectMethod(x, w.name, w.desc) {
				if !covered[w.except][m.Class.Name] && !slices.Contains(d.methods, m) && !(isObjectClone(m) && slices.Contains(d.clones, w.c)) {
					return true
				}
			}
		}
		for _, l := range lambdas {
			if l.name == w.name && l.implements(w.c) {
				return true
			}
		}
	}
	return false
}

// virtual lists the loaded methods a virtual call of name+desc on a
// receiver of static type c may select: for every instantiable class of
// objects that can be of type c (c's subclasses, or the classes that
// implement it), the method selection finds (JVMS §5.4.6).
func (a *Analyzer) virtual(c *interp.Class, name, desc string) []*interp.Method {
	if a.subtypes == nil {
		a.subtypes = map[*interp.Class][]*interp.Class{}
		for _, x := range a.instantiable() {
			for _, k := range supertypes(x) {
				a.subtypes[k] = append(a.subtypes[k], x)
			}
		}
	}
	var out []*interp.Method
	seen := map[*interp.Method]bool{}
	for _, x := range a.subtypes[c] {
		for _, m := range selectMethod(x, name, desc) {
			if !seen[m] {
				seen[m] = true
				out = append(out, m)
			}
		}
	}
	return out
}

// supertypes lists c, its superclasses and all its superinterfaces.
func supertypes(c *interp.Class) []*interp.Class {
	seen := map[*interp.Class]bool{}
	var out []*interp.Class
	var visit func(k *interp.Class)
	visit = func(k *interp.Class) {
		if k == nil || seen[k] {
			return
		}
		seen[k] = true
		out = append(out, k)
		visit(k.Super)
		for _, i := range k.Interfaces {
			visit(i)
		}
	}
	visit(c)
	return out
}

// selectMethod is what a virtual call of name+desc selects on an object
// of class x, over-approximated: the first declaration up x's
// superclasses (and further up past package-private and private ones,
// which may not override the resolved method), or, if there is none,
// the default methods of x's superinterfaces. An abstract declaration
// selects nothing (AbstractMethodError).
func selectMethod(x *interp.Class, name, desc string) []*interp.Method {
	var out []*interp.Method
	for k := x; k != nil; k = k.Super {
		m := k.DeclaredMethod(name, desc)
		if m == nil || m.IsStatic() {
			continue
		}
		if !m.IsAbstract() {
			out = append(out, m)
		}
		if m.IsPrivate() || m.Flags&(classfile.AccPublic|classfile.AccProtected) == 0 {
			continue
		}
		return out
	}
	for _, k := range supertypes(x) {
		if m := k.DeclaredMethod(name, desc); m != nil && k.IsInterface() && !m.IsStatic() && !m.IsAbstract() {
			out = append(out, m)
		}
	}
	return out
}

// cloneEffect is what Object.clone does on a receiver of static type c:
// it reads every instance field of the object, which may be of c or of
// any loaded subclass, or an array if c is a supertype of arrays.
func (a *Analyzer) cloneEffect(c *interp.Class) *Summary {
	if s := a.clones[c]; s != nil {
		return s
	}
	s := &Summary{}
	if c.IsArray() {
		s.Arrays[ArrayKind(c.Elem)] = Read
	} else {
		for _, k := range a.instantiable() {
			if !k.AssignableTo(c) {
				continue
			}
			if k.IsArray() {
				s.Arrays[ArrayKind(k.Elem)] = Read
				continue
			}
			for ; k != nil; k = k.Super {
				for _, f := range k.Fields {
					if !f.IsStatic() {
						s.field(FieldKey{k.Name, f.Name}, Read)
					}
				}
			}
		}
		if c.Name == "java/lang/Object" || c.IsInterface() {
			// Array classes not loaded yet.
			for i := range s.Arrays {
				s.Arrays[i] |= Read
			}
		}
	}
	a.clones[c] = s
	return s
}

// instantiable lists the loaded classes that may have objects: those
// some execution has instantiated, arrays, exceptions and vmObjects
// (which the VM creates itself), and those that code the analysis was
// asked about may instantiate (extra). A summary that is Top does
// not tell what its code may instantiate: a user must count a thread
// whose summary is Top as interfering with every other (as Algorithm
// 2-LD' does), so that the others' summaries need only hold until it
// moves.
func (a *Analyzer) instantiable() []*interp.Class {
	throwable := a.l.Loaded("java/lang/Throwable")
	var out []*interp.Class
	for id := range a.l.NumClasses() {
		x := a.l.ClassByID(id)
		if x == nil || x.Primitive || x.IsInterface() {
			continue
		}
		if x.Instantiated() || a.extra[x] || x.IsArray() || vmObjects[x.Name] || throwable != nil && x.AssignableTo(throwable) {
			out = append(out, x)
		}
	}
	return out
}

// vmObjects are the classes, besides exceptions and arrays, of objects
// interp creates whatever the code (string literals, class objects,
// backtraces, the threads it boots); the natives that create others say
// so in their effects.
var vmObjects = map[string]bool{
	"java/lang/Object": true, "java/lang/String": true, "java/lang/Class": true, "java/lang/Thread": true,
	"java/lang/ThreadGroup": true,
}
