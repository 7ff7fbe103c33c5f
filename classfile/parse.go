package classfile

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// FormatError reports a malformed class file.
type FormatError struct {
	Source string // the file the bytes came from, if known
	Offset int    // byte offset where the problem was found
	Msg    string
}

func (e *FormatError) Error() string {
	src := e.Source
	if src == "" {
		src = "class file"
	}
	return fmt.Sprintf("%s: malformed class file: %s (at byte %d)", src, e.Msg, e.Offset)
}

// errTruncated is raised by the reader when the data ends early.
var errTruncated = errors.New("unexpected end of data")

// reader reads big-endian values. After the first failure every read
// returns zero and err stays set, so callers check err once per structure.
type reader struct {
	data []byte
	pos  int
	err  error
}

func (r *reader) need(n int) bool {
	if r.err != nil {
		return false
	}
	if n < 0 || len(r.data)-r.pos < n {
		r.err = errTruncated
		return false
	}
	return true
}

func (r *reader) u1() uint8 {
	if !r.need(1) {
		return 0
	}
	r.pos++
	return r.data[r.pos-1]
}

func (r *reader) u2() uint16 {
	if !r.need(2) {
		return 0
	}
	r.pos += 2
	return binary.BigEndian.Uint16(r.data[r.pos-2:])
}

func (r *reader) u4() uint32 {
	if !r.need(4) {
		return 0
	}
	r.pos += 4
	return binary.BigEndian.Uint32(r.data[r.pos-4:])
}

func (r *reader) bytes(n int) []byte {
	if !r.need(n) {
		return nil
	}
	r.pos += n
	return r.data[r.pos-n : r.pos : r.pos]
}

// parser holds the state of one Parse call.
type parser struct {
	r      reader
	cf     *ClassFile
	source string
}

// errorf returns a FormatError at the current offset of the main reader.
func (p *parser) errorf(format string, args ...any) error {
	return &FormatError{Source: p.source, Offset: p.r.pos, Msg: fmt.Sprintf(format, args...)}
}

// readErr converts a reader failure into a FormatError naming what was
// being read.
func (p *parser) readErr(what string) error {
	if p.r.err == nil {
		return nil
	}
	return p.errorf("%s: %v", what, p.r.err)
}

// Parse decodes and validates a class file. source names where the bytes
// came from and is used only in error messages.
func Parse(data []byte, source string) (*ClassFile, error) {
	p := &parser{r: reader{data: data}, cf: &ClassFile{}, source: source}
	if err := p.parse(); err != nil {
		return nil, err
	}
	return p.cf, nil
}

func (p *parser) parse() error {
	cf := p.cf
	if magic := p.r.u4(); p.r.err == nil && magic != 0xCAFEBABE {
		return p.errorf("bad magic number 0x%08X", magic)
	}
	cf.MinorVersion, cf.MajorVersion = p.r.u2(), p.r.u2()
	if err := p.readErr("header"); err != nil {
		return err
	}
	if cf.MajorVersion < MinMajorVersion || cf.MajorVersion > MaxMajorVersion {
		return p.errorf("unsupported class file version %d.%d (supported: %d to %d)", cf.MajorVersion, cf.MinorVersion, MinMajorVersion, MaxMajorVersion)
	}
	if cf.MajorVersion >= 56 && cf.MinorVersion != 0 && cf.MinorVersion != 0xFFFF {
		return p.errorf("class file version %d.%d has an invalid minor version", cf.MajorVersion, cf.MinorVersion)
	}
	if err := p.parsePool(); err != nil {
		return err
	}
	cf.AccessFlags = p.r.u2()
	this, super := p.r.u2(), p.r.u2()
	if err := p.readErr("class header"); err != nil {
		return err
	}
	var err error
	if cf.Name, err = p.className(this, "this_class"); err != nil {
		return err
	}
	if super != 0 {
		if cf.SuperName, err = p.className(super, "super_class"); err != nil {
			return err
		}
	} else if cf.Name != "java/lang/Object" && cf.AccessFlags&AccModule == 0 {
		return p.errorf("class %s has no superclass", cf.Name)
	}
	if cf.AccessFlags&AccInterface != 0 && cf.AccessFlags&AccAbstract == 0 && cf.MajorVersion >= 50 {
		return p.errorf("interface %s is not abstract", cf.Name)
	}
	n := int(p.r.u2())
	for i := 0; i < n && p.r.err == nil; i++ {
		name, err := p.className(p.r.u2(), "interface")
		if err != nil {
			return err
		}
		cf.Interfaces = append(cf.Interfaces, name)
	}
	if err := p.readErr("interfaces"); err != nil {
		return err
	}
	if err := p.parseFields(); err != nil {
		return err
	}
	if err := p.parseMethods(); err != nil {
		return err
	}
	if err := p.parseClassAttributes(); err != nil {
		return err
	}
	if p.r.pos != len(p.r.data) {
		return p.errorf("%d extra bytes after the class file", len(p.r.data)-p.r.pos)
	}
	return p.checkBootstrapIndices()
}

