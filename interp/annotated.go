package interp

import (
	"fmt"
	"slices"

	"github.com/jcheck/jcheck/annotations"
	"github.com/jcheck/jcheck/classfile"
)

// What the annotation files (annotations.Set, --annotations) say about a
// program's objects and classes, and the checks of what they claim
// (Stoller 2002 §8–9, Stoller 2000 §5):
//
//   - An object allocated at an unshared site is never marked shared,
//     so no access to it is intercepted. One from a tentatively unshared
//     site is checked instead: when it becomes reachable by a second
//     thread (VM.publish) the execution ends with an AnnotationError
//     naming the site.
//   - The fields a communication class declares are communication
//     objects: every access to one of a shared object (or to a static
//     one) is a visible operation, as for a volatile field, but it
//     orders nothing for happens-before.
//   - A class with method granularity (§8.1) or atomic granularity
//     (2000 §5): a call of an instance method on a shared object is one
//     visible operation, as for the library's atomics (granularity.go),
//     and its accesses to the object's own state are the call's, not
//     recorded one by one. The requirements are checked: G2 (fields
//     private or final) and, for atomic granularity, private static
//     fields when the annotations are read (Loader.Annotate), with what
//     the bytecode shows of G1, G3, encapsulation and static fields
//     (annotated_static.go); as the program runs, G1 (no visible
//     operation inside a call), G3 (no access to another instance's
//     fields inside a call), encapsulation (no access to the object's
//     fields outside its calls; an object of the object's state that
//     code outside its calls used is not used by a call again) and, for
//     atomic granularity, static fields (a call uses no static field of
//     another class).
//   - A lock class: calls of its acquire, release, try, wait, notify
//     and notifyall methods are those operations on the object's lock,
//     which is the object's monitor (natives_locks.go's model, for the
//     program's own classes); their bodies do not run.

// classAnnotation is what the annotations declare of one class.
type classAnnotation struct {
	pos  annotations.Pos
	kind annotationKind
	// reads are the methods of a class with method or atomic granularity
	// that only read the object's state.
	reads []string
	// lock maps the methods of a lock class to their operations.
	lock map[string]annotations.LockOp
}

type annotationKind uint8

const (
	communicationClass annotationKind = iota + 1
	methodGranularity
	atomicGranularity
	lockClass
)

func (k annotationKind) String() string {
	return [...]string{"", "communication", "method granularity", "atomic granularity", "lock"}[k]
}

// loaderAnnotations are a loader's annotations, indexed for its classes.
type loaderAnnotations struct {
	classes map[string]*classAnnotation
	// sites are the annotated allocation instructions by method and
	// bytecode offset, lines those given as File.java:line.
	sites map[string]*siteAnnotation
	lines map[string]*siteAnnotation
	// marks caches, per allocation site, its annotation (nil: none).
	marks map[Site]*siteAnnotation
}

// siteAnnotation is an unshared or tentatively unshared site.
type siteAnnotation struct {
	decl      annotations.SiteDecl
	tentative bool
}

