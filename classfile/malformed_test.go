package classfile

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// valid returns a small valid version-52 class T with a method run()V.
func valid() *asm {
	a := newAsm(52, "T")
	a.staticMethod("run", 0, 0, op(Return))
	return a
}

// withCode returns a version-52 class T whose static method run()V has
// max_stack 4, max_locals 2 and the bytecode returned by code, which may
// add pool entries.
func withCode(code func(a *asm) []byte, handlers ...handler) []byte {
	a := newAsm(52, "T")
	a.staticMethod("run", 4, 2, code(a), handlers...)
	return a.bytes()
}

// build applies f to a fresh asm of the given version and class T.
func build(major uint16, f func(a *asm)) []byte {
	a := newAsm(major, "T")
	f(a)
	return a.bytes()
}

// tableswitch encodes a tableswitch at offset 0 with relative targets.
func tableswitch(def, low, high int, targets ...int) []byte {
	b := cat([]byte{byte(Tableswitch), 0, 0, 0}, u4(def), u4(low), u4(high))
	for _, t := range targets {
		b = cat(b, u4(t))
	}
	return b
}

// lookupswitch encodes a lookupswitch at offset 0 with key, target pairs.
func lookupswitch(def int, pairs ...int) []byte {
	b := cat([]byte{byte(Lookupswitch), 0, 0, 0}, u4(def), u4(len(pairs)/2))
	for _, p := range pairs {
		b = cat(b, u4(p))
	}
	return b
}

// nestedArrays encodes an element value of n nested one-element arrays
// around an int.
func nestedArrays(a *asm, n int) []byte {
	var b []byte
	for range n {
		b = append(b, '[', 0, 1)
	}
	return cat(b, []byte{'I'}, u2(int(a.integer(1))))
}

