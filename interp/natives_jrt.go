package interp

import (
	"io/fs"
	"slices"
	"strings"

	"github.com/jcheck/jcheck/classpath"
)

// jrt: URLs, the JDK's own resources by module
// (URI.create("jrt:/java.base/java/lang/Object.class").toURL().openStream()).
// java's JavaRuntimeURLConnection reads them with the JDK's ImageReader,
// which maps lib/modules into memory through natives of its own; jcheck
// reads the resource with its reader of the JDK's image (package
// classpath), once per loader, as it reads the class library. The
// connection's static ImageReader is never made; the methods that would
// use it are replaced. The jrt file system (FileSystems.getFileSystem of
// jrt:/) opens an ImageReader of its own, over the same reader
// (natives_jimage.go).

const jrtConnection = "sun/net/www/protocol/jrt/JavaRuntimeURLConnection"

func init() {
	replace(jrtConnection, map[string]Native{
		"<clinit>()V": noop,
		"connect()V": func(t *Thread, a []Value) Value {
			t.jrtResource(a[0].R)
			return nothing
		},
		"getInputStream()Ljava/io/InputStream;": func(t *Thread, a []Value) Value {
			data, ok := t.jrtResource(a[0].R)
			if !ok {
				return nothing
			}
			return t.newByteArrayInputStream(data)
		},
		// -1 if the resource cannot be read, as java's.
		"getContentLengthLong()J": func(t *Thread, a []Value) Value {
			data, ok := t.jrtResource(a[0].R)
			if !ok {
				t.exc = nil
				return Long(-1)
			}
			return Long(int64(len(data)))
		},
	})
}

func init() {
	// The boot loader's resources, which ClassLoader.getSystemResource
	// and every loader's getResource ask for first: a class file of a
	// module of the JDK's image is its jrt: URL, as java's
	// BuiltinClassLoader answers, and so is any other resource of a
	// package of a JDK module. java encapsulates those of the packages a
	// module does not open, and the JDK's own code reads them through its
	// named module (ResourceBundle.getBundle of Xerces' messages, of
	// java.xml, from java.xml's code); the JDK's code is in unnamed
	// modules here, and reads them through the loaders: the JDK's code
	// finds them, the program's (which java's encapsulation refuses)
	// does not. META-INF's resources stay unfound.
	register("jdk/internal/loader/BootLoader", map[string]Native{
		// HotSpot's ClassLoader::get_system_packages: the packages
		// (internal form) of which the boot loader has loaded a class,
		// here in this execution; sorted, where HotSpot's order is its
		// table's.
		"getSystemPackageNames()[Ljava/lang/String;": func(t *Thread, a []Value) Value {
			seen := map[string]bool{}
			var names []string
			t.vm.eachLoadedClass(func(c *Class) bool {
				if pkg := c.PackageName(); !c.App && c.Module != "" && !seen[pkg] {
					seen[pkg] = true
					names = append(names, pkg)
				}
				return true
			})
			slices.Sort(names)
			return Ref(t.vm.stringArray(names))
		},
		"getSystemPackageLocation(Ljava/lang/String;)Ljava/lang/String;": func(t *Thread, a []Value) Value {
			if a[0].R == nil {
				return Ref(nil)
			}
			if loc := t.vm.bootPackageLocation(t.vm.GoString(a[0].R)); loc != "" {
				return Ref(t.vm.NewString(loc))
			}
			return Ref(nil)
		},
	})
	replace("jdk/internal/loader/BootLoader", map[string]Native{
		"findResource(Ljava/lang/String;)Ljava/net/URL;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) {
				return nothing
			}
			name := t.vm.GoString(a[0].R)
			module := ""
			if len(name) > len(".class") && (strings.HasSuffix(name, ".class") || !strings.HasPrefix(name, "META-INF/") && !t.resourceAskedByProgram()) {
				module = t.vm.loader.moduleOf(name)
			}
			url := t.loadClass("java/net/URL")
			if module == "" || url == nil {
				return Ref(nil)
			}
			u := t.vm.NewObject(url)
			t.Call(mustMethod(url, "<init>", "(Ljava/lang/String;)V"), []Value{Ref(u), Ref(t.vm.NewString("jrt:/" + module + "/" + name))}, func(t *Thread, _ Value, exc *Object) Value {
				if exc != nil {
					t.exc = exc
					return nothing
				}
				return Ref(u)
			})
			return nothing
		},
	})
}