// Annotate makes the loader's classes follow the annotations. It loads
// each class they name and checks what the class file shows of the
// requirements: the class exists, G2 (§8.1) for method and atomic
// granularity, private static fields for atomic granularity, what the
// code of the class and its nestmates shows of G1, G3, encapsulation and
// static fields (checkGranularCode), the lock
// methods with their descriptors, an allocation instruction at each
// method site. Call it before the program's classes are loaded.
func (l *Loader) Annotate(s *annotations.Set) error {
	a := &loaderAnnotations{classes: map[string]*classAnnotation{}, sites: map[string]*siteAnnotation{}, lines: map[string]*siteAnnotation{}, marks: map[Site]*siteAnnotation{}}
	// Declare first: the classes are bound as they are linked, the
	// ones loaded here to be checked included.
	for _, d := range s.Communication {
		a.classes[d.Class] = &classAnnotation{pos: d.Pos, kind: communicationClass}
	}
	for _, d := range s.Method {
		a.classes[d.Class] = &classAnnotation{pos: d.Pos, kind: methodGranularity, reads: d.Reads}
	}
	for _, d := range s.Atomic {
		a.classes[d.Class] = &classAnnotation{pos: d.Pos, kind: atomicGranularity, reads: d.Reads}
	}
	for _, d := range s.Locks {
		ca := &classAnnotation{pos: d.Pos, kind: lockClass, lock: map[string]annotations.LockOp{}}
		for op, names := range d.Methods {
			for _, n := range names {
				ca.lock[n] = op
			}
		}
		a.classes[d.Class] = ca
	}
	for _, d := range s.Unshared {
		a.addSite(&siteAnnotation{decl: d})
	}
	for _, d := range s.Tentative {
		a.addSite(&siteAnnotation{decl: d, tentative: true})
	}
	l.annot, l.annotated = a, s

	load := func(d annotations.ClassDecl) (*Class, error) {
		c, err := l.Load(d.Class)
		if err != nil {
			return nil, &annotations.Error{Pos: d.Pos, Msg: fmt.Sprintf("class %s: %v", javaName(d.Class), err)}
		}
		return c, nil
	}
	for _, d := range s.Communication {
		if _, err := load(d); err != nil {
			return err
		}
	}
	for _, d := range slices.Concat(s.Method, s.Atomic) {
		c, err := load(d.ClassDecl)
		if err != nil {
			return err
		}
		if err := checkGranularClass(c, d); err != nil {
			return err
		}
		if err := l.checkGranularCode(c, d); err != nil {
			return err
		}
	}
	for _, d := range s.Locks {
		c, err := load(d.ClassDecl)
		if err != nil {
			return err
		}
		for _, op := range annotations.LockOps {
			for _, n := range d.Methods[op] {
				if c.DeclaredMethod(n, op.Desc()) == nil {
					return &annotations.Error{Pos: d.Pos, Msg: fmt.Sprintf("lock class %s declares no method %s%s for %s", c.JavaName(), n, op.Desc(), op)}
				}
			}
		}
	}
	for _, d := range slices.Concat(s.Unshared, s.Tentative) {
		if d.SourceFile == "" {
			if err := l.checkSite(d); err != nil {
				return err
			}
		}
	}
	return nil
}

// addSite indexes an allocation site's annotation.
func (a *loaderAnnotations) addSite(sa *siteAnnotation) {
	d := sa.decl
	if d.SourceFile != "" {
		a.lines[d.SourceFile+":"+itoa(d.Line)] = sa
	} else {
		a.sites[d.Class+"."+d.Method+d.Desc+"@"+itoa(d.Index)] = sa
	}
}

// checkGranularClass checks what the class file shows of the
// requirements of method and atomic granularity: G2, every instance
// field (inherited ones too) private or final; for atomic granularity,
// every static field private; the read methods exist.
func checkGranularClass(c *Class, d annotations.GranularityDecl) error {
	kind := c.annotation.kind
	fail := func(format string, args ...any) error {
		return &annotations.Error{Pos: d.Pos, Msg: fmt.Sprintf("%s cannot have %s: ", c.JavaName(), kind) + fmt.Sprintf(format, args...)}
	}
	for k := c; k != nil; k = k.Super {
		for _, f := range k.Fields {
			private, final := f.Flags&classfile.AccPrivate != 0, f.Flags&classfile.AccFinal != 0
			switch {
			case !f.IsStatic() && !private && !final:
				return fail("field %s.%s is neither private nor final (G2, Stoller 2002 §8.1)", k.JavaName(), f.Name)
			case f.IsStatic() && k == c && kind == atomicGranularity && !private:
				return fail("static field %s is not private (Stoller 2000 §5)", f.Name)
			}
		}
	}
	for _, r := range d.Reads {
		if !slices.ContainsFunc(c.Methods, func(m *Method) bool { return m.Name == r }) {
			return fail("it declares no method %s", r)
		}
	}
	return nil
}

