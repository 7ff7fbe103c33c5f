package interp

import (
	"io"
	"slices"
)

// DescribeThrowable renders an exception as Throwable.toString does:
// "java.lang.IllegalStateException: msg". The exception of an unhandled
// one whose class computes its text — overrides toString, getMessage or
// getLocalizedMessage, as JUnit 4's ComparisonFailure does, which builds
// its message only when asked — gets that text from its own toString, run
// in a copy of the execution so that the execution itself runs none of
// the program's code for a report. If that cannot be done, or fails, the
// stored message stands.
func (vm *VM) DescribeThrowable(exc *Object) string {
	if s, ok := vm.computedText(exc); ok {
		return s
	}
	return vm.describeThrowable(exc)
}

// computedText runs toString of an unhandled exception whose class
// computes its text in a copy of the VM, on the copy of the thread it
// ended.
func (vm *VM) computedText(exc *Object) (text string, ok bool) {
	const desc = "()Ljava/lang/String;"
	toString := vm.wk.throwable.DeclaredMethod("toString", desc)
	m := selectVirtual(exc.Class, toString)
	computes := m != toString
	for _, name := range []string{"getMessage", "getLocalizedMessage"} {
		base := vm.wk.throwable.DeclaredMethod(name, desc)
		computes = computes || selectVirtual(exc.Class, base) != base
	}
	i := slices.IndexFunc(vm.unhandled, func(u UnhandledException) bool { return u.Exception == exc })
	if !computes || m == nil || i < 0 || vm.direct || !vm.CanClone() {
		return "", false
	}
	defer func() {
		// A failure of the program's code, or of jcheck's in a state it
		// was not made for, leaves the stored message.
		if recover() != nil {
			text, ok = "", false
		}
	}()
	c := vm.Clone()
	c.SetOutput(io.Discard, io.Discard)
	c.exited = false
	t := c.unhandled[i].Thread
	t.exc, t.stopped, t.atVisible = nil, false, false
	r, thrown := t.callJava(m, Ref(c.unhandled[i].Exception))
	if thrown != nil || r.R == nil {
		return "", false
	}
	return c.GoString(r.R), true
}