func (p *parser) parsePool() error {
	n := int(p.r.u2())
	if err := p.readErr("constant pool count"); err != nil {
		return err
	}
	if n == 0 {
		return p.errorf("constant pool count is zero")
	}
	pool := make(Pool, n)
	for i := 1; i < n; i++ {
		c := &pool[i]
		c.Tag = Tag(p.r.u1())
		switch c.Tag {
		case TagUtf8:
			b := p.r.bytes(int(p.r.u2()))
			if p.r.err == nil {
				s, err := decodeModifiedUTF8(b)
				if err != nil {
					return p.errorf("constant #%d: %v", i, err)
				}
				c.Text = s
			}
		case TagInteger, TagFloat:
			c.Bits = uint64(p.r.u4())
		case TagLong, TagDouble:
			c.Bits = uint64(p.r.u4())<<32 | uint64(p.r.u4())
			i++
			if i >= n {
				return p.errorf("constant #%d: %s takes two entries but is the last one", i-1, c.Tag)
			}
		case TagClass, TagString, TagMethodType, TagModule, TagPackage:
			c.A = p.r.u2()
		case TagFieldref, TagMethodref, TagInterfaceMethodref, TagNameAndType, TagDynamic, TagInvokeDynamic:
			c.A, c.B = p.r.u2(), p.r.u2()
		case TagMethodHandle:
			c.RefKind, c.A = p.r.u1(), p.r.u2()
		default:
			if p.r.err == nil {
				return p.errorf("constant #%d has invalid tag %d", i, c.Tag)
			}
		}
		if err := p.readErr(fmt.Sprintf("constant #%d", i)); err != nil {
			return err
		}
		if min := minVersion(c.Tag); p.cf.MajorVersion < min {
			return p.errorf("constant #%d: %s needs class file version %d, this file is %d", i, c.Tag, min, p.cf.MajorVersion)
		}
	}
	p.cf.Pool = pool
	for i := 1; i < n; i++ {
		if err := p.checkConstant(uint16(i)); err != nil {
			return err
		}
	}
	return nil
}

func minVersion(t Tag) uint16 {
	switch t {
	case TagMethodHandle, TagMethodType, TagInvokeDynamic:
		return 51
	case TagModule, TagPackage:
		return 53
	case TagDynamic:
		return 55
	}
	return 0
}

// ref checks that pool index i names an entry of the given kind.
func (p *parser) ref(from uint16, i uint16, want Tag) error {
	if i == 0 || int(i) >= len(p.cf.Pool) {
		return p.errorf("constant #%d refers to #%d outside the pool", from, i)
	}
	if got := p.cf.Pool[i].Tag; got != want {
		return p.errorf("constant #%d refers to #%d, a %s, where a %s is required", from, i, got, want)
	}
	return nil
}

