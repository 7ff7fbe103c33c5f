package classfile

import (
	"bytes"
	"math"
	"slices"
	"strings"
	"testing"
)

// Hand-assembled classes for what javac 17 does not write.

// jsrClass is a version-49 class whose method uses a subroutine, as javac
// 1.4 compiled finally blocks.
func jsrClass() []byte {
	a := newAsm(49, "Jsr")
	a.staticMethod("run", 1, 1, cat(
		op(Jsr, 0, 4),             // 0
		op(Return),                // 3
		op(Astore0),               // 4
		op(Ret, 0),                // 5
		op(JsrW),                  // 7: never reached
		u4(-3),                    //    jsr_w to 4
		op(Return),                // 12
		op(Wide, byte(Ret), 0, 0), // 13
	))
	return a.bytes()
}

// condyClass is a version-55 class with dynamic constants (JEP 309) and an
// invokedynamic, sharing one bootstrap method.
func condyClass() []byte {
	a := newAsm(55, "Condy")
	bsm := a.methodHandle(RefInvokeStatic, a.methodref("Boot", "bsm",
		"(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;"))
	i := a.dynamic(TagDynamic, 0, "answer", "I")
	j := a.dynamic(TagDynamic, 1, "big", "J")
	indy := a.dynamic(TagInvokeDynamic, 0, "call", "(I)V")
	a.staticMethod("run", 3, 0, cat(
		op(Ldc, byte(i)),
		opIdx(Ldc2W, j),
		op(Pop2),
		opIdx(Invokedynamic, indy), []byte{0, 0},
		op(Return),
	))
	a.attributes = append(a.attributes, a.attr("BootstrapMethods", u2(2),
		u2(int(bsm)), u2(0),
		u2(int(bsm)), u2(2), u2(int(i)), u2(int(a.str("arg")))))
	return a.bytes()
}

// nanClass is a class with NaN constants of unusual bit patterns.
func nanClass() []byte {
	a := newAsm(52, "Nan")
	f := a.floatBits(0x7f800001)          // a signaling NaN
	d := a.doubleBits(0xfff0000000000001) // negative, signaling
	a.field(AccStatic|AccFinal, "F", "F", a.attr("ConstantValue", u2(int(f))))
	a.field(AccStatic|AccFinal, "D", "D", a.attr("ConstantValue", u2(int(d))))
	a.staticMethod("run", 3, 0, cat(op(Ldc, byte(f)), opIdx(Ldc2W, d), op(Pop2), op(Pop), op(Return)))
	return a.bytes()
}

// moduleInfo is a module-info class with a Module attribute.
func moduleInfo() []byte {
	a := &asm{major: 53, flags: AccModule, index: map[string]uint16{}}
	a.this = a.class("module-info")
	mod := a.entry(TagModule, u2(int(a.utf8("m.test"))))
	base := a.entry(TagModule, u2(int(a.utf8("java.base"))))
	pkg := a.entry(TagPackage, u2(int(a.utf8("m/test/api"))))
	a.attributes = append(a.attributes, a.attr("Module",
		u2(int(mod)), u2(0), u2(0), // name, flags, version
		u2(1), u2(int(base)), u2(0x8000), u2(0), // requires mandated java.base
		u2(1), u2(int(pkg)), u2(0), u2(0), // exports
		u2(0), u2(0), u2(0))) // opens, uses, provides
	a.attributes = append(a.attributes, a.attr("ModulePackages", u2(1), u2(int(pkg))))
	return a.bytes()
}

// oldClass is a version-45.3 class as JDK 1.0 wrote them: an interface
// without ACC_ABSTRACT, overlong UTF-8, and a class initializer whose flags
// the JVM ignores.
func oldClass() []byte {
	a := newAsm(45, "Old")
	a.minor = 3
	a.flags = AccPublic | AccInterface
	s := a.entry(TagString, u2(int(a.utf8Raw([]byte{0xC1, 0x81, 0xE0, 0x81, 0x82})))) // "AB", overlong
	a.method(AccAbstract|AccPublic, "<clinit>", "()V", a.code(1, 0, cat(op(Ldc, byte(s)), op(Pop), op(Return)), nil))
	return a.bytes()
}

