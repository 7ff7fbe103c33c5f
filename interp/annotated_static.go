package interp

import (
	"fmt"
	"slices"

	"github.com/jcheck/jcheck/annotations"
	"github.com/jcheck/jcheck/classfile"
)

// The requirements of method granularity (Stoller 2002 §8.1, G1–G3) and
// atomic granularity (Stoller 2000 §5) that the bytecode shows broken
// without running it, checked when the annotations are read
// (Loader.Annotate). Each check looks at single instructions whose
// execution would break a requirement whatever the program's objects are:
//
//   - G1: a method that runs as one operation (a call of an instance
//     method; with atomic granularity constructors and static methods
//     too) invokes a method that is always a visible operation, one that
//     waits, sleeps, yields or starts or joins a thread (g1Calls).
//   - G3: an instance method reads or writes a non-final field of its
//     class through a reference that is not this, as far as the bytecode
//     tells (the receiver pushed by aload_0, local 0 never stored to);
//     this is the conservative static analysis §8.1 allows for G3, which
//     therefore rejects equals-style comparisons of another instance's
//     fields.
//   - Static fields (atomic granularity): a method that runs as one
//     operation reads or writes a non-final static field declared by a
//     class other than its own.
//   - Encapsulation (2000 §5): code outside the class reads or writes a
//     non-final field the class declares, which G2 (private fields) is
//     there to prevent and nested classes get round: a nestmate's access
//     is rejected even if it only runs inside the class's calls. G2 has
//     made those fields private, so only the class's nestmates (JVMS
//     §5.4.4) can access them: their code is all there is to scan.
//
// What the bytecode cannot show is left to the checks as the program
// runs (annotated.go): a visible operation in a method called from a
// call (a print's lock), a monitor of a shared object, an object of the
// state that escapes and is used outside the calls, a static field read
// in a method the call invokes, reflection. A method that returns an
// object of the state (a getter handing out its list) breaks nothing by
// itself: 2000 §5 forbids using the object outside the calls, which only
// the run shows.

// g1Calls are the library methods a call of which is a visible operation
// whatever its receiver and arguments (natives_thread.go), by the class
// that declares them. All but Thread.start are static or final, so a call
// that resolves to one runs it; an override of start is taken to call
// Thread.start, as it must to start the thread.
var g1Calls = map[string][]string{
	"java/lang/Object": {"wait()V", "wait(J)V", "wait(JI)V"},
	"java/lang/Thread": {"sleep(J)V", "sleep(JI)V", "yield()V", "start()V", "join()V", "join(J)V", "join(JI)V"},
}

// g1Call reports whether an invocation of class.name+desc runs one of
// g1Calls: the class named is the one declaring it, or resolves the call
// to it (JVMS §5.4.3.3), as a call of a Thread subclass's join does.
func (l *Loader) g1Call(class, name, desc string) bool {
	if name != "wait" && name != "sleep" && name != "yield" && name != "start" && name != "join" {
		return false
	}
	if slices.Contains(g1Calls[class], name+desc) {
		return true
	}
	rc, err := l.Load(class)
	if err != nil || rc.IsArray() {
		return false
	}
	m := resolveMethod(rc, name, desc)
	return m != nil && slices.Contains(g1Calls[m.Class.Name], name+desc)
}

// checkGranularCode checks the code of a class with method or atomic
// granularity, and of its nestmates, for the violations described above,
// and returns the first found as an error at the declaration.
func (l *Loader) checkGranularCode(c *Class, d annotations.GranularityDecl) error {
	kind := c.annotation.kind
	violation := func(cf *classfile.ClassFile, m *classfile.Method, in classfile.Instruction, what string) error {
		where := fmt.Sprintf("%s.%s%s at index %d", javaName(cf.Name), m.Name, m.Descriptor, in.PC)
		if line := m.Code.LineAt(in.PC); line > 0 && cf.SourceFile != "" {
			where += fmt.Sprintf(" (%s:%d)", cf.SourceFile, line)
		}
		return &annotations.Error{Pos: d.Pos, Msg: fmt.Sprintf("%s cannot have %s: %s: %s", c.JavaName(), kind, where, what)}
	}
	for _, m := range c.Methods {
		code := methodCode(m.File)
		if m.atomic == notAtomic || code == nil {
			continue
		}
		var receivers *npeAnalysis
		for _, in := range code.Instructions {
			switch in.Op {
			case classfile.Invokevirtual, classfile.Invokespecial, classfile.Invokestatic, classfile.Invokeinterface:
				if class, name, desc := c.File.Pool.MemberRef(in.Index); l.g1Call(class, name, desc) {
					return violation(c.File, m.File, in, fmt.Sprintf("%s %s.%s%s, a visible operation inside a call (G1, Stoller 2002 §8.1)", in.Op, javaName(class), name, desc))
				}
			case classfile.Getstatic, classfile.Putstatic:
				if kind != atomicGranularity {
					continue
				}
				class, name, desc := c.File.Pool.MemberRef(in.Index)
				if f := l.staticField(class, name, desc); f != nil && f.Class != c && f.Flags&classfile.AccFinal == 0 {
					return violation(c.File, m.File, in, fmt.Sprintf("%s %s.%s, a static field of another class (static fields, Stoller 2000 §5)", in.Op, f.Class.JavaName(), name))
				}
			case classfile.Getfield, classfile.Putfield:
				if m.IsStatic() || m.Name == "<init>" || !ownField(c, c.File.Pool, in) {
					continue
				}
				if receivers == nil {
					receivers = newNPEAnalysis(c.File.Pool, code, false, m.Desc, -1)
				}
				if !receivers.receiverIsThis(in) {
					_, name, _ := c.File.Pool.MemberRef(in.Index)
					return violation(c.File, m.File, in, fmt.Sprintf("%s %s.%s of an instance that may not be this (G3, Stoller 2002 §8.1)", in.Op, c.JavaName(), name))
				}
			}
		}
	}
	for _, cf := range l.nestmates(c) {
		for i := range cf.Methods {
			m := &cf.Methods[i]
			code := methodCode(m)
			if code == nil {
				continue
			}
			for _, in := range code.Instructions {
				if (in.Op == classfile.Getfield || in.Op == classfile.Putfield) && ownField(c, cf.Pool, in) {
					_, name, _ := cf.Pool.MemberRef(in.Index)
					return violation(cf, m, in, fmt.Sprintf("%s %s.%s outside the methods of its class (encapsulation, Stoller 2000 §5)", in.Op, c.JavaName(), name))
				}
			}
		}
	}
	return nil
}

