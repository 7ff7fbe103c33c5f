package interp

import "strings"

// The named modules of the JDK's classes as the program sees them.
// jcheck does not boot the module system: every class is in the unnamed
// module of its loader, so that modules restrict nothing and the JDK's
// code, which asks Class.getModule throughout (resource bundles, service
// loading, reflection's checks), runs as it does in an unnamed module.
// The program's own code, though, asking a class of the JDK for its
// module directly (String.class.getModule()), gets a named module as
// from java: "module java.base", with its name and the ModuleDescriptor
// the module's module-info declares, one object per module in an
// execution, which exports the packages its module-info exports to all
// (Module.initExports) and whose resources getResourceAsStream reads
// from the JDK's image. It is not in a layer (getLayer() is null) and
// has no loader (the JDK's classes are the boot loader's in jcheck), and
// without its layer's graph it reads no other module and exports no
// package to a module named in a qualified export.

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
		empty := mustMethod(t.loadClass("java/util/Map"), "of", "()Ljava/util/Map;")
		t.Call(empty, nil, func(t *Thread, none Value, exc *Object) Value {
			if exc != nil {
				t.exc = exc
				return nothing
			}
			initExports := mustMethod(module, "initExports", "(Ljava/lang/Module;Ljava/util/Map;)V")
			t.Call(initExports, []Value{Ref(m), none}, func(t *Thread, _ Value, exc *Object) Value {
				if exc != nil {
					t.exc = exc
					return nothing
				}
				setFieldNamed(mirror, "module", Ref(m))
				return then(m)
			})
			return nothing
		})
		return nothing
	})
	return nothing
}

func init() {
	// What HotSpot records of a named module's exports and reads (the
	// JDK's named modules above, whose Java code updates Module's maps
	// and then tells the VM): jcheck checks no module access, Module's
	// maps are all there is.
	register("java/lang/Module", map[string]Native{
		"addExportsToAll0(Ljava/lang/Module;Ljava/lang/String;)V":              noop,
		"addExportsToAllUnnamed0(Ljava/lang/Module;Ljava/lang/String;)V":       noop,
		"addExports0(Ljava/lang/Module;Ljava/lang/String;Ljava/lang/Module;)V": noop,
		"addReads0(Ljava/lang/Module;Ljava/lang/Module;)V":                     noop,
	})
	// A resource of a named module (Module.getResourceAsStream, once
	// Module has checked that the caller may read it), from the JDK's
	// image. The JDK's own classes are in the boot loader's unnamed module
	// here, so that their lookups of resources of their own modules
	// (BreakIterator's rules, in java.base's sun/text/resources, asked
	// for through its class's module) come with a null module name: the
	// resource is then looked for in the module of the JDK whose package
	// holds it. In java the boot loader's unnamed module has the boot
	// class path's additions, which jcheck's boot loader has none of.
	const findResource = "findResourceAsStream(Ljava/lang/String;Ljava/lang/String;)Ljava/io/InputStream;"
	replace("jdk/internal/loader/BootLoader", map[string]Native{
		findResource: func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			name, module := t.vm.GoString(a[1].R), ""
			if a[0].R != nil {
				module = t.vm.GoString(a[0].R)
			} else if module = t.vm.loader.moduleOf(name); module == "" {
				return Ref(nil)
			}
			data, ok := t.vm.loader.moduleResource(module, name)
			if !ok {
				return Ref(nil)
			}
			return t.newByteArrayInputStream(data)
		},
	})
	// The module of a package of the JDK's image the boot loader defines
	// (BootLoader.getDefinedPackage, from the location
	// getSystemPackageLocation gives): the named module, as java finds
	// it in the boot layer jcheck does not make.
	replace("jdk/internal/loader/BootLoader$PackageHelper", map[string]Native{
		"findModule(Ljava/lang/String;)Ljava/lang/Module;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) {
				return nothing
			}
			name, ok := strings.CutPrefix(t.vm.GoString(a[0].R), "jrt:/")
			c := t.vm.loader.moduleClass(name)
			if !ok || c == nil {
				return Ref(nil)
			}
			return t.namedModule(c, func(m *Object) Value { return Ref(m) })
		},
	})
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
// code of the program's.
func (t *Thread) calledByProgram() bool {
	n := len(t.frames)
	return n >= 2 && t.frames[n-2].method != nil && t.frames[n-2].method.Class.programs()
}

// programs reports whether c is the program's: a class of the class
// path, of a loader of the program's, or a hidden class one of those
// made.
func (c *Class) programs() bool {
	if c.host != nil {
		c = c.host
	}
	return c.App || c.Namespace != 0
}