// checkConstant checks the cross-references of one pool entry (JVMS §4.4).
func (p *parser) checkConstant(i uint16) error {
	pool := p.cf.Pool
	c := pool[i]
	switch c.Tag {
	case TagClass:
		if err := p.ref(i, c.A, TagUtf8); err != nil {
			return err
		}
		if name := pool[c.A].Text; !validClassName(name) {
			return p.errorf("constant #%d: invalid class name %q", i, name)
		}
	case TagString, TagMethodType, TagModule, TagPackage:
		if err := p.ref(i, c.A, TagUtf8); err != nil {
			return err
		}
		if c.Tag == TagMethodType && !ValidMethodDescriptor(pool[c.A].Text) {
			return p.errorf("constant #%d: invalid method descriptor %q", i, pool[c.A].Text)
		}
	case TagNameAndType:
		if err := p.ref(i, c.A, TagUtf8); err != nil {
			return err
		}
		return p.ref(i, c.B, TagUtf8)
	case TagFieldref, TagMethodref, TagInterfaceMethodref:
		if err := p.ref(i, c.A, TagClass); err != nil {
			return err
		}
		if err := p.ref(i, c.B, TagNameAndType); err != nil {
			return err
		}
		if err := p.checkConstant(c.B); err != nil {
			return err
		}
		name, desc := pool.NameAndType(c.B)
		if c.Tag == TagFieldref {
			if !validUnqualifiedName(name) || !ValidFieldDescriptor(desc) {
				return p.errorf("constant #%d: invalid field reference %s %s", i, name, desc)
			}
			return nil
		}
		if !ValidMethodDescriptor(desc) || !validMethodName(name) || name == "<clinit>" ||
			name == "<init>" && (c.Tag == TagInterfaceMethodref || desc[len(desc)-1] != 'V') {
			return p.errorf("constant #%d: invalid method reference %s%s", i, name, desc)
		}
	case TagDynamic, TagInvokeDynamic:
		if err := p.ref(i, c.B, TagNameAndType); err != nil {
			return err
		}
		if err := p.checkConstant(c.B); err != nil {
			return err
		}
		name, desc := pool.NameAndType(c.B)
		valid := ValidFieldDescriptor(desc)
		if c.Tag == TagInvokeDynamic {
			valid = ValidMethodDescriptor(desc)
		}
		if !valid || !validUnqualifiedName(name) {
			return p.errorf("constant #%d: invalid %s name and type %s %s", i, c.Tag, name, desc)
		}
	case TagMethodHandle:
		return p.checkMethodHandle(i, c)
	}
	return nil
}

func (p *parser) checkMethodHandle(i uint16, c Constant) error {
	var want []Tag
	switch c.RefKind {
	case RefGetField, RefGetStatic, RefPutField, RefPutStatic:
		want = []Tag{TagFieldref}
	case RefInvokeVirtual, RefNewInvokeSpecial:
		want = []Tag{TagMethodref}
	case RefInvokeStatic, RefInvokeSpecial:
		want = []Tag{TagMethodref}
		if p.cf.MajorVersion >= 52 {
			want = append(want, TagInterfaceMethodref)
		}
	case RefInvokeInterface:
		want = []Tag{TagInterfaceMethodref}
	default:
		return p.errorf("constant #%d: invalid method handle kind %d", i, c.RefKind)
	}
	if c.A == 0 || int(c.A) >= len(p.cf.Pool) {
		return p.errorf("constant #%d refers to #%d outside the pool", i, c.A)
	}
	ok := false
	for _, t := range want {
		ok = ok || p.cf.Pool[c.A].Tag == t
	}
	if !ok {
		return p.errorf("constant #%d: method handle of kind %d refers to a %s", i, c.RefKind, p.cf.Pool[c.A].Tag)
	}
	if err := p.checkConstant(c.A); err != nil {
		return err
	}
	if c.RefKind >= RefInvokeVirtual {
		_, name, _ := p.cf.Pool.MemberRef(c.A)
		if (c.RefKind == RefNewInvokeSpecial) != (name == "<init>") {
			return p.errorf("constant #%d: method handle of kind %d refers to method %s", i, c.RefKind, name)
		}
	}
	return nil
}

// className returns the name of the Class entry at i.
func (p *parser) className(i uint16, what string) (string, error) {
	if i == 0 || int(i) >= len(p.cf.Pool) || p.cf.Pool[i].Tag != TagClass {
		return "", p.errorf("%s is #%d, which is not a Class constant", what, i)
	}
	return p.cf.Pool.ClassName(i), nil
}

