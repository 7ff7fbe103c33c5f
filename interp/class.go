package interp

import (
	"slices"
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// Class is a loaded and linked class, array class or primitive type. Its
// metadata is immutable after linking and shared by every execution; the
// per-execution part (statics, initialisation state, the java.lang.Class
// object) is a classState of the VM, found by ID.
type Class struct {
	Name  string // internal form: "java/lang/String", "[I", or "int" for primitives
	ID    int
	File  *classfile.ClassFile // nil for arrays and primitives
	Flags uint16
	Super *Class
	// Interfaces are the direct superinterfaces.
	Interfaces []*Class
	// App is true for classes defined by the application class loader.
	App bool
	// codeBase is the class path entry (directory or jar, absolute) an
	// application class was read from: its CodeSource's location.
	codeBase string
	// Module is the JDK module of a class of the class library.
	Module string
	// Component is the element type of an array class.
	Component *Class
	// Elem is the descriptor letter of an array's elements ('I', 'L', ...)
	// or of a primitive type; 0 for ordinary classes.
	Elem byte
	// Primitive marks the classes of the primitive types and void.
	Primitive bool
	// cacheSlots are the slots of the instance fields, the class's and
	// its superclasses', that are plain libraryCaches (cacheSlot).
	cacheSlots []int
	// Hidden marks classes the VM generates (lambda proxies, call-site
	// adapters); their frames do not appear in stack traces.
	Hidden bool
	// Namespace is 0 for a class of the class path or the JDK; for a
	// class a program's class loader defined from bytes, the number of
	// that loader in its execution (natives_define.go).
	Namespace int
	// host is the class whose code made a hidden class (a lambda's
	// proxy): the hidden class has its loader and module.
	host *Class

	Fields           []*Field  // declared fields
	Methods          []*Method // declared methods
	InstanceSlots    int       // instance fields including inherited ones
	StaticSlots      int
	SourceFile       string
	clinit           *Method
	methodsByKey     map[string]*Method // name+descriptor -> declared method
	ancestors        []*Class           // superclass chain from Object down to this class
	allInterfaces    map[*Class]bool    // every superinterface, transitively
	declaresDefaults bool               // declares a non-abstract, non-static method (JVMS §5.5 step 7)
	selected         map[*Method]*Method
	// annotation is what the annotation files declare of the class
	// (annotated.go), nil if nothing.
	annotation *classAnnotation
}

// IsInterface reports whether c is an interface.
func (c *Class) IsInterface() bool { return c.Flags&classfile.AccInterface != 0 }

// IsArray reports whether c is an array class.
func (c *Class) IsArray() bool { return c.Component != nil }

// JavaName is the name as Class.getName returns it: "java.lang.String",
// "[I", "[Ljava.lang.String;".
func (c *Class) JavaName() string {
	n := strings.ReplaceAll(c.Name, "/", ".")
	if c.Hidden && c.File != nil {
		// A hidden class the program defined: HotSpot's internal name
		// has "+0x" where Class.getName has "/0x" (natives_define.go).
		n = strings.Replace(n, "+0x", "/0x", 1)
	}
	return n
}

// PackageName is the package in internal form ("java/lang"), "" for the
// unnamed package.
func (c *Class) PackageName() string {
	n := c.Name
	for c := c; c.Component != nil; c = c.Component {
		n = c.Component.Name
	}
	if i := strings.LastIndexByte(n, '/'); i >= 0 {
		return n[:i]
	}
	return ""
}

// Descriptor is the field descriptor of the type: "Ljava/lang/String;", "[I", "I".
func (c *Class) Descriptor() string {
	switch {
	case c.Primitive:
		return string(c.Elem)
	case c.IsArray():
		return c.Name
	}
	return "L" + c.Name + ";"
}

// DeclaredMethod returns the method c itself declares with the given name
// and descriptor, or nil.
func (c *Class) DeclaredMethod(name, desc string) *Method { return c.methodsByKey[name+desc] }

// DeclaredField returns the field c itself declares with the given name, or nil.
func (c *Class) DeclaredField(name string) *Field {
	for _, f := range c.Fields {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// InstanceField finds a non-static field by name in c or its superclasses;
// the VM uses it for the fields of library classes it reads directly.
func (c *Class) InstanceField(name string) *Field {
	for k := c; k != nil; k = k.Super {
		if f := k.DeclaredField(name); f != nil && !f.IsStatic() {
			return f
		}
	}
	return nil
}

// IsSubclassOf reports whether c is t or a subclass of t (t a class, not an
// interface), in constant time through the ancestor chain.
func (c *Class) IsSubclassOf(t *Class) bool {
	d := len(t.ancestors) - 1
	return d < len(c.ancestors) && c.ancestors[d] == t
}

// Implements reports whether c has t among its superinterfaces (or is t).
func (c *Class) Implements(t *Class) bool { return c == t || c.allInterfaces[t] }

// AssignableTo reports whether a value of type c can be stored where type t
// is expected (JVMS §6.5 checkcast, for reference types).
func (c *Class) AssignableTo(t *Class) bool {
	if c == t {
		return true
	}
	switch {
	case c.IsArray():
		switch {
		case t.IsArray():
			if c.Component.Primitive || t.Component.Primitive {
				return c.Component == t.Component
			}
			return c.Component.AssignableTo(t.Component)
		case t.IsInterface():
			return t.Name == "java/lang/Cloneable" || t.Name == "java/io/Serializable"
		}
		return t.Name == "java/lang/Object"
	case t.IsInterface():
		return c.Implements(t)
	case c.IsInterface():
		return t.Name == "java/lang/Object"
	}
	return c.IsSubclassOf(t)
}

// Field is a declared field.
type Field struct {
	Class *Class
	Name  string
	Desc  string
	Flags uint16
	// Slot indexes Object.Fields for instance fields and the class's
	// statics for static fields.
	Slot int
	// Constant is the ConstantValue pool index of a static field, or 0.
	Constant uint16
	// communication marks a field of a class the annotations declare a
	// communication class: its accesses are visible operations.
	communication bool
	// cache marks a field of libraryCaches: its accesses are silent
	// (Thread.silent), or, if it is not volatile, not observed at all
	// (Class.cacheSlot).
	cache bool
}

// libraryCaches are the private fields of the class library's exported
// classes that cache what their object's own state determines, filled
// by whichever thread asks first: every thread finds an equal value
// (or, for a view of a collection, one as good: a map's key set or
// values), and the program cannot see the field. The volatile ones (a
// Locale's hash and language tag, a class's reflection data, enum
// constants and annotations, a ListResourceBundle's table, a URI's
// string forms) are silent, as the internal packages' caches are: two
// threads formatting a number each would otherwise order every access
// against the other's. The plain ones (a map's views, a BigDecimal's
// string and precision, a BigInteger's bit counts, a URI's hash) are
// filled racily by design — the JDK's racy single-check idiom, safe
// because what they hold is immutable or final-field published — so
// they are not observed: two threads iterating one HashSet, or printing
// one BigDecimal, race on nothing of theirs.
var libraryCaches = map[string]bool{
	"java/util/Locale.hashCodeValue":                 true,
	"java/util/Locale.languageTag":                   true,
	"java/lang/Class.reflectionData":                 true,
	"java/lang/Class.enumConstants":                  true,
	"java/lang/Class.enumConstantDirectory":          true,
	"java/lang/Class.annotationData":                 true,
	"java/lang/Class.classRedefinedCount":            true,
	"java/util/ListResourceBundle.lookup":            true,
	"java/util/AbstractMap.keySet":                   true,
	"java/util/AbstractMap.values":                   true,
	"java/util/HashMap.entrySet":                     true,
	"java/util/TreeMap.entrySet":                     true,
	"java/util/TreeMap.navigableKeySet":              true,
	"java/util/TreeMap.descendingMap":                true,
	"java/util/Hashtable.keySet":                     true,
	"java/util/Hashtable.entrySet":                   true,
	"java/util/Hashtable.values":                     true,
	"java/util/IdentityHashMap.entrySet":             true,
	"java/util/WeakHashMap.entrySet":                 true,
	"java/util/EnumMap.entrySet":                     true,
	"java/util/Collections$UnmodifiableMap.keySet":   true,
	"java/util/Collections$UnmodifiableMap.entrySet": true,
	"java/util/Collections$UnmodifiableMap.values":   true,
	"java/math/BigDecimal.stringCache":               true,
	"java/math/BigDecimal.precision":                 true,
	"java/math/BigInteger.bitCountPlusOne":           true,
	"java/math/BigInteger.bitLengthPlusOne":          true,
	"java/math/BigInteger.lowestSetBitPlusTwo":       true,
	"java/math/BigInteger.firstNonzeroIntNumPlusTwo": true,
	"java/net/URI.hash":                              true,
	"java/net/URI.string":                            true,
	"java/net/URI.decodedUserInfo":                   true,
	"java/net/URI.decodedAuthority":                  true,
	"java/net/URI.decodedPath":                       true,
	"java/net/URI.decodedQuery":                      true,
	"java/net/URI.decodedFragment":                   true,
	"java/net/URI.decodedSchemeSpecificPart":         true,
}

// cacheSlot reports whether the instance field at slot of c's objects is
// a plain field of libraryCaches.
func (c *Class) cacheSlot(slot int) bool { return slices.Contains(c.cacheSlots, slot) }

// addField appends a field to a class being defined, giving it the next
// static or instance slot.
func (c *Class) addField(f *Field) {
	f.cache = libraryCaches[c.Name+"."+f.Name]
	if f.IsStatic() {
		f.Slot = c.StaticSlots
		c.StaticSlots++
	} else {
		f.Slot = c.InstanceSlots
		c.InstanceSlots++
		if f.cache && !f.IsVolatile() {
			c.cacheSlots = append(c.cacheSlots, f.Slot)
		}
	}
	c.Fields = append(c.Fields, f)
}

// IsStatic reports whether the field is static.
func (f *Field) IsStatic() bool { return f.Flags&classfile.AccStatic != 0 }

// IsVolatile reports whether the field is volatile.
func (f *Field) IsVolatile() bool { return f.Flags&classfile.AccVolatile != 0 }

// visible reports whether every access to the field (of a shared object)
// is a visible operation: it is volatile or a communication object.
func (f *Field) visible() bool { return f.IsVolatile() || f.communication }

// Wide reports whether the field holds a long or a double.
func (f *Field) Wide() bool { return f.Desc == "J" || f.Desc == "D" }

// Method is a declared method, or one the VM synthesises (lambda bodies,
// string concatenation, record methods).
type Method struct {
	Class *Class
	Name  string
	Desc  string
	Flags uint16
	// ArgSlots is the number of slots the arguments take, including the
	// receiver of an instance method.
	ArgSlots int
	// Params are the parameter descriptors; Ret is the return descriptor.
	Params []string
	Ret    string
	File   *classfile.Method
	// code is the decoded body, built on first invocation.
	code *Code
	// native implements a native method, or a library method the VM
	// replaces; bound on first invocation.
	native Native
	// visible, for a native that performs a visible operation, gives the
	// operation a call with these arguments performs, and whether it is
	// visible at all.
	visible func(t *Thread, args []Value) (Op, bool)
	// guard, for a replacement that applies only to some receivers,
	// decides whether a call runs native or the method's bytecode.
	guard func(vm *VM, recv *Object) bool
	// atomic is how a call of the method is treated when its class has
	// atomic granularity (granularity.go); uses says which part of the
	// object's state a call uses, where that is less than all of it.
	atomic atomicity
	uses   atomicUse
	// movesData marks a method that reads or writes data for its caller
	// (movesData): its accesses are judged by the caller's frame.
	movesData bool
	// work says whether a frame of the method does the class library's
	// internal work (frame.libraryWork): its class's, kept here beside
	// movesData for the push of every frame.
	work methodWork
}

// methodWork is what a method's frames do (frame.libraryWork).
type methodWork uint8

const (
	// workOfCaller: a method of the class library outside the internal
	// packages of its services (java.util.HashMap.get, Unsafe's) works
	// for whoever called it.
	workOfCaller methodWork = iota
	// libraryWork: a method of a package the JDK does not export that
	// implements a service on caches of its own (internalPackage).
	libraryWork
	// programWork: a method of the program's own classes.
	programWork
)

// workOf is the work of a method of class c. The methods that move data
// for their callers (movesData) are all of exported packages or of
// internal ones outside internalPackage, so they work for their callers.
func workOf(c *Class) methodWork {
	switch {
	case c.App:
		return programWork
	case internalPackage(c.Name):
		return libraryWork
	}
	return workOfCaller
}

// internalPackage reports whether a class of the class library is of one
// of the packages, not exported by the JDK, that implement its services
// on caches of their own: locales, calendars and their data
// (sun.util.*), text (sun.text.*), security providers and their
// algorithms (sun.security.*, com.sun.crypto.provider), charsets
// (sun.nio.cs), class loading and its helpers (jdk.internal.loader,
// jdk.internal.util), Unicode data (jdk.internal.icu). Those whose objects
// a program holds as resources it opens and closes — foreign memory
// sessions (jdk.internal.foreign), channels (sun.nio.ch), file systems
// (sun.nio.fs), an HTTP client — are not among them: whether a thread
// closes one before another uses it is the program's order.
func internalPackage(class string) bool {
	for _, p := range [...]string{"sun/util/", "sun/text/", "sun/security/", "com/sun/crypto/provider/", "sun/nio/cs/", "jdk/internal/loader/", "jdk/internal/util/", "jdk/internal/icu/"} {
		if strings.HasPrefix(class, p) {
			return true
		}
	}
	return false
}

// IsStatic reports whether the method is static.
func (m *Method) IsStatic() bool { return m.Flags&classfile.AccStatic != 0 }

// IsNative reports whether the method is native.
func (m *Method) IsNative() bool { return m.Flags&classfile.AccNative != 0 }

// IsAbstract reports whether the method is abstract.
func (m *Method) IsAbstract() bool { return m.Flags&classfile.AccAbstract != 0 }

// IsPrivate reports whether the method is private.
func (m *Method) IsPrivate() bool { return m.Flags&classfile.AccPrivate != 0 }

// IsSynchronized reports whether the method is synchronized.
func (m *Method) IsSynchronized() bool { return m.Flags&classfile.AccSynchronized != 0 }

// String is "java.lang.String.indexOf(I)I".
func (m *Method) String() string { return m.Class.JavaName() + "." + m.Name + m.Desc }

// Key identifies the method in native registries: "java/lang/String.indexOf(I)I".
func (m *Method) Key() string { return m.Class.Name + "." + m.Name + m.Desc }

// retSlots is the number of slots the return value takes.
func (m *Method) retSlots() int { return slots(m.Ret) }

// lambdaHost is the class whose code made c if c is a lambda's hidden
// class (synthesised, with no class file), which the JDK defines as a
// nestmate of its maker; nil otherwise (a hidden class the program
// defines is its host's nestmate only if it asked for NESTMATE).
func (c *Class) lambdaHost() *Class {
	if c.File == nil && c.host != nil {
		return c.host
	}
	return nil
}
