package interp

import (
	"errors"
	"fmt"
	"runtime/debug"

	"github.com/jcheck/jcheck/monitor"
)

// Boot starts the JVM the way HotSpot's create_vm does
// (Threads::initialize_java_lang_classes): it initialises String, System,
// Class and ThreadGroup, creates the system and main thread groups and the
// main thread, and runs System.initPhase1, which sets up system properties
// and System.in/out/err. The module system (initPhase2) and the system
// class loader (initPhase3) are not started: jcheck has one flat class
// path and no module layer, and the built-in class loaders are created
// when the program first needs one (lookupLoaders).
func (vm *VM) Boot() (err error) {
	defer vm.recoverFatal(&err)
	vm.direct = true
	defer func() { vm.direct = false }()
	vm.lookupWellKnown()
	main := vm.newThread()
	vm.current = main
	w := &vm.wk
	for _, name := range []string{"java/lang/Object", "java/lang/String", "java/lang/System", "java/lang/Class", "java/lang/ThreadGroup", "java/lang/Throwable"} {
		vm.initDirect(vm.must(name))
	}
	system := vm.NewObject(w.threadGroup)
	vm.callDirect(mustMethod(w.threadGroup, "<init>", "()V"), Ref(system))
	// HotSpot makes the names of the main thread and its group as new
	// Strings, not interned ones, and java's launcher has interned "main"
	// (the name of the method it looks up): a program can tell by ==.
	vm.Intern("main")
	mainGroup := vm.NewObject(w.threadGroup)
	vm.mainGroup = mainGroup
	vm.callDirect(mustMethod(w.threadGroup, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V"), Ref(mainGroup), Ref(system), Ref(vm.NewString("main")))
	vm.initDirect(w.thread)
	obj := vm.NewObject(w.thread)
	main.attach(obj)
	// Before JDK 19 the constructor reads the priority of the current
	// thread, this one; later, it makes the attached thread's FieldHolder
	// with the normal priority itself.
	if w.threadHolder == nil {
		obj.Fields[w.threadPriority.Slot] = Int(5)
	}
	vm.callDirect(mustMethod(w.thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V"), Ref(obj), Ref(mainGroup), Ref(vm.NewString("main")))
	main.attachFields()
	vm.threadFields(obj).Fields[w.threadStatus.Slot] = Int(threadStatusRunnable)
	for _, name := range []string{"java/lang/OutOfMemoryError", "java/lang/NullPointerException", "java/lang/ClassCastException",
		"java/lang/ArrayStoreException", "java/lang/ArithmeticException", "java/lang/StackOverflowError",
		"java/lang/IllegalMonitorStateException", "java/lang/IllegalArgumentException"} {
		vm.initDirect(vm.must(name))
	}
	// As HotSpot does before initPhase1: AccessibleObject's initialiser
	// registers JavaLangReflectAccess, which ReflectionFactory needs. (It
	// also initialises java.lang.ref.Reference, whose Reference Handler
	// thread, started during boot, stays dormant.)
	vm.initDirect(vm.must("java/lang/reflect/Method"))
	// From JDK 19 on, Method's initialiser no longer reaches Reference,
	// whose initialiser registers the JavaLangRefAccess that initPhase1
	// asks to start those threads.
	vm.initDirect(vm.must("java/lang/ref/Reference"))
	vm.callDirect(mustMethod(w.system, "initPhase1", "()V"))
	vm.lookupLoaders()
	vm.booted = true
	return nil
}

// callDirect runs a Java method to completion during start-up; an
// exception is fatal.
func (vm *VM) callDirect(m *Method, args ...Value) Value {
	r, exc := vm.current.callJava(m, args...)
	if exc != nil {
		fatalf("%s failed during start-up: %s", m, vm.describeThrowable(exc))
	}
	return r
}

// recoverFatal turns a FatalError or ErrStopped panic into the error
// result of a public entry point. Any other panic is a bug in jcheck; it
// is reported as an internal error with its Go stack rather than crashing
// the process.
func (vm *VM) recoverFatal(err *error) {
	r := recover()
	if r == nil {
		return
	}
	if r == ErrStopped {
		*err = ErrStopped
		return
	}
	var fe *FatalError
	if e, ok := r.(error); ok && errors.As(e, &fe) {
		if t := vm.current; t != nil && fe.Stack == nil {
			fe.Stack = t.StackTrace()
		}
		*err = fe
		return
	}
	*err = &FatalError{Msg: fmt.Sprintf("internal error, a bug in jcheck: %v%s\n%s", r, vm.position(), debug.Stack())}
}

// position is " (at ...)", where the running thread was, as a FatalError
// shows it, or "" if no thread was running or its stack cannot be read
// (the state a bug left may be inconsistent).
func (vm *VM) position() (pos string) {
	t := vm.current
	if t == nil {
		return ""
	}
	defer func() {
		if recover() != nil {
			pos = ""
		}
	}()
	return (&FatalError{Stack: t.StackTrace()}).Error()
}

// Values of java.lang.Thread.threadStatus: HotSpot's JavaThreadStatus,
// sums of JVMTI thread state bits that jdk.internal.misc.VM.toThreadState
// decodes into Thread.State.
const (
	jvmtiAlive          = 0x0001
	jvmtiTerminated     = 0x0002
	jvmtiRunnable       = 0x0004
	jvmtiIndefinitely   = 0x0010
	jvmtiWithTimeout    = 0x0020
	jvmtiSleeping       = 0x0040
	jvmtiWaiting        = 0x0080
	jvmtiInObjectWait   = 0x0100
	jvmtiParked         = 0x0200
	jvmtiBlockedOnEntry = 0x0400

	threadStatusNew        = 0
	threadStatusRunnable   = jvmtiAlive | jvmtiRunnable
	threadStatusTerminated = jvmtiTerminated
)

// newThread makes a VM thread with an empty stack.
func (vm *VM) newThread() *Thread {
	vm.nextThread++
	id := monitor.ThreadID(vm.nextThread)
	t := &Thread{vm: vm, ID: id, stack: make([]Value, 1024), hashState: hashSeed(id)}
	vm.useState(StateAccess{State: ThreadNumberState, Write: true})
	vm.threads = append(vm.threads, t)
	return t
}

// attach links a VM thread and its java.lang.Thread object. eetop is
// non-zero while the thread is alive: Thread.isAlive reads it.
func (t *Thread) attach(obj *Object) {
	t.Obj = obj
	obj.Native = t
	obj.Fields[mustField(t.vm.wk.thread, "eetop").Slot] = Long(int64(t.ID))
	t.attachFields()
}

// attachFields links t to the Thread$FieldHolder of its object too, if it
// has one: a read of its threadStatus is answered from t (threadStatus).
func (t *Thread) attachFields() {
	if h := t.vm.threadFields(t.Obj); h != nil && h != t.Obj {
		h.Native = t
	}
}

// Name is the thread's Java name.
func (t *Thread) Name() string {
	if t.Obj == nil {
		return fmt.Sprintf("#%d", t.ID)
	}
	return t.vm.threadObjectName(t.Obj)
}
