package classfile

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Disassemble writes a listing of cf in the spirit of `javap -v -p`: the
// header, the constant pool, every field and method with its code, and the
// class attributes, with constant-pool references resolved in comments.
//
// cf should come from Parse; Disassemble does not trust it, though, and
// prints invalid references as such instead of failing. The only error it
// returns is one from w.
func Disassemble(w io.Writer, cf *ClassFile) error {
	d := &disasm{w: bufio.NewWriter(w), cf: cf}
	d.class()
	return d.w.Flush()
}

// JavaTypeName converts a field descriptor, or the return descriptor "V",
// to Java syntax: "I" is "int", "[Ljava/lang/String;" is
// "java.lang.String[]". Anything else is returned unchanged.
func JavaTypeName(desc string) string {
	dims := 0
	for dims < len(desc) && desc[dims] == '[' {
		dims++
	}
	base := desc[dims:]
	var name string
	switch base {
	case "B":
		name = "byte"
	case "C":
		name = "char"
	case "D":
		name = "double"
	case "F":
		name = "float"
	case "I":
		name = "int"
	case "J":
		name = "long"
	case "S":
		name = "short"
	case "Z":
		name = "boolean"
	case "V":
		if dims > 0 {
			return desc
		}
		name = "void"
	default:
		if len(base) < 3 || base[0] != 'L' || strings.IndexByte(base, ';') != len(base)-1 {
			return desc
		}
		name = strings.ReplaceAll(base[1:len(base)-1], "/", ".")
	}
	return name + strings.Repeat("[]", dims)
}

// javaClassName converts an internal class name ("java/lang/String", or an
// array descriptor) to Java syntax.
func javaClassName(name string) string {
	if isArrayName(name) {
		return JavaTypeName(name)
	}
	return strings.ReplaceAll(name, "/", ".")
}

// JavaVersion names the Java release of a class file major version, e.g.
// "Java SE 17" for 61, "JDK 1.1" for 45.
func JavaVersion(major uint16) string {
	switch {
	case major < 45:
		return "unknown"
	case major <= 48:
		return fmt.Sprintf("JDK 1.%d", major-44)
	}
	return fmt.Sprintf("Java SE %d", major-44)
}

type disasm struct {
	w  *bufio.Writer
	cf *ClassFile
}

func (d *disasm) printf(format string, args ...any) { fmt.Fprintf(d.w, format, args...) }

// line writes s padded to column col, then "// comment", then a newline.
// Without a comment it writes s alone.
func (d *disasm) line(s string, col int, comment string) {
	d.w.WriteString(s)
	if comment != "" {
		if len(s) < col {
			d.w.WriteString(strings.Repeat(" ", col-len(s)))
		} else {
			d.w.WriteByte(' ')
		}
		d.w.WriteString("// ")
		d.w.WriteString(comment)
	}
	d.w.WriteByte('\n')
}

// Safe constant-pool accessors: they describe a bad index rather than
// panic.

func (d *disasm) entry(i uint16, tags ...Tag) (Constant, bool) {
	if i == 0 || int(i) >= len(d.cf.Pool) {
		return Constant{}, false
	}
	c := d.cf.Pool[i]
	for _, t := range tags {
		if c.Tag == t {
			return c, true
		}
	}
	return c, len(tags) == 0 && c.Tag != 0
}

func (d *disasm) utf8(i uint16) string {
	if c, ok := d.entry(i, TagUtf8); ok {
		return c.Text
	}
	return fmt.Sprintf("<invalid #%d>", i)
}

func (d *disasm) className(i uint16) string {
	if c, ok := d.entry(i, TagClass); ok {
		return d.utf8(c.A)
	}
	return fmt.Sprintf("<invalid #%d>", i)
}

func (d *disasm) nameAndType(i uint16) (string, string) {
	if c, ok := d.entry(i, TagNameAndType); ok {
		return d.utf8(c.A), d.utf8(c.B)
	}
	return fmt.Sprintf("<invalid #%d>", i), ""
}

// quoteName quotes names javap quotes: special method names and arrays.
func quoteName(s string) string {
	if strings.HasPrefix(s, "<") || strings.HasPrefix(s, "[") {
		return `"` + s + `"`
	}
	return s
}

// memberRef describes a Fieldref, Methodref or InterfaceMethodref as
// class.name:descriptor, leaving out the class if it is this class and
// omitThis is set.
func (d *disasm) memberRef(i uint16, omitThis bool) string {
	c, ok := d.entry(i, TagFieldref, TagMethodref, TagInterfaceMethodref)
	if !ok {
		return fmt.Sprintf("<invalid #%d>", i)
	}
	class := d.className(c.A)
	name, desc := d.nameAndType(c.B)
	s := quoteName(name) + ":" + desc
	if !omitThis || class != d.cf.Name {
		s = quoteName(class) + "." + s
	}
	return s
}

var refKindNames = [...]string{"", "REF_getField", "REF_getStatic", "REF_putField", "REF_putStatic",
	"REF_invokeVirtual", "REF_invokeStatic", "REF_invokeSpecial", "REF_newInvokeSpecial", "REF_invokeInterface"}

func refKindName(k uint8) string {
	if k > 0 && int(k) < len(refKindNames) {
		return refKindNames[k]
	}
	return fmt.Sprintf("REF_%d", k)
}

func (d *disasm) methodHandle(i uint16) string {
	c, ok := d.entry(i, TagMethodHandle)
	if !ok {
		return fmt.Sprintf("<invalid #%d>", i)
	}
	return refKindName(c.RefKind) + " " + d.memberRef(c.A, false)
}

