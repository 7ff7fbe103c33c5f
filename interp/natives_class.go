package interp

import (
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// Natives of java.lang.Class that describe classes.

func init() {
	register("java/lang/Class", map[string]Native{
		"registerNatives()V": noop,
		"desiredAssertionStatus0(Ljava/lang/Class;)Z": func(t *Thread, a []Value) Value {
			return Bool(t.vm.assertionsEnabled(ClassOf(a[0].R)))
		},
		"getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			name := t.vm.GoString(a[0].R)
			for _, c := range t.vm.loader.primitives {
				if c.Name == name {
					return Ref(t.vm.Mirror(c))
				}
			}
			t.ThrowNew("java/lang/ClassNotFoundException", name)
			return nothing
		},
		"isArray()Z":     func(t *Thread, a []Value) Value { return Bool(ClassOf(a[0].R).IsArray()) },
		"isInterface()Z": func(t *Thread, a []Value) Value { return Bool(ClassOf(a[0].R).IsInterface()) },
		"isPrimitive()Z": func(t *Thread, a []Value) Value { return Bool(ClassOf(a[0].R).Primitive) },
		"isHidden()Z":    func(t *Thread, a []Value) Value { return Bool(ClassOf(a[0].R).Hidden) },
		"isInstance(Ljava/lang/Object;)Z": func(t *Thread, a []Value) Value {
			o := a[1].R
			return Bool(o != nil && o.Class.AssignableTo(ClassOf(a[0].R)))
		},
		"isAssignableFrom(Ljava/lang/Class;)Z": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			to, from := ClassOf(a[0].R), ClassOf(a[1].R)
			if to.Primitive || from.Primitive {
				return Bool(to == from)
			}
			return Bool(from.AssignableTo(to))
		},
		"initClassName()Ljava/lang/String;": func(t *Thread, a []Value) Value {
			name := t.vm.Intern(ClassOf(a[0].R).JavaName())
			setFieldNamed(a[0].R, "name", Ref(name))
			return Ref(name)
		},
		"getSuperclass()Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			c := ClassOf(a[0].R)
			if c.IsInterface() || c.Primitive || c.Super == nil {
				return nothing
			}
			return Ref(t.vm.Mirror(c.Super))
		},
		"getInterfaces0()[Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			c := ClassOf(a[0].R)
			elems := make([]*Object, len(c.Interfaces))
			for i, in := range c.Interfaces {
				elems[i] = t.vm.Mirror(in)
			}
			return Ref(t.vm.NewObjectArray(t.vm.wk.class, elems))
		},
		"getModifiers()I": func(t *Thread, a []Value) Value { return Int(int32(classModifiers(ClassOf(a[0].R)))) },
		"getDeclaringClass0()Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			c := ClassOf(a[0].R)
			if ic := innerClassEntry(c); ic != nil && ic.Outer != "" {
				if outer := t.loadClass(ic.Outer); outer != nil {
					return Ref(t.vm.Mirror(outer))
				}
			}
			return nothing
		},
		"getSimpleBinaryName0()Ljava/lang/String;": func(t *Thread, a []Value) Value {
			if ic := innerClassEntry(ClassOf(a[0].R)); ic != nil && ic.Name != "" {
				return Ref(t.vm.Intern(ic.Name))
			}
			return nothing
		},
		"getEnclosingMethod0()[Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			c := ClassOf(a[0].R)
			if c.File == nil || c.File.EnclosingMethod == nil {
				return nothing
			}
			em := c.File.EnclosingMethod
			outer := t.loadClass(em.Class)
			if outer == nil {
				return nothing
			}
			elems := []*Object{t.vm.Mirror(outer), nil, nil}
			if em.Name != "" {
				elems[1], elems[2] = t.vm.Intern(em.Name), t.vm.Intern(em.Descriptor)
			}
			return Ref(t.vm.NewObjectArray(t.vm.wk.object, elems))
		},
		"getNestHost0()Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			c := ClassOf(a[0].R)
			if h := c.lambdaHost(); h != nil {
				return Ref(t.vm.Mirror(t.validNestHost(h)))
			}
			if c.File != nil && c.File.NestHost != "" {
				if host := t.loadClass(c.File.NestHost); host != nil {
					return Ref(t.vm.Mirror(host))
				}
				t.exc = nil
			}
			return a[0]
		},
		"getGenericSignature0()Ljava/lang/String;": func(t *Thread, a []Value) Value {
			if c := ClassOf(a[0].R); c.File != nil && c.File.Signature != "" {
				return Ref(t.vm.Intern(c.File.Signature))
			}
			return nothing
		},
		"isRecord0()Z": func(t *Thread, a []Value) Value {
			c := ClassOf(a[0].R)
			return Bool(c.File != nil && c.File.IsRecord && c.Super != nil && c.Super.Name == "java/lang/Record")
		},
		"getProtectionDomain0()Ljava/security/ProtectionDomain;":                                 classProtectionDomain,
		"getSigners()[Ljava/lang/Object;":                                                        constant(nothing),
		"forName0(Ljava/lang/String;ZLjava/lang/ClassLoader;Ljava/lang/Class;)Ljava/lang/Class;": classForName,
	})
}