func TestMalformed(t *testing.T) {
	validBytes := valid().bytes()
	if _, err := Parse(validBytes, "T.class"); err != nil {
		t.Fatalf("the base class does not parse: %v", err)
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"empty file", nil, "header: unexpected end of data"},
		{"bad magic", append([]byte{0xCA, 0xFE, 0xBA, 0xBF}, validBytes[4:]...), "bad magic number 0xCAFEBABF"},
		{"version 44", build(44, func(a *asm) {}), "unsupported class file version 44.0"},
		{"version 70", build(70, func(a *asm) {}), "unsupported class file version 70.0"},
		{"minor version of Java 17", build(61, func(a *asm) { a.minor = 3 }), "61.3 has an invalid minor version"},
		{"pool count zero", cat(u4(0xCAFEBABE), u2(0), u2(52), u2(0)), "constant pool count is zero"},
		{"pool count beyond the file", cat(u4(0xCAFEBABE), u2(0), u2(52), u2(60000), []byte{1, 0, 0}), "does not fit in the remaining 3 bytes"},

		// Constant pool entries.
		{"index out of range", build(52, func(a *asm) { a.entry(TagString, u2(999)) }), "refers to #999 outside the pool"},
		{"index zero", build(52, func(a *asm) { a.entry(TagClass, u2(0)) }), "refers to #0 outside the pool"},
		{"Methodref whose class is a Utf8", build(52, func(a *asm) {
			a.entry(TagMethodref, u2(int(a.utf8("java/lang/Object"))), u2(int(a.nat("m", "()V"))))
		}), "(Utf8) where a Class is required"},
		{"Fieldref whose name and type is a Class", build(52, func(a *asm) {
			a.entry(TagFieldref, u2(int(a.this)), u2(int(a.this)))
		}), "(Class) where a NameAndType is required"},
		{"reference to the slot after a Long", build(52, func(a *asm) {
			l := a.long(1)
			a.entry(TagString, u2(int(l+1)))
		}), "(unusable) where a Utf8 is required"},
		{"method handle before a bad class", build(52, func(a *asm) {
			// #5..#7: m, ()V, NameAndType; #8 MethodHandle -> #9 Methodref ->
			// #10 Class with a name outside the pool. Checking the handle
			// before the class used to panic.
			nat := a.nat("m", "()V")
			a.entry(TagMethodHandle, []byte{RefInvokeStatic}, u2(9))
			a.entry(TagMethodref, u2(10), u2(int(nat)))
			a.entry(TagClass, u2(999))
		}), "constant #10 refers to #999 outside the pool"},
		{"invalid tag", build(52, func(a *asm) { a.entry(Tag(2), u2(1)) }), "invalid tag 2"},
		{"Utf8 with byte FF", build(52, func(a *asm) { a.utf8Raw([]byte{'a', 0xFF}) }), "invalid byte in modified UTF-8"},
		{"Utf8 with a zero byte", build(52, func(a *asm) { a.utf8Raw([]byte{'a', 0, 'b'}) }), "contains a zero byte"},
		{"Utf8 with a cut three-byte sequence", build(52, func(a *asm) { a.utf8Raw([]byte{0xE0, 0x80}) }), "malformed three-byte sequence"},
		{"Utf8 with a bad continuation byte", build(52, func(a *asm) { a.utf8Raw([]byte{0xC3, 0x28}) }), "malformed two-byte sequence"},
		{"Utf8 with an overlong form", build(52, func(a *asm) { a.utf8Raw([]byte{0xC1, 0x81}) }), "overlong two-byte sequence"},
		{"Utf8 with an overlong three-byte form", build(52, func(a *asm) { a.utf8Raw([]byte{0xE0, 0x81, 0x81}) }), "overlong three-byte sequence"},
		{"Utf8 with a four-byte form", build(52, func(a *asm) { a.utf8Raw([]byte{0xF0, 0x9F, 0x98, 0x80}) }), "invalid byte in modified UTF-8"},
		{"Utf8 longer than the file", cat(u4(0xCAFEBABE), u2(0), u2(52), u2(2), []byte{1}, u2(100), []byte("abc")), "constant #1: unexpected end of data"},
		{"Long as the last entry", build(52, func(a *asm) {
			a.staticMethod("run", 0, 0, op(Return))
			a.long(7)
			a.countDelta = -1
		}), "Long takes two entries but is the last one"},
		{"MethodType in version 50", build(50, func(a *asm) { a.methodType("()V") }), "MethodType needs class file version 51"},
		{"Dynamic in version 54", build(54, func(a *asm) { a.dynamic(TagDynamic, 0, "x", "I") }), "Dynamic needs class file version 55"},
		{"Module constant in a class", build(53, func(a *asm) { a.entry(TagModule, u2(int(a.utf8("m")))) }), "does not declare a module"},
		{"invalid class name", build(52, func(a *asm) { a.class("a//b") }), `invalid class name "a//b"`},
		{"class name with a semicolon", build(52, func(a *asm) { a.class("a;b") }), "invalid class name"},
		{"Fieldref with a method descriptor", build(52, func(a *asm) { a.fieldref("T", "f", "()V") }), "invalid field reference f ()V"},
		{"Methodref to <clinit>", build(52, func(a *asm) { a.methodref("T", "<clinit>", "()V") }), "invalid method reference <clinit>()V"},
		{"Methodref to <init> returning int", build(52, func(a *asm) { a.methodref("T", "<init>", "()I") }), "invalid method reference <init>()I"},
		{"InterfaceMethodref to <init>", build(52, func(a *asm) { a.imethodref("T", "<init>", "()V") }), "invalid method reference <init>()V"},
		{"Methodref named a<b", build(52, func(a *asm) { a.methodref("T", "a<b", "()V") }), "invalid method reference"},
		{"MethodType with a field descriptor", build(52, func(a *asm) { a.methodType("I") }), `invalid method descriptor "I"`},
		{"method handle kind 10", build(52, func(a *asm) { a.methodHandle(10, a.methodref("T", "m", "()V")) }), "invalid method handle kind 10"},
		{"invokeVirtual handle to <init>", build(52, func(a *asm) {
			a.methodHandle(RefInvokeVirtual, a.methodref("T", "<init>", "()V"))
		}), "kind 5 refers to method <init>"},
		{"newInvokeSpecial handle to m", build(52, func(a *asm) {
			a.methodHandle(RefNewInvokeSpecial, a.methodref("T", "m", "()V"))
		}), "kind 8 refers to method m"},
		{"getField handle to a method", build(52, func(a *asm) {
			a.methodHandle(RefGetField, a.methodref("T", "m", "()V"))
		}), "kind 1 refers to #8 (Methodref)"},
		{"invokeStatic handle to an interface method in version 51", build(51, func(a *asm) {
			a.methodHandle(RefInvokeStatic, a.imethodref("I", "m", "()V"))
		}), "(InterfaceMethodref)"},

		// Class structure.
		{"this_class is a Utf8", build(52, func(a *asm) { a.this = a.utf8("T") }), "this_class is #"},
		{"no superclass", build(52, func(a *asm) { a.super = 0 }), "class T has no superclass"},
		{"array superclass", build(52, func(a *asm) { a.super = a.class("[I") }), "an array type cannot be a class or superclass"},
		{"interface extending a class", build(52, func(a *asm) {
			a.flags = AccInterface | AccAbstract
			a.super = a.class("java/lang/Thread")
		}), "not java/lang/Object"},
		{"interface not abstract", build(52, func(a *asm) { a.flags = AccInterface }), "invalid combination of access flags 0x0200"},
		{"abstract final class", build(52, func(a *asm) { a.flags = AccPublic | AccAbstract | AccFinal }), "invalid combination of access flags 0x0411"},
		{"annotation that is no interface", build(52, func(a *asm) { a.flags = AccAnnotation }), "invalid combination of access flags"},
		{"duplicate interface", build(52, func(a *asm) {
			i := a.class("java/lang/Runnable")
			a.interfaces = []uint16{i, i}
		}), "implements java/lang/Runnable twice"},
		{"interface is a String", build(52, func(a *asm) { a.interfaces = []uint16{a.str("x")} }), "interface is #"},
		{"extra trailing bytes", func() []byte { a := valid(); a.trailer = []byte{0, 0}; return a.bytes() }(), "2 extra bytes after the class file"},

		// Fields.
		{"bad field descriptor", build(52, func(a *asm) { a.field(0, "f", "Q") }), "invalid field f Q"},
		{"field descriptor without semicolon", build(52, func(a *asm) { a.field(0, "f", "Ljava/lang/String") }), "invalid field f"},
		{"field of 256 dimensions", build(52, func(a *asm) { a.field(0, "f", strings.Repeat("[", 256)+"I") }), "invalid field f"},
		{"field of type void", build(52, func(a *asm) { a.field(0, "f", "V") }), "invalid field f V"},
		{"field named a.b", build(52, func(a *asm) { a.field(0, "a.b", "I") }), "invalid field a.b I"},
		{"duplicate field", build(52, func(a *asm) { a.field(0, "f", "I"); a.field(AccStatic, "f", "I") }), "duplicate field f I"},
		{"public private field", build(52, func(a *asm) { a.field(AccPublic|AccPrivate, "f", "I") }), "field f has an invalid combination of access flags 0x0003"},
		{"final volatile field", build(52, func(a *asm) { a.field(AccFinal|AccVolatile, "f", "I") }), "invalid combination of access flags 0x0050"},
		{"interface field not static", build(52, func(a *asm) {
			a.flags = AccInterface | AccAbstract
			a.field(AccPublic|AccFinal, "f", "I")
		}), "field f has an invalid combination"},
		{"ConstantValue of the wrong type", build(52, func(a *asm) {
			a.field(AccStatic|AccFinal, "f", "I", a.attr("ConstantValue", u2(int(a.str("x")))))
		}), "field f I has an invalid ConstantValue"},
		{"ConstantValue on an Object field", build(52, func(a *asm) {
			l := a.long(1)
			// The slot after the Long is unusable, like no value at all.
			a.field(AccStatic|AccFinal, "f", "Ljava/lang/Object;", a.attr("ConstantValue", u2(int(l+1))))
		}), "field f of type Ljava/lang/Object; cannot have a ConstantValue"},
		{"ConstantValue of length 3", build(52, func(a *asm) {
			a.field(AccStatic|AccFinal, "f", "I", a.attr("ConstantValue", u2(int(a.integer(1))), []byte{0}))
		}), "ConstantValue attribute of field f has 1 bytes beyond its contents"},
		{"two ConstantValues", build(52, func(a *asm) {
			cv := a.attr("ConstantValue", u2(int(a.integer(1))))
			a.field(AccStatic|AccFinal, "f", "I", cv, cv)
		}), "field f has two ConstantValue attributes"},
		{"field Signature #0", build(52, func(a *asm) { a.field(0, "f", "I", a.attr("Signature", u2(0))) }), "field signature is #0, which is not a Utf8 constant"},
		{"two RuntimeVisibleAnnotations", build(52, func(a *asm) {
			ann := a.attr("RuntimeVisibleAnnotations", u2(0))
			a.field(0, "f", "I", ann, ann)
		}), "field f has two RuntimeVisibleAnnotations attributes"},

		// Methods.
		{"bad method descriptor", build(52, func(a *asm) { a.method(AccAbstract, "m", "(I", nil...) }), "invalid method m(I"},
		{"void parameter", build(52, func(a *asm) { a.method(AccAbstract, "m", "(V)V") }), "invalid method m(V)V"},
		{"no return type", build(52, func(a *asm) { a.method(AccAbstract, "m", "()") }), "invalid method m()"},
		{"two return types", build(52, func(a *asm) { a.method(AccAbstract, "m", "()II") }), "invalid method m()II"},
		{"constructor returning int", build(52, func(a *asm) {
			a.method(AccPublic, "<init>", "()I", a.code(1, 1, op(Iconst0, byte(Ireturn)), nil))
		}), "method <init>()I must return void"},
		{"method named <x>", build(52, func(a *asm) { a.method(AccAbstract, "<x>", "()V") }), "invalid method <x>()V"},
		{"duplicate method", func() []byte { a := valid(); a.staticMethod("run", 0, 0, op(Return)); return a.bytes() }(), "duplicate method run()V"},
		{"Code in an abstract method", build(52, func(a *asm) {
			a.flags |= AccAbstract
			a.method(AccPublic|AccAbstract, "m", "()V", a.code(0, 1, op(Return), nil))
		}), "abstract or native method m()V has a Code attribute"},
		{"Code in a native method", build(52, func(a *asm) {
			a.method(AccPublic|AccNative, "m", "()V", a.code(0, 1, op(Return), nil))
		}), "has a Code attribute"},
		{"no Code in a concrete method", build(52, func(a *asm) { a.method(AccPublic, "m", "()V") }), "method m()V has no Code attribute"},
		{"two Code attributes", build(52, func(a *asm) {
			c := a.code(0, 1, op(Return), nil)
			a.method(AccPublic, "m", "()V", c, c)
		}), "has two Code attributes"},
		{"public private method", build(52, func(a *asm) { a.method(AccPublic|AccPrivate|AccAbstract, "m", "()V") }), "method m()V has an invalid combination of access flags 0x0403"},
		{"abstract static method", build(52, func(a *asm) { a.method(AccAbstract|AccStatic, "m", "()V") }), "invalid combination of access flags 0x0408"},
		{"static constructor", build(52, func(a *asm) {
			a.method(AccStatic, "<init>", "()V", a.code(0, 1, op(Return), nil))
		}), "method <init>()V has an invalid combination"},
		{"interface method neither public nor private", build(52, func(a *asm) {
			a.flags = AccInterface | AccAbstract
			a.method(AccAbstract, "m", "()V")
		}), "invalid combination of access flags 0x0400"},
		{"interface method not abstract in version 51", build(51, func(a *asm) {
			a.flags = AccInterface | AccAbstract
			a.method(AccPublic, "m", "()V", a.code(0, 1, op(Return), nil))
		}), "invalid combination of access flags 0x0001"},
		{"interface constructor", build(52, func(a *asm) {
			a.flags = AccInterface | AccAbstract
			a.method(AccPublic, "<init>", "()V", a.code(0, 1, op(Return), nil))
		}), "interface T declares a constructor"},
		{"class initializer not static", build(51, func(a *asm) {
			a.method(0, "<clinit>", "()V", a.code(0, 1, op(Return), nil))
		}), "class initializer <clinit>()V is not static"},
		{"class initializer with parameters", build(52, func(a *asm) {
			a.method(AccStatic, "<clinit>", "(I)V", a.code(0, 1, op(Return), nil))
		}), "class initializer <clinit>(I)V is not static or has parameters"},
		{"256 argument slots", build(52, func(a *asm) {
			a.method(AccPublic|AccAbstract, "m", "("+strings.Repeat("I", 255)+")V")
		}), "method m(" + strings.Repeat("I", 255) + ")V has 256 argument slots"},
		{"Exceptions naming a Utf8", build(52, func(a *asm) {
			a.method(AccAbstract|AccPublic, "m", "()V", a.attr("Exceptions", u2(1), u2(int(a.utf8("x")))))
		}), "thrown exception is #"},
		{"Exceptions cut short", build(52, func(a *asm) {
			a.method(AccAbstract|AccPublic, "m", "()V", a.attr("Exceptions", u2(2), u2(int(a.class("E")))))
		}), "thrown exception: unexpected end of data"},

		// Code attributes.
		{"code length 0", build(52, func(a *asm) { a.staticMethod("m", 0, 0, nil) }), "method m()V has code length 0"},
		{"max_locals too small", build(52, func(a *asm) {
			a.method(AccStatic, "m", "(JI)V", a.code(0, 2, op(Return), nil))
		}), "max_locals 2, too few for its arguments"},
		{"max_locals without this", build(52, func(a *asm) {
			a.method(0, "m", "(I)V", a.code(0, 1, op(Return), nil))
		}), "max_locals 1, too few for its arguments"},
		{"invalid opcode", withCode(func(a *asm) []byte { return op(0xcb) }), "invalid opcode 0xcb"},
		{"breakpoint opcode", withCode(func(a *asm) []byte { return op(0xca) }), "invalid opcode 0xca"},
		{"cut instruction", withCode(func(a *asm) []byte { return op(Sipush, 1) }), "sipush is truncated"},
		{"branch into an instruction", withCode(func(a *asm) []byte {
			return cat(op(Sipush, 0, 0), op(Goto, 0xFF, 0xFE), op(Return)) // goto 3-2 = 1
		}), "goto jumps to 1, which is not the start of an instruction"},
		{"branch beyond the code", withCode(func(a *asm) []byte { return cat(op(Goto, 0, 100), op(Return)) }), "goto jumps to 100, outside the code of length 4"},
		{"branch before the code", withCode(func(a *asm) []byte { return cat(op(Return), op(Ifeq, 0xFF, 0xF0)) }), "ifeq jumps to -15, outside the code"},
		{"branch to the end of the code", withCode(func(a *asm) []byte { return cat(op(Goto, 0, 3)) }), "goto jumps to 3, outside the code of length 3"},
		{"goto_w beyond the code", withCode(func(a *asm) []byte { return cat(op(GotoW, 0x7F, 0, 0, 0), op(Return)) }), "goto_w jumps to 2130706432"},
		{"iload beyond max_locals", withCode(func(a *asm) []byte { return cat(op(Iload, 2), op(Return)) }), "iload uses local variable 2 but max_locals is 2"},
		{"lload of the last local", withCode(func(a *asm) []byte { return cat(op(Lload1), op(Return)) }), "lload_1 uses local variable 1 but max_locals is 2"},
		{"astore_3 beyond max_locals", withCode(func(a *asm) []byte { return cat(op(Astore3), op(Return)) }), "astore_3 uses local variable 3"},
		{"iinc beyond max_locals", withCode(func(a *asm) []byte { return cat(op(Iinc, 9, 1), op(Return)) }), "iinc uses local variable 9"},
		{"wide iload beyond max_locals", withCode(func(a *asm) []byte { return cat(op(Wide, byte(Iload), 1, 0), op(Return)) }), "iload uses local variable 256"},
		{"wide of nop", withCode(func(a *asm) []byte { return cat(op(Wide, byte(Nop)), op(Return)) }), "wide cannot modify opcode 0x00 (nop)"},
		{"wide of wide", withCode(func(a *asm) []byte { return cat(op(Wide, byte(Wide), byte(Iload), 0, 0), op(Return)) }), "wide cannot modify opcode 0xc4 (wide)"},
		{"cut wide iinc", withCode(func(a *asm) []byte { return op(Wide, byte(Iinc), 0, 0, 1) }), "iinc is truncated"},
		{"newarray of type 3", withCode(func(a *asm) []byte { return cat(op(Iconst1), op(Newarray, 3), op(Return)) }), "newarray has invalid array type 3"},
		{"invokeinterface count 0", withCode(func(a *asm) []byte {
			return cat(opIdx(Invokeinterface, a.imethodref("I", "m", "()V")), []byte{0, 0}, op(Return))
		}), "invokeinterface of m()V has count 0, want 1"},
		{"invokeinterface with a fourth byte", withCode(func(a *asm) []byte {
			return cat(opIdx(Invokeinterface, a.imethodref("I", "m", "()V")), []byte{1, 7}, op(Return))
		}), "invokeinterface has fourth byte 7, not zero"},
		{"invokeinterface with a wrong count", withCode(func(a *asm) []byte {
			return cat(opIdx(Invokeinterface, a.imethodref("I", "m", "(J)V")), []byte{2, 0}, op(Return))
		}), "invokeinterface of m(J)V has count 2, want 3"},
		{"invokeinterface of a Methodref", withCode(func(a *asm) []byte {
			return cat(opIdx(Invokeinterface, a.methodref("I", "m", "()V")), []byte{1, 0}, op(Return))
		}), "invokeinterface refers to constant #"},
		{"invokevirtual of <init>", withCode(func(a *asm) []byte {
			return cat(opIdx(Invokevirtual, a.methodref("T", "<init>", "()V")), op(Return))
		}), "invokevirtual cannot invoke <init>"},
		{"invokedynamic with nonzero bytes", withCode(func(a *asm) []byte {
			return cat(opIdx(Invokedynamic, a.dynamic(TagInvokeDynamic, 0, "m", "()V")), []byte{0, 1}, op(Return))
		}), "invokedynamic operand bytes 3 and 4 are not zero"},
		{"getfield of a Methodref", withCode(func(a *asm) []byte {
			return cat(opIdx(Getstatic, a.methodref("T", "m", "()V")), op(Return))
		}), "getstatic refers to constant #"},
		{"ldc of a Long", withCode(func(a *asm) []byte { return cat(op(Ldc, byte(a.long(1))), op(Return)) }), "ldc cannot load constant #"},
		{"ldc2_w of an Integer", withCode(func(a *asm) []byte { return cat(opIdx(Ldc2W, a.integer(1)), op(Return)) }), "ldc2_w cannot load constant"},
		{"ldc of a Utf8", withCode(func(a *asm) []byte { return cat(op(Ldc, byte(a.utf8("x"))), op(Return)) }), "cannot load constant"},
		{"ldc_w outside the pool", withCode(func(a *asm) []byte { return cat(opIdx(LdcW, 9999), op(Return)) }), "ldc_w refers to constant #9999 outside the pool"},
		{"ldc of a Class in version 48", build(48, func(a *asm) {
			a.staticMethod("run", 1, 0, cat(op(Ldc, byte(a.class("T"))), op(Pop), op(Return)))
		}), "ldc cannot load constant"},
		{"new of an array", withCode(func(a *asm) []byte { return cat(opIdx(New, a.class("[I")), op(Return)) }), "new refers to the array type [I"},
		{"anewarray of 255 dimensions", withCode(func(a *asm) []byte {
			return cat(op(Iconst1), opIdx(Anewarray, a.class(strings.Repeat("[", 255)+"I")), op(Return))
		}), "more than 255 dimensions"},
		{"multianewarray of too many dimensions", withCode(func(a *asm) []byte {
			return cat(op(Iconst1), op(Iconst1), op(Iconst1), opIdx(Multianewarray, a.class("[[I")), []byte{3}, op(Return))
		}), "multianewarray of 3 dimensions refers to [[I"},
		{"multianewarray of zero dimensions", withCode(func(a *asm) []byte {
			return cat(opIdx(Multianewarray, a.class("[[I")), []byte{0}, op(Return))
		}), "multianewarray has zero dimensions"},
		{"jsr in version 51", build(51, func(a *asm) {
			a.staticMethod("run", 1, 1, cat(op(Jsr, 0, 4), op(Return), op(Astore0), op(Ret, 0)))
		}), "jsr is not allowed in class file version 51"},
		{"tableswitch low > high", withCode(func(a *asm) []byte { return cat(tableswitch(16, 5, 1), op(Return)) }), "tableswitch with low 5 and high 1"},
		{"tableswitch beyond the code", withCode(func(a *asm) []byte { return cat(tableswitch(16, 0, 1000), op(Return)) }), "does not fit the code"},
		{"tableswitch to a bad target", withCode(func(a *asm) []byte { return cat(tableswitch(20, 0, 0, 7), op(Return)) }), "tableswitch jumps to 7, which is not the start"},
		{"lookupswitch unsorted", withCode(func(a *asm) []byte { return cat(lookupswitch(28, 5, 28, 1, 28), op(Return)) }), "lookupswitch keys are not sorted"},
		{"lookupswitch with a duplicate key", withCode(func(a *asm) []byte { return cat(lookupswitch(28, 1, 28, 1, 28), op(Return)) }), "lookupswitch keys are not sorted"},
		{"lookupswitch with negative pairs", withCode(func(a *asm) []byte { return cat([]byte{byte(Lookupswitch), 0, 0, 0}, u4(12), u4(-1), op(Return)) }), "lookupswitch with -1 pairs"},
		{"cut lookupswitch", withCode(func(a *asm) []byte { return []byte{byte(Lookupswitch), 0, 0, 0, 0} }), "lookupswitch is truncated"},
		{"handler range beyond the code", withCode(func(a *asm) []byte { return cat(op(Nop), op(Return)) }, handler{0, 3, 1, 0}), "exception handler [0, 3) -> 1 does not fit"},
		{"handler range empty", withCode(func(a *asm) []byte { return cat(op(Nop), op(Return)) }, handler{1, 1, 1, 0}), "exception handler [1, 1) -> 1"},
		{"handler outside the code", withCode(func(a *asm) []byte { return cat(op(Nop), op(Return)) }, handler{0, 1, 2, 0}), "exception handler [0, 1) -> 2"},
		{"handler range inside an instruction", withCode(func(a *asm) []byte { return cat(op(Sipush, 0, 0), op(Pop), op(Return)) }, handler{1, 4, 4, 0}), "exception handler [1, 4) -> 4"},
		{"handler catching a String", withCode(func(a *asm) []byte { return cat(op(Nop), op(Return)) }, handler{0, 1, 1, 1}), "exception handler catch type is #1"},
		{"LineNumberTable beyond the code", build(52, func(a *asm) {
			a.method(AccStatic, "m", "()V", a.code(0, 0, op(Return), nil, a.attr("LineNumberTable", u2(1), u2(1), u2(7))))
		}), "line number entry for offset 1 beyond the code"},
		{"LocalVariableTable slot beyond max_locals", build(52, func(a *asm) {
			a.method(AccStatic, "m", "()V", a.code(0, 1, op(Return), nil,
				a.attr("LocalVariableTable", u2(1), u2(0), u2(1), u2(int(a.utf8("x"))), u2(int(a.utf8("J"))), u2(0))))
		}), "LocalVariableTable entry x is local variable 0 but max_locals is 1"},
		{"LocalVariableTable range beyond the code", build(52, func(a *asm) {
			a.method(AccStatic, "m", "()V", a.code(0, 1, op(Return), nil,
				a.attr("LocalVariableTable", u2(1), u2(0), u2(2), u2(int(a.utf8("x"))), u2(int(a.utf8("I"))), u2(0))))
		}), "LocalVariableTable entry x covers [0, 2), outside the code of length 1"},
		{"LocalVariableTable with a bad descriptor", build(52, func(a *asm) {
			a.method(AccStatic, "m", "()V", a.code(0, 1, op(Return), nil,
				a.attr("LocalVariableTable", u2(1), u2(0), u2(1), u2(int(a.utf8("x"))), u2(int(a.utf8("()V"))), u2(0))))
		}), `LocalVariableTable entry x has invalid descriptor "()V"`},
		{"Code attribute with trailing bytes", build(52, func(a *asm) {
			c := a.code(0, 0, op(Return), nil)
			c[5]++ // the attribute length
			a.method(AccStatic, "m", "()V", append(c, 0))
		}), "Code attribute of method m()V has 1 bytes beyond its contents"},

		// Attributes.
		{"attribute length beyond the file", build(52, func(a *asm) {
			a.attributes = append(a.attributes, cat(u2(int(a.utf8("Foo"))), u4(1000), []byte{1, 2, 3}))
		}), "attribute of class T claims 1000 bytes, only 3 remain"},
		{"attribute name is not a Utf8", build(52, func(a *asm) {
			a.attributes = append(a.attributes, cat(u2(int(a.this)), u4(0)))
		}), "attribute name is #2, which is not a Utf8 constant"},
		{"SourceFile of length 4", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("SourceFile", u2(int(a.utf8("T.java"))), u2(0)))
		}), "SourceFile attribute of class T has 2 bytes beyond its contents"},
		{"SourceFile of length 1", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("SourceFile", []byte{0}))
		}), "source file: unexpected end of data"},
		{"two SourceFiles", build(52, func(a *asm) {
			sf := a.attr("SourceFile", u2(int(a.utf8("T.java"))))
			a.attributes = append(a.attributes, sf, sf)
		}), "class T has two SourceFile attributes"},
		{"InnerClasses naming a Utf8", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("InnerClasses", u2(1), u2(int(a.utf8("x"))), u2(0), u2(0), u2(0)))
		}), "inner class is #"},
		{"class its own outer class", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("InnerClasses", u2(1), u2(int(a.this)), u2(int(a.this)), u2(0), u2(0)))
		}), "class T is its own outer class"},
		{"outer class an array class", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("InnerClasses", u2(1), u2(int(a.this)), u2(int(a.class("[LT;"))), u2(0), u2(0)))
		}), "outer class [LT; of T is an array class"},
		{"EnclosingMethod naming a Class", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("EnclosingMethod", u2(int(a.this)), u2(int(a.this))))
		}), "enclosing method is #2, not a NameAndType"},
		{"EnclosingMethod with a field type", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("EnclosingMethod", u2(int(a.this)), u2(int(a.nat("m", "I")))))
		}), "enclosing method mI is not a valid method"},
		{"NestHost and NestMembers", build(55, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("NestHost", u2(int(a.class("H")))), a.attr("NestMembers", u2(0)))
		}), "class T has both NestHost and NestMembers attributes"},
		{"PermittedSubclasses of a final class", build(61, func(a *asm) {
			a.flags |= AccFinal
			a.attributes = append(a.attributes, a.attr("PermittedSubclasses", u2(1), u2(int(a.class("S")))))
		}), "final class T has a PermittedSubclasses attribute"},
		{"Record component with a bad descriptor", build(60, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("Record", u2(1), u2(int(a.utf8("x"))), u2(int(a.utf8("()V"))), u2(0)))
		}), `invalid record component x "()V"`},
		{"Dynamic beyond BootstrapMethods", build(55, func(a *asm) {
			bsm := a.methodHandle(RefInvokeStatic, a.methodref("B", "bsm", "()V"))
			a.dynamic(TagDynamic, 3, "x", "I")
			a.attributes = append(a.attributes, a.attr("BootstrapMethods", u2(1), u2(int(bsm)), u2(0)))
		}), "uses bootstrap method 3, but the class has 1"},
		{"InvokeDynamic without BootstrapMethods", build(52, func(a *asm) { a.dynamic(TagInvokeDynamic, 0, "x", "()V") }), "uses bootstrap method 0, but the class has 0"},
		{"bootstrap method that is no MethodHandle", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("BootstrapMethods", u2(1), u2(int(a.this)), u2(0)))
		}), "bootstrap method 0 refers to #2, not a MethodHandle"},
		{"bootstrap argument that is not loadable", build(52, func(a *asm) {
			bsm := a.methodHandle(RefInvokeStatic, a.methodref("B", "bsm", "()V"))
			a.attributes = append(a.attributes, a.attr("BootstrapMethods", u2(1), u2(int(bsm)), u2(1), u2(int(a.nat("a", "I")))))
		}), "bootstrap method 0 argument 0 is a NameAndType, not a loadable constant"},

		// Annotations.
		{"annotation nested arrays", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("RuntimeVisibleAnnotations", u2(1),
				u2(int(a.utf8("LA;"))), u2(1), u2(int(a.utf8("v"))), nestedArrays(a, 10000)))
		}), "annotation values nested deeper than 64"},
		{"annotation nested annotations", build(52, func(a *asm) {
			typ, name := a.utf8("LA;"), a.utf8("v")
			var b []byte
			for range 1000 {
				b = cat(b, []byte{'@'}, u2(int(typ)), u2(1), u2(int(name)))
			}
			a.attributes = append(a.attributes, a.attr("RuntimeInvisibleAnnotations", u2(1), u2(int(typ)), u2(1), u2(int(name)), b))
		}), "annotation values nested deeper than 64"},
		{"annotation of type I", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("RuntimeVisibleAnnotations", u2(1), u2(int(a.utf8("I"))), u2(0)))
		}), `invalid annotation type "I"`},
		{"annotation element tag x", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("RuntimeVisibleAnnotations", u2(1), u2(int(a.utf8("LA;"))), u2(1), u2(int(a.utf8("v"))), []byte{'x'}))
		}), "invalid annotation element tag 'x'"},
		{"annotation int referring to a Long", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("RuntimeVisibleAnnotations", u2(1), u2(int(a.utf8("LA;"))), u2(1), u2(int(a.utf8("v"))),
				[]byte{'I'}, u2(int(a.long(1)))))
		}), "annotation value of kind I refers to #"},
		{"annotation cut short", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("RuntimeVisibleAnnotations", u2(2), u2(int(a.utf8("LA;"))), u2(0)))
		}), "annotation type: unexpected end of data"},
		{"annotation class value of type (", build(52, func(a *asm) {
			a.attributes = append(a.attributes, a.attr("RuntimeVisibleAnnotations", u2(1), u2(int(a.utf8("LA;"))), u2(1), u2(int(a.utf8("v"))),
				[]byte{'c'}, u2(int(a.utf8("(")))))
		}), `invalid class "(" in annotation`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.data, "T.class")
			fe := requireFormatError(t, err, tt.want)
			if fe.Source != "T.class" || fe.Offset < 0 || fe.Offset > len(tt.data) {
				t.Errorf("error source %q offset %d (file of %d bytes)", fe.Source, fe.Offset, len(tt.data))
			}
			if !strings.HasPrefix(err.Error(), "T.class: malformed class file: ") {
				t.Errorf("error text %q", err)
			}
		})
	}
}