// checkSite checks that a method site names an allocation instruction.
func (l *Loader) checkSite(d annotations.SiteDecl) error {
	fail := func(format string, args ...any) error {
		return &annotations.Error{Pos: d.Pos, Msg: fmt.Sprintf("allocation site %s: ", d) + fmt.Sprintf(format, args...)}
	}
	c, err := l.Load(d.Class)
	if err != nil {
		return fail("%v", err)
	}
	m := c.DeclaredMethod(d.Method, d.Desc)
	if m == nil || m.File == nil || m.File.Code == nil {
		return fail("%s declares no method %s%s with code", c.JavaName(), d.Method, d.Desc)
	}
	for _, in := range m.File.Code.Instructions {
		if in.PC != d.Index {
			continue
		}
		switch in.Op {
		case classfile.New, classfile.Newarray, classfile.Anewarray, classfile.Multianewarray,
			classfile.Invokevirtual, classfile.Invokespecial, classfile.Invokestatic, classfile.Invokeinterface:
			return nil
		}
		return fail("the instruction there is %s, which allocates nothing", in.Op)
	}
	return fail("no instruction starts at index %d", d.Index)
}

// bindAnnotations applies the annotations to a class being linked.
func (l *Loader) bindAnnotations(c *Class) {
	if l.annot == nil {
		return
	}
	ca := l.annot.classes[c.Name]
	if ca == nil {
		return
	}
	c.annotation = ca
	switch ca.kind {
	case communicationClass:
		for _, f := range c.Fields {
			f.communication = true
		}
	case methodGranularity, atomicGranularity:
		for _, m := range c.Methods {
			switch {
			case m.IsAbstract() || m.IsNative() || m.Name == "<clinit>":
			case m.IsStatic() || m.Name == "<init>":
				// Method granularity is for instance methods (§8.1);
				// atomic granularity runs the others as regions as the
				// library's classes do.
				if ca.kind == atomicGranularity {
					m.atomic = atomicRegion
				}
			case slices.Contains(ca.reads, m.Name):
				m.atomic = atomicRead
			default:
				m.atomic = atomicWrite
			}
		}
	case lockClass:
		for _, m := range c.Methods {
			if op, ok := ca.lock[m.Name]; ok && m.Desc == op.Desc() {
				m.native, m.visible = lockClassOps[op].fn, lockClassOps[op].visible
			}
		}
	}
}

// declared reports whether the class has method or atomic granularity by
// the annotations (not the library's built-in granularity).
func (c *Class) declared() bool {
	return c.annotation != nil && (c.annotation.kind == methodGranularity || c.annotation.kind == atomicGranularity)
}

// lockClassOp is what a call of a lock class's method does.
type lockClassOp struct {
	fn      Native
	visible func(t *Thread, a []Value) (Op, bool)
}

// lockClassOps are the lock operations of a lock class's methods: those of
// ReentrantLock's model applied to the object's own monitor (set in init:
// they refer to the loader that refers to them).
var lockClassOps map[annotations.LockOp]lockClassOp

func init() {
	lockClassOps = map[annotations.LockOp]lockClassOp{
		annotations.Acquire: {syncLock(false, WholeLock), func(t *Thread, a []Value) (Op, bool) {
			return Op{Kind: OpAcquire, Obj: a[0].R}, ownerID(a[0].R) != t.ID && a[0].R.Shared()
		}},
		annotations.Release: {func(t *Thread, a []Value) Value {
			if !t.release(a[0].R) {
				t.ThrowNew("java/lang/IllegalMonitorStateException", "")
			}
			return nothing
		}, func(t *Thread, a []Value) (Op, bool) {
			m := monitorOf(a[0].R)
			return Op{Kind: OpRelease, Obj: a[0].R}, m.Owner == t.ID && m.Depth == 1 && a[0].R.Shared()
		}},
		annotations.Try: {syncTryLock(false), func(t *Thread, a []Value) (Op, bool) { return tryVisible(t, a[0].R) }},
		annotations.Wait: {func(t *Thread, a []Value) Value { return objectWait(t, []Value{a[0], Long(0)}) },
			func(t *Thread, a []Value) (Op, bool) {
				return visibleNatives["java/lang/Object.wait(J)V"](t, []Value{a[0], Long(0)})
			}},
		annotations.Notify:    {objectNotify, func(t *Thread, a []Value) (Op, bool) { return visibleNatives["java/lang/Object.notify()V"](t, a) }},
		annotations.NotifyAll: {objectNotifyAll, nil},
	}
}

