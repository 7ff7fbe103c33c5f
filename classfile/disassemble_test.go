package classfile

import (
	"bytes"
	"errors"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// disassemble returns the listing of a class file.
func disassemble(t *testing.T, data []byte) string {
	t.Helper()
	var buf bytes.Buffer
	if err := Disassemble(&buf, mustParse(t, data)); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// requireLines checks that every pattern matches a whole line of the
// listing, in the given order.
func requireLines(t *testing.T, listing string, patterns ...string) {
	t.Helper()
	lines := strings.Split(listing, "\n")
	at := 0
	for _, p := range patterns {
		re := regexp.MustCompile("^" + p + "$")
		found := false
		for i := at; i < len(lines); i++ {
			if re.MatchString(lines[i]) {
				at, found = i+1, true
				break
			}
		}
		if !found {
			t.Errorf("no line matching %q after line %d of the listing:\n%s", p, at, listing)
			return
		}
	}
}

func TestDisassembleSmall(t *testing.T) {
	listing := disassemble(t, seeds(t)["Small.class"])
	requireLines(t, listing,
		`Compiled from "Small.java"`,
		`public class Small`,
		`  version: 61\.0 \(Java SE 17\)`,
		`  flags: \(0x0021\) ACC_PUBLIC, ACC_SUPER`,
		`  this_class: Small`,
		`  super_class: java/lang/Object`,
		`  interfaces: 0, fields: 2, methods: 3`,
		`Constant pool:`,
		`   #1 = Methodref          #2\.#3          // java/lang/Object\."<init>":\(\)V`,
		`   #2 = Class              #4             // java/lang/Object`,
		`   #3 = NameAndType        #5:#6          // "<init>":\(\)V`,
		`   #4 = Utf8               java/lang/Object`,
		`  #\d+ = String             #\d+ +// hello`,
		`  #\d+ = Integer            3`,
		`\{`,
		`  static final int K;`,
		`    descriptor: I`,
		`    flags: \(0x0018\) ACC_STATIC, ACC_FINAL`,
		`    ConstantValue: int 3`,
		``,
		`  private java\.lang\.String name;`,
		``,
		`  public Small\(java\.lang\.String\);`,
		`    descriptor: \(Ljava/lang/String;\)V`,
		`    Code:`,
		`      stack=2, locals=2, args_size=2`,
		`         0: aload_0`,
		`         1: invokespecial #1                  // Method java/lang/Object\."<init>":\(\)V`,
		`         6: putfield      #\d+ +// Field name:Ljava/lang/String;`,
		`         9: return`,
		`      LineNumberTable:`,
		`        line 6: 0`,
		`      LocalVariableTable:`,
		`        Start  Length  Slot  Name   Signature`,
		`            0      10     0  this   LSmall;`,
		`            0      10     1  name   Ljava/lang/String;`,
		``,
		`  public static void main\(java\.lang\.String\[\]\);`,
		`    flags: \(0x0009\) ACC_PUBLIC, ACC_STATIC`,
		`      stack=2, locals=1, args_size=1`,
		`         0: getstatic     #\d+ +// Field java/lang/System\.out:Ljava/io/PrintStream;`,
		`         3: ldc           #\d+ +// String hello`,
		`         5: invokevirtual #\d+ +// Method java/io/PrintStream\.println:\(Ljava/lang/String;\)V`,
		``,
		`  int loop\(int\);`,
		`    flags: \(0x0000\)`,
		`      stack=2, locals=4, args_size=2`,
		`         6: if_icmpge     19`,
		`        13: iinc          3, 1`,
		`        16: goto          4`,
		`        20: ireturn`,
		`            2      19     2   sum   I`,
		`      StackMapTable: number_of_entries = 2`,
		`        frame_type = 253 /\* append \*/`,
		`          offset_delta = 4`,
		`          locals = \[ int, int \]`,
		`        frame_type = 250 /\* chop \*/`,
		`\}`,
		`SourceFile: "Small.java"`,
	)
	// Long and Double entries take two slots: the pool listing skips the
	// second.
	listing = disassemble(t, seeds(t)["Consts.class"])
	for _, p := range []string{
		` +#\d+ = Long               -9223372036854775808l`,
		` +#\d+ = Double             NaNd`,
		` +#\d+ = Float              -0\.0f`,
		` +#\d+ = Utf8               a\\u0000b`,
		` +#\d+ = Utf8               <\\ud800>`,
		` +#\d+ = String             #\d+ +// <\\ud800>`,
		` +\d+: ldc2_w        #\d+ +// long -9223372036854775808l`,
		` +\d+: ldc           #\d+ +// float 1\.4E-45f`,
		` +\d+: ldc +#\d+ +// String x\x{1F600}y`,
		`    ConstantValue: float 1\.4E-45f`,
		`    ConstantValue: double 1\.7976931348623157E308d`,
		`    ConstantValue: String "a\\u0000b"`,
		`    ConstantValue: String "x\x{1F600}y"`,
		`    ConstantValue: String "<\\ud800>"`,
		`    ConstantValue: char '\\uffff'`,
		`    ConstantValue: boolean true`,
		`    ConstantValue: short -32768`,
		`    ConstantValue: byte -128`,
	} {
		requireLines(t, listing, p)
	}
	m := regexp.MustCompile(`(?m)^ +#(\d+) = Long `).FindStringSubmatch(listing)
	if m == nil {
		t.Fatal("no Long in the listing")
	}
	if strings.Contains(listing, "#"+next(m[1])+" = ") {
		t.Errorf("the slot after Long #%s is listed", m[1])
	}
}

// next returns the decimal string of n+1.
func next(n string) string {
	v, _ := strconv.Atoi(n)
	return strconv.Itoa(v + 1)
}

func TestDisassembleCode(t *testing.T) {
	s := seeds(t)
	listing := disassemble(t, s["Insns.class"])
	requireLines(t, listing,
		`public abstract class Insns implements java\.lang\.Comparable`,
		`  static int table\(int\);`,
		`         1: tableswitch   \{ // 1 to 5`,
		`                       1: 36`,
		`                       5: 48`,
		`                 default: 51`,
		`           \}`,
		`        36: bipush        10`,
		`  static int lookup\(int\);`,
		`         1: lookupswitch  \{ // 4`,
		`             -2147483648: 44`,
		`                 1000000: 50`,
		`                 default: 52`,
		`         3: multianewarray #\d+,  3 +// class "\[\[\[I"`,
		`         9: anewarray     #\d+ +// class "\[Ljava/lang/String;"`,
		`        14: newarray       long`,
		`        28: invokeinterface #\d+,  6 +// InterfaceMethod Insns\$Wider\.take:\(JDI\)V`,
		`         2: invokedynamic #\d+,  0 +// InvokeDynamic #0:makeConcatWithConstants:\(Ljava/lang/String;I\)Ljava/lang/String;`,
		`  static int tryFinally\(java\.io\.Reader\);`,
		`      Exception table:`,
		`         from    to  target type`,
		`             2     7    13   Class java/io/IOException`,
		`             2     7    23   any`,
		`        frame_type = 255 /\* full_frame \*/`,
		`          locals = \[ class java/io/Reader, int \]`,
		`          stack = \[ class java/io/IOException \]`,
		`  public native int nat\(long\);`,
		`  protected abstract void abs\(\);`,
		`  static int varargs\(java\.lang\.String\.\.\.\);`,
		`    flags: \(0x0088\) ACC_STATIC, ACC_VARARGS`,
		`  public int compareTo\(java\.lang\.Object\);`,
		`    flags: \(0x1041\) ACC_PUBLIC, ACC_BRIDGE, ACC_SYNTHETIC`,
		`         5: invokevirtual #\d+ +// Method compareTo:\(LInsns;\)I`,
		`Signature: Ljava/lang/Object;Ljava/lang/Comparable<LInsns;>;`,
		`NestMembers:`,
		`  Insns\$Wider`,
		`InnerClasses:`,
		`  static abstract interface Wider = class Insns\$Wider of class Insns`,
		`  class Insns\$1`,
		`BootstrapMethods:`,
		`  0: #\d+ REF_invokeStatic java/lang/invoke/StringConcatFactory\.makeConcatWithConstants:\(.*\)Ljava/lang/invoke/CallSite;`,
		`    Method arguments:`,
		`      #\d+ s=\\u0001, i=\\u0001`,
		`  1: #\d+ REF_invokeStatic java/lang/invoke/LambdaMetafactory\.metafactory:.*`,
		`      #\d+ \(\)Ljava/lang/Object;`,
		`      #\d+ REF_invokeStatic Insns\.lambda\$lambda\$0:\(Ljava/lang/String;\)Ljava/lang/String;`,
	)
	requireLines(t, disassemble(t, s["Insns$1.class"]),
		`class Insns\$1 implements java\.lang\.Runnable`,
		`  final int val\$k;`,
		`    flags: \(0x1010\) ACC_FINAL, ACC_SYNTHETIC`,
		`NestHost: class Insns`,
		`EnclosingMethod: Insns\.anonymous:\(I\)Ljava/lang/Runnable;`,
	)
	requireLines(t, disassemble(t, s["Modern$Point.class"]),
		`public final class Modern\$Point extends java\.lang\.Record`,
		`    MethodParameters:`,
		`      x`,
		`    RuntimeVisibleParameterAnnotations:`,
		`      parameter 1:`,
		`        0: @Modern\$Comp`,
		`Record:`,
		`  int x;`,
		`    descriptor: I`,
		`  java\.util\.List tags;`,
		`    Signature: Ljava/util/List<Ljava/lang/String;>;`,
		`    RuntimeVisibleAnnotations:`,
		`      0: @Modern\$Comp`,
		`      #\d+ x;tags`,
		`      #\d+ REF_getField Modern\$Point\.x:I`,
	)
	requireLines(t, disassemble(t, s["Modern$Shape.class"]),
		`public interface Modern\$Shape`,
		`  flags: \(0x0601\) ACC_PUBLIC, ACC_INTERFACE, ACC_ABSTRACT`,
		`PermittedSubclasses:`,
		`  Modern\$Circle`,
		`  Modern\$Square`,
	)
}

func TestDisassembleAnnotations(t *testing.T) {
	s := seeds(t)
	requireLines(t, disassemble(t, s["Annots.class"]),
		`  public int field;`,
		`    RuntimeVisibleAnnotations:`,
		`      0: @Annots\$Visible\(i=42, s="hi", e=java\.lang\.annotation\.ElementType\.FIELD, c=java\.lang\.String\[\]\.class, `+
			`arr=\{1L, -1L\}, nested=@Annots\$Nested\(value="deep", ints=\{1, 2, 3\}\), ch='x', z=true, d=2\.5\)`,
		`      1: @java\.lang\.Deprecated`,
		`    RuntimeInvisibleAnnotations:`,
		`      0: @Annots\$Invisible\(value="cls"\)`,
		`    Deprecated: true`,
		`  public void method\(int\);`,
		`      0: @Annots\$Visible\(c=int\.class\)`,
		`    RuntimeInvisibleParameterAnnotations:`,
		`      parameter 0:`,
		`        0: @Annots\$Invisible\(value="param"\)`,
	)
	requireLines(t, disassemble(t, s["Annots$Visible.class"]),
		`@interface Annots\$Visible extends java\.lang\.annotation\.Annotation`,
		`  public abstract int i\(\);`,
		`    AnnotationDefault:`,
		`      default_value: 0`,
		`      default_value: ""`,
		`      default_value: java\.lang\.annotation\.ElementType\.TYPE`,
		`      default_value: void\.class`,
		`      default_value: \{\}`,
		`      default_value: @Annots\$Nested`,
		`      default_value: 'c'`,
		`RuntimeVisibleAnnotations:`,
		`  0: @java\.lang\.annotation\.Retention\(value=java\.lang\.annotation\.RetentionPolicy\.RUNTIME\)`,
	)
	requireLines(t, disassemble(t, s["Generic.class"]),
		`    Signature: TT;`,
		`  java\.lang\.Number pick\(java\.util\.List, java\.lang\.Number\) throws java\.lang\.IllegalStateException;`,
		`    Exceptions:`,
		`      throws java\.lang\.IllegalStateException`,
		`    Signature: <U:Ljava/lang/Number;>\(Ljava/util/List<-TU;>;TU;\)TU;`,
	)
}

func TestDisassembleHandMade(t *testing.T) {
	requireLines(t, disassemble(t, jsrClass()),
		`  version: 49\.0 \(Java SE 5\)`,
		`         0: jsr           4`,
		`         5: ret           0`,
		`         7: jsr_w         4`,
		`        13: ret_w         0`,
	)
	requireLines(t, disassemble(t, condyClass()),
		`  #\d+ = Dynamic            #0:#\d+ +// #0:answer:I`,
		`  #\d+ = InvokeDynamic      #0:#\d+ +// #0:call:\(I\)V`,
		`         0: ldc           #\d+ +// Dynamic #0:answer:I`,
		`         2: ldc2_w        #\d+ +// Dynamic #1:big:J`,
		`  1: #\d+ REF_invokeStatic Boot\.bsm:.*`,
		`      #\d+ Dynamic #0:answer:I`,
		`      #\d+ arg`,
	)
	requireLines(t, disassemble(t, oldClass()),
		`public interface Old`,
		`  version: 45\.3 \(JDK 1\.1\)`,
		`  static \{\};`,
		`    flags: \(0x0401\) ACC_PUBLIC, ACC_ABSTRACT`,
		`      stack=1, locals=0, args_size=0`,
	)
	requireLines(t, disassemble(t, lateAttributes()),
		`Record: length = 0x8`,
		`  00 01 00 \d\d 00 \d\d 00 00`,
		`NestHost: length = 0x2`,
	)
}

// TestDisassembleUntrusted disassembles ClassFile values that did not come
// from Parse, with dangling references: it must describe them, not panic.
func TestDisassembleUntrusted(t *testing.T) {
	cf := mustParse(t, condyClass())
	for i := range cf.Pool {
		c := &cf.Pool[i]
		c.A, c.B = 0xFFFF, 0
	}
	cf.BootstrapMethods = append(cf.BootstrapMethods, BootstrapMethod{Method: 9999, Arguments: []uint16{0, 9999}})
	cf.Methods[0].Code.Instructions = append(cf.Methods[0].Code.Instructions,
		Instruction{Op: Tableswitch, Switch: &Switch{Keys: []int32{1, 2}}},
		Instruction{Op: Newarray, Value: 99}, Instruction{Op: Getfield, Index: 9999})
	cf.Fields = append(cf.Fields, Field{Name: "f", Descriptor: "Q", ConstantValue: 9999})
	cf.Methods = append(cf.Methods, Method{Name: "m", Descriptor: "(", AccessFlags: AccVarargs, Code: &Code{}})
	cf.Attributes = append(cf.Attributes, Attribute{Name: "StackMapTable"}, Attribute{Name: "MethodParameters", Data: []byte{9}},
		Attribute{Name: "Module", Data: []byte{1}}, Attribute{Name: "AnnotationDefault", Data: []byte{'@', 0xFF, 0xFF}})
	var buf bytes.Buffer
	if err := Disassemble(&buf, cf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "<invalid #65535>") || !strings.Contains(buf.String(), "<invalid #9999>") {
		t.Errorf("listing does not show the invalid references:\n%s", buf.String())
	}
	if err := Disassemble(failingWriter{}, cf); err == nil {
		t.Error("Disassemble ignores write errors")
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestJavaTypeName(t *testing.T) {
	tests := map[string]string{
		"I":                      "int",
		"Z":                      "boolean",
		"V":                      "void",
		"J":                      "long",
		"[Ljava/lang/String;":    "java.lang.String[]",
		"[[D":                    "double[][]",
		"Ljava/util/Map$Entry;":  "java.util.Map$Entry",
		"LFoo;":                  "Foo",
		"java/lang/String":       "java/lang/String", // not a descriptor
		"[V":                     "[V",
		"L;":                     "L;",
		"Ljava/lang/String;xyz":  "Ljava/lang/String;xyz",
		"":                       "",
		"[":                      "[",
		"Q":                      "Q",
		"La;b;":                  "La;b;",
		"[[[Ljava/lang/Object;":  "java.lang.Object[][][]",
		"Ljava/lang/String;;":    "Ljava/lang/String;;",
		"(I)V":                   "(I)V",
		"[Ljava/util/List<TT;>;": "[Ljava/util/List<TT;>;",
	}
	for desc, want := range tests {
		if got := JavaTypeName(desc); got != want {
			t.Errorf("JavaTypeName(%q) = %q, want %q", desc, got, want)
		}
	}
}

func TestJavaFloat(t *testing.T) {
	tests := []struct {
		f    float64
		bits int
		want string
	}{
		{1, 64, "1.0"},
		{-2.5, 64, "-2.5"},
		{0.001, 64, "0.001"},
		{0.0001, 64, "1.0E-4"},
		{1234567, 64, "1234567.0"},
		{1e7, 64, "1.0E7"},
		{1e10, 64, "1.0E10"},
		{math.MaxFloat64, 64, "1.7976931348623157E308"},
		{float64(float32(math.SmallestNonzeroFloat32)), 32, "1.4E-45"},
		{float64(float32(math.MaxFloat32)), 32, "3.4028235E38"},
		{float64(float32(0.1)), 32, "0.1"},
		{math.Copysign(0, -1), 64, "-0.0"},
		{0, 64, "0.0"},
		{math.NaN(), 64, "NaN"},
		{math.Inf(-1), 32, "-Infinity"},
		{math.Inf(1), 64, "Infinity"},
		{math.SmallestNonzeroFloat64, 64, "4.9E-324"},
		{0.002, 64, "0.002"},
		{100, 64, "100.0"},
		{123.456, 64, "123.456"},
		{9999999, 64, "9999999.0"},
		{2e-3, 32, "0.002"},
		{-1.5e-7, 64, "-1.5E-7"},
		{float64(float32(16777216)), 32, "1.6777216E7"},
	}
	for _, tt := range tests {
		if got := javaFloat(tt.f, tt.bits); got != tt.want {
			t.Errorf("javaFloat(%v, %d) = %q, want %q", tt.f, tt.bits, got, tt.want)
		}
	}
}

func TestJavaEscape(t *testing.T) {
	tests := []struct{ in, plain, quoted string }{
		{"abc", "abc", `"abc"`},
		{"a\x00b", `a\u0000b`, `"a\u0000b"`},
		{"tab\tnl\n", `tab\tnl\n`, `"tab\tnl\n"`},
		{`q"\`, `q"\`, `"q\"\\"`},
		{"<\xed\xa0\x80>", `<\ud800>`, `"<\ud800>"`},
		{"x\U0001F600y", "x\U0001F600y", "\"x\U0001F600y\""},
		{"\u00e9\u4e2d", "\u00e9\u4e2d", "\"\u00e9\u4e2d\""},
		{"\x01\u200b", `\u0001\u200b`, `"\u0001\u200b"`},
		{"\U000E0001", `\udb40\udc01`, `"\udb40\udc01"`},
	}
	for _, tt := range tests {
		if got := javaEscape(tt.in, false); got != tt.plain {
			t.Errorf("javaEscape(%q) = %q, want %q", tt.in, got, tt.plain)
		}
		if got := javaQuote(tt.in); got != tt.quoted {
			t.Errorf("javaQuote(%q) = %q, want %q", tt.in, got, tt.quoted)
		}
	}
}
