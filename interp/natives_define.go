package interp

import (
	"crypto/sha256"
	"encoding/hex"
	"maps"
	"slices"
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

// init makes the maps of an empty definedClasses.
func (d *definedClasses) init() {
	if d.byKey == nil {
		*d = definedClasses{byKey: map[string]*Class{}, byName: map[string][]*Class{}}
	}
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
			// Where the class came from (a URLClassLoader's CodeSource),
			// which code such as jrt-fs.jar's asks its class for.
			t.vm.state(c).domain = a[5].R
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
	cf := t.parseDefined(data, nameObj, "defined by a class loader")
	if cf == nil {
		return nil
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
	supers, suffix, ok := t.supertypesFor(cf, func(name string) *Class { return t.resolveThrough(loader, name) })
	if !ok {
		return nil
	}
	sum := sha256.Sum256(data)
	c, err := l.defineInNamespace(cf, int(ns), strconv.Itoa(int(ns))+"/"+cf.Name+"/"+hex.EncodeToString(sum[:])+suffix, supers)
	if err != nil {
		t.exc = vm.loadError(err)
		return nil
	}
	vm.Mirror(c)
	return c
}

// supertypesFor resolves the superclass and interfaces of a class a
// program's loader defines as HotSpot does, by the loader's loadClass
// (JVMS §5.3.5), and returns those that are classes of a program's
// loader, by name, with a suffix naming them for the class's key: a
// loader that defines the supertype itself (child-first, as the loader of
// another JDK's jrt-fs.jar does for jdk.internal.jimage, whose classes
// java.base has too) makes it the class's. The others are the class
// path's and the JDK's classes of those names. resolve returns nil, with
// t.exc set, when the loader fails; supertypesFor then returns false.
func (t *Thread) supertypesFor(cf *classfile.ClassFile, resolve func(name string) *Class) (map[string]*Class, string, bool) {
	var supers map[string]*Class
	for _, name := range append([]string{cf.SuperName}, cf.Interfaces...) {
		if name == "" || name == "java/lang/Object" {
			continue
		}
		c := resolve(name)
		if c == nil {
			return nil, "", false
		}
		if c.Namespace != 0 && c.Name == name {
			if supers == nil {
				supers = map[string]*Class{}
			}
			supers[name] = c
		}
	}
	var key string
	for _, n := range slices.Sorted(maps.Keys(supers)) {
		key += "/" + strconv.Itoa(supers[n].ID)
	}
	return supers, key, true
}

// resolveThrough loads a class by internal name with a program's loader's
// loadClass, as resolving a reference does (a ClassNotFoundException is
// a NoClassDefFoundError); nil with t.exc set if it fails.
func (t *Thread) resolveThrough(loader *Object, name string) *Class {
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
// space, name, content and the supertypes its loader resolved): supers
// are those of the loader's own (supertypesFor), the others the class
// path's and the JDK's. The class is not entered in the Loader's name
// space.
func (l *Loader) defineInNamespace(cf *classfile.ClassFile, ns int, key string, supers map[string]*Class) (*Class, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if c := l.defined.byKey[key]; c != nil {
		return c, nil
	}
	c, err := l.linkAside(cf, true, supers)
	if err != nil {
		return nil, err
	}
	c.Namespace = ns
	l.defined.init()
	l.defined.byKey[key] = c
	name := strconv.Itoa(ns) + "/" + cf.Name
	l.defined.byName[name] = append(l.defined.byName[name], c)
	return c, nil
}

// linkAside links a class from its class file without entering it in the
// Loader's name space (l.mu held).
func (l *Loader) linkAside(cf *classfile.ClassFile, app bool, supers map[string]*Class) (*Class, error) {
	return l.aside(cf.Name, func() (*Class, error) { return l.link(cf, app, supers) })
}

// aside runs make, which registers a class of the given name, without
// entering that class in the Loader's name space (l.mu held): the name
// goes back to the class path's class, if it was loaded, or to none.
func (l *Loader) aside(name string, make func() (*Class, error)) (*Class, error) {
	shadowed, had := l.classes[name]
	c, err := make()
	if had {
		l.classes[name] = shadowed
	} else {
		delete(l.classes, name)
	}
	return c, err
}

// loadClassFor loads a class by internal name as a reference from class
// from resolves it (JVMS §5.3): a class of a name space finds itself and
// the classes its loader has defined, and asks its loader's loadClass for
// any other, as HotSpot does; a ClassNotFoundException becomes a
// NoClassDefFoundError. The loader's code runs to completion at once, as
// part of the instruction that resolves the reference (once for all
// executions: the instruction keeps what it resolved).
func (t *Thread) loadClassFor(from *Class, name string) *Class {
	if from.Hidden && from.File != nil && name == from.File.Name {
		// A hidden class's own name in its constant pool is the class
		// itself (JVMS §5.4.3.1 as JEP 371 amends it).
		return from
	}
	if elem := strings.TrimLeft(name, "["); from.Namespace != 0 && elem != name && strings.HasPrefix(elem, "L") {
		// An array of a class: of the element class as from resolves
		// it, in that class's name space.
		c := t.loadClassFor(from, strings.TrimSuffix(elem[1:], ";"))
		if c == nil {
			return nil
		}
		return t.arrayClass(c, len(name)-len(elem))
	}
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
	return t.resolveThrough(loader, name)
}

// The flags of ClassLoader.defineClass0, which Lookup.defineClass and
// defineHiddenClass call (MethodHandles.Lookup.ClassOption,
// java.lang.invoke.MethodHandleNatives.Constants).
const (
	defineNestmate = 0x1
	defineHidden   = 0x2
)

func init() {
	register("java/lang/ClassLoader", map[string]Native{
		"defineClass0(Ljava/lang/ClassLoader;Ljava/lang/Class;Ljava/lang/String;[BIILjava/security/ProtectionDomain;ZILjava/lang/Object;)Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			lookup := ClassOf(a[1].R)
			data, ok := t.byteRange(a[3].R, a[4].AsInt(), a[5].AsInt())
			if !ok {
				return nothing
			}
			initialize, flags := a[7].AsBool(), a[8].AsInt()
			var c *Class
			switch {
			case flags&defineHidden != 0:
				c = t.defineHiddenClass(lookup, bytesOf(data), flags&defineNestmate != 0)
			case lookup.Namespace != 0:
				c = t.defineClass(a[0].R, a[2].R, bytesOf(data))
			default:
				c = t.defineAppClass(a[2].R, bytesOf(data))
			}
			if c == nil {
				return nothing
			}
			mirror := t.vm.Mirror(c)
			// What MethodHandles.classData answers.
			setFieldNamed(mirror, "classData", a[9])
			if !initialize {
				return Ref(mirror)
			}
			return t.initThen(c, func() Value { return Ref(mirror) })
		},
	})
}

// parseDefined parses the bytes of a class the program defines under the
// name nameObj gives (nil: any), nil with the ClassFormatError,
// UnsupportedClassVersionError or NoClassDefFoundError java throws.
func (t *Thread) parseDefined(data []byte, nameObj *Object, what string) *classfile.ClassFile {
	cf, err := classfile.ParseUnverified(data, what)
	if err != nil {
		t.ThrowNew("java/lang/ClassFormatError", err.Error())
		return nil
	}
	if err := t.vm.loader.checkVersion(cf.Name, data); err != nil {
		t.ThrowNew("java/lang/UnsupportedClassVersionError", err.Error())
		return nil
	}
	if nameObj != nil {
		if name := strings.ReplaceAll(t.vm.GoString(nameObj), ".", "/"); name != cf.Name {
			t.ThrowNew("java/lang/NoClassDefFoundError", name+" (wrong name: "+cf.Name+")")
			return nil
		}
	}
	return cf
}

// defineHiddenClass is Lookup.defineHiddenClass's class: a class of its
// own every time, not in any name space, with the loader, module and
// package of the lookup class (its host) and, with NESTMATE, in the
// host's nest (else the nest of its own). It is named as HotSpot names
// it, the class file's name, '+' and a number (Class.getName shows
// "/0x..."). An execution that defines the same bytes for the same host
// as another, as often, gets the same classes.
func (t *Thread) defineHiddenClass(host *Class, data []byte, nestmate bool) *Class {
	vm, l := t.vm, t.vm.loader
	cf := t.parseDefined(data, nil, "a hidden class")
	if cf == nil {
		return nil
	}
	cf.NestHost = ""
	if nestmate {
		cf.NestHost = nestHost(host)
	}
	// A hidden class of a host a program's loader defined has the
	// supertypes the host's references resolve to (a lambda's interface
	// of the loader's own).
	var supers map[string]*Class
	var suffix string
	if host.Namespace != 0 {
		var ok bool
		if supers, suffix, ok = t.supertypesFor(cf, func(name string) *Class { return t.loadClassFor(host, name) }); !ok {
			return nil
		}
	}
	sum := sha256.Sum256(data)
	key := "hidden/" + strconv.Itoa(host.ID) + "/" + strconv.FormatBool(nestmate) + "/" + hex.EncodeToString(sum[:]) + suffix
	l.mu.Lock()
	defined := slices.Clone(l.defined.byName[key])
	l.mu.Unlock()
	for _, c := range defined {
		if vm.state(c).mirror == nil {
			return c
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	c, err := l.linkAside(cf, host.App, supers)
	if err != nil {
		t.exc = vm.loadError(err)
		return nil
	}
	l.hiddenCount++
	c.Name = cf.Name + "+0x" + strconv.FormatInt(int64(l.hiddenCount), 16)
	c.Hidden, c.host, c.Namespace = true, host, host.Namespace
	l.defined.init()
	l.defined.byName[key] = append(l.defined.byName[key], c)
	return c
}

// defineAppClass is Lookup.defineClass for a lookup class of the class
// path: the application class loader defines the class, which is then
// the class of its name, as if the class path had it, in this execution
// and the later ones (the name space is shared by all executions). A class of that
// name this execution has already loaded is java's LinkageError; one
// another execution loaded from the class path or defined from other
// bytes is not supported (the name space is shared by all executions).
func (t *Thread) defineAppClass(nameObj *Object, data []byte) *Class {
	vm, l := t.vm, t.vm.loader
	cf := t.parseDefined(data, nameObj, "defined by Lookup.defineClass")
	if cf == nil {
		return nil
	}
	sum := sha256.Sum256(data)
	key := "0/" + cf.Name + "/" + hex.EncodeToString(sum[:])
	l.mu.Lock()
	c, had := l.classes[cf.Name], l.defined.byKey[key]
	l.mu.Unlock()
	if c != nil {
		if vm.state(c).mirror != nil {
			t.ThrowNew("java/lang/LinkageError", "loader 'app' attempted duplicate class definition for "+c.JavaName()+". ("+c.JavaName()+" is in unnamed module of loader 'app')")
			return nil
		}
		if c != had {
			fatalf("Lookup.defineClass of %s, a class already loaded from the class path or defined from other bytes, is not supported by jcheck", c.JavaName())
		}
		return c
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if c = l.classes[cf.Name]; c == nil {
		var err error
		if c, err = l.link(cf, true, nil); err != nil {
			t.exc = vm.loadError(err)
			return nil
		}
		l.defined.init()
		l.defined.byKey[key] = c
	}
	return c
}