// siteMark finds the annotation of an allocation site, nil if none.
func (l *Loader) siteMark(s Site) *siteAnnotation {
	l.mu.Lock()
	defer l.mu.Unlock()
	a := l.annot
	sa, ok := a.marks[s]
	if ok {
		return sa
	}
	m := s.Method
	code := m.code
	if code != nil && s.PC < len(code.pcs) {
		sa = a.sites[m.Class.Name+"."+m.Name+m.Desc+"@"+itoa(int(code.pcs[s.PC]))]
		if sa == nil && m.Class.SourceFile != "" {
			sa = a.lines[m.Class.SourceFile+":"+itoa(code.lineAt(s.PC))]
		}
	}
	a.marks[s] = sa
	return sa
}

// markSite flags an object allocated at an annotated site (the
// instruction of the innermost frame with code, as VM.noteSite), and
// records the site of a tentatively unshared one for its error.
func (vm *VM) markSite(o *Object, t *Thread) {
	for i := len(t.frames) - 1; i >= 0; i-- {
		if f := &t.frames[i]; f.code != nil {
			s := Site{f.method, max(f.pc-1, 0)}
			switch sa := vm.loader.siteMark(s); {
			case sa == nil:
			case sa.tentative:
				o.flags |= flagTentative
				if o.site == 0 {
					o.site = vm.loader.siteID(s)
				}
			default:
				o.flags |= flagUnshared
			}
			return
		}
	}
}

// tentativeShared ends the execution: an object from a tentatively
// unshared site became reachable by another thread.
func (vm *VM) tentativeShared(o *Object) {
	if vm.failure != nil {
		return
	}
	t := vm.current
	site := "?"
	decl := annotations.Pos{}
	if s, ok := vm.SiteOf(o); ok {
		site = s.String()
		if sa := vm.loader.siteMark(s); sa != nil {
			decl = sa.decl.Pos
		}
	}
	vm.failure = &AnnotationError{Thread: t, Decl: decl, Rule: "tentatively unshared",
		Message: fmt.Sprintf("%s, allocated at %s, becomes reachable by another thread", vm.ObjectName(o), site)}
	if t != nil {
		vm.failure.(*AnnotationError).Stack = t.StackTrace()
	}
}

// regionRoot is the root whose state the thread's atomic region works
// on: that of its innermost frame with atomic granularity.
func (t *Thread) regionRoot() (*Object, *Method) {
	for i := len(t.frames) - 1; i >= t.atomicAt-1; i-- {
		if f := &t.frames[i]; f.atomic {
			return f.atomicRoot, f.method
		}
	}
	return nil, nil
}

