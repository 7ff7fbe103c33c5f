package interp

import (
	"strings"
)

// Class loaders as Java programs see them. The VM's Loader holds every
// class, JDK and application alike, in one name space (loader.go); the
// JDK's built-in loaders (jdk.internal.loader.ClassLoaders: the boot, the
// platform and the application class loader) are Java objects that stand
// for its two halves: a class of the class path is defined by the
// application class loader (Class.getClassLoader, as java answers), a
// class of the JDK by the boot loader (null). Loading through a built-in
// loader, by ClassLoader.loadClass or Class.forName, asks the VM's Loader
// for the name and answers as the loader would: the boot and platform
// loaders see only the JDK's classes.

// lookupLoaders finds the classes of the built-in loaders without
// creating them: they are created when the program first needs one
// (withLoaders), as the JDK's own code creates them when it first asks
// for the system class loader, so that start-up makes no more objects
// than it did. The VM stays at init level 1, where
// ClassLoader.getSystemClassLoader answers with the built-in application
// class loader. A JDK without jdk.internal.loader (JDK 8) keeps the null
// loader for every class.
func (vm *VM) lookupLoaders() {
	c, err := vm.loader.Load("jdk/internal/loader/ClassLoaders")
	if err != nil {
		return
	}
	boot := vm.must("jdk/internal/loader/BootLoader")
	w := &vm.wk
	w.classLoaders, w.bootUnnamedModule = c, mustField(boot, "UNNAMED_MODULE")
	w.loaderUnnamedModule = mustField(vm.must("java/lang/ClassLoader"), "unnamedModule")
}

// withLoaders runs then once the built-in loaders exist, creating them
// (initialising ClassLoaders) if need be.
func (t *Thread) withLoaders(then func() Value) Value {
	if t.vm.wk.classLoaders == nil {
		return then()
	}
	return t.initLibraryThen(t.vm.wk.classLoaders, then)
}

// initLibraryThen initialises a class of the JDK's that a native needs
// and then returns then(). A class nobody has begun to initialise is
// initialised at once, to completion, as the VM initialises the classes
// of the exceptions it creates: its initialiser is the library's
// business, and running it as calls of the program's thread would give
// a program that merely asks for a class's loader the scheduling points
// of the loaders' construction (and let another thread find the
// initialisation under way, which a native cannot wait for).
func (t *Thread) initLibraryThen(c *Class, then func() Value) Value {
	if t.vm.state(c).init == uninitialized {
		t.vm.initDirect(c)
	}
	return t.initThen(c, then)
}

// The built-in loaders, by their static field in ClassLoaders.
const (
	bootLoader     = "BOOT_LOADER"
	platformLoader = "PLATFORM_LOADER"
	appLoader      = "APP_LOADER"
)

// builtinLoader is one of the built-in class loaders of this execution,
// nil before they exist.
func (vm *VM) builtinLoader(name string) *Object {
	c := vm.wk.classLoaders
	if c == nil || vm.state(c).init != initialized {
		return nil
	}
	return vm.Statics(c)[mustField(c, name).Slot].R
}

// definingLoader is the class loader that defined c, as
// Class.getClassLoader answers: the application class loader for a class
// of the class path (and an array or a lambda of one; nil before the
// loaders exist), the program's loader for a class it defined
// (natives_define.go), null for the JDK's.
func (vm *VM) definingLoader(c *Class) *Object {
	for c.IsArray() {
		c = c.Component
	}
	if c.host != nil {
		c = c.host
	}
	switch {
	case c.Namespace != 0:
		if c.Namespace <= len(vm.userLoaders) {
			return vm.userLoaders[c.Namespace-1]
		}
		return nil
	case !c.App:
		return nil
	}
	return vm.builtinLoader(appLoader)
}

// isBuiltinLoader reports whether loader is null or one of the built-in
// loaders, and if so whether it sees the class path (the application
// class loader does; the boot and platform loaders see the JDK only).
func (vm *VM) isBuiltinLoader(loader *Object) (builtin, classPath bool) {
	if loader == nil {
		return true, false
	}
	switch loader {
	case vm.builtinLoader(appLoader):
		return true, true
	case vm.builtinLoader(platformLoader), vm.builtinLoader(bootLoader):
		return true, false
	}
	return false, false
}

// loadVisible loads the class with a binary name ("a.b.C", or an array
// name "[La.b.C;") as a built-in loader does: nil, without an exception,
// if there is no such class or the loader does not see it (a class of the
// class path, for the boot and platform loaders); nil with t.exc set if
// the class file is there but cannot be loaded (LinkageError).
func (t *Thread) loadVisible(name string, classPath bool) *Class {
	if name == "" || strings.Contains(name, "/") {
		return nil
	}
	c, err := t.vm.loader.Load(strings.ReplaceAll(name, ".", "/"))
	if err != nil {
		if le, ok := err.(*LoadError); ok && !le.NotFound() {
			t.exc = t.vm.loadError(err)
		}
		return nil
	}
	e := c
	for e.IsArray() {
		e = e.Component
	}
	if c.Primitive || (e.App && !classPath) {
		return nil
	}
	return c
}