// utf8 returns the text of the Utf8 entry at i.
func (p *parser) utf8(i uint16, what string) (string, error) {
	if i == 0 || int(i) >= len(p.cf.Pool) || p.cf.Pool[i].Tag != TagUtf8 {
		return "", p.errorf("%s is #%d, which is not a Utf8 constant", what, i)
	}
	return p.cf.Pool[i].Text, nil
}

// optionalClass returns the class name at i, or "" if i is zero.
func (p *parser) optionalClass(i uint16, what string) (string, error) {
	if i == 0 {
		return "", nil
	}
	return p.className(i, what)
}

func (p *parser) optionalUtf8(i uint16, what string) (string, error) {
	if i == 0 {
		return "", nil
	}
	return p.utf8(i, what)
}

func (p *parser) parseFields() error {
	n := int(p.r.u2())
	seen := map[string]bool{}
	for i := 0; i < n && p.r.err == nil; i++ {
		var f Field
		f.AccessFlags = p.r.u2()
		nameIdx, descIdx := p.r.u2(), p.r.u2()
		if err := p.readErr("field"); err != nil {
			return err
		}
		var err error
		if f.Name, err = p.utf8(nameIdx, "field name"); err != nil {
			return err
		}
		if f.Descriptor, err = p.utf8(descIdx, "field descriptor"); err != nil {
			return err
		}
		if !validUnqualifiedName(f.Name) || !ValidFieldDescriptor(f.Descriptor) {
			return p.errorf("invalid field %s %s", f.Name, f.Descriptor)
		}
		if seen[f.Name+" "+f.Descriptor] {
			return p.errorf("duplicate field %s %s", f.Name, f.Descriptor)
		}
		seen[f.Name+" "+f.Descriptor] = true
		if err := p.attributes("field "+f.Name, func(name string, body *reader) error {
			return p.fieldAttribute(&f, name, body)
		}); err != nil {
			return err
		}
		p.cf.Fields = append(p.cf.Fields, f)
	}
	return p.readErr("fields")
}

func (p *parser) fieldAttribute(f *Field, name string, body *reader) error {
	switch name {
	case "ConstantValue":
		if f.ConstantValue != 0 {
			return p.errorf("field %s has two ConstantValue attributes", f.Name)
		}
		i := body.u2()
		if body.err != nil {
			return body.err
		}
		want := map[byte]Tag{'I': TagInteger, 'S': TagInteger, 'C': TagInteger, 'B': TagInteger, 'Z': TagInteger,
			'J': TagLong, 'F': TagFloat, 'D': TagDouble, 'L': TagString}[f.Descriptor[0]]
		if f.Descriptor[0] == 'L' && f.Descriptor != "Ljava/lang/String;" {
			want = 0
		}
		if i == 0 || int(i) >= len(p.cf.Pool) || p.cf.Pool[i].Tag != want {
			return p.errorf("field %s %s has an invalid ConstantValue #%d", f.Name, f.Descriptor, i)
		}
		f.ConstantValue = i
	case "Signature":
		s, err := p.optionalUtf8(body.u2(), "field signature")
		f.Signature = s
		return err
	case "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations":
		return p.annotationsAttribute(&f.Annotations, name, body)
	default:
		f.Attributes = append(f.Attributes, Attribute{Name: name, Data: body.data})
	}
	return nil
}