// methodCode is a method's decoded code, nil if it has none or the code
// breaks the static constraints (the verifier reports that).
func methodCode(m *classfile.Method) *classfile.Code {
	if m == nil || m.Code == nil || m.Code.Instructions == nil {
		return nil
	}
	return m.Code
}

// ownField reports whether a getfield or putfield (of code with the
// given constant pool) names a non-final instance field that c declares:
// a part of the state a call of c stands for (accesses to final fields
// are not intercepted, §8.1).
func ownField(c *Class, pool classfile.Pool, in classfile.Instruction) bool {
	class, name, desc := pool.MemberRef(in.Index)
	if class != c.Name {
		return false
	}
	f := c.DeclaredField(name)
	return f != nil && f.Desc == desc && !f.IsStatic() && f.Flags&classfile.AccFinal == 0
}

// receiverIsThis reports whether the object a getfield or putfield
// accesses is certainly this: it was pushed by an aload of local 0 in a
// method (an instance method, analysed to its end) that never stores to
// local 0.
func (a *npeAnalysis) receiverIsThis(in classfile.Instruction) bool {
	s := a.stacks[in.PC]
	slot := 0
	if in.Op == classfile.Putfield {
		_, _, desc := a.pool.MemberRef(in.Index)
		slot = classfile.SlotSize(desc)
	}
	if s == nil {
		return true // unreachable: it accesses nothing
	}
	src := a.instrAt(s.at(slot).source)
	if src == nil || !(src.Op == classfile.Aload0 || src.Op == classfile.Aload && src.Index == 0) {
		return false
	}
	return !slices.ContainsFunc(a.code.Instructions, func(in classfile.Instruction) bool {
		n, width := storedLocalOf(in)
		return width > 0 && n <= 0 && n+width > 0
	})
}

// storedLocalOf is the first local variable an instruction stores to and
// the number it stores (0: it stores none).
func storedLocalOf(in classfile.Instruction) (n, width int) {
	switch op := in.Op; {
	case op == classfile.Istore || op == classfile.Fstore || op == classfile.Astore:
		return int(in.Index), 1
	case op == classfile.Lstore || op == classfile.Dstore:
		return int(in.Index), 2
	case op >= classfile.Istore0 && op <= classfile.Astore3:
		group := int(op-classfile.Istore0) / 4
		width = 1
		if group == 1 || group == 3 {
			width = 2 // lstore_n, dstore_n
		}
		return int(op-classfile.Istore0) % 4, width
	case op == classfile.Iinc:
		return int(in.Index), 1
	}
	return 0, 0
}

// staticField resolves a static field reference for the check of static
// fields, nil if its class cannot be loaded or has no such field (the
// program fails there as it runs).
func (l *Loader) staticField(class, name, desc string) *Field {
	rc, err := l.Load(class)
	if err != nil {
		return nil
	}
	if f := lookupField(rc, name, desc); f != nil && f.IsStatic() {
		return f
	}
	return nil
}

// nestmates are the class files of c's nest (JVMS §5.4.4) other than
// c's own, in the order of the host's NestMembers after the host, read
// from the class path as they are (not loaded: the program loads them
// when it uses them). A member that cannot be read is left out: the
// program fails when it loads it.
func (l *Loader) nestmates(c *Class) []*classfile.ClassFile {
	host := c.File.NestHost
	if host == "" {
		host = c.Name
	}
	hostFile := l.classFile(host)
	if hostFile == nil {
		return nil
	}
	var out []*classfile.ClassFile
	for _, name := range append([]string{host}, hostFile.NestMembers...) {
		if name == c.Name {
			continue
		}
		if cf := l.classFile(name); cf != nil && (cf.NestHost == host || name == host) {
			out = append(out, cf)
		}
	}
	return out
}

// classFile is the decoded class file of an application class: the
// loaded class's, else read from the class path; nil if neither.
func (l *Loader) classFile(name string) *classfile.ClassFile {
	if c := l.Loaded(name); c != nil {
		return c.File
	}
	data, _, err := l.app.ReadClass(name)
	if err != nil {
		return nil
	}
	cf, err := classfile.ParseUnverified(data, name+".class")
	if err != nil || cf.Name != name {
		return nil
	}
	return cf
}
