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
//
// JDK 22 changed the protocol (the natives' signatures tell which one a
// class library speaks): doStackWalk and fetchStackFrames count the frames
// of a batch instead of giving its end index, and the buffer holds
// ClassFrameInfo or StackFrameInfo objects whose classOrMemberName the VM
// sets to the frame's class or to its method's ResolvedMethodName, with
// the method's flags (modifiers, hidden and caller-sensitive), where JDK
// 17's holds Class objects or StackFrameInfo objects with a MemberName.

// Stack walking modes (StackStreamFactory's @Native constants; JDK 22's
// CLASS_INFO_ONLY is JDK 17's FILL_CLASS_REFS_ONLY, and JDK 22 has no
// GET_CALLER_CLASS).
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
	mnCallerSensitive     = 0x00100000
	mnHiddenMember        = 0x00400000
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
		// JDK 17: callStackWalk(mode, skipFrames, batchSize, startIndex, frames).
		"callStackWalk(JIII[Ljava/lang/Object;)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			return t.callStackWalk(a[0].R, a[1].I, int(a[2].I), int(a[3].I), int(a[4].I), a[5].R, false)
		},
		// JDK 17: fetchStackFrames(mode, anchor, batchSize, startIndex, frames).
		"fetchStackFrames(JJII[Ljava/lang/Object;)I": func(t *Thread, a []Value) Value {
			return t.fetchStackFrames(a[0].R, a[1].I, a[2].I, int(a[3].I), int(a[4].I), a[5].R, false)
		},
		// JDK 21: JDK 17's, with the continuation to walk (jcheck's
		// virtual threads have none) after skipFrames.
		"callStackWalk(JILjdk/internal/vm/ContinuationScope;Ljdk/internal/vm/Continuation;II[Ljava/lang/Object;)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			if a[4].R != nil {
				unsupported("StackWalker on a continuation")
			}
			return t.callStackWalk(a[0].R, a[1].I, int(a[2].I), int(a[5].I), int(a[6].I), a[7].R, false)
		},
		// JDK 22: callStackWalk(mode, skipFrames, contScope, continuation,
		// bufferSize, startIndex, frames), where the buffer's first
		// bufferSize elements, from startIndex, take the batch. A walk of a
		// continuation (jcheck's virtual threads have none) is not supported.
		"callStackWalk(IILjdk/internal/vm/ContinuationScope;Ljdk/internal/vm/Continuation;II[Ljava/lang/Object;)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			if a[4].R != nil {
				unsupported("StackWalker on a continuation")
			}
			return t.callStackWalk(a[0].R, int64(a[1].I), int(a[2].I), int(a[5].I-a[6].I), int(a[6].I), a[7].R, true)
		},
		// JDK 22: fetchStackFrames(mode, anchor, lastBatchFrameCount,
		// bufferSize, startIndex, frames); the walk's position is kept in
		// the anchoring frame, so the count of the last batch is not needed.
		"fetchStackFrames(IJIII[Ljava/lang/Object;)I": func(t *Thread, a []Value) Value {
			return t.fetchStackFrames(a[0].R, int64(a[1].I), a[2].I, int(a[4].I-a[5].I), int(a[5].I), a[6].R, true)
		},
	})
	register("java/lang/StackFrameInfo", map[string]Native{
		// JDK 22: the method's name and descriptor, on demand.
		"expandStackFrameInfo()V": func(t *Thread, a []Value) Value {
			m := t.frameMethod(a[0].R)
			if m == nil {
				return nothing
			}
			setFieldNamed(a[0].R, "name", Ref(t.vm.Intern(m.Name)))
			setFieldNamed(a[0].R, "type", Ref(t.vm.Intern(m.Desc)))
			return nothing
		},
	})
	register("java/lang/StackTraceElement", map[string]Native{
		"initStackTraceElement(Ljava/lang/StackTraceElement;Ljava/lang/StackFrameInfo;)V": func(t *Thread, a []Value) Value {
			ste, sfi := a[0].R, a[1].R
			if !t.nullCheck(ste) || !t.nullCheck(sfi) {
				return nothing
			}
			if m := t.frameMethod(sfi); m != nil {
				t.vm.fillStackTraceElement(ste, traceFrame{method: m, pc: pcOfBCI(m, int(fieldNamed(sfi, "bci").I))})
			}
			return nothing
		},
	})
}

// frameMethod is the method a StackFrameInfo the VM filled in stands for
// (kept in its ResolvedMethodName, JDK 17's in its MemberName's); nil
// with an InternalError thrown if the VM did not fill it in.
func (t *Thread) frameMethod(sfi *Object) *Method {
	var rmn *Object
	if f := sfi.Class.InstanceField("classOrMemberName"); f != nil {
		rmn = sfi.Fields[f.Slot].R
	} else {
		rmn = fieldNamed(fieldNamed(sfi, "memberName").R, "method").R
	}
	var m *Method
	if rmn != nil {
		m, _ = rmn.Native.(*Method)
	}
	if m == nil {
		t.ThrowNew("java/lang/InternalError", "stack frame not filled in by the VM")
	}
	return m
}