func (p *parser) parseMethods() error {
	n := int(p.r.u2())
	seen := map[string]bool{}
	for i := 0; i < n && p.r.err == nil; i++ {
		var m Method
		m.AccessFlags = p.r.u2()
		nameIdx, descIdx := p.r.u2(), p.r.u2()
		if err := p.readErr("method"); err != nil {
			return err
		}
		var err error
		if m.Name, err = p.utf8(nameIdx, "method name"); err != nil {
			return err
		}
		if m.Descriptor, err = p.utf8(descIdx, "method descriptor"); err != nil {
			return err
		}
		if !validMethodName(m.Name) || !ValidMethodDescriptor(m.Descriptor) {
			return p.errorf("invalid method %s%s", m.Name, m.Descriptor)
		}
		if (m.Name == "<init>" || m.Name == "<clinit>") && m.Descriptor[len(m.Descriptor)-1] != 'V' {
			return p.errorf("method %s%s must return void", m.Name, m.Descriptor)
		}
		if seen[m.Name+m.Descriptor] {
			return p.errorf("duplicate method %s%s", m.Name, m.Descriptor)
		}
		seen[m.Name+m.Descriptor] = true
		if err := p.attributes("method "+m.Name, func(name string, body *reader) error {
			return p.methodAttribute(&m, name, body)
		}); err != nil {
			return err
		}
		bodiless := m.AccessFlags&(AccAbstract|AccNative) != 0
		if bodiless && m.Code != nil {
			return p.errorf("abstract or native method %s%s has a Code attribute", m.Name, m.Descriptor)
		}
		if !bodiless && m.Code == nil && !(m.Name == "<clinit>" && p.cf.MajorVersion < 51) {
			return p.errorf("method %s%s has no Code attribute", m.Name, m.Descriptor)
		}
		p.cf.Methods = append(p.cf.Methods, m)
	}
	return p.readErr("methods")
}

func (p *parser) methodAttribute(m *Method, name string, body *reader) error {
	switch name {
	case "Code":
		if m.Code != nil {
			return p.errorf("method %s%s has two Code attributes", m.Name, m.Descriptor)
		}
		code, err := p.parseCode(m, body)
		m.Code = code
		return err
	case "Exceptions":
		n := int(body.u2())
		for i := 0; i < n && body.err == nil; i++ {
			c, err := p.className(body.u2(), "thrown exception")
			if err != nil {
				return err
			}
			m.Exceptions = append(m.Exceptions, c)
		}
	case "Signature":
		s, err := p.optionalUtf8(body.u2(), "method signature")
		m.Signature = s
		return err
	case "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations":
		return p.annotationsAttribute(&m.Annotations, name, body)
	default:
		m.Attributes = append(m.Attributes, Attribute{Name: name, Data: body.data})
	}
	return body.err
}

func (p *parser) parseCode(m *Method, body *reader) (*Code, error) {
	code := &Code{MaxStack: body.u2(), MaxLocals: body.u2()}
	n := int(body.u4())
	if body.err == nil && (n == 0 || n >= 65536) {
		return nil, p.errorf("method %s%s has code length %d", m.Name, m.Descriptor, n)
	}
	code.Bytecode = body.bytes(n)
	handlers := int(body.u2())
	for i := 0; i < handlers && body.err == nil; i++ {
		h := ExceptionHandler{StartPC: int(body.u2()), EndPC: int(body.u2()), HandlerPC: int(body.u2())}
		catch, err := p.optionalClass(body.u2(), "exception handler catch type")
		if err != nil {
			return nil, err
		}
		h.CatchType = catch
		code.ExceptionTable = append(code.ExceptionTable, h)
	}
	if body.err != nil {
		return nil, p.errorf("Code attribute of %s%s: %v", m.Name, m.Descriptor, body.err)
	}
	if args := ArgumentSlots(m.Descriptor); m.AccessFlags&AccStatic == 0 && args+1 > int(code.MaxLocals) || args > int(code.MaxLocals) {
		return nil, p.errorf("method %s%s has max_locals %d, too few for its arguments", m.Name, m.Descriptor, code.MaxLocals)
	}
	err := p.attributes("Code of "+m.Name, func(name string, b *reader) error {
		switch name {
		case "LineNumberTable":
			k := int(b.u2())
			for i := 0; i < k && b.err == nil; i++ {
				ln := LineNumber{StartPC: int(b.u2()), Line: int(b.u2())}
				if ln.StartPC >= len(code.Bytecode) {
					return p.errorf("line number entry for offset %d beyond the code of %s", ln.StartPC, m.Name)
				}
				code.LineNumbers = append(code.LineNumbers, ln)
			}
		case "LocalVariableTable", "LocalVariableTypeTable":
			k := int(b.u2())
			for i := 0; i < k && b.err == nil; i++ {
				lv := LocalVariable{StartPC: int(b.u2()), Length: int(b.u2())}
				var err error
				if lv.Name, err = p.utf8(b.u2(), "local variable name"); err != nil {
					return err
				}
				if lv.Descriptor, err = p.utf8(b.u2(), "local variable descriptor"); err != nil {
					return err
				}
				lv.Index = int(b.u2())
				if name == "LocalVariableTable" {
					code.LocalVariables = append(code.LocalVariables, lv)
				} else {
					code.LocalVariableTypes = append(code.LocalVariableTypes, lv)
				}
			}
		default:
			code.Attributes = append(code.Attributes, Attribute{Name: name, Data: b.data})
		}
		return b.err
	}, body)
	if err != nil {
		return nil, err
	}
	if err := p.decodeCode(code); err != nil {
		return nil, p.errorf("method %s%s: %v", m.Name, m.Descriptor, err)
	}
	return code, nil
}

