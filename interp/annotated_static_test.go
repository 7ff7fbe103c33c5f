package interp

import (
	"testing"

	"github.com/jcheck/jcheck/classfile"
)

// TestReceiverIsThis checks which receivers of getfield and putfield the
// check of G3 takes for this, on bytecode javac emits and on bytecode it
// does not (local 0 overwritten, a receiver merged from two paths).
func TestReceiverIsThis(t *testing.T) {
	pool := classfile.Pool{
		{},
		{Tag: classfile.TagUtf8, Text: "C"},
		{Tag: classfile.TagClass, A: 1},
		{Tag: classfile.TagUtf8, Text: "x"},
		{Tag: classfile.TagUtf8, Text: "I"},
		{Tag: classfile.TagNameAndType, A: 3, B: 4},
		{Tag: classfile.TagFieldref, A: 2, B: 5}, // 6: C.x:I
	}
	op := func(o classfile.Opcode, index uint16) classfile.Instruction {
		return classfile.Instruction{Op: o, Index: index}
	}
	getfield := classfile.Instruction{Op: classfile.Getfield, Index: 6, Length: 3}
	putfield := classfile.Instruction{Op: classfile.Putfield, Index: 6, Length: 3}
	checkcast := classfile.Instruction{Op: classfile.Checkcast, Index: 2, Length: 3}
	ifeq := classfile.Instruction{Op: classfile.Ifeq, Length: 3, Target: 8}
	gotoM := classfile.Instruction{Op: classfile.Goto, Length: 3, Target: 9}
	for _, c := range []struct {
		name string
		code *classfile.Code
		want bool
	}{
		{"this", npeCode(op(classfile.Aload0, 0), getfield), true},
		{"aload 0", npeCode(classfile.Instruction{Op: classfile.Aload, Index: 0, Length: 2}, getfield), true},
		{"a parameter", npeCode(op(classfile.Aload1, 1), getfield), false},
		{"put with the value above this", npeCode(op(classfile.Aload0, 0), op(classfile.Iload1, 1), putfield), true},
		{"put into a parameter", npeCode(op(classfile.Aload1, 1), op(classfile.Aload0, 0), getfield, putfield), false},
		{"this++ through dup", npeCode(op(classfile.Aload0, 0), op(classfile.Dup, 0), getfield, op(classfile.Iconst1, 0), op(classfile.Iadd, 0), putfield), true},
		{"checkcast of this", npeCode(op(classfile.Aload0, 0), checkcast, getfield), true},
		{"local 0 overwritten", npeCode(op(classfile.Aload1, 1), op(classfile.Astore0, 0), op(classfile.Aload0, 0), getfield), false},
		// 0 iload_1, 1 ifeq 8, 4 aload_0, 5 goto 9, 8 aload_2, 9 getfield
		{"this or a parameter", npeCode(op(classfile.Iload1, 1), ifeq, op(classfile.Aload0, 0), gotoM, op(classfile.Aload2, 2), getfield), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := newNPEAnalysis(pool, c.code, false, "(ILC;)V", -1)
			last := c.code.Instructions[len(c.code.Instructions)-1]
			if got := a.receiverIsThis(last); got != c.want {
				t.Errorf("receiverIsThis = %v, want %v", got, c.want)
			}
		})
	}
}
