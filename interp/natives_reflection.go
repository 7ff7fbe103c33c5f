package interp

import (
	"encoding/binary"
	"math"
	"strings"
	"sync"

	"github.com/jcheck/jcheck/classfile"
)

// Core reflection: the natives behind java.lang.Class's member queries,
// java.lang.reflect.{Field,Method,Constructor,RecordComponent,Parameter}
// objects and the native method and constructor accessors
// (Method.invoke, Constructor.newInstance), answered as HotSpot's jvm.cpp
// and reflection.cpp answer them for JDK 17. The rest of reflection is in
// natives_array.go (java.lang.reflect.Array), natives_proxy.go (dynamic
// proxies), natives_constantpool.go (jdk.internal.reflect.ConstantPool),
// natives_reflect.go (jdk.internal.reflect.Reflection: caller classes and
// access errors) and boxing.go (wrapper objects and primitive
// conversions).
//
// A reflection object stands for a member by its declaring class and its
// index (slot) in that class's Fields or Methods; reflectedField and
// reflectedMethod map it back.
//
// Reflection never generates bytecode: ReflectionFactory's inflation
// threshold is replaced by Integer.MAX_VALUE, so Method.invoke and
// Constructor.newInstance always go through the native accessors. (The
// sun.reflect.inflationThreshold property has the same effect in the JDK,
// but ReflectionFactory reads it only once the module system is
// initialised, which jcheck never does.)

// HotSpot's JVM_RECOGNIZED_FIELD_MODIFIERS and JVM_RECOGNIZED_METHOD_MODIFIERS.
const (
	recognizedFieldModifiers  = 0x50DF
	recognizedMethodModifiers = 0x1DFF
)

func init() {
	register("java/lang/Class", map[string]Native{
		"getDeclaredFields0(Z)[Ljava/lang/reflect/Field;":             classDeclaredFields,
		"getDeclaredMethods0(Z)[Ljava/lang/reflect/Method;":           classDeclaredMethods(false),
		"getDeclaredConstructors0(Z)[Ljava/lang/reflect/Constructor;": classDeclaredMethods(true),
		"getDeclaredClasses0()[Ljava/lang/Class;":                     classDeclaredClasses,
		"getRecordComponents0()[Ljava/lang/reflect/RecordComponent;":  classRecordComponents,
		"getRawAnnotations()[B": func(t *Thread, a []Value) Value {
			if c := ClassOf(a[0].R); c.File != nil {
				return Ref(t.vm.rawBytes(c.File.Annotations.RawVisible))
			}
			return nothing
		},
		"getRawTypeAnnotations()[B": func(t *Thread, a []Value) Value {
			if c := ClassOf(a[0].R); c.File != nil {
				return Ref(t.vm.rawBytes(rawAttribute(c.File.Attributes, "RuntimeVisibleTypeAnnotations")))
			}
			return nothing
		},
		"getNestMembers0()[Ljava/lang/Class;":         classNestMembers,
		"getPermittedSubclasses0()[Ljava/lang/Class;": classPermittedSubclasses,
	})
	register("java/lang/reflect/Executable", map[string]Native{
		"getParameters0()[Ljava/lang/reflect/Parameter;": executableParameters,
		"getTypeAnnotationBytes0()[B": func(t *Thread, a []Value) Value {
			if m := t.vm.reflectedMethod(a[0].R); m.File != nil {
				return Ref(t.vm.rawBytes(rawAttribute(m.File.Attributes, "RuntimeVisibleTypeAnnotations")))
			}
			return nothing
		},
	})
	register("java/lang/reflect/Field", map[string]Native{
		"getTypeAnnotationBytes0()[B": func(t *Thread, a []Value) Value {
			if cf := t.vm.reflectedClassField(a[0].R); cf != nil {
				return Ref(t.vm.rawBytes(rawAttribute(cf.Attributes, "RuntimeVisibleTypeAnnotations")))
			}
			return nothing
		},
	})
	register("jdk/internal/reflect/NativeMethodAccessorImpl", map[string]Native{
		"invoke0(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;": methodInvoke0,
	})
	register("jdk/internal/reflect/NativeConstructorAccessorImpl", map[string]Native{
		"newInstance0(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;": constructorNewInstance0,
	})
	// JDK 18 and later reflect through method handles once the module
	// system is up (JEP 416), which under jcheck it never is: every
	// Method and Constructor then has these native accessors.
	register("jdk/internal/reflect/DirectMethodHandleAccessor$NativeAccessor", map[string]Native{
		"invoke0(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;": methodInvoke0,
	})
	register("jdk/internal/reflect/DirectConstructorHandleAccessor$NativeAccessor", map[string]Native{
		"newInstance0(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;": constructorNewInstance0,
	})
	// A caller-sensitive method through that accessor calls its adapter
	// (Class.forName(String, Class)), which takes the caller last; the
	// accessor's Java code, never run in java (java.lang.invoke is up
	// there), passes it first.
	replace("jdk/internal/reflect/DirectMethodHandleAccessor$NativeAccessor", map[string]Native{
		"invoke(Ljava/lang/Object;[Ljava/lang/Object;Ljava/lang/Class;)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			adapter := fieldNamed(a[0].R, "csmAdapter").R
			if adapter == nil {
				return methodInvoke0(t, []Value{fieldNamed(a[0].R, "method"), a[1], a[2]})
			}
			var args []*Object
			if a[2].R != nil {
				args = a[2].R.Array.([]*Object)
			}
			withCaller := t.newArray(t.vm.must("[Ljava/lang/Object;"), len(args)+1)
			if withCaller == nil {
				return nothing
			}
			elems := withCaller.Array.([]*Object)
			copy(elems, args)
			elems[len(args)] = a[3].R
			return methodInvoke0(t, []Value{Ref(adapter), a[1], Ref(withCaller)})
		},
	})
	replace("jdk/internal/reflect/ReflectionFactory", map[string]Native{
		"inflationThreshold()I": constant(Int(math.MaxInt32)),
	})
	replace("jdk/internal/reflect/MethodHandleAccessorFactory", map[string]Native{
		"newFieldAccessor(Ljava/lang/reflect/Field;Z)Ljdk/internal/reflect/FieldAccessorImpl;": newFieldAccessor,
	})
}

