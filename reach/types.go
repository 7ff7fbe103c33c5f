package reach

import (
	"slices"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/interp"
)

// Reachable lists the methods that the code of roots may run,
// transitively, roots included, in the order found, by rapid type
// analysis (Bacon and Sweeney, OOPSLA 1996, §3): a virtual or interface
// call selects the method of each class instantiated so far whose
// objects the call's class admits, where the classes instantiated are
// those of live (the objects that exist when the code starts) and those
// reachable code creates (new, a lambda's constructor reference), and a
// class's initialiser is reached with the first use of the class. A
// native or replaced method's code is the VM's: it is not followed, but
// what the VM runs from it is (a thread's run from Thread.start, the
// calls of the code the VM synthesises). What the summaries model is
// modelled here too: printing (PrintStream, printStackTrace) is not
// followed, as its code runs on natives the VM implements, and the
// dispatch of an uncaught exception calls the handlers. Reflection is
// not followed: a class only reflection creates, a method only
// reflection calls, is not reached.
func Reachable(l *interp.Loader, roots []*interp.Method, live []*interp.Class, initialized func(*interp.Class) bool) []Reached {
	r := &rta{a: New(l), initialized: initialized, created: map[*interp.Class]bool{}, reached: map[*interp.Method]bool{}}
	r.a.fresh()
	for _, c := range live {
		r.instantiate(c)
	}
	for _, m := range roots {
		r.reach(m)
	}
	for len(r.work) > 0 {
		m := r.work[0]
		r.work = r.work[1:]
		r.scanning = m
		r.scan(m)
	}
	return r.out
}

// Reached is a method the analysis reached and the first method found to
// call it (nil for a root): following Caller leads back to a root.
type Reached struct {
	Method, Caller *interp.Method
}

// rta is the state of one rapid type analysis.
type rta struct {
	a           *Analyzer
	initialized func(*interp.Class) bool
	// created are the classes instantiated, order them in the order
	// found.
	created map[*interp.Class]bool
	order   []*interp.Class
	// sites are the virtual calls found: each selects in the classes
	// instantiated later too.
	sites    []site
	reached  map[*interp.Method]bool
	out      []Reached
	work     []*interp.Method
	scanning *interp.Method
}

// site is a virtual or interface call: its class, name and descriptor.
type site struct {
	c          *interp.Class
	name, desc string
}

// reach records that the method being scanned may run m.
func (r *rta) reach(m *interp.Method) {
	if m != nil && !r.reached[m] {
		r.reached[m] = true
		r.out = append(r.out, Reached{m, r.scanning})
		r.work = append(r.work, m)
	}
}

// use initialises a class (and its superclasses) if it is not yet.
func (r *rta) use(c *interp.Class) {
	for _, m := range r.a.initialize(&Summary{}, c) {
		if !r.initialized(m.Class) {
			r.reach(m)
		}
	}
}

// instantiate records that objects of c exist: the calls found select
// its methods.
func (r *rta) instantiate(c *interp.Class) {
	if c == nil || r.created[c] || c.IsInterface() || c.IsAbstract() {
		return
	}
	r.created[c] = true
	r.order = append(r.order, c)
	r.use(c)
	for _, s := range r.sites {
		r.selectIn(c, s)
	}
}

// call records a virtual call and selects its methods in the classes
// instantiated so far.
func (r *rta) call(c *interp.Class, name, desc string) {
	s := site{c, name, desc}
	r.sites = append(r.sites, s)
	for _, k := range r.order {
		r.selectIn(k, s)
	}
}

// selectIn reaches the method a call selects on an object of class k
// (JVMS §5.4.6), if the call admits k.
func (r *rta) selectIn(k *interp.Class, s site) {
	if !k.AssignableTo(s.c) {
		return
	}
	if m := resolveMethod(k, s.name, s.desc); m != nil && !m.IsAbstract() && !m.IsStatic() {
		r.reach(m)
	}
}

