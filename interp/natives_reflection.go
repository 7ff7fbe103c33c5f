package interp

import (
	"encoding/binary"
	"math"
	"runtime"
	"strings"
	"sync"
	"weak"

	"github.com/jcheck/jcheck/classfile"
)

// Core reflection: the natives behind java.lang.Class's member queries,
// java.lang.reflect.{Field,Method,Constructor,RecordComponent,Parameter,
// Array}, jdk.internal.reflect.ConstantPool and the native method and
// constructor accessors, answered as HotSpot's jvm.cpp and reflection.cpp
// answer them for JDK 17.
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
//
// Dynamic proxies (java.lang.reflect.Proxy, which annotation instances
// are) are classes the VM defines itself, with Go methods that call the
// invocation handler as ProxyGenerator's bytecode does.

// HotSpot's JVM_RECOGNIZED_FIELD_MODIFIERS and JVM_RECOGNIZED_METHOD_MODIFIERS.
const (
	recognizedFieldModifiers  = 0x50DF
	recognizedMethodModifiers = 0x1DFF
	// maxArrayDimensions is HotSpot's MAX_DIM for reflective array creation.
	maxArrayDimensions = 255
)

func init() {
	register("java/lang/Class", map[string]Native{
		"getDeclaredFields0(Z)[Ljava/lang/reflect/Field;":             classDeclaredFields,
		"getDeclaredMethods0(Z)[Ljava/lang/reflect/Method;":           classDeclaredMethods,
		"getDeclaredConstructors0(Z)[Ljava/lang/reflect/Constructor;": classDeclaredConstructors,
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
		"getConstantPool()Ljdk/internal/reflect/ConstantPool;": classConstantPool,
		"getNestMembers0()[Ljava/lang/Class;":                  classNestMembers,
		"getPermittedSubclasses0()[Ljava/lang/Class;":          classPermittedSubclasses,
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
	replace("jdk/internal/reflect/ReflectionFactory", map[string]Native{
		"inflationThreshold()I": constant(Int(math.MaxInt32)),
	})
	replace("jdk/internal/reflect/Reflection", map[string]Native{
		"newIllegalAccessException(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/Class;I)Ljava/lang/IllegalAccessException;": newIllegalAccess,
		// Only the JDK's own methods are caller-sensitive. (The Java code
		// asks the class loader, which is null for every class in jcheck,
		// and would parse the annotations of every invoked method.)
		"isCallerSensitive(Ljava/lang/reflect/Method;)Z": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) {
				return nothing
			}
			m := t.vm.reflectedMethod(a[0].R)
			if m.Class.App || m.File == nil {
				return Bool(false)
			}
			for _, an := range m.File.Annotations.Visible {
				if an.Type == "Ljdk/internal/reflect/CallerSensitive;" {
					return Bool(true)
				}
			}
			return Bool(false)
		},
	})
	registerConstantPool()
	registerArray()
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

// --- Helpers ---------------------------------------------------------------

// setFieldNamed sets a field of a library object by name.
func setFieldNamed(o *Object, name string, v Value) { o.Fields[mustField(o.Class, name).Slot] = v }

// fieldNamed reads a field of a library object by name.
func fieldNamed(o *Object, name string) Value { return o.Fields[mustField(o.Class, name).Slot] }

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

// objectArray makes an array of the named class holding elems.
func (vm *VM) objectArray(class string, elems []*Object) *Object {
	if elems == nil {
		elems = []*Object{}
	}
	return vm.NewObjectArray(vm.must(class), elems)
}

// withInit initialises the classes (running their static initialisers as
// Java calls of the native) and then returns done(). done must not use the
// native's argument slice, which later native calls reuse.
func (t *Thread) withInit(done func() Value, classes ...*Class) Value {
	for i, c := range classes {
		if t.vm.state(c).init != initialized {
			rest := classes[i+1:]
			return t.initThen(c, func() Value { return t.withInit(done, rest...) })
		}
	}
	return done()
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

// typeClasses loads the types of descriptors as HotSpot's reflection does
// (a missing class is a NoClassDefFoundError); nil with t.exc set if one
// fails.
func (t *Thread) typeClasses(descs []string) []*Class {
	cs := make([]*Class, len(descs))
	for i, d := range descs {
		if cs[i] = t.mustLoadDesc(d); cs[i] == nil {
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
	typ := t.mustLoadDesc(f.Desc)
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
func (t *Thread) newMethodObject(c *Class, i int) *Object {
	vm := t.vm
	m := c.Methods[i]
	params := t.typeClasses(m.Params)
	if params == nil {
		return nil
	}
	ret := t.mustLoadDesc(m.Ret)
	if ret == nil {
		return nil
	}
	exceptions := t.exceptionClasses(m)
	if exceptions == nil {
		return nil
	}
	o := vm.NewObject(vm.must("java/lang/reflect/Method"))
	setFieldNamed(o, "clazz", Ref(vm.Mirror(c)))
	setFieldNamed(o, "slot", Int(int32(i)))
	setFieldNamed(o, "name", Ref(vm.Intern(m.Name)))
	setFieldNamed(o, "returnType", Ref(vm.Mirror(ret)))
	setFieldNamed(o, "parameterTypes", Ref(vm.classArray(params)))
	setFieldNamed(o, "exceptionTypes", Ref(vm.classArray(exceptions)))
	setFieldNamed(o, "modifiers", Int(int32(m.Flags&recognizedMethodModifiers)))
	if m.File != nil {
		if m.File.Signature != "" {
			setFieldNamed(o, "signature", Ref(vm.NewString(m.File.Signature)))
		}
		setFieldNamed(o, "annotations", Ref(vm.rawBytes(m.File.Annotations.RawVisible)))
		setFieldNamed(o, "parameterAnnotations", Ref(vm.rawBytes(rawAttribute(m.File.Attributes, "RuntimeVisibleParameterAnnotations"))))
		setFieldNamed(o, "annotationDefault", Ref(vm.rawBytes(rawAttribute(m.File.Attributes, "AnnotationDefault"))))
	}
	return o
}

// newConstructorObject creates the java.lang.reflect.Constructor for the
// constructor at index i of c.
func (t *Thread) newConstructorObject(c *Class, i int) *Object {
	vm := t.vm
	m := c.Methods[i]
	params := t.typeClasses(m.Params)
	if params == nil {
		return nil
	}
	exceptions := t.exceptionClasses(m)
	if exceptions == nil {
		return nil
	}
	o := vm.NewObject(vm.must("java/lang/reflect/Constructor"))
	setFieldNamed(o, "clazz", Ref(vm.Mirror(c)))
	setFieldNamed(o, "slot", Int(int32(i)))
	setFieldNamed(o, "parameterTypes", Ref(vm.classArray(params)))
	setFieldNamed(o, "exceptionTypes", Ref(vm.classArray(exceptions)))
	setFieldNamed(o, "modifiers", Int(int32(m.Flags&recognizedMethodModifiers)))
	if m.File != nil {
		if m.File.Signature != "" {
			setFieldNamed(o, "signature", Ref(vm.NewString(m.File.Signature)))
		}
		setFieldNamed(o, "annotations", Ref(vm.rawBytes(m.File.Annotations.RawVisible)))
		setFieldNamed(o, "parameterAnnotations", Ref(vm.rawBytes(rawAttribute(m.File.Attributes, "RuntimeVisibleParameterAnnotations"))))
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
	fc := t.vm.must("java/lang/reflect/Field")
	return t.withInit(func() Value {
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
	}, fc)
}

// declaredMethods lists c's methods (constructors if ctors) as HotSpot's
// get_class_declared_methods_helper does, in declaration order.
func (t *Thread) declaredMethods(c *Class, publicOnly, ctors bool) (*Object, bool) {
	class := "java/lang/reflect/Method"
	if ctors {
		class = "java/lang/reflect/Constructor"
	}
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
				return nil, false
			}
			elems = append(elems, o)
		}
	}
	return t.vm.objectArray(class, elems), true
}

func classDeclaredMethods(t *Thread, a []Value) Value {
	c, publicOnly := ClassOf(a[0].R), a[1].AsBool()
	return t.withInit(func() Value {
		arr, ok := t.declaredMethods(c, publicOnly, false)
		if !ok {
			return nothing
		}
		return Ref(arr)
	}, t.vm.must("java/lang/reflect/Method"))
}

func classDeclaredConstructors(t *Thread, a []Value) Value {
	c, publicOnly := ClassOf(a[0].R), a[1].AsBool()
	return t.withInit(func() Value {
		arr, ok := t.declaredMethods(c, publicOnly, true)
		if !ok {
			return nothing
		}
		return Ref(arr)
	}, t.vm.must("java/lang/reflect/Constructor"))
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
	return t.withInit(func() Value {
		elems := []*Object{}
		for i := range c.File.Record {
			rc := &c.File.Record[i]
			typ := t.mustLoadDesc(rc.Descriptor)
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
	}, rcc, vm.must("java/lang/reflect/Method"))
}

// classConstantPool is JVM_GetClassConstantPool: a ConstantPool whose
// constantPoolOop is the class itself.
func classConstantPool(t *Thread, a []Value) Value {
	mirror := a[0].R
	c := ClassOf(mirror)
	if c.Primitive || c.IsArray() {
		return nothing
	}
	cp := t.vm.must("jdk/internal/reflect/ConstantPool")
	return t.initThen(cp, func() Value {
		o := t.vm.NewObject(cp)
		setFieldNamed(o, "constantPoolOop", Ref(mirror))
		return Ref(o)
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

// --- Boxing ----------------------------------------------------------------

var boxClasses = map[byte]string{
	'Z': "java/lang/Boolean", 'B': "java/lang/Byte", 'C': "java/lang/Character", 'S': "java/lang/Short",
	'I': "java/lang/Integer", 'J': "java/lang/Long", 'F': "java/lang/Float", 'D': "java/lang/Double",
}

// newBox is java_lang_boxing_object::create: a new wrapper object (not
// one of valueOf's cached instances) holding v.
func (vm *VM) newBox(kind byte, v Value) *Object {
	c := vm.must(boxClasses[kind])
	o := vm.NewObject(c)
	setFieldNamed(o, "value", narrowValue(v, kind))
	return o
}

// unboxObject is java_lang_boxing_object::get_value: the primitive kind and
// value of a wrapper object; kind 0 if o is not one.
func unboxObject(o *Object) (byte, Value) {
	if o.Class.File == nil || !strings.HasPrefix(o.Class.Name, "java/lang/") {
		return 0, Value{}
	}
	for k, name := range boxClasses {
		if o.Class.Name == name {
			return k, fieldNamed(o, "value")
		}
	}
	return 0, Value{}
}

// narrowValue normalises an int-like value to its type's range.
func narrowValue(v Value, kind byte) Value {
	switch kind {
	case 'Z':
		return Int(int32(v.I) & 1)
	case 'B':
		return Int(int32(int8(v.I)))
	case 'C':
		return Int(int32(uint16(v.I)))
	case 'S':
		return Int(int32(int16(v.I)))
	case 'I':
		return Int(int32(v.I))
	case 'F':
		return Value{I: int64(uint32(v.I))}
	}
	return Value{I: v.I}
}

// widenValue is Reflection::widen: the widening primitive conversions
// reflection allows; false for any other pair of types.
func widenValue(v Value, from, to byte) (Value, bool) {
	if from == to {
		return v, true
	}
	intLike := func(k byte) bool { return k == 'B' || k == 'C' || k == 'S' || k == 'I' }
	switch to {
	case 'S':
		if from == 'B' {
			return v, true
		}
	case 'I':
		if from == 'B' || from == 'C' || from == 'S' {
			return v, true
		}
	case 'J':
		if intLike(from) {
			return Long(int64(int32(v.I))), true
		}
	case 'F':
		switch {
		case intLike(from):
			return Float(float32(int32(v.I))), true
		case from == 'J':
			return Float(float32(v.I)), true
		}
	case 'D':
		switch {
		case intLike(from):
			return Double(float64(int32(v.I))), true
		case from == 'J':
			return Double(float64(v.I)), true
		case from == 'F':
			return Double(float64(v.AsFloat())), true
		}
	}
	return Value{}, false
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
	if m.IsSynchronized() || visibleNatives[m.Key()] != nil {
		m = t.vm.loader.reflection().trampoline(t.vm.loader, m)
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

var reflectionStates sync.Map // weak.Pointer[Loader] -> *reflectionState

// reflection returns the loader's reflection state; it lives as long as
// the loader.
func (l *Loader) reflection() *reflectionState {
	key := weak.Make(l)
	if s, ok := reflectionStates.Load(key); ok {
		return s.(*reflectionState)
	}
	s, loaded := reflectionStates.LoadOrStore(key, &reflectionState{
		trampolines: map[*Method]*Method{}, proxies: map[string]*Class{}, modules: map[bool]string{},
	})
	if !loaded {
		runtime.AddCleanup(l, func(k weak.Pointer[Loader]) { reflectionStates.Delete(k) }, key)
	}
	return s.(*reflectionState)
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

// --- jdk.internal.reflect.ConstantPool ---------------------------------------

func registerConstantPool() {
	const sig = "(Ljava/lang/Object;I)"
	// entry finds the pool entry the natives (this, constantPoolOop, index)
	// refer to, checking the index and the kind of entry as HotSpot does.
	entry := func(t *Thread, a []Value, tags ...classfile.Tag) (*Class, uint16, bool) {
		if !t.nullCheck(a[1].R) {
			return nil, 0, false
		}
		c := ClassOf(a[1].R)
		index := a[2].AsInt()
		if c == nil || c.File == nil || index < 0 || int(index) >= len(c.File.Pool) {
			t.ThrowNew("java/lang/IllegalArgumentException", "Constant pool index out of bounds")
			return nil, 0, false
		}
		tag := c.File.Pool[index].Tag
		for _, want := range tags {
			if tag == want {
				return c, uint16(index), true
			}
		}
		t.ThrowNew("java/lang/IllegalArgumentException", "Wrong type at constant pool index")
		return nil, 0, false
	}
	member := func(t *Thread, a []Value, resolve, method bool) Value {
		tags := []classfile.Tag{classfile.TagFieldref}
		if method {
			tags = []classfile.Tag{classfile.TagMethodref, classfile.TagInterfaceMethodref}
		}
		c, i, ok := entry(t, a, tags...)
		if !ok {
			return nothing
		}
		cls, name, desc := c.File.Pool.MemberRef(i)
		var k *Class
		if resolve {
			if k = t.loadClass(cls); k == nil {
				return nothing
			}
		} else if k = t.vm.loader.Loaded(cls); k == nil {
			return nothing
		}
		if !method {
			f := lookupField(k, name, desc)
			if f == nil {
				t.ThrowNew("java/lang/RuntimeException", "Unable to look up field in target class")
				return nothing
			}
			for j, g := range f.Class.Fields {
				if g == f {
					fc := t.vm.must("java/lang/reflect/Field")
					return t.initThen(fc, func() Value { return Ref(t.newFieldObject(f.Class, j)) })
				}
			}
		}
		for j, m := range k.Methods {
			if m.Name == name && m.Desc == desc {
				if m.Name == "<init>" && !m.IsStatic() {
					cc := t.vm.must("java/lang/reflect/Constructor")
					return t.initThen(cc, func() Value { return Ref(t.newConstructorObject(k, j)) })
				}
				mc := t.vm.must("java/lang/reflect/Method")
				return t.initThen(mc, func() Value { return Ref(t.newMethodObject(k, j)) })
			}
		}
		t.ThrowNew("java/lang/RuntimeException", "Unable to look up method in target class")
		return nothing
	}
	register("jdk/internal/reflect/ConstantPool", map[string]Native{
		"getSize0(Ljava/lang/Object;)I": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			if c := ClassOf(a[1].R); c != nil && c.File != nil {
				return Int(int32(len(c.File.Pool)))
			}
			return Int(0)
		},
		"getClassAt0" + sig + "Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			c, i, ok := entry(t, a, classfile.TagClass)
			if !ok {
				return nothing
			}
			if k := t.loadClass(c.File.Pool.ClassName(i)); k != nil {
				return Ref(t.vm.Mirror(k))
			}
			return nothing
		},
		"getClassAtIfLoaded0" + sig + "Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			c, i, ok := entry(t, a, classfile.TagClass)
			if !ok {
				return nothing
			}
			if k := t.vm.loader.Loaded(c.File.Pool.ClassName(i)); k != nil {
				return Ref(t.vm.Mirror(k))
			}
			return nothing
		},
		"getClassRefIndexAt0" + sig + "I": func(t *Thread, a []Value) Value {
			c, i, ok := entry(t, a, classfile.TagFieldref, classfile.TagMethodref, classfile.TagInterfaceMethodref)
			if !ok {
				return nothing
			}
			return Int(int32(c.File.Pool[i].A))
		},
		"getNameAndTypeRefIndexAt0" + sig + "I": func(t *Thread, a []Value) Value {
			c, i, ok := entry(t, a, classfile.TagFieldref, classfile.TagMethodref, classfile.TagInterfaceMethodref,
				classfile.TagInvokeDynamic, classfile.TagDynamic)
			if !ok {
				return nothing
			}
			return Int(int32(c.File.Pool[i].B))
		},
		"getNameAndTypeRefInfoAt0" + sig + "[Ljava/lang/String;": func(t *Thread, a []Value) Value {
			c, i, ok := entry(t, a, classfile.TagNameAndType)
			if !ok {
				return nothing
			}
			name, desc := c.File.Pool.NameAndType(i)
			return Ref(t.vm.stringArray([]string{name, desc}))
		},
		"getMemberRefInfoAt0" + sig + "[Ljava/lang/String;": func(t *Thread, a []Value) Value {
			c, i, ok := entry(t, a, classfile.TagFieldref, classfile.TagMethodref, classfile.TagInterfaceMethodref)
			if !ok {
				return nothing
			}
			cls, name, desc := c.File.Pool.MemberRef(i)
			return Ref(t.vm.stringArray([]string{cls, name, desc}))
		},
		"getMethodAt0" + sig + "Ljava/lang/reflect/Member;":         func(t *Thread, a []Value) Value { return member(t, a, true, true) },
		"getMethodAtIfLoaded0" + sig + "Ljava/lang/reflect/Member;": func(t *Thread, a []Value) Value { return member(t, a, false, true) },
		"getFieldAt0" + sig + "Ljava/lang/reflect/Field;":           func(t *Thread, a []Value) Value { return member(t, a, true, false) },
		"getFieldAtIfLoaded0" + sig + "Ljava/lang/reflect/Field;":   func(t *Thread, a []Value) Value { return member(t, a, false, false) },
		"getIntAt0" + sig + "I": func(t *Thread, a []Value) Value {
			c, i, ok := entry(t, a, classfile.TagInteger)
			if !ok {
				return nothing
			}
			return Int(c.File.Pool.Int(i))
		},
		"getLongAt0" + sig + "J": func(t *Thread, a []Value) Value {
			c, i, ok := entry(t, a, classfile.TagLong)
			if !ok {
				return nothing
			}
			return Long(c.File.Pool.Long(i))
		},
		"getFloatAt0" + sig + "F": func(t *Thread, a []Value) Value {
			c, i, ok := entry(t, a, classfile.TagFloat)
			if !ok {
				return nothing
			}
			return Float(c.File.Pool.Float(i))
		},
		"getDoubleAt0" + sig + "D": func(t *Thread, a []Value) Value {
			c, i, ok := entry(t, a, classfile.TagDouble)
			if !ok {
				return nothing
			}
			return Double(c.File.Pool.Double(i))
		},
		"getStringAt0" + sig + "Ljava/lang/String;": func(t *Thread, a []Value) Value {
			c, i, ok := entry(t, a, classfile.TagString)
			if !ok {
				return nothing
			}
			return Ref(t.vm.Intern(c.File.Pool.StringValue(i)))
		},
		"getUTF8At0" + sig + "Ljava/lang/String;": func(t *Thread, a []Value) Value {
			c, i, ok := entry(t, a, classfile.TagUtf8)
			if !ok {
				return nothing
			}
			return Ref(t.vm.NewString(c.File.Pool.Utf8(i)))
		},
		"getTagAt0" + sig + "B": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[1].R) {
				return nothing
			}
			c, index := ClassOf(a[1].R), a[2].AsInt()
			if c == nil || c.File == nil || index < 0 || int(index) >= len(c.File.Pool) {
				t.ThrowNew("java/lang/IllegalArgumentException", "Constant pool index out of bounds")
				return nothing
			}
			return Int(int32(int8(c.File.Pool[index].Tag)))
		},
	})
}

// --- java.lang.reflect.Array -------------------------------------------------

func registerArray() {
	fns := map[string]Native{
		"getLength(Ljava/lang/Object;)I": func(t *Thread, a []Value) Value {
			arr := t.checkArray(a[0].R, false)
			if arr == nil {
				return nothing
			}
			return Int(int32(arr.Length()))
		},
		"get(Ljava/lang/Object;I)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			arr := t.checkArray(a[0].R, false)
			if arr == nil {
				return nothing
			}
			v, ok := t.arrayGet(arr, int(a[1].AsInt()))
			if !ok {
				return nothing
			}
			if arr.Class.Component.Primitive {
				return Ref(t.vm.newBox(arr.Class.Elem, v))
			}
			return v
		},
		"set(Ljava/lang/Object;ILjava/lang/Object;)V": func(t *Thread, a []Value) Value {
			arr := t.checkArray(a[0].R, false)
			if arr == nil {
				return nothing
			}
			box := a[2].R
			if !arr.Class.Component.Primitive {
				t.arraySet(arr, int(a[1].AsInt()), Ref(box), 'L')
				return nothing
			}
			if box == nil {
				t.ThrowNew("java/lang/IllegalArgumentException", "")
				return nothing
			}
			kind, v := unboxObject(box)
			t.arraySet(arr, int(a[1].AsInt()), v, kind)
			return nothing
		},
		"newArray(Ljava/lang/Class;I)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) {
				return nothing
			}
			elem, n := ClassOf(a[0].R), a[1].AsInt()
			if n < 0 {
				t.ThrowNew("java/lang/NegativeArraySizeException", itoa(int(n)))
				return nothing
			}
			if elem.Elem == 'V' || arrayDimensions(elem) >= maxArrayDimensions {
				t.ThrowNew("java/lang/IllegalArgumentException", "")
				return nothing
			}
			ac := t.loadClass("[" + elem.Descriptor())
			if ac == nil {
				return nothing
			}
			return Ref(t.vm.NewArray(ac, int(n)))
		},
		"multiNewArray(Ljava/lang/Class;[I)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) || !t.nullCheck(a[1].R) {
				return nothing
			}
			elem, dims := ClassOf(a[0].R), a[1].R.Array.([]int32)
			if len(dims) == 0 || len(dims) > maxArrayDimensions {
				t.ThrowNew("java/lang/IllegalArgumentException", "")
				return nothing
			}
			for _, d := range dims {
				if d < 0 {
					t.ThrowNew("java/lang/NegativeArraySizeException", itoa(int(d)))
					return nothing
				}
			}
			if elem.Elem == 'V' || arrayDimensions(elem)+len(dims) > maxArrayDimensions {
				t.ThrowNew("java/lang/IllegalArgumentException", "")
				return nothing
			}
			ac := t.loadClass(strings.Repeat("[", len(dims)) + elem.Descriptor())
			if ac == nil {
				return nothing
			}
			counts := make([]Value, len(dims))
			for i, d := range dims {
				counts[i] = Int(d)
			}
			return Ref(t.multiNewArray(ac, counts))
		},
	}
	kinds := []struct {
		name string
		desc byte
	}{{"Boolean", 'Z'}, {"Byte", 'B'}, {"Char", 'C'}, {"Short", 'S'}, {"Int", 'I'}, {"Long", 'J'}, {"Float", 'F'}, {"Double", 'D'}}
	for _, k := range kinds {
		kind := k.desc
		fns["get"+k.name+"(Ljava/lang/Object;I)"+string(kind)] = func(t *Thread, a []Value) Value {
			arr := t.checkArray(a[0].R, true)
			if arr == nil {
				return nothing
			}
			v, ok := t.arrayGet(arr, int(a[1].AsInt()))
			if !ok {
				return nothing
			}
			w, ok := widenValue(v, arr.Class.Elem, kind)
			if !ok {
				t.ThrowNew("java/lang/IllegalArgumentException", "argument type mismatch")
				return nothing
			}
			return w
		}
		fns["set"+k.name+"(Ljava/lang/Object;I"+string(kind)+")V"] = func(t *Thread, a []Value) Value {
			arr := t.checkArray(a[0].R, true)
			if arr == nil {
				return nothing
			}
			t.arraySet(arr, int(a[1].AsInt()), narrowValue(a[2], kind), kind)
			return nothing
		}
	}
	register("java/lang/reflect/Array", fns)
}

