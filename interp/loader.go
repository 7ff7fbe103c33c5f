package interp

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/jcheck/jcheck/annotations"
	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/interp/models"
)

// Loader loads, parses and links classes once; every execution of a
// program shares what it has loaded (DESIGN.md: class metadata is parsed
// once, the heap is rebuilt per execution). It stands for both the
// bootstrap loader (the JDK's classes) and the application class loader
// (the user's class path), with the usual parent-first delegation.
type Loader struct {
	boot, app classpath.Path

	mu         sync.Mutex
	classes    map[string]*Class
	byID       []*Class
	loading    map[string]bool
	primitives map[byte]*Class
	literals   literalTable
	// hiddenCount numbers the hidden classes the VM defines.
	hiddenCount int
	// sites numbers array allocation sites.
	sites siteTable
	// domainOf makes the ProtectionDomain of an application class
	// (natives_class.go).
	domainOf *Method
	// threadStarter is the bottom frame of every started thread (see
	// Loader.startMethod).
	threadStarter *Method
	// initAwait is the frame in which a native method waits for a
	// class's initialisation (Loader.initAwaitMethod).
	initAwait *Method
	// reflect is what reflection defines, shared by every execution.
	reflect reflectionState
	// handles is what method handles define, shared by every execution.
	handles handleState
	// annot is what the annotation files say (Annotate), nil if none;
	// annotated the files' declarations, for Fresh.
	annot     *loaderAnnotations
	annotated *annotations.Set
	// fileCache holds the files the programs read, as first read
	// (natives_io.go).
	fileCache map[string][]byte
	// moduleClasses holds, by JDK module, the class whose mirror keeps
	// the module's named Module object (natives_modules.go).
	moduleClasses map[string]*Class
	// verified holds the outcome of verifying each application class
	// linked so far (link.go).
	verified map[*Class]error
	// defined holds the classes the program's class loaders defined
	// (natives_define.go).
	defined definedClasses

	// EnumerateRandom makes Random.nextInt(bound) and nextBoolean()
	// non-deterministic choices (see natives_random.go). Set it before
	// the first class is loaded.
	EnumerateRandom bool
	// LibraryBytecode runs java.util.concurrent as the library's bytecode
	// rather than as the VM's models of it: ReentrantLock and its
	// Conditions as synchronization objects (natives_locks.go), the
	// atomics and concurrent collections with atomic granularity
	// (granularity.go), the model classes of interp/models in place of
	// the library's. Set it before the first class is loaded.
	LibraryBytecode bool
	// MaxVersion is the latest class file major version the VM runs: its
	// JDK's (61 for JDK 17), against which HotSpot checks every class
	// file (checkVersion); 0 accepts every version classfile decodes.
	// Set it before the first class is loaded.
	MaxVersion uint16
	// EnablePreview runs classes of MaxVersion that use its preview
	// features (java --enable-preview). Set it before the first class is
	// loaded.
	EnablePreview bool
}

// LoadError is a failure to load or link a class. Kind is the simple name
// of the Java error it becomes (NoClassDefFoundError, ClassFormatError,
// ClassCircularityError, IncompatibleClassChangeError,
// UnsupportedClassVersionError).
type LoadError struct {
	Kind  string
	Class string // internal name
	Err   error
	// Unreadable marks a class file that was found but could not be read
	// (an I/O error, a file that is not a regular one or is too large):
	// a fault of the input, not of the program.
	Unreadable bool
}

func (e *LoadError) Error() string { return e.Err.Error() }
func (e *LoadError) Unwrap() error { return e.Err }

// NotFound reports whether the error is a class that is on no class path.
func (e *LoadError) NotFound() bool {
	var nf *classpath.NotFoundError
	return errors.As(e.Err, &nf)
}