// attributes reads an attributes table from r (or from the parser's main
// reader) and hands each attribute's body, as its own reader, to visit.
// visit must consume the body exactly unless it keeps it raw.
func (p *parser) attributes(owner string, visit func(name string, body *reader) error, r ...*reader) error {
	rd := &p.r
	if len(r) > 0 {
		rd = r[0]
	}
	n := int(rd.u2())
	for i := 0; i < n && rd.err == nil; i++ {
		nameIdx := rd.u2()
		length := rd.u4()
		if rd.err == nil && int64(length) > int64(len(rd.data)-rd.pos) {
			return p.errorf("attribute of %s claims %d bytes, only %d remain", owner, length, len(rd.data)-rd.pos)
		}
		data := rd.bytes(int(length))
		if rd.err != nil {
			break
		}
		name, err := p.utf8(nameIdx, "attribute name")
		if err != nil {
			return err
		}
		body := &reader{data: data}
		if err := visit(name, body); err != nil {
			var fe *FormatError
			if errors.As(err, &fe) {
				return err
			}
			return p.errorf("%s attribute of %s: %v", name, owner, err)
		}
		if body.err != nil {
			return p.errorf("%s attribute of %s: %v", name, owner, body.err)
		}
		if body.pos != len(body.data) && body.pos != 0 {
			return p.errorf("%s attribute of %s has %d bytes beyond its contents", name, owner, len(body.data)-body.pos)
		}
	}
	if rd.err != nil {
		return p.errorf("attributes of %s: %v", owner, rd.err)
	}
	return nil
}

func (p *parser) parseClassAttributes() error {
	cf := p.cf
	seen := map[string]bool{}
	return p.attributes("class "+cf.Name, func(name string, b *reader) error {
		switch name {
		case "SourceFile", "Signature", "InnerClasses", "EnclosingMethod", "BootstrapMethods",
			"NestHost", "NestMembers", "PermittedSubclasses", "Record":
			if seen[name] {
				return p.errorf("class %s has two %s attributes", cf.Name, name)
			}
			seen[name] = true
		}
		var err error
		switch name {
		case "SourceFile":
			cf.SourceFile, err = p.utf8(b.u2(), "source file")
		case "Signature":
			cf.Signature, err = p.optionalUtf8(b.u2(), "class signature")
		case "InnerClasses":
			n := int(b.u2())
			for i := 0; i < n && b.err == nil && err == nil; i++ {
				var ic InnerClass
				if ic.Inner, err = p.className(b.u2(), "inner class"); err != nil {
					return err
				}
				if ic.Outer, err = p.optionalClass(b.u2(), "outer class"); err != nil {
					return err
				}
				if ic.Name, err = p.optionalUtf8(b.u2(), "inner class name"); err != nil {
					return err
				}
				ic.AccessFlags = b.u2()
				cf.InnerClasses = append(cf.InnerClasses, ic)
			}
		case "EnclosingMethod":
			em := &EnclosingMethod{}
			if em.Class, err = p.className(b.u2(), "enclosing class"); err != nil {
				return err
			}
			if nat := b.u2(); nat != 0 {
				if int(nat) >= len(cf.Pool) || cf.Pool[nat].Tag != TagNameAndType {
					return p.errorf("enclosing method is #%d, not a NameAndType", nat)
				}
				em.Name, em.Descriptor = cf.Pool.NameAndType(nat)
			}
			cf.EnclosingMethod = em
		case "BootstrapMethods":
			err = p.parseBootstrapMethods(b)
		case "NestHost":
			cf.NestHost, err = p.className(b.u2(), "nest host")
		case "NestMembers", "PermittedSubclasses":
			n := int(b.u2())
			for i := 0; i < n && b.err == nil; i++ {
				c, err := p.className(b.u2(), name)
				if err != nil {
					return err
				}
				if name == "NestMembers" {
					cf.NestMembers = append(cf.NestMembers, c)
				} else {
					cf.PermittedSubclasses = append(cf.PermittedSubclasses, c)
				}
			}
		case "Record":
			err = p.parseRecord(b)
		case "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations":
			err = p.annotationsAttribute(&cf.Annotations, name, b)
		default:
			cf.Attributes = append(cf.Attributes, Attribute{Name: name, Data: b.data})
		}
		return err
	})
}

