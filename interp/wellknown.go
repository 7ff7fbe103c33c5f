package interp

// wellKnown holds the classes, fields and methods of the class library the
// VM itself uses, looked up once per execution at start-up.
type wellKnown struct {
	object, class, string, thread, threadGroup, throwable, error, system *Class
	byteArray                                                            *Class
	primitiveArrays                                                      [12]*Class

	stringValue, stringCoder *Field
	classComponentType       *Field
	// classPrimitive and classModifiers are the fields of a Class that
	// the VM sets from JDK 24 on (Class.isPrimitive and getModifiers read
	// them); nil on JDKs whose methods are natives.
	classPrimitive, classModifiers *Field
	// classLoader is the mirror's loader field, which JDK 18 and later
	// read directly (Class.getResource, getResourceAsStream).
	classLoader                                             *Field
	throwableMessage, throwableCause, throwableStackTrace   *Field
	throwableSuppressed, throwableBacktrace, throwableDepth *Field
	unassignedStack, suppressedSentinel                     *Field
	npeMessageState                                         *Field
	threadName, threadPriority, threadDaemon, threadStatus  *Field
	threadGroupField, threadInterrupted                     *Field
	// threadHolder is Thread.holder on JDK 19 and later, whose
	// Thread$FieldHolder has the fields of a platform thread the VM
	// reads and writes (priority, daemon, threadStatus, group); nil on
	// earlier JDKs, where Thread declares them itself.
	threadHolder     *Field
	dispatchUncaught *Method
	// groupTracksThreads says that a thread's end takes its group's
	// monitor: JDK 17's Thread.exit calls ThreadGroup.threadTerminated,
	// which synchronizes on the group (later JDKs' groups keep no
	// threads).
	groupTracksThreads bool
	// wrongTypeFound starts the message of an invokeExact's
	// WrongMethodTypeException (Invokers.newWrongMethodTypeException):
	// "expected " before JDK 21, "handle's method type " from JDK 21 on
	// (JDK-8299183), each followed by the handle's type; an exact
	// VarHandle's (VarHandle.checkAccessModeThenIsDirect) starts alike.
	wrongTypeFound string
	// unsupportedModeNamed is whether the UnsupportedOperationException
	// of an access mode a VarHandle lacks names the mode (VarForm's
	// getMemberName): from JDK 21 on (JDK-8199149), not before.
	unsupportedModeNamed bool
	// classLoaders holds the built-in class loaders
	// (natives_classloader.go), nil on a JDK without them; the unnamed
	// modules are those of the boot loader and of a ClassLoader.
	classLoaders                           *Class
	bootUnnamedModule, loaderUnnamedModule *Field
	contextClassLoader                     *Field
}

// must loads a class the VM cannot run without.
func (vm *VM) must(name string) *Class {
	c, err := vm.loader.Load(name)
	if err != nil {
		fatalf("cannot load %s from the JDK: %v", name, err)
	}
	return c
}

func mustField(c *Class, name string) *Field {
	for k := c; k != nil; k = k.Super {
		if f := k.DeclaredField(name); f != nil {
			return f
		}
	}
	fatalf("class %s has no field %s: unsupported JDK version?", c.JavaName(), name)
	return nil
}

// fieldNamed reads a field of a library object by name. The field is
// looked up from the object's class, so o's class must be the library
// class (a final one), not a subclass that might declare a field of the
// same name.
func fieldNamed(o *Object, name string) Value { return o.Fields[mustField(o.Class, name).Slot] }

// setFieldNamed sets a field of a library object by name, as fieldNamed
// reads it.
func setFieldNamed(o *Object, name string, v Value) { o.Fields[mustField(o.Class, name).Slot] = v }

func mustMethod(c *Class, name, desc string) *Method {
	if m := c.DeclaredMethod(name, desc); m != nil {
		return m
	}
	fatalf("class %s has no method %s%s: unsupported JDK version?", c.JavaName(), name, desc)
	return nil
}