// fieldAccessorClasses are JDK 18's field accessors by the descriptor of
// the field's type ('L' for every reference type).
var fieldAccessorClasses = map[byte]string{
	'Z': "Boolean", 'B': "Byte", 'S': "Short", 'C': "Character", 'I': "Integer",
	'J': "Long", 'F': "Float", 'D': "Double", 'L': "Object",
}

// newFieldAccessor replaces MethodHandleAccessorFactory.newFieldAccessor
// (field, isReadOnly) of JDK 18 and later, which accesses fields through
// direct method handles only once java.lang.invoke is up (under jcheck it
// never is; java would throw an InternalError). It does what the Java
// method does then: it initialises the field's class, makes the getter
// and, unless the field is read-only, the setter (with the trusted lookup
// of JavaLangInvokeAccess.unreflectField, which may set a final field that
// is not trusted-final), and returns MethodHandle<Type>FieldAccessorImpl's
// fieldAccessor(field, getter, setter, isReadOnly).
func newFieldAccessor(t *Thread, a []Value) Value {
	field, readOnly := a[0].R, a[1].AsBool()
	f := t.vm.reflectedField(field)
	kind := f.Desc[0]
	if kind == '[' {
		kind = 'L'
	}
	accessor := t.vm.must("jdk/internal/reflect/MethodHandle" + fieldAccessorClasses[kind] + "FieldAccessorImpl")
	factory := mustMethod(accessor, "fieldAccessor", "(Ljava/lang/reflect/Field;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;Z)Ljdk/internal/reflect/FieldAccessorImpl;")
	finish := func(getter, setter *Object) Value {
		return t.initThen(accessor, func() Value {
			t.callFromNative(factory, []Value{Ref(field), Ref(getter), Ref(setter), Bool(readOnly)}, func(t *Thread, r Value, exc *Object) Value {
				if exc != nil {
					t.Throw(exc)
				}
				return r
			})
			return nothing
		})
	}
	return t.accessorInitThen(f.Class, func() Value {
		get := t.fieldNode(f, f.Class, false)
		if get == nil {
			return nothing
		}
		return t.newHandleThen(get, nil, func(getter *Object) Value {
			if readOnly {
				return finish(getter, nil)
			}
			return t.newHandleThen(t.fieldNode(f, f.Class, true), nil, func(setter *Object) Value {
				return finish(getter, setter)
			})
		})
	})
}

