package classfile

import (
	"errors"
	"io"
	"math"
	"reflect"
	"slices"
	"testing"
)

func TestConstantValues(t *testing.T) {
	cf := javac17(t).parse(t, "Consts")
	if cf.MajorVersion != 61 || cf.MinorVersion != 0 {
		t.Errorf("version %d.%d, want 61.0 (--release 17)", cf.MajorVersion, cf.MinorVersion)
	}
	tests := []struct {
		field string
		tag   Tag
		bits  uint64
	}{
		{"INT_MIN", TagInteger, 0x80000000},
		{"INT_MAX", TagInteger, 0x7fffffff},
		{"BIG", TagInteger, 1234567},
		{"SHORT", TagInteger, 0xffff8000},
		{"CHAR", TagInteger, 0xffff},
		{"BYTE", TagInteger, 0xffffff80},
		{"BOOL", TagInteger, 1},
		{"FLOAT_NAN", TagFloat, 0x7fc00000},
		{"FLOAT_NEG_ZERO", TagFloat, 0x80000000},
		{"FLOAT_MIN", TagFloat, 1},
		{"FLOAT_INF", TagFloat, 0xff800000},
		{"DOUBLE_NAN", TagDouble, 0x7ff8000000000000},
		{"DOUBLE_NEG_ZERO", TagDouble, 0x8000000000000000},
		{"DOUBLE_MAX", TagDouble, 0x7fefffffffffffff},
		{"DOUBLE_INF", TagDouble, 0x7ff0000000000000},
		{"LONG_MIN", TagLong, 0x8000000000000000},
		{"LONG_MAX", TagLong, 0x7fffffffffffffff},
		{"instanceConst", TagInteger, 42},
	}
	for _, tt := range tests {
		f := field(t, cf, tt.field)
		if f.ConstantValue == 0 {
			t.Errorf("%s has no ConstantValue", tt.field)
			continue
		}
		c := cf.Pool[f.ConstantValue]
		if c.Tag != tt.tag || c.Bits != tt.bits {
			t.Errorf("%s: ConstantValue is %s %#x, want %s %#x", tt.field, c.Tag, c.Bits, tt.tag, tt.bits)
		}
		if (c.Tag == TagLong || c.Tag == TagDouble) && cf.Pool[f.ConstantValue+1].Tag != 0 {
			t.Errorf("%s: the entry after a %s is usable", tt.field, c.Tag)
		}
	}
	if got := cf.Pool.Int(field(t, cf, "INT_MIN").ConstantValue); got != math.MinInt32 {
		t.Errorf("Pool.Int(INT_MIN) = %d", got)
	}
	if got := cf.Pool.Long(field(t, cf, "LONG_MIN").ConstantValue); got != math.MinInt64 {
		t.Errorf("Pool.Long(LONG_MIN) = %d", got)
	}
	if got := cf.Pool.Float(field(t, cf, "FLOAT_NEG_ZERO").ConstantValue); got != 0 || !math.Signbit(float64(got)) {
		t.Errorf("Pool.Float(FLOAT_NEG_ZERO) = %v", got)
	}
	if got := cf.Pool.Double(field(t, cf, "DOUBLE_NAN").ConstantValue); !math.IsNaN(got) {
		t.Errorf("Pool.Double(DOUBLE_NAN) = %v", got)
	}

	// Strings are WTF-8: NUL is a zero byte, a surrogate pair one four-byte
	// sequence, and a lone surrogate a three-byte sequence ED A0 80.
	strs := map[string]string{
		"NUL":            "a\x00b",
		"NON_BMP":        "x\U0001F600y",
		"LONE_SURROGATE": "<\xed\xa0\x80>",
		"EMPTY":          "",
	}
	for name, want := range strs {
		f := field(t, cf, name)
		if f.ConstantValue == 0 || cf.Pool[f.ConstantValue].Tag != TagString {
			t.Errorf("%s has no String ConstantValue", name)
			continue
		}
		if got := cf.Pool.StringValue(f.ConstantValue); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}

	if f := field(t, cf, "notConst"); f.ConstantValue != 0 {
		t.Errorf("non-final notConst has ConstantValue #%d", f.ConstantValue)
	}
	if f := field(t, cf, "INT_MIN"); f.AccessFlags != AccPublic|AccStatic|AccFinal || f.Descriptor != "I" {
		t.Errorf("INT_MIN: flags %#x descriptor %s", f.AccessFlags, f.Descriptor)
	}

	// values() loads the constants: ldc2_w for long and double, ldc or
	// ldc_w for the others.
	m := method(t, cf, "values", "()[Ljava/lang/Object;")
	loaded := map[uint64]Tag{}
	for _, in := range m.Code.Instructions {
		switch in.Op {
		case Ldc, LdcW, Ldc2W:
			c := cf.Pool[in.Index]
			if (in.Op == Ldc2W) != (c.Tag == TagLong || c.Tag == TagDouble) {
				t.Errorf("%s loads a %s", in.Op, c.Tag)
			}
			if in.Op == Ldc && in.Length != 2 || in.Op != Ldc && in.Length != 3 {
				t.Errorf("%s has length %d", in.Op, in.Length)
			}
			loaded[c.Bits] = c.Tag
		}
	}
	for _, bits := range []uint64{0x80000000, 0x7fc00000, 0x7ff8000000000000, 0x8000000000000000, 0x7fefffffffffffff} {
		if _, ok := loaded[bits]; !ok {
			t.Errorf("values() loads no constant with bits %#x", bits)
		}
	}
}