// resourceLoading are the classes (and their nested ones) that find
// resources for others: what asks is the first frame below them.
var resourceLoading = []string{"java/lang/ClassLoader", "java/lang/Class", "java/lang/Module", "java/util/ResourceBundle",
	"java/security/AccessController", "jdk/internal/loader/", "java/net/URL"}

// resourceAskedByProgram reports whether the code that asked for the
// resource the current native looks up is the program's: the first
// frame, from the top, of a class outside the resource machinery.
func (t *Thread) resourceAskedByProgram() bool {
	for i := len(t.frames) - 1; i >= 0; i-- {
		m := t.frames[i].method
		if m == nil {
			continue
		}
		name := m.Class.Name
		if !slices.ContainsFunc(resourceLoading, func(p string) bool {
			return name == p || strings.HasPrefix(name, p+"$") || strings.HasSuffix(p, "/") && strings.HasPrefix(name, p)
		}) {
			return m.Class.programs()
		}
	}
	return false
}

// bootPackageLocation is HotSpot's ClassLoader::get_system_package
// (BootLoader.getSystemPackageLocation): for a package (internal form) of
// which the boot loader has loaded a class, in this execution, the jrt:
// URL of the module of the JDK's image that holds it; "" for any other.
// jcheck's boot loader reads only the image (no -Xbootclasspath/a).
func (vm *VM) bootPackageLocation(pkg string) string {
	var loaded *Class
	vm.eachLoadedClass(func(c *Class) bool {
		if !c.App && c.PackageName() == pkg {
			loaded = c
		}
		return loaded == nil
	})
	if loaded == nil {
		return ""
	}
	if loaded.Module == "" {
		return ""
	}
	return "jrt:/" + loaded.Module
}

// eachLoadedClass calls visit with each class of a class file the boot
// loader (the JDK's) or the application class loader (the class path's,
// c.App) has loaded in this execution, in the order of loading, until
// visit returns false.
func (vm *VM) eachLoadedClass(visit func(*Class) bool) {
	l := vm.loader
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, c := range l.byID {
		if c.ID < len(vm.classes) && vm.classes[c.ID].prepared && c.Namespace == 0 && c.host == nil &&
			!c.Primitive && !c.IsArray() && c.File != nil && !visit(c) {
			return
		}
	}
}

// moduleOf is the module of the JDK that holds the resource, "" if none.
func (l *Loader) moduleOf(name string) string {
	for _, src := range l.boot {
		if ms, ok := src.(classpath.ModuleSource); ok {
			if m := ms.ModuleOf(name); m != "" {
				return m
			}
		}
	}
	return ""
}

// jrtResource connects a JavaRuntimeURLConnection: the content of its
// resource, or false with the IOException java's connect throws.
func (t *Thread) jrtResource(conn *Object) ([]byte, bool) {
	module, name := "", ""
	if m := fieldNamed(conn, "module").R; m != nil {
		module = t.vm.GoString(m)
	}
	if n := fieldNamed(conn, "name").R; n != nil {
		name = t.vm.GoString(n)
	} else {
		t.ThrowNew("java/io/IOException", "cannot connect to jrt:/"+module)
		return nil, false
	}
	data, ok := t.vm.loader.moduleResource(module, name)
	if !ok {
		t.ThrowNew("java/io/IOException", module+"/"+name+" not found")
		return nil, false
	}
	setFieldNamed(conn, "connected", Bool(true))
	return data, true
}

// moduleResource is the content of a resource of a module of the JDK's
// image or jmods, read on first use and kept for every execution.
func (l *Loader) moduleResource(module, name string) ([]byte, bool) {
	return l.cachedFile("jrt:/"+module+"/"+name, func() ([]byte, error) {
		for _, src := range l.boot {
			if _, ok := src.(classpath.ModuleImage); ok {
				// The image's own name of the resource (what
				// module-info.class is found as, readProviders).
				return src.ReadFile("/" + module + "/" + name)
			}
			if ms, ok := src.(classpath.ModuleSource); ok && ms.ModuleOf(name) == module {
				return src.ReadFile(name)
			}
		}
		return nil, fs.ErrNotExist
	})
}