// lateAttributes is a version-52 class with attributes of later versions,
// which the JVM ignores there: Record (60), NestHost (55), a malformed
// PermittedSubclasses (61).
func lateAttributes() []byte {
	a := newAsm(52, "Late")
	a.attributes = append(a.attributes,
		a.attr("Record", u2(1), u2(int(a.utf8("x"))), u2(int(a.utf8("()V"))), u2(0)),
		a.attr("NestHost", u2(int(a.class("Host")))),
		a.attr("PermittedSubclasses", u2(7)))
	return a.bytes()
}

func handMadeClasses() map[string][]byte {
	return map[string][]byte{
		"jsr": jsrClass(), "condy": condyClass(), "nan": nanClass(),
		"module": moduleInfo(), "old": oldClass(), "late": lateAttributes(),
	}
}

func TestJsrRet(t *testing.T) {
	cf := mustParse(t, jsrClass())
	m := method(t, cf, "run", "()V")
	type ins struct {
		pc     int
		op     Opcode
		length int
		index  uint16
		target int
		wide   bool
	}
	var got []ins
	for _, in := range m.Code.Instructions {
		got = append(got, ins{in.PC, in.Op, in.Length, in.Index, in.Target, in.Wide})
	}
	want := []ins{
		{0, Jsr, 3, 0, 4, false},
		{3, Return, 1, 0, 0, false},
		{4, Astore0, 1, 0, 0, false},
		{5, Ret, 2, 0, 0, false},
		{7, JsrW, 5, 0, 4, false},
		{12, Return, 1, 0, 0, false},
		{13, Ret, 4, 0, 0, true},
	}
	if !slices.Equal(got, want) {
		t.Errorf("instructions\n got %+v\nwant %+v", got, want)
	}
}

func TestDynamicConstants(t *testing.T) {
	cf := mustParse(t, condyClass())
	if len(cf.BootstrapMethods) != 2 {
		t.Fatalf("%d bootstrap methods", len(cf.BootstrapMethods))
	}
	m := method(t, cf, "run", "()V")
	ins := m.Code.Instructions
	if ins[0].Op != Ldc || cf.Pool[ins[0].Index].Tag != TagDynamic || ins[1].Op != Ldc2W || cf.Pool[ins[1].Index].Tag != TagDynamic {
		t.Fatalf("instructions %+v", ins[:2])
	}
	if name, desc := cf.Pool.NameAndType(cf.Pool[ins[1].Index].B); name != "big" || desc != "J" {
		t.Errorf("ldc2_w loads %s:%s", name, desc)
	}
	bm := cf.BootstrapMethods[cf.Pool[ins[1].Index].A]
	if len(bm.Arguments) != 2 || bm.Arguments[0] != ins[0].Index || cf.Pool.StringValue(bm.Arguments[1]) != "arg" {
		t.Errorf("bootstrap arguments %v", bm.Arguments)
	}
	if in := ins[3]; in.Op != Invokedynamic || in.Length != 5 || cf.Pool[in.Index].Tag != TagInvokeDynamic {
		t.Errorf("invokedynamic %+v", in)
	}

	// A Dynamic constant of type long cannot be loaded with ldc, nor an
	// int one with ldc2_w.
	a := newAsm(55, "Condy")
	bsm := a.methodHandle(RefInvokeStatic, a.methodref("Boot", "bsm", "()V"))
	j := a.dynamic(TagDynamic, 0, "big", "J")
	a.staticMethod("run", 2, 0, cat(op(Ldc, byte(j)), op(Return)))
	a.attributes = append(a.attributes, a.attr("BootstrapMethods", u2(1), u2(int(bsm)), u2(0)))
	_, err := Parse(a.bytes(), "T.class")
	requireFormatError(t, err, "ldc cannot load constant")
}

func TestNaNBits(t *testing.T) {
	cf := mustParse(t, nanClass())
	f, d := field(t, cf, "F"), field(t, cf, "D")
	if c := cf.Pool[f.ConstantValue]; c.Tag != TagFloat || c.Bits != 0x7f800001 || !math.IsNaN(float64(cf.Pool.Float(f.ConstantValue))) {
		t.Errorf("float NaN: %+v", c)
	}
	if c := cf.Pool[d.ConstantValue]; c.Tag != TagDouble || c.Bits != 0xfff0000000000001 || !math.IsNaN(cf.Pool.Double(d.ConstantValue)) {
		t.Errorf("double NaN: %+v", c)
	}
	var buf bytes.Buffer
	if err := Disassemble(&buf, cf); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"ConstantValue: float NaNf", "ConstantValue: double NaNd", "// float NaNf", "// double NaNd"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("listing lacks %q:\n%s", want, buf.String())
		}
	}
}