// declaredAccess checks an access to a shared location against the
// requirements of the classes the annotations give method or atomic
// granularity, and reports whether the access is part of the call the
// thread is in (an access to the state of the call's object, which the
// call's operation stands for: it is not recorded on its own). A
// violation ends the execution with an AnnotationError (and the access
// is not recorded either: it is not the program's error).
func (t *Thread) declaredAccess(loc Location) (represented bool) {
	var root *Object
	var in *Method
	if t.atomicAt > 0 && t.inRegion() {
		root, in = t.regionRoot()
	}
	o := loc.Obj
	if n := len(t.frames); n > 0 {
		f := &t.frames[n-1]
		if c := f.method.Class; c.declared() && !f.method.IsStatic() && f.method.Name != "<init>" {
			this := t.stack[f.lp].R
			switch {
			case o != nil && o != this && o.Class.AssignableTo(c):
				t.annotationViolation(c, "G3", fmt.Sprintf("%s accesses a field of %s, another instance of its class", methodDisplay(f.method), t.vm.ObjectName(o)))
				return true
			case o == nil && loc.Class != c && c.annotation.kind == atomicGranularity:
				t.annotationViolation(c, "static fields", fmt.Sprintf("%s accesses a static field of %s", methodDisplay(f.method), loc.Class.JavaName()))
				return true
			}
		}
	}
	if o == nil {
		// A call of a class with atomic granularity stands for the
		// methods it invokes too (2000 §5): a static field of another
		// class that one of them uses is the call's as well.
		if in != nil && in.Class.annotation != nil && in.Class.annotation.kind == atomicGranularity && loc.Class != in.Class && loc.Class.App {
			t.annotationViolation(in.Class, "static fields", fmt.Sprintf("%s, called from %s, accesses a static field of %s", methodDisplay(t.frames[len(t.frames)-1].method), methodDisplay(in), loc.Class.JavaName()))
			return true
		}
		return false
	}
	owner := o.AtomicRoot()
	if !owner.Class.declared() {
		return false
	}
	if root == nil || in == nil || !in.Class.declared() {
		// Outside the object's calls: its own fields are not for other
		// code (G2 allows a nested class's access), and an object of its
		// state that other code uses must stay out of its calls.
		if o == owner {
			t.annotationViolation(o.Class, "encapsulation", fmt.Sprintf("a field of %s is accessed outside its methods", t.vm.ObjectName(o)))
			return true
		}
		o.flags |= flagEscaped
		return false
	}
	if owner != root {
		// Inside a call of another object, through code that is not a
		// call of o (a static helper): o's own fields are accessed
		// outside its calls.
		if o == owner {
			rule, msg := "encapsulation", fmt.Sprintf("a field of %s is accessed inside a call of %s on %s", t.vm.ObjectName(o), methodDisplay(in), t.vm.ObjectName(root))
			if o.Class == in.Class {
				rule, msg = "G3", fmt.Sprintf("%s, called from %s, accesses a field of %s, another instance of its class", methodDisplay(t.frames[len(t.frames)-1].method), methodDisplay(in), t.vm.ObjectName(o))
			}
			t.annotationViolation(o.Class, rule, msg)
			return true
		}
		return false
	}
	if o.flags&flagEscaped != 0 {
		t.annotationViolation(owner.Class, "encapsulation", fmt.Sprintf("%s, part of %s's state, was used outside its methods and is used by %s again", t.vm.ObjectName(o), t.vm.ObjectName(owner), methodDisplay(in)))
		return true
	}
	return true
}

// annotationViolation ends the execution: the program broke a requirement
// of the annotation of class c.
func (t *Thread) annotationViolation(c *Class, rule, msg string) {
	if t.vm.failure != nil {
		return
	}
	t.vm.failure = &AnnotationError{Thread: t, Decl: c.annotation.pos, Rule: rule, Message: msg + " (" + c.JavaName() + " has " + c.annotation.kind.String() + ")", Stack: t.StackTrace()}
	t.stopped = true
}

// AnnotationError is a requirement of an annotation the program broke as
// it ran: a tentatively unshared object reached by a second thread, or a
// class with method or atomic granularity that does not meet G1–G3 or
// encapsulation.
type AnnotationError struct {
	Thread  *Thread
	Decl    annotations.Pos
	Rule    string
	Message string
	Stack   []string
}

func (e *AnnotationError) Error() string {
	s := e.Message + " [" + e.Rule
	if e.Decl.File != "" {
		s += ", declared at " + e.Decl.String()
	}
	return s + "]"
}