func TestSwitches(t *testing.T) {
	cf := javac17(t).parse(t, "Insns")

	// table(x) returns 10*x for x in 1..5 and -1 otherwise.
	m := method(t, cf, "table", "(I)I")
	sws := instructions(m, Tableswitch)
	if len(sws) != 1 {
		t.Fatalf("table has %d tableswitch instructions", len(sws))
	}
	sw := sws[0]
	if want := []int32{1, 2, 3, 4, 5}; !slices.Equal(sw.Switch.Keys, want) {
		t.Errorf("tableswitch keys %v, want %v", sw.Switch.Keys, want)
	}
	for i, target := range sw.Switch.Targets {
		if in := instructionAt(t, m.Code, target); in.Op != Bipush || in.Value != 10*sw.Switch.Keys[i] {
			t.Errorf("case %d jumps to %s %d", sw.Switch.Keys[i], in.Op, in.Value)
		}
	}
	if in := instructionAt(t, m.Code, sw.Target); in.Op != IconstM1 {
		t.Errorf("default jumps to %s", in.Op)
	}
	// The operands are aligned to 4 bytes: tableswitch at 1, no padding
	// after 3 bytes, 12 bytes of header and 5 targets.
	if sw.PC != 1 || sw.Length != 3+12+5*4 {
		t.Errorf("tableswitch at %d has length %d", sw.PC, sw.Length)
	}

	// lookup(x) returns 1..4 for its four sparse keys, in key order.
	m = method(t, cf, "lookup", "(I)I")
	sws = instructions(m, Lookupswitch)
	if len(sws) != 1 {
		t.Fatalf("lookup has %d lookupswitch instructions", len(sws))
	}
	sw = sws[0]
	if want := []int32{math.MinInt32, -1000, 7, 1000000}; !slices.Equal(sw.Switch.Keys, want) {
		t.Errorf("lookupswitch keys %v, want %v", sw.Switch.Keys, want)
	}
	for i, target := range sw.Switch.Targets {
		if in := instructionAt(t, m.Code, target); in.Op != Iconst1+Opcode(i) {
			t.Errorf("case %d jumps to %s", sw.Switch.Keys[i], in.Op)
		}
	}
	if in := instructionAt(t, m.Code, sw.Target); in.Op != Iconst0 {
		t.Errorf("default jumps to %s", in.Op)
	}
	if sw.Length != 3+8+4*8 {
		t.Errorf("lookupswitch has length %d", sw.Length)
	}
}

