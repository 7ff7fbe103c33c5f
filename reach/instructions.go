package reach

import (
	"errors"
	"io/fs"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/interp"
)

// arrayOps maps the array load and store opcodes to the kind of element
// and access.
var arrayOps = map[classfile.Opcode]struct {
	kind int
	acc  Access
}{
	classfile.Iaload: {arrayInt, Read}, classfile.Laload: {arrayLong, Read}, classfile.Faload: {arrayFloat, Read},
	classfile.Daload: {arrayDouble, Read}, classfile.Aaload: {arrayRef, Read}, classfile.Baload: {arrayByte, Read},
	classfile.Caload: {arrayChar, Read}, classfile.Saload: {arrayShort, Read},
	classfile.Iastore: {arrayInt, Write}, classfile.Lastore: {arrayLong, Write}, classfile.Fastore: {arrayFloat, Write},
	classfile.Dastore: {arrayDouble, Write}, classfile.Aastore: {arrayRef, Write}, classfile.Bastore: {arrayByte, Write},
	classfile.Castore: {arrayChar, Write}, classfile.Sastore: {arrayShort, Write},
}

// instruction is the own effect of one instruction (nil: none) and the
// methods it may invoke.
func (a *Analyzer) instruction(m *interp.Method, cf *classfile.ClassFile, in classfile.Instruction) (*Summary, []*interp.Method) {
	if op, ok := arrayOps[in.Op]; ok {
		s := &Summary{}
		s.Arrays[op.kind] = op.acc
		return s, nil
	}
	switch in.Op {
	case classfile.Monitorenter, classfile.Monitorexit:
		return &Summary{Monitors: true}, nil
	case classfile.Getfield, classfile.Putfield, classfile.Getstatic, classfile.Putstatic:
		class, name, _ := cf.Pool.MemberRef(in.Index)
		c, top := a.load(class)
		if top != nil {
			return top, nil
		}
		if c == nil {
			return nil, nil // NoClassDefFoundError
		}
		f := resolveField(c, name)
		if f == nil {
			return nil, nil // NoSuchFieldError
		}
		acc := Read
		if in.Op == classfile.Putfield || in.Op == classfile.Putstatic {
			acc = Write
		}
		s := &Summary{}
		s.field(FieldKey{f.Class.Name, f.Name}, acc)
		var calls []*interp.Method
		if f.IsStatic() {
			calls = a.initialize(s, f.Class)
		}
		return s, calls
	case classfile.New:
		c, top := a.load(cf.Pool.ClassName(in.Index))
		if top != nil || c == nil {
			return top, nil
		}
		s := &Summary{}
		return s, a.initialize(s, c)
	case classfile.Invokestatic, classfile.Invokespecial:
		class, name, desc := cf.Pool.MemberRef(in.Index)
		c, top := a.load(class)
		if top != nil || c == nil {
			return top, nil
		}
		target := resolveMethod(c, name, desc)
		if target == nil {
			return nil, nil // NoSuchMethodError
		}
		s := &Summary{}
		calls := []*interp.Method{target}
		if in.Op == classfile.Invokestatic {
			calls = append(calls, a.initialize(s, target.Class)...)
		}
		return s, calls
	case classfile.Invokevirtual, classfile.Invokeinterface:
		class, name, desc := cf.Pool.MemberRef(in.Index)
		c, top := a.load(class)
		if top != nil || c == nil {
			return top, nil
		}
		return nil, a.virtual(c, name, desc)
	case classfile.Invokedynamic:
		return a.invokedynamic(m, cf, in)
	}
	return nil, nil
}

// load loads a class the code names. A class that does not exist makes
// the instruction throw, with no other effect (nil, nil); a class that
// fails to load otherwise makes the analysis give up (Top).
func (a *Analyzer) load(name string) (*interp.Class, *Summary) {
	c, err := a.l.Load(name)
	if err == nil {
		return c, nil
	}
	var nf *classpath.NotFoundError
	if errors.As(err, &nf) || errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	s := &Summary{}
	s.setTop("loading " + name + ": " + err.Error())
	return nil, s
}

// initialize records that the code may initialise c and its
// superclasses, and returns their <clinit> methods as calls.
func (a *Analyzer) initialize(s *Summary, c *interp.Class) []*interp.Method {
	var calls []*interp.Method
	for ; c != nil; c = c.Super {
		s.classInit(c.Name)
		if m := c.DeclaredMethod("<clinit>", "()V"); m != nil {
			calls = append(calls, m)
		}
	}
	return calls
}