// NewLoader makes a loader over the JDK's boot class path and the
// application's class path.
func NewLoader(boot, app classpath.Path) *Loader {
	l := &Loader{boot: boot, app: app, classes: map[string]*Class{}, loading: map[string]bool{}, primitives: map[byte]*Class{}, reflect: newReflectionState(), verified: map[*Class]error{}}
	for _, p := range []struct {
		name string
		elem byte
	}{{"boolean", 'Z'}, {"byte", 'B'}, {"char", 'C'}, {"short", 'S'}, {"int", 'I'}, {"long", 'J'}, {"float", 'F'}, {"double", 'D'}, {"void", 'V'}} {
		c := &Class{Name: p.name, Elem: p.elem, Primitive: true, Flags: classfile.AccPublic | classfile.AccFinal | classfile.AccAbstract}
		l.register(c)
		l.primitives[p.elem] = c
	}
	return l
}

// Fresh returns a new loader over the same class paths, with the same
// settings and annotations, that shares nothing loaded with this one: the
// interpreter rewrites and caches in the code it runs (quickened
// instructions, call-site caches), so executions that run at the same
// time, in the workers of a parallel search, each need a loader of their
// own.
func (l *Loader) Fresh() (*Loader, error) {
	n := NewLoader(l.boot, l.app)
	n.EnumerateRandom, n.LibraryBytecode, n.MaxVersion, n.EnablePreview = l.EnumerateRandom, l.LibraryBytecode, l.MaxVersion, l.EnablePreview
	if l.annotated != nil {
		if err := n.Annotate(l.annotated); err != nil {
			return nil, err
		}
	}
	return n, nil
}

// ClassPath is the application class path.
func (l *Loader) ClassPath() classpath.Path { return l.app }

// BootPath is the JDK's boot class path.
func (l *Loader) BootPath() classpath.Path { return l.boot }

func (l *Loader) register(c *Class) {
	c.ID = len(l.byID)
	l.byID = append(l.byID, c)
	l.classes[c.Name] = c
}

// Primitive returns the class of a primitive type by descriptor letter.
func (l *Loader) Primitive(elem byte) *Class { return l.primitives[elem] }

// Loaded returns the class if it is already loaded.
func (l *Loader) Loaded(name string) *Class {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.classes[name]
}

// Load returns the class, array class or primitive type with the given
// internal name, loading and linking it (and its supertypes) if needed.
func (l *Loader) Load(name string) (*Class, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.load(name)
}

// LoadDescriptor loads the type named by a field descriptor.
func (l *Loader) LoadDescriptor(desc string) (*Class, error) {
	switch desc[0] {
	case 'L':
		return l.Load(desc[1 : len(desc)-1])
	case '[':
		return l.Load(desc)
	}
	if c := l.primitives[desc[0]]; c != nil && len(desc) == 1 {
		return c, nil
	}
	return nil, &LoadError{Kind: "NoClassDefFoundError", Class: desc, Err: fmt.Errorf("invalid type descriptor %q", desc)}
}