func TestWideInstructions(t *testing.T) {
	cf := javac17(t).parse(t, "Wide")
	m := method(t, cf, "many", "(I)I")
	if m.Code.MaxLocals < 263 {
		t.Errorf("max_locals %d", m.Code.MaxLocals)
	}
	type key struct {
		op    Opcode
		index uint16
		value int32
	}
	wide := map[key]Instruction{}
	for _, in := range m.Code.Instructions {
		if in.Wide {
			wide[key{in.Op, in.Index, in.Value}] = in
		} else if in.Length == 0 {
			t.Errorf("%s at %d has length 0", in.Op, in.PC)
		}
	}
	for _, want := range []struct {
		key
		length int
	}{
		{key{Istore, 256, 0}, 4}, // v255 = 255 (p is local 0)
		{key{Istore, 260, 0}, 4},
		{key{Iload, 260, 0}, 4},
		{key{Iinc, 259, 1}, 6},  // v258++
		{key{Iinc, 0, 1000}, 6}, // p += 1000: wide for the increment
		{key{Lstore, 261, 0}, 4},
		{key{Lload, 261, 0}, 4},
	} {
		in, ok := wide[want.key]
		if !ok {
			t.Errorf("no wide %s %d (value %d)", want.op, want.index, want.value)
			continue
		}
		if in.Length != want.length {
			t.Errorf("wide %s has length %d, want %d", in.Op, in.Length, want.length)
		}
	}
	// Loads of locals below 256 are not wide.
	for _, in := range instructions(m, Iload) {
		if in.Wide != (in.Index > 255) {
			t.Errorf("iload %d has Wide %v", in.Index, in.Wide)
		}
	}
}

func TestArraysAndInvocations(t *testing.T) {
	cf := javac17(t).parse(t, "Insns")
	m := method(t, cf, "arrays", "()Ljava/lang/Object;")
	multi := instructions(m, Multianewarray)
	if len(multi) != 1 || multi[0].Value != 3 || cf.Pool.ClassName(multi[0].Index) != "[[[I" || multi[0].Length != 4 {
		t.Errorf("multianewarray: %+v", multi)
	}
	var anew []string
	for _, in := range instructions(m, Anewarray) {
		anew = append(anew, cf.Pool.ClassName(in.Index))
	}
	if !slices.Contains(anew, "[Ljava/lang/String;") {
		t.Errorf("anewarray classes %v", anew)
	}
	if na := instructions(m, Newarray); len(na) != 1 || na[0].Value != TLong {
		t.Errorf("newarray: %+v", na)
	}

	m = method(t, cf, "iface", "")
	counts := map[string]int32{}
	for _, in := range instructions(m, Invokeinterface) {
		class, name, desc := cf.Pool.MemberRef(in.Index)
		counts[class+"."+name+desc] = in.Value
		if in.Length != 5 {
			t.Errorf("invokeinterface has length %d", in.Length)
		}
	}
	want := map[string]int32{
		"java/util/List.add(Ljava/lang/Object;)Z":                                   2,
		"java/util/Map.put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;": 3,
		"Insns$Wider.take(JDI)V":                                                    6,
	}
	if !reflect.DeepEqual(counts, want) {
		t.Errorf("invokeinterface counts %v, want %v", counts, want)
	}
}

// bootstrapOf returns the bootstrap method of the single invokedynamic of m.
func bootstrapOf(t *testing.T, cf *ClassFile, m *Method) (name, desc string, bm BootstrapMethod) {
	t.Helper()
	indy := instructions(m, Invokedynamic)
	if len(indy) != 1 {
		t.Fatalf("%s has %d invokedynamic instructions", m.Name, len(indy))
	}
	c := cf.Pool[indy[0].Index]
	if c.Tag != TagInvokeDynamic {
		t.Fatalf("invokedynamic refers to a %s", c.Tag)
	}
	name, desc = cf.Pool.NameAndType(c.B)
	return name, desc, cf.BootstrapMethods[c.A]
}

