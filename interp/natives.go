package interp

import "fmt"

// natives maps "class.name(descriptor)" to the Go implementation of a
// native method, grouped by JDK class in the natives_*.go files.
var natives = map[string]Native{}

// replaced maps library methods that have Java code to a Go implementation
// the VM uses instead, because the Java code relies on VM internals jcheck
// models differently (e.g. Thread.start, which is a visible operation).
var replaced = map[string]Native{}

// replacementGuards decides, for replacements that apply only to some
// receivers, whether a call is replaced: by the receiver (a Condition is
// modelled only if its lock is).
var replacementGuards = map[string]func(vm *VM, recv *Object) bool{}

// visibleNatives gives, for natives that perform a visible operation, the
// operation a call with these arguments would perform, and whether it is
// visible at all (for example, notify by a thread that does not own the
// lock only throws).
var visibleNatives = map[string]func(t *Thread, args []Value) (Op, bool){}

// register adds natives of one class: fns maps "name(descriptor)" to the
// implementation.
func register(class string, fns map[string]Native) {
	for sig, fn := range fns {
		key := class + "." + sig
		if _, dup := natives[key]; dup {
			panic("duplicate native " + key)
		}
		natives[key] = fn
	}
}

// replace registers Go implementations of Java library methods.
func replace(class string, fns map[string]Native) {
	for sig, fn := range fns {
		replaced[class+"."+sig] = fn
	}
}

// nativeFor binds a native method to its implementation; an unsupported
// one ends the execution with an error naming it.
func (vm *VM) nativeFor(m *Method) Native {
	if m.native == nil {
		fn := natives[m.Key()]
		if fn == nil {
			fatalf("native method %s is not supported by jcheck", m)
		}
		m.native = fn
		m.visible = visibleNatives[m.Key()]
	}
	return m.native
}

// bindReplacement gives a linked method its Go replacement, if any.
func (l *Loader) bindReplacement(m *Method) {
	if k := m.Key(); l.replaces(k) {
		m.native, m.visible, m.guard = replaced[k], visibleNatives[k], replacementGuards[k]
	}
}

// replaces reports whether the loader's VMs run the replacement of the
// method with key k: one exists and its option is on.
func (l *Loader) replaces(k string) bool {
	return replaced[k] != nil && (l.EnumerateRandom || !enumeratedRandom[k]) && (!l.LibraryBytecode || !modelledLocks[k])
}

// codeOf returns the decoded body of a method, decoding it on first use.
func (vm *VM) codeOf(m *Method) *Code {
	if m.code == nil {
		if m.File == nil || m.File.Code == nil {
			fatalf("method %s has no code", m)
		}
		m.code = decode(vm.loader, m.Class.File, m.File.Code)
	}
	return m.code
}

// nothing is the result of void natives.
var nothing = Value{}

// noop is a native that does nothing (registerNatives and the like).
func noop(*Thread, []Value) Value { return nothing }

// constant returns a native that always returns v.
func constant(v Value) Native { return func(*Thread, []Value) Value { return v } }

// describeThrowable renders an exception for jcheck's own error messages:
// "java.lang.IllegalStateException: msg".
func (vm *VM) describeThrowable(exc *Object) string {
	s := exc.Class.JavaName()
	if msg := exc.Fields[vm.wk.throwableMessage.Slot].R; msg != nil {
		s += ": " + vm.GoString(msg)
	}
	return s
}

// nullCheck throws NullPointerException if o is nil.
func (t *Thread) nullCheck(o *Object) bool {
	if o == nil {
		t.exc = t.vm.newThrowable("java/lang/NullPointerException", "")
		return false
	}
	return true
}

func unsupported(what string, args ...any) {
	fatalf("%s is not supported by jcheck", fmt.Sprintf(what, args...))
}