// scan follows the calls of one method.
func (r *rta) scan(m *interp.Method) {
	switch {
	case m.IsNative() || r.a.l.Replaced(m):
		if key := m.Class.Name + "." + m.Name; key == "java/lang/Thread.start0" || key == "java/lang/Thread.start" {
			for _, class := range []string{"java/lang/Thread", "java/lang/Runnable"} {
				if c := r.a.l.Loaded(class); c != nil {
					r.call(c, "run", "()V")
				}
			}
		}
		return
	case modelled(m):
		// Printing runs on natives the VM implements; an uncaught
		// exception goes to the handlers.
		if h := r.a.l.Loaded("java/lang/Thread$UncaughtExceptionHandler"); h != nil && m.Name == "dispatchUncaughtException" {
			r.call(h, "uncaughtException", "(Ljava/lang/Thread;Ljava/lang/Throwable;)V")
		}
		return
	case m.Synthesized():
		for _, target := range m.SynthesizedCalls() {
			r.reach(target)
		}
		return
	case m.File == nil || m.File.Code == nil:
		return // abstract: the calls select the overrides
	}
	cf := m.Class.File
	live := r.live(m)
	for i, in := range m.File.Code.Instructions {
		if !live[i] {
			continue
		}
		switch in.Op {
		case classfile.New:
			if c, _ := r.a.load(cf.Pool.ClassName(in.Index)); c != nil {
				r.instantiate(c)
			}
		case classfile.Getstatic, classfile.Putstatic:
			class, name, _ := cf.Pool.MemberRef(in.Index)
			if c, _ := r.a.load(class); c != nil {
				if f := resolveField(c, name); f != nil {
					r.use(f.Class)
				}
			}
		case classfile.Invokestatic, classfile.Invokespecial:
			class, name, desc := cf.Pool.MemberRef(in.Index)
			if c, _ := r.a.load(class); c != nil {
				if target := resolveMethod(c, name, desc); target != nil {
					r.reach(target)
					if in.Op == classfile.Invokestatic {
						r.use(target.Class)
					}
				}
			}
		case classfile.Invokevirtual, classfile.Invokeinterface:
			class, name, desc := cf.Pool.MemberRef(in.Index)
			if c, _ := r.a.load(class); c != nil {
				r.call(c, name, desc)
			}
		case classfile.Invokedynamic:
			r.lambda(cf, in)
		}
	}
}

// lambda follows an invokedynamic of LambdaMetafactory: the lambda's
// method runs its implementation (a method handle's target, selected
// virtually for a handle of a virtual or interface method). String
// concatenation calls the arguments' toString, which the code's own
// calls do not show: it is taken as a call of Object.toString.
func (r *rta) lambda(cf *classfile.ClassFile, in classfile.Instruction) {
	pool := cf.Pool
	bsm := cf.BootstrapMethods[pool[in.Index].A]
	bclass, bname, _ := pool.MemberRef(pool[bsm.Method].A)
	switch bclass + "." + bname {
	case "java/lang/invoke/StringConcatFactory.makeConcatWithConstants", "java/lang/invoke/StringConcatFactory.makeConcat":
		if c := r.a.l.Loaded("java/lang/Object"); c != nil {
			r.call(c, "toString", "()Ljava/lang/String;")
		}
	case "java/lang/invoke/LambdaMetafactory.metafactory", "java/lang/invoke/LambdaMetafactory.altMetafactory":
		if len(bsm.Arguments) < 2 {
			return
		}
		handle := pool[bsm.Arguments[1]]
		class, name, desc := pool.MemberRef(handle.A)
		c, _ := r.a.load(class)
		if c == nil {
			return
		}
		switch handle.RefKind {
		case 5, 9: // REF_invokeVirtual, REF_invokeInterface
			r.call(c, name, desc)
		case 8: // REF_newInvokeSpecial
			r.instantiate(c)
			r.reach(resolveMethod(c, name, desc))
		default:
			if target := resolveMethod(c, name, desc); target != nil {
				r.reach(target)
				r.use(target.Class)
			}
		}
	}
}