func TestInvokedynamic(t *testing.T) {
	cf := javac17(t).parse(t, "Insns")

	name, desc, bm := bootstrapOf(t, cf, method(t, cf, "concat", ""))
	if name != "makeConcatWithConstants" || desc != "(Ljava/lang/String;I)Ljava/lang/String;" {
		t.Errorf("concat calls %s%s", name, desc)
	}
	h := cf.Pool[bm.Method]
	if h.Tag != TagMethodHandle || h.RefKind != RefInvokeStatic {
		t.Fatalf("bootstrap method is %s kind %d", h.Tag, h.RefKind)
	}
	if class, name, _ := cf.Pool.MemberRef(h.A); class != "java/lang/invoke/StringConcatFactory" || name != "makeConcatWithConstants" {
		t.Errorf("string concatenation bootstraps with %s.%s", class, name)
	}
	if len(bm.Arguments) != 1 || cf.Pool[bm.Arguments[0]].Tag != TagString || cf.Pool.StringValue(bm.Arguments[0]) != "s=\x01, i=\x01" {
		t.Errorf("string concatenation arguments %v", bm.Arguments)
	}

	name, desc, bm = bootstrapOf(t, cf, method(t, cf, "lambda", ""))
	if name != "get" || desc != "(Ljava/lang/String;)Ljava/util/function/Supplier;" {
		t.Errorf("lambda calls %s%s", name, desc)
	}
	if class, name, _ := cf.Pool.MemberRef(cf.Pool[bm.Method].A); class != "java/lang/invoke/LambdaMetafactory" || name != "metafactory" {
		t.Errorf("lambda bootstraps with %s.%s", class, name)
	}
	if len(bm.Arguments) != 3 {
		t.Fatalf("metafactory has %d arguments", len(bm.Arguments))
	}
	var tags []Tag
	for _, a := range bm.Arguments {
		tags = append(tags, cf.Pool[a].Tag)
	}
	if want := []Tag{TagMethodType, TagMethodHandle, TagMethodType}; !slices.Equal(tags, want) {
		t.Errorf("metafactory arguments %v, want %v", tags, want)
	}
	impl := cf.Pool[bm.Arguments[1]]
	if class, name, _ := cf.Pool.MemberRef(impl.A); impl.RefKind != RefInvokeStatic || class != "Insns" || name != "lambda$lambda$0" {
		t.Errorf("lambda implementation %s.%s kind %d", class, name, impl.RefKind)
	}
	if got := cf.Pool.Utf8(cf.Pool[bm.Arguments[2]].A); got != "()Ljava/lang/String;" {
		t.Errorf("instantiated method type %s", got)
	}
}

func TestExceptionTableAndDebugInfo(t *testing.T) {
	cf := javac17(t).parse(t, "Insns")
	m := method(t, cf, "tryFinally", "(Ljava/io/Reader;)I")
	code := m.Code
	var catches []string
	for _, h := range code.ExceptionTable {
		catches = append(catches, h.CatchType)
		if h.StartPC >= h.EndPC || h.EndPC > len(code.Bytecode) {
			t.Errorf("handler range [%d, %d)", h.StartPC, h.EndPC)
		}
		// Every handler starts by storing the exception.
		if in := instructionAt(t, code, h.HandlerPC); in.Op != Astore2 && in.Op != Astore3 {
			t.Errorf("handler at %d starts with %s", h.HandlerPC, in.Op)
		}
	}
	if len(catches) < 2 || catches[0] != "java/io/IOException" || !slices.Contains(catches, "") {
		t.Errorf("catch types %q, want IOException and a finally", catches)
	}
	// The try block is on line 57 of Insns.java, the method on 55..63.
	if got := code.LineAt(instructions(m, Invokevirtual)[0].PC); got != 57 {
		t.Errorf("read() is on line %d, want 57", got)
	}
	if code.LineAt(0) != 55 || len(code.LineNumbers) < 5 {
		t.Errorf("line numbers %v", code.LineNumbers)
	}
	vars := map[string]LocalVariable{}
	for _, v := range code.LocalVariables {
		vars[v.Name] = v
	}
	if v := vars["r"]; v.Descriptor != "Ljava/io/Reader;" || v.Index != 0 || v.StartPC != 0 || v.Length != len(code.Bytecode) {
		t.Errorf("local r: %+v", v)
	}
	if v := vars["n"]; v.Descriptor != "I" || v.Index != 1 {
		t.Errorf("local n: %+v", v)
	}
	if v := vars["e"]; v.Descriptor != "Ljava/io/IOException;" || v.Index != 2 || v.Length == 0 {
		t.Errorf("local e: %+v", v)
	}

	// LocalVariableTypeTable holds the generic signatures.
	m = method(t, cf, "iface", "")
	if len(m.Code.LocalVariableTypes) != 2 || m.Code.LocalVariableTypes[0].Descriptor != "Ljava/util/List<Ljava/lang/String;>;" {
		t.Errorf("local variable types %+v", m.Code.LocalVariableTypes)
	}
	if has := slices.ContainsFunc(m.Code.Attributes, func(a Attribute) bool { return a.Name == "StackMapTable" }); has {
		t.Errorf("iface has a StackMapTable")
	}
	if has := slices.ContainsFunc(method(t, cf, "tryFinally", "").Code.Attributes, func(a Attribute) bool { return a.Name == "StackMapTable" }); !has {
		t.Errorf("tryFinally has no StackMapTable")
	}
}

