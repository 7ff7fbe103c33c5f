package interp

import "github.com/jcheck/jcheck/classfile"

// What package mayops's static analysis needs of the code the VM
// synthesises (lambda proxies, call-site adapters, the launcher, the
// thread starter, reflection's trampolines): that code exists only in
// the interpreter's instruction form, with its references resolved.

// SynthesizedOp is one operation of a synthesised method's code that can
// have an effect beyond its frame.
type SynthesizedOp struct {
	// Call is a method the code invokes. Dispatched: the call selects an
	// override by the receiver's class (a virtual or interface call), of
	// which Call is the resolved method.
	Call       *Method
	Dispatched bool
	// Field is a field the code reads, or writes if Write.
	Field *Field
	Write bool
	// New is a class the code instantiates.
	New *Class
	// Opaque: an operation this list cannot describe (none is generated
	// today); an analysis must assume it may do anything.
	Opaque bool
}

// SynthesizedOps lists the operations of a synthesised method's code
// (nil for a method that is not synthesised).
func (m *Method) SynthesizedOps() []SynthesizedOp {
	if !m.Synthesized() {
		return nil
	}
	var out []SynthesizedOp
	for _, in := range m.code.instrs {
		switch in.op {
		case opInvokeStaticQ, opInvokeSpecialQ, opInvokeDynamicQ, opInvokeHandleQ:
			out = append(out, SynthesizedOp{Call: in.ref.(*Method)})
		case opInvokeVirtualQ, opInvokeInterfaceQ:
			out = append(out, SynthesizedOp{Call: in.ref.(*callSite).resolved, Dispatched: true})
		case opGetstaticQ, opPutstaticQ, opGetfieldQ, opGetfield2Q, opPutfieldQ, opPutfield2Q, opGetfieldVolatileQ, opPutfieldVolatileQ:
			f, _ := in.ref.(*Field)
			write := in.op == opPutstaticQ || in.op == opPutfieldQ || in.op == opPutfield2Q || in.op == opPutfieldVolatileQ
			out = append(out, SynthesizedOp{Field: f, Write: write, Opaque: f == nil})
		case opNewQ:
			out = append(out, SynthesizedOp{New: in.ref.(*Class)})
		case classfile.Getstatic, classfile.Putstatic, classfile.Getfield, classfile.Putfield,
			classfile.Invokevirtual, classfile.Invokespecial, classfile.Invokestatic, classfile.Invokeinterface, classfile.Invokedynamic,
			classfile.New, classfile.Monitorenter, classfile.Monitorexit,
			classfile.Iaload, classfile.Laload, classfile.Faload, classfile.Daload, classfile.Aaload, classfile.Baload, classfile.Caload, classfile.Saload,
			classfile.Iastore, classfile.Lastore, classfile.Fastore, classfile.Dastore, classfile.Aastore, classfile.Bastore, classfile.Castore, classfile.Sastore:
			out = append(out, SynthesizedOp{Opaque: true})
		}
	}
	return out
}

// ClassInitialized reports whether c's initialisation has ended
// (successfully or not) in this execution. Unlike Initialized it does
// not prepare the class's state, which would change the fingerprint: a
// class whose state was never prepared has not been initialised.
func (vm *VM) ClassInitialized(c *Class) bool {
	if c.ID >= len(vm.classes) || !vm.classes[c.ID].prepared {
		return false
	}
	st := vm.classes[c.ID].init
	return st == initialized || st == initFailed
}

// Instantiated reports whether an object of class c has been allocated
// in some execution of its loader. Every object that exists is of such a
// class: an analysis of which methods a call may reach need only
// consider those, and the ones code may still instantiate.
func (c *Class) Instantiated() bool { return c.instantiated.Load() }

// NumInstantiated is the number of the loader's classes that are
// Instantiated; it grows as executions allocate objects of new classes.
func (l *Loader) NumInstantiated() int { return int(l.instantiated.Load()) }