// constantValue describes a loadable constant, as javap does in the
// comments of ldc and in the arguments of bootstrap methods.
func (d *disasm) constantValue(i uint16) string {
	c, ok := d.entry(i)
	if !ok {
		return fmt.Sprintf("<invalid #%d>", i)
	}
	switch c.Tag {
	case TagInteger:
		return "int " + strconv.Itoa(int(int32(c.Bits)))
	case TagFloat:
		return "float " + javaFloat(float64(math.Float32frombits(uint32(c.Bits))), 32) + "f"
	case TagLong:
		return "long " + strconv.FormatInt(int64(c.Bits), 10) + "l"
	case TagDouble:
		return "double " + javaFloat(math.Float64frombits(c.Bits), 64) + "d"
	case TagString:
		return "String " + javaEscape(d.utf8(c.A), false)
	case TagClass:
		return "class " + quoteName(d.utf8(c.A))
	case TagMethodType:
		return "MethodType " + d.utf8(c.A)
	case TagMethodHandle:
		return "MethodHandle " + d.methodHandle(i)
	case TagDynamic:
		name, desc := d.nameAndType(c.B)
		return fmt.Sprintf("Dynamic #%d:%s:%s", c.A, name, desc)
	}
	return c.Tag.String() + " " + d.poolComment(i)
}

// poolComment is the comment of a constant-pool entry in the listing of
// the pool.
func (d *disasm) poolComment(i uint16) string {
	c := d.cf.Pool[i]
	switch c.Tag {
	case TagClass:
		return quoteName(d.utf8(c.A))
	case TagString:
		return javaEscape(d.utf8(c.A), false)
	case TagMethodType:
		return d.utf8(c.A)
	case TagModule, TagPackage:
		return d.utf8(c.A)
	case TagFieldref, TagMethodref, TagInterfaceMethodref:
		return d.memberRef(i, false)
	case TagNameAndType:
		name, desc := d.nameAndType(i)
		return quoteName(name) + ":" + desc
	case TagMethodHandle:
		return d.methodHandle(i)
	case TagDynamic, TagInvokeDynamic:
		name, desc := d.nameAndType(c.B)
		return fmt.Sprintf("#%d:%s:%s", c.A, quoteName(name), desc)
	}
	return ""
}

func (d *disasm) class() {
	cf := d.cf
	if cf.SourceFile != "" {
		d.printf("Compiled from %s\n", javaQuote(cf.SourceFile))
	}
	d.printf("%s\n", d.classDeclaration())
	d.printf("  version: %d.%d (%s", cf.MajorVersion, cf.MinorVersion, JavaVersion(cf.MajorVersion))
	if cf.MinorVersion == 0xFFFF {
		d.printf(", preview features")
	}
	d.printf(")\n")
	d.printf("  flags: %s\n", flagWords(cf.AccessFlags, classFlagNames))
	d.printf("  this_class: %s\n", quoteName(cf.Name))
	if cf.SuperName != "" {
		d.printf("  super_class: %s\n", cf.SuperName)
	}
	d.printf("  interfaces: %d, fields: %d, methods: %d\n", len(cf.Interfaces), len(cf.Fields), len(cf.Methods))
	d.pool()
	d.printf("{\n")
	for i := range cf.Fields {
		if i > 0 {
			d.printf("\n")
		}
		d.field(&cf.Fields[i])
	}
	for i := range cf.Methods {
		if i > 0 || len(cf.Fields) > 0 {
			d.printf("\n")
		}
		d.method(&cf.Methods[i])
	}
	d.printf("}\n")
	d.classAttributes()
}

func (d *disasm) classDeclaration() string {
	cf := d.cf
	if cf.AccessFlags&AccModule != 0 {
		for _, a := range cf.Attributes {
			if a.Name == "Module" && len(a.Data) >= 2 {
				return "module " + d.poolName(uint16(a.Data[0])<<8|uint16(a.Data[1]), TagModule)
			}
		}
		return "module " + cf.Name
	}
	var words []string
	f := cf.AccessFlags
	if f&AccPublic != 0 {
		words = append(words, "public")
	}
	switch {
	case f&AccAnnotation != 0:
		words = append(words, "@interface")
	case f&AccInterface != 0:
		words = append(words, "interface")
	default:
		if f&AccAbstract != 0 {
			words = append(words, "abstract")
		}
		if f&AccFinal != 0 {
			words = append(words, "final")
		}
		words = append(words, "class")
	}
	words = append(words, javaClassName(cf.Name))
	if cf.SuperName != "" && cf.SuperName != "java/lang/Object" {
		words = append(words, "extends", javaClassName(cf.SuperName))
	}
	if len(cf.Interfaces) > 0 {
		names := make([]string, len(cf.Interfaces))
		for i, n := range cf.Interfaces {
			names[i] = javaClassName(n)
		}
		kw := "implements"
		if f&AccInterface != 0 {
			kw = "extends"
		}
		words = append(words, kw, strings.Join(names, ", "))
	}
	return strings.Join(words, " ")
}

type flagName struct {
	bit  uint16
	name string
}