func (l *Loader) load(name string) (*Class, error) {
	if c := l.classes[name]; c != nil {
		return c, nil
	}
	if name == "" {
		return nil, &LoadError{Kind: "NoClassDefFoundError", Class: name, Err: errors.New("empty class name")}
	}
	if name[0] == '[' {
		return l.loadArray(name)
	}
	if l.loading[name] {
		return nil, &LoadError{Kind: "ClassCircularityError", Class: name, Err: fmt.Errorf("class %s is its own superclass or superinterface", name)}
	}
	l.loading[name] = true
	defer delete(l.loading, name)

	app := false
	var library []byte // the library's class a model replaces
	data, from, err := l.boot.ReadClass(name)
	if model, ok := models.Class(name); ok && !l.LibraryBytecode && (err == nil || errors.Is(err, fs.ErrNotExist)) {
		// The library's class, or one only the model has (a member class
		// of its own, such as CompletableFuture$Dependent).
		if err == nil {
			library = data
		}
		data, from, err = model, modelSource{}, nil
	} else if ok && models.Supplied(name) {
		// Not looked for on the class path: jcheck's class wins.
		data, from, err = model, modelSource{}, nil
	}
	if errors.Is(err, fs.ErrNotExist) {
		app = true
		data, from, err = l.app.ReadClass(name)
	}
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			searched := classpath.Path(append(append(classpath.Path{}, l.boot...), l.app...))
			err = &classpath.NotFoundError{Name: name, Searched: []string{searched.String()}}
		}
		return nil, &LoadError{Kind: "NoClassDefFoundError", Class: name, Err: err, Unreadable: !errors.Is(err, fs.ErrNotExist)}
	}
	if err := l.checkVersion(name, data); err != nil {
		return nil, &LoadError{Kind: "UnsupportedClassVersionError", Class: name, Err: err}
	}
	src := name + ".class"
	if from != nil {
		src = from.String() + ": " + src
	}
	parse := classfile.Parse
	if app {
		// The code of an application class is checked when the class is
		// linked, by the verifier (link.go).
		parse = classfile.ParseUnverified
	}
	cf, err := parse(data, src)
	if err != nil {
		kind := "ClassFormatError"
		if errors.Is(err, classfile.ErrUnsupportedVersion) {
			kind = "UnsupportedClassVersionError"
		}
		return nil, &LoadError{Kind: kind, Class: name, Err: err}
	}
	if cf.Name != name {
		return nil, &LoadError{Kind: "NoClassDefFoundError", Class: name, Err: fmt.Errorf("%s (wrong name: %s)", name, cf.Name)}
	}
	if library != nil {
		if err := l.keepLibraryAPI(cf, library, name+".class"); err != nil {
			return nil, &LoadError{Kind: "ClassFormatError", Class: name, Err: err}
		}
	}
	c, err := l.link(cf, app, nil)
	if app && c != nil && from != nil {
		// As java makes each class path entry a URL
		// (File.getCanonicalFile).
		if abs, err := filepath.Abs(from.String()); err == nil {
			c.codeBase = canonicalPath(abs)
		}
	}
	if ms, ok := from.(classpath.ModuleSource); ok && c != nil {
		c.Module = ms.ModuleOf(name + ".class")
	}
	if _, ok := from.(modelSource); ok && c != nil && !models.Supplied(name) {
		c.Module = "java.base"
	}
	return c, err
}

// checkVersion checks a class file's version against the VM's, with the
// messages of HotSpot's verify_class_version (classFileParser.cpp): a
// version newer than MaxVersion, preview features of another version or
// not enabled (EnablePreview), an invalid version. A
// file too short to have a version, or without the magic number, is
// left to classfile.Parse.
func (l *Loader) checkVersion(name string, data []byte) error {
	if l.MaxVersion == 0 || len(data) < 8 || binary.BigEndian.Uint32(data) != 0xCAFEBABE {
		return nil
	}
	minor, major, max := binary.BigEndian.Uint16(data[4:]), binary.BigEndian.Uint16(data[6:]), l.MaxVersion
	const (
		java12  = 56     // the first version with preview features
		preview = 0xFFFF // the minor version of a class using them
	)
	switch {
	case major < classfile.MinMajorVersion:
		return fmt.Errorf("%s (class file version %d.%d) was compiled with an invalid major version", name, major, minor)
	case major > max:
		return fmt.Errorf("%s has been compiled by a more recent version of the Java Runtime (class file version %d.%d), "+
			"this version of the Java Runtime only recognizes class file versions up to %d.0", name, major, minor, max)
	case major < java12 || minor == 0:
		return nil
	case minor == preview && major != max:
		return fmt.Errorf("%s (class file version %d.%d) was compiled with preview features that are unsupported. "+
			"This version of the Java Runtime only recognizes preview features for class file version %d.%d", name, major, minor, max, preview)
	case minor == preview && l.EnablePreview:
		return nil
	case minor == preview:
		return fmt.Errorf("Preview features are not enabled for %s (class file version %d.%d). Try running with '--enable-preview'", name, major, minor)
	}
	return fmt.Errorf("%s (class file version %d.%d) was compiled with an invalid non-zero minor version", name, major, minor)
}

