package interp

import (
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// Dynamic proxies (java.lang.reflect.Proxy, which annotation instances
// are): proxy classes are classes the VM defines itself, named and laid
// out as ProxyGenerator's, with Go methods that call the invocation
// handler as ProxyGenerator's bytecode does. A loader defines each proxy
// class once and shares it across executions (reflectionState).

func init() {
	replace("java/lang/reflect/Proxy", map[string]Native{
		"newProxyInstance(Ljava/lang/ClassLoader;[Ljava/lang/Class;Ljava/lang/reflect/InvocationHandler;)Ljava/lang/Object;": proxyNewInstance,
		"getProxyClass(Ljava/lang/ClassLoader;[Ljava/lang/Class;)Ljava/lang/Class;":                                          proxyGetClass,
		"isProxyClass(Ljava/lang/Class;)Z": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) {
				return nothing
			}
			return Bool(isProxyClass(ClassOf(a[0].R)))
		},
	})
}

// proxyMethod is a method of a proxy class: the interface (or Object)
// method it implements, and the checked exceptions it may pass through.
type proxyMethod struct {
	method     *Method
	exceptions []string
}

// isProxyClass reports whether c is a proxy class the VM defined.
func isProxyClass(c *Class) bool {
	return c.File == nil && !c.Hidden && c.Super != nil && c.Super.Name == "java/lang/reflect/Proxy"
}

// proxyInterfaces validates the interfaces of a proxy class as
// Proxy.ProxyBuilder does; nil with t.exc set if they are unusable.
func (t *Thread) proxyInterfaces(arr *Object) []*Class {
	if !t.nullCheck(arr) {
		return nil
	}
	elems := arr.Array.([]*Object)
	if len(elems) > 65535 {
		t.ThrowNew("java/lang/IllegalArgumentException", "interface limit exceeded: "+itoa(len(elems)))
		return nil
	}
	var ifaces []*Class
	seen := map[*Class]bool{}
	pkg, nonPublic := "", false
	for _, e := range elems {
		if !t.nullCheck(e) {
			return nil
		}
		c := ClassOf(e)
		switch {
		case !c.IsInterface():
			t.ThrowNew("java/lang/IllegalArgumentException", c.JavaName()+" is not an interface")
		case c.Hidden:
			t.ThrowNew("java/lang/IllegalArgumentException", c.JavaName()+" is a hidden interface")
		case c.File != nil && len(c.File.PermittedSubclasses) > 0:
			t.ThrowNew("java/lang/IllegalArgumentException", c.JavaName()+" is a sealed interface")
		case seen[c]:
			t.ThrowNew("java/lang/IllegalArgumentException", "repeated interface: "+c.JavaName())
		case classModifiers(c)&classfile.AccPublic == 0 && nonPublic && pkg != c.PackageName():
			t.ThrowNew("java/lang/IllegalArgumentException", "cannot have non-public interfaces in different packages")
		}
		if t.exc != nil {
			return nil
		}
		if classModifiers(c)&classfile.AccPublic == 0 {
			pkg, nonPublic = c.PackageName(), true
		}
		seen[c] = true
		ifaces = append(ifaces, c)
	}
	return ifaces
}

