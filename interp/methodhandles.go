package interp

import (
	"strings"
	"sync"

	"github.com/jcheck/jcheck/classfile"
)

// Method handles are the VM's own, not the JDK's. HotSpot runs
// java.lang.invoke's Java code, which compiles LambdaForms to bytecode
// and defines hidden classes from it (MethodHandleNatives.resolve, init,
// linkTo* intrinsics, Unsafe.defineAnonymousClass): a large machine of
// its own, and its caches would be state the model checker explores.
// jcheck instead replaces the points where that code would build a
// LambdaForm (Lookup.find*, MethodHandle.asType, bindTo, the
// MethodHandles combinators; natives_invoke.go) with a handle of its own,
// as it links invokedynamic without java.lang.invoke (indy.go):
//
//   - a handle's structure is an mhNode, immutable and shared by every
//     execution: what it does (call a method, access a field, adapt or
//     combine other handles) and its type;
//   - each node has a hidden subclass of MethodHandle whose method
//     invoke$ (with the node's type as descriptor) is the handle's code,
//     synthesised with asm: it loads the handle's bound values and inner
//     handles from the object's refs array and calls the inner handles'
//     invoke$ directly;
//   - a handle is an instance of its node's class with MethodHandle.type
//     set (so the JDK's Java methods on handles, type() and toString(),
//     work unchanged), refs holding what it binds (values, inner
//     handles), and Native the node;
//   - a call of invokeExact or invoke (signature polymorphic, JVMS
//     §2.9.3) links to an adapter that checks the handle's type against
//     the call site's (WrongMethodTypeException, or an asType adaptation
//     for invoke) and calls invoke$ virtually.
//
// Everything a handle does at run time is bytecode: the operations inside
// handle-invoked code are scheduling points as anywhere else, and no
// thread waits inside a native method while a handle runs (so the state
// can be copied), except under invokeWithArguments, whose native calls
// the handle. Heap values a handle holds are in Java fields, where the
// collector, the fingerprint and state copies see them. Creating a
// handle runs the JDK's MethodType.methodType (interning the type), as
// java does.

// mhType is a method handle's type: its parameter and return classes.
type mhType struct {
	params []*Class
	ret    *Class
}

func (ty mhType) desc() string {
	var b strings.Builder
	b.WriteByte('(')
	for _, p := range ty.params {
		b.WriteString(p.Descriptor())
	}
	b.WriteByte(')')
	b.WriteString(ty.ret.Descriptor())
	return b.String()
}

// String is MethodType.toString: "(int,String)void".
func (ty mhType) String() string {
	names := make([]string, len(ty.params))
	for i, p := range ty.params {
		names[i] = classSimpleName(p)
	}
	return "(" + strings.Join(names, ",") + ")" + classSimpleName(ty.ret)
}

func (ty mhType) equal(o mhType) bool { return ty.desc() == o.desc() }

// with returns the type with params[from:to] replaced by repl.
func (ty mhType) with(from, to int, repl ...*Class) mhType {
	ps := append(append(append([]*Class{}, ty.params[:from]...), repl...), ty.params[to:]...)
	return mhType{params: ps, ret: ty.ret}
}

// classSimpleName is Class.getSimpleName.
func classSimpleName(c *Class) string {
	switch {
	case c.Primitive:
		return c.Name
	case c.IsArray():
		return classSimpleName(c.Component) + "[]"
	}
	return simpleName(c)
}

// mhKind is what a handle does.
type mhKind uint8

const (
	mhStatic           mhKind = iota // invokestatic member
	mhVirtual                        // invokevirtual or invokeinterface member (receiver first)
	mhSpecial                        // invokespecial member (already selected)
	mhConstructor                    // new member.Class, invokespecial member
	mhGetter                         // read field (the receiver first unless static)
	mhSetter                         // write field
	mhConvert                        // children[0] with arguments and result converted (asType)
	mhInsert                         // children[0] with values inserted at pos (bindTo, insertArguments)
	mhDrop                           // children[0] without the count arguments at pos
	mhFilterReturn                   // children[1] applied to the result of children[0]
	mhFilterArgument                 // children[0] with children[1] applied to the argument at pos
	mhGuard                          // children[0] (a test) chooses children[1] or children[2]
	mhIdentity                       // returns its argument
	mhZero                           // returns zero, null or nothing
	mhSpread                         // children[0] with count arguments at pos taken from an array
	mhCollect                        // children[0] with count arguments at pos collected into an array
	mhArrayGet                       // array element load
	mhArraySet                       // array element store
	mhArrayLength                    // array length
	mhThrow                          // throws its argument
	mhInvoker                        // invokes its first argument, a handle (exactInvoker with exact)
	mhPermute                        // children[0] with its arguments taken by reorder
	mhFold                           // children[0] with children[1]'s result on the arguments at pos inserted at pos
	mhCollectArguments               // children[0] with children[1] applied to the arguments at pos
	mhCatch                          // children[0]; its exception of class exception goes to children[1]
	mhTryFinally                     // children[0], then children[1] (the cleanup) whatever it did
	mhLoop                           // count clauses: children are their init, step, pred and fini functions
	mhTableSwitch                    // children[1+i] for a leading argument i in [0, count), else children[0]
)