func TestModuleInfo(t *testing.T) {
	cf := mustParse(t, moduleInfo())
	if cf.Name != "module-info" || cf.SuperName != "" || cf.AccessFlags != AccModule {
		t.Errorf("module-info: name %q super %q flags %#x", cf.Name, cf.SuperName, cf.AccessFlags)
	}
	if len(cf.Attributes) != 2 || cf.Attributes[0].Name != "Module" {
		t.Errorf("attributes %+v", cf.Attributes)
	}
	var buf bytes.Buffer
	if err := Disassemble(&buf, cf); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"module m.test\n", "= Module             #", "// m.test", "Module:\n  m.test flags 0x0000\n",
		"  requires java.base flags 0x8000\n", "  exports m/test/api flags 0x0000\n", "ModulePackages:\n  m/test/api\n"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("listing lacks %q:\n%s", want, buf.String())
		}
	}
	// ACC_MODULE with other flags, or before version 53, is no module.
	data := moduleInfo()
	a := newAsm(52, "T")
	a.flags = AccModule
	a.super = 0
	for _, bad := range []struct {
		data []byte
		want string
	}{
		{replaceFlags(data, AccModule|AccPublic), "module-info class module-info has flags 0x8001"},
		{a.bytes(), "class T has no superclass"},
	} {
		_, err := Parse(bad.data, "T.class")
		requireFormatError(t, err, bad.want)
	}
}

// replaceFlags sets the access flags of an assembled class file, found
// right after its constant pool.
func replaceFlags(data []byte, flags uint16) []byte {
	cf, err := Parse(data, "")
	if err != nil {
		panic(err)
	}
	off := 10
	for i := 1; i < len(cf.Pool); i++ {
		switch c := cf.Pool[i]; c.Tag {
		case TagUtf8:
			off += 3 + int(data[off+1])<<8 + int(data[off+2])
		case TagLong, TagDouble:
			off += 9
		case TagInteger, TagFloat, TagFieldref, TagMethodref, TagInterfaceMethodref, TagNameAndType, TagDynamic, TagInvokeDynamic:
			off += 5
		case TagMethodHandle:
			off += 4
		case 0:
		default:
			off += 3
		}
	}
	out := slices.Clone(data)
	out[off], out[off+1] = byte(flags>>8), byte(flags)
	return out
}

func TestOldVersions(t *testing.T) {
	cf := mustParse(t, oldClass())
	if cf.MajorVersion != 45 || cf.MinorVersion != 3 {
		t.Errorf("version %d.%d", cf.MajorVersion, cf.MinorVersion)
	}
	m := method(t, cf, "<clinit>", "()V")
	if m.Code == nil {
		t.Fatal("<clinit> has no code")
	}
	if s := cf.Pool.StringValue(m.Code.Instructions[0].Index); s != "AB" {
		t.Errorf("overlong UTF-8 decodes to %q", s)
	}
	// From version 48 on, overlong forms are malformed.
	a := newAsm(48, "T")
	a.utf8Raw([]byte{0xC1, 0x81})
	_, err := Parse(a.bytes(), "T.class")
	requireFormatError(t, err, "overlong")
	// The class initializer of a version-45 class needs code whatever its
	// flags say.
	a = newAsm(45, "T")
	a.method(AccAbstract|AccStatic, "<clinit>", "()V")
	_, err = Parse(a.bytes(), "T.class")
	requireFormatError(t, err, "method <clinit>()V has no Code attribute")
}

func TestAttributeVersions(t *testing.T) {
	cf := mustParse(t, lateAttributes())
	if cf.IsRecord || cf.Record != nil || cf.NestHost != "" || cf.PermittedSubclasses != nil {
		t.Errorf("version-52 class decodes later attributes: %+v", cf)
	}
	var names []string
	for _, a := range cf.Attributes {
		names = append(names, a.Name)
	}
	if want := []string{"Record", "NestHost", "PermittedSubclasses"}; !slices.Equal(names, want) {
		t.Errorf("raw attributes %v, want %v", names, want)
	}
	// In version 48, Signature and annotations are unknown attributes too.
	a := newAsm(48, "T")
	a.field(0, "f", "I", a.attr("Signature", u2(0)), a.attr("RuntimeVisibleAnnotations", []byte{1}))
	cf = mustParse(t, a.bytes())
	if f := cf.Fields[0]; f.Signature != "" || len(f.Attributes) != 2 {
		t.Errorf("version-48 field: %+v", f)
	}
}