// proxyClass returns the proxy class implementing the interfaces,
// defining it on first use. It is named as the JDK names proxy classes:
// $ProxyN in the package of the non-public interfaces, else in a dynamic
// module package jdk.proxyK, one per class loader (the application's or
// the JDK's).
func (t *Thread) proxyClass(ifaces []*Class) *Class {
	l := t.vm.loader
	s := &l.reflect
	names := make([]string, len(ifaces))
	for i, c := range ifaces {
		names[i] = c.Name
	}
	key := strings.Join(names, ";")
	s.mu.Lock()
	defer s.mu.Unlock()
	if c := s.proxies[key]; c != nil {
		return c
	}
	proxy := t.vm.must("java/lang/reflect/Proxy")
	object := t.vm.wk.object
	methodDesc := "Ljava/lang/reflect/Method;"

	// The methods, as ProxyGenerator collects them: Object's hashCode,
	// equals and toString, then every public non-static method of each
	// interface (and its superinterfaces), the first of each signature.
	var methods []proxyMethod
	index := map[string]int{}
	add := func(m *Method) {
		sig := m.Name + m.Desc[:strings.IndexByte(m.Desc, ')')+1]
		if _, dup := index[sig]; dup {
			return
		}
		index[sig] = len(methods)
		var exceptions []string
		if m.File != nil {
			exceptions = m.File.Exceptions
		}
		methods = append(methods, proxyMethod{method: m, exceptions: exceptions})
	}
	for _, key := range []string{"hashCode()I", "equals(Ljava/lang/Object;)Z", "toString()Ljava/lang/String;"} {
		add(object.methodsByKey[key])
	}
	var walk func(c *Class)
	walk = func(c *Class) {
		for _, m := range c.Methods {
			if !m.IsStatic() && !m.IsPrivate() && m.Name != "<clinit>" {
				add(m)
			}
		}
		for _, i := range c.Interfaces {
			walk(i)
		}
	}
	for _, i := range ifaces {
		walk(i)
	}

	// A proxy of public interfaces is in a dynamic module of its own; one
	// of non-public interfaces is in their package (and module).
	pkg, public, app, module := "", true, false, ""
	for _, i := range ifaces {
		app = app || i.App
	}
	inApp := app
	for _, i := range ifaces {
		if classModifiers(i)&classfile.AccPublic == 0 {
			pkg, public, inApp, module = i.PackageName(), false, i.App, i.Module
		}
	}
	if public {
		if s.modules[app] == "" {
			s.modules[app] = "jdk/proxy" + itoa(len(s.modules)+1)
		}
		pkg = s.modules[app]
		inApp, module = false, javaName(pkg)
	}
	name := "$Proxy" + itoa(s.proxyCount)
	if pkg != "" {
		name = pkg + "/" + name
	}
	s.proxyCount++
	flags := uint16(classfile.AccFinal | classfile.AccSuper)
	if public {
		flags |= classfile.AccPublic
	}
	c := &Class{Name: name, Super: proxy, Interfaces: ifaces, Flags: flags, App: inApp, Module: module, InstanceSlots: proxy.InstanceSlots,
		methodsByKey: map[string]*Method{}}
	for i := range methods {
		c.addField(&Field{Class: c, Name: "m" + itoa(i), Desc: methodDesc, Flags: classfile.AccPrivate | classfile.AccStatic | classfile.AccFinal})
	}
	addMethod := func(m *Method) {
		c.Methods = append(c.Methods, m)
		c.methodsByKey[m.Name+m.Desc] = m
	}
	a := &asm{l: l}
	a.load(0, "L")
	a.load(1, "L")
	a.invokeSpecial(mustMethod(proxy, "<init>", "(Ljava/lang/reflect/InvocationHandler;)V"))
	a.ret("V")
	addMethod(a.method(c, "<init>", "(Ljava/lang/reflect/InvocationHandler;)V", classfile.AccPublic))
	for i, pm := range methods {
		m := pm.method
		flags := uint16(classfile.AccPublic | classfile.AccFinal)
		addMethod(&Method{Class: c, Name: m.Name, Desc: m.Desc, Flags: flags, ArgSlots: m.ArgSlots, Params: m.Params, Ret: m.Ret,
			File:   &classfile.Method{AccessFlags: flags, Name: m.Name, Descriptor: m.Desc, Exceptions: pm.exceptions},
			native: proxyMethodNative(c, i, pm)})
	}
	lookup := "Ljava/lang/invoke/MethodHandles$Lookup;"
	lookupFlags := uint16(classfile.AccPrivate | classfile.AccStatic)
	pcl := makeMethod(c, "proxyClassLookup", "("+lookup+")"+lookup, lookupFlags)
	pcl.File = &classfile.Method{AccessFlags: lookupFlags, Name: pcl.Name, Descriptor: pcl.Desc, Exceptions: []string{"java/lang/IllegalAccessException"}}
	// proxyClassLookup, as ProxyGenerator writes it: given a lookup in
	// Proxy with full privilege (Proxy.invokeDefault's), a full-power
	// lookup in the proxy class (MethodHandles.lookup() there); any other
	// lookup is refused.
	pcl.native = func(t *Thread, a []Value) Value {
		lookup := a[0].R
		if !t.nullCheck(lookup) {
			return nothing
		}
		lc, modes := lookupOf(lookup)
		const full = lookupPrivate | lookupModule
		if lc != t.vm.must("java/lang/reflect/Proxy") || (modes != lookupTrusted && modes&full != full) {
			t.ThrowNew("java/lang/IllegalAccessException", lookupString(lookup))
			return nothing
		}
		o := t.vm.NewObject(t.vm.must("java/lang/invoke/MethodHandles$Lookup"))
		setFieldNamed(o, "lookupClass", Ref(t.vm.Mirror(c)))
		setFieldNamed(o, "allowedModes", Int(lookupPublic|lookupPrivate|lookupProtected|lookupPackage|lookupModule|lookupOriginal))
		return Ref(o)
	}
	addMethod(pcl)

	l.mu.Lock()
	l.finishHierarchy(c)
	l.register(c)
	l.mu.Unlock()
	s.proxies[key] = c
	return c
}

// proxyNewInstance is Proxy.newProxyInstance.
func proxyNewInstance(t *Thread, a []Value) Value {
	arr, h := a[1].R, a[2].R
	if !t.nullCheck(h) {
		return nothing
	}
	ifaces := t.proxyInterfaces(arr)
	if ifaces == nil {
		return nothing
	}
	c := t.proxyClass(ifaces)
	o := t.vm.NewObject(c)
	setFieldNamed(o, "h", Ref(h))
	return Ref(o)
}

// proxyGetClass is Proxy.getProxyClass.
func proxyGetClass(t *Thread, a []Value) Value {
	ifaces := t.proxyInterfaces(a[1].R)
	if ifaces == nil {
		return nothing
	}
	return Ref(t.vm.Mirror(t.proxyClass(ifaces)))
}