// assertionsEnabled is whether c's assertions are on, as with java -ea:
// in application classes only.
func (vm *VM) assertionsEnabled(c *Class) bool { return !vm.opts.DisableAssertions && c.App }

// classModifiers is Class.getModifiers as HotSpot computes it
// (InstanceKlass::compute_modifier_flags): a member class has the flags
// of its InnerClasses entry; ACC_SUPER is dropped.
func classModifiers(c *Class) int {
	switch {
	case c.Primitive:
		return classfile.AccPublic | classfile.AccAbstract | classfile.AccFinal
	case c.IsArray():
		return classModifiers(c.Component)&(classfile.AccPublic|classfile.AccPrivate|classfile.AccProtected) | classfile.AccAbstract | classfile.AccFinal
	}
	flags := int(c.Flags)
	if ic := innerClassEntry(c); ic != nil {
		flags = int(ic.AccessFlags)
	}
	return flags &^ classfile.AccSuper & 0x7FFF
}

// innerClassEntry finds the class's own entry in its InnerClasses attribute.
func innerClassEntry(c *Class) *classfile.InnerClass {
	if c.File == nil {
		return nil
	}
	for i := range c.File.InnerClasses {
		if c.File.InnerClasses[i].Inner == c.Name {
			return &c.File.InnerClasses[i]
		}
	}
	return nil
}

func init() {
	// Class.forName(Module, String): the module system is not booted
	// (Class.getModule is an unnamed module), so the JDK's own callers —
	// the locale data's resource bundles (sun.util.resources.Bundles),
	// which DecimalFormat, Calendar and String.format's grouping need —
	// pass a module that holds no classes. Every class is in the one
	// loader's name space: load it by name, without initialising it;
	// null if there is none, as the method answers for a class its
	// module lacks.
	replace("java/lang/Class", map[string]Native{
		"getProtectionDomain()Ljava/security/ProtectionDomain;": classGetProtectionDomain,
		"forName(Ljava/lang/Module;Ljava/lang/String;)Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			c, err := t.vm.loader.Load(strings.ReplaceAll(t.vm.GoString(a[1].R), ".", "/"))
			if err != nil || c.Primitive || c.IsArray() {
				if le, ok := err.(*LoadError); ok && !le.NotFound() {
					t.exc = t.vm.loadError(err)
					return nothing
				}
				return Ref(nil)
			}
			return Ref(t.vm.Mirror(c))
		},
		// Class.getResourceAsStream: the JDK's would look in the JDK's
		// modules, which are not booted. A resource is found as the
		// class's loader would: a name without a leading slash is
		// relative to the class's package; the JDK's image and the boot
		// class path first, then the class path. Its bytes are read once
		// per loader (Loader.resource), so every execution reads the
		// same. A class a program's loader defined asks that loader.
		"getResourceAsStream(Ljava/lang/String;)Ljava/io/InputStream;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			c := ClassOf(a[0].R)
			name := resourceName(c, t.vm.GoString(a[1].R))
			if l := t.vm.definingLoader(c); l != nil && c.Namespace != 0 {
				get := resolveMethod(l.Class, "getResourceAsStream", "(Ljava/lang/String;)Ljava/io/InputStream;")
				t.callFromNative(get, []Value{Ref(l), Ref(t.vm.NewString(name))}, passResult)
				return nothing
			}
			data, ok := t.vm.loader.resource(name)
			if !ok {
				return Ref(nil)
			}
			return t.newByteArrayInputStream(data)
		},
	})
}