// accessorInitThen initialises class c as JDK 18's accessor factories do
// before they make an accessor, by calling
// MethodHandleAccessorFactory.ensureClassInitialized (so that a failing
// initialiser's error has java's stack trace), then resumes the native
// with done.
func (t *Thread) accessorInitThen(c *Class, done func() Value) Value {
	ensure := mustMethod(t.vm.must("jdk/internal/reflect/MethodHandleAccessorFactory"), "ensureClassInitialized", "(Ljava/lang/Class;)V")
	t.callFromNative(ensure, []Value{Ref(t.vm.Mirror(c))}, func(t *Thread, _ Value, exc *Object) Value {
		if exc != nil {
			t.Throw(exc)
			return nothing
		}
		return done()
	})
	return nothing
}

// --- Helpers ---------------------------------------------------------------

// rawBytes makes a byte[] of raw attribute bytes; nil for none.
func (vm *VM) rawBytes(b []byte) *Object {
	if b == nil {
		return nil
	}
	data := make([]int8, len(b))
	for i, x := range b {
		data[i] = int8(x)
	}
	return vm.NewByteArray(data)
}

// rawAttribute returns the bytes of the attribute with the given name.
func rawAttribute(attrs []classfile.Attribute, name string) []byte {
	for _, at := range attrs {
		if at.Name == name {
			return at.Data
		}
	}
	return nil
}

// classArray makes a Class[] of the given classes.
func (vm *VM) classArray(cs []*Class) *Object {
	elems := make([]*Object, len(cs))
	for i, c := range cs {
		elems[i] = vm.Mirror(c)
	}
	return vm.NewObjectArray(vm.wk.class, elems)
}

// reflectedField returns the field a java.lang.reflect.Field stands for.
func (vm *VM) reflectedField(f *Object) *Field {
	c := ClassOf(fieldNamed(f, "clazz").R)
	return c.Fields[fieldNamed(f, "slot").I]
}

// reflectedMethod returns the method or constructor a
// java.lang.reflect.Method or Constructor stands for.
func (vm *VM) reflectedMethod(o *Object) *Method {
	c := ClassOf(fieldNamed(o, "clazz").R)
	return c.Methods[fieldNamed(o, "slot").I]
}

// reflectedClassField returns the class-file field a java.lang.reflect.Field
// stands for; nil for fields of classes the VM defines.
func (vm *VM) reflectedClassField(o *Object) *classfile.Field {
	c := ClassOf(fieldNamed(o, "clazz").R)
	slot := int(fieldNamed(o, "slot").I)
	if c.File == nil || slot >= len(c.File.Fields) {
		return nil
	}
	return &c.File.Fields[slot]
}

// typeClasses loads the types of descriptors as HotSpot's reflection does,
// as class from resolves them (a missing class is a NoClassDefFoundError);
// nil with t.exc set if one fails.
func (t *Thread) typeClasses(from *Class, descs []string) []*Class {
	cs := make([]*Class, len(descs))
	for i, d := range descs {
		if cs[i] = t.loadDescFor(from, d); cs[i] == nil {
			return nil
		}
	}
	return cs
}

// isRecordClass is InstanceKlass::is_record.
func isRecordClass(c *Class) bool {
	return c.File != nil && c.File.IsRecord && c.Flags&classfile.AccFinal != 0 && c.Super != nil && c.Super.Name == "java/lang/Record"
}

// --- Member objects (Reflection::new_field, new_method, new_constructor) ---

