package interp

// Natives of Throwable, StackTraceElement and NullPointerException.

func init() {
	register("java/lang/Throwable", map[string]Native{
		"fillInStackTrace(I)Ljava/lang/Throwable;": func(t *Thread, a []Value) Value {
			t.vm.fillInStackTrace(a[0].R, t, true)
			return a[0]
		},
	})
	register("java/lang/StackTraceElement", map[string]Native{
		"initStackTraceElements([Ljava/lang/StackTraceElement;Ljava/lang/Throwable;)V": func(t *Thread, a []Value) Value {
			t.vm.fillStackTraceElements(a[0].R, t.vm.backtraceOf(a[1].R))
			return nothing
		},
		// JDK 21 and later pass the Throwable's backtrace object itself
		// and the depth.
		"initStackTraceElements([Ljava/lang/StackTraceElement;Ljava/lang/Object;I)V": func(t *Thread, a []Value) Value {
			bt, _ := a[1].R.Native.(*backtrace)
			if bt == nil {
				bt = &backtrace{}
			}
			t.vm.fillStackTraceElements(a[0].R, bt)
			return nothing
		},
	})
	register("java/lang/NullPointerException", map[string]Native{
		"getExtendedNPEMessage()Ljava/lang/String;": func(t *Thread, a []Value) Value {
			bt := t.vm.backtraceOf(a[0].R)
			frames := bt.frames
			if bt.hiddenTop || len(frames) == 0 || frames[0].pc < 0 {
				return nothing
			}
			if msg := t.vm.extendedNPEMessage(frames[0].method, frames[0].pc); msg != "" {
				return Ref(t.vm.NewString(msg))
			}
			return nothing
		},
	})
}

// fillStackTraceElements fills the StackTraceElements of array elems with
// the frames of a backtrace, innermost first.
func (vm *VM) fillStackTraceElements(elems *Object, bt *backtrace) {
	for i, e := range elems.Array.([]*Object) {
		if i < len(bt.frames) {
			vm.fillStackTraceElement(e, bt.frames[i])
		}
	}
}

// fillStackTraceElement sets the fields of a StackTraceElement the way
// java_lang_StackTraceElement::fill_in does. Classes of the JDK name their
// module; application classes are in the unnamed module. The class loader
// name is left out, as the JDK's format drops it for built-in loaders.
func (vm *VM) fillStackTraceElement(e *Object, f traceFrame) {
	set := func(name string, v Value) { setFieldNamed(e, name, v) }
	m := f.method
	set("declaringClassObject", Ref(vm.Mirror(m.Class)))
	set("declaringClass", Ref(vm.Intern(m.Class.JavaName())))
	set("methodName", Ref(vm.Intern(m.Name)))
	if m.Class.SourceFile != "" {
		set("fileName", Ref(vm.Intern(m.Class.SourceFile)))
	}
	line := -1
	switch {
	case m.IsNative():
		line = -2
	case m.code != nil:
		line = m.code.lineAt(f.pc)
	}
	set("lineNumber", Int(int32(line)))
	if !m.Class.App {
		set("moduleName", Ref(vm.Intern(vm.moduleName(m.Class))))
	}
}
