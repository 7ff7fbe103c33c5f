package interp

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// Throw makes the running native method complete abruptly with exc.
func (t *Thread) Throw(exc *Object) { t.exc = exc }

// ThrowNew throws a new exception of the named class (internal name) with
// the given message ("" for none).
func (t *Thread) ThrowNew(class, msg string) { t.exc = t.vm.newThrowable(class, msg) }

// traceFrame is one captured stack frame of a backtrace.
type traceFrame struct {
	method *Method
	pc     int // instruction index; -1 for a native method
}

// unwind throws t.exc: it finds the innermost frame with a matching
// handler and continues there, popping the frames in between (releasing
// synchronized methods' locks, failing class initialisations). It reports
// false if the loop must stop: the exception ended a VM-initiated call.
// An exception no frame handles ends the thread (uncaught).
func (t *Thread) unwind() bool {
	exc := t.exc
	t.exc = nil
	for len(t.frames) > 0 {
		i := len(t.frames) - 1
		f := &t.frames[i]
		if f.code != nil {
			if h := t.findHandler(f, exc); h >= 0 {
				f.pc = h
				f.sp = f.lp + f.code.maxLocals
				t.stack[f.sp] = Value{R: exc}
				f.sp++
				return true
			}
		} else if f.cont != nil {
			cont, last, m := f.cont, f.last, f.method
			f.cont = nil
			r := cont(t, Value{}, exc)
			if last {
				t.frames = t.frames[:i]
				t.stopped = true
				return false
			}
			if t.exc != nil {
				exc, t.exc = t.exc, nil
			} else if len(t.frames) != i+1 || t.frames[i].cont != nil {
				return true // the continuation handled it by making a call
			} else {
				t.frames = t.frames[:i]
				t.deliver(r, m.retSlots())
				return true
			}
		}
		popped := t.frames[i]
		t.frames = t.frames[:i]
		if popped.lock != nil {
			t.release(popped.lock)
		}
		if popped.clinit != nil {
			exc = t.vm.finishInit(popped.clinit, exc)
		}
	}
	t.uncaughtException(exc)
	return len(t.frames) > 0
}

// thrownAt fixes the current frame's pc after an instruction that was to be
// re-executed (its pc left on it) threw instead: handlers are looked up
// for the instruction before pc.
func (t *Thread) thrownAt(pc int) {
	if t.exc != nil {
		t.frames[len(t.frames)-1].pc = pc
	}
}

// findHandler returns the instruction index of the handler in f that
// catches exc at f's current instruction, or -1.
func (t *Thread) findHandler(f *frame, exc *Object) int {
	at := f.pc - 1
	for i := range f.code.handlers {
		h := &f.code.handlers[i]
		if at < h.start || at >= h.end {
			continue
		}
		if h.catchName == "" {
			return h.target
		}
		if h.catchClass == nil {
			c, err := t.vm.loader.Load(h.catchName)
			if err != nil {
				continue
			}
			h.catchClass = c
		}
		if exc.Class.IsSubclassOf(h.catchClass) {
			return h.target
		}
	}
	return -1
}

// uncaughtException starts the Java-level handling of an exception that
// ended the thread's last frame: Thread.dispatchUncaughtException, which
// hands it to the thread's handler, else to its group, whose default
// (ThreadGroup.uncaughtException) passes it up to the default handler or
// prints "Exception in thread ...". Only an exception that reaches that
// printing is unhandled (see getDefaultUncaughtExceptionHandler); one
// that escapes the handler is too, and HotSpot reports it on standard
// error and ends the thread.
func (t *Thread) uncaughtException(exc *Object) {
	vm := t.vm
	if t.uncaught != nil {
		if t.dispatching {
			t.dispatching = false
			fmt.Fprintf(vm.opts.Stderr, "Exception: %s thrown from the UncaughtExceptionHandler in thread \"%s\"\n", exc.Class.JavaName(), t.Name())
			vm.noteUnhandled(t, exc)
		}
		return
	}
	t.uncaught = exc
	if t.Obj == nil {
		vm.noteUnhandled(t, exc)
		return
	}
	t.dispatching = true
	m := t.vm.wk.dispatchUncaught
	t.grow(m.ArgSlots + 2)
	t.pushArgs(m, 0, []Value{Ref(t.Obj), Ref(exc)})
	if t.invoke(m, 0) {
		fatalf("the uncaught-exception handler of thread %d blocked before it started", t.ID)
	}
}