// seeds returns the class files committed in testdata/seeds.
func seeds(t testing.TB) map[string][]byte {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "seeds", "*.class"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no seed classes: %v", err)
	}
	m := map[string][]byte{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m[filepath.Base(f)] = data
	}
	return m
}

// TestTruncated parses every proper prefix of real class files: each must
// fail with a FormatError saying the data ends early.
func TestTruncated(t *testing.T) {
	s := seeds(t)
	for _, name := range []string{"Small.class", "Insns.class", "Modern$Point.class", "Annots.class"} {
		data := s[name]
		if _, err := Parse(data, name); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for n := range len(data) {
			_, err := Parse(data[:n:n], name)
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("%s cut to %d bytes: got %v, want a FormatError", name, n, err)
			}
			if !strings.Contains(fe.Msg, "unexpected end of data") || fe.Offset > n {
				t.Fatalf("%s cut to %d bytes: %v", name, n, err)
			}
		}
	}
}

// TestMutations changes every byte of real class files in a few ways:
// Parse must never panic, and every error must be a FormatError.
func TestMutations(t *testing.T) {
	s := seeds(t)
	for _, name := range []string{"Small.class", "Insns$1.class", "Modern$Point.class", "Annots$Visible.class"} {
		data := s[name]
		for i := range data {
			for _, v := range []byte{0, 0xFF, data[i] ^ 1, data[i] + 1, data[i] ^ 0x80} {
				m := slices.Clone(data)
				m[i] = v
				checkParse(t, m)
			}
		}
	}
}

