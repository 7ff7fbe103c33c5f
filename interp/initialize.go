package interp

import (
	"slices"

	"github.com/jcheck/jcheck/classfile"
)

// initStep is what Thread.nextInit found the thread must do before it can
// use a class.
type initStep uint8

const (
	// initReady: the class can be used.
	initReady initStep = iota
	// initRun: the class's own initialiser must run now; it is marked as
	// being initialised by the thread and its superclasses are.
	initRun
	// initWait: another thread is initialising the class (JVMS §5.5
	// step 2).
	initWait
	// initBegin: the thread must stop before it begins the class's
	// initialisation (beginsInitVisibly).
	initBegin
	// initError: an exception was thrown (t.exc).
	initError
)

// nextInit walks the initialisation procedure of JVMS §5.5 for class c
// as far as the running thread can go without running Java code: it
// returns the class whose initialiser must run next, or that the thread
// waits for or must stop before, or initReady if c can be used. As in
// the JVMS, c is marked as being initialised (step 6) before its
// superclass and superinterfaces are initialised (step 7), so that a
// thread initialising the superclass waits for c; classState.awaits links
// c to the superclass whose initialisation it waits for. stops says
// whether the thread can stop at visible operations here (not inside a
// native method).
func (t *Thread) nextInit(c *Class, stops bool) (*Class, initStep) {
	vm := t.vm
	st := vm.state(c)
	switch st.init {
	case initialized:
		vm.readInitState(c)
		return nil, initReady
	case initFailed:
		// Finding the class erroneous reads its state as finding it
		// initialised does: which thread ran the failing initialiser
		// (ExceptionInInitializerError) and which found it failed
		// (NoClassDefFoundError) depends on their order.
		vm.readInitState(c)
		t.exc = vm.newThrowableCause("java/lang/NoClassDefFoundError", "Could not initialize class "+c.JavaName(), st.initError)
		return nil, initError
	case initializing:
		if st.initThread != t {
			return c, initWait
		}
		if !t.resumesInit(c) {
			return nil, initReady // a recursive request (step 3)
		}
	case uninitialized:
		// Step 1: the class is linked, and so verified, before it is
		// initialised (and before its superclasses are).
		if !t.link(c) {
			return nil, initError
		}
		if st = vm.state(c); st.init != uninitialized {
			return t.nextInit(c, stops)
		}
		if t.beginsInitVisibly(c) && t.initGranted != c && (!stops || !t.visible(Op{Kind: OpClassInit, Class: c, Begins: true})) {
			return c, initBegin
		}
		t.initGranted = nil
		st.init, st.initThread, st.initializer = initializing, t, t
		t.initializing = append(t.initializing, c)
		vm.initChanged(c)
	}
	if !c.IsInterface() {
		supers := c.allInterfacesInOrder()
		if c.Super != nil {
			supers = append([]*Class{c.Super}, supers...)
		}
		for _, s := range supers {
			if s.IsInterface() && !s.declaresDefaults {
				continue
			}
			k, step := t.nextInit(s, stops)
			switch step {
			case initReady:
				continue
			case initError:
				// Step 7: c is erroneous, with the superclass's error.
				t.exc = vm.finishInit(c, t.exc)
				return nil, initError
			}
			vm.state(c).awaits = s
			return k, step
		}
	}
	vm.state(c).awaits = nil
	return c, initRun
}

// resumesInit reports whether the running thread, which marked c as being
// initialised, is to go on with c's superclasses' initialisation: the
// chain of superclasses c waits for (classState.awaits) ends at one whose
// initialisation has ended or that another thread holds, and not at an
// initialiser the thread is running (a recursive request, JVMS §5.5
// step 3).
func (t *Thread) resumesInit(c *Class) bool {
	for {
		st := t.vm.state(c)
		if st.init != initializing || st.initThread != t {
			return true
		}
		if st.awaits == nil {
			return false
		}
		c = st.awaits
	}
}

// beginsInitVisibly reports whether the thread, about to begin class c's
// initialisation, must first stop at a visible operation: another thread
// is alive. Beginning an initialisation takes the class's initialisation
// lock (JVMS §5.5 step 6), which the other threads' first uses of the
// class wait for: an acquire, and so a visible operation (Stoller 2002
// §2). Were it invisible, part of the transition that began at the
// thread's previous visible operation, the search could not let another
// thread begin it in between: it would miss the deadlock of a thread
// that takes a lock and then uses a class whose initialiser takes the
// same lock, that of two initialisers that use each other's class when
// each of two threads began one, and every outcome in which the other
// thread initialised the class. A class whose initialisation would end
// at once (no initialiser, its superclass initialised) needs no stop, and
// neither does a class of the class library begun outside an
// initialiser: its initialiser runs the library's own code on the
// library's own state, the same whichever thread runs it, and making
// each a scheduling point multiplies searches by the orders in which the
// workers of a pool first box a long (juc/ForkJoinSumOk: 60,888
// executions instead of 10,874). Begun inside an initialiser, it is
// part of a nested acquire and stops as any other.
func (t *Thread) beginsInitVisibly(c *Class) bool {
	vm := t.vm
	if vm.recorder == nil || !vm.othersAlive(t) {
		return false
	}
	if !c.App && c.Namespace == 0 && len(t.initializing) == 0 {
		return false
	}
	if c.clinit != nil {
		return true
	}
	return c.Super != nil && vm.state(c.Super).init != initialized
}

