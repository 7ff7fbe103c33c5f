package classfile

import (
	"reflect"
	"testing"
)

// providingModule is a module-info class whose Module attribute has every
// kind of directive, two provides among them.
func providingModule(truncate int) []byte {
	a := &asm{major: 53, flags: AccModule, index: map[string]uint16{}}
	a.this = a.class("module-info")
	mod := a.entry(TagModule, u2(int(a.utf8("m.test"))))
	base := a.entry(TagModule, u2(int(a.utf8("java.base"))))
	other := a.entry(TagModule, u2(int(a.utf8("m.other"))))
	pkg := a.entry(TagPackage, u2(int(a.utf8("m/test/api"))))
	svc, used := a.class("m/test/api/Service"), a.class("java/lang/Runnable")
	impl1, impl2 := a.class("m/test/impl/One"), a.class("m/test/impl/Two")
	body := cat(u2(int(mod)), u2(0), u2(0),
		u2(1), u2(int(base)), u2(0x8000), u2(0), // requires
		u2(1), u2(int(pkg)), u2(0), u2(1), u2(int(other)), // exports ... to m.other
		u2(1), u2(int(pkg)), u2(0), u2(0), // opens
		u2(1), u2(int(used)), // uses
		u2(2), u2(int(svc)), u2(2), u2(int(impl1)), u2(int(impl2)), // provides
		u2(int(used)), u2(1), u2(int(impl1)))
	a.attributes = append(a.attributes, a.attr("Module", body[:len(body)-truncate]))
	return a.bytes()
}

func TestModuleProvides(t *testing.T) {
	got, err := mustParse(t, providingModule(0)).ModuleProvides()
	if err != nil {
		t.Fatal(err)
	}
	want := []Provides{
		{Service: "m/test/api/Service", With: []string{"m/test/impl/One", "m/test/impl/Two"}},
		{Service: "java/lang/Runnable", With: []string{"m/test/impl/One"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ModuleProvides = %+v, want %+v", got, want)
	}
	if _, err := mustParse(t, providingModule(2)).ModuleProvides(); err == nil {
		t.Error("a truncated Module attribute decoded without error")
	}
	if got, err := mustParse(t, moduleInfo()).ModuleProvides(); err != nil || got != nil {
		t.Errorf("a module without provides: %+v, %v", got, err)
	}
}