// needsLoaders reports whether c's loader is one of the built-in loaders
// other than the boot loader: the application class loader, which may
// not exist yet.
func needsLoaders(c *Class) bool {
	for c.IsArray() {
		c = c.Component
	}
	if c.host != nil {
		c = c.host
	}
	return c.App && c.Namespace == 0
}

func init() {
	// A class's loader and module are not kept in its mirror but worked
	// out when asked, so that the loaders are created only then. The
	// module system is not booted: every class is in the unnamed module
	// of its loader (the boot loader's for the JDK's classes, as for
	// classes of -Xbootclasspath/a), which reads every module and exports
	// and opens every package, so that modules restrict nothing.
	getClassLoader := func(t *Thread, a []Value) Value {
		c := ClassOf(a[0].R)
		if needsLoaders(c) {
			return t.withLoaders(func() Value { return Ref(t.vm.definingLoader(c)) })
		}
		return Ref(t.vm.definingLoader(c))
	}
	replace("java/lang/Class", map[string]Native{
		"getClassLoader0()Ljava/lang/ClassLoader;": getClassLoader,
		// getClassLoader is getClassLoader0 without a security manager
		// (jcheck runs no security policy); from JDK 18 on it reads the
		// mirror's field itself rather than calling getClassLoader0.
		"getClassLoader()Ljava/lang/ClassLoader;": getClassLoader,
		// From JDK 18 on getPackage reads the mirror's loader field as
		// well: the package is the defining loader's
		// (ClassLoader.definePackage(Class)), the boot loader's for its
		// classes (BootLoader.definePackage), as java's getPackage has it.
		"getPackage()Ljava/lang/Package;": func(t *Thread, a []Value) Value {
			mirror := a[0] // a is reused by the initialisers' calls
			c := ClassOf(mirror.R)
			if c.Primitive || c.IsArray() {
				return Ref(nil)
			}
			define := func() Value {
				if l := t.vm.definingLoader(c); l != nil {
					t.Call(mustMethod(t.vm.must("java/lang/ClassLoader"), "definePackage", "(Ljava/lang/Class;)Ljava/lang/Package;"), []Value{Ref(l), mirror}, passResult)
					return nothing
				}
				boot := t.vm.must("jdk/internal/loader/BootLoader")
				return t.initThen(boot, func() Value {
					t.Call(mustMethod(boot, "definePackage", "(Ljava/lang/Class;)Ljava/lang/Package;"), []Value{mirror}, passResult)
					return nothing
				})
			}
			if needsLoaders(c) {
				return t.withLoaders(define)
			}
			return define()
		},
		// As java -ea, unless the program gave the class's loader
		// assertion directives (ClassLoader.setClassAssertionStatus and
		// the like): then the loader answers. Unlike the JDK's, it takes
		// no lock and does not create the loaders to ask them.
		"desiredAssertionStatus()Z": func(t *Thread, a []Value) Value {
			c := ClassOf(a[0].R)
			cl := t.loadClass("java/lang/ClassLoader")
			if cl == nil {
				return nothing
			}
			if l := t.vm.definingLoader(c); l != nil && l.Fields[mustField(cl, "classAssertionStatus").Slot].R != nil {
				ask := mustMethod(cl, "desiredAssertionStatus", "(Ljava/lang/String;)Z")
				t.Call(ask, []Value{Ref(l), Ref(t.vm.Intern(c.JavaName()))}, passResult)
				return nothing
			}
			return Bool(t.vm.assertionsEnabled(c))
		},
		"getModule()Ljava/lang/Module;": func(t *Thread, a []Value) Value {
			c := ClassOf(a[0].R)
			if c.host != nil {
				c = c.host // a lambda's hidden class is in its maker's module
			}
			if t.vm.wk.classLoaders == nil {
				return Ref(nil)
			}
			if needsLoaders(c) {
				return t.withLoaders(func() Value {
					// Null while the loaders are being created.
					if l := t.vm.definingLoader(c); l != nil {
						return l.Fields[t.vm.wk.loaderUnnamedModule.Slot]
					}
					return Ref(nil)
				})
			}
			if l := t.vm.definingLoader(c); l != nil {
				return l.Fields[t.vm.wk.loaderUnnamedModule.Slot]
			}
			boot := t.vm.wk.bootUnnamedModule.Class
			unnamed := func() Value {
				return t.initLibraryThen(boot, func() Value { return t.vm.Statics(boot)[t.vm.wk.bootUnnamedModule.Slot] })
			}
			if c.Module != "" && t.calledByProgram() {
				return t.namedModule(c, func(m *Object) Value {
					if m == nil {
						return unnamed()
					}
					return Ref(m)
				})
			}
			return unnamed()
		},
	})
	// A thread's context class loader is the application class loader
	// unless the program sets another: a null field stands for it, and
	// the boot loader's object, which the program never sees, for a null
	// the program set. A new thread inherits its parent's field as it is
	// (Thread's constructor asks getContextClassLoader), so that making a
	// thread does not create the loaders.
	replace("java/lang/Thread", map[string]Native{
		"getContextClassLoader()Ljava/lang/ClassLoader;": func(t *Thread, a []Value) Value {
			cl := a[0].R.Fields[t.vm.wk.contextClassLoader.Slot].R
			if n := len(t.frames); n >= 2 {
				if m := t.frames[n-2].method; m != nil && m.Class == t.vm.wk.thread && m.Name == "<init>" {
					return Ref(cl)
				}
			}
			if cl != nil {
				if cl == t.vm.builtinLoader(bootLoader) {
					return Ref(nil)
				}
				return Ref(cl)
			}
			return t.withLoaders(func() Value { return Ref(t.vm.builtinLoader(appLoader)) })
		},
		"setContextClassLoader(Ljava/lang/ClassLoader;)V": func(t *Thread, a []Value) Value {
			th := a[0].R
			if a[1].R != nil {
				th.Fields[t.vm.wk.contextClassLoader.Slot] = a[1]
				return nothing
			}
			return t.withLoaders(func() Value {
				th.Fields[t.vm.wk.contextClassLoader.Slot] = Ref(t.vm.builtinLoader(bootLoader))
				return nothing
			})
		},
	})
	register("java/lang/ClassLoader", map[string]Native{
		// java -ea's directives, which a loader starts from when the
		// program first sets one of its own: assertions on by default,
		// none for a class or a package.
		"retrieveDirectives()Ljava/lang/AssertionStatusDirectives;": func(t *Thread, a []Value) Value {
			c := t.loadClass("java/lang/AssertionStatusDirectives")
			if c == nil {
				return nothing
			}
			d := t.vm.NewObject(c)
			booleans := t.vm.wk.primitiveArrays[4]
			setFieldNamed(d, "classes", Ref(t.vm.NewObjectArray(t.vm.wk.string, []*Object{})))
			setFieldNamed(d, "classEnabled", Ref(t.vm.NewArray(booleans, 0)))
			setFieldNamed(d, "packages", Ref(t.vm.NewObjectArray(t.vm.wk.string, []*Object{})))
			setFieldNamed(d, "packageEnabled", Ref(t.vm.NewArray(booleans, 0)))
			setFieldNamed(d, "deflt", Bool(!t.vm.opts.DisableAssertions))
			return Ref(d)
		},
		// ClassLoader.loadClass of a loader whose parent is the boot
		// loader asks it last.
		"findBootstrapClass(Ljava/lang/String;)Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			if c := t.loadVisible(t.vm.GoString(a[0].R), false); c != nil && !c.IsArray() {
				return Ref(t.vm.Mirror(c))
			}
			return Ref(nil)
		},
		// The built-in loaders find what they loaded in the VM's Loader
		// (loadClassOrNull); a loader of the program's, what it defined.
		"findLoadedClass0(Ljava/lang/String;)Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			if ns, ok := a[0].R.Native.(loaderNamespace); ok {
				if c := t.vm.definedIn(int(ns), strings.ReplaceAll(t.vm.GoString(a[1].R), ".", "/")); c != nil {
					return Ref(t.vm.Mirror(c))
				}
			}
			return Ref(nil)
		},
	})
	register("jdk/internal/misc/VM", map[string]Native{
		// The first loader on the stack other than the boot and platform
		// loaders (ObjectInputStream resolves classes with it): the
		// application class loader if a class of the class path is
		// running.
		"latestUserDefinedLoader0()Ljava/lang/ClassLoader;": func(t *Thread, a []Value) Value {
			for i := len(t.frames) - 1; i >= 0; i-- {
				if m := t.frames[i].method; m != nil && (needsLoaders(m.Class) || t.vm.definingLoader(m.Class) != nil) {
					c := m.Class
					return t.withLoaders(func() Value { return Ref(t.vm.definingLoader(c)) })
				}
			}
			return Ref(nil)
		},
	})
	replace("jdk/internal/loader/BuiltinClassLoader", map[string]Native{
		// The built-in loaders' delegation (parent first, then the
		// class path), done by the VM's Loader.
		"loadClassOrNull(Ljava/lang/String;Z)Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			_, classPath := t.vm.isBuiltinLoader(a[0].R)
			c := t.loadVisible(t.vm.GoString(a[1].R), classPath)
			if c == nil || c.IsArray() {
				if t.exc != nil {
					return nothing
				}
				return Ref(nil)
			}
			return Ref(t.vm.Mirror(c))
		},
	})
}