func (p *parser) parseBootstrapMethods(b *reader) error {
	n := int(b.u2())
	for i := 0; i < n && b.err == nil; i++ {
		bm := BootstrapMethod{Method: b.u2()}
		if b.err == nil && (bm.Method == 0 || int(bm.Method) >= len(p.cf.Pool) || p.cf.Pool[bm.Method].Tag != TagMethodHandle) {
			return p.errorf("bootstrap method %d refers to #%d, not a MethodHandle", i, bm.Method)
		}
		k := int(b.u2())
		for j := 0; j < k && b.err == nil; j++ {
			a := b.u2()
			if b.err != nil {
				break
			}
			if a == 0 || int(a) >= len(p.cf.Pool) {
				return p.errorf("bootstrap method %d argument %d is #%d, outside the pool", i, j, a)
			}
			switch p.cf.Pool[a].Tag {
			case TagInteger, TagFloat, TagLong, TagDouble, TagClass, TagString, TagMethodHandle, TagMethodType, TagDynamic:
			default:
				return p.errorf("bootstrap method %d argument %d is a %s, not a loadable constant", i, j, p.cf.Pool[a].Tag)
			}
			bm.Arguments = append(bm.Arguments, a)
		}
		p.cf.BootstrapMethods = append(p.cf.BootstrapMethods, bm)
	}
	return nil
}

// checkBootstrapIndices checks that every Dynamic and InvokeDynamic
// constant names an entry of the BootstrapMethods attribute.
func (p *parser) checkBootstrapIndices() error {
	for i, c := range p.cf.Pool {
		if (c.Tag == TagDynamic || c.Tag == TagInvokeDynamic) && int(c.A) >= len(p.cf.BootstrapMethods) {
			return p.errorf("constant #%d uses bootstrap method %d, but the class has %d", i, c.A, len(p.cf.BootstrapMethods))
		}
	}
	return nil
}

func (p *parser) parseRecord(b *reader) error {
	cf := p.cf
	cf.IsRecord = true
	n := int(b.u2())
	for i := 0; i < n && b.err == nil; i++ {
		var rc RecordComponent
		var err error
		if rc.Name, err = p.utf8(b.u2(), "record component name"); err != nil {
			return err
		}
		if rc.Descriptor, err = p.utf8(b.u2(), "record component descriptor"); err != nil {
			return err
		}
		if !ValidFieldDescriptor(rc.Descriptor) {
			return p.errorf("record component %s has invalid descriptor %q", rc.Name, rc.Descriptor)
		}
		if err := p.attributes("record component "+rc.Name, func(name string, body *reader) error {
			switch name {
			case "Signature":
				s, err := p.optionalUtf8(body.u2(), "record component signature")
				rc.Signature = s
				return err
			case "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations":
				return p.annotationsAttribute(&rc.Annotations, name, body)
			}
			rc.Attributes = append(rc.Attributes, Attribute{Name: name, Data: body.data})
			return nil
		}, b); err != nil {
			return err
		}
		cf.Record = append(cf.Record, rc)
	}
	return nil
}