var classFlagNames = []flagName{{AccPublic, "ACC_PUBLIC"}, {AccPrivate, "ACC_PRIVATE"}, {AccProtected, "ACC_PROTECTED"},
	{AccStatic, "ACC_STATIC"}, {AccFinal, "ACC_FINAL"}, {AccSuper, "ACC_SUPER"}, {AccInterface, "ACC_INTERFACE"},
	{AccAbstract, "ACC_ABSTRACT"}, {AccSynthetic, "ACC_SYNTHETIC"}, {AccAnnotation, "ACC_ANNOTATION"},
	{AccEnum, "ACC_ENUM"}, {AccModule, "ACC_MODULE"}}

var fieldFlagNames = []flagName{{AccPublic, "ACC_PUBLIC"}, {AccPrivate, "ACC_PRIVATE"}, {AccProtected, "ACC_PROTECTED"},
	{AccStatic, "ACC_STATIC"}, {AccFinal, "ACC_FINAL"}, {AccVolatile, "ACC_VOLATILE"}, {AccTransient, "ACC_TRANSIENT"},
	{AccSynthetic, "ACC_SYNTHETIC"}, {AccEnum, "ACC_ENUM"}}

var methodFlagNames = []flagName{{AccPublic, "ACC_PUBLIC"}, {AccPrivate, "ACC_PRIVATE"}, {AccProtected, "ACC_PROTECTED"},
	{AccStatic, "ACC_STATIC"}, {AccFinal, "ACC_FINAL"}, {AccSynchronized, "ACC_SYNCHRONIZED"}, {AccBridge, "ACC_BRIDGE"},
	{AccVarargs, "ACC_VARARGS"}, {AccNative, "ACC_NATIVE"}, {AccAbstract, "ACC_ABSTRACT"}, {AccStrict, "ACC_STRICT"},
	{AccSynthetic, "ACC_SYNTHETIC"}}

// flagWords formats access flags as javap does: "(0x0021) ACC_PUBLIC, ACC_SUPER".
func flagWords(flags uint16, names []flagName) string {
	var words []string
	rest := flags
	for _, n := range names {
		if flags&n.bit != 0 {
			words = append(words, n.name)
			rest &^= n.bit
		}
	}
	if rest != 0 {
		words = append(words, fmt.Sprintf("0x%04x", rest))
	}
	s := fmt.Sprintf("(0x%04x)", flags)
	if len(words) > 0 {
		s += " " + strings.Join(words, ", ")
	}
	return s
}

// modifiers lists the Java keywords of access flags.
func modifiers(flags uint16, names []flagName) string {
	var words []string
	for _, n := range names {
		if flags&n.bit != 0 {
			words = append(words, n.name)
		}
	}
	if len(words) == 0 {
		return ""
	}
	return strings.Join(words, " ") + " "
}

var fieldModifiers = []flagName{{AccPublic, "public"}, {AccPrivate, "private"}, {AccProtected, "protected"},
	{AccStatic, "static"}, {AccFinal, "final"}, {AccVolatile, "volatile"}, {AccTransient, "transient"}}

var methodModifiers = []flagName{{AccPublic, "public"}, {AccPrivate, "private"}, {AccProtected, "protected"},
	{AccStatic, "static"}, {AccFinal, "final"}, {AccSynchronized, "synchronized"}, {AccNative, "native"},
	{AccAbstract, "abstract"}, {AccStrict, "strictfp"}}

var innerClassModifiers = []flagName{{AccPublic, "public"}, {AccPrivate, "private"}, {AccProtected, "protected"},
	{AccStatic, "static"}, {AccFinal, "final"}, {AccAbstract, "abstract"}, {AccSynthetic, "synthetic"}}

func (d *disasm) pool() {
	d.printf("Constant pool:\n")
	width := len(strconv.Itoa(len(d.cf.Pool)-1)) + 1
	for i := 1; i < len(d.cf.Pool); i++ {
		c := d.cf.Pool[i]
		if c.Tag == 0 {
			continue // the second slot of a Long or Double
		}
		prefix := fmt.Sprintf("  %*s = %-18s ", width, "#"+strconv.Itoa(i), c.Tag)
		var operands string
		switch c.Tag {
		case TagUtf8:
			d.line(prefix+javaEscape(c.Text, false), 0, "")
			continue
		case TagInteger:
			d.line(prefix+strconv.Itoa(int(int32(c.Bits))), 0, "")
			continue
		case TagFloat:
			d.line(prefix+javaFloat(float64(math.Float32frombits(uint32(c.Bits))), 32)+"f", 0, "")
			continue
		case TagLong:
			d.line(prefix+strconv.FormatInt(int64(c.Bits), 10)+"l", 0, "")
			continue
		case TagDouble:
			d.line(prefix+javaFloat(math.Float64frombits(c.Bits), 64)+"d", 0, "")
			continue
		case TagClass, TagString, TagMethodType, TagModule, TagPackage:
			operands = fmt.Sprintf("#%d", c.A)
		case TagFieldref, TagMethodref, TagInterfaceMethodref:
			operands = fmt.Sprintf("#%d.#%d", c.A, c.B)
		case TagNameAndType, TagDynamic, TagInvokeDynamic:
			operands = fmt.Sprintf("#%d:#%d", c.A, c.B)
		case TagMethodHandle:
			operands = fmt.Sprintf("%d:#%d", c.RefKind, c.A)
		}
		d.line(prefix+operands, 42, d.poolComment(uint16(i)))
	}
}

