package interp

import (
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// Java serialization (ObjectOutputStream, ObjectInputStream) is the JDK's
// code; the VM supplies what it asks of HotSpot: whether a class has a
// static initialiser (for the default serialVersionUID) and the
// constructor that creates an object to deserialise into. The JDK
// generates that constructor's accessor as bytecode that allocates the
// Serializable class and calls the no-argument constructor of its first
// superclass that is not Serializable — code no verifier accepts, which
// HotSpot lets through for accessors. jcheck's accessor is a VM class
// whose newInstance does the same natively.

func init() {
	register("java/io/ObjectStreamClass", map[string]Native{
		"initNative()V": noop,
		"hasStaticInitializer(Ljava/lang/Class;)Z": func(t *Thread, a []Value) Value {
			return Bool(ClassOf(a[0].R).clinit != nil)
		},
	})
	replace("jdk/internal/reflect/MethodAccessorGenerator", map[string]Native{
		// JDK 17: (declaringClass, parameterTypes, checkedExceptions,
		// modifiers, targetConstructorClass).
		"generateSerializationConstructor(Ljava/lang/Class;[Ljava/lang/Class;[Ljava/lang/Class;ILjava/lang/Class;)Ljdk/internal/reflect/SerializationConstructorAccessorImpl;": func(t *Thread, a []Value) Value {
			return t.serializationConstructor(ClassOf(a[1].R), a[2].R, ClassOf(a[5].R))
		},
		// JDK 21: the same without checkedExceptions.
		"generateSerializationConstructor(Ljava/lang/Class;[Ljava/lang/Class;ILjava/lang/Class;)Ljdk/internal/reflect/SerializationConstructorAccessorImpl;": func(t *Thread, a []Value) Value {
			return t.serializationConstructor(ClassOf(a[1].R), a[2].R, ClassOf(a[4].R))
		},
	})
	// JDK 22 and later make the accessor from a method handle that
	// allocates decl and runs ctor, after initialising decl.
	replace("jdk/internal/reflect/MethodHandleAccessorFactory", map[string]Native{
		"newSerializableConstructorAccessor(Ljava/lang/Class;Ljava/lang/reflect/Constructor;)Ljdk/internal/reflect/ConstructorAccessorImpl;": func(t *Thread, a []Value) Value {
			decl, ctor := ClassOf(a[0].R), t.vm.reflectedMethod(a[1].R)
			if !decl.IsSubclassOf(ctor.Class) {
				toString := mustMethod(a[1].R.Class, "toString", "()Ljava/lang/String;")
				t.callFromNative(toString, []Value{a[1]}, func(t *Thread, s Value, exc *Object) Value {
					if exc == nil {
						t.ThrowNew("java/lang/UnsupportedOperationException", t.vm.GoString(s.R)+" not a superclass of "+decl.JavaName())
					} else {
						t.Throw(exc)
					}
					return nothing
				})
				return nothing
			}
			return t.accessorInitThen(decl, func() Value {
				params := t.typeClasses(ctor.Class, ctor.Params)
				if params == nil {
					return nothing
				}
				acc := t.vm.NewObject(t.vm.loader.serialConstructorClass(t, "ConstructorAccessorImpl"))
				acc.Native = &serialConstructor{class: decl, ctor: ctor, params: params}
				return Ref(acc)
			})
		},
	})
}

// serializationConstructor is MethodAccessorGenerator's accessor that
// allocates cl and runs target's constructor of the parameter types
// paramTypes (a Class[]).
func (t *Thread) serializationConstructor(cl *Class, paramTypes *Object, target *Class) Value {
	var desc strings.Builder
	desc.WriteByte('(')
	var params []*Class
	if paramTypes != nil {
		for _, p := range paramTypes.Array.([]*Object) {
			params = append(params, ClassOf(p))
			desc.WriteString(ClassOf(p).Descriptor())
		}
	}
	desc.WriteString(")V")
	ctor := target.DeclaredMethod("<init>", desc.String())
	if ctor == nil {
		t.ThrowNew("java/lang/InternalError", "no constructor "+target.JavaName()+".<init>"+desc.String())
		return nothing
	}
	acc := t.vm.NewObject(t.vm.loader.serialConstructorClass(t, "SerializationConstructorAccessorImpl"))
	acc.Native = &serialConstructor{class: cl, ctor: ctor, params: params}
	return Ref(acc)
}

// serialConstructor is what a serialization constructor accessor does:
// allocate class, run ctor (of class or a superclass) on the new object.
// It never changes, so executions copied from one another may share it.
type serialConstructor struct {
	class  *Class
	ctor   *Method
	params []*Class
}

// serialConstructorClass is the VM's subclass of the class library's
// accessor superclass (jdk.internal.reflect.SerializationConstructorAccessorImpl
// on JDK 17 and 21, ConstructorAccessorImpl on JDK 25), defined on first use.
func (l *Loader) serialConstructorClass(t *Thread, superName string) *Class {
	const name = "jcheck/SerializationConstructorAccessor"
	if c := l.Loaded(name); c != nil {
		return c
	}
	super := t.loadClass("jdk/internal/reflect/" + superName)
	if super == nil {
		fatalf("cannot load jdk.internal.reflect.%s", superName)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if c := l.classes[name]; c != nil {
		return c
	}
	c := &Class{Name: name, Super: super, Hidden: true, Flags: classfile.AccFinal | classfile.AccSuper | classfile.AccSynthetic, InstanceSlots: super.InstanceSlots, methodsByKey: map[string]*Method{}}
	m := makeMethod(c, "newInstance", "([Ljava/lang/Object;)Ljava/lang/Object;", classfile.AccPublic|classfile.AccNative)
	m.native = serialNewInstance
	c.Methods = []*Method{m}
	c.methodsByKey[m.Name+m.Desc] = m
	l.finishHierarchy(c)
	l.register(c)
	return c
}

// serialNewInstance is the accessor's newInstance(Object[]).
func serialNewInstance(t *Thread, a []Value) Value {
	sc := a[0].R.Native.(*serialConstructor)
	return t.initThen(sc.class, func() Value {
		if sc.class.IsInterface() || sc.class.IsAbstract() {
			t.ThrowNew("java/lang/InstantiationException", sc.class.JavaName())
			return nothing
		}
		obj := t.newObject(sc.class)
		if obj == nil {
			return nothing
		}
		ptypes := make([]*Object, len(sc.params))
		for i, p := range sc.params {
			ptypes[i] = t.vm.Mirror(p)
		}
		vals, ok := t.reflectionArgs(ptypes, a[1].R, obj, true)
		if !ok {
			return nothing
		}
		t.callFromNative(sc.ctor, vals, func(t *Thread, _ Value, exc *Object) Value {
			if exc != nil {
				t.Throw(t.vm.invocationTarget(exc))
				return nothing
			}
			return Ref(obj)
		})
		return nothing
	})
}