// arrayDimensions is the number of dimensions of an array class, 0 for
// other classes.
func arrayDimensions(c *Class) int {
	n := 0
	for ; c.IsArray(); c = c.Component {
		n++
	}
	return n
}

// checkArray is jvm.cpp's check_array: NullPointerException for null,
// IllegalArgumentException for an object that is not an array (of a
// primitive type, if primitiveOnly).
func (t *Thread) checkArray(o *Object, primitiveOnly bool) *Object {
	switch {
	case !t.nullCheck(o):
		return nil
	case !o.IsArray():
		t.ThrowNew("java/lang/IllegalArgumentException", "Argument is not an array")
		return nil
	case primitiveOnly && !o.Class.Component.Primitive:
		t.ThrowNew("java/lang/IllegalArgumentException", "Argument is not an array of primitive type")
		return nil
	}
	return o
}

// arrayGet is Reflection::array_get: the element at i, or
// ArrayIndexOutOfBoundsException (without a message).
func (t *Thread) arrayGet(arr *Object, i int) (Value, bool) {
	if i < 0 || i >= arr.Length() {
		t.ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "")
		return Value{}, false
	}
	var v Value
	switch a := arr.Array.(type) {
	case []int8:
		v = Int(int32(a[i]))
	case []uint16:
		v = Int(int32(a[i]))
	case []int16:
		v = Int(int32(a[i]))
	case []int32:
		v = Int(a[i])
	case []int64:
		v = Long(a[i])
	case []float32:
		v = Float(a[i])
	case []float64:
		v = Double(a[i])
	case []*Object:
		v = Ref(a[i])
	}
	if arr.Shared() && t.vm.observer != nil {
		t.vm.observer.ArrayAccess(t, arr, i, false)
	}
	return v, true
}

