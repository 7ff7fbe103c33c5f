package interp

import "slices"

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

// Implemented reports whether the VM can run the native method m: it
// has a Go implementation, or the VM replaces m (which then never runs
// as a native). A native method that is not implemented ends the
// execution that calls it.
func (l *Loader) Implemented(m *Method) bool {
	return natives[m.Key()] != nil || l.Replaced(m)
}

// LiveClasses lists, by class ID, the classes of the objects that exist
// (those reachable from the VM's roots; arrays left out): where an
// analysis of the code about to run finds the objects it starts with.
func (vm *VM) LiveClasses() []*Class {
	seen := map[*Class]bool{}
	var out []*Class
	vm.eachLive(func(o *Object) {
		if !o.IsArray() && !seen[o.Class] {
			seen[o.Class] = true
			out = append(out, o.Class)
		}
	})
	slices.SortFunc(out, func(a, b *Class) int { return a.ID - b.ID })
	return out
}