// passResult is the continuation of a native whose result is that of the
// Java method it called.
func passResult(t *Thread, r Value, exc *Object) Value {
	t.exc = exc
	return r
}

// loadThrough loads a class by binary name through a class loader of the
// program's, as HotSpot does for Class.forName: its loadClass(String)
// finds the class (an array's element class, for an array name); then
// continues with it. A loader that returns null, or a class of another
// name, makes the ClassNotFoundException or NoClassDefFoundError java
// throws.
func (t *Thread) loadThrough(loader *Object, name string, then func(*Class) Value) Value {
	elem, dims := name, 0
	for strings.HasPrefix(elem, "[") {
		elem, dims = elem[1:], dims+1
	}
	if dims > 0 {
		if !strings.HasPrefix(elem, "L") || !strings.HasSuffix(elem, ";") {
			// An array of a primitive type is the same for every loader.
			c := t.loadVisible(name, false)
			if c == nil {
				if t.exc == nil {
					t.ThrowNew("java/lang/ClassNotFoundException", name)
				}
				return nothing
			}
			return then(c)
		}
		elem = elem[1 : len(elem)-1]
	}
	if elem == "" || strings.Contains(elem, "/") {
		t.ThrowNew("java/lang/ClassNotFoundException", name)
		return nothing
	}
	load := resolveMethod(loader.Class, "loadClass", "(Ljava/lang/String;)Ljava/lang/Class;")
	t.callFromNative(load, []Value{Ref(loader), Ref(t.vm.NewString(elem))}, func(t *Thread, r Value, exc *Object) Value {
		if exc != nil {
			t.exc = exc
			return nothing
		}
		if r.R == nil {
			t.ThrowNew("java/lang/ClassNotFoundException", name)
			return nothing
		}
		c := ClassOf(r.R)
		if c.JavaName() != elem {
			t.ThrowNew("java/lang/NoClassDefFoundError", elem+" (wrong name: "+c.JavaName()+")")
			return nothing
		}
		if dims > 0 {
			if c = t.arrayClass(c, dims); c == nil {
				return nothing
			}
		}
		return then(c)
	})
	return nothing
}