func TestMethodFlags(t *testing.T) {
	cf := javac17(t).parse(t, "Insns")
	tests := []struct {
		name, desc string
		flags      uint16
		hasCode    bool
	}{
		{"sync", "()V", AccPublic | AccSynchronized, true},
		{"nat", "(J)I", AccPublic | AccNative, false},
		{"abs", "()V", AccProtected | AccAbstract, false},
		{"varargs", "([Ljava/lang/String;)I", AccStatic | AccVarargs, true},
		{"compareTo", "(LInsns;)I", AccPublic, true},
		{"compareTo", "(Ljava/lang/Object;)I", AccPublic | AccBridge | AccSynthetic, true},
		{"lambda$lambda$0", "(Ljava/lang/String;)Ljava/lang/String;", AccPrivate | AccStatic | AccSynthetic, true},
		{"<init>", "()V", AccPublic, true},
	}
	for _, tt := range tests {
		m := cf.FindMethod(tt.name, tt.desc)
		if m == nil {
			t.Errorf("no method %s%s", tt.name, tt.desc)
			continue
		}
		if m.AccessFlags != tt.flags || (m.Code != nil) != tt.hasCode {
			t.Errorf("%s%s: flags %#x, code %v; want %#x, %v", tt.name, tt.desc, m.AccessFlags, m.Code != nil, tt.flags, tt.hasCode)
		}
	}
	if cf.AccessFlags != AccPublic|AccSuper|AccAbstract || !slices.Equal(cf.Interfaces, []string{"java/lang/Comparable"}) {
		t.Errorf("class flags %#x interfaces %v", cf.AccessFlags, cf.Interfaces)
	}
	if f := field(t, cf, "serialVersionUID"); f.AccessFlags != AccPrivate|AccStatic|AccFinal || cf.Pool.Long(f.ConstantValue) != 1 {
		t.Errorf("serialVersionUID: %+v", f)
	}
	if cf.SourceFile != "Insns.java" {
		t.Errorf("SourceFile %q", cf.SourceFile)
	}
}

func TestNestsAndInnerClasses(t *testing.T) {
	c := javac17(t)
	outer := c.parse(t, "Insns")
	anon := c.parse(t, "Insns$1")
	want := &EnclosingMethod{Class: "Insns", Name: "anonymous", Descriptor: "(I)Ljava/lang/Runnable;"}
	if !reflect.DeepEqual(anon.EnclosingMethod, want) {
		t.Errorf("EnclosingMethod %+v, want %+v", anon.EnclosingMethod, want)
	}
	if !slices.Contains(anon.InnerClasses, InnerClass{Inner: "Insns$1"}) {
		t.Errorf("anonymous class InnerClasses %+v", anon.InnerClasses)
	}
	if anon.NestHost != "Insns" || anon.NestMembers != nil {
		t.Errorf("anonymous class NestHost %q NestMembers %v", anon.NestHost, anon.NestMembers)
	}
	if outer.NestHost != "" || !slices.Contains(outer.NestMembers, "Insns$1") || !slices.Contains(outer.NestMembers, "Insns$Wider") {
		t.Errorf("Insns NestHost %q NestMembers %v", outer.NestHost, outer.NestMembers)
	}
	wider := InnerClass{Inner: "Insns$Wider", Outer: "Insns", Name: "Wider", AccessFlags: AccStatic | AccInterface | AccAbstract}
	if !slices.Contains(outer.InnerClasses, wider) {
		t.Errorf("Insns InnerClasses %+v", outer.InnerClasses)
	}

	inner := c.parse(t, "Modern$Inner")
	if inner.NestHost != "Modern" || !slices.Contains(inner.InnerClasses, InnerClass{Inner: "Modern$Inner", Outer: "Modern", Name: "Inner"}) {
		t.Errorf("Modern$Inner: NestHost %q InnerClasses %+v", inner.NestHost, inner.InnerClasses)
	}
	if inner.EnclosingMethod != nil {
		t.Errorf("member class has EnclosingMethod %+v", inner.EnclosingMethod)
	}
}