// arraySet is Reflection::array_set: stores v, of the given kind ('L' for
// a reference, 0 for an object that is not a wrapper), at index i,
// widening primitives as reflection allows.
func (t *Thread) arraySet(arr *Object, i int, v Value, kind byte) {
	if i < 0 || i >= arr.Length() {
		t.ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "")
		return
	}
	if elems, ok := arr.Array.([]*Object); ok {
		if v.R != nil && !v.R.Class.AssignableTo(arr.Class.Component) {
			t.ThrowNew("java/lang/IllegalArgumentException", "array element type mismatch")
			return
		}
		if arr.Shared() && v.R != nil {
			t.vm.publish(v.R)
		}
		elems[i] = v.R
	} else {
		w, ok := widenValue(v, kind, arr.Class.Elem)
		if kind == 0 || !ok {
			t.ThrowNew("java/lang/IllegalArgumentException", "argument type mismatch")
			return
		}
		switch a := arr.Array.(type) {
		case []int8:
			a[i] = int8(w.I)
		case []uint16:
			a[i] = uint16(w.I)
		case []int16:
			a[i] = int16(w.I)
		case []int32:
			a[i] = int32(w.I)
		case []int64:
			a[i] = w.I
		case []float32:
			a[i] = w.AsFloat()
		case []float64:
			a[i] = w.AsDouble()
		}
	}
	if arr.Shared() && t.vm.observer != nil {
		t.vm.observer.ArrayAccess(t, arr, i, true)
	}
}