// newFieldObject creates the java.lang.reflect.Field for the field at
// index i of c; nil with t.exc set if its type cannot be loaded.
func (t *Thread) newFieldObject(c *Class, i int) *Object {
	vm := t.vm
	f := c.Fields[i]
	typ := t.loadDescFor(c, f.Desc)
	if typ == nil {
		return nil
	}
	o := vm.NewObject(vm.must("java/lang/reflect/Field"))
	setFieldNamed(o, "clazz", Ref(vm.Mirror(c)))
	setFieldNamed(o, "slot", Int(int32(i)))
	setFieldNamed(o, "name", Ref(vm.Intern(f.Name)))
	setFieldNamed(o, "type", Ref(vm.Mirror(typ)))
	setFieldNamed(o, "modifiers", Int(int32(f.Flags&recognizedFieldModifiers)))
	final := f.Flags&classfile.AccFinal != 0
	setFieldNamed(o, "trustedFinal", Bool(final && (f.IsStatic() || c.Hidden || isRecordClass(c))))
	if c.File != nil && i < len(c.File.Fields) {
		cf := &c.File.Fields[i]
		if cf.Signature != "" {
			setFieldNamed(o, "signature", Ref(vm.NewString(cf.Signature)))
		}
		setFieldNamed(o, "annotations", Ref(vm.rawBytes(cf.Annotations.RawVisible)))
	}
	return o
}

// newMethodObject creates the java.lang.reflect.Method for the method at
// index i of c; nil with t.exc set if a type it names cannot be loaded.
func (t *Thread) newMethodObject(c *Class, i int) *Object { return t.newExecutableObject(c, i, false) }

// newConstructorObject creates the java.lang.reflect.Constructor for the
// constructor at index i of c; nil with t.exc set if a type it names
// cannot be loaded.
func (t *Thread) newConstructorObject(c *Class, i int) *Object {
	return t.newExecutableObject(c, i, true)
}

// newExecutableObject creates the Method, or the Constructor if ctor, for
// the method at index i of c, loading its types in HotSpot's order:
// parameters, return type, exceptions.
func (t *Thread) newExecutableObject(c *Class, i int, ctor bool) *Object {
	vm := t.vm
	m := c.Methods[i]
	params := t.typeClasses(m.Class, m.Params)
	if params == nil {
		return nil
	}
	var ret *Class
	if !ctor {
		if ret = t.loadDescFor(m.Class, m.Ret); ret == nil {
			return nil
		}
	}
	exceptions := t.exceptionClasses(m)
	if exceptions == nil {
		return nil
	}
	class := "java/lang/reflect/Method"
	if ctor {
		class = "java/lang/reflect/Constructor"
	}
	o := vm.NewObject(vm.must(class))
	setFieldNamed(o, "clazz", Ref(vm.Mirror(c)))
	setFieldNamed(o, "slot", Int(int32(i)))
	if !ctor {
		setFieldNamed(o, "name", Ref(vm.Intern(m.Name)))
		setFieldNamed(o, "returnType", Ref(vm.Mirror(ret)))
	}
	setFieldNamed(o, "parameterTypes", Ref(vm.classArray(params)))
	setFieldNamed(o, "exceptionTypes", Ref(vm.classArray(exceptions)))
	setFieldNamed(o, "modifiers", Int(int32(m.Flags&recognizedMethodModifiers)))
	if m.File != nil {
		if m.File.Signature != "" {
			setFieldNamed(o, "signature", Ref(vm.NewString(m.File.Signature)))
		}
		setFieldNamed(o, "annotations", Ref(vm.rawBytes(m.File.Annotations.RawVisible)))
		setFieldNamed(o, "parameterAnnotations", Ref(vm.rawBytes(rawAttribute(m.File.Attributes, "RuntimeVisibleParameterAnnotations"))))
		if !ctor {
			setFieldNamed(o, "annotationDefault", Ref(vm.rawBytes(rawAttribute(m.File.Attributes, "AnnotationDefault"))))
		}
	}
	return o
}

