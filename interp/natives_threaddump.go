package interp

import "github.com/jcheck/jcheck/classfile"

// The stacks of other threads: Thread.getAllStackTraces and the
// getStackTrace of another thread (JDK 17's Thread.dumpThreads, JDK 21
// and later's Thread.getStackTrace0 too). A thread other than the
// current one is always stopped before its next visible operation, so
// its stack is the one it has there, read at the point of the schedule
// where the current thread asks for it; the native method a blocking
// operation is in (Object.wait, Thread.sleep, Unsafe.park) is its top
// frame, as in HotSpot's dump.

func init() {
	register("java/lang/Thread", map[string]Native{
		"dumpThreads([Ljava/lang/Thread;)[[Ljava/lang/StackTraceElement;": threadDumpThreads,
		"getStackTrace0()Ljava/lang/Object;":                              threadGetStackTrace0,
	})
	visibleNatives["java/lang/Thread.dumpThreads([Ljava/lang/Thread;)[[Ljava/lang/StackTraceElement;"] = readsThreadStacks
	visibleNatives["java/lang/Thread.getStackTrace0()Ljava/lang/Object;"] = readsThreadStacks
}

// readsThreadStacks makes a read of other threads' stacks a visible
// operation (ThreadStacksState): what it returns depends on how far each
// of them has gone, so the search orders it against their steps.
var readsThreadStacks = stateVisible(func(*Thread, []Value) (StateAccess, bool) {
	return StateAccess{State: ThreadStacksState}, true
})

// threadDumpThreads is Thread.dumpThreads: for each thread of the array,
// its stack trace, or null if it is not alive (not started or ended).
// HotSpot's dump shows the frames of lambda proxies.
func threadDumpThreads(t *Thread, a []Value) Value {
	if !t.nullCheck(a[0].R) {
		return nothing
	}
	ste := t.loadClass("java/lang/StackTraceElement")
	if ste == nil {
		return nothing
	}
	threads := a[0].R.Array.([]*Object)
	traces := make([]*Object, len(threads))
	for i, o := range threads {
		if o == nil {
			t.ThrowNew("java/lang/NullPointerException", "")
			return nothing
		}
		if th := threadOf(o); th != nil && !th.terminated {
			traces[i] = t.vm.stackTraceElements(ste, t.vm.threadTrace(th, true))
		}
	}
	return Ref(t.vm.NewObjectArray(t.vm.ArrayClass(ste.Descriptor()), traces))
}

// threadGetStackTrace0 is JDK 21 and later's Thread.getStackTrace0 of
// another thread: its StackTraceElement[], null if it is not alive.
func threadGetStackTrace0(t *Thread, a []Value) Value {
	th := threadOf(a[0].R)
	if th == nil || th.terminated {
		return Ref(nil)
	}
	ste := t.loadClass("java/lang/StackTraceElement")
	if ste == nil {
		return nothing
	}
	return Ref(t.vm.stackTraceElements(ste, t.vm.threadTrace(th, false)))
}

// stackTraceElements makes a StackTraceElement[] of frames, filled as
// HotSpot fills them.
func (vm *VM) stackTraceElements(ste *Class, frames []traceFrame) *Object {
	elems := make([]*Object, len(frames))
	for i, f := range frames {
		elems[i] = vm.NewObject(ste)
		vm.fillStackTraceElement(elems[i], f)
	}
	return vm.NewObjectArray(ste, elems)
}

// threadTrace is the stack of thread th as a thread dump shows it,
// innermost frame first, at most maxTraceDepth frames.
func (vm *VM) threadTrace(th *Thread, showHidden bool) []traceFrame {
	if th == vm.current || len(th.frames) == 0 {
		frames, _, _ := th.javaFrames(nil, len(th.frames)-1, maxTraceDepth, showHidden)
		return frames
	}
	// Stopped before its next operation, at op.PC of op.Method: the
	// instruction that performs it, not the one before.
	var frames []traceFrame
	top := len(th.frames) - 1
	op := &th.next
	if f := &th.frames[top]; op.Method != nil && f.method == op.Method && f.code != nil {
		kept, _, _ := th.javaFrames(nil, top, 1, showHidden)
		if len(kept) == 1 && kept[0].method == op.Method {
			pc := op.PC
			in, callee := vm.instructionAt(op.Method, pc, op.Obj)
			switch {
			case callee != nil && callee.IsNative() && callee != f.method:
				// In the native that blocks (Object.wait,
				// Thread.sleep, Unsafe.park).
				frames = append(frames, traceFrame{method: callee, pc: -1})
			case callee != nil && op.Kind == OpAcquire && callee.IsSynchronized() && callee.File != nil && callee.File.Code != nil:
				// Entering a synchronized method: HotSpot has
				// its frame, at its first instruction.
				vm.codeOf(callee) // decoded, for its lines
				frames = append(frames, traceFrame{method: callee, pc: 0})
			case in == classfile.Monitorenter:
				// HotSpot's interpreter steps past monitorenter
				// before it blocks.
				pc++
			}
			kept[0].pc = pc
			frames = append(frames, kept[0])
			top--
		}
	}
	frames, _, _ = th.javaFrames(frames, top, maxTraceDepth, showHidden)
	return frames
}

// instructionAt is the opcode of the instruction at pc of m and, if it
// invokes a method, the method it calls (on receiver recv, if recv is an
// object of a class that has the method).
func (vm *VM) instructionAt(m *Method, pc int, recv *Object) (classfile.Opcode, *Method) {
	if m.File == nil || m.File.Code == nil || pc < 0 || pc >= len(m.File.Code.Instructions) {
		return 0, nil
	}
	in := m.File.Code.Instructions[pc]
	switch in.Op {
	case classfile.Invokevirtual, classfile.Invokespecial, classfile.Invokestatic, classfile.Invokeinterface:
	default:
		return in.Op, nil
	}
	class, name, desc := m.Class.File.Pool.MemberRef(in.Index)
	var callee *Method
	for c := vm.loader.Loaded(class); c != nil && callee == nil; c = c.Super {
		callee = c.DeclaredMethod(name, desc)
	}
	if callee != nil && (in.Op == classfile.Invokevirtual || in.Op == classfile.Invokeinterface) && recv != nil && recv.Class.IsSubclassOf(callee.Class) {
		if sel := selectVirtual(recv.Class, callee); sel != nil {
			callee = sel
		}
	}
	return in.Op, callee
}
