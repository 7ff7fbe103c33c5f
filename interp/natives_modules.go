package interp

// The named modules of the JDK's classes as the program sees them.
// jcheck does not boot the module system: every class is in the unnamed
// module of its loader, so that modules restrict nothing and the JDK's
// code, which asks Class.getModule throughout (resource bundles, service
// loading, reflection's checks), runs as it does in an unnamed module.
// The program's own code, though, asking a class of the JDK for its
// module directly (String.class.getModule()), gets a named module as
// from java: "module java.base", with its name and the ModuleDescriptor
// the module's module-info declares, one object per module in an
// execution. It is not in a layer (getLayer() is null) and has no loader
// (the JDK's classes are the boot loader's in jcheck), and reads and
// exports only what it would without its layer's graph: isExported and
// isOpen answer true for its own packages only if asked about itself.

// namedModule continues with the named module of the JDK class c, made
// on first use in the execution and kept in the `module` field of the
// mirror of the first class of that module the VM loaded (a field
// jcheck's Class.getModule does not otherwise use); then(nil) if the
// JDK's image has no module-info for it.
func (t *Thread) namedModule(c *Class, then func(*Object) Value) Value {
	vm := t.vm
	mirror := vm.Mirror(vm.loader.moduleClass(c.Module))
	if m := fieldNamed(mirror, "module").R; m != nil {
		return then(m)
	}
	info, ok := vm.loader.moduleResource(c.Module, "module-info.class")
	descriptors, module := t.loadClass("java/lang/module/ModuleDescriptor"), t.loadClass("java/lang/Module")
	if !ok || descriptors == nil || module == nil {
		t.exc = nil
		return then(nil)
	}
	in := t.newByteArrayInputStream(info)
	if t.exc != nil {
		return nothing
	}
	read := mustMethod(descriptors, "read", "(Ljava/io/InputStream;)Ljava/lang/module/ModuleDescriptor;")
	t.Call(read, []Value{in}, func(t *Thread, d Value, exc *Object) Value {
		if exc != nil {
			t.exc = exc
			return nothing
		}
		m := vm.NewObject(module)
		setFieldNamed(m, "name", Ref(vm.Intern(c.Module)))
		setFieldNamed(m, "descriptor", d)
		setFieldNamed(mirror, "module", Ref(m))
		return then(m)
	})
	return nothing
}

// moduleClass is the first class of the module the loader loaded, whose
// mirror holds the module's object (namedModule).
func (l *Loader) moduleClass(module string) *Class {
	l.mu.Lock()
	defer l.mu.Unlock()
	if c := l.moduleClasses[module]; c != nil {
		return c
	}
	for _, c := range l.byID {
		if c.Module == module && !c.IsArray() {
			if l.moduleClasses == nil {
				l.moduleClasses = map[string]*Class{}
			}
			l.moduleClasses[module] = c
			return c
		}
	}
	return nil
}

// calledByProgram reports whether the caller of the running native is
// code of the program's (a class of the class path, of a loader of the
// program's, or a hidden class of one).
func (t *Thread) calledByProgram() bool {
	n := len(t.frames)
	if n < 2 || t.frames[n-2].method == nil {
		return false
	}
	c := t.frames[n-2].method.Class
	if c.host != nil {
		c = c.host
	}
	return c.App || c.Namespace != 0
}