// --- java.lang.reflect.Proxy -------------------------------------------------

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
	s := l.reflection()
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
		c.Fields = append(c.Fields, &Field{Class: c, Name: "m" + itoa(i), Desc: methodDesc,
			Flags: classfile.AccPrivate | classfile.AccStatic | classfile.AccFinal, Slot: i})
	}
	c.StaticSlots = len(methods)
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
	addMethod(&Method{Class: c, Name: "proxyClassLookup", Desc: "(" + lookup + ")" + lookup,
		Flags: classfile.AccPrivate | classfile.AccStatic, ArgSlots: 1, Params: []string{lookup}, Ret: lookup,
		File: &classfile.Method{AccessFlags: classfile.AccPrivate | classfile.AccStatic, Name: "proxyClassLookup",
			Descriptor: "(" + lookup + ")" + lookup, Exceptions: []string{"java/lang/IllegalAccessException"}},
		native: func(t *Thread, a []Value) Value {
			unsupported("%s.proxyClassLookup (method handles on proxy classes)", c.JavaName())
			return nothing
		}})

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
		return t.withInit(func() Value {
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
		}, mc)
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
			w := t.vm.must(boxClasses[d[0]])
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
			c := t.mustLoadDesc(ret)
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
	w := vm.must(boxClasses[ret[0]])
	if r == nil {
		t.ThrowNew("java/lang/NullPointerException", "Cannot invoke \""+w.JavaName()+"."+unboxName(ret)+"Value()\" because the return value of \"java.lang.reflect.InvocationHandler.invoke(Object, java.lang.reflect.Method, Object[])\" is null")
		return nothing
	}
	if r.Class != w {
		t.Throw(vm.classCast(r.Class, w))
		return nothing
	}
	return fieldNamed(r, "value")
}