// exceptionClasses loads the classes of a method's throws clause; nil
// with t.exc set on failure (never nil otherwise).
func (t *Thread) exceptionClasses(m *Method) []*Class {
	cs := []*Class{}
	if m.File == nil {
		return cs
	}
	for _, name := range m.File.Exceptions {
		c := t.loadClass(name)
		if c == nil {
			return nil
		}
		cs = append(cs, c)
	}
	return cs
}

// --- java.lang.Class -------------------------------------------------------

func classDeclaredFields(t *Thread, a []Value) Value {
	c, publicOnly := ClassOf(a[0].R), a[1].AsBool()
	if !t.link(c) {
		return nothing
	}
	fc := t.vm.must("java/lang/reflect/Field")
	return t.initThen(fc, func() Value {
		elems := []*Object{}
		if !c.Primitive && !c.IsArray() {
			for i, f := range c.Fields {
				if publicOnly && f.Flags&classfile.AccPublic == 0 {
					continue
				}
				o := t.newFieldObject(c, i)
				if o == nil {
					return nothing
				}
				elems = append(elems, o)
			}
		}
		return Ref(t.vm.NewObjectArray(fc, elems))
	})
}

// classDeclaredMethods makes Class.getDeclaredMethods0, or
// getDeclaredConstructors0 if ctors: the class's methods (constructors)
// as HotSpot's get_class_declared_methods_helper lists them, in
// declaration order.
func classDeclaredMethods(ctors bool) Native {
	class := "java/lang/reflect/Method"
	if ctors {
		class = "java/lang/reflect/Constructor"
	}
	return func(t *Thread, a []Value) Value {
		c, publicOnly := ClassOf(a[0].R), a[1].AsBool()
		// HotSpot links the class first (JVM_GetClassDeclaredMethods and
		// its kin): a class that fails verification throws its
		// VerifyError here.
		if !t.link(c) {
			return nothing
		}
		mc := t.vm.must(class)
		return t.initThen(mc, func() Value {
			elems := []*Object{}
			if !c.Primitive && !c.IsArray() {
				for i, m := range c.Methods {
					if ctors != (m.Name == "<init>" && !m.IsStatic()) || m.Name == "<clinit>" {
						continue
					}
					if publicOnly && m.Flags&classfile.AccPublic == 0 {
						continue
					}
					var o *Object
					if ctors {
						o = t.newConstructorObject(c, i)
					} else {
						o = t.newMethodObject(c, i)
					}
					if o == nil {
						return nothing
					}
					elems = append(elems, o)
				}
			}
			return Ref(t.vm.NewObjectArray(mc, elems))
		})
	}
}

// classDeclaredClasses is JVM_GetDeclaredClasses: the member classes the
// InnerClasses attribute names with this class as their outer class.
func classDeclaredClasses(t *Thread, a []Value) Value {
	c := ClassOf(a[0].R)
	var members []*Class
	if c.File != nil {
		for _, ic := range c.File.InnerClasses {
			if ic.Outer != c.Name || ic.Inner == "" {
				continue
			}
			inner := t.loadClass(ic.Inner)
			if inner == nil {
				return nothing
			}
			members = append(members, inner)
		}
	}
	return Ref(t.vm.classArray(members))
}

// classRecordComponents is JVM_GetRecordComponents.
func classRecordComponents(t *Thread, a []Value) Value {
	c := ClassOf(a[0].R)
	if c.File == nil || !c.File.IsRecord {
		return nothing
	}
	vm := t.vm
	rcc := vm.must("java/lang/reflect/RecordComponent")
	mc := vm.must("java/lang/reflect/Method") // of the accessors
	return t.initThen(rcc, func() Value {
		return t.initThen(mc, func() Value {
			elems := []*Object{}
			for i := range c.File.Record {
				rc := &c.File.Record[i]
				typ := t.loadDescFor(c, rc.Descriptor)
				if typ == nil {
					return nothing
				}
				o := vm.NewObject(rcc)
				setFieldNamed(o, "clazz", Ref(vm.Mirror(c)))
				setFieldNamed(o, "name", Ref(vm.Intern(rc.Name)))
				setFieldNamed(o, "type", Ref(vm.Mirror(typ)))
				for j, m := range c.Methods {
					if m.Name == rc.Name && m.Desc == "()"+rc.Descriptor && !m.IsStatic() {
						acc := t.newMethodObject(c, j)
						if acc == nil {
							return nothing
						}
						setFieldNamed(o, "accessor", Ref(acc))
						break
					}
				}
				if rc.Signature != "" {
					setFieldNamed(o, "signature", Ref(vm.Intern(rc.Signature)))
				}
				setFieldNamed(o, "annotations", Ref(vm.rawBytes(rc.Annotations.RawVisible)))
				setFieldNamed(o, "typeAnnotations", Ref(vm.rawBytes(rawAttribute(rc.Attributes, "RuntimeVisibleTypeAnnotations"))))
				elems = append(elems, o)
			}
			return Ref(vm.NewObjectArray(rcc, elems))
		})
	})
}