// proxyMethodNative implements the i-th method of proxy class c as
// ProxyGenerator's code does: it boxes the arguments, calls the
// handler's invoke(proxy, method, args), passes unchecked and declared
// exceptions through, wraps others in UndeclaredThrowableException, and
// casts or unboxes the result.
func proxyMethodNative(c *Class, i int, pm proxyMethod) Native {
	im := pm.method
	return func(t *Thread, a []Value) Value {
		vm := t.vm
		proxy := a[0].R
		vals := append([]Value(nil), a[1:]...)
		h := fieldNamed(proxy, "h").R
		statics := vm.Statics(c)
		mc := vm.must("java/lang/reflect/Method")
		return t.initThen(mc, func() Value {
			if statics[i].R == nil {
				for j, m := range im.Class.Methods {
					if m == im {
						o := t.newMethodObject(im.Class, j)
						if o == nil {
							return nothing
						}
						statics[i] = Ref(o)
					}
				}
			}
			method := statics[i].R
			return t.boxEach(im.Params, vals, func(t *Thread, boxed []*Object) Value {
				var args *Object
				if len(boxed) > 0 {
					args = vm.NewObjectArray(vm.wk.object, boxed)
				}
				ih := vm.must("java/lang/reflect/InvocationHandler")
				invoke := mustMethod(ih, "invoke", "(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;")
				if !t.nullCheck(h) {
					return nothing
				}
				target := t.selectMethod(h.Class, invoke, true)
				if target == nil {
					return nothing
				}
				t.callFromNative(target, []Value{Ref(h), Ref(proxy), Ref(method), Ref(args)}, func(t *Thread, r Value, exc *Object) Value {
					if exc != nil {
						t.proxyThrow(exc, pm.exceptions)
						return nothing
					}
					return t.proxyResult(r.R, im.Ret)
				})
				return nothing
			})
		})
	}
}

// boxEach boxes the primitive values among vals with their wrapper's
// valueOf, as compiled code does, then returns done(boxed).
func (t *Thread) boxEach(descs []string, vals []Value, done func(t *Thread, boxed []*Object) Value) Value {
	boxed := make([]*Object, len(descs))
	var next func(i int) Value
	next = func(i int) Value {
		for ; i < len(descs); i++ {
			d := descs[i]
			if !isPrimitiveDesc(d) {
				boxed[i] = vals[i].R
				continue
			}
			w := t.vm.must(wrapperClass(d))
			valueOf := mustMethod(w, "valueOf", "("+d+")"+wrapperDesc(d))
			v, k := vals[i], i
			return t.initThen(w, func() Value {
				t.Call(valueOf, []Value{v}, func(t *Thread, r Value, exc *Object) Value {
					if exc != nil {
						t.Throw(exc)
						return nothing
					}
					boxed[k] = r.R
					return next(k + 1)
				})
				return nothing
			})
		}
		return done(t, boxed)
	}
	return next(0)
}

// proxyThrow rethrows what an invocation handler threw: unchecked
// exceptions and the method's declared ones as they are, any other in an
// UndeclaredThrowableException.
func (t *Thread) proxyThrow(exc *Object, declared []string) {
	vm := t.vm
	pass := []string{"java/lang/RuntimeException", "java/lang/Error"}
	for _, name := range append(pass, declared...) {
		if c := vm.loader.Loaded(name); c != nil && exc.Class.IsSubclassOf(c) {
			t.Throw(exc)
			return
		}
	}
	ute := vm.must("java/lang/reflect/UndeclaredThrowableException")
	t.initThen(ute, func() Value {
		o := vm.NewObject(ute)
		t.Call(mustMethod(ute, "<init>", "(Ljava/lang/Throwable;)V"), []Value{Ref(o), Ref(exc)}, func(t *Thread, _ Value, e *Object) Value {
			if e == nil {
				e = o
			}
			t.Throw(e)
			return nothing
		})
		return nothing
	})
}

// proxyResult converts what an invocation handler returned to the
// method's return type: a cast, or a cast to the wrapper and unboxing.
func (t *Thread) proxyResult(r *Object, ret string) Value {
	vm := t.vm
	switch {
	case ret == "V":
		return nothing
	case !isPrimitiveDesc(ret):
		if r != nil && ret != "Ljava/lang/Object;" {
			c := t.loadDesc(ret)
			if c == nil {
				return nothing
			}
			if !r.Class.AssignableTo(c) {
				t.Throw(vm.classCast(r.Class, c))
				return nothing
			}
		}
		return Ref(r)
	}
	w := vm.must(wrapperClass(ret))
	if r == nil {
		t.ThrowNew("java/lang/NullPointerException", "Cannot invoke \""+w.JavaName()+"."+javaType(ret)+"Value()\" because the return value of \"java.lang.reflect.InvocationHandler.invoke(Object, java.lang.reflect.Method, Object[])\" is null")
		return nothing
	}
	if r.Class != w {
		t.Throw(vm.classCast(r.Class, w))
		return nothing
	}
	return fieldNamed(r, "value")
}