func (d *disasm) field(f *Field) {
	d.printf("  %s%s %s;\n", modifiers(f.AccessFlags, fieldModifiers), JavaTypeName(f.Descriptor), f.Name)
	d.printf("    descriptor: %s\n", f.Descriptor)
	d.printf("    flags: %s\n", flagWords(f.AccessFlags, fieldFlagNames))
	if f.ConstantValue != 0 {
		d.printf("    ConstantValue: %s\n", d.fieldConstant(f))
	}
	if f.Signature != "" {
		d.printf("    Signature: %s\n", f.Signature)
	}
	d.annotations("    ", &f.Annotations)
	d.rawAttributes("    ", f.Attributes)
}

// fieldConstant describes a ConstantValue in the type of its field.
func (d *disasm) fieldConstant(f *Field) string {
	c, ok := d.entry(f.ConstantValue)
	if !ok {
		return fmt.Sprintf("<invalid #%d>", f.ConstantValue)
	}
	v := int32(c.Bits)
	switch {
	case c.Tag == TagString:
		return "String " + javaQuote(d.utf8(c.A))
	case c.Tag != TagInteger:
		return d.constantValue(f.ConstantValue)
	case f.Descriptor == "Z":
		return "boolean " + strconv.FormatBool(v != 0)
	case f.Descriptor == "C":
		return "char " + javaCharLiteral(v)
	case f.Descriptor == "B":
		return "byte " + strconv.Itoa(int(v))
	case f.Descriptor == "S":
		return "short " + strconv.Itoa(int(v))
	}
	return "int " + strconv.Itoa(int(v))
}

func (d *disasm) methodDeclaration(m *Method) string {
	if m.Name == "<clinit>" {
		return "static {}"
	}
	var b strings.Builder
	b.WriteString(modifiers(m.AccessFlags, methodModifiers))
	params, ret, ok := ParseMethodDescriptor(m.Descriptor)
	if !ok {
		return b.String() + m.Name + m.Descriptor
	}
	if m.Name == "<init>" {
		b.WriteString(javaClassName(d.cf.Name))
	} else {
		b.WriteString(JavaTypeName(ret) + " " + m.Name)
	}
	b.WriteByte('(')
	for i, p := range params {
		if i > 0 {
			b.WriteString(", ")
		}
		t := JavaTypeName(p)
		if i == len(params)-1 && m.AccessFlags&AccVarargs != 0 && strings.HasSuffix(t, "[]") {
			t = t[:len(t)-2] + "..."
		}
		b.WriteString(t)
	}
	b.WriteByte(')')
	if len(m.Exceptions) > 0 {
		names := make([]string, len(m.Exceptions))
		for i, e := range m.Exceptions {
			names[i] = javaClassName(e)
		}
		b.WriteString(" throws " + strings.Join(names, ", "))
	}
	return b.String()
}

func (d *disasm) method(m *Method) {
	d.printf("  %s;\n", d.methodDeclaration(m))
	d.printf("    descriptor: %s\n", m.Descriptor)
	d.printf("    flags: %s\n", flagWords(m.AccessFlags, methodFlagNames))
	if m.Code != nil {
		d.code(m, m.Code)
	}
	if len(m.Exceptions) > 0 {
		d.printf("    Exceptions:\n")
		for _, e := range m.Exceptions {
			d.printf("      throws %s\n", javaClassName(e))
		}
	}
	if m.Signature != "" {
		d.printf("    Signature: %s\n", m.Signature)
	}
	d.annotations("    ", &m.Annotations)
	d.rawAttributes("    ", m.Attributes)
}

func (d *disasm) code(m *Method, code *Code) {
	args := ArgumentSlots(m.Descriptor)
	if m.AccessFlags&AccStatic == 0 && m.Name != "<clinit>" {
		args++
	}
	d.printf("    Code:\n")
	d.printf("      stack=%d, locals=%d, args_size=%d\n", code.MaxStack, code.MaxLocals, args)
	for i := range code.Instructions {
		d.instruction(&code.Instructions[i])
	}
	if len(code.ExceptionTable) > 0 {
		d.printf("      Exception table:\n")
		d.printf("         from    to  target type\n")
		for _, h := range code.ExceptionTable {
			catch := "any"
			if h.CatchType != "" {
				catch = "Class " + h.CatchType
			}
			d.printf("%14d %5d %5d   %s\n", h.StartPC, h.EndPC, h.HandlerPC, catch)
		}
	}
	if len(code.LineNumbers) > 0 {
		d.printf("      LineNumberTable:\n")
		for _, ln := range code.LineNumbers {
			d.printf("        line %d: %d\n", ln.Line, ln.StartPC)
		}
	}
	d.localVariables("LocalVariableTable", "Signature", code.LocalVariables)
	d.localVariables("LocalVariableTypeTable", "Signature", code.LocalVariableTypes)
	for _, a := range code.Attributes {
		if a.Name == "StackMapTable" {
			d.stackMapTable(a.Data)
			continue
		}
		d.rawAttribute("      ", a)
	}
}

func (d *disasm) localVariables(title, column string, vars []LocalVariable) {
	if len(vars) == 0 {
		return
	}
	d.printf("      %s:\n", title)
	d.printf("        Start  Length  Slot  Name   %s\n", column)
	for _, v := range vars {
		d.printf("%13d %7d %5d %5s   %s\n", v.StartPC, v.Length, v.Index, v.Name, v.Descriptor)
	}
}

var newarrayTypes = map[int32]string{TBoolean: "boolean", TChar: "char", TFloat: "float", TDouble: "double",
	TByte: "byte", TShort: "short", TInt: "int", TLong: "long"}