// checkParse parses data; if that fails, the error must be a FormatError,
// else the class must satisfy the package's guarantees and disassemble.
func checkParse(t *testing.T, data []byte) {
	t.Helper()
	cf, err := Parse(data, "mutant")
	if err != nil {
		var fe *FormatError
		if !errors.As(err, &fe) {
			t.Fatalf("got %T %v, want a *FormatError", err, err)
		}
		return
	}
	checkGuarantees(t, cf)
	var buf bytes.Buffer
	if err := Disassemble(&buf, cf); err != nil {
		t.Fatal(err)
	}
}

// checkGuarantees checks what Parse promises of a class it accepts: every
// pool reference of an instruction and attribute is of the documented kind,
// so the Pool accessors can be used without checks, and every branch
// target and exception handler lies on an instruction.
func checkGuarantees(t *testing.T, cf *ClassFile) {
	t.Helper()
	p := cf.Pool
	tag := func(i uint16) Tag {
		if int(i) >= len(p) {
			t.Fatalf("index #%d outside the pool of %d", i, len(p))
		}
		return p[i].Tag
	}
	for i, c := range p {
		switch c.Tag {
		case TagFieldref, TagMethodref, TagInterfaceMethodref:
			p.MemberRef(uint16(i))
		case TagMethodHandle:
			p.MemberRef(c.A)
		case TagDynamic, TagInvokeDynamic:
			if int(c.A) >= len(cf.BootstrapMethods) {
				t.Fatalf("constant #%d uses bootstrap method %d of %d", i, c.A, len(cf.BootstrapMethods))
			}
			p.NameAndType(c.B)
		case TagClass:
			p.ClassName(uint16(i))
		}
	}
	for _, bm := range cf.BootstrapMethods {
		if tag(bm.Method) != TagMethodHandle {
			t.Fatalf("bootstrap method #%d is a %s", bm.Method, tag(bm.Method))
		}
	}
	for _, f := range cf.Fields {
		if f.ConstantValue != 0 {
			switch tag(f.ConstantValue) {
			case TagInteger, TagFloat, TagLong, TagDouble, TagString:
			default:
				t.Fatalf("ConstantValue #%d is a %s", f.ConstantValue, tag(f.ConstantValue))
			}
		}
	}
	for _, m := range cf.Methods {
		if m.Code == nil {
			continue
		}
		starts := map[int]bool{}
		end := 0
		for _, in := range m.Code.Instructions {
			if in.PC != end || in.Length <= 0 {
				t.Fatalf("%s: instruction at %d (length %d) after offset %d", m.Name, in.PC, in.Length, end)
			}
			starts[in.PC] = true
			end += in.Length
		}
		if end != len(m.Code.Bytecode) {
			t.Fatalf("%s: instructions end at %d of %d", m.Name, end, len(m.Code.Bytecode))
		}
		for _, in := range m.Code.Instructions {
			switch {
			case in.Switch != nil:
				for _, target := range append([]int{in.Target}, in.Switch.Targets...) {
					if !starts[target] {
						t.Fatalf("%s: %s at %d jumps to %d", m.Name, in.Op, in.PC, target)
					}
				}
			case isBranch(in.Op):
				if !starts[in.Target] {
					t.Fatalf("%s: %s at %d jumps to %d", m.Name, in.Op, in.PC, in.Target)
				}
			case in.Op >= Getstatic && in.Op <= Invokeinterface:
				p.MemberRef(in.Index)
			case in.Op == New || in.Op == Anewarray || in.Op == Checkcast || in.Op == Instanceof || in.Op == Multianewarray:
				p.ClassName(in.Index)
			case in.Op == Invokedynamic:
				if tag(in.Index) != TagInvokeDynamic {
					t.Fatalf("invokedynamic of a %s", tag(in.Index))
				}
			case in.Op == Ldc || in.Op == LdcW || in.Op == Ldc2W:
				if tg := tag(in.Index); tg == 0 || tg == TagUtf8 || tg == TagNameAndType {
					t.Fatalf("%s of a %s", in.Op, tg)
				}
			}
		}
		for _, h := range m.Code.ExceptionTable {
			if !starts[h.StartPC] || !starts[h.HandlerPC] || h.EndPC <= h.StartPC || h.EndPC != len(m.Code.Bytecode) && !starts[h.EndPC] {
				t.Fatalf("%s: exception handler %+v", m.Name, h)
			}
		}
	}
}
