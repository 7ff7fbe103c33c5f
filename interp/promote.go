package interp

import "slices"

// Site is where an array was allocated: a method and the index of the
// instruction. Arrays are named by their allocation site when the
// search promotes their elements (Promotions).
type Site struct {
	Method *Method
	PC     int
}

// String renders a site as stack traces render positions.
func (s Site) String() string { return CodePosition(s.Method, s.PC) }

// siteTable numbers allocation sites, for every execution of a loader.
type siteTable struct {
	ids   map[Site]uint32
	sites []Site // by ID - 1
}

// siteID numbers an allocation site.
func (l *Loader) siteID(s Site) uint32 {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.sites.ids == nil {
		l.sites.ids = map[Site]uint32{}
	}
	id, ok := l.sites.ids[s]
	if !ok {
		l.sites.sites = append(l.sites.sites, s)
		id = uint32(len(l.sites.sites))
		l.sites.ids[s] = id
	}
	return id
}

// SiteOf is where array o was allocated (ok false when unknown: an array
// allocated before the search recorded steps).
func (vm *VM) SiteOf(o *Object) (Site, bool) {
	if o.site == 0 {
		return Site{}, false
	}
	l := vm.loader
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.sites.sites[o.site-1], true
}

// noteSite records where an array being allocated by thread t is
// allocated: at the current instruction of its innermost frame with code
// (a native method allocating an array works for that frame's call).
func (vm *VM) noteSite(o *Object, t *Thread) {
	for i := len(t.frames) - 1; i >= 0; i-- {
		if f := &t.frames[i]; f.code != nil {
			vm.setSite(o, Site{f.method, max(f.pc-1, 0)})
			return
		}
	}
}

// setSite records the allocation site of array o and marks the array
// promoted if its site is.
func (vm *VM) setSite(o *Object, s Site) {
	o.site = vm.loader.siteID(s)
	if p := vm.promotions; p != nil && p.Sites[s] {
		o.flags |= flagPromoted
	}
}

// Promotions are the shared locations the search has made communication
// objects (Stoller 2002 §3.1's O_com) because they violate the locking
// discipline: every access to them is a visible operation. Fields are
// named by their declaration (every object's), array elements by the
// array's allocation site (every array allocated there).
type Promotions struct {
	Fields map[*Field]bool
	Sites  map[Site]bool
}

// Empty reports whether nothing is promoted.
func (p *Promotions) Empty() bool { return p == nil || len(p.Fields) == 0 && len(p.Sites) == 0 }

// promotedSlots tells, for one class, which of its instance slots and
// static slots belong to promoted fields.
type promotedSlots struct {
	instance, static []bool
}

// promoted reports whether an access to loc is to a promoted location.
func (vm *VM) promoted(loc Location) bool {
	if loc.Obj != nil && loc.Obj.IsArray() {
		return loc.Obj.flags&flagPromoted != 0
	}
	c := loc.Class
	if loc.Obj != nil {
		c = loc.Obj.Class
	}
	for c.ID >= len(vm.promotedBy) {
		vm.promotedBy = append(vm.promotedBy, nil)
	}
	ps := vm.promotedBy[c.ID]
	if ps == nil {
		ps = &promotedSlots{instance: make([]bool, c.InstanceSlots), static: make([]bool, c.StaticSlots)}
		for k := c; k != nil; k = k.Super {
			for _, f := range k.Fields {
				if !vm.promotions.Fields[f] {
					continue
				}
				if !f.IsStatic() {
					ps.instance[f.Slot] = true
				} else if k == c {
					ps.static[f.Slot] = true
				}
			}
		}
		vm.promotedBy[c.ID] = ps
	}
	if loc.Obj != nil {
		return loc.Slot < len(ps.instance) && ps.instance[loc.Slot]
	}
	return loc.Slot < len(ps.static) && ps.static[loc.Slot]
}

// Promote makes the given fields and array allocation sites of the
// loader's classes promoted for the executions that record steps with
// these promotions (Recording.Promoted).
func (p *Promotions) Promote(f *Field) {
	if p.Fields == nil {
		p.Fields = map[*Field]bool{}
	}
	p.Fields[f] = true
}

// PromoteSite promotes the elements of the arrays allocated at s.
func (p *Promotions) PromoteSite(s Site) {
	if p.Sites == nil {
		p.Sites = map[Site]bool{}
	}
	p.Sites[s] = true
}

// FieldNamed finds a field declared by the named class (internal name),
// loading the class; nil if there is none.
func (l *Loader) FieldNamed(class, name string) *Field {
	c, err := l.Load(class)
	if err != nil {
		return nil
	}
	i := slices.IndexFunc(c.Fields, func(f *Field) bool { return f.Name == name })
	if i < 0 {
		return nil
	}
	return c.Fields[i]
}

// MethodNamed finds a method declared by the named class by name and
// descriptor; nil if there is none.
func (l *Loader) MethodNamed(class, name, desc string) *Method {
	c, err := l.Load(class)
	if err != nil {
		return nil
	}
	return c.DeclaredMethod(name, desc)
}