// newThrowable creates an exception of the named class (internal name) as
// the VM does: without running a constructor, with the detail message (nil
// for ""), and with the stack trace of the running thread.
func (vm *VM) newThrowable(class, msg string) *Object {
	c, err := vm.loader.Load(class)
	if err != nil {
		fatalf("cannot load %s to throw it: %v", class, err)
	}
	vm.initDirect(c)
	o := vm.NewObject(c)
	w := &vm.wk
	throwable := vm.Statics(w.throwable)
	if msg != "" {
		o.Fields[w.throwableMessage.Slot] = Ref(vm.NewString(msg))
	}
	o.Fields[w.throwableCause.Slot] = Ref(o)
	o.Fields[w.throwableStackTrace.Slot] = throwable[w.unassignedStack.Slot]
	o.Fields[w.throwableSuppressed.Slot] = throwable[w.suppressedSentinel.Slot]
	vm.fillInStackTrace(o, vm.current, false)
	return o
}

// newThrowableCause creates an exception with a cause.
func (vm *VM) newThrowableCause(class, msg string, cause *Object) *Object {
	o := vm.newThrowable(class, msg)
	o.Fields[vm.wk.throwableCause.Slot] = Ref(cause)
	return o
}

// backtrace is what the VM keeps in Throwable.backtrace: the frames, top
// first, and whether frames of hidden classes were dropped above the first
// one (HotSpot then computes no helpful NullPointerException message).
type backtrace struct {
	frames    []traceFrame
	hiddenTop bool
}

// maxTraceDepth is how many frames a backtrace keeps, the innermost:
// HotSpot's MaxJavaStackTraceDepth. It also bounds the cost of a
// StackOverflowError, whose stack is thousands of frames deep.
const maxTraceDepth = 1024

// fillInStackTrace captures t's frames into o's backtrace. A Java-called
// fillInStackTrace skips its own frames and the constructors of the
// throwable (as HotSpot's java_lang_Throwable::fill_in_stack_trace does).
func (vm *VM) fillInStackTrace(o *Object, t *Thread, fromJava bool) {
	bt := &backtrace{}
	if t != nil {
		bt.frames = make([]traceFrame, 0, min(len(t.frames), maxTraceDepth))
		i := len(t.frames) - 1
		if fromJava {
			for i >= 0 && t.frames[i].method != nil && t.frames[i].method.Name == "fillInStackTrace" {
				i--
			}
			for i >= 0 && t.frames[i].method != nil && t.frames[i].method.Name == "<init>" && o.Class.IsSubclassOf(t.frames[i].method.Class) {
				i--
			}
		}
		bt.frames, _, bt.hiddenTop = t.javaFrames(bt.frames, i, maxTraceDepth, false)
		vm.chargeWork(int64(len(bt.frames)))
	}
	o.Fields[vm.wk.throwableBacktrace.Slot] = Ref(vm.allocated(&Object{Class: vm.wk.object, Native: bt}))
	o.Fields[vm.wk.throwableDepth.Slot] = Int(int32(len(bt.frames)))
	// A NullPointerException the VM raises has its backtrace filled
	// (state 1); when Java code fills it, NullPointerException's own
	// fillInStackTrace keeps the state.
	if f := vm.wk.npeMessageState; !fromJava && o.Class.IsSubclassOf(f.Class) {
		o.Fields[f.Slot] = Int(1)
	}
}

// javaFrames appends to dst the frames of t from t.frames[i] outward, as
// Java code sees them (Throwable's backtrace, StackWalker): the frames of
// the VM's own calls are left out, and so are the frames of hidden classes
// and of the JDK's @Hidden methods (HotSpot's Method::is_hidden), except,
// when showHidden, those of lambda proxies and @Hidden methods, which
// java has too; the classes jcheck synthesises (the
// launcher and thread starter below every thread's first frame, call-site
// adapters) have no frames in java. It stops when dst holds
// max frames, and returns dst, the index of the first frame it did not
// examine (-1 at the bottom of the stack), and whether it skipped a hidden
// frame before the first frame it kept.
func (t *Thread) javaFrames(dst []traceFrame, i, max int, showHidden bool) ([]traceFrame, int, bool) {
	start, hiddenTop := len(dst), false
	for ; i >= 0 && len(dst) < max; i-- {
		f := &t.frames[i]
		if f.method == nil || f.last && f.code == nil {
			continue
		}
		if c := f.method.Class; c.Hidden && !(showHidden && isLambdaProxy(c)) || !showHidden && f.method.annotatedHidden() {
			hiddenTop = hiddenTop || len(dst) == start
			continue
		}
		if java, ok := t.vm.accessorFrame(f.method); ok {
			if java.method == nil {
				hiddenTop = hiddenTop || len(dst) == start
			} else {
				dst = append(dst, java)
			}
			continue
		}
		pc := f.pc - 1
		if f.code == nil {
			pc = -1
		}
		dst = append(dst, traceFrame{method: f.method, pc: pc})
	}
	return dst, i, hiddenTop
}