// newByteArrayInputStream is a new ByteArrayInputStream over a copy of
// data, its fields set as its constructor sets them.
func (t *Thread) newByteArrayInputStream(data []byte) Value {
	c := t.loadClass("java/io/ByteArrayInputStream")
	if c == nil {
		return nothing
	}
	in := t.vm.NewObject(c)
	b := make([]int8, len(data))
	for i, x := range data {
		b[i] = int8(x)
	}
	setFieldNamed(in, "buf", Ref(t.vm.NewByteArray(b)))
	setFieldNamed(in, "count", Int(int32(len(b))))
	return Ref(in)
}

// resourceName is Class.resolveName: a name without a leading slash is
// relative to the class's package.
func resourceName(c *Class, name string) string {
	if rest, ok := strings.CutPrefix(name, "/"); ok {
		return rest
	}
	if pn := c.PackageName(); pn != "" {
		return pn + "/" + name
	}
	return name
}

// resource is the content of a resource (a slash-separated name) of the
// boot class path (the JDK's image) or the class path, read on first use
// and kept for every execution of the loader.
func (l *Loader) resource(name string) ([]byte, bool) {
	return l.cachedFile("resource:"+name, func() ([]byte, error) {
		data, _, err := l.boot.ReadFile(name)
		if err != nil {
			data, _, err = l.app.ReadFile(name)
		}
		return data, err
	})
}

// cachedFile is the content read finds, read on first use of key and
// kept for every execution of the loader; false if read fails.
func (l *Loader) cachedFile(key string, read func() ([]byte, error)) ([]byte, bool) {
	l.mu.Lock()
	data, ok := l.fileCache[key]
	l.mu.Unlock()
	if ok {
		return data, data != nil
	}
	data, err := read()
	if err != nil {
		data = nil
	}
	l.mu.Lock()
	if l.fileCache == nil {
		l.fileCache = map[string][]byte{}
	}
	l.fileCache[key] = data
	l.mu.Unlock()
	return data, data != nil
}

// classForName is Class.forName0: load by binary name ("a.b.C", or an
// array name "[Ljava.lang.String;") through a loader, initialising if
// asked. A built-in loader (null is the boot loader) answers from the
// VM's Loader (loadVisible); any other is asked by its loadClass, as
// HotSpot's SystemDictionary asks it.
func classForName(t *Thread, a []Value) Value {
	if !t.nullCheck(a[0].R) {
		return nothing
	}
	name := t.vm.GoString(a[0].R)
	loader := a[2].R
	found := func(c *Class) Value {
		if !a[1].AsBool() {
			return Ref(t.vm.Mirror(c))
		}
		return t.initThen(c, func() Value { return Ref(t.vm.Mirror(c)) })
	}
	if builtin, classPath := t.vm.isBuiltinLoader(loader); builtin {
		c := t.loadVisible(name, classPath)
		if c == nil {
			if t.exc == nil {
				t.ThrowNew("java/lang/ClassNotFoundException", name)
			}
			return nothing
		}
		return found(c)
	}
	return t.loadThrough(loader, name, found)
}

// classProtectionDomain is Class.getProtectionDomain0 (JDK 17 and 21).
// An application class gets, when first asked, the domain the
// application class loader gives what it defines from a class path
// entry: its CodeSource is the entry's URL (file:/dir/ or file:/app.jar),
// made by the loader's SecureClassLoader.getProtectionDomain, which keeps
// one per URL, as java does at definition. A class without one (the
// JDK's) has none: Class returns the all-permissions domain.
func classProtectionDomain(t *Thread, a []Value) Value {
	c := ClassOf(a[0].R)
	return t.appDomainThen(c, func(d *Object) Value { return Ref(d) })
}