// resolveField finds the field a reference to name in c resolves to
// (JVMS §5.4.3.2: c, its superinterfaces, its superclasses).
func resolveField(c *interp.Class, name string) *interp.Field {
	for ; c != nil; c = c.Super {
		if f := c.DeclaredField(name); f != nil {
			return f
		}
		for _, i := range c.Interfaces {
			if f := resolveField(i, name); f != nil {
				return f
			}
		}
	}
	return nil
}

// resolveMethod finds the method a reference resolves to (JVMS
// §5.4.3.3–4: c, its superclasses, then its superinterfaces).
func resolveMethod(c *interp.Class, name, desc string) *interp.Method {
	for k := c; k != nil; k = k.Super {
		if m := k.DeclaredMethod(name, desc); m != nil {
			return m
		}
	}
	var inIfaces func(k *interp.Class) *interp.Method
	inIfaces = func(k *interp.Class) *interp.Method {
		for _, i := range k.Interfaces {
			if m := i.DeclaredMethod(name, desc); m != nil {
				return m
			}
			if m := inIfaces(i); m != nil {
				return m
			}
		}
		return nil
	}
	for k := c; k != nil; k = k.Super {
		if m := inIfaces(k); m != nil {
			return m
		}
	}
	return nil
}

// virtual is class hierarchy analysis of a virtual or interface call of
// name+desc on a receiver of static type c: every non-abstract method of
// that name and descriptor declared by a loaded subtype or supertype of
// c (a subtype's object may inherit the supertype's), and every default
// method of that name in an interface (a subtype may inherit it).
func (a *Analyzer) virtual(c *interp.Class, name, desc string) []*interp.Method {
	if a.byName == nil {
		a.byName = map[string][]*interp.Method{}
		for id := range a.l.NumClasses() {
			k := a.l.ClassByID(id)
			if k == nil {
				continue
			}
			for _, m := range k.Methods {
				if !m.IsStatic() && !m.IsAbstract() && m.Name != "<init>" {
					a.byName[m.Name+m.Desc] = append(a.byName[m.Name+m.Desc], m)
				}
			}
		}
	}
	var out []*interp.Method
	for _, m := range a.byName[name+desc] {
		k := m.Class
		if k.AssignableTo(c) || c.AssignableTo(k) || k.IsInterface() {
			out = append(out, m)
		}
	}
	return out
}

// invokedynamic: a lambda calls its implementation method (when the
// lambda's method runs — possibly in another thread, which then has the
// proxy class loaded and finds it by class hierarchy analysis); string
// concatenation does nothing shared; any other bootstrap is unknown.
func (a *Analyzer) invokedynamic(m *interp.Method, cf *classfile.ClassFile, in classfile.Instruction) (*Summary, []*interp.Method) {
	pool := cf.Pool
	bsm := cf.BootstrapMethods[pool[in.Index].A]
	bclass, bname, _ := pool.MemberRef(pool[bsm.Method].A)
	switch bclass + "." + bname {
	case "java/lang/invoke/StringConcatFactory.makeConcatWithConstants", "java/lang/invoke/StringConcatFactory.makeConcat":
		return nil, nil
	case "java/lang/invoke/LambdaMetafactory.metafactory", "java/lang/invoke/LambdaMetafactory.altMetafactory":
		if len(bsm.Arguments) >= 2 {
			handle := pool[bsm.Arguments[1]]
			class, name, desc := pool.MemberRef(handle.A)
			c, top := a.load(class)
			if top != nil || c == nil {
				return top, nil
			}
			switch handle.RefKind {
			case 5, 9: // REF_invokeVirtual, REF_invokeInterface
				return nil, a.virtual(c, name, desc)
			}
			if target := resolveMethod(c, name, desc); target != nil {
				s := &Summary{}
				calls := []*interp.Method{target}
				if handle.RefKind == 8 { // REF_newInvokeSpecial
					calls = append(calls, a.initialize(s, c)...)
				}
				return s, calls
			}
			return nil, nil
		}
	}
	s := &Summary{}
	s.setTop("invokedynamic " + bclass + "." + bname + " in " + m.String())
	return s, nil
}