// instruction writes one instruction as javap does:
// "        12: invokevirtual #7                  // Method java/io/PrintStream.println:(Ljava/lang/String;)V".
func (d *disasm) instruction(in *Instruction) {
	mnemonic := in.Op.String()
	if in.Wide {
		mnemonic += "_w"
	}
	head := fmt.Sprintf("%10d: %-13s ", in.PC, mnemonic)
	const col = 46
	op := in.Op
	switch {
	case in.Switch != nil:
		d.switchInstruction(head, in)
	case op == Bipush || op == Sipush:
		d.line(head+strconv.Itoa(int(in.Value)), col, "")
	case op == Ldc || op == LdcW || op == Ldc2W:
		d.line(fmt.Sprintf("%s#%d", head, in.Index), col, d.constantValue(in.Index))
	case op >= Iload && op <= Aload, op >= Istore && op <= Astore, op == Ret:
		d.line(head+strconv.Itoa(int(in.Index)), col, "")
	case op == Iinc:
		d.line(fmt.Sprintf("%s%d, %d", head, in.Index, in.Value), col, "")
	case isBranch(op):
		d.line(head+strconv.Itoa(in.Target), col, "")
	case op >= Getstatic && op <= Putfield:
		d.line(fmt.Sprintf("%s#%d", head, in.Index), col, "Field "+d.memberRef(in.Index, true))
	case op >= Invokevirtual && op <= Invokestatic:
		d.line(fmt.Sprintf("%s#%d", head, in.Index), col, d.methodKind(in.Index)+" "+d.memberRef(in.Index, true))
	case op == Invokeinterface:
		d.line(fmt.Sprintf("%s#%d,  %d", head, in.Index, in.Value), col, "InterfaceMethod "+d.memberRef(in.Index, false))
	case op == Invokedynamic:
		comment := fmt.Sprintf("<invalid #%d>", in.Index)
		if c, ok := d.entry(in.Index, TagInvokeDynamic); ok {
			name, desc := d.nameAndType(c.B)
			comment = fmt.Sprintf("InvokeDynamic #%d:%s:%s", c.A, name, desc)
		}
		d.line(fmt.Sprintf("%s#%d,  0", head, in.Index), col, comment)
	case op == New || op == Anewarray || op == Checkcast || op == Instanceof:
		d.line(fmt.Sprintf("%s#%d", head, in.Index), col, "class "+quoteName(d.className(in.Index)))
	case op == Multianewarray:
		d.line(fmt.Sprintf("%s#%d,  %d", head, in.Index, in.Value), col, "class "+quoteName(d.className(in.Index)))
	case op == Newarray:
		t, ok := newarrayTypes[in.Value]
		if !ok {
			t = strconv.Itoa(int(in.Value))
		}
		d.line(head+" "+t, col, "")
	default:
		d.line(strings.TrimRight(head, " "), col, "")
	}
}

func (d *disasm) methodKind(i uint16) string {
	if c, ok := d.entry(i); ok && c.Tag == TagInterfaceMethodref {
		return "InterfaceMethod"
	}
	return "Method"
}

func (d *disasm) switchInstruction(head string, in *Instruction) {
	sw := in.Switch
	if in.Op == Tableswitch && len(sw.Keys) > 0 {
		d.printf("%s{ // %d to %d\n", head, sw.Keys[0], sw.Keys[len(sw.Keys)-1])
	} else {
		d.printf("%s{ // %d\n", head, len(sw.Keys))
	}
	for i, k := range sw.Keys {
		t := 0
		if i < len(sw.Targets) {
			t = sw.Targets[i]
		}
		d.printf("%24d: %d\n", k, t)
	}
	d.printf("%24s: %d\n", "default", in.Target)
	d.printf("%12s\n", "}")
}

// stackMapTable decodes a StackMapTable attribute (JVMS §4.7.4). The parser
// keeps it raw and does not check it, so malformed frames end the listing.
func (d *disasm) stackMapTable(data []byte) {
	r := &reader{data: data}
	n := int(r.u2())
	d.printf("      StackMapTable: number_of_entries = %d\n", n)
	types := func(k int) string {
		var ts []string
		for j := 0; j < k && r.err == nil; j++ {
			ts = append(ts, d.verificationType(r))
		}
		return "[ " + strings.Join(ts, ", ") + " ]"
	}
	for i := 0; i < n && r.err == nil; i++ {
		ft := int(r.u1())
		switch {
		case ft <= 63:
			d.printf("        frame_type = %d /* same */\n", ft)
		case ft <= 127:
			d.printf("        frame_type = %d /* same_locals_1_stack_item */\n", ft)
			d.printf("          stack = %s\n", types(1))
		case ft == 247:
			d.printf("        frame_type = %d /* same_locals_1_stack_item_frame_extended */\n", ft)
			d.printf("          offset_delta = %d\n", r.u2())
			d.printf("          stack = %s\n", types(1))
		case ft >= 248 && ft <= 250:
			d.printf("        frame_type = %d /* chop */\n", ft)
			d.printf("          offset_delta = %d\n", r.u2())
		case ft == 251:
			d.printf("        frame_type = %d /* same_frame_extended */\n", ft)
			d.printf("          offset_delta = %d\n", r.u2())
		case ft >= 252 && ft <= 254:
			d.printf("        frame_type = %d /* append */\n", ft)
			d.printf("          offset_delta = %d\n", r.u2())
			d.printf("          locals = %s\n", types(ft-251))
		case ft == 255:
			d.printf("        frame_type = %d /* full_frame */\n", ft)
			d.printf("          offset_delta = %d\n", r.u2())
			d.printf("          locals = %s\n", types(int(r.u2())))
			d.printf("          stack = %s\n", types(int(r.u2())))
		default:
			d.printf("        frame_type = %d /* reserved */\n", ft)
			return
		}
	}
	if r.err != nil || r.pos != len(data) {
		d.printf("        (malformed StackMapTable)\n")
	}
}

