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
	// Kind is ErrUnsupportedVersion for a version outside the supported
	// range, nil otherwise.
	Kind error
}

// ErrUnsupportedVersion marks a class file whose version is outside
// MinMajorVersion..MaxMajorVersion (Java's UnsupportedClassVersionError).
var ErrUnsupportedVersion = errors.New("unsupported class file version")

// Unwrap returns Kind.
func (e *FormatError) Unwrap() error { return e.Kind }

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
	base int // offset of data[0] in the class file, for error messages
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

// sub returns a reader for the next n bytes, which it consumes.
func (r *reader) sub(n int) *reader {
	start := r.pos
	return &reader{data: r.bytes(n), base: r.base + start}
}

// parser holds the state of one Parse call.
type parser struct {
	r      reader
	cur    *reader // the reader being decoded, for the offsets of errors
	cf     *ClassFile
	source string

	moduleConstants bool // the pool has Module or Package entries
	// keepInvalidCode records a violation of the static constraints on
	// code in Code.Invalid instead of failing (ParseUnverified).
	keepInvalidCode bool
}

// errorf returns a FormatError at the current offset of the reader being
// decoded.
func (p *parser) errorf(format string, args ...any) error {
	off := p.r.pos
	if p.cur != nil {
		off = p.cur.base + p.cur.pos
	}
	return p.errorAt(off, format, args...)
}

// errorAt returns a FormatError at the given offset in the class file.
func (p *parser) errorAt(offset int, format string, args ...any) error {
	return &FormatError{Source: p.source, Offset: offset, Msg: fmt.Sprintf(format, args...)}
}

// readErr converts a failure of the main reader into a FormatError naming
// what was being read.
func (p *parser) readErr(what string) error {
	if p.r.err == nil {
		return nil
	}
	return p.errorf("%s: %v", what, p.r.err)
}

// Parse decodes and validates a class file. source names where the bytes
// came from and is used only in error messages.
//
// The returned ClassFile shares memory with data (Bytecode and the raw
// bytes of attributes), so data must not be modified afterwards.
func Parse(data []byte, source string) (*ClassFile, error) {
	return parse(data, source, false)
}

// ParseUnverified is Parse for a class file the JVM verifies before it
// runs it: a method whose code violates the static constraints of JVMS
// §4.9.1 is kept, with the violation in its Code.Invalid, for the verifier
// to report when the class is linked, as HotSpot does (a VerifyError at
// linking, not a ClassFormatError at loading).
func ParseUnverified(data []byte, source string) (*ClassFile, error) {
	return parse(data, source, true)
}

func parse(data []byte, source string, keepInvalidCode bool) (*ClassFile, error) {
	p := &parser{r: reader{data: data}, cf: &ClassFile{}, source: source, keepInvalidCode: keepInvalidCode}
	p.cur = &p.r
	if err := p.parse(); err != nil {
		return nil, err
	}
	return p.cf, nil
}

