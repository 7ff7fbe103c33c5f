package interp

import (
	"strings"
	"sync"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/classpath"
)

// The service providers of the JDK's own modules. java finds them in the
// services catalogs of the built-in class loaders, which the module
// system fills from each module's `provides` when it boots; jcheck does
// not boot it, so ServiceLoader would find none of them: no locale data
// of jdk.localedata (LocaleDataMetaInfo, the resource bundle providers),
// no java.util.logging behind System.getLogger (DefaultLoggerFinder), no
// charsets of jdk.charsets. ServiceLoader's ModuleServicesLookupIterator
// asks the catalog of each loader from the service loader's up to the
// boot loader; at the boot loader jcheck answers with the providers the
// module-info classes of the JDK's image declare, modules in name order
// (every JDK class is the boot loader's in jcheck), each named with the
// boot loader's unnamed module, through which Class.forName finds it.

const (
	moduleServicesLookup = "java/util/ServiceLoader$ModuleServicesLookupIterator"
	iteratorFor          = "iteratorFor(Ljava/lang/ClassLoader;)Ljava/util/Iterator;"
)

func init() {
	replace(moduleServicesLookup, map[string]Native{iteratorFor: bootServiceProviders})
	// iteratorFor is always called with the iterator's currentLoader; the
	// boot loader's is null.
	replacementGuards[moduleServicesLookup+"."+iteratorFor] = func(vm *VM, it *Object) bool {
		return fieldNamed(it, "currentLoader").R == nil
	}
}

// bootServiceProviders is ModuleServicesLookupIterator.iteratorFor(null):
// an iterator over the ServicesCatalog.ServiceProviders of the JDK's
// modules for the service loader's service.
func bootServiceProviders(t *Thread, a []Value) Value {
	vm := t.vm
	loader := fieldNamed(a[0].R, "this$0").R
	service := vm.GoString(fieldNamed(loader, "serviceName").R)
	boot := vm.must("jdk/internal/loader/BootLoader")
	module := vm.Statics(boot)[mustField(boot, "UNNAMED_MODULE").Slot]
	sp := vm.must("jdk/internal/module/ServicesCatalog$ServiceProvider")
	names := vm.loader.jdkProviders()[service]
	providers := make([]*Object, len(names))
	for i, name := range names {
		p := vm.NewObject(sp)
		setFieldNamed(p, "module", module)
		setFieldNamed(p, "providerName", Ref(vm.Intern(name)))
		providers[i] = p
	}
	listOf := mustMethod(vm.must("java/util/List"), "of", "([Ljava/lang/Object;)Ljava/util/List;")
	t.Call(listOf, []Value{Ref(vm.NewObjectArray(vm.wk.object, providers))}, func(t *Thread, list Value, exc *Object) Value {
		if exc != nil {
			t.Throw(exc)
			return nothing
		}
		t.Call(resolveMethod(list.R.Class, "iterator", "()Ljava/util/Iterator;"), []Value{list}, func(t *Thread, it Value, exc *Object) Value {
			if exc != nil {
				t.Throw(exc)
			}
			return it
		})
		return nothing
	})
	return nothing
}

// jdkProviderTables caches, per JDK module image, its modules' providers
// by service (binary names), read once for every loader over the image.
var jdkProviderTables sync.Map // classpath.ModuleImage → map[string][]string

// jdkProviders returns the providers the modules of the loader's JDK
// image declare, by service; none for a JDK without a module image.
func (l *Loader) jdkProviders() map[string][]string {
	for _, src := range l.boot {
		im, ok := src.(classpath.ModuleImage)
		if !ok {
			continue
		}
		if table, ok := jdkProviderTables.Load(im); ok {
			return table.(map[string][]string)
		}
		table, _ := jdkProviderTables.LoadOrStore(im, readProviders(src, im))
		return table.(map[string][]string)
	}
	return nil
}

// readProviders reads the provides directives of every module of an
// image. A module whose module-info cannot be read or decoded provides
// nothing, as a module the JDK could not boot would.
func readProviders(src classpath.Source, im classpath.ModuleImage) map[string][]string {
	table := map[string][]string{}
	modules, err := im.Modules()
	if err != nil {
		return table
	}
	dotted := func(s string) string { return strings.ReplaceAll(s, "/", ".") }
	for _, m := range modules {
		name := "/" + m + "/module-info.class"
		data, err := src.ReadFile(name)
		if err != nil {
			continue
		}
		cf, err := classfile.Parse(data, name)
		if err != nil {
			continue
		}
		provides, err := cf.ModuleProvides()
		if err != nil {
			continue
		}
		for _, p := range provides {
			for _, with := range p.With {
				table[dotted(p.Service)] = append(table[dotted(p.Service)], dotted(with))
			}
		}
	}
	return table
}