func (d *disasm) verificationType(r *reader) string {
	switch t := r.u1(); t {
	case 0:
		return "top"
	case 1:
		return "int"
	case 2:
		return "float"
	case 3:
		return "double"
	case 4:
		return "long"
	case 5:
		return "null"
	case 6:
		return "this"
	case 7:
		return "class " + quoteName(d.className(r.u2()))
	case 8:
		return fmt.Sprintf("uninitialized %d", r.u2())
	default:
		r.err = errTruncated
		return fmt.Sprintf("<invalid type %d>", t)
	}
}

// annotations writes decoded runtime annotations.
func (d *disasm) annotations(indent string, a *Annotations) {
	for _, list := range []struct {
		title string
		anns  []Annotation
		raw   []byte
	}{{"RuntimeVisibleAnnotations", a.Visible, a.RawVisible}, {"RuntimeInvisibleAnnotations", a.Invisible, a.RawInvisible}} {
		if list.anns == nil && list.raw == nil {
			continue
		}
		d.printf("%s%s:\n", indent, list.title)
		for i := range list.anns {
			d.printf("%s  %d: %s\n", indent, i, d.annotation(&list.anns[i]))
		}
	}
}

func (d *disasm) annotation(a *Annotation) string {
	var b strings.Builder
	b.WriteString("@" + JavaTypeName(a.Type))
	if len(a.Elements) == 0 {
		return b.String()
	}
	b.WriteByte('(')
	for i, e := range a.Elements {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(e.Name + "=" + d.elementValue(&e.Value))
	}
	b.WriteByte(')')
	return b.String()
}