// initialize makes sure class c is initialised before the running thread
// uses it (JVMS §5.5). It reports true if the thread can go on at once.
// Otherwise the thread must leave its instruction to re-execute it later:
// an initialiser was pushed (the instruction runs again after it), an
// error was thrown, or the thread stopped at the visible operation of
// waiting for another thread's initialisation or of beginning one.
func (t *Thread) initialize(c *Class) bool {
	vm := t.vm
	for {
		k, step := t.nextInit(c, true)
		switch step {
		case initReady:
			return true
		case initError, initBegin:
			return false
		case initWait:
			// Finding another thread initialising k is a read of k's
			// initialisation state: it orders this thread after the
			// one that began the initialisation, and the search must
			// see that it could have begun it first (a race for the
			// initialiser).
			vm.useState(StateAccess{State: ClassInitState, Class: k})
			if !t.visible(Op{Kind: OpClassInit, Class: k}) {
				return false
			}
			continue
		}
		if k.clinit == nil {
			vm.finishInit(k, nil)
			continue
		}
		base := t.frames[len(t.frames)-1].sp
		if t.invoke(k.clinit, base) {
			fatalf("the static initialiser of %s blocked before it started", k.JavaName())
		}
		if t.exc == nil {
			// The caller re-executes its instruction when the
			// initialiser returns (Thread.ret); until then it stands
			// after it, as a caller does during a call, so that an
			// exception the initialiser throws is caught, and traced,
			// at that instruction.
			n := len(t.frames)
			t.frames[n-1].clinit = k
			t.frames[n-2].pc++
		} else {
			t.exc = vm.finishInit(k, t.exc)
		}
		return false
	}
}

// beginsInit reports whether performing op, an OpClassInit, begins its
// class's initialisation: a begin whose class no thread began meanwhile.
func (vm *VM) beginsInit(op *Op) bool {
	return op.Begins && vm.state(op.Class).init == uninitialized
}

// initAwaitMethod is jcheck/ClassInit.await(Class), which a native
// method calls to wait for another thread's initialisation of the class,
// or to stop before it begins it (Thread.initThen): a native
// method's own frame cannot stop at a visible operation, but a call from
// Java code of a native that performs one can (invokeNative).
func (l *Loader) initAwaitMethod() *Method {
	return l.synthesizeOnce(&l.initAwait, func() *Method {
		const class, desc = "jcheck/ClassInit", "(Ljava/lang/Class;)V"
		op := l.synthesize(class, "await0", desc, classfile.AccStatic|classfile.AccNative, 0, 0, nil)
		op.native, op.visible = initAwaitNative, initAwaitOp
		return l.synthesize(class, "await", desc, classfile.AccStatic, 1, 1, []instr{
			{op: classfile.Iload, a: 0},
			{op: opInvokeStaticQ, ref: op},
			{op: classfile.Return},
		})
	})
}

// initAwaitOp is the visible operation of jcheck/ClassInit.await0(Class):
// waiting while another thread initialises the class, or beginning its
// initialisation; none once the class's state allows neither.
func initAwaitOp(t *Thread, a []Value) (Op, bool) {
	c := ClassOf(a[0].R)
	st := t.vm.state(c)
	switch {
	case st.init == initializing && st.initThread != t:
		t.vm.useState(StateAccess{State: ClassInitState, Class: c})
		return Op{Kind: OpClassInit, Class: c}, true
	case st.init == uninitialized && t.beginsInitVisibly(c):
		return Op{Kind: OpClassInit, Class: c, Begins: true}, true
	}
	return Op{}, false
}

// initAwaitNative runs once the thread may go on: if the class is still
// uninitialised, its begin was granted.
func initAwaitNative(t *Thread, a []Value) Value {
	if c := ClassOf(a[0].R); t.vm.state(c).init == uninitialized {
		t.initGranted = c
	}
	return nothing
}

// needsInitCheck reports whether an instruction that uses class c must
// go through Thread.initialize: c is not initialised yet, or it was
// initialised while the VM recorded steps and every check of it is a
// read of its initialisation state (classState.watched).
func (vm *VM) needsInitCheck(c *Class) bool {
	if c.ID >= len(vm.classes) {
		return true
	}
	st := &vm.classes[c.ID]
	return st.init != initialized || st.watched
}

