package classfile

import "errors"

// Provides is one `provides` directive of a module: a service and its
// providers, as internal class names.
type Provides struct {
	Service string
	With    []string
}

// ModuleProvides decodes the provides directives of a module-info class
// file's Module attribute (JVMS §4.7.25); a class file without one has none.
func (c *ClassFile) ModuleProvides() ([]Provides, error) {
	for _, a := range c.Attributes {
		if a.Name != "Module" {
			continue
		}
		r := &reader{data: a.Data}
		className := func() string {
			i := r.u2()
			if int(i) >= len(c.Pool) || c.Pool[i].Tag != TagClass {
				r.err = errors.New("Module attribute: a provides entry is not a class")
				return ""
			}
			return c.Pool.ClassName(i)
		}
		r.u2()                   // module_name_index
		r.u2()                   // module_flags
		r.u2()                   // module_version_index
		r.bytes(6 * int(r.u2())) // requires
		for range 2 {            // exports, opens
			for n := int(r.u2()); n > 0 && r.err == nil; n-- {
				r.bytes(4)
				r.bytes(2 * int(r.u2()))
			}
		}
		r.bytes(2 * int(r.u2())) // uses
		var provides []Provides
		for n := int(r.u2()); n > 0 && r.err == nil; n-- {
			p := Provides{Service: className()}
			for k := int(r.u2()); k > 0 && r.err == nil; k-- {
				p.With = append(p.With, className())
			}
			provides = append(provides, p)
		}
		if r.err != nil {
			return nil, r.err
		}
		return provides, nil
	}
	return nil, nil
}