// keepLibraryAPI drops from a model class what the library's class it
// replaces does not have: the interfaces it does not implement, and the
// public and protected methods that neither it nor its supertypes
// declare. A model is written against the newest JDK's API
// (ForkJoinPool is a ScheduledExecutorService from JDK 25 on,
// FutureTask.resultNow is of JDK 19), and a program must find the class
// as its own JDK has it: reflection does not list a newer method, and a
// class compiled against a newer JDK that calls one gets
// NoSuchMethodError. A method the model declares where the library
// inherits it stays (the model's override). The model's own calls of a
// dropped method are on the paths of the newer JDKs only.
func (l *Loader) keepLibraryAPI(model *classfile.ClassFile, library []byte, src string) error {
	lib, err := classfile.ParseUnverified(library, src)
	if err != nil {
		return err
	}
	model.Interfaces = slices.DeleteFunc(model.Interfaces, func(i string) bool { return !slices.Contains(lib.Interfaces, i) })
	api := map[string]bool{}
	if err := l.libraryMethods(lib, api, map[string]bool{}); err != nil {
		return err
	}
	const visibility = classfile.AccPublic | classfile.AccProtected | classfile.AccPrivate
	declared := map[string]uint16{}
	for _, m := range lib.Methods {
		declared[m.Name+m.Descriptor] = m.AccessFlags & visibility
	}
	model.Methods = slices.DeleteFunc(model.Methods, func(m classfile.Method) bool {
		return m.AccessFlags&(classfile.AccPublic|classfile.AccProtected) != 0 && !api[m.Name+m.Descriptor]
	})
	// A method public in a newer JDK that the library declares with less
	// access (JDK 17's private ForkJoinTask.adaptInterruptible) gets the
	// library's, or package access where the library's is private: the
	// model's other classes may call it.
	for i := range model.Methods {
		m := &model.Methods[i]
		a, ok := declared[m.Name+m.Descriptor]
		if a == classfile.AccPrivate {
			a = 0
		}
		if ok && m.AccessFlags&(classfile.AccPublic|classfile.AccProtected) != 0 && m.AccessFlags&visibility != a {
			m.AccessFlags = m.AccessFlags&^visibility | a
		}
	}
	return nil
}

// libraryMethods adds to api the name and descriptor of each method c and
// its supertypes declare, read from the library's class files.
func (l *Loader) libraryMethods(c *classfile.ClassFile, api, seen map[string]bool) error {
	if seen[c.Name] {
		return nil
	}
	seen[c.Name] = true
	for _, m := range c.Methods {
		api[m.Name+m.Descriptor] = true
	}
	for _, super := range append([]string{c.SuperName}, c.Interfaces...) {
		if super == "" || seen[super] {
			continue
		}
		data, _, err := l.boot.ReadClass(super)
		if err != nil {
			return fmt.Errorf("%s: %w", super, err)
		}
		sc, err := classfile.ParseUnverified(data, super+".class")
		if err != nil {
			return err
		}
		if err := l.libraryMethods(sc, api, seen); err != nil {
			return err
		}
	}
	return nil
}

// modelSource is where a model class comes from (interp/models): it
// replaces a class of java.base.
type modelSource struct{}

func (modelSource) ReadFile(name string) ([]byte, error) {
	if data, ok := models.Class(strings.TrimSuffix(name, ".class")); ok {
		return data, nil
	}
	return nil, fs.ErrNotExist
}

func (modelSource) String() string { return "jcheck's models" }

func (modelSource) Close() error { return nil }