// nullResults are the methods whose result the analysis takes to be
// null: jcheck's VM has no security context on any stack (its
// getStackAccessControlContext answers null), and the analysis assumes
// that the program installs no security manager (which Java 17 allows
// only with -Djava.security.manager=allow). The code only a security
// manager or context runs — permission checks, the policy, the security
// providers it loads — is then not reached.
var nullResults = map[string]bool{
	"java/lang/System.getSecurityManager()Ljava/lang/SecurityManager;":                                  true,
	"java/security/AccessController.getStackAccessControlContext()Ljava/security/AccessControlContext;": true,
}

// live lists which of a method's instructions can run, by its control
// flow, where a test of a reference known to be null (ifnull,
// ifnonnull) takes only its null branch. A reference is known to be
// null where the instruction before the test, which only falls through
// to it, pushes null, a nullResults method's result, or a local
// variable whose one store in the method (it is no parameter) stores
// such a value.
func (r *rta) live(m *interp.Method) []bool {
	info := r.a.info(m)
	ins := m.File.Code.Instructions
	jumped := make([]bool, len(ins)) // reached other than by falling through
	for j, succ := range info.succ {
		for _, k := range succ {
			if k != j+1 {
				jumped[k] = true
			}
		}
	}
	pushesNull := func(i int) bool {
		if i < 0 || i+1 < len(ins) && jumped[i+1] {
			return false
		}
		switch in := ins[i]; in.Op {
		case classfile.AconstNull:
			return true
		case classfile.Invokestatic:
			class, name, desc := m.Class.File.Pool.MemberRef(in.Index)
			return nullResults[class+"."+name+desc]
		}
		return false
	}
	stores := map[uint16]int{}
	nullStore := map[uint16]bool{}
	for i, in := range ins {
		switch {
		case in.Op >= classfile.Istore && in.Op <= classfile.Astore3 || in.Op == classfile.Iinc:
			stores[in.Index]++
			if wide := in.Op == classfile.Lstore || in.Op == classfile.Dstore || in.Op >= classfile.Lstore0 && in.Op <= classfile.Lstore3 ||
				in.Op >= classfile.Dstore0 && in.Op <= classfile.Dstore3; wide {
				stores[in.Index+1]++
			}
			if in.Op == classfile.Astore || in.Op >= classfile.Astore0 && in.Op <= classfile.Astore3 {
				nullStore[in.Index] = pushesNull(i - 1)
			}
		}
	}
	knownNull := func(i int) bool {
		if pushesNull(i - 1) {
			return true
		}
		if i == 0 || jumped[i] {
			return false
		}
		load := ins[i-1]
		isLoad := load.Op == classfile.Aload || load.Op >= classfile.Aload0 && load.Op <= classfile.Aload3
		return isLoad && int(load.Index) >= m.ArgSlots && stores[load.Index] == 1 && nullStore[load.Index]
	}
	live := make([]bool, len(ins))
	for work := []int{0}; len(work) > 0; {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		if i < 0 || i >= len(ins) || live[i] {
			continue
		}
		live[i] = true
		succ := info.succ[i]
		if op := ins[i].Op; (op == classfile.Ifnull || op == classfile.Ifnonnull) && knownNull(i) {
			dead := i + 1 // ifnull jumps
			if op == classfile.Ifnonnull {
				dead = slices.IndexFunc(ins, func(in classfile.Instruction) bool { return in.PC == ins[i].Target })
			}
			succ = slices.DeleteFunc(slices.Clone(succ), func(k int) bool { return k == dead })
			if len(succ) == 0 {
				succ = info.succ[i] // a test whose branches meet
			}
		}
		work = append(work, succ...)
	}
	return live
}