// mhNode is the structure of method handles, shared by every execution.
type mhNode struct {
	kind      mhKind
	typ       mhType
	varargs   bool // asVarargsCollector: invoke and asType collect trailing arguments
	member    *Method
	field     *Field
	children  []*mhNode // the inner handles, in refs[0:len(children)]
	values    []*Class  // types of the bound values (mhInsert), in refs after the children
	pos       int
	count     int
	array     *Class // the array type of mhSpread, mhCollect and the array accessors
	exact     bool   // mhInvoker: invokeExact's type check, not invoke's adaptation
	explicit  bool   // mhConvert: explicitCastArguments' conversions, not asType's
	reorder   []int  // mhPermute
	exception *Class // mhCatch

	class *Class  // the hidden class of the node's handles
	entry *Method // its invoke$, whose descriptor is typ's

	mu      sync.Mutex
	adapted map[string]*mhNode // asType adaptations for invoke, by descriptor
}

// handleState holds the nodes and helper methods method handles share
// across executions, and the class of VarHandles (one per loader).
type handleState struct {
	mu        sync.Mutex
	nodes     map[string]*mhNode
	count     int
	helpers   sync.Map // name+descriptor -> *Method
	varHandle *Class   // the class of the VM's VarHandles (varHandleClass)
}

// key identifies a node's structure.
func (n *mhNode) key() string {
	var b strings.Builder
	b.WriteString(itoa(int(n.kind)) + n.typ.desc())
	if n.varargs {
		b.WriteString("+varargs")
	}
	if n.member != nil {
		b.WriteString(" " + n.member.Key())
	}
	if n.field != nil {
		b.WriteString(" " + n.field.Class.Name + "." + n.field.Name)
	}
	for _, c := range n.children {
		b.WriteString(" ")
		if c != nil {
			b.WriteString(c.class.Name)
		}
	}
	for _, v := range n.values {
		b.WriteString(" " + v.Descriptor())
	}
	if n.array != nil {
		b.WriteString(" " + n.array.Name)
	}
	b.WriteString(" " + itoa(n.pos) + "," + itoa(n.count))
	if n.exact {
		b.WriteString(" exact")
	}
	if n.explicit {
		b.WriteString(" explicit")
	}
	for _, r := range n.reorder {
		b.WriteString(" " + itoa(r))
	}
	if n.exception != nil {
		b.WriteString(" catch " + n.exception.Name)
	}
	return b.String()
}

