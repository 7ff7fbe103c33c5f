package interp

// What package reach's static analysis needs of the interpreter's
// internals: the methods and positions of a thread's frames, the calls
// of the methods the VM synthesises, and which library methods the VM
// replaces by Go code.

// StackEntry is a method on a thread's stack and the instruction index
// at which it resumes (or performs its visible operation, for the top
// frame).
type StackEntry struct {
	Method *Method
	PC     int
}

// Frames lists the thread's frames, innermost last.
func (t *Thread) Frames() []StackEntry {
	out := make([]StackEntry, len(t.frames))
	for i := range t.frames {
		out[i] = StackEntry{t.frames[i].method, t.frames[i].pc}
	}
	return out
}

// Synthesized reports whether the VM generated the method's code (lambda
// proxies, call-site adapters): it has no class-file code.
func (m *Method) Synthesized() bool { return m.File == nil && m.code != nil }

// SynthesizedCalls lists the methods a synthesised method's code invokes
// (resolved call sites: the targets the VM linked them to).
func (m *Method) SynthesizedCalls() []*Method {
	if m.code == nil {
		return nil
	}
	var out []*Method
	for _, in := range m.code.instrs {
		switch r := in.ref.(type) {
		case *Method:
			switch in.op {
			case opInvokeSpecialQ, opInvokeStaticQ, opInvokeDynamicQ, opInvokeHandleQ:
				out = append(out, r)
			}
		case *callSite:
			out = append(out, r.resolved)
		}
	}
	return out
}

// Replaced reports whether the VM runs Go code instead of the method's
// Java code.
func (l *Loader) Replaced(m *Method) bool { return l.replaces(m.Key()) }
