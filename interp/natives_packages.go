package interp

// The application class loader's packages. A loader in java records the
// package of every class it defines (ClassLoader.postDefineClass puts a
// NamedPackage in its packages map), so the application class loader
// knows the package of each class of the class path loaded so far;
// jcheck loads those classes itself, without the loader's Java code, and
// the map lacks them. So the two methods that read the map —
// getDefinedPackage, and packages, behind getDefinedPackages, getPackages
// and Package.getPackages — first define the package of each class of the
// class path the execution has loaded (ClassLoader.definePackage(Class),
// as Class.getPackage does), then read the map as the JDK's do. Other
// loaders run the JDK's code.

func init() {
	const classLoader = "java/lang/ClassLoader"
	natives := map[string]Native{
		"getDefinedPackage(Ljava/lang/String;)Ljava/lang/Package;": func(t *Thread, a []Value) Value {
			loader, name := a[0].R, a[1].R
			if name == nil {
				t.ThrowNew("java/lang/NullPointerException", "name cannot be null")
				return nothing
			}
			return t.defineAppPackages(loader, func() Value {
				packages := t.vm.must(classLoader)
				m := fieldNamed(loader, "packages").R
				get := t.selectMethod(m.Class, mustMethod(t.vm.must("java/util/Map"), "get", "(Ljava/lang/Object;)Ljava/lang/Object;"), true)
				if get == nil {
					return nothing
				}
				t.callFromNative(get, []Value{Ref(m), Ref(name)}, func(t *Thread, p Value, exc *Object) Value {
					if exc != nil || p.R == nil {
						return passResult(t, p, exc)
					}
					return t.asPackage(packages, loader, p.R, passResult)
				})
				return nothing
			})
		},
		"packages()Ljava/util/stream/Stream;": func(t *Thread, a []Value) Value {
			loader := a[0].R
			return t.defineAppPackages(loader, func() Value {
				m := fieldNamed(loader, "packages").R
				values := t.selectMethod(m.Class, mustMethod(t.vm.must("java/util/Map"), "values", "()Ljava/util/Collection;"), true)
				if values == nil {
					return nothing
				}
				t.callFromNative(values, []Value{Ref(m)}, func(t *Thread, vs Value, exc *Object) Value {
					if exc != nil {
						return passResult(t, vs, exc)
					}
					toArray := t.selectMethod(vs.R.Class, mustMethod(t.vm.must("java/util/Collection"), "toArray", "()[Ljava/lang/Object;"), true)
					if toArray == nil {
						return nothing
					}
					t.callFromNative(toArray, []Value{vs}, func(t *Thread, arr Value, exc *Object) Value {
						if exc != nil {
							return passResult(t, arr, exc)
						}
						return t.packageStream(loader, arr.R.Array.([]*Object), nil)
					})
					return nothing
				})
				return nothing
			})
		},
	}
	replace(classLoader, natives)
	for sig := range natives {
		replacementGuards[classLoader+"."+sig] = func(vm *VM, loader *Object) bool {
			return loader != nil && loader == vm.builtinLoader(appLoader)
		}
	}
}

// defineAppPackages defines, in the application class loader, the package
// of each class of the class path the execution has loaded, then returns
// then(); for any other loader, then() at once.
func (t *Thread) defineAppPackages(loader *Object, then func() Value) Value {
	vm := t.vm
	if loader != vm.builtinLoader(appLoader) {
		return then()
	}
	seen := map[string]bool{}
	var classes []*Class
	vm.eachLoadedClass(func(c *Class) bool {
		if c.App && !seen[c.PackageName()] {
			seen[c.PackageName()] = true
			classes = append(classes, c)
		}
		return true
	})
	define := mustMethod(vm.must("java/lang/ClassLoader"), "definePackage", "(Ljava/lang/Class;)Ljava/lang/Package;")
	var next func(i int) Value
	next = func(i int) Value {
		if i == len(classes) {
			return then()
		}
		t.Call(define, []Value{Ref(loader), Ref(vm.Mirror(classes[i]))}, func(t *Thread, _ Value, exc *Object) Value {
			if exc != nil {
				t.exc = exc
				return nothing
			}
			return next(i + 1)
		})
		return nothing
	}
	return next(0)
}

// asPackage continues with the Package of an entry of the loader's
// packages map: the entry itself if it is one, else the Package
// ClassLoader.definePackage(String, Module) makes of the NamedPackage.
func (t *Thread) asPackage(classLoader *Class, loader, p *Object, then func(*Thread, Value, *Object) Value) Value {
	if p.Class.IsSubclassOf(t.vm.must("java/lang/Package")) {
		return then(t, Ref(p), nil)
	}
	named := t.vm.must("java/lang/NamedPackage")
	name, module := p.Fields[mustField(named, "name").Slot], p.Fields[mustField(named, "module").Slot]
	define := mustMethod(classLoader, "definePackage", "(Ljava/lang/String;Ljava/lang/Module;)Ljava/lang/Package;")
	t.Call(define, []Value{Ref(loader), name, module}, then)
	return nothing
}

// packageStream is ClassLoader.packages over the map's entries: each as a
// Package (asPackage), in the map's order, as a Stream.
func (t *Thread) packageStream(loader *Object, entries, done []*Object) Value {
	if len(done) == len(entries) {
		pkgs := t.vm.must("java/lang/Package")
		arr := t.vm.NewObjectArray(pkgs, done)
		stream := mustMethod(t.vm.must("java/util/Arrays"), "stream", "([Ljava/lang/Object;)Ljava/util/stream/Stream;")
		t.Call(stream, []Value{Ref(arr)}, passResult)
		return nothing
	}
	return t.asPackage(t.vm.must("java/lang/ClassLoader"), loader, entries[len(done)], func(t *Thread, p Value, exc *Object) Value {
		if exc != nil {
			return passResult(t, p, exc)
		}
		return t.packageStream(loader, entries, append(done, p.R))
	})
}