// callStackWalk is AbstractStackWalker.callStackWalk (StackWalk::walk): it
// skips the frames of StackWalker and of the walker itself, then skip
// more, fills the first batch and returns what doStackWalk(anchor,
// skipFrames, batchSize (JDK 22: the number of frames filled), startIndex,
// endIndex) returns. The anchor names this native's frame; the position of
// the walk below it is kept in that frame's first local slot after the
// receiver, which calls made from the frame leave alone.
func (t *Thread) callStackWalk(walker *Object, mode int64, skip, batch, start int, buf *Object, counted bool) Value {
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
	end, next, ok := t.fillStackFrames(mode, i, batch, start, buf, counted)
	if !ok {
		return nothing
	}
	native := &t.frames[n]
	t.stack[native.lp+1] = Int(int32(next))
	native.sp = native.lp + 2
	doStackWalk := mustMethod(t.frames[n].method.Class, "doStackWalk", "(JIIII)Ljava/lang/Object;")
	third := batch
	if counted {
		third = end - start
	}
	args := []Value{Ref(walker), Long(int64(n) + 1), Int(int32(skip)), Int(int32(third)), Int(int32(start)), Int(int32(end))}
	t.Call(doStackWalk, args, func(t *Thread, r Value, exc *Object) Value {
		if exc != nil {
			t.Throw(exc)
		}
		return r
	})
	return nothing
}

// fetchStackFrames is AbstractStackWalker.fetchStackFrames: the next batch
// of the walk anchored in a callStackWalk frame of this thread for this
// walker. It returns the end index of the frames it filled (startIndex
// when the stack is exhausted), or with counted (JDK 22) their number.
func (t *Thread) fetchStackFrames(walker *Object, mode, anchor int64, batch, start int, buf *Object, counted bool) Value {
	if !t.nullCheck(buf) {
		return nothing
	}
	n := int(anchor) - 1
	if n < 0 || n >= len(t.frames) || t.frames[n].method == nil || t.frames[n].method.Name != "callStackWalk" || t.stack[t.frames[n].lp].R != walker {
		t.ThrowNew("java/lang/InternalError", "doesn't have a valid stack stream")
		return nothing
	}
	end, next, ok := t.fillStackFrames(mode, int(t.stack[t.frames[n].lp+1].I), batch, start, buf, counted)
	if !ok {
		return nothing
	}
	t.stack[t.frames[n].lp+1] = Int(int32(next))
	if counted {
		return Int(int32(end - start))
	}
	return Int(int32(end))
}

// fillStackFrames fills buf[start:start+batch] with the frames from
// t.frames[i] outward (StackWalk::fill_in_frames). In FILL_CLASS_REFS_ONLY
// (CLASS_INFO_ONLY) mode it stores their classes' mirrors, with
// frameInfos (JDK 22) in the ClassFrameInfo objects there; otherwise the
// StackFrameInfo objects there get their method and bytecode index.
// Hidden frames are shown only in SHOW_HIDDEN_FRAMES mode, never to
// getCallerClass. It returns the end index and the index of the next
// frame to examine.
func (t *Thread) fillStackFrames(mode int64, i, batch, start int, buf *Object, frameInfos bool) (end, next int, ok bool) {
	elems, _ := buf.Array.([]*Object)
	if start < 0 || batch < 0 || len(elems) < start+batch {
		t.ThrowNew("java/lang/IllegalArgumentException", "not enough space in buffers")
		return 0, 0, false
	}
	showHidden := mode&walkShowHiddenFrames != 0 && mode&walkGetCallerClass == 0
	frames, next, _ := t.javaFrames(make([]traceFrame, 0, batch), i, batch, showHidden)
	t.vm.chargeWork(int64(len(frames)))
	for k, f := range frames {
		classOnly := mode&walkFillClassRefsOnly != 0
		if classOnly && !frameInfos {
			elems[start+k] = t.vm.Mirror(f.method.Class)
			continue
		}
		sfi := elems[start+k]
		if !t.nullCheck(sfi) {
			return 0, 0, false
		}
		switch {
		case classOnly:
			t.vm.setClassFrameInfo(sfi, f.method, Ref(t.vm.Mirror(f.method.Class)))
		case frameInfos:
			t.vm.setClassFrameInfo(sfi, f.method, Ref(t.vm.resolvedMethodName(f.method)))
			setFieldNamed(sfi, "bci", Int(int32(bciOf(f))))
		default:
			t.vm.setMemberName(fieldNamed(sfi, "memberName").R, f.method)
			setFieldNamed(sfi, "bci", Int(int32(bciOf(f))))
		}
	}
	return start + len(frames), next, true
}

// setClassFrameInfo sets what a JDK 22 ClassFrameInfo (or StackFrameInfo)
// knows of the frame of method m: classOrMemberName, and m's flags added to
// those the object was created with (its RETAIN_CLASS_REF bit), which are
// its modifiers, whether it is a method or a constructor, and the
// MemberName bits of a hidden member (of a hidden class or @Hidden) and
// of a caller-sensitive method.
func (vm *VM) setClassFrameInfo(cfi *Object, m *Method, classOrMemberName Value) {
	flags := int32(m.Flags) & mnRecognizedModifiers
	if m.Name == "<init>" {
		flags |= mnIsConstructor
	} else {
		flags |= mnIsMethod
	}
	if m.Class.Hidden || m.annotatedHidden() {
		flags |= mnHiddenMember
	}
	if m.callerSensitive() {
		flags |= mnCallerSensitive
	}
	setFieldNamed(cfi, "classOrMemberName", classOrMemberName)
	setFieldNamed(cfi, "flags", Int(int32(fieldNamed(cfi, "flags").I)|flags))
}

// resolvedMethodName is a java.lang.invoke.ResolvedMethodName for method
// m: its class in vmholder, and m itself where HotSpot keeps its Method*.
func (vm *VM) resolvedMethodName(m *Method) *Object {
	rmn := vm.NewObject(vm.must("java/lang/invoke/ResolvedMethodName"))
	setFieldNamed(rmn, "vmholder", Ref(vm.Mirror(m.Class)))
	rmn.Native = m
	return rmn
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