// classGetProtectionDomain is JDK 25's Class.getProtectionDomain, which
// reads the domain HotSpot stores in the mirror when it defines the
// class: an application class's is made when first asked, as on JDK 17;
// without one, the all-permissions domain of Class.Holder. On JDK 17 and
// 21 (no such field) it is the library's code: protectionDomain().
func classGetProtectionDomain(t *Thread, a []Value) Value {
	mirror := a[0].R
	field := mirror.Class.DeclaredField("protectionDomain")
	if field == nil {
		t.callFromNative(resolveMethod(mirror.Class, "protectionDomain", "()Ljava/security/ProtectionDomain;"), a, passResult)
		return nothing
	}
	c := ClassOf(mirror)
	if d := mirror.Fields[field.Slot].R; d != nil {
		return Ref(d)
	}
	return t.appDomainThen(c, func(d *Object) Value {
		if d != nil {
			mirror.Fields[field.Slot] = Ref(d)
			return Ref(d)
		}
		holder, err := t.vm.loader.Load("java/lang/Class$Holder")
		if err != nil {
			return Ref(nil)
		}
		return t.initLibraryThen(holder, func() Value {
			return t.vm.Statics(holder)[mustField(holder, "allPermDomain").Slot]
		})
	})
}

// appDomainThen continues with the domain of class c (nil if it has
// none), making an application class's first (classProtectionDomain).
func (t *Thread) appDomainThen(c *Class, then func(*Object) Value) Value {
	if d := t.vm.state(c).domain; d != nil || c.codeBase == "" || c.Namespace != 0 {
		return then(d)
	}
	return t.withLoaders(func() Value {
		loader := t.vm.definingLoader(c)
		of := t.vm.loader.domainMaker()
		if loader == nil || of == nil {
			return then(nil)
		}
		t.callFromNative(of, []Value{Ref(t.vm.NewString(c.codeBase)), Ref(loader)}, func(t *Thread, r Value, exc *Object) Value {
			if exc != nil {
				t.exc = exc
				return nothing
			}
			t.vm.state(c).domain = r.R
			return then(r.R)
		})
		return nothing
	})
}

// domainMaker is jcheck/Domains.of(String path, ClassLoader loader):
// loader.getProtectionDomain(new CodeSource(new
// File(path).toURI().toURL(), (CodeSigner[]) null)).
// It is nil if a class it needs does not load (a JDK without them).
func (l *Loader) domainMaker() *Method {
	return l.synthesizeOnce(&l.domainOf, func() *Method {
		var classes [4]*Class
		for i, name := range []string{"java/io/File", "java/net/URI", "java/security/CodeSource", "java/security/SecureClassLoader"} {
			c, err := l.Load(name)
			if err != nil {
				return nil
			}
			classes[i] = c
		}
		file, uri, source, secure := classes[0], classes[1], classes[2], classes[3]
		a := &asm{l: l}
		a.load(1, "L")
		a.newObject(source)
		a.dup()
		a.newObject(file)
		a.dup()
		a.load(0, "L")
		a.invokeSpecial(resolveMethod(file, "<init>", "(Ljava/lang/String;)V"))
		a.invoke(resolveMethod(file, "toURI", "()Ljava/net/URI;"))
		a.invoke(resolveMethod(uri, "toURL", "()Ljava/net/URL;"))
		a.op(classfile.AconstNull, 1)
		a.invokeSpecial(resolveMethod(source, "<init>", "(Ljava/net/URL;[Ljava/security/CodeSigner;)V"))
		a.invoke(resolveMethod(secure, "getProtectionDomain", "(Ljava/security/CodeSource;)Ljava/security/ProtectionDomain;"))
		a.ret("L")
		return l.synthesize("jcheck/Domains", "of", "(Ljava/lang/String;Ljava/lang/ClassLoader;)Ljava/security/ProtectionDomain;",
			classfile.AccStatic, 2, a.maxDepth+2, a.code)
	})
}