func (vm *VM) lookupWellKnown() {
	w := &vm.wk
	w.object = vm.must("java/lang/Object")
	w.class = vm.must("java/lang/Class")
	w.string = vm.must("java/lang/String")
	w.thread = vm.must("java/lang/Thread")
	w.threadGroup = vm.must("java/lang/ThreadGroup")
	w.throwable = vm.must("java/lang/Throwable")
	w.error = vm.must("java/lang/Error")
	w.system = vm.must("java/lang/System")
	w.byteArray = vm.must("[B")
	for code, desc := range map[int]string{4: "[Z", 5: "[C", 6: "[F", 7: "[D", 8: "[B", 9: "[S", 10: "[I", 11: "[J"} {
		w.primitiveArrays[code] = vm.must(desc)
	}
	w.stringValue = mustField(w.string, "value")
	w.stringCoder = mustField(w.string, "coder")
	w.classComponentType = mustField(w.class, "componentType")
	w.classPrimitive, w.classModifiers = w.class.InstanceField("primitive"), w.class.InstanceField("modifiers")
	w.classLoader = mustField(w.class, "classLoader")
	w.throwableMessage = mustField(w.throwable, "detailMessage")
	w.throwableCause = mustField(w.throwable, "cause")
	w.throwableStackTrace = mustField(w.throwable, "stackTrace")
	w.throwableSuppressed = mustField(w.throwable, "suppressedExceptions")
	w.throwableBacktrace = mustField(w.throwable, "backtrace")
	w.throwableDepth = mustField(w.throwable, "depth")
	w.unassignedStack = mustField(w.throwable, "UNASSIGNED_STACK")
	w.suppressedSentinel = mustField(w.throwable, "SUPPRESSED_SENTINEL")
	w.npeMessageState = mustField(vm.must("java/lang/NullPointerException"), "extendedMessageState")
	w.threadName = mustField(w.thread, "name")
	fields := w.thread
	if w.threadHolder = w.thread.DeclaredField("holder"); w.threadHolder != nil {
		fields = vm.must("java/lang/Thread$FieldHolder")
	}
	w.threadPriority = mustField(fields, "priority")
	w.threadDaemon = mustField(fields, "daemon")
	w.threadStatus = mustField(fields, "threadStatus")
	w.threadGroupField = mustField(fields, "group")
	w.threadInterrupted = mustField(w.thread, "interrupted")
	w.contextClassLoader = mustField(w.thread, "contextClassLoader")
	w.wrongTypeFound = "expected "
	if w.object.File.MajorVersion >= 65 {
		w.wrongTypeFound = "handle's method type "
	}
	w.unsupportedModeNamed = w.object.File.MajorVersion >= 65
	w.dispatchUncaught = mustMethod(w.thread, "dispatchUncaughtException", "(Ljava/lang/Throwable;)V")
	w.groupTracksThreads = w.threadGroup.DeclaredMethod("threadTerminated", "(Ljava/lang/Thread;)V") != nil
}

// TracksThreads reports whether o is a thread group whose monitor a
// thread's end takes (exitLock).
func (vm *VM) TracksThreads(o *Object) bool {
	return vm.wk.groupTracksThreads && o != nil && o.Class.IsSubclassOf(vm.wk.threadGroup)
}

// exitLock is the monitor other than its own that a thread's end takes
// (Thread.exit): its thread group's, if the JDK's groups track their
// threads; nil if none.
func (vm *VM) exitLock(t *Thread) *Object {
	if !vm.wk.groupTracksThreads || t.Obj == nil {
		return nil
	}
	if fields := vm.threadFields(t.Obj); fields != nil {
		return fields.Fields[vm.wk.threadGroupField.Slot].R
	}
	return nil
}

// threadFields is the object that holds the fields of thread object o
// that threadPriority, threadDaemon, threadStatus and threadGroupField
// name: o itself, or its Thread$FieldHolder on JDK 19 and later (nil for
// a virtual thread, and before Thread's constructor has made it).
func (vm *VM) threadFields(o *Object) *Object {
	if vm.wk.threadHolder == nil {
		return o
	}
	return o.Fields[vm.wk.threadHolder.Slot].R
}