func TestRecordAndSealed(t *testing.T) {
	c := javac17(t)
	point := c.parse(t, "Modern$Point")
	if !point.IsRecord || point.SuperName != "java/lang/Record" || len(point.Record) != 2 {
		t.Fatalf("Modern$Point: IsRecord %v super %s components %+v", point.IsRecord, point.SuperName, point.Record)
	}
	x, tags := point.Record[0], point.Record[1]
	if x.Name != "x" || x.Descriptor != "I" || x.Signature != "" || x.Annotations.Visible != nil {
		t.Errorf("component x: %+v", x)
	}
	if tags.Name != "tags" || tags.Descriptor != "Ljava/util/List;" || tags.Signature != "Ljava/util/List<Ljava/lang/String;>;" {
		t.Errorf("component tags: %+v", tags)
	}
	if len(tags.Annotations.Visible) != 1 || tags.Annotations.Visible[0].Type != "LModern$Comp;" {
		t.Errorf("component tags annotations %+v", tags.Annotations)
	}
	// toString, hashCode and equals bootstrap with ObjectMethods and the
	// record's class, component names and getters.
	_, _, bm := bootstrapOf(t, point, method(t, point, "toString", "()Ljava/lang/String;"))
	if class, _, _ := point.Pool.MemberRef(point.Pool[bm.Method].A); class != "java/lang/runtime/ObjectMethods" || len(bm.Arguments) != 4 {
		t.Fatalf("record bootstrap %s with %d arguments", class, len(bm.Arguments))
	}
	if point.Pool.ClassName(bm.Arguments[0]) != "Modern$Point" || point.Pool.StringValue(bm.Arguments[1]) != "x;tags" {
		t.Errorf("record bootstrap arguments %v", bm.Arguments)
	}
	for i, name := range []string{"x", "tags"} {
		h := point.Pool[bm.Arguments[2+i]]
		if _, got, _ := point.Pool.MemberRef(h.A); h.RefKind != RefGetField || got != name {
			t.Errorf("getter %d: kind %d field %s", i, h.RefKind, got)
		}
	}

	shape := c.parse(t, "Modern$Shape")
	if want := []string{"Modern$Circle", "Modern$Square"}; !slices.Equal(shape.PermittedSubclasses, want) {
		t.Errorf("PermittedSubclasses %v, want %v", shape.PermittedSubclasses, want)
	}
	if !shape.IsInterface() || shape.AccessFlags&AccAbstract == 0 {
		t.Errorf("Modern$Shape flags %#x", shape.AccessFlags)
	}
	if c.parse(t, "Modern$Circle").PermittedSubclasses != nil || c.parse(t, "Modern").IsRecord {
		t.Errorf("PermittedSubclasses or Record where there is none")
	}
}