// validNestHost is InstanceKlass::nest_host: the class named by the
// NestHost attribute if it can be loaded, is in the same package and lists
// c among its members; otherwise c itself.
func (t *Thread) validNestHost(c *Class) *Class {
	if c.File == nil || c.File.NestHost == "" {
		return c
	}
	host, err := t.vm.loader.Load(c.File.NestHost)
	if err != nil || host.File == nil || host.PackageName() != c.PackageName() {
		return c
	}
	for _, m := range host.File.NestMembers {
		if m == c.Name {
			return host
		}
	}
	return c
}

// classNestMembers is JVM_GetNestMembers: the host first, then the members
// it lists that can be loaded and agree they are its members.
func classNestMembers(t *Thread, a []Value) Value {
	c := ClassOf(a[0].R)
	host := t.validNestHost(c)
	members := []*Class{host}
	if host.File != nil {
		for _, name := range host.File.NestMembers {
			k, err := t.vm.loader.Load(name)
			if err != nil || k.IsArray() || k.Primitive {
				continue
			}
			if t.validNestHost(k) == host {
				members = append(members, k)
			}
		}
	}
	return Ref(t.vm.classArray(members))
}

// classPermittedSubclasses is JVM_GetPermittedSubclasses: null unless the
// class is sealed; classes that cannot be loaded are left out.
func classPermittedSubclasses(t *Thread, a []Value) Value {
	c := ClassOf(a[0].R)
	if c.File == nil || len(c.File.PermittedSubclasses) == 0 {
		return nothing
	}
	subs := []*Class{}
	for _, name := range c.File.PermittedSubclasses {
		k, err := t.vm.loader.Load(name)
		if err != nil || k.IsArray() || k.Primitive {
			continue
		}
		subs = append(subs, k)
	}
	return Ref(t.vm.classArray(subs))
}

// --- java.lang.reflect.Executable ------------------------------------------

// executableParameters is JVM_GetMethodParameters: null without a
// MethodParameters attribute, else a Parameter per entry.
func executableParameters(t *Thread, a []Value) Value {
	exec := a[0].R
	vm := t.vm
	m := vm.reflectedMethod(exec)
	if m.File == nil {
		return nothing
	}
	attr := rawAttribute(m.File.Attributes, "MethodParameters")
	if attr == nil || len(attr) < 1 {
		return nothing
	}
	pool := m.Class.File.Pool
	n := int(attr[0])
	type param struct {
		name  uint16
		flags uint16
	}
	params := make([]param, 0, n)
	for i := 0; i < n && 1+4*i+4 <= len(attr); i++ {
		p := param{binary.BigEndian.Uint16(attr[1+4*i:]), binary.BigEndian.Uint16(attr[3+4*i:])}
		if int(p.name) >= len(pool) {
			t.ThrowNew("java/lang/IllegalArgumentException", "Constant pool index out of bounds")
			return nothing
		}
		if p.name != 0 && pool[p.name].Tag != classfile.TagUtf8 {
			t.ThrowNew("java/lang/IllegalArgumentException", "Wrong type at constant pool index")
			return nothing
		}
		params = append(params, p)
	}
	pc := vm.must("java/lang/reflect/Parameter")
	return t.initThen(pc, func() Value {
		elems := make([]*Object, len(params))
		for i, p := range params {
			o := vm.NewObject(pc)
			if p.name != 0 {
				setFieldNamed(o, "name", Ref(vm.NewString(pool.Utf8(p.name))))
			}
			setFieldNamed(o, "modifiers", Int(int32(p.flags)))
			setFieldNamed(o, "executable", Ref(exec))
			setFieldNamed(o, "index", Int(int32(i)))
			elems[i] = o
		}
		return Ref(vm.NewObjectArray(pc, elems))
	})
}