// accessorFrame is the frame java shows for a frame of a reflective
// call's native accessor (JDK 18 and later), and true if m is one. java
// reflects through method handles there (JEP 416), jcheck through the
// accessor's native (the module system is never up, natives_reflection.go):
// where java has the accessor's call of its method handle
// (DirectMethodHandleAccessor.invoke at its call of invokeImpl, its
// handle's frames hidden), jcheck has the native accessor's method and
// its native, which is left out (a frame of no method).
func (vm *VM) accessorFrame(m *Method) (traceFrame, bool) {
	outer, ok := strings.CutSuffix(m.Class.Name, "$NativeAccessor")
	if !ok || outer != "jdk/internal/reflect/DirectMethodHandleAccessor" && outer != "jdk/internal/reflect/DirectConstructorHandleAccessor" {
		return traceFrame{}, false
	}
	if m.IsNative() {
		return traceFrame{}, true
	}
	c := vm.loader.Loaded(outer)
	if c == nil {
		return traceFrame{}, false
	}
	java := c.DeclaredMethod(m.Name, m.Desc)
	if java == nil || java.File == nil || java.File.Code == nil {
		return traceFrame{}, false
	}
	pool := c.File.Pool
	for i, in := range java.File.Code.Instructions {
		if in.Op == classfile.Invokevirtual || in.Op == classfile.Invokespecial {
			if _, name, _ := pool.MemberRef(in.Index); name == "invokeImpl" {
				vm.codeOf(java) // decoded, for its instructions' lines
				return traceFrame{method: java, pc: i}, true
			}
		}
	}
	return traceFrame{}, false
}

// annotatedHidden reports whether m is a method of the JDK annotated
// @jdk.internal.vm.annotation.Hidden, which HotSpot leaves out of stack
// traces as it does the frames of hidden classes (Method::is_hidden; the
// annotation counts only in the JDK's own classes): JDK 21's
// Thread.runWith, below every thread's run, is one.
func (m *Method) annotatedHidden() bool {
	if m.Class.App || m.File == nil {
		return false
	}
	for _, an := range m.File.Annotations.Visible {
		if an.Type == "Ljdk/internal/vm/annotation/Hidden;" {
			return true
		}
	}
	return false
}

// isLambdaProxy reports whether a hidden class is a lambda proxy
// (Loader.defineHidden names it host$$Lambda$N).
func isLambdaProxy(c *Class) bool { return strings.Contains(c.Name, "$$Lambda$") }

// backtraceOf returns the backtrace captured in a throwable.
func (vm *VM) backtraceOf(exc *Object) *backtrace {
	if o := exc.Fields[vm.wk.throwableBacktrace.Slot].R; o != nil {
		if bt, ok := o.Native.(*backtrace); ok {
			return bt
		}
	}
	return &backtrace{}
}

// nullPointer creates the NullPointerException an instruction throws; its
// helpful message is computed from the bytecode of the frame it was thrown
// in when asked for (NullPointerException.getExtendedNPEMessage).
func (vm *VM) nullPointer() *Object {
	return vm.newThrowable("java/lang/NullPointerException", "")
}

// arrayIndex creates HotSpot's ArrayIndexOutOfBoundsException.
func (vm *VM) arrayIndex(index, length int) *Object {
	return vm.newThrowable("java/lang/ArrayIndexOutOfBoundsException", fmt.Sprintf("Index %d out of bounds for length %d", index, length))
}