// elementValue formats an annotation element value in Java syntax.
func (d *disasm) elementValue(v *ElementValue) string {
	switch v.Tag {
	case 'B', 'C', 'I', 'S', 'Z', 'D', 'F', 'J', 's':
		c, ok := d.entry(v.Const, elementConstTag(v.Tag))
		if !ok {
			return fmt.Sprintf("<invalid #%d>", v.Const)
		}
		i := int32(c.Bits)
		switch v.Tag {
		case 'B':
			return "(byte)" + strconv.Itoa(int(i))
		case 'C':
			return javaCharLiteral(i)
		case 'S':
			return "(short)" + strconv.Itoa(int(i))
		case 'Z':
			return strconv.FormatBool(i != 0)
		case 'D':
			return javaFloat(math.Float64frombits(c.Bits), 64)
		case 'F':
			return javaFloat(float64(math.Float32frombits(uint32(c.Bits))), 32) + "f"
		case 'J':
			return strconv.FormatInt(int64(c.Bits), 10) + "L"
		case 's':
			return javaQuote(c.Text)
		}
		return strconv.Itoa(int(i))
	case 'e':
		return JavaTypeName(v.EnumType) + "." + v.EnumName
	case 'c':
		return JavaTypeName(v.Class) + ".class"
	case '@':
		if v.Annotation == nil {
			return "<invalid annotation>"
		}
		return d.annotation(v.Annotation)
	case '[':
		parts := make([]string, len(v.Array))
		for i := range v.Array {
			parts[i] = d.elementValue(&v.Array[i])
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return fmt.Sprintf("<invalid tag %q>", v.Tag)
}

// rawAttributes writes attributes the parser keeps undecoded, decoding
// those javap shows for which that is easy.
func (d *disasm) rawAttributes(indent string, attrs []Attribute) {
	for _, a := range attrs {
		d.rawAttribute(indent, a)
	}
}

func (d *disasm) rawAttribute(indent string, a Attribute) {
	p := &parser{cf: d.cf}
	r := &reader{data: a.Data}
	p.cur = r
	switch a.Name {
	case "Deprecated", "Synthetic":
		if len(a.Data) == 0 {
			d.printf("%s%s: true\n", indent, a.Name)
			return
		}
	case "AnnotationDefault":
		if v, err := p.parseElementValue(r, 0); err == nil && r.pos == len(a.Data) {
			d.printf("%sAnnotationDefault:\n%s  default_value: %s\n", indent, indent, d.elementValue(&v))
			return
		}
	case "RuntimeVisibleParameterAnnotations", "RuntimeInvisibleParameterAnnotations":
		n := int(r.u1())
		var params [][]Annotation
		var err error
		for i := 0; i < n && err == nil && r.err == nil; i++ {
			var anns []Annotation
			anns, err = p.parseAnnotations(r)
			params = append(params, anns)
		}
		if err == nil && r.err == nil && r.pos == len(a.Data) {
			d.printf("%s%s:\n", indent, a.Name)
			for i, anns := range params {
				d.printf("%s  parameter %d:\n", indent, i)
				for j := range anns {
					d.printf("%s    %d: %s\n", indent, j, d.annotation(&anns[j]))
				}
			}
			return
		}
	case "MethodParameters":
		n := int(r.u1())
		type param struct {
			name  string
			flags uint16
		}
		var params []param
		for i := 0; i < n && r.err == nil; i++ {
			name := r.u2()
			params = append(params, param{"<no name>", r.u2()})
			if name != 0 {
				params[i].name = d.utf8(name)
			}
		}
		if r.err == nil && r.pos == len(a.Data) {
			d.printf("%sMethodParameters:\n%s  %-30s Flags\n", indent, indent, "Name")
			for _, pm := range params {
				line := fmt.Sprintf("%s  %-30s %s", indent, pm.name, modifiers(pm.flags,
					[]flagName{{AccFinal, "final"}, {AccSynthetic, "synthetic"}, {0x8000, "mandated"}}))
				d.printf("%s\n", strings.TrimRight(line, " "))
			}
			return
		}
	case "SourceDebugExtension":
		d.printf("%sSourceDebugExtension:\n%s  %s\n", indent, indent, javaEscape(string(a.Data), false))
		return
	case "ModulePackages":
		n := int(r.u2())
		var names []string
		for i := 0; i < n && r.err == nil; i++ {
			names = append(names, d.poolName(r.u2(), TagPackage))
		}
		if r.err == nil && r.pos == len(a.Data) {
			d.printf("%sModulePackages:\n", indent)
			for _, n := range names {
				d.printf("%s  %s\n", indent, n)
			}
			return
		}
	case "ModuleMainClass":
		if len(a.Data) == 2 {
			d.printf("%sModuleMainClass: %s\n", indent, d.className(r.u2()))
			return
		}
	case "Module":
		if d.module(indent, r) && r.pos == len(a.Data) {
			return
		}
	}
	d.printf("%s%s: length = 0x%X\n", indent, a.Name, len(a.Data))
	const max = 64
	data := a.Data
	if len(data) > max {
		data = data[:max]
	}
	for len(data) > 0 {
		n := min(16, len(data))
		var hex []string
		for _, b := range data[:n] {
			hex = append(hex, fmt.Sprintf("%02x", b))
		}
		d.printf("%s  %s\n", indent, strings.Join(hex, " "))
		data = data[n:]
	}
	if len(a.Data) > max {
		d.printf("%s  ...\n", indent)
	}
}

// poolName is the name of a Module or Package entry.
func (d *disasm) poolName(i uint16, tag Tag) string {
	if c, ok := d.entry(i, tag); ok {
		return d.utf8(c.A)
	}
	return fmt.Sprintf("<invalid #%d>", i)
}

// module decodes a Module attribute (JVMS §4.7.25), reporting whether it
// was well formed. It prints nothing if not.
func (d *disasm) module(indent string, r *reader) bool {
	var b strings.Builder
	name, flags, version := r.u2(), r.u2(), r.u2()
	fmt.Fprintf(&b, "%sModule:\n%s  %s", indent, indent, d.poolName(name, TagModule))
	if version != 0 {
		b.WriteString("@" + d.utf8(version))
	}
	fmt.Fprintf(&b, " flags 0x%04x\n", flags)
	n := int(r.u2())
	for i := 0; i < n && r.err == nil; i++ {
		m, f, v := r.u2(), r.u2(), r.u2()
		fmt.Fprintf(&b, "%s  requires %s", indent, d.poolName(m, TagModule))
		if v != 0 {
			b.WriteString("@" + d.utf8(v))
		}
		fmt.Fprintf(&b, " flags 0x%04x\n", f)
	}
	for _, kind := range []string{"exports", "opens"} {
		n = int(r.u2())
		for i := 0; i < n && r.err == nil; i++ {
			pkg, f, k := r.u2(), r.u2(), int(r.u2())
			fmt.Fprintf(&b, "%s  %s %s flags 0x%04x", indent, kind, d.poolName(pkg, TagPackage), f)
			var to []string
			for j := 0; j < k && r.err == nil; j++ {
				to = append(to, d.poolName(r.u2(), TagModule))
			}
			if len(to) > 0 {
				b.WriteString(" to " + strings.Join(to, ", "))
			}
			b.WriteByte('\n')
		}
	}
	n = int(r.u2())
	for i := 0; i < n && r.err == nil; i++ {
		fmt.Fprintf(&b, "%s  uses %s\n", indent, d.className(r.u2()))
	}
	n = int(r.u2())
	for i := 0; i < n && r.err == nil; i++ {
		svc, k := r.u2(), int(r.u2())
		var with []string
		for j := 0; j < k && r.err == nil; j++ {
			with = append(with, d.className(r.u2()))
		}
		fmt.Fprintf(&b, "%s  provides %s with %s\n", indent, d.className(svc), strings.Join(with, ", "))
	}
	if r.err != nil {
		return false
	}
	d.w.WriteString(b.String())
	return true
}

func (d *disasm) classAttributes() {
	cf := d.cf
	if cf.SourceFile != "" {
		d.printf("SourceFile: %s\n", javaQuote(cf.SourceFile))
	}
	if cf.Signature != "" {
		d.printf("Signature: %s\n", cf.Signature)
	}
	if cf.NestHost != "" {
		d.printf("NestHost: class %s\n", cf.NestHost)
	}
	d.classList("NestMembers", cf.NestMembers)
	d.classList("PermittedSubclasses", cf.PermittedSubclasses)
	if em := cf.EnclosingMethod; em != nil {
		s := em.Class
		if em.Name != "" {
			s += "." + quoteName(em.Name) + ":" + em.Descriptor
		}
		d.printf("EnclosingMethod: %s\n", s)
	}
	if len(cf.InnerClasses) > 0 {
		d.printf("InnerClasses:\n")
		for _, ic := range cf.InnerClasses {
			s := "  " + modifiers(ic.AccessFlags, innerClassModifiers)
			switch {
			case ic.AccessFlags&AccAnnotation != 0:
				s += "@interface "
			case ic.AccessFlags&AccInterface != 0:
				s += "interface "
			case ic.AccessFlags&AccEnum != 0:
				s += "enum "
			}
			if ic.Name != "" {
				s += ic.Name + " = "
			}
			s += "class " + ic.Inner
			if ic.Outer != "" {
				s += " of class " + ic.Outer
			}
			d.printf("%s\n", s)
		}
	}
	if cf.IsRecord {
		d.printf("Record:\n")
		for _, rc := range cf.Record {
			d.printf("  %s %s;\n", JavaTypeName(rc.Descriptor), rc.Name)
			d.printf("    descriptor: %s\n", rc.Descriptor)
			if rc.Signature != "" {
				d.printf("    Signature: %s\n", rc.Signature)
			}
			d.annotations("    ", &rc.Annotations)
			d.rawAttributes("    ", rc.Attributes)
		}
	}
	if len(cf.BootstrapMethods) > 0 {
		d.printf("BootstrapMethods:\n")
		for i, bm := range cf.BootstrapMethods {
			d.printf("  %d: #%d %s\n", i, bm.Method, d.methodHandle(bm.Method))
			d.printf("    Method arguments:\n")
			for _, a := range bm.Arguments {
				d.printf("      #%d %s\n", a, d.bootstrapArgument(a))
			}
		}
	}
	d.annotations("", &cf.Annotations)
	d.rawAttributes("", cf.Attributes)
}

// bootstrapArgument describes a static argument of a bootstrap method as
// javap does: strings and descriptors bare, other constants with their kind.
func (d *disasm) bootstrapArgument(i uint16) string {
	c, ok := d.entry(i)
	if !ok {
		return fmt.Sprintf("<invalid #%d>", i)
	}
	switch c.Tag {
	case TagString:
		return javaEscape(d.utf8(c.A), false)
	case TagClass:
		return quoteName(d.utf8(c.A))
	case TagMethodType:
		return d.utf8(c.A)
	case TagMethodHandle:
		return d.methodHandle(i)
	}
	return d.constantValue(i)
}

func (d *disasm) classList(title string, names []string) {
	if names == nil {
		return
	}
	d.printf("%s:\n", title)
	for _, n := range names {
		d.printf("  %s\n", n)
	}
}

// javaFloat formats a float or double as Java's Float.toString and
// Double.toString do: "1.0", "1.0E10", "1.4E-45", "NaN", "-Infinity".
func javaFloat(f float64, bits int) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	case f == 0:
		if math.Signbit(f) {
			return "-0.0"
		}
		return "0.0"
	}
	sign := ""
	if f < 0 {
		sign, f = "-", -f
	}
	// The shortest digits that round-trip, but at least two (the closest
	// two-digit decimal), as Java chooses them: 1.4E-45, not 1.0E-45.
	s := strconv.FormatFloat(f, 'e', -1, bits) // "1.4e-45", "1e+10"
	if !strings.Contains(s, ".") {
		s = strconv.FormatFloat(f, 'e', 1, bits)
	}
	mant, exp, _ := strings.Cut(s, "e")
	e, _ := strconv.Atoi(exp)
	digits := strings.TrimRight(strings.Replace(mant, ".", "", 1), "0")
	if digits == "" {
		digits = "0"
	}
	if f >= 1e-3 && f < 1e7 {
		var intPart, frac string
		if e >= 0 {
			for len(digits) < e+1 {
				digits += "0"
			}
			intPart, frac = digits[:e+1], digits[e+1:]
		} else {
			intPart, frac = "0", strings.Repeat("0", -e-1)+digits
		}
		if frac == "" {
			frac = "0"
		}
		return sign + intPart + "." + frac
	}
	frac := digits[1:]
	if frac == "" {
		frac = "0"
	}
	return sign + digits[:1] + "." + frac + "E" + strconv.Itoa(e)
}

