package interp

import "sort"

// Natives of java.lang.StackWalker (StackStreamFactory): the VM side of
// HotSpot's stackwalk.cpp. AbstractStackWalker.callStackWalk anchors the
// walk in its own frame, fills the first batch of frames below it and
// calls back AbstractStackWalker.doStackWalk, which consumes the frames
// (and fetches more batches with fetchStackFrames) while the anchoring
// frame stays on the stack. The frames are those a Throwable's backtrace
// holds (Thread.javaFrames); the Java side filters reflection frames and
// its own implementation frames, as it does on HotSpot.

// Stack walking modes (StackStreamFactory's @Native constants).
const (
	walkFillClassRefsOnly = 0x2
	walkGetCallerClass    = 0x4
	walkShowHiddenFrames  = 0x20
)

// MemberName flags (java.lang.invoke.MemberName, MethodHandleNatives.Constants).
const (
	mnRecognizedModifiers = 0xFFFF
	mnIsMethod            = 0x00010000
	mnIsConstructor       = 0x00020000
	mnReferenceKindShift  = 24
)

// Method handle reference kinds (JVMS §5.4.3.5).
const (
	refInvokeVirtual   = 5
	refInvokeStatic    = 6
	refInvokeSpecial   = 7
	refInvokeInterface = 9
)

const abstractStackWalker = "java/lang/StackStreamFactory$AbstractStackWalker"

func init() {
	register("java/lang/StackStreamFactory", map[string]Native{
		"checkStackWalkModes()Z": constant(Bool(true)),
	})
	register(abstractStackWalker, map[string]Native{
		"callStackWalk(JIII[Ljava/lang/Object;)Ljava/lang/Object;": callStackWalk,
		"fetchStackFrames(JJII[Ljava/lang/Object;)I":               fetchStackFrames,
	})
	register("java/lang/StackTraceElement", map[string]Native{
		"initStackTraceElement(Ljava/lang/StackTraceElement;Ljava/lang/StackFrameInfo;)V": func(t *Thread, a []Value) Value {
			ste, sfi := a[0].R, a[1].R
			if !t.nullCheck(ste) || !t.nullCheck(sfi) {
				return nothing
			}
			m, _ := fieldNamed(fieldNamed(sfi, "memberName").R, "method").R.Native.(*Method)
			if m == nil {
				t.ThrowNew("java/lang/InternalError", "stack frame not filled in by the VM")
				return nothing
			}
			t.vm.fillStackTraceElement(ste, traceFrame{method: m, pc: pcOfBCI(m, int(fieldNamed(sfi, "bci").I))})
			return nothing
		},
	})
}

// callStackWalk is AbstractStackWalker.callStackWalk(mode, skipFrames,
// batchSize, startIndex, frames) (StackWalk::walk): it skips the frames of
// StackWalker and of the walker itself, then skipFrames more, fills the
// first batch and returns what doStackWalk(anchor, skipFrames, batchSize,
// startIndex, endIndex) returns. The anchor names this native's frame; the
// position of the walk below it is kept in that frame's first local slot
// after the receiver, which calls made from the frame leave alone.
func callStackWalk(t *Thread, a []Value) Value {
	walker, mode, skip, batch, start, buf := a[0].R, a[1].I, int(a[2].I), int(a[3].I), int(a[4].I), a[5].R
	if !t.nullCheck(buf) {
		return nothing
	}
	n := len(t.frames) - 1
	i := n - 1
	for ; i >= 0; i-- {
		m := t.frames[i].method
		if m == nil {
			continue
		}
		if k := m.Class; k.Name != "java/lang/StackWalker" && k.Name != abstractStackWalker && (k.Super == nil || k.Super.Name != abstractStackWalker) {
			break
		}
	}
	if skip > 0 {
		_, i, _ = t.javaFrames(nil, i, skip, mode&walkShowHiddenFrames != 0)
	}
	end, next, ok := t.fillStackFrames(mode, i, batch, start, buf)
	if !ok {
		return nothing
	}
	native := &t.frames[n]
	t.stack[native.lp+1] = Int(int32(next))
	native.sp = native.lp + 2
	doStackWalk := mustMethod(t.frames[n].method.Class, "doStackWalk", "(JIIII)Ljava/lang/Object;")
	args := []Value{Ref(walker), Long(int64(n) + 1), Int(int32(skip)), Int(int32(batch)), Int(int32(start)), Int(int32(end))}
	t.Call(doStackWalk, args, func(t *Thread, r Value, exc *Object) Value {
		if exc != nil {
			t.Throw(exc)
		}
		return r
	})
	return nothing
}