// --- Method.invoke and Constructor.newInstance -------------------------------

// invocationTarget wraps an exception thrown by a reflectively called
// method as the InvocationTargetException(Throwable) constructor does:
// no message, a null cause, the exception as target.
func (vm *VM) invocationTarget(exc *Object) *Object {
	ite := vm.newThrowable("java/lang/reflect/InvocationTargetException", "")
	ite.Fields[vm.wk.throwableCause.Slot] = Value{}
	setFieldNamed(ite, "target", Ref(exc))
	return ite
}

// reflectionArgs checks and converts the arguments of a reflective call
// (Reflection::invoke): their number, unboxing and widening for primitive
// parameters, the type of reference arguments. The receiver, if any, comes
// first. false with t.exc set if they do not fit.
func (t *Thread) reflectionArgs(ptypes []*Object, args *Object, recv *Object, instance bool) ([]Value, bool) {
	var elems []*Object
	if args != nil {
		elems = args.Array.([]*Object)
	}
	if len(ptypes) != len(elems) {
		t.ThrowNew("java/lang/IllegalArgumentException", "wrong number of arguments")
		return nil, false
	}
	vals := make([]Value, 0, len(elems)+1)
	if instance {
		vals = append(vals, Ref(recv))
	}
	for i, p := range ptypes {
		pc, arg := ClassOf(p), elems[i]
		if !pc.Primitive {
			if arg != nil && !arg.Class.AssignableTo(pc) {
				t.ThrowNew("java/lang/IllegalArgumentException", "argument type mismatch")
				return nil, false
			}
			vals = append(vals, Ref(arg))
			continue
		}
		if arg == nil {
			t.ThrowNew("java/lang/IllegalArgumentException", "")
			return nil, false
		}
		kind, v := unboxObject(arg)
		v, ok := widenValue(v, kind, pc.Elem)
		if kind == 0 || !ok {
			t.ThrowNew("java/lang/IllegalArgumentException", "argument type mismatch")
			return nil, false
		}
		vals = append(vals, v)
	}
	return vals, true
}

// methodInvoke0 is NativeMethodAccessorImpl.invoke0 (Reflection::invoke_method).
func methodInvoke0(t *Thread, a []Value) Value {
	mobj, recv, args := a[0].R, a[1].R, a[2].R
	vm := t.vm
	m := vm.reflectedMethod(mobj)
	ptypes := fieldNamed(mobj, "parameterTypes").R.Array.([]*Object)
	rtype := ClassOf(fieldNamed(mobj, "returnType").R)
	klass := m.Class
	return t.initThen(klass, func() Value {
		target := m
		if !m.IsStatic() {
			if recv == nil {
				t.ThrowNew("java/lang/NullPointerException", "")
				return nothing
			}
			if !recv.Class.AssignableTo(klass) {
				t.ThrowNew("java/lang/IllegalArgumentException", "object is not an instance of declaring class")
				return nothing
			}
			if !m.IsPrivate() && m.Name != "<init>" {
				if klass.IsInterface() {
					target = t.selectMethod(recv.Class, m, true)
					if target == nil {
						exc := t.exc
						t.exc = nil
						t.Throw(vm.invocationTarget(exc))
						return nothing
					}
				} else if target = selectVirtual(recv.Class, m); target == nil {
					ame := vm.newThrowable("java/lang/AbstractMethodError", "'"+methodDisplayDesc(recv.Class, m.Name, m.Desc)+"'")
					t.Throw(vm.invocationTarget(ame))
					return nothing
				}
			}
		}
		vals, ok := t.reflectionArgs(ptypes, args, recv, !m.IsStatic())
		if !ok {
			return nothing
		}
		t.callFromNative(target, vals, func(t *Thread, r Value, exc *Object) Value {
			if exc != nil {
				t.Throw(t.vm.invocationTarget(exc))
				return nothing
			}
			switch {
			case rtype.Primitive && rtype.Elem == 'V':
				return nothing
			case rtype.Primitive:
				return Ref(t.vm.newBox(rtype.Elem, r))
			}
			return r
		})
		return nothing
	})
}

