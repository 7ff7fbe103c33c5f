package interp

import (
	"testing"

	"github.com/jcheck/jcheck/classfile"
)

func TestNPEParameters(t *testing.T) {
	for _, c := range []struct{ desc, want string }{
		{"()V", ""},
		{"(I)V", "int"},
		{"(Ljava/lang/String;)V", "String"},
		{"(ILjava/lang/Object;)V", "int, Object"},
		// HotSpot drops java.lang. before every name starting with Object
		// or String, at the start of the list or after ", ".
		{"(Ljava/lang/StringBuilder;[Ljava/lang/String;Ljava/lang/Object;[[IJ)V", "StringBuilder, String[], Object, int[][], long"},
		{"(Ljava/lang/Objects;Ljava/lang/Integer;)V", "Objects, java.lang.Integer"},
		{"([Ljava/lang/Object;)V", "Object[]"},
		{"(Lmy/java/lang/String;Ljava/lang/String;)V", "my.java.lang.String, String"},
		{"(Z)Ljava/lang/String;", "boolean"},
	} {
		if got := npeParameters(c.desc); got != c.want {
			t.Errorf("npeParameters(%s) = %q, want %q", c.desc, got, c.want)
		}
	}
	for _, c := range []struct{ name, want string }{
		{"java/lang/String", "String"},
		{"java/lang/Object", "Object"},
		{"java/lang/StringBuilder", "java.lang.StringBuilder"},
		{"[I", "[I"},
		{"[Ljava/lang/String;", "[Ljava.lang.String;"},
		{"Main$Node", "Main$Node"},
	} {
		if got := npeClassName(c.name); got != c.want {
			t.Errorf("npeClassName(%s) = %q, want %q", c.name, got, c.want)
		}
	}
}

// npeCode assembles instructions (opcode plus operand fields) into a Code
// with consecutive offsets, for bytecode javac does not emit.
func npeCode(ins ...classfile.Instruction) *classfile.Code {
	c := &classfile.Code{MaxStack: 10, MaxLocals: 10}
	pc := 0
	for _, in := range ins {
		in.PC = pc
		if in.Length == 0 {
			in.Length = 1
		}
		pc += in.Length
		c.Instructions = append(c.Instructions, in)
	}
	c.Bytecode = make([]byte, pc)
	return c
}

// npePool is a constant pool with java/lang/String.length()I at 6.
func npePool() classfile.Pool {
	return classfile.Pool{
		{},
		{Tag: classfile.TagUtf8, Text: "java/lang/String"},
		{Tag: classfile.TagClass, A: 1},
		{Tag: classfile.TagUtf8, Text: "length"},
		{Tag: classfile.TagUtf8, Text: "()I"},
		{Tag: classfile.TagNameAndType, A: 3, B: 4},
		{Tag: classfile.TagMethodref, A: 2, B: 5},
	}
}

// TestNPEHandmade checks HotSpot's quirks on bytecode javac does not
// produce.
func TestNPEHandmade(t *testing.T) {
	invokeLength := classfile.Instruction{Op: classfile.Invokevirtual, Index: 6, Length: 3}
	for _, c := range []struct {
		name   string
		static bool
		desc   string
		code   *classfile.Code
		want   string
		wantOK bool
	}{
		{
			// sipush's operand is printed unsigned.
			name: "negative sipush", static: true, desc: "([Ljava/lang/String;)V",
			code: npeCode(
				classfile.Instruction{Op: classfile.Aload0, Index: 0},
				classfile.Instruction{Op: classfile.Sipush, Value: -1, Length: 3},
				classfile.Instruction{Op: classfile.Aaload},
				invokeLength),
			want: `Cannot invoke "String.length()" because "<parameter1>[65535]" is null`, wantOK: true,
		},
		{
			// swap keeps the sources; dup2 copies two slots.
			name: "swap", static: false, desc: "(Ljava/lang/String;)V",
			code: npeCode(
				classfile.Instruction{Op: classfile.Aload1, Index: 1},
				classfile.Instruction{Op: classfile.Aload0, Index: 0},
				classfile.Instruction{Op: classfile.Swap},
				classfile.Instruction{Op: classfile.Dup2},
				invokeLength),
			want: `Cannot invoke "String.length()" because "<parameter1>" is null`, wantOK: true,
		},
		{
			name: "not a dereference", static: true, desc: "()V",
			code: npeCode(classfile.Instruction{Op: classfile.AconstNull}, classfile.Instruction{Op: classfile.Pop}),
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			bci := c.code.Instructions[len(c.code.Instructions)-1].PC
			got, ok := npeMessage(npePool(), c.code, c.static, c.desc, bci)
			if got != c.want || ok != c.wantOK {
				t.Errorf("npeMessage = %q, %v; want %q, %v", got, ok, c.want, c.wantOK)
			}
		})
	}
}