func TestAnnotations(t *testing.T) {
	c := javac17(t)
	cf := c.parse(t, "Annots")
	f := field(t, cf, "field")
	if len(f.Annotations.Visible) != 2 || len(f.Annotations.Invisible) != 1 {
		t.Fatalf("field annotations %+v", f.Annotations)
	}
	if f.Annotations.RawVisible == nil || f.Annotations.RawInvisible == nil {
		t.Errorf("raw annotations missing")
	}
	if got := f.Annotations.Visible[1]; got.Type != "Ljava/lang/Deprecated;" || got.Elements != nil {
		t.Errorf("second annotation %+v", got)
	}
	vis := f.Annotations.Visible[0]
	if vis.Type != "LAnnots$Visible;" {
		t.Errorf("annotation type %s", vis.Type)
	}
	elems := map[string]ElementValue{}
	for _, e := range vis.Elements {
		elems[e.Name] = e.Value
	}
	constant := func(name string, tag byte) Constant {
		t.Helper()
		v := elems[name]
		if v.Tag != tag {
			t.Errorf("element %s has tag %q, want %q", name, v.Tag, tag)
			return Constant{}
		}
		return cf.Pool[v.Const]
	}
	if c := constant("i", 'I'); c.Tag != TagInteger || c.Bits != 42 {
		t.Errorf("i = %+v", c)
	}
	if c := constant("s", 's'); c.Tag != TagUtf8 || c.Text != "hi" {
		t.Errorf("s = %+v", c)
	}
	if c := constant("ch", 'C'); c.Bits != 'x' {
		t.Errorf("ch = %+v", c)
	}
	if c := constant("z", 'Z'); c.Bits != 1 {
		t.Errorf("z = %+v", c)
	}
	if c := constant("d", 'D'); c.Tag != TagDouble || math.Float64frombits(c.Bits) != 2.5 {
		t.Errorf("d = %+v", c)
	}
	if e := elems["e"]; e.Tag != 'e' || e.EnumType != "Ljava/lang/annotation/ElementType;" || e.EnumName != "FIELD" {
		t.Errorf("e = %+v", e)
	}
	if e := elems["c"]; e.Tag != 'c' || e.Class != "[Ljava/lang/String;" {
		t.Errorf("c = %+v", e)
	}
	if arr := elems["arr"]; arr.Tag != '[' || len(arr.Array) != 2 || arr.Array[0].Tag != 'J' ||
		cf.Pool.Long(arr.Array[0].Const) != 1 || cf.Pool.Long(arr.Array[1].Const) != -1 {
		t.Errorf("arr = %+v", arr)
	}
	nested := elems["nested"]
	if nested.Tag != '@' || nested.Annotation == nil || nested.Annotation.Type != "LAnnots$Nested;" || len(nested.Annotation.Elements) != 2 {
		t.Fatalf("nested = %+v", nested)
	}
	if v := nested.Annotation.Elements[0]; v.Name != "value" || cf.Pool.Utf8(v.Value.Const) != "deep" {
		t.Errorf("nested value = %+v", v)
	}
	if ints := nested.Annotation.Elements[1].Value; len(ints.Array) != 3 || cf.Pool.Int(ints.Array[2].Const) != 3 {
		t.Errorf("nested ints = %+v", ints)
	}
	if inv := f.Annotations.Invisible[0]; inv.Type != "LAnnots$Invisible;" || cf.Pool.Utf8(inv.Elements[0].Value.Const) != "cls" {
		t.Errorf("invisible annotation %+v", inv)
	}

	m := method(t, cf, "method", "(I)V")
	if len(m.Annotations.Visible) != 1 || m.Annotations.Visible[0].Elements[0].Value.Class != "I" {
		t.Errorf("method visible annotations %+v", m.Annotations.Visible)
	}
	if len(m.Annotations.Invisible) != 1 || !slices.ContainsFunc(m.Attributes, func(a Attribute) bool {
		return a.Name == "RuntimeInvisibleParameterAnnotations"
	}) {
		t.Errorf("method annotations %+v attributes %v", m.Annotations, m.Attributes)
	}

	// The annotation interface: defaults are kept as raw AnnotationDefault
	// attributes, and its retention is a runtime-visible annotation.
	ann := c.parse(t, "Annots$Visible")
	if ann.AccessFlags&(AccAnnotation|AccInterface|AccAbstract) != AccAnnotation|AccInterface|AccAbstract {
		t.Errorf("annotation interface flags %#x", ann.AccessFlags)
	}
	if a := method(t, ann, "i", "()I"); len(a.Attributes) != 1 || a.Attributes[0].Name != "AnnotationDefault" {
		t.Errorf("i() attributes %+v", a.Attributes)
	}
	ret := ann.Annotations.Visible
	if len(ret) != 1 || ret[0].Type != "Ljava/lang/annotation/Retention;" || ret[0].Elements[0].Value.EnumName != "RUNTIME" {
		t.Errorf("retention %+v", ret)
	}
}