func (l *Loader) loadArray(name string) (*Class, error) {
	var comp *Class
	switch name[1] {
	case 'L':
		if len(name) < 4 || name[len(name)-1] != ';' {
			return nil, &LoadError{Kind: "NoClassDefFoundError", Class: name, Err: fmt.Errorf("invalid array class name %s", name)}
		}
		c, err := l.load(name[2 : len(name)-1])
		if err != nil {
			return nil, err
		}
		comp = c
	case '[':
		c, err := l.load(name[1:])
		if err != nil {
			return nil, err
		}
		comp = c
	default:
		comp = l.primitives[name[1]]
		if comp == nil || len(name) != 2 || comp.Elem == 'V' {
			return nil, &LoadError{Kind: "NoClassDefFoundError", Class: name, Err: fmt.Errorf("invalid array class name %s", name)}
		}
	}
	c, err := l.newArrayClass(name, comp)
	if err != nil {
		return nil, err
	}
	l.register(c)
	return c, nil
}

// newArrayClass makes the array class of the given name and component,
// with its hierarchy, without entering it anywhere (l.mu held).
func (l *Loader) newArrayClass(name string, comp *Class) (*Class, error) {
	object, err := l.load("java/lang/Object")
	if err != nil {
		return nil, err
	}
	cloneable, err := l.load("java/lang/Cloneable")
	if err != nil {
		return nil, err
	}
	serializable, err := l.load("java/io/Serializable")
	if err != nil {
		return nil, err
	}
	elem := byte('L')
	if comp.Primitive {
		elem = comp.Elem
	}
	c := &Class{
		Name: name, Component: comp, Elem: elem, Super: object, App: comp.App,
		Interfaces: []*Class{cloneable, serializable},
		Flags:      comp.Flags&(classfile.AccPublic|classfile.AccPrivate|classfile.AccProtected) | classfile.AccFinal | classfile.AccAbstract,
	}
	l.finishHierarchy(c)
	return c, nil
}

// ArrayOf returns the class of arrays of comp. The array classes of a
// class a loader of the program's defined are made aside, once each, in
// that class's name space (defineInNamespace): by name the Loader finds
// the class path's arrays.
func (l *Loader) ArrayOf(comp *Class) (*Class, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	name := "[" + comp.Descriptor()
	ns := comp.loaderClass().Namespace
	if ns == 0 {
		return l.load(name)
	}
	l.defined.init()
	key := "array/" + strconv.Itoa(ns) + "/" + strconv.Itoa(comp.ID)
	if c := l.defined.byKey[key]; c != nil {
		return c, nil
	}
	c, err := l.aside(name, func() (*Class, error) {
		c, err := l.newArrayClass(name, comp)
		if err == nil {
			l.register(c)
		}
		return c, err
	})
	if err != nil {
		return nil, err
	}
	c.Namespace = ns
	l.defined.byKey[key] = c
	return c, nil
}