// classCast creates HotSpot's ClassCastException message, e.g. "class
// java.lang.Integer cannot be cast to class java.lang.String
// (java.lang.Integer and java.lang.String are in module java.base of
// loader 'bootstrap')".
func (vm *VM) classCast(from, to *Class) *Object {
	fromWhere, toWhere := vm.moduleAndLoader(from), vm.moduleAndLoader(to)
	var where string
	if fromWhere == toWhere {
		where = fmt.Sprintf("%s and %s are in %s", from.JavaName(), to.JavaName(), fromWhere)
	} else {
		where = fmt.Sprintf("%s is in %s; %s is in %s", from.JavaName(), fromWhere, to.JavaName(), toWhere)
	}
	return vm.newThrowable("java/lang/ClassCastException", fmt.Sprintf("class %s cannot be cast to class %s (%s)", from.JavaName(), to.JavaName(), where))
}

// moduleAndLoader describes where a class lives the way HotSpot's
// Klass::class_in_module_of_loader does.
func (vm *VM) moduleAndLoader(c *Class) string {
	for c.Component != nil {
		c = c.Component
	}
	if c.App {
		return "unnamed module of loader 'app'"
	}
	return "module " + vm.moduleName(c) + " of loader 'bootstrap'"
}

// moduleName is the JDK module a boot class comes from.
func (vm *VM) moduleName(c *Class) string {
	if mod := c.Module; mod != "" {
		return mod
	}
	return "java.base"
}

// StackTrace renders the thread's current frames, innermost first, as
// "Class.method(File.java:line)" lines.
func (t *Thread) StackTrace() []string {
	var lines []string
	for i := len(t.frames) - 1; i >= 0; i-- {
		f := &t.frames[i]
		if f.method == nil || f.method.Class.Hidden {
			continue
		}
		lines = append(lines, FramePosition(f.method, f.code, framePC(f)))
	}
	return lines
}

// framePC is the instruction a frame is at: the one before its pc, or the
// first one of a method that has not started.
func framePC(f *frame) int {
	switch {
	case f.code == nil:
		return -1
	case f.pc == 0:
		return 0
	}
	return f.pc - 1
}

// CallerInProgram returns the position of the innermost frame of the
// application's own code, when the thread is inside the class library
// ("" if it is in the application's code or has none).
func (t *Thread) CallerInProgram() string {
	if f := t.callerInProgram(); f != nil {
		return FramePosition(f.method, f.code, framePC(f))
	}
	return ""
}

// callerInProgram is the innermost frame of the application's own code
// when the thread is inside the class library, else nil.
func (t *Thread) callerInProgram() *frame {
	for i := len(t.frames) - 1; i >= 0; i-- {
		f := &t.frames[i]
		if f.method == nil || f.method.Class.Hidden {
			continue
		}
		if f.method.Class.App {
			if i == len(t.frames)-1 {
				return nil
			}
			return f
		}
	}
	return nil
}

// FramePosition formats a code position as Java stack traces do:
// "pkg.Class.method(File.java:12)", "(Native Method)", "(Unknown Source)".
func FramePosition(m *Method, code *Code, pc int) string {
	return m.Class.JavaName() + "." + m.Name + "(" + sourcePosition(m, code, pc) + ")"
}

func sourcePosition(m *Method, code *Code, pc int) string {
	if m.IsNative() {
		return "Native Method"
	}
	file := m.Class.SourceFile
	line := -1
	if code != nil {
		line = code.lineAt(pc)
	}
	switch {
	case file == "":
		return "Unknown Source"
	case line < 0:
		return file
	}
	return file + ":" + strconv.Itoa(line)
}

// methodDisplay renders a method as HotSpot messages do: "void Foo.bar(int)".
func methodDisplay(m *Method) string {
	s := javaType(m.Ret) + " " + m.Class.JavaName() + "." + m.Name + "("
	for i, p := range m.Params {
		if i > 0 {
			s += ", "
		}
		s += javaType(p)
	}
	return s + ")"
}

// javaType renders a descriptor as Java source does: "int", "java.lang.String[]".
func javaType(desc string) string {
	dims := 0
	for desc[dims] == '[' {
		dims++
	}
	base := map[byte]string{'Z': "boolean", 'B': "byte", 'C': "char", 'S': "short", 'I': "int", 'J': "long", 'F': "float", 'D': "double", 'V': "void"}[desc[dims]]
	if desc[dims] == 'L' {
		base = javaName(desc[dims+1 : len(desc)-1])
	}
	for ; dims > 0; dims-- {
		base += "[]"
	}
	return base
}

func itoa(i int) string { return strconv.Itoa(i) }