// fetchStackFrames is AbstractStackWalker.fetchStackFrames(mode, anchor,
// batchSize, startIndex, frames): the next batch of the walk anchored in a
// callStackWalk frame of this thread for this walker. It returns the end
// index of the frames it filled (startIndex when the stack is exhausted).
func fetchStackFrames(t *Thread, a []Value) Value {
	walker, mode, anchor, batch, start, buf := a[0].R, a[1].I, a[2].I, int(a[3].I), int(a[4].I), a[5].R
	if !t.nullCheck(buf) {
		return nothing
	}
	n := int(anchor) - 1
	if n < 0 || n >= len(t.frames) || t.frames[n].method == nil || t.frames[n].method.Name != "callStackWalk" || t.stack[t.frames[n].lp].R != walker {
		t.ThrowNew("java/lang/InternalError", "doesn't have a valid stack stream")
		return nothing
	}
	end, next, ok := t.fillStackFrames(mode, int(t.stack[t.frames[n].lp+1].I), batch, start, buf)
	if !ok {
		return nothing
	}
	t.stack[t.frames[n].lp+1] = Int(int32(next))
	return Int(int32(end))
}

// fillStackFrames fills buf[start:start+batch] with the frames from
// t.frames[i] outward (StackWalk::fill_in_frames): their classes' mirrors
// in FILL_CLASS_REFS_ONLY mode, else the StackFrameInfo objects there get
// their method and bytecode index. Hidden frames are shown only in
// SHOW_HIDDEN_FRAMES mode, never to getCallerClass. It returns the end
// index and the index of the next frame to examine.
func (t *Thread) fillStackFrames(mode int64, i, batch, start int, buf *Object) (end, next int, ok bool) {
	elems, _ := buf.Array.([]*Object)
	if start < 0 || batch < 0 || len(elems) < start+batch {
		t.ThrowNew("java/lang/IllegalArgumentException", "not enough space in buffers")
		return 0, 0, false
	}
	showHidden := mode&walkShowHiddenFrames != 0 && mode&walkGetCallerClass == 0
	frames, next, _ := t.javaFrames(make([]traceFrame, 0, batch), i, batch, showHidden)
	t.vm.chargeWork(int64(len(frames)))
	for k, f := range frames {
		if mode&walkFillClassRefsOnly != 0 {
			elems[start+k] = t.vm.Mirror(f.method.Class)
			continue
		}
		sfi := elems[start+k]
		if !t.nullCheck(sfi) {
			return 0, 0, false
		}
		t.vm.setMemberName(fieldNamed(sfi, "memberName").R, f.method)
		setFieldNamed(sfi, "bci", Int(int32(bciOf(f))))
	}
	return start + len(frames), next, true
}

// setMemberName makes mn name method m, as MethodHandles::init_method_MemberName
// does, with its name and descriptor already expanded. The method itself is
// kept in the ResolvedMethodName slot for initStackTraceElement.
func (vm *VM) setMemberName(mn *Object, m *Method) {
	kind, flags := refInvokeVirtual, mnIsMethod
	switch {
	case m.Name == "<init>":
		kind, flags = refInvokeSpecial, mnIsConstructor
	case m.IsStatic():
		kind = refInvokeStatic
	case m.IsPrivate():
		kind = refInvokeSpecial
	case m.Class.IsInterface():
		kind = refInvokeInterface
	}
	setFieldNamed(mn, "clazz", Ref(vm.Mirror(m.Class)))
	setFieldNamed(mn, "name", Ref(vm.Intern(m.Name)))
	setFieldNamed(mn, "type", Ref(vm.Intern(m.Desc)))
	setFieldNamed(mn, "flags", Int(int32(int(m.Flags)&mnRecognizedModifiers|flags|kind<<mnReferenceKindShift)))
	setFieldNamed(mn, "method", Ref(vm.allocated(&Object{Class: vm.wk.object, Native: m})))
}

// bciOf is the bytecode offset of frame f: -1 in a native method; the
// instruction index in code the VM generated, which has no class file.
func bciOf(f traceFrame) int {
	if f.pc < 0 {
		return -1
	}
	if pcs := f.method.code.pcs; f.pc < len(pcs) {
		return int(pcs[f.pc])
	}
	return f.pc
}

// pcOfBCI is the instruction at bytecode offset bci of m, -1 for a native
// method or an offset that starts no instruction.
func pcOfBCI(m *Method, bci int) int {
	if m.code == nil || bci < 0 {
		return -1
	}
	pcs := m.code.pcs
	if len(pcs) == 0 {
		return bci
	}
	if i := sort.Search(len(pcs), func(i int) bool { return int(pcs[i]) >= bci }); i < len(pcs) && int(pcs[i]) == bci {
		return i
	}
	return -1
}