func (p *parser) parse() error {
	cf := p.cf
	if magic := p.r.u4(); p.r.err == nil && magic != 0xCAFEBABE {
		return p.errorAt(0, "bad magic number 0x%08X", magic)
	}
	cf.MinorVersion, cf.MajorVersion = p.r.u2(), p.r.u2()
	if err := p.readErr("header"); err != nil {
		return err
	}
	if cf.MajorVersion < MinMajorVersion || cf.MajorVersion > MaxMajorVersion {
		err := p.errorAt(4, "unsupported class file version %d.%d (supported: %d to %d)", cf.MajorVersion, cf.MinorVersion, MinMajorVersion, MaxMajorVersion)
		err.(*FormatError).Kind = ErrUnsupportedVersion
		return err
	}
	if cf.MajorVersion >= 56 && cf.MinorVersion != 0 && cf.MinorVersion != 0xFFFF {
		return p.errorAt(4, "class file version %d.%d has an invalid minor version", cf.MajorVersion, cf.MinorVersion)
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
	if err := p.checkClassFlags(); err != nil {
		return err
	}
	if p.moduleConstants && !p.isModule() {
		return p.errorf("class %s has Module or Package constants but does not declare a module", cf.Name)
	}
	if super != 0 {
		if cf.SuperName, err = p.className(super, "super_class"); err != nil {
			return err
		}
	} else if cf.Name != "java/lang/Object" && !p.isModule() {
		return p.errorf("class %s has no superclass", cf.Name)
	}
	if !p.isModule() {
		if isArrayName(cf.Name) || isArrayName(cf.SuperName) {
			return p.errorf("class %s extends %s: an array type cannot be a class or superclass", cf.Name, cf.SuperName)
		}
		if cf.IsInterface() && cf.SuperName != "java/lang/Object" {
			return p.errorf("interface %s has superclass %s, not java/lang/Object", cf.Name, cf.SuperName)
		}
	}
	n := int(p.r.u2())
	seen := map[string]bool{}
	for i := 0; i < n && p.r.err == nil; i++ {
		name, err := p.readClass(&p.r, "interface")
		if err != nil {
			return err
		}
		if isArrayName(name) {
			return p.errorf("class %s implements the array type %s", cf.Name, name)
		}
		if seen[name] {
			return p.errorf("class %s implements %s twice", cf.Name, name)
		}
		seen[name] = true
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

func isArrayName(s string) bool { return len(s) > 0 && s[0] == '[' }

// isModule reports whether the class file declares a module (module-info);
// before version 53 the flag ACC_MODULE has no meaning and is ignored.
func (p *parser) isModule() bool {
	return p.cf.AccessFlags&AccModule != 0 && p.cf.MajorVersion >= 53
}

// checkClassFlags checks the class access flags (JVMS §4.1, as HotSpot
// applies it).
func (p *parser) checkClassFlags() error {
	cf := p.cf
	f := cf.AccessFlags
	if p.isModule() {
		if f != AccModule {
			return p.errorf("module-info class %s has flags 0x%04X", cf.Name, f)
		}
		return nil
	}
	bad := false
	if f&AccInterface != 0 {
		// Before version 50 the JVM treats interfaces as abstract anyway.
		bad = f&AccAbstract == 0 && cf.MajorVersion >= 50 || f&AccFinal != 0 ||
			cf.MajorVersion >= 49 && f&(AccSuper|AccEnum) != 0
	} else {
		bad = f&(AccAbstract|AccFinal) == AccAbstract|AccFinal || cf.MajorVersion >= 49 && f&AccAnnotation != 0
	}
	if bad {
		return p.errorf("class %s has an invalid combination of access flags 0x%04X", cf.Name, f)
	}
	return nil
}

func (p *parser) parsePool() error {
	n := int(p.r.u2())
	if err := p.readErr("constant pool count"); err != nil {
		return err
	}
	if n == 0 {
		return p.errorf("constant pool count is zero")
	}
	// Every entry takes at least three bytes: refuse counts the rest of the
	// file cannot hold before allocating the pool.
	if rest := len(p.r.data) - p.r.pos; (n-1)*3 > rest {
		return p.errorf("constant pool of %d entries does not fit in the remaining %d bytes: unexpected end of data", n-1, rest)
	}
	pool := make(Pool, n)
	hasModuleConstants := false
	for i := 1; i < n; i++ {
		c := &pool[i]
		start := p.r.pos
		c.Tag = Tag(p.r.u1())
		switch c.Tag {
		case TagUtf8:
			b := p.r.bytes(int(p.r.u2()))
			if p.r.err == nil {
				s, err := decodeModifiedUTF8(b, p.cf.MajorVersion <= 47)
				if err != nil {
					return p.errorAt(start, "constant #%d: %v", i, err)
				}
				c.Text = s
			}
		case TagInteger, TagFloat:
			c.Bits = uint64(p.r.u4())
		case TagLong, TagDouble:
			c.Bits = uint64(p.r.u4())<<32 | uint64(p.r.u4())
		case TagClass, TagString, TagMethodType, TagModule, TagPackage:
			c.A = p.r.u2()
			hasModuleConstants = hasModuleConstants || c.Tag == TagModule || c.Tag == TagPackage
		case TagFieldref, TagMethodref, TagInterfaceMethodref, TagNameAndType, TagDynamic, TagInvokeDynamic:
			c.A, c.B = p.r.u2(), p.r.u2()
		case TagMethodHandle:
			c.RefKind, c.A = p.r.u1(), p.r.u2()
		default:
			if p.r.err == nil {
				return p.errorAt(start, "constant #%d has invalid tag %d", i, c.Tag)
			}
		}
		if p.r.err != nil {
			return p.errorf("constant #%d: %v", i, p.r.err)
		}
		if min := minVersion(c.Tag); p.cf.MajorVersion < min {
			return p.errorAt(start, "constant #%d: %s needs class file version %d, this file is %d", i, c.Tag, min, p.cf.MajorVersion)
		}
		if c.Tag == TagLong || c.Tag == TagDouble {
			if i+1 >= n {
				return p.errorAt(start, "constant #%d: %s takes two entries but is the last one", i, c.Tag)
			}
			i++
		}
	}
	p.cf.Pool = pool
	// Check the entries in order of their depth of references, so that
	// each check can rely on the entries it refers to being valid: first
	// those referring to Utf8 entries only, then member references and
	// dynamic constants, then method handles.
	for level := 1; level <= 3; level++ {
		for i := 1; i < n; i++ {
			if constantLevel(pool[i].Tag) == level {
				if err := p.checkConstant(uint16(i)); err != nil {
					return err
				}
			}
		}
	}
	p.moduleConstants = hasModuleConstants
	return nil
}

// constantLevel is the depth of the references of a constant kind: 1 for
// entries referring to Utf8 entries only, 2 for those referring to level 1
// entries, 3 for method handles; 0 for entries without references.
func constantLevel(t Tag) int {
	switch t {
	case TagClass, TagString, TagMethodType, TagModule, TagPackage, TagNameAndType:
		return 1
	case TagFieldref, TagMethodref, TagInterfaceMethodref, TagDynamic, TagInvokeDynamic:
		return 2
	case TagMethodHandle:
		return 3
	}
	return 0
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
		return p.errorf("constant #%d refers to #%d (%s) where a %s is required", from, i, got, want)
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
		return p.errorf("constant #%d: method handle of kind %d refers to #%d (%s)", i, c.RefKind, c.A, p.cf.Pool[c.A].Tag)
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

// index reads a pool index from r, reporting the end of the data as such
// rather than as an invalid index.
func (p *parser) index(r *reader, what string) (uint16, error) {
	i := r.u2()
	if r.err != nil {
		return 0, p.errorf("%s: %v", what, r.err)
	}
	return i, nil
}

// readClass reads the index of a Class entry and returns its name.
func (p *parser) readClass(r *reader, what string) (string, error) {
	i, err := p.index(r, what)
	if err != nil {
		return "", err
	}
	return p.className(i, what)
}

// readOptionalClass is readClass admitting the index 0, read as "".
func (p *parser) readOptionalClass(r *reader, what string) (string, error) {
	i, err := p.index(r, what)
	if err != nil {
		return "", err
	}
	return p.optionalClass(i, what)
}

// readUtf8 reads the index of a Utf8 entry and returns its text.
func (p *parser) readUtf8(r *reader, what string) (string, error) {
	i, err := p.index(r, what)
	if err != nil {
		return "", err
	}
	return p.utf8(i, what)
}

// readOptionalUtf8 is readUtf8 admitting the index 0, read as "".
func (p *parser) readOptionalUtf8(r *reader, what string) (string, error) {
	i, err := p.index(r, what)
	if err != nil {
		return "", err
	}
	return p.optionalUtf8(i, what)
}

// attributeSince gives the first class file version in which the JVM
// recognizes each attribute this package decodes (JVMS Table 4.7-B). In
// older class files these attributes are ignored like unknown ones, and so
// kept raw here. Attributes missing from the table are recognized in every
// version.
var attributeSince = map[string]uint16{
	"EnclosingMethod":             49,
	"Signature":                   49,
	"LocalVariableTypeTable":      49,
	"RuntimeVisibleAnnotations":   49,
	"RuntimeInvisibleAnnotations": 49,
	"BootstrapMethods":            51,
	"NestHost":                    55,
	"NestMembers":                 55,
	"Record":                      60,
	"PermittedSubclasses":         61,
}

// recognized returns name if the JVM recognizes the attribute of that name
// in this class file's version, else "" (which every decoder's switch
// treats as an unknown attribute).
func (p *parser) recognized(name string) string {
	if v, ok := attributeSince[name]; ok && p.cf.MajorVersion < v {
		return ""
	}
	return name
}

// once reports an error if an attribute that may appear only once in its
// structure appears again.
func (p *parser) once(seen map[string]bool, name, owner string) error {
	if seen[name] {
		return p.errorf("%s has two %s attributes", owner, name)
	}
	seen[name] = true
	return nil
}

// memberHeader reads the access flags, name and descriptor that begin a
// field_info or method_info (kind is "field" or "method").
func (p *parser) memberHeader(kind string) (flags uint16, name, desc string, err error) {
	flags = p.r.u2()
	nameIdx, descIdx := p.r.u2(), p.r.u2()
	if err = p.readErr(kind); err != nil {
		return
	}
	if name, err = p.utf8(nameIdx, kind+" name"); err != nil {
		return
	}
	desc, err = p.utf8(descIdx, kind+" descriptor")
	return
}

func (p *parser) parseFields() error {
	n := int(p.r.u2())
	seen := map[string]bool{}
	for i := 0; i < n && p.r.err == nil; i++ {
		var f Field
		var err error
		if f.AccessFlags, f.Name, f.Descriptor, err = p.memberHeader("field"); err != nil {
			return err
		}
		if !validUnqualifiedName(f.Name) || !ValidFieldDescriptor(f.Descriptor) {
			return p.errorf("invalid field %s %s", f.Name, f.Descriptor)
		}
		if seen[f.Name+" "+f.Descriptor] {
			return p.errorf("duplicate field %s %s", f.Name, f.Descriptor)
		}
		seen[f.Name+" "+f.Descriptor] = true
		if err := p.checkFieldFlags(&f); err != nil {
			return err
		}
		attrs := map[string]bool{}
		owner := "field " + f.Name
		if err := p.attributes(owner, func(name string, body *reader) error {
			return p.fieldAttribute(&f, name, body, attrs, owner)
		}); err != nil {
			return err
		}
		p.cf.Fields = append(p.cf.Fields, f)
	}
	return p.readErr("fields")
}

// checkFieldFlags checks field access flags (JVMS §4.5, as HotSpot applies it).
func (p *parser) checkFieldFlags(f *Field) error {
	fl := f.AccessFlags
	var bad bool
	if p.cf.IsInterface() {
		bad = fl&(AccPublic|AccStatic|AccFinal) != AccPublic|AccStatic|AccFinal ||
			fl&(AccPrivate|AccProtected|AccVolatile|AccTransient) != 0 ||
			p.cf.MajorVersion >= 49 && fl&AccEnum != 0
	} else {
		bad = illegalVisibility(fl) || fl&(AccFinal|AccVolatile) == AccFinal|AccVolatile
	}
	if bad {
		return p.errorf("field %s has an invalid combination of access flags 0x%04X", f.Name, fl)
	}
	return nil
}

// illegalVisibility reports whether more than one of public, private and
// protected is set.
func illegalVisibility(fl uint16) bool {
	n := 0
	for _, b := range []uint16{AccPublic, AccPrivate, AccProtected} {
		if fl&b != 0 {
			n++
		}
	}
	return n > 1
}

func (p *parser) fieldAttribute(f *Field, name string, body *reader, seen map[string]bool, owner string) error {
	switch p.recognized(name) {
	case "ConstantValue", "Signature", "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations":
		if err := p.once(seen, name, owner); err != nil {
			return err
		}
	}
	switch p.recognized(name) {
	case "ConstantValue":
		i, err := p.index(body, "ConstantValue")
		if err != nil {
			return err
		}
		var want Tag
		switch f.Descriptor {
		case "I", "S", "C", "B", "Z":
			want = TagInteger
		case "J":
			want = TagLong
		case "F":
			want = TagFloat
		case "D":
			want = TagDouble
		case "Ljava/lang/String;":
			want = TagString
		default:
			return p.errorf("field %s of type %s cannot have a ConstantValue", f.Name, f.Descriptor)
		}
		if i == 0 || int(i) >= len(p.cf.Pool) || p.cf.Pool[i].Tag != want {
			return p.errorf("field %s %s has an invalid ConstantValue #%d", f.Name, f.Descriptor, i)
		}
		f.ConstantValue = i
	case "Signature":
		s, err := p.readUtf8(body, "field signature")
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
		var err error
		if m.AccessFlags, m.Name, m.Descriptor, err = p.memberHeader("method"); err != nil {
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
		// The flags the JVM acts upon: those of a class initializer are
		// ignored but for ACC_STATIC (JVMS §4.6).
		flags := m.AccessFlags
		if m.Name == "<clinit>" {
			if p.cf.MajorVersion < 51 {
				flags = AccStatic
			} else if flags&AccStatic == 0 || m.Descriptor != "()V" {
				return p.errorf("class initializer %s%s is not static or has parameters", m.Name, m.Descriptor)
			}
		} else if err := p.checkMethodFlags(&m); err != nil {
			return err
		}
		slots := ArgumentSlots(m.Descriptor)
		if flags&AccStatic == 0 {
			slots++
		}
		if slots > 255 {
			return p.errorf("method %s%s has %d argument slots, more than 255", m.Name, m.Descriptor, slots)
		}
		attrs := map[string]bool{}
		owner := "method " + m.Name + m.Descriptor
		if err := p.attributes(owner, func(name string, body *reader) error {
			return p.methodAttribute(&m, flags, name, body, attrs, owner)
		}); err != nil {
			return err
		}
		bodiless := flags&(AccAbstract|AccNative) != 0
		if !bodiless && m.Code == nil {
			return p.errorf("method %s%s has no Code attribute", m.Name, m.Descriptor)
		}
		p.cf.Methods = append(p.cf.Methods, m)
	}
	return p.readErr("methods")
}

// checkMethodFlags checks the access flags of a method other than a class
// initializer (JVMS §4.6, as HotSpot applies it).
func (p *parser) checkMethodFlags(m *Method) error {
	fl := m.AccessFlags
	v := p.cf.MajorVersion
	has := func(b uint16) bool { return fl&b != 0 }
	// ACC_STRICT is ignored from version 61 on (JEP 306).
	strict := has(AccStrict) && v < 61
	var bad bool
	switch {
	case p.cf.IsInterface() && m.Name == "<init>":
		return p.errorf("interface %s declares a constructor", p.cf.Name)
	case p.cf.IsInterface() && v >= 52:
		bad = has(AccPublic) == has(AccPrivate) || has(AccNative|AccProtected|AccFinal|AccSynchronized) ||
			has(AccAbstract) && (has(AccPrivate|AccStatic) || strict)
	case p.cf.IsInterface() && v >= 49:
		bad = !has(AccPublic) || !has(AccAbstract) ||
			has(AccPrivate|AccProtected|AccStatic|AccFinal|AccSynchronized|AccNative) || strict
	case p.cf.IsInterface():
		bad = !has(AccPublic) || !has(AccAbstract) || has(AccStatic|AccFinal|AccNative)
	case illegalVisibility(fl):
		bad = true
	case m.Name == "<init>":
		bad = has(AccStatic|AccFinal|AccSynchronized|AccNative|AccAbstract) || v >= 49 && has(AccBridge)
	case has(AccAbstract):
		bad = has(AccFinal|AccNative|AccPrivate|AccStatic) || v >= 49 && (has(AccSynchronized) || strict)
	}
	if bad {
		return p.errorf("method %s%s has an invalid combination of access flags 0x%04X", m.Name, m.Descriptor, fl)
	}
	return nil
}

func (p *parser) methodAttribute(m *Method, flags uint16, name string, body *reader, seen map[string]bool, owner string) error {
	switch p.recognized(name) {
	case "Code", "Exceptions", "Signature", "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations":
		if err := p.once(seen, name, owner); err != nil {
			return err
		}
	}
	switch p.recognized(name) {
	case "Code":
		if flags&(AccAbstract|AccNative) != 0 {
			return p.errorf("abstract or native method %s%s has a Code attribute", m.Name, m.Descriptor)
		}
		code, err := p.parseCode(m, flags, body)
		m.Code = code
		return err
	case "Exceptions":
		n := int(body.u2())
		for i := 0; i < n && body.err == nil; i++ {
			c, err := p.readClass(body, "thrown exception")
			if err != nil {
				return err
			}
			m.Exceptions = append(m.Exceptions, c)
		}
	case "Signature":
		s, err := p.readUtf8(body, "method signature")
		m.Signature = s
		return err
	case "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations":
		return p.annotationsAttribute(&m.Annotations, name, body)
	default:
		m.Attributes = append(m.Attributes, Attribute{Name: name, Data: body.data})
	}
	return body.err
}

func (p *parser) parseCode(m *Method, flags uint16, body *reader) (*Code, error) {
	code := &Code{MaxStack: body.u2(), MaxLocals: body.u2()}
	n := int(body.u4())
	if body.err == nil && (n == 0 || n >= 65536) {
		return nil, p.errorf("method %s%s has code length %d", m.Name, m.Descriptor, n)
	}
	codeStart := body.base + body.pos
	code.Bytecode = body.bytes(n)
	handlers := int(body.u2())
	for i := 0; i < handlers && body.err == nil; i++ {
		h := ExceptionHandler{StartPC: int(body.u2()), EndPC: int(body.u2()), HandlerPC: int(body.u2())}
		catch, err := p.readOptionalClass(body, "exception handler catch type")
		if err != nil {
			return nil, err
		}
		if isArrayName(catch) {
			return nil, p.errorf("exception handler of %s%s catches the array type %s", m.Name, m.Descriptor, catch)
		}
		h.CatchType = catch
		code.ExceptionTable = append(code.ExceptionTable, h)
	}
	if body.err != nil {
		return nil, p.errorf("Code attribute of %s%s: %v", m.Name, m.Descriptor, body.err)
	}
	args := ArgumentSlots(m.Descriptor)
	if flags&AccStatic == 0 {
		args++
	}
	if args > int(code.MaxLocals) {
		return nil, p.errorf("method %s%s has max_locals %d, too few for its arguments", m.Name, m.Descriptor, code.MaxLocals)
	}
	owner := "Code of " + m.Name + m.Descriptor
	err := p.attributes(owner, func(name string, b *reader) error {
		switch p.recognized(name) {
		case "LineNumberTable":
			k := int(b.u2())
			for i := 0; i < k && b.err == nil; i++ {
				ln := LineNumber{StartPC: int(b.u2()), Line: int(b.u2())}
				if b.err == nil && ln.StartPC >= len(code.Bytecode) {
					return p.errorf("line number entry for offset %d beyond the code of %s%s", ln.StartPC, m.Name, m.Descriptor)
				}
				code.LineNumbers = append(code.LineNumbers, ln)
			}
		case "LocalVariableTable", "LocalVariableTypeTable":
			k := int(b.u2())
			for i := 0; i < k && b.err == nil; i++ {
				lv := LocalVariable{StartPC: int(b.u2()), Length: int(b.u2())}
				var err error
				if lv.Name, err = p.readUtf8(b, "local variable name"); err != nil {
					return err
				}
				if lv.Descriptor, err = p.readUtf8(b, "local variable descriptor"); err != nil {
					return err
				}
				lv.Index = int(b.u2())
				if b.err != nil {
					break
				}
				if err := p.checkLocalVariable(code, &lv, name); err != nil {
					return err
				}
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
		if _, ok := err.(*CodeError); !ok || !p.keepInvalidCode {
			return nil, p.errorAt(codeStart, "method %s%s: %v", m.Name, m.Descriptor, err)
		}
		code.Invalid = err
	}
	return code, nil
}

// checkLocalVariable checks an entry of a LocalVariableTable or
// LocalVariableTypeTable (JVMS §4.7.13, §4.7.14).
func (p *parser) checkLocalVariable(code *Code, lv *LocalVariable, table string) error {
	n := len(code.Bytecode)
	if lv.StartPC >= n || lv.StartPC+lv.Length > n {
		return p.errorf("%s entry %s covers [%d, %d), outside the code of length %d", table, lv.Name, lv.StartPC, lv.StartPC+lv.Length, n)
	}
	if !validUnqualifiedName(lv.Name) {
		return p.errorf("%s entry has invalid name %q", table, lv.Name)
	}
	if table == "LocalVariableTable" && !ValidFieldDescriptor(lv.Descriptor) {
		return p.errorf("%s entry %s has invalid descriptor %q", table, lv.Name, lv.Descriptor)
	}
	if lv.Descriptor == "" {
		return p.errorf("%s entry %s has an empty signature", table, lv.Name)
	}
	if lv.Index+SlotSize(lv.Descriptor) > int(code.MaxLocals) {
		return p.errorf("%s entry %s is local variable %d but max_locals is %d", table, lv.Name, lv.Index, code.MaxLocals)
	}
	return nil
}

// attributes reads an attributes table from r (or from the parser's main
// reader) and hands each attribute's body, as its own reader, to visit.
// visit must consume the body exactly unless it keeps it raw.
func (p *parser) attributes(owner string, visit func(name string, body *reader) error, r ...*reader) error {
	rd := &p.r
	if len(r) > 0 {
		rd = r[0]
	}
	outer := p.cur
	defer func() { p.cur = outer }()
	p.cur = rd
	n := int(rd.u2())
	for i := 0; i < n && rd.err == nil; i++ {
		nameIdx := rd.u2()
		length := rd.u4()
		if rd.err == nil && int64(length) > int64(len(rd.data)-rd.pos) {
			return p.errorf("attribute of %s claims %d bytes, only %d remain: unexpected end of data", owner, length, len(rd.data)-rd.pos)
		}
		body := rd.sub(int(length))
		if rd.err != nil {
			break
		}
		name, err := p.utf8(nameIdx, "attribute name")
		if err != nil {
			return err
		}
		p.cur = body
		err = visit(name, body)
		if err != nil {
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
		p.cur = rd
	}
	if rd.err != nil {
		return p.errorf("attributes of %s: %v", owner, rd.err)
	}
	return nil
}

func (p *parser) parseClassAttributes() error {
	cf := p.cf
	seen := map[string]bool{}
	owner := "class " + cf.Name
	err := p.attributes(owner, func(name string, b *reader) error {
		switch p.recognized(name) {
		case "SourceFile", "Signature", "InnerClasses", "EnclosingMethod", "BootstrapMethods",
			"NestHost", "NestMembers", "PermittedSubclasses", "Record",
			"RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations":
			if err := p.once(seen, name, owner); err != nil {
				return err
			}
		}
		var err error
		switch p.recognized(name) {
		case "SourceFile":
			cf.SourceFile, err = p.readUtf8(b, "source file")
		case "Signature":
			cf.Signature, err = p.readUtf8(b, "class signature")
		case "InnerClasses":
			err = p.parseInnerClasses(b)
		case "EnclosingMethod":
			em := &EnclosingMethod{}
			if em.Class, err = p.readClass(b, "enclosing class"); err != nil {
				return err
			}
			nat, err := p.index(b, "enclosing method")
			if err != nil {
				return err
			}
			if nat != 0 {
				if int(nat) >= len(cf.Pool) || cf.Pool[nat].Tag != TagNameAndType {
					return p.errorf("enclosing method is #%d, not a NameAndType", nat)
				}
				em.Name, em.Descriptor = cf.Pool.NameAndType(nat)
				if !validMethodName(em.Name) || !ValidMethodDescriptor(em.Descriptor) {
					return p.errorf("enclosing method %s%s is not a valid method", em.Name, em.Descriptor)
				}
			}
			cf.EnclosingMethod = em
		case "BootstrapMethods":
			err = p.parseBootstrapMethods(b)
		case "NestHost":
			cf.NestHost, err = p.readClass(b, "nest host")
		case "NestMembers", "PermittedSubclasses":
			n := int(b.u2())
			for i := 0; i < n && b.err == nil; i++ {
				c, err := p.readClass(b, name)
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
	if err != nil {
		return err
	}
	if seen["NestHost"] && seen["NestMembers"] {
		return p.errorf("class %s has both NestHost and NestMembers attributes", cf.Name)
	}
	if seen["PermittedSubclasses"] && cf.AccessFlags&AccFinal != 0 {
		return p.errorf("final class %s has a PermittedSubclasses attribute", cf.Name)
	}
	return nil
}

func (p *parser) parseInnerClasses(b *reader) error {
	n := int(b.u2())
	for i := 0; i < n && b.err == nil; i++ {
		var ic InnerClass
		var err error
		if ic.Inner, err = p.readClass(b, "inner class"); err != nil {
			return err
		}
		if ic.Outer, err = p.readOptionalClass(b, "outer class"); err != nil {
			return err
		}
		if ic.Name, err = p.readOptionalUtf8(b, "inner class name"); err != nil {
			return err
		}
		ic.AccessFlags = b.u2()
		if b.err != nil {
			break
		}
		if ic.Inner == ic.Outer {
			return p.errorf("class %s is its own outer class", ic.Inner)
		}
		if isArrayName(ic.Outer) {
			// HotSpot's ClassFileParser refuses it (a ClassFormatError).
			return p.errorf("outer class %s of %s is an array class", ic.Outer, ic.Inner)
		}
		p.cf.InnerClasses = append(p.cf.InnerClasses, ic)
	}
	return b.err
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
		if rc.Name, err = p.readUtf8(b, "record component name"); err != nil {
			return err
		}
		if rc.Descriptor, err = p.readUtf8(b, "record component descriptor"); err != nil {
			return err
		}
		if !validUnqualifiedName(rc.Name) || !ValidFieldDescriptor(rc.Descriptor) {
			return p.errorf("invalid record component %s %q", rc.Name, rc.Descriptor)
		}
		seen := map[string]bool{}
		owner := "record component " + rc.Name
		if err := p.attributes(owner, func(name string, body *reader) error {
			switch name {
			case "Signature", "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations":
				if err := p.once(seen, name, owner); err != nil {
					return err
				}
			}
			switch name {
			case "Signature":
				s, err := p.readUtf8(body, "record component signature")
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