// constructorNewInstance0 is NativeConstructorAccessorImpl.newInstance0
// (Reflection::invoke_constructor).
func constructorNewInstance0(t *Thread, a []Value) Value {
	cobj, args := a[0].R, a[1].R
	vm := t.vm
	m := vm.reflectedMethod(cobj)
	ptypes := fieldNamed(cobj, "parameterTypes").R.Array.([]*Object)
	klass := m.Class
	return t.initThen(klass, func() Value {
		if klass.IsInterface() || klass.IsAbstract() {
			t.ThrowNew("java/lang/InstantiationException", klass.JavaName())
			return nothing
		}
		if klass == vm.wk.class {
			t.ThrowNew("java/lang/IllegalAccessException", klass.JavaName())
			return nothing
		}
		obj := vm.NewObject(klass)
		vals, ok := t.reflectionArgs(ptypes, args, obj, true)
		if !ok {
			return nothing
		}
		t.callFromNative(m, vals, func(t *Thread, _ Value, exc *Object) Value {
			if exc != nil {
				t.Throw(t.vm.invocationTarget(exc))
				return nothing
			}
			return Ref(obj)
		})
		return nothing
	})
}

// callFromNative is Thread.Call for calls reflection makes on behalf of
// the program. When entering m can itself be a visible operation (the lock
// of a synchronized method, a visible native), m is called through a
// bytecode trampoline, whose invoke instruction the scheduler can stop
// at and re-execute, which a native method cannot.
func (t *Thread) callFromNative(m *Method, args []Value, then func(t *Thread, result Value, exc *Object) Value) {
	if m.IsSynchronized() || visibleNatives[m.Key()] != nil || m.isOperation() {
		m = t.vm.loader.reflect.trampoline(t.vm.loader, m)
	}
	t.Call(m, args, then)
}

// --- Per-loader state --------------------------------------------------------

// reflectionState holds what reflection defines once per loader and shares
// across executions: call trampolines and proxy classes.
type reflectionState struct {
	mu          sync.Mutex
	trampolines map[*Method]*Method
	proxies     map[string]*Class // by interface list
	proxyCount  int
	modules     map[bool]string // dynamic proxy module package, by whether it serves the application
}

func newReflectionState() reflectionState {
	return reflectionState{trampolines: map[*Method]*Method{}, proxies: map[string]*Class{}, modules: map[bool]string{}}
}

// trampoline returns a hidden static method that calls m without dispatch
// (receiver first for instance methods) and returns its result.
func (s *reflectionState) trampoline(l *Loader, m *Method) *Method {
	s.mu.Lock()
	defer s.mu.Unlock()
	if tm := s.trampolines[m]; tm != nil {
		return tm
	}
	var desc strings.Builder
	desc.WriteByte('(')
	a := &asm{l: l}
	slot := 0
	if !m.IsStatic() {
		desc.WriteString(m.Class.Descriptor())
		a.load(0, "L")
		slot++
	}
	for _, p := range m.Params {
		desc.WriteString(p)
		a.load(slot, p)
		slot += slots(p)
	}
	desc.WriteString(")" + m.Ret)
	if m.IsStatic() {
		a.invoke(m)
	} else {
		a.invokeSpecial(m)
	}
	a.ret(m.Ret)
	tm := a.method(l.adapterClass(), "reflect$"+m.Name, desc.String(), classfile.AccStatic|classfile.AccPublic)
	s.trampolines[m] = tm
	return tm
}