// initThen initialises c from inside a native method and then returns
// done(): the class's initialisers (superclasses first) run as Java calls
// of the native, which resumes when they finish (JVMS §5.5). Where the
// thread must wait for another thread's initialisation or stop before
// beginning one, it calls Loader.initAwaitMethod, whose frame can stop.
func (t *Thread) initThen(c *Class, done func() Value) Value {
	k, step := t.nextInit(c, false)
	switch step {
	case initReady:
		return done()
	case initError:
		return nothing
	case initWait, initBegin:
		t.Call(t.vm.loader.initAwaitMethod(), []Value{Ref(t.vm.Mirror(k))}, func(t *Thread, _ Value, exc *Object) Value {
			if exc != nil {
				t.Throw(exc)
				return nothing
			}
			return t.initThen(c, done)
		})
		return nothing
	}
	if k.clinit == nil {
		t.vm.finishInit(k, nil)
		return t.initThen(c, done)
	}
	t.Call(k.clinit, nil, func(t *Thread, _ Value, exc *Object) Value {
		if exc = t.vm.finishInit(k, exc); exc != nil {
			t.Throw(exc)
			return nothing
		}
		return t.initThen(c, done)
	})
	return nothing
}

// initFixups set what the JVM itself sets in a class once its
// initialiser has run, by class name.
var initFixups = map[string]func(vm *VM, c *Class){}

// finishInit records the end of c's initialiser. An exception that is not
// an Error is wrapped in ExceptionInInitializerError; the (possibly
// wrapped) exception is returned for the thread to go on throwing.
func (vm *VM) finishInit(c *Class, exc *Object) *Object {
	st := vm.state(c)
	holder := st.initThread
	if holder != nil {
		holder.initializing = slices.DeleteFunc(holder.initializing, func(k *Class) bool { return k == c })
	}
	st.initThread, st.awaits = nil, nil
	vm.initChanged(c)
	vm.syncEvent(false, nil, c)
	if exc == nil {
		if fix := initFixups[c.Name]; fix != nil {
			fix(vm, c)
		}
		st.init = initialized
		for _, v := range st.statics {
			if v.R != nil {
				vm.publish(v.R)
			}
		}
		return nil
	}
	st.init = initFailed
	st.initError = vm.initializationError(exc, holder)
	if !exc.Class.IsSubclassOf(vm.wk.error) {
		exc = vm.newThrowableCause("java/lang/ExceptionInInitializerError", "", exc)
	}
	// JVMS §5.5 step 7: the classes whose initialisation waited for c's
	// fail with its error.
	if holder != nil {
		for _, k := range slices.Clone(holder.initializing) {
			if vm.state(k).awaits == c {
				vm.finishInit(k, exc)
			}
		}
	}
	return exc
}

// initializationError is what HotSpot records of an initialiser's
// exception for later uses of the class: an ExceptionInInitializerError
// whose message names the exception, its message and the thread, with
// the exception's stack trace.
func (vm *VM) initializationError(exc *Object, t *Thread) *Object {
	w := &vm.wk
	msg := "Exception " + exc.Class.JavaName()
	if m := exc.Fields[w.throwableMessage.Slot].R; m != nil {
		msg += ": " + vm.GoString(m)
	}
	if t != nil {
		msg += " [in thread \"" + t.Name() + "\"]"
	}
	e := vm.newThrowable("java/lang/ExceptionInInitializerError", msg)
	e.Fields[w.throwableBacktrace.Slot] = exc.Fields[w.throwableBacktrace.Slot]
	e.Fields[w.throwableDepth.Slot] = exc.Fields[w.throwableDepth.Slot]
	return e
}

// initDirect initialises c from Go code outside the interpreter loop (VM
// start-up, exceptions the VM creates), running initialisers to
// completion on the current thread.
func (vm *VM) initDirect(c *Class) {
	st := vm.state(c)
	if st.init != uninitialized {
		return
	}
	if c.Super != nil {
		vm.initDirect(c.Super)
	}
	t := vm.current
	st.init, st.initThread, st.initializer = initializing, t, t
	if c.clinit != nil {
		if _, exc := t.callJava(c.clinit); exc != nil {
			vm.finishInit(c, exc)
			fatalf("initialising %s failed: %s", c.JavaName(), vm.describeThrowable(exc))
		}
	}
	vm.finishInit(c, nil)
}

// allInterfacesInOrder lists the superinterfaces of c in declaration
// order, depth first, each once (the order of JVMS §5.5 step 7).
func (c *Class) allInterfacesInOrder() []*Class {
	var out []*Class
	seen := map[*Class]bool{}
	var walk func(k *Class)
	walk = func(k *Class) {
		for _, i := range k.Interfaces {
			if !seen[i] {
				seen[i] = true
				walk(i)
				out = append(out, i)
			}
		}
	}
	walk(c)
	return out
}