// node returns the shared node with n's structure, defining its class and
// code the first time.
func (t *Thread) node(n *mhNode) *mhNode {
	l := t.vm.loader
	s := &l.handles
	k := n.key()
	s.mu.Lock()
	old := s.nodes[k]
	if old == nil {
		if s.nodes == nil {
			s.nodes = map[string]*mhNode{}
		}
		s.count++
		n.class = &Class{Name: "java/lang/invoke/MethodHandle$$Handle" + itoa(s.count)}
	}
	s.mu.Unlock()
	if old != nil {
		return old
	}
	mh := t.vm.must("java/lang/invoke/MethodHandle")
	c := n.class
	c.Super, c.Hidden, c.InstanceSlots = mh, true, mh.InstanceSlots
	c.Flags = classfile.AccFinal | classfile.AccSuper | classfile.AccSynthetic
	c.addField(&Field{Class: c, Name: "refs", Desc: "[Ljava/lang/Object;", Flags: classfile.AccPrivate | classfile.AccFinal})
	g := &handleCode{t: t, n: n, refs: c.Fields[0], a: &asm{l: l}}
	g.generate()
	n.entry = g.a.method(c, "invoke$", n.typ.desc(), classfile.AccPublic|classfile.AccFinal)
	n.entry.code.handlers = g.handlers
	n.entry.code.maxLocals += g.locals
	c.Methods = []*Method{n.entry}
	for _, abstract := range [][2]string{
		{"rebind", "()Ljava/lang/invoke/BoundMethodHandle;"},
		{"copyWith", "(Ljava/lang/invoke/MethodType;Ljava/lang/invoke/LambdaForm;)Ljava/lang/invoke/MethodHandle;"},
	} {
		m := makeMethod(c, abstract[0], abstract[1], classfile.AccNative)
		m.native = lambdaFormUse
		c.Methods = append(c.Methods, m)
	}
	c.methodsByKey = map[string]*Method{}
	for _, m := range c.Methods {
		c.methodsByKey[m.Name+m.Desc] = m
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if old := s.nodes[k]; old != nil {
		return old // defined meanwhile by another execution
	}
	l.mu.Lock()
	l.finishHierarchy(c)
	l.register(c)
	l.mu.Unlock()
	s.nodes[k] = n
	return n
}

// lambdaFormUse implements MethodHandle's abstract rebind and copyWith
// for the VM's handles: the JDK calls them to build a LambdaForm, which
// only the combinators jcheck does not replace do.
func lambdaFormUse(t *Thread, a []Value) Value {
	for i := len(t.frames) - 2; i >= 0; i-- {
		if m := t.frames[i].method; m != nil && m.Class.Name != "java/lang/invoke/MethodHandle" && !m.Class.Hidden {
			unsupported("%s (a method handle combinator)", m)
		}
	}
	unsupported("this method handle combinator")
	return nothing
}

// helper returns a static native method of the VM's call-site class that
// handle code calls, one per name and descriptor.
func (t *Thread) helper(name, desc string, fn Native) *Method {
	l := t.vm.loader
	if m, ok := l.handles.helpers.Load(name + desc); ok {
		return m.(*Method)
	}
	m := makeMethod(l.adapterClass(), name, desc, classfile.AccStatic|classfile.AccNative|classfile.AccPublic)
	m.native = fn
	actual, _ := l.handles.helpers.LoadOrStore(name+desc, m)
	return actual.(*Method)
}

// handleCode generates a node's invoke$: the handle is local 0, the
// arguments follow.
type handleCode struct {
	t        *Thread
	n        *mhNode
	refs     *Field
	a        *asm
	handlers []handler
	locals   int // locals beyond the arguments
}

// arg loads argument i of the node's type.
func (g *handleCode) arg(i int) {
	slot := 1
	for _, p := range g.n.typ.params[:i] {
		slot += slots(p.Descriptor())
	}
	g.a.load(slot, g.n.typ.params[i].Descriptor())
}

// args loads the arguments in [from, to).
func (g *handleCode) args(from, to int) {
	for i := from; i < to; i++ {
		g.arg(i)
	}
}

// ref pushes refs[i].
func (g *handleCode) ref(i int) {
	g.a.load(0, "L")
	g.a.getField(g.refs)
	g.a.pushInt(int32(i))
	g.a.op(classfile.Aaload, -1)
}

// call calls inner handle i, whose receiver and arguments are on the stack.
func (g *handleCode) call(i int) { g.a.invokeSpecial(g.n.children[i].entry) }

func (g *handleCode) generate() {
	n, a := g.n, g.a
	ret := n.typ.ret.Descriptor()
	nargs := len(n.typ.params)
	switch n.kind {
	case mhStatic, mhVirtual:
		g.args(0, nargs)
		a.invoke(n.member)
	case mhSpecial:
		g.args(0, nargs)
		a.invokeSpecial(n.member)
	case mhConstructor:
		a.newObject(n.member.Class)
		a.dup()
		g.args(0, nargs)
		a.invokeSpecial(n.member)
	case mhGetter, mhSetter:
		g.args(0, nargs)
		g.fieldAccess(n.field, n.kind == mhSetter)
	case mhConvert:
		target := n.children[0].typ
		g.ref(0)
		for i, p := range n.typ.params {
			g.arg(i)
			g.convert(p, target.params[i])
		}
		g.call(0)
		g.convert(target.ret, n.typ.ret)
	case mhInsert:
		target := n.children[0].typ
		g.ref(0)
		g.args(0, n.pos)
		for i := range n.values {
			g.ref(1 + i)
			g.convert(g.t.vm.wk.object, target.params[n.pos+i])
		}
		g.args(n.pos, nargs)
		g.call(0)
	case mhDrop:
		g.ref(0)
		g.args(0, n.pos)
		g.args(n.pos+n.count, nargs)
		g.call(0)
	case mhFilterReturn:
		g.ref(1)
		g.ref(0)
		g.args(0, nargs)
		g.call(0)
		g.call(1)
	case mhFilterArgument:
		g.ref(0)
		g.args(0, n.pos)
		g.ref(1)
		g.arg(n.pos)
		g.call(1)
		g.args(n.pos+1, nargs)
		g.call(0)
	case mhGuard:
		var fallback label
		g.ref(0)
		g.args(0, len(n.children[0].typ.params))
		g.call(0)
		a.branch(classfile.Ifeq, &fallback, -1)
		g.ref(1)
		g.args(0, nargs)
		g.call(1)
		a.ret(ret)
		a.mark(fallback)
		g.ref(2)
		g.args(0, nargs)
		g.call(2)
	case mhIdentity:
		g.arg(0)
	case mhZero:
		pushZero(a, ret)
	case mhSpread:
		g.spread()
	case mhCollect:
		g.collect()
	case mhArrayGet, mhArraySet:
		g.args(0, nargs)
		elem := n.array.Component.Descriptor()
		if n.kind == mhArraySet {
			a.op(arrayOp(elem, true), -2-slots(elem))
		} else {
			a.op(arrayOp(elem, false), slots(elem)-2)
		}
	case mhArrayLength:
		g.arg(0)
		a.op(classfile.Arraylength, 0)
	case mhThrow:
		g.arg(0)
		a.op(classfile.Athrow, -1)
		return
	case mhInvoker:
		g.arg(0)
		site := mhType{params: n.typ.params[1:], ret: n.typ.ret}
		a.invoke(g.t.handleCheck(n.exact, site))
		g.args(1, nargs)
		g.invokeHandle(site)
	case mhPermute:
		g.ref(0)
		for _, r := range n.reorder {
			g.arg(r)
		}
		g.call(0)
	case mhFold, mhCollectArguments:
		k := len(n.children[1].typ.params)
		g.ref(0)
		g.args(0, n.pos)
		g.ref(1)
		g.args(n.pos, n.pos+k)
		g.call(1)
		if n.kind == mhFold {
			g.args(n.pos, nargs)
		} else {
			g.args(n.pos+k, nargs)
		}
		g.call(0)
	case mhCatch:
		g.catch()
		return
	case mhTryFinally:
		g.tryFinally()
		return
	case mhLoop:
		g.loop()
		return
	case mhTableSwitch:
		for i := 0; i < n.count; i++ {
			var next label
			g.arg(0)
			a.pushInt(int32(i))
			a.branch(classfile.IfIcmpne, &next, -2)
			g.ref(1 + i)
			g.args(0, nargs)
			g.call(1 + i)
			a.ret(ret)
			a.mark(next)
		}
		g.ref(0)
		g.args(0, nargs)
		g.call(0)
	}
	a.ret(ret)
}

// local returns the slot of a new local of type desc, after the arguments.
func (g *handleCode) local(desc string) int {
	slot := 1 + g.locals
	for _, p := range g.n.typ.params {
		slot += slots(p.Descriptor())
	}
	g.locals += slots(desc)
	return slot
}

// tryFinally calls the target and then the cleanup with the exception it
// threw (or null), its result (or zero) and the arguments: the cleanup's
// result is the result, or the exception is thrown again after it
// (MethodHandles.tryFinally).
func (g *handleCode) tryFinally() {
	n, a := g.n, g.a
	ret := n.typ.ret.Descriptor()
	nargs := len(n.typ.params)
	result, thrown := g.local(ret), g.local("L")
	start := len(a.code)
	g.ref(0)
	g.args(0, nargs)
	g.call(0)
	end := len(a.code)
	if ret != "V" {
		a.emit(instr{op: map[int]classfile.Opcode{1: classfile.Istore, 2: classfile.Lstore}[slots(ret)], a: int32(result)}, -slots(ret))
	}
	g.ref(1)
	a.pushInt(0) // no exception
	if ret != "V" {
		a.load(result, ret)
	}
	g.args(0, nargs)
	g.call(1)
	a.ret(ret)
	g.handlers = append(g.handlers, handler{start: start, end: end, target: len(a.code)})
	a.depth = 1 // the exception
	a.emit(instr{op: classfile.Istore, a: int32(thrown)}, -1)
	g.ref(1)
	a.load(thrown, "L")
	pushZero(a, ret)
	g.args(0, nargs)
	g.call(1)
	a.pop(ret)
	a.load(thrown, "L")
	a.op(classfile.Athrow, -1)
}

// loop is MethodHandles.loop's generic loop over count clauses: each
// clause's init gives its iteration variable (unless void), then, in
// turn, each clause's step updates its variable and its predicate, when
// false, ends the loop with the clause's fini. Steps, predicates and
// finis take the variables and the loop's arguments; inits the arguments.
func (g *handleCode) loop() {
	n, a := g.n, g.a
	ret := n.typ.ret.Descriptor()
	nargs, clauses := len(n.typ.params), n.count
	vars := make([]int, clauses) // slot of each non-void variable, -1 for void
	types := make([]string, clauses)
	for i := 0; i < clauses; i++ {
		types[i] = n.children[i].typ.ret.Descriptor()
		vars[i] = -1
		if types[i] != "V" {
			vars[i] = g.local(types[i])
		}
	}
	store := func(i int) {
		if vars[i] >= 0 {
			a.emit(instr{op: map[int]classfile.Opcode{1: classfile.Istore, 2: classfile.Lstore}[slots(types[i])], a: int32(vars[i])}, -slots(types[i]))
		}
	}
	call := func(k int) { // the function at children[k] on the variables and the arguments
		g.ref(k)
		for i := 0; i < clauses; i++ {
			if vars[i] >= 0 {
				a.load(vars[i], types[i])
			}
		}
		g.args(0, nargs)
		g.call(k)
	}
	for i := 0; i < clauses; i++ {
		g.ref(i)
		g.args(0, nargs)
		g.call(i)
		store(i)
	}
	top := len(a.code)
	for i := 0; i < clauses; i++ {
		var next label
		call(clauses + i)
		store(i)
		call(2*clauses + i)
		a.branch(classfile.Ifne, &next, -1)
		call(3*clauses + i)
		a.ret(ret)
		a.mark(next)
	}
	a.emit(instr{op: classfile.Goto, a: int32(top)}, 0)
}

// invokeHandle calls invoke$ with the descriptor of type site virtually
// on the handle below the arguments on the stack.
func (g *handleCode) invokeHandle(site mhType) {
	mhc := g.t.vm.must("java/lang/invoke/MethodHandle")
	g.a.invoke(makeMethod(mhc, "invoke$", site.desc(), classfile.AccPublic|classfile.AccAbstract))
}

// catch calls the target, and the handler with the exception and the
// arguments if the target throws one of the class caught
// (MethodHandles.catchException).
func (g *handleCode) catch() {
	n, a := g.n, g.a
	ret := n.typ.ret.Descriptor()
	nargs := len(n.typ.params)
	start := len(a.code)
	g.ref(0)
	g.args(0, nargs)
	g.call(0)
	end := len(a.code)
	a.ret(ret)
	slot := g.local("L")
	g.handlers = append(g.handlers, handler{start: start, end: end, target: len(a.code), catchName: n.exception.Name, catchClass: n.exception})
	a.depth = 1 // the exception
	a.emit(instr{op: classfile.Istore, a: int32(slot)}, -1)
	g.ref(1)
	a.load(slot, "L")
	g.args(0, len(n.children[1].typ.params)-1)
	g.call(1)
	a.ret(ret)
}

// fieldAccess reads or writes a field as the quickened getfield,
// putfield, getstatic and putstatic do (resolveFieldInstr): volatile
// fields are visible operations.
func (g *handleCode) fieldAccess(f *Field, write bool) {
	switch {
	case f.IsStatic() && write:
		g.a.emit(instr{op: opPutstaticQ, ref: f}, -slots(f.Desc))
	case f.IsStatic():
		g.a.emit(instr{op: opGetstaticQ, ref: f}, slots(f.Desc))
	case f.visible() && write:
		g.a.emit(instr{op: opPutfieldVolatileQ, ref: f}, -1-slots(f.Desc))
	case f.visible():
		g.a.emit(instr{op: opGetfieldVolatileQ, ref: f}, slots(f.Desc)-1)
	case write:
		op := opPutfieldQ
		if f.Wide() {
			op = opPutfield2Q
		}
		g.a.emit(instr{op: op, a: int32(f.Slot), k: finalFlag(f)}, -1-slots(f.Desc))
	default:
		op := opGetfieldQ
		if f.Wide() {
			op = opGetfield2Q
		}
		g.a.emit(instr{op: op, a: int32(f.Slot), k: finalFlag(f)}, slots(f.Desc)-1)
	}
}

// spread loads count arguments at pos from the array argument there,
// after checking its length (MethodHandle.asSpreader).
func (g *handleCode) spread() {
	n, a := g.n, g.a
	target := n.children[0].typ
	elem := n.array.Component.Descriptor()
	g.arg(n.pos)
	a.pushInt(int32(n.count))
	a.invoke(g.t.helper("checkSpread", "(Ljava/lang/Object;I)V", checkSpread))
	g.ref(0)
	g.args(0, n.pos)
	for k := 0; k < n.count; k++ {
		g.arg(n.pos)
		a.pushInt(int32(k))
		a.op(arrayOp(elem, false), slots(elem)-2)
		g.convert(n.array.Component, target.params[n.pos+k])
	}
	g.args(n.pos+1, len(n.typ.params))
	g.call(0)
}

// checkSpread throws what a spreader throws for an array that does not
// hold exactly the arguments it spreads.
func checkSpread(t *Thread, a []Value) Value {
	arr, n := a[0].R, int(a[1].I)
	switch {
	case arr == nil && n == 0:
	case arr == nil:
		t.nullCheck(arr)
	case arr.Length() != n:
		t.ThrowNew("java/lang/IllegalArgumentException", "array is not of length "+itoa(n))
	}
	return nothing
}

// collect gathers count arguments at pos into a new array
// (MethodHandle.asCollector).
func (g *handleCode) collect() {
	n, a := g.n, g.a
	elem := n.array.Component.Descriptor()
	g.ref(0)
	g.args(0, n.pos)
	a.pushInt(int32(n.count))
	if isPrimitiveDesc(elem) {
		a.emit(instr{op: classfile.Newarray, a: newarrayCode[elem[0]]}, 0)
	} else {
		a.emit(instr{op: opAnewarrayQ, ref: n.array}, 0)
	}
	for k := 0; k < n.count; k++ {
		a.dup()
		a.pushInt(int32(k))
		g.arg(n.pos + k)
		a.op(arrayOp(elem, true), -2-slots(elem))
	}
	g.args(n.pos+n.count, len(n.typ.params))
	g.call(0)
}

// newarrayCode is newarray's atype for each primitive element type (JVMS §6.5).
var newarrayCode = map[byte]int32{'Z': 4, 'C': 5, 'F': 6, 'D': 7, 'B': 8, 'S': 9, 'I': 10, 'J': 11}

// arrayOp is the array load or store instruction for an element type.
func arrayOp(elem string, store bool) classfile.Opcode {
	ops := map[byte][2]classfile.Opcode{
		'Z': {classfile.Baload, classfile.Bastore}, 'B': {classfile.Baload, classfile.Bastore},
		'C': {classfile.Caload, classfile.Castore}, 'S': {classfile.Saload, classfile.Sastore},
		'I': {classfile.Iaload, classfile.Iastore}, 'J': {classfile.Laload, classfile.Lastore},
		'F': {classfile.Faload, classfile.Fastore}, 'D': {classfile.Daload, classfile.Dastore},
	}
	op, ok := ops[elem[0]]
	if !ok {
		op = [2]classfile.Opcode{classfile.Aaload, classfile.Aastore}
	}
	if store {
		return op[1]
	}
	return op[0]
}

// pushZero pushes the zero value of a type (nothing for void).
func pushZero(a *asm, desc string) {
	switch slots(desc) {
	case 1:
		a.pushInt(0)
	case 2:
		a.emit(instr{op: classfile.Ldc2W}, 2)
	}
}

// convert converts the value on top of the stack from type from to type
// to as MethodHandle.asType does: primitive widening, boxing, unboxing
// (from a wrapper or, dynamically, from a supertype of wrappers) followed
// by widening, reference casts (Class.cast, whose message the JDK's casts
// give), discarding a result, or a zero for a void one.
func (g *handleCode) convert(from, to *Class) {
	a := g.a
	fd, td := from.Descriptor(), to.Descriptor()
	if g.n != nil && g.n.explicit && g.explicitCast(from, to) {
		return
	}
	switch {
	case from == to:
	case td == "V":
		a.pop(fd)
	case fd == "V":
		pushZero(a, td)
	case from.Primitive && to.Primitive:
		widen(a, fd, td)
	case from.Primitive:
		g.t.box(a, fd)
	case to.Primitive:
		if prim := primitiveOfWrapper(fd); prim != "" {
			w := g.t.vm.must(wrapperClass(prim))
			a.invoke(mustMethod(w, javaType(prim)+"Value", "()"+prim))
			widen(a, prim, td)
			return
		}
		a.invoke(g.t.helper("unbox"+td, "(Ljava/lang/Object;)"+td, unboxTo(td[0])))
	case to != g.t.vm.wk.object && !from.AssignableTo(to):
		a.emit(instr{op: opLdcClassQ, ref: to}, 1)
		a.op(classfile.Swap, 0)
		a.invoke(mustMethod(g.t.vm.wk.class, "cast", "(Ljava/lang/Object;)Ljava/lang/Object;"))
	}
}

// explicitCast emits the conversions explicitCastArguments makes beyond
// asType's, and reports whether it did: primitive casts (JLS §5.5, with
// boolean as a one-bit integer), unboxing any wrapper followed by a cast
// (null is zero), and no check of a reference cast to an interface.
func (g *handleCode) explicitCast(from, to *Class) bool {
	a := g.a
	fd, td := from.Descriptor(), to.Descriptor()
	switch {
	case fd == "V" || td == "V" || from == to:
		return false
	case from.Primitive && to.Primitive:
		if widens(fd[0], td[0]) {
			return false
		}
		a.invoke(g.t.helper("cast"+fd+td, "("+fd+")"+td, func(t *Thread, a []Value) Value { return castValue(a[0], fd[0], td[0]) }))
	case to.Primitive:
		a.invoke(g.t.helper("unboxCast"+td, "(Ljava/lang/Object;)"+td, unboxCast(td[0])))
	case !from.Primitive && to.IsInterface():
	default:
		return false
	}
	return true
}

// unboxCast unboxes any wrapper object and casts its value to a primitive
// type; null is zero (explicitCastArguments).
func unboxCast(to byte) Native {
	return func(t *Thread, a []Value) Value {
		o := a[0].R
		if o == nil {
			return Value{}
		}
		kind, v := unboxObject(o)
		if kind == 0 {
			t.Throw(t.vm.classCast(o.Class, t.vm.must("java/lang/Number")))
			return nothing
		}
		return castValue(v, kind, to)
	}
}

// castValue is the casting conversion (JLS §5.5) between primitive types,
// a boolean being the integer 0 or 1 and becoming the low bit of a byte.
func castValue(v Value, from, to byte) Value {
	var i int64
	var f float64
	float := false
	switch from {
	case 'J':
		i = v.I
	case 'F':
		f, float = float64(v.AsFloat()), true
	case 'D':
		f, float = v.AsDouble(), true
	default:
		i = int64(int32(v.I))
	}
	switch to {
	case 'J':
		if float {
			return Long(f2l(f))
		}
		return Long(i)
	case 'F':
		if float {
			return Float(float32(f))
		}
		return Float(float32(i))
	case 'D':
		if float {
			return Double(f)
		}
		return Double(float64(i))
	}
	n := int32(i)
	if float {
		n = f2i(f)
	}
	switch to {
	case 'B':
		n = int32(int8(n))
	case 'S':
		n = int32(int16(n))
	case 'C':
		n = int32(uint16(n))
	case 'Z':
		n &= 1
	}
	return Int(n)
}

// unboxTo unboxes a reference whose static type is not a wrapper class to
// a primitive type: any wrapper whose value widens to it (asType's
// dynamic unboxing); NullPointerException for null, ClassCastException
// for anything else.
func unboxTo(to byte) Native {
	return func(t *Thread, a []Value) Value {
		o := a[0].R
		if o == nil {
			// ValueConversions.primitiveConversion returns null for null.
			msg := ""
			if to != 'Z' && to != 'C' {
				msg = "Cannot invoke \"java.lang.Number." + javaType(string(to)) + "Value()\" because the return value of \"sun.invoke.util.ValueConversions.primitiveConversion(sun.invoke.util.Wrapper, Object, boolean)\" is null"
			}
			t.ThrowNew("java/lang/NullPointerException", msg)
			return nothing
		}
		kind, v := unboxObject(o)
		if kind == 0 {
			// ValueConversions casts what is not a wrapper to Number.
			t.Throw(t.vm.classCast(o.Class, t.vm.must("java/lang/Number")))
			return nothing
		}
		if w, ok := widenValue(v, kind, to); ok && widens(kind, to) {
			return w
		}
		t.ThrowNew("java/lang/ClassCastException", "Cannot cast "+o.Class.JavaName()+" to "+javaName(wrapperClass(string(to))))
		return nothing
	}
}

// --- Handle objects ----------------------------------------------------------

// handleNode returns the node of a handle the VM created, nil for any
// other object.
func handleNode(o *Object) *mhNode {
	n, _ := o.Native.(*mhNode)
	return n
}

// newHandle allocates a handle of node n with the MethodType object mt
// (nil for handles the program never sees) and refs.
func (vm *VM) newHandle(n *mhNode, mt *Object, refs []*Object) *Object {
	o := vm.NewObject(n.class)
	o.Native = n
	setFieldNamed(o, "type", Ref(mt))
	o.Fields[n.class.Fields[0].Slot] = Ref(vm.NewObjectArray(vm.wk.object, refs))
	return o
}

// handleRefs returns what a handle holds.
func handleRefs(o *Object) []*Object {
	return o.Fields[o.Class.Fields[0].Slot].R.Array.([]*Object)
}

// returnHandle makes the native return a new handle of node n: it first
// obtains n's MethodType (MethodType.methodType, which interns it).
func (t *Thread) returnHandle(n *mhNode, refs []*Object) Value {
	return t.newHandleThen(n, refs, func(h *Object) Value { return Ref(h) })
}

// newHandleThen makes a new handle of node n, as returnHandle does, and
// resumes the native with then, whose result becomes the native's.
func (t *Thread) newHandleThen(n *mhNode, refs []*Object, then func(h *Object) Value) Value {
	mtc := t.vm.must("java/lang/invoke/MethodType")
	return t.initThen(mtc, func() Value {
		factory := mustMethod(mtc, "methodType", "(Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;")
		args := []Value{Ref(t.vm.Mirror(n.typ.ret)), Ref(t.vm.classArray(n.typ.params))}
		t.callFromNative(factory, args, func(t *Thread, mt Value, exc *Object) Value {
			if exc != nil {
				t.Throw(exc)
				return nothing
			}
			return then(t.vm.newHandle(n, mt.R, refs))
		})
		return nothing
	})
}

// methodTypeOf reads a java.lang.invoke.MethodType.
func methodTypeOf(mt *Object) mhType {
	ps := fieldNamed(mt, "ptypes").R.Array.([]*Object)
	ty := mhType{params: make([]*Class, len(ps)), ret: ClassOf(fieldNamed(mt, "rtype").R)}
	for i, p := range ps {
		ty.params[i] = ClassOf(p)
	}
	return ty
}

// --- Conversions (MethodType.isConvertibleTo) --------------------------------

// valueConversion converts the arguments of a call from the types
// "from" to the types "to" and its result back, at run time, as asType's
// adapters do: for calls the VM performs in Go (VarHandle access modes).
type valueConversion struct{ from, to mhType }

// call converts the arguments a, calls do with them and converts its
// result; nothing with t.exc set if a conversion throws.
func (c valueConversion) call(t *Thread, a []Value, do func([]Value) Value) Value {
	args := make([]Value, len(a))
	for i, v := range a {
		var ok bool
		if args[i], ok = t.convertValue(v, c.from.params[i], c.to.params[i]); !ok {
			return nothing
		}
	}
	r := do(args)
	if t.exc != nil {
		return nothing
	}
	r, _ = t.convertValue(r, c.to.ret, c.from.ret)
	return r
}

// convertValue converts one value of type from to type to (a conversion
// canConvert allows): widening, boxing (a new wrapper object), unboxing
// with widening (NullPointerException, ClassCastException), a reference
// cast (ClassCastException), dropping it or a zero for void.
func (t *Thread) convertValue(v Value, from, to *Class) (Value, bool) {
	fd, td := from.Descriptor(), to.Descriptor()
	switch {
	case from == to:
		return v, true
	case td == "V":
		return nothing, true
	case fd == "V":
		return Value{}, true
	case from.Primitive && to.Primitive:
		w, _ := widenValue(v, fd[0], td[0])
		return w, true
	case from.Primitive:
		return Ref(t.vm.newBox(fd[0], v)), true
	case to.Primitive:
		if v.R == nil {
			t.nullCheck(nil)
			return nothing, false
		}
		kind, bits := unboxObject(v.R)
		if w, ok := widenValue(bits, kind, td[0]); kind != 0 && ok {
			return w, true
		}
		t.ThrowNew("java/lang/ClassCastException", "Cannot cast "+v.R.Class.JavaName()+" to "+javaName(wrapperClass(td)))
		return nothing, false
	case v.R != nil && !v.R.Class.AssignableTo(to):
		t.ThrowNew("java/lang/ClassCastException", "Cannot cast "+v.R.Class.JavaName()+" to "+to.JavaName())
		return nothing, false
	}
	return v, true
}

// convertible reports whether asType can adapt a handle of type from to
// type to: the same arity, each argument convertible from the new type to
// the old one and the result from the old to the new.
func (vm *VM) convertible(from, to mhType) bool {
	if len(from.params) != len(to.params) || !vm.canConvert(from.ret, to.ret) {
		return false
	}
	for i, p := range from.params {
		if !vm.canConvert(to.params[i], p) {
			return false
		}
	}
	return true
}

// canConvert is MethodType.canConvert: which single value conversions
// asType performs.
func (vm *VM) canConvert(src, dst *Class) bool {
	obj := vm.wk.object
	if src == dst || src == obj || dst == obj {
		return true
	}
	sd, dd := src.Descriptor(), dst.Descriptor()
	switch {
	case sd == "V", dd == "V":
		return true
	case src.Primitive && dst.Primitive:
		return widens(sd[0], dd[0])
	case src.Primitive:
		return vm.must(wrapperClass(sd)).AssignableTo(dst)
	case dst.Primitive:
		if vm.must(wrapperClass(dd)).AssignableTo(src) {
			return true
		}
		prim := primitiveOfWrapper(sd)
		return prim != "" && widens(prim[0], dd[0])
	}
	return true
}

// widens reports whether a primitive widening conversion (or identity)
// takes from to to (Wrapper.isConvertibleFrom).
func widens(from, to byte) bool {
	_, ok := widenValue(Value{}, from, to)
	return ok && from != 'Z' && to != 'Z' || from == to
}

// adaptNode is asType of a handle's node: n itself if the type is the same,
// else a node converting to it; with a varargs collector, the trailing
// arguments are first collected into its array unless the arity and
// trailing type already fit (VarargsCollector.asTypeUncached). It throws
// WrongMethodTypeException (nil) when the conversion is impossible.
func (t *Thread) adaptNode(n *mhNode, to mhType) *mhNode {
	if n.typ.equal(to) {
		return n
	}
	from := n
	if n.varargs {
		fixed := t.withVarargs(n, false)
		last := len(n.typ.params) - 1
		from = fixed
		if len(to.params) != last+1 || !to.params[last].AssignableTo(n.typ.params[last]) {
			count := len(to.params) - last
			if count < 0 {
				t.ThrowNew("java/lang/invoke/WrongMethodTypeException", "cannot convert MethodHandle"+n.typ.String()+" to "+to.String())
				return nil
			}
			from = t.collector(fixed, last, count, n.typ.params[last])
		}
	}
	if from.typ.equal(to) {
		return from
	}
	if !t.vm.convertible(from.typ, to) {
		t.ThrowNew("java/lang/invoke/WrongMethodTypeException", "cannot convert MethodHandle"+n.typ.String()+" to "+to.String())
		return nil
	}
	return t.node(&mhNode{kind: mhConvert, typ: to, children: []*mhNode{from}})
}

// withVarargs is n as a varargs collector or not: the same code.
func (t *Thread) withVarargs(n *mhNode, varargs bool) *mhNode {
	if n.varargs == varargs {
		return n
	}
	return t.node(&mhNode{kind: n.kind, typ: n.typ, varargs: varargs, member: n.member, field: n.field,
		children: n.children, values: n.values, pos: n.pos, count: n.count, array: n.array})
}

// collector is asCollector: count arguments of the component type of
// array at pos of node n instead of its array parameter.
func (t *Thread) collector(n *mhNode, pos, count int, array *Class) *mhNode {
	repl := make([]*Class, count)
	for i := range repl {
		repl[i] = array.Component
	}
	return t.node(&mhNode{kind: mhCollect, typ: n.typ.with(pos, pos+1, repl...), children: []*mhNode{n}, pos: pos, count: count, array: array})
}

// --- Call sites ----------------------------------------------------------------

// linkHandleCall links a call of MethodHandle.invokeExact or invoke with
// descriptor desc, whose types are as class from resolves them: an
// adapter (handle first, then the arguments) that
// checks the handle (invokeExact: exactly the call site's type;
// invoke: adapted to it by asType) and calls its invoke$.
func (t *Thread) linkHandleCall(from *Class, in *instr, name, desc string) bool {
	if name != "invokeExact" && name != "invoke" {
		unsupported("MethodHandle.%s", name)
	}
	l := t.vm.loader
	params, ret, _ := classfile.ParseMethodDescriptor(desc)
	site := mhType{params: make([]*Class, len(params))}
	for i, p := range params {
		if site.params[i] = t.loadDescFor(from, p); site.params[i] == nil {
			return false
		}
	}
	if site.ret = t.loadDescFor(from, ret); site.ret == nil {
		return false
	}
	a := &asm{l: l}
	a.load(0, "L")
	a.invoke(t.handleCheck(name == "invokeExact", site))
	slot := 1
	for _, p := range params {
		a.load(slot, p)
		slot += slots(p)
	}
	(&handleCode{t: t, a: a}).invokeHandle(site)
	a.ret(ret)
	in.op, in.ref = opInvokeHandleQ, a.method(l.adapterClass(), name, "(Ljava/lang/invoke/MethodHandle;"+desc[1:], classfile.AccStatic|classfile.AccPublic)
	return true
}

// handleCheck returns the check of a handle call with type site: a
// static native taking the handle and returning the handle to call
// (invokeExact: the handle if it has exactly the type; invoke: adapted to
// it by asType).
func (t *Thread) handleCheck(exact bool, site mhType) *Method {
	name := "invoke"
	if exact {
		name = "invokeExact"
	}
	check := makeMethod(t.vm.loader.adapterClass(), "check$"+name, "(Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;", classfile.AccStatic|classfile.AccNative|classfile.AccPublic)
	desc := site.desc()
	check.native = func(t *Thread, a []Value) Value {
		h := a[0].R
		if !t.nullCheck(h) {
			return nothing
		}
		n := t.handle(h)
		if n.entry.Desc == desc {
			return Ref(h)
		}
		if exact {
			t.ThrowNew("java/lang/invoke/WrongMethodTypeException", t.vm.wk.wrongTypeFound+n.typ.String()+" but found "+site.String())
			return nothing
		}
		return t.adaptedHandle(h, n, site, desc)
	}
	return check
}

// adaptedHandle is h adapted to type to (of descriptor d) for invoke: a
// handle of the adapted node (remembered per node and type) around h,
// kept in h's asTypeCache as the JDK keeps the handle invoke adapts.
func (t *Thread) adaptedHandle(h *Object, n *mhNode, to mhType, d string) Value {
	cache := mustField(h.Class, "asTypeCache")
	if c := h.Fields[cache.Slot].R; c != nil && handleNode(c) != nil && handleNode(c).entry.Desc == d {
		return Ref(c)
	}
	n.mu.Lock()
	an := n.adapted[d]
	n.mu.Unlock()
	if an == nil {
		if an = t.adaptNode(n, to); an == nil {
			return nothing
		}
		n.mu.Lock()
		if n.adapted == nil {
			n.adapted = map[string]*mhNode{}
		}
		n.adapted[d] = an
		n.mu.Unlock()
	}
	r := t.wrapHandle(an, n, h)
	h.Fields[cache.Slot] = Ref(r)
	return Ref(r)
}

// wrapHandle makes a handle of node an, which adaptNode built around node n
// of handle h: a chain of single-child nodes ending at n or at n without
// varargs (which holds what h holds). Its type is not set: it is for use
// inside the VM only.
func (t *Thread) wrapHandle(an, n *mhNode, h *Object) *Object {
	switch {
	case an == n:
		return h
	case an == t.withVarargs(n, false):
		return t.vm.newHandle(an, nil, handleRefs(h))
	}
	return t.vm.newHandle(an, nil, []*Object{t.wrapHandle(an.children[0], n, h)})
}
