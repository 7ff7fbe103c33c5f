package interp_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

// subroutineClass is a version-49 class (Java 5) whose main calls a
// subroutine twice with jsr and returns from it with ret, as javac did for
// finally blocks before Java 7:
//
//	 0 getstatic System.out    3 astore_1
//	 4 jsr 13                  7 jsr 13      10 goto 22
//	13 astore_2 (the return address)
//	14 aload_1  15 ldc "sub"  17 invokevirtual println   20 ret 2
//	22 aload_1  23 ldc "done" 25 invokevirtual println   28 return
func subroutineClass() []byte {
	var b javatool.ClassBytes
	u1, u2, u4, utf8 := b.U1, b.U2, b.U4, b.Utf8
	u4(0xCAFEBABE)
	u2(0)
	u2(49)
	u2(24)      // constant pool count
	utf8("Sub") // 1
	u1(7)
	u2(1)                    // 2 Class Sub
	utf8("java/lang/Object") // 3
	u1(7)
	u2(3)                          // 4 Class Object
	utf8("main")                   // 5
	utf8("([Ljava/lang/String;)V") // 6
	utf8("Code")                   // 7
	utf8("java/lang/System")       // 8
	u1(7)
	u2(8)                         // 9 Class System
	utf8("out")                   // 10
	utf8("Ljava/io/PrintStream;") // 11
	u1(12)
	u2(10)
	u2(11) // 12 NameAndType out
	u1(9)
	u2(9)
	u2(12)                      // 13 Fieldref System.out
	utf8("java/io/PrintStream") // 14
	u1(7)
	u2(14)                        // 15 Class PrintStream
	utf8("println")               // 16
	utf8("(Ljava/lang/String;)V") // 17
	u1(12)
	u2(16)
	u2(17) // 18 NameAndType println
	u1(10)
	u2(15)
	u2(18)      // 19 Methodref println
	utf8("sub") // 20
	u1(8)
	u2(20)       // 21 String "sub"
	utf8("done") // 22
	u1(8)
	u2(22) // 23 String "done"
	b.MainOnly()
	code := []byte{
		0xB2, 0, 13, // getstatic
		0x4C,       // astore_1
		0xA8, 0, 9, // jsr +9 -> 13
		0xA8, 0, 6, // jsr +6 -> 13
		0xA7, 0, 12, // goto +12 -> 22
		0x4D,     // astore_2
		0x2B,     // aload_1
		0x12, 21, // ldc "sub"
		0xB6, 0, 19, // invokevirtual
		0xA9, 2, // ret 2
		0x2B,     // aload_1
		0x12, 23, // ldc "done"
		0xB6, 0, 19, // invokevirtual
		0xB1, // return
	}
	u2(7)
	u4(12 + len(code))
	u2(2) // max_stack
	u2(3) // max_locals
	u4(len(code))
	b.Write(code)
	u2(0) // exception table
	u2(0) // attributes
	u2(0) // class attributes
	return b.Bytes()
}

func TestSubroutines(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "Sub.class"), subroutineClass(), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	vm := bootVM(t, dir, &out, interp.Options{})
	if err := vm.Launch("Sub", nil); err != nil {
		t.Fatal(err)
	}
	if _, err := vm.Run(interp.RoundRobin{}); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "sub\nsub\ndone\n" {
		t.Errorf("output %q, want the subroutine twice then done", got)
	}
}