func init() {
	// ServiceLoader.load(service) and load(service, loader), constructed
	// as a booted VM constructs them: the service's providers are looked
	// up through the loader, the system class loader if null. (The JDK's
	// constructor asks whether the VM is booted, which it is not at init
	// level 1, and would then restrict every lookup to the boot loader;
	// its check that the caller's module may use the service is left
	// out: every class is in an unnamed module, which uses every
	// service.)
	replace("java/util/ServiceLoader", map[string]Native{
		"<init>(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/ClassLoader;)V": func(t *Thread, a []Value) Value {
			svc, loader := a[2].R, a[3].R
			if !t.nullCheck(svc) {
				return nothing
			}
			if loader == nil {
				return t.withLoaders(func() Value {
					a[3] = Ref(t.vm.builtinLoader(appLoader))
					return newServiceLoader(t, a)
				})
			}
			return newServiceLoader(t, a)
		},
	})
}

// newServiceLoader is the constructor of a ServiceLoader, with its loader.
func newServiceLoader(t *Thread, a []Value) Value {
	sl, svc, loader := a[0].R, a[2].R, a[3].R
	list := t.loadClass("java/util/ArrayList")
	if list == nil {
		return nothing
	}
	lists := []*Object{t.vm.NewObject(list), t.vm.NewObject(list)}
	init := mustMethod(list, "<init>", "()V")
	t.Call(init, []Value{Ref(lists[0])}, func(t *Thread, _ Value, exc *Object) Value {
		if exc != nil {
			t.exc = exc
			return nothing
		}
		t.Call(init, []Value{Ref(lists[1])}, func(t *Thread, _ Value, exc *Object) Value {
			if exc != nil {
				t.exc = exc
				return nothing
			}
			setFieldNamed(sl, "instantiatedProviders", Ref(lists[0]))
			setFieldNamed(sl, "loadedProviders", Ref(lists[1]))
			setFieldNamed(sl, "service", Ref(svc))
			setFieldNamed(sl, "serviceName", Ref(t.vm.Intern(ClassOf(svc).JavaName())))
			setFieldNamed(sl, "loader", Ref(loader))
			return nothing
		})
		return nothing
	})
	return nothing
}
