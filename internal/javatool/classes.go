package javatool

import "bytes"

// ClassBytes writes a class file by hand, field by field as JVMS §4 lays
// it out (big-endian), for the programs javac cannot write.
type ClassBytes struct{ bytes.Buffer }

// U1, U2 and U4 write an unsigned value of 1, 2 and 4 bytes.
func (b *ClassBytes) U1(v int) { b.WriteByte(byte(v)) }
func (b *ClassBytes) U2(v int) { b.Write([]byte{byte(v >> 8), byte(v)}) }
func (b *ClassBytes) U4(v int) {
	b.Write([]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)})
}

// Utf8 writes a CONSTANT_Utf8 entry (ASCII text).
func (b *ClassBytes) Utf8(s string) { b.U1(1); b.U2(len(s)); b.WriteString(s) }

// MainOnly writes what follows the constant pool of a public class whose
// only member is public static void main(String[]), up to main's
// attribute count (one: its Code). The pool must hold the class at 2,
// its superclass at 4, "main" at 5 and its descriptor at 6.
func (b *ClassBytes) MainOnly() {
	b.U2(0x21) // public super
	b.U2(2)    // this
	b.U2(4)    // super
	b.U2(0)    // interfaces
	b.U2(0)    // fields
	b.U2(1)    // methods
	b.U2(0x09) // public static
	b.U2(5)    // main
	b.U2(6)    // ([Ljava/lang/String;)V
	b.U2(1)    // attributes
}

// SelfHandlerClass assembles the class file of a program javac cannot
// write: class SelfHandler, whose main throws a RuntimeException at an
// athrow that its own exception handler covers. The handler is the athrow
// itself, so the exception is thrown again and caught there again,
// forever, without a branch or a call: only exception dispatch. (Version
// 49, so that no stack map frames are needed; java's verifier accepts it
// and java loops forever.)
//
//	0 new RuntimeException  3 dup  4 invokespecial RuntimeException.<init>()V
//	7 athrow                exception table: [7, 8) -> 7, any
func SelfHandlerClass() []byte {
	var b ClassBytes
	u1, u2, u4, utf8 := b.U1, b.U2, b.U4, b.Utf8
	u4(0xCAFEBABE)
	u2(0)  // minor
	u2(49) // major
	u2(14) // constant pool count
	utf8("SelfHandler")
	u1(7)
	u2(1) // 2 Class SelfHandler
	utf8("java/lang/Object")
	u1(7)
	u2(3) // 4 Class Object
	utf8("main")
	utf8("([Ljava/lang/String;)V")
	utf8("Code")
	utf8("java/lang/RuntimeException")
	u1(7)
	u2(8) // 9 Class RuntimeException
	utf8("<init>")
	utf8("()V")
	u1(12)
	u2(10)
	u2(11) // 12 NameAndType <init>()V
	u1(10)
	u2(9)
	u2(12) // 13 Methodref RuntimeException.<init>()V
	b.MainOnly()
	code := []byte{0xBB, 0, 9, 0x59, 0xB7, 0, 13, 0xBF}
	u2(7) // Code
	u4(2 + 2 + 4 + len(code) + 2 + 8 + 2)
	u2(2) // max stack
	u2(1) // max locals
	u4(len(code))
	b.Write(code)
	u2(1) // exception table
	u2(7)
	u2(8)
	u2(7)
	u2(0) // any
	u2(0) // code attributes
	u2(0) // class attributes
	return b.Bytes()
}
