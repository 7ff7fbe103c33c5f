package interp

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// Classes a program's class loaders define from bytes
// (ClassLoader.defineClass, which URLClassLoader and the program's own
// loaders call). The VM's Loader has one name space for the class path
// and the JDK, shared by every execution; a class defined by a loader of
// the program's is distinct from every other class, even one of the same
// name and bytes defined by another loader. Such a class belongs to a
// name space: the number of its loader among the loaders of its
// execution that have defined classes (kept in the loader object), and
// is shared, like every class, by the executions in which the loader
// with that number defines the same bytes under that name. Its constant
// pool resolves names to the classes its loader has defined in the
// execution, and asks the loader for any other (loadClassFor).

// definedClasses holds the classes the program's loaders defined, by
// name space, name and content, and their names by name space.
type definedClasses struct {
	byKey  map[string]*Class
	byName map[string][]*Class // name space and name
}

func init() {
	register("java/lang/ClassLoader", map[string]Native{
		"defineClass1(Ljava/lang/ClassLoader;Ljava/lang/String;[BIILjava/security/ProtectionDomain;Ljava/lang/String;)Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			data, ok := t.byteRange(a[2].R, a[3].AsInt(), a[4].AsInt())
			if !ok {
				return nothing
			}
			if !t.nullCheck(a[0].R) {
				return nothing
			}
			c := t.defineClass(a[0].R, a[1].R, bytesOf(data))
			if c == nil {
				return nothing
			}
			return Ref(t.vm.Mirror(c))
		},
	})
}

// defineClass defines a class from a class file's bytes for a loader of
// the program's, with the errors HotSpot's SystemDictionary gives; nil
// with t.exc set if it cannot.
func (t *Thread) defineClass(loader, nameObj *Object, data []byte) *Class {
	vm := t.vm
	l := vm.loader
	cf, err := classfile.ParseUnverified(data, "defined by a class loader")
	if err != nil {
		t.ThrowNew("java/lang/ClassFormatError", err.Error())
		return nil
	}
	if err := l.checkVersion(cf.Name, data); err != nil {
		t.ThrowNew("java/lang/UnsupportedClassVersionError", err.Error())
		return nil
	}
	if nameObj != nil {
		if name := strings.ReplaceAll(vm.GoString(nameObj), ".", "/"); name != cf.Name {
			t.ThrowNew("java/lang/NoClassDefFoundError", name+" (wrong name: "+cf.Name+")")
			return nil
		}
	}
	ns, _ := loader.Native.(loaderNamespace)
	if ns == 0 {
		vm.userLoaders = append(vm.userLoaders, loader)
		ns = loaderNamespace(len(vm.userLoaders))
		loader.Native = ns
	}
	if vm.definedIn(int(ns), cf.Name) != nil {
		t.ThrowNew("java/lang/LinkageError", "loader "+loader.Class.JavaName()+" attempted duplicate class definition for "+strings.ReplaceAll(cf.Name, "/", ".")+".")
		return nil
	}
	sum := sha256.Sum256(data)
	c, err := l.defineInNamespace(cf, int(ns), strconv.Itoa(int(ns))+"/"+cf.Name+"/"+hex.EncodeToString(sum[:]))
	if err != nil {
		t.exc = vm.loadError(err)
		return nil
	}
	vm.Mirror(c)
	return c
}

// loaderNamespace is the name space of a loader of the program's, kept in
// the loader object's Native (it never changes, so executions copied from
// one another may share it).
type loaderNamespace int

// definedIn is the class of that name the loader with name space ns has
// defined in this execution, nil if none.
func (vm *VM) definedIn(ns int, name string) *Class {
	l := vm.loader
	l.mu.Lock()
	cs := l.defined.byName[strconv.Itoa(ns)+"/"+name]
	l.mu.Unlock()
	for _, c := range cs {
		if vm.state(c).mirror != nil {
			return c
		}
	}
	return nil
}

// defineInNamespace links a class of a name space once per key (name
// space, name and content). Its supertypes are those of the class path
// and the JDK. The class is not entered in the Loader's name space.
func (l *Loader) defineInNamespace(cf *classfile.ClassFile, ns int, key string) (*Class, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if c := l.defined.byKey[key]; c != nil {
		return c, nil
	}
	shadowed, had := l.classes[cf.Name]
	c, err := l.link(cf, true)
	// link enters the class under its name: give the name back to the
	// class path's class, if it was loaded, or to none.
	if had {
		l.classes[cf.Name] = shadowed
	} else {
		delete(l.classes, cf.Name)
	}
	if err != nil {
		return nil, err
	}
	c.Namespace = ns
	if l.defined.byKey == nil {
		l.defined = definedClasses{byKey: map[string]*Class{}, byName: map[string][]*Class{}}
	}
	l.defined.byKey[key] = c
	name := strconv.Itoa(ns) + "/" + cf.Name
	l.defined.byName[name] = append(l.defined.byName[name], c)
	return c, nil
}

// loadClassFor loads a class by internal name as a reference from class
// from resolves it (JVMS §5.3): a class of a name space finds itself and
// the classes its loader has defined, and asks its loader's loadClass for
// any other, as HotSpot does; a ClassNotFoundException becomes a
// NoClassDefFoundError. The loader's code runs to completion at once, as
// part of the instruction that resolves the reference (once for all
// executions: the instruction keeps what it resolved).
func (t *Thread) loadClassFor(from *Class, name string) *Class {
	if from.Namespace == 0 || strings.HasPrefix(name, "[") {
		return t.loadClass(name)
	}
	if name == from.Name {
		return from
	}
	if c := t.vm.definedIn(from.Namespace, name); c != nil {
		return c
	}
	loader := t.vm.definingLoader(from)
	if loader == nil {
		return t.loadClass(name)
	}
	load := resolveMethod(loader.Class, "loadClass", "(Ljava/lang/String;)Ljava/lang/Class;")
	r, exc := t.callJava(load, Ref(loader), Ref(t.vm.NewString(strings.ReplaceAll(name, "/", "."))))
	switch {
	case exc != nil && !exc.Class.IsSubclassOf(t.loadClass("java/lang/ClassNotFoundException")):
		t.exc = exc
	case exc != nil || r.R == nil:
		t.exc = t.vm.newThrowable("java/lang/NoClassDefFoundError", name)
	default:
		return ClassOf(r.R)
	}
	return nil
}