// javaQuote quotes a WTF-8 string as a Java string literal.
func javaQuote(s string) string { return `"` + javaEscape(s, true) + `"` }

// javaCharLiteral formats a char value as a Java character literal.
func javaCharLiteral(v int32) string {
	c := rune(uint16(v))
	switch {
	case c == '\'':
		return `'\''`
	case c == '\\':
		return `'\\'`
	case c >= 0xD800 && c < 0xE000 || !unicode.IsPrint(c):
		return fmt.Sprintf(`'\u%04x'`, c)
	}
	return "'" + string(c) + "'"
}

// javaEscape escapes the characters of a WTF-8 string that would not show
// well: control characters, unprintable characters and lone surrogates
// become Java escapes; in a quoted string also " and \.
func javaEscape(s string, quoted bool) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		if c == 0xED && i+2 < len(s) && s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2]&0xC0 == 0x80 {
			// A lone surrogate in WTF-8.
			fmt.Fprintf(&b, `\u%04x`, rune(c&0x0F)<<12|rune(s[i+1]&0x3F)<<6|rune(s[i+2]&0x3F))
			i += 3
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\b':
			b.WriteString(`\b`)
		case r == '\f':
			b.WriteString(`\f`)
		case quoted && (r == '"' || r == '\\'):
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, c)
		case r >= 0x10000 && !unicode.IsPrint(r):
			r -= 0x10000
			fmt.Fprintf(&b, `\u%04x\u%04x`, 0xD800+(r>>10), 0xDC00+(r&0x3FF))
		case !unicode.IsPrint(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
