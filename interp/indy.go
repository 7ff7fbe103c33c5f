package interp

// linkInvokeDynamic links an invokedynamic call site.
func (t *Thread) linkInvokeDynamic(m *Method, in *instr) bool {
	unsupported("invokedynamic in %s", m)
	return false
}

// linkSignaturePolymorphic links a call of MethodHandle.invoke* or VarHandle.*.
func (t *Thread) linkSignaturePolymorphic(m *Method, in *instr, c *Class, name, desc string) bool {
	unsupported("%s.%s%s", c.JavaName(), name, desc)
	return false
}

// resolveConstantObject resolves a MethodType, MethodHandle or dynamic constant.
func (t *Thread) resolveConstantObject(m *Method, index uint16, in *instr) *Object {
	unsupported("constant #%d of %s", index, m.Class.JavaName())
	return nil
}