// TestInstructionOperands decodes one instance of each instruction format.
func TestInstructionOperands(t *testing.T) {
	a := newAsm(52, "T")
	str := a.str("s")
	fld := a.fieldref("T", "f", "I")
	mth := a.methodref("T", "m", "()V")
	imth := a.imethodref("I", "m", "(ID)V")
	cls := a.class("[[Ljava/lang/String;")
	tests := []struct {
		code   []byte
		op     Opcode
		length int
		index  uint16
		value  int32
		target int
	}{
		{op(Bipush, 0x80), Bipush, 2, 0, -128, 0},
		{op(Sipush, 0x80, 0x00), Sipush, 3, 0, -32768, 0},
		{op(Ldc, byte(str)), Ldc, 2, str, 0, 0},
		{opIdx(LdcW, str), LdcW, 3, str, 0, 0},
		{op(Iload, 200), Iload, 2, 200, 0, 0},
		{op(Dload3), Dload3, 1, 3, 0, 0},
		{op(Aload0), Aload0, 1, 0, 0, 0},
		{op(Istore2), Istore2, 1, 2, 0, 0},
		{op(Lstore, 7), Lstore, 2, 7, 0, 0},
		{op(Iinc, 5, 0xFF), Iinc, 3, 5, -1, 0},
		{op(Wide, byte(Iinc), 1, 2, 0x80, 0), Iinc, 6, 258, -32768, 0},
		{op(Wide, byte(Astore), 0, 9), Astore, 4, 9, 0, 0},
		{op(Ifnull, 0, 0), Ifnull, 3, 0, 0, 0},
		{opIdx(Getfield, fld), Getfield, 3, fld, 0, 0},
		{opIdx(Invokespecial, mth), Invokespecial, 3, mth, 0, 0},
		{cat(opIdx(Invokeinterface, imth), []byte{4, 0}), Invokeinterface, 5, imth, 4, 0},
		{opIdx(Checkcast, cls), Checkcast, 3, cls, 0, 0},
		{op(Newarray, TBoolean), Newarray, 2, 0, TBoolean, 0},
		{cat(opIdx(Multianewarray, cls), []byte{2}), Multianewarray, 4, cls, 2, 0},
		{op(GotoW, 0, 0, 0, 0), GotoW, 5, 0, 0, 0},
		{op(Athrow), Athrow, 1, 0, 0, 0},
	}
	for _, tt := range tests {
		a.staticMethod("m"+strings.Repeat("x", len(a.methods)), 4, 300, cat(tt.code, op(Return)))
	}
	cf := mustParse(t, a.bytes())
	for i, tt := range tests {
		in := cf.Methods[i].Code.Instructions[0]
		if in.Op != tt.op || in.Length != tt.length || in.Index != tt.index || in.Value != tt.value || in.Target != tt.target {
			t.Errorf("% x: got %s length %d index %d value %d target %d, want %s %d %d %d %d", tt.code,
				in.Op, in.Length, in.Index, in.Value, in.Target, tt.op, tt.length, tt.index, tt.value, tt.target)
		}
		if next := cf.Methods[i].Code.Instructions[1]; next.PC != tt.length || next.Op != Return {
			t.Errorf("% x: next instruction %s at %d", tt.code, next.Op, next.PC)
		}
	}
}

// TestSwitchAlignment puts a tableswitch at each offset modulo 4: the
// padding before its operands depends on it.
func TestSwitchAlignment(t *testing.T) {
	for pc := range 4 {
		a := newAsm(52, "T")
		pad := (4 - (pc+1)%4) % 4
		length := 1 + pad + 20
		// Keys -1 and 0; default and case -1 jump to the return after the
		// switch, case 0 to the switch itself.
		sw := cat(op(Tableswitch), make([]byte, pad), u4(length), u4(-1), u4(0), u4(length), u4(0))
		code := cat(make([]byte, pc), sw, op(Return))
		a.staticMethod("run", 1, 0, code)
		cf := mustParse(t, a.bytes())
		in := cf.Methods[0].Code.Instructions[pc]
		if in.Op != Tableswitch || in.PC != pc || in.Length != length || in.Target != pc+length ||
			!slices.Equal(in.Switch.Keys, []int32{-1, 0}) || !slices.Equal(in.Switch.Targets, []int{pc + length, pc}) {
			t.Errorf("tableswitch at %d: %+v %+v", pc, in, in.Switch)
		}
	}
}