// --- Access errors -------------------------------------------------------------

// newIllegalAccess replaces Reflection.newIllegalAccessException, whose
// Java code needs the classes' modules, which jcheck (without a module
// system) does not give classes: it builds the same message, with JDK
// classes in their named modules and application classes in the unnamed
// module, which exports everything.
func newIllegalAccess(t *Thread, a []Value) Value {
	current, member, mods := a[0].R, a[1].R, a[3].AsInt()
	vm := t.vm
	mc := ClassOf(member)
	msg := "JNI attached native thread (null caller frame)"
	if current != nil {
		msg = classString(ClassOf(current)) + vm.moduleSuffix(ClassOf(current))
	}
	msg += " cannot access a member of " + classString(mc) + vm.moduleSuffix(mc) + " with modifiers \"" + modifierString(mods) + "\""
	return Ref(vm.newThrowable("java/lang/IllegalAccessException", msg))
}

// moduleSuffix is " (in module m)" for a class of a named module.
func (vm *VM) moduleSuffix(c *Class) string {
	for c.IsArray() {
		c = c.Component
	}
	if c.App || c.Primitive {
		return ""
	}
	return " (in module " + vm.moduleName(c) + ")"
}

// classString is Class.toString.
func classString(c *Class) string {
	switch {
	case c.IsInterface():
		return "interface " + c.JavaName()
	case c.Primitive:
		return c.Name
	}
	return "class " + c.JavaName()
}

// modifierString is java.lang.reflect.Modifier.toString.
func modifierString(mods int32) string {
	names := []struct {
		bit  int32
		name string
	}{{classfile.AccPublic, "public"}, {classfile.AccProtected, "protected"}, {classfile.AccPrivate, "private"},
		{classfile.AccAbstract, "abstract"}, {classfile.AccStatic, "static"}, {classfile.AccFinal, "final"},
		{classfile.AccTransient, "transient"}, {classfile.AccVolatile, "volatile"}, {classfile.AccSynchronized, "synchronized"},
		{classfile.AccNative, "native"}, {classfile.AccStrict, "strictfp"}, {classfile.AccInterface, "interface"}}
	var parts []string
	for _, n := range names {
		if mods&n.bit != 0 {
			parts = append(parts, n.name)
		}
	}
	return strings.Join(parts, " ")
}
