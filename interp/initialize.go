package interp

// initialize makes sure class c is initialised before the running thread
// uses it (JVMS §5.5). It reports true if the thread can go on at once.
// Otherwise the thread must leave its instruction to re-execute it later:
// initialisers were pushed (the instruction runs again after them), an
// error was thrown, or another thread is initialising c and this thread
// stopped at the visible operation of waiting for it.
func (t *Thread) initialize(c *Class) bool {
	vm := t.vm
	st := vm.state(c)
	switch st.init {
	case initialized:
		vm.readInitState(c)
		return true
	case initializing:
		if st.initThread == t {
			return true
		}
		// Finding another thread initialising c is a read of c's
		// initialisation state: it orders this thread after the one that
		// began the initialisation, and the search must see that it
		// could have begun it first (a race for the initialiser).
		vm.useState(StateAccess{State: ClassInitState, Class: c})
		if !t.visible(Op{Kind: OpClassInit, Class: c}) {
			return false
		}
		return t.initialize(c)
	case initFailed:
		t.exc = vm.newThrowable("java/lang/NoClassDefFoundError", "Could not initialize class "+c.JavaName())
		return false
	}
	// JVMS §5.5 step 1: the class is linked, and so verified, before it
	// is initialised (and before its superclasses are).
	if !t.link(c) {
		return false
	}
	if !c.IsInterface() {
		if c.Super != nil && !t.initialize(c.Super) {
			return false
		}
		for _, i := range c.allInterfacesInOrder() {
			if i.declaresDefaults && !t.initialize(i) {
				return false
			}
		}
	}
	st = vm.state(c)
	if st.init != uninitialized {
		return t.initialize(c)
	}
	st.init, st.initThread, st.initializer = initializing, t, t
	vm.initChanged(c)
	if c.clinit == nil {
		vm.finishInit(c, nil)
		return true
	}
	base := t.frames[len(t.frames)-1].sp
	if t.invoke(c.clinit, base) {
		fatalf("the static initialiser of %s blocked before it started", c.JavaName())
	}
	if t.exc == nil {
		// The caller re-executes its instruction when the initialiser
		// returns (Thread.ret); until then it stands after it, as a
		// caller does during a call, so that an exception the
		// initialiser throws is caught, and traced, at that instruction.
		n := len(t.frames)
		t.frames[n-1].clinit = c
		t.frames[n-2].pc++
	} else {
		t.exc = vm.finishInit(c, t.exc)
	}
	return false
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
// of the native, which resumes when they finish (JVMS §5.5).
func (t *Thread) initThen(c *Class, done func() Value) Value {
	next := t.nextToInitialize(c)
	if t.exc != nil {
		return nothing
	}
	if next == nil {
		return done()
	}
	st := t.vm.state(next)
	st.init, st.initThread, st.initializer = initializing, t, t
	t.vm.initChanged(next)
	if next.clinit == nil {
		t.vm.finishInit(next, nil)
		return t.initThen(c, done)
	}
	t.Call(next.clinit, nil, func(t *Thread, _ Value, exc *Object) Value {
		if exc = t.vm.finishInit(next, exc); exc != nil {
			t.Throw(exc)
			return nothing
		}
		return t.initThen(c, done)
	})
	return nothing
}

// nextToInitialize returns the first class, in JVMS §5.5 order, that must
// be initialised before c can be used (c itself last), or nil if none.
func (t *Thread) nextToInitialize(c *Class) *Class {
	st := t.vm.state(c)
	switch st.init {
	case initialized:
		t.vm.readInitState(c)
		return nil
	case initializing:
		if st.initThread == t {
			return nil
		}
		unsupported("waiting, inside a native method, for another thread to initialise %s", c.JavaName())
	case initFailed:
		t.ThrowNew("java/lang/NoClassDefFoundError", "Could not initialize class "+c.JavaName())
		return nil
	}
	if !t.link(c) {
		return nil
	}
	if !c.IsInterface() {
		if c.Super != nil {
			if s := t.nextToInitialize(c.Super); s != nil || t.exc != nil {
				return s
			}
		}
		for _, i := range c.allInterfacesInOrder() {
			if i.declaresDefaults {
				if s := t.nextToInitialize(i); s != nil || t.exc != nil {
					return s
				}
			}
		}
	}
	return c
}

// initFixups set what the JVM itself sets in a class once its
// initialiser has run, by class name.
var initFixups = map[string]func(vm *VM, c *Class){}

// finishInit records the end of c's initialiser. An exception that is not
// an Error is wrapped in ExceptionInInitializerError; the (possibly
// wrapped) exception is returned for the thread to go on throwing.
func (vm *VM) finishInit(c *Class, exc *Object) *Object {
	st := vm.state(c)
	st.initThread = nil
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
	if !exc.Class.IsSubclassOf(vm.wk.error) {
		exc = vm.newThrowableCause("java/lang/ExceptionInInitializerError", "", exc)
	}
	return exc
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
