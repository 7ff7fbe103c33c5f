package mayops

import (
	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/interp"
)

// invokedynamic is the effect and calls of instruction i of m, an
// invokedynamic, for the bootstrap methods jcheck links (interp/indy.go);
// any other is Top.
func (a *Analyzer) invokedynamic(m *interp.Method, i int, in classfile.Instruction) (*Summary, []call) {
	cf := m.Class.File
	pool := cf.Pool
	indy := pool[in.Index]
	bsm := cf.BootstrapMethods[indy.A]
	name, desc := pool.NameAndType(indy.B)
	bclass, bname, _ := pool.MemberRef(pool[bsm.Method].A)
	switch bclass + "." + bname {
	case "java/lang/invoke/StringConcatFactory.makeConcatWithConstants", "java/lang/invoke/StringConcatFactory.makeConcat":
		// String.valueOf of each argument: toString of the objects; the
		// StringBuilder the concatenation uses is its own.
		params, _, _ := classfile.ParseMethodDescriptor(desc)
		var calls []call
		for _, p := range params {
			if p == "Ljava/lang/String;" || p[0] != 'L' && p[0] != '[' {
				continue
			}
			c, top := a.loadDescriptor(p)
			if top != nil {
				return top, nil
			}
			if c == nil {
				continue
			}
			calls = append(calls, call{dispatched: true, c: c, name: "toString", desc: "()Ljava/lang/String;"})
		}
		return nil, calls
	case "java/lang/invoke/LambdaMetafactory.metafactory", "java/lang/invoke/LambdaMetafactory.altMetafactory":
		return a.lambdaSite(m, i, name, desc, pool, bsm.Arguments, bname == "altMetafactory")
	case "java/lang/runtime/ObjectMethods.bootstrap":
		return a.recordMethod(m, name, pool, bsm.Arguments)
	}
	return topSummary("invokedynamic with the bootstrap method " + bclass + "." + bname + " in " + m.String()), nil
}

func (a *Analyzer) loadDescriptor(desc string) (*interp.Class, *Summary) {
	if desc[0] == 'L' {
		return a.load(desc[1 : len(desc)-1])
	}
	return a.load(desc)
}

// lambdaSite: the lambda's interface method calls the implementation
// method the second bootstrap argument names, when it is invoked; the
// site counts as calling it (the creating thread may invoke it), and
// the lambda is recorded so that a virtual call of its method name on
// an interface it implements reaches it from any thread.
func (a *Analyzer) lambdaSite(m *interp.Method, i int, name, desc string, pool classfile.Pool, args []uint16, alt bool) (*Summary, []call) {
	if len(args) < 3 {
		return nil, nil // the bootstrap method throws
	}
	l := &lambda{name: name}
	_, ret, _ := classfile.ParseMethodDescriptor(desc)
	interfaces := []string{ret[1 : len(ret)-1]}
	if alt && len(args) > 3 {
		// altMetafactory's flags: serializable, marker interfaces.
		flags, j := pool.Int(args[3]), 4
		if flags&1 != 0 {
			interfaces = append(interfaces, "java/io/Serializable")
		}
		if flags&2 != 0 && j < len(args) {
			n := int(pool.Int(args[j]))
			for _, c := range args[j+1 : min(j+1+n, len(args))] {
				interfaces = append(interfaces, pool.ClassName(c))
			}
		}
	}
	for _, name := range interfaces {
		c, top := a.load(name)
		if c == nil {
			return top, nil // linking fails, or Top
		}
		l.interfaces = append(l.interfaces, c)
	}
	handle := pool[args[1]]
	class, mname, mdesc := pool.MemberRef(handle.A)
	c, top := a.load(class)
	if c == nil {
		return top, nil
	}
	impl := resolveMethod(c, mname, mdesc)
	if impl == nil {
		return nil, nil // linking fails
	}
	s := &Summary{}
	switch {
	case handle.RefKind == classfile.RefInvokeStatic:
		l.calls = append([]call{{m: impl}}, a.initialize(s, impl.Class)...)
	case handle.RefKind == classfile.RefNewInvokeSpecial:
		s.instantiate(impl.Class)
		l.calls = append([]call{{m: impl}}, a.initialize(s, impl.Class)...)
	case impl.IsPrivate():
		l.calls = []call{{m: impl}}
	default:
		// The proxy calls a non-private instance method through
		// dispatch (interp's lambdaBody), on a receiver of type c.
		l.calls = []call{{dispatched: true, c: c, name: mname, desc: mdesc}}
	}
	if len(s.ClassInits) > 0 || len(s.news) > 0 {
		l.effect = s
	}
	if site := (lambdaSite{m, i}); !a.lambdaSites[site] {
		a.lambdaSites[site] = true
		a.lambdas[name] = append(a.lambdas[name], l)
		a.lambdaList = append(a.lambdaList, l)
	}
	return l.effect, l.calls
}

// recordMethod is a record's equals, hashCode or toString over its
// components (the getters are the bootstrap arguments after the second):
// it reads the fields and calls the same method on the components that
// are objects (Objects.equals, Objects.hashCode, String.valueOf).
func (a *Analyzer) recordMethod(m *interp.Method, name string, pool classfile.Pool, args []uint16) (*Summary, []call) {
	var desc string
	switch name {
	case "toString":
		desc = "()Ljava/lang/String;"
	case "hashCode":
		desc = "()I"
	case "equals":
		desc = "(Ljava/lang/Object;)Z"
	default:
		return topSummary("ObjectMethods.bootstrap for " + name + " in " + m.String()), nil
	}
	if len(args) < 2 {
		return nil, nil
	}
	rc, top := a.load(pool.ClassName(args[0]))
	if rc == nil {
		return top, nil
	}
	s := &Summary{}
	var calls []call
	for _, g := range args[2:] {
		_, fname, fdesc := pool.MemberRef(pool[g].A)
		f := resolveField(rc, fname, fdesc)
		if f == nil {
			continue
		}
		s.field(FieldKey{f.Class.Name, f.Name}, Read)
		if fdesc[0] != 'L' && fdesc[0] != '[' {
			continue
		}
		c, top := a.loadDescriptor(fdesc)
		if top != nil {
			return top, nil
		}
		if c == nil {
			continue
		}
		calls = append(calls, call{dispatched: true, c: c, name: name, desc: desc})
	}
	return s, calls
}