// link resolves the supertypes of a parsed class and lays out its fields
// and methods (JVMS §5.3.5, §5.4). supers gives the supertypes a
// program's class loader resolved to classes of its own (see
// defineClass); the others are the class path's and the JDK's.
func (l *Loader) link(cf *classfile.ClassFile, app bool, supers map[string]*Class) (*Class, error) {
	load := func(name string) (*Class, error) {
		if c := supers[name]; c != nil {
			return c, nil
		}
		return l.load(name)
	}
	c := &Class{Name: cf.Name, File: cf, Flags: cf.AccessFlags, App: app, SourceFile: cf.SourceFile}
	if cf.SuperName != "" {
		super, err := load(cf.SuperName)
		if err != nil {
			return nil, err
		}
		if super.IsInterface() {
			return nil, &LoadError{Kind: "IncompatibleClassChangeError", Class: c.Name, Err: fmt.Errorf("class %s has interface %s as super class", c.JavaName(), super.JavaName())}
		}
		if super.Flags&classfile.AccFinal != 0 {
			return nil, &LoadError{Kind: "IncompatibleClassChangeError", Class: c.Name, Err: fmt.Errorf("class %s cannot inherit from final class %s", c.JavaName(), super.JavaName())}
		}
		c.Super = super
	}
	for _, in := range cf.Interfaces {
		i, err := load(in)
		if err != nil {
			return nil, err
		}
		if !i.IsInterface() {
			return nil, &LoadError{Kind: "IncompatibleClassChangeError", Class: c.Name, Err: fmt.Errorf("class %s can not implement %s, because it is not an interface", c.JavaName(), i.JavaName())}
		}
		c.Interfaces = append(c.Interfaces, i)
	}
	l.finishHierarchy(c)

	if c.Super != nil {
		c.InstanceSlots = c.Super.InstanceSlots
		c.cacheSlots = slices.Clip(c.Super.cacheSlots)
	}
	for i := range cf.Fields {
		cff := &cf.Fields[i]
		f := &Field{Class: c, Name: cff.Name, Desc: cff.Descriptor, Flags: cff.AccessFlags}
		if f.IsStatic() {
			f.Constant = cff.ConstantValue
		}
		c.addField(f)
	}
	c.methodsByKey = make(map[string]*Method, len(cf.Methods))
	for i := range cf.Methods {
		m := newMethod(c, &cf.Methods[i])
		if !app {
			// The replacements are of the JDK's own classes: a class
			// of the program's of the same name (another JDK's
			// jrt-fs.jar's jdk.internal.jimage) runs its bytecode.
			l.bindReplacement(m)
		}
		c.Methods = append(c.Methods, m)
		c.methodsByKey[m.Name+m.Desc] = m
		if m.Name == "<clinit>" && m.Desc == "()V" {
			c.clinit = m
		} else if !m.IsAbstract() && !m.IsStatic() {
			c.declaresDefaults = true
		}
	}
	l.bindAtomicity(c)
	l.bindAnnotations(c)
	l.register(c)
	return c, nil
}

// newMethod makes the Method of a method of a class file.
func newMethod(c *Class, cm *classfile.Method) *Method {
	m := makeMethod(c, cm.Name, cm.Descriptor, cm.AccessFlags)
	m.File = cm
	return m
}

// makeMethod makes a method of c with its parameter and return types and
// argument slots worked out from the descriptor.
func makeMethod(c *Class, name, desc string, flags uint16) *Method {
	params, ret, _ := classfile.ParseMethodDescriptor(desc)
	m := &Method{Class: c, Name: name, Desc: desc, Flags: flags, Params: params, Ret: ret, ArgSlots: classfile.ArgumentSlots(desc),
		movesData: movesData(c.Name, name), work: workOf(c)}
	if !m.IsStatic() {
		m.ArgSlots++
	}
	return m
}

// finishHierarchy computes the ancestor chain and the set of all
// superinterfaces used for constant-time subtype tests.
func (l *Loader) finishHierarchy(c *Class) {
	if c.Super != nil {
		c.ancestors = append(append(make([]*Class, 0, len(c.Super.ancestors)+1), c.Super.ancestors...), c)
	} else {
		c.ancestors = []*Class{c}
	}
	c.allInterfaces = map[*Class]bool{}
	if c.Super != nil {
		for i := range c.Super.allInterfaces {
			c.allInterfaces[i] = true
		}
	}
	for _, i := range c.Interfaces {
		c.allInterfaces[i] = true
		for j := range i.allInterfaces {
			c.allInterfaces[j] = true
		}
	}
	c.selected = map[*Method]*Method{}
}

// ClassByID returns the class with the given ID.
func (l *Loader) ClassByID(id int) *Class {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.byID[id]
}

// NumClasses is the number of classes loaded so far.
func (l *Loader) NumClasses() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.byID)
}

// synthesize makes a method of a hidden class the VM generates (the
// launcher, call-site adapters), with code given directly in the
// interpreter's instruction form.
func (l *Loader) synthesize(class, name, desc string, flags uint16, maxLocals, maxStack int, code []instr) *Method {
	l.mu.Lock()
	c := l.classes[class]
	if c == nil {
		object := l.classes["java/lang/Object"]
		c = &Class{Name: class, Super: object, Hidden: true, Flags: classfile.AccPublic | classfile.AccFinal | classfile.AccSuper, methodsByKey: map[string]*Method{}}
		l.finishHierarchy(c)
		l.register(c)
	}
	l.mu.Unlock()
	m := makeMethod(c, name, desc, flags)
	m.code = &Code{instrs: code, maxLocals: maxLocals, maxStack: maxStack}
	return m
}