func TestSignatures(t *testing.T) {
	cf := javac17(t).parse(t, "Generic")
	if want := "<T::Ljava/lang/Comparable<TT;>;>Ljava/lang/Object;"; cf.Signature != want {
		t.Errorf("class signature %q, want %q", cf.Signature, want)
	}
	fields := map[string]string{
		"names": "Ljava/util/List<Ljava/lang/String;>;",
		"index": "Ljava/util/Map<Ljava/lang/String;Ljava/util/List<TT;>;>;",
		"value": "TT;",
	}
	for name, want := range fields {
		if got := field(t, cf, name).Signature; got != want {
			t.Errorf("field %s signature %q, want %q", name, got, want)
		}
	}
	m := method(t, cf, "pick", "")
	if want := "<U:Ljava/lang/Number;>(Ljava/util/List<-TU;>;TU;)TU;"; m.Signature != want {
		t.Errorf("method signature %q, want %q", m.Signature, want)
	}
	if m.Descriptor != "(Ljava/util/List;Ljava/lang/Number;)Ljava/lang/Number;" {
		t.Errorf("method descriptor %q", m.Descriptor)
	}
	if !slices.Equal(m.Exceptions, []string{"java/lang/IllegalStateException"}) {
		t.Errorf("exceptions %v", m.Exceptions)
	}
	if f := field(t, cf, "names"); f.Descriptor != "Ljava/util/List;" {
		t.Errorf("field descriptor %q", f.Descriptor)
	}
}

// TestRelease8 decodes classes compiled for Java 8 (version 52), whose
// javac writes no jsr, no nests and no indy string concatenation.
func TestRelease8(t *testing.T) {
	c := javac(t, jdkHome(), []string{"--release", "8"}, java8Sources...)
	if len(c) < 8 {
		t.Fatalf("javac --release 8 wrote %d classes", len(c))
	}
	for name := range c {
		cf := c.parse(t, name)
		if cf.MajorVersion != 52 {
			t.Errorf("%s has version %d", name, cf.MajorVersion)
		}
		if cf.NestHost != "" || cf.NestMembers != nil {
			t.Errorf("%s has nest attributes", name)
		}
		for _, m := range cf.Methods {
			if m.Code == nil {
				continue
			}
			for _, in := range m.Code.Instructions {
				if in.Op == Jsr || in.Op == JsrW || in.Op == Ret {
					t.Errorf("%s.%s has %s", name, m.Name, in.Op)
				}
			}
		}
		if err := Disassemble(io.Discard, cf); err != nil {
			t.Error(err)
		}
	}
	cf := c.parse(t, "Insns")
	if n := len(instructions(method(t, cf, "concat", ""), Invokedynamic)); n != 0 {
		t.Errorf("Java 8 string concatenation uses %d invokedynamic", n)
	}
	if _, _, bm := bootstrapOf(t, cf, method(t, cf, "lambda", "")); len(bm.Arguments) != 3 {
		t.Errorf("lambda bootstrap %+v", bm)
	}
	if got := field(t, c.parse(t, "Consts"), "LONE_SURROGATE"); c.parse(t, "Consts").Pool.StringValue(got.ConstantValue) != "<\xed\xa0\x80>" {
		t.Errorf("lone surrogate in Java 8 class")
	}
}

// TestJDK25 decodes classes of version 69, written by the javac of JDK 25.
func TestJDK25(t *testing.T) {
	c := javac(t, temurin25, nil, java17Sources...)
	for name, data := range c {
		cf, err := Parse(data, name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if cf.MajorVersion != 69 || cf.MinorVersion != 0 {
			t.Errorf("%s has version %d.%d", name, cf.MajorVersion, cf.MinorVersion)
		}
		if err := Disassemble(io.Discard, cf); err != nil {
			t.Error(err)
		}
	}
	point := c.parse(t, "Modern$Point")
	if !point.IsRecord || len(point.Record) != 2 {
		t.Errorf("JDK 25 record: %+v", point.Record)
	}
	if sw := instructions(method(t, c.parse(t, "Insns"), "lookup", ""), Lookupswitch); len(sw) != 1 || len(sw[0].Switch.Keys) != 4 {
		t.Errorf("JDK 25 lookupswitch %+v", sw)
	}

	// Version 70 is beyond this package.
	data := slices.Clone(c["Small"])
	data[6], data[7] = 0, 70
	_, err := Parse(data, "Small.class")
	requireFormatError(t, err, "unsupported class file version 70.0")
	if !errors.Is(err, ErrUnsupportedVersion) {
		t.Errorf("version 70: %v is not ErrUnsupportedVersion", err)
	}
}