// startMethod is the method every started thread runs first:
// jcheck/ThreadStarter.run(Thread) calls thread.run() virtually. The call
// is an instruction of its own rather than the thread's first frame, so
// that a run() that cannot start at once (a synchronized run() whose lock
// another thread holds) stops before the call, at its first visible
// operation, and makes the call when that operation is scheduled.
func (l *Loader) startMethod(run *Method) *Method {
	return l.synthesizeOnce(&l.threadStarter, func() *Method {
		return l.synthesize("jcheck/ThreadStarter", "run", "(Ljava/lang/Thread;)V", classfile.AccStatic, 1, 1, []instr{
			{op: classfile.Iload, a: 0},
			{op: opInvokeVirtualQ, ref: &callSite{resolved: run}},
			{op: classfile.Return},
		})
	})
}

// synthesizeOnce returns *slot, made by build the first time: the
// loader's VMs, which may run in parallel, share one method.
func (l *Loader) synthesizeOnce(slot **Method, build func() *Method) *Method {
	l.mu.Lock()
	m := *slot
	l.mu.Unlock()
	if m != nil {
		return m
	}
	m = build()
	l.mu.Lock()
	if *slot == nil {
		*slot = m
	}
	m = *slot
	l.mu.Unlock()
	return m
}

// literalTable numbers the string literals of all loaded code, so that an
// execution can keep its interned String objects in a slice indexed by the
// number rather than look them up by text on every ldc.
type literalTable struct {
	ids   map[string]int
	texts []string
}

// literalID returns the number of a string literal.
func (l *Loader) literalID(s string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.literals.ids == nil {
		l.literals.ids = map[string]int{}
	}
	if id, ok := l.literals.ids[s]; ok {
		return id
	}
	id := len(l.literals.texts)
	l.literals.ids[s] = id
	l.literals.texts = append(l.literals.texts, s)
	return id
}

func (l *Loader) literalText(id int) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.literals.texts[id]
}

// hiddenField describes a field of a class the VM defines.
type hiddenField struct {
	name, desc string
	static     bool
}

// defineHidden defines a hidden class (a lambda proxy): a final subclass of
// Object with the given interfaces and fields, named prefix followed by a
// number unique in the loader.
func (l *Loader) defineHidden(prefix string, interfaces []*Class, fields []hiddenField) *Class {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.hiddenCount++
	c := &Class{
		Name: prefix + itoa(l.hiddenCount), Super: l.classes["java/lang/Object"], Interfaces: interfaces, Hidden: true,
		Flags: classfile.AccFinal | classfile.AccSuper | classfile.AccSynthetic, methodsByKey: map[string]*Method{},
	}
	c.App = interfaces[0].App
	for _, f := range fields {
		fd := &Field{Class: c, Name: f.name, Desc: f.desc, Flags: classfile.AccPrivate | classfile.AccFinal}
		if f.static {
			fd.Flags = classfile.AccPrivate | classfile.AccStatic
		}
		c.addField(fd)
	}
	l.finishHierarchy(c)
	l.register(c)
	return c
}

// addMethod adds a synthesised method to a hidden class while it is being
// defined.
func (l *Loader) addMethod(c *Class, m *Method) {
	l.mu.Lock()
	defer l.mu.Unlock()
	c.Methods = append(c.Methods, m)
	c.methodsByKey[m.Name+m.Desc] = m
}

// adapterClass is the hidden class that owns the VM's call-site adapters.
func (l *Loader) adapterClass() *Class {
	l.mu.Lock()
	c := l.classes["jcheck/CallSites"]
	l.mu.Unlock()
	if c != nil {
		return c
	}
	return l.synthesize("jcheck/CallSites", "<none>", "()V", classfile.AccStatic, 0, 0, nil).Class
}
