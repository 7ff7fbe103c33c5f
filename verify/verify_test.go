package verify_test

import (
	"errors"
	"fmt"
	"testing"

	. "github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/verify"
)

// hierarchy is a class hierarchy for the tests: each class's superclass,
// and which are interfaces. A class it does not know cannot be loaded.
type hierarchy map[string]struct {
	super string
	iface bool
}

var jdk = hierarchy{
	"java/lang/Object":              {"", false},
	"java/lang/String":              {"java/lang/Object", false},
	"java/lang/Throwable":           {"java/lang/Object", false},
	"java/lang/Exception":           {"java/lang/Throwable", false},
	"java/lang/RuntimeException":    {"java/lang/Exception", false},
	"java/lang/Runnable":            {"java/lang/Object", true},
	"java/lang/Number":              {"java/lang/Object", false},
	"java/lang/Integer":             {"java/lang/Number", false},
	"java/lang/Long":                {"java/lang/Number", false},
	"java/lang/CharSequence":        {"java/lang/Object", true},
	"java/lang/Class":               {"java/lang/Object", false},
	"T":                             {"java/lang/Object", false},
	"p/Base":                        {"java/lang/Object", false},
	"U":                             {"p/Base", false},
	"java/lang/ArithmeticException": {"java/lang/RuntimeException", false},
}

func (h hierarchy) lookup(name string) (string, bool, error) {
	c, ok := h[name]
	if !ok {
		return "", false, fmt.Errorf("NoClassDefFoundError: %s", name)
	}
	return c.super, c.iface, nil
}

func (h hierarchy) IsInterface(name string) (bool, error) {
	_, iface, err := h.lookup(name)
	return iface, err
}

func (h hierarchy) IsSubclass(sub, super string) (bool, error) {
	for c := sub; c != ""; {
		if c == super {
			return true, nil
		}
		s, _, err := h.lookup(c)
		if err != nil {
			return false, err
		}
		c = s
	}
	return false, nil
}

// protectedMembers are the protected members of the classes of jdk, as
// "class.name descriptor".
var protectedMembers = map[string]bool{"p/Base.x I": true, "p/Base.<init> ()V": true, "java/lang/Object.clone ()Ljava/lang/Object;": true}

func (h hierarchy) Member(class, name, desc string, method bool) (string, bool, error) {
	for c := class; c != ""; {
		if protectedMembers[c+"."+name+" "+desc] {
			return c, true, nil
		}
		s, _, err := h.lookup(c)
		if err != nil {
			return "", false, err
		}
		c = s
	}
	return class, false, nil
}

func (h hierarchy) Superclass(name string) (string, error) {
	s, _, err := h.lookup(name)
	return s, err
}

// verifyBytes parses a hand-made class file and verifies it.
func verifyBytes(t *testing.T, data []byte) error {
	t.Helper()
	cf, err := ParseUnverified(data, "T.class")
	if err != nil {
		t.Fatal(err)
	}
	return verify.Class(cf, jdk)
}

// staticM is a class T of the given version with a method static m of
// descriptor desc, and main.
func staticM(major int, desc string, maxStack, maxLocals int, body func(a *asm) []byte, handlers []handler, stackMap func(a *asm) []byte) []byte {
	a := newAsm(major, "T")
	var smt []byte
	c := body(a)
	if stackMap != nil {
		smt = stackMap(a)
	}
	a.method(AccStatic, "m", desc, maxStack, maxLocals, c, handlers, smt)
	// A main method, so that java can run the class to compare.
	a.method(AccPublic|AccStatic, "main", "([Ljava/lang/String;)V", 0, 1, code(Return), nil, nil)
	return a.bytes()
}

// subclassM is a class U extending p/Base, of another package, with a
// method static m of descriptor desc, and main.
func subclassM(desc string, maxStack, maxLocals int, body func(a *asm) []byte) []byte {
	a := newAsm(61, "U")
	a.super = "p/Base"
	a.method(AccStatic, "m", desc, maxStack, maxLocals, body(a), nil, nil)
	a.method(AccPublic|AccStatic, "main", "([Ljava/lang/String;)V", 0, 1, code(Return), nil, nil)
	return a.bytes()
}

// frames encodes a StackMapTable body of the given frames.
func frames(fs ...[]byte) []byte {
	out := u2(len(fs))
	for _, f := range fs {
		out = append(out, f...)
	}
	return out
}

// fullFrame encodes a full_frame; each local and stack item is a
// verification_type_info.
func fullFrame(delta int, locals, stack [][]byte) []byte {
	out := append([]byte{255}, u2(delta)...)
	out = append(out, u2(len(locals))...)
	for _, l := range locals {
		out = append(out, l...)
	}
	out = append(out, u2(len(stack))...)
	for _, s := range stack {
		out = append(out, s...)
	}
	return out
}

var vInt = []byte{1}

func vObject(index int) []byte { return append([]byte{7}, u2(index)...) }

// TestVerifyErrors checks the error of each kind of method that is not
// type safe, message and all. The messages are java 17's for the same
// class files (each has a main method, so that java -cp runs it; p/Base
// is "package p; public class Base { protected int x; protected Base()
// {} }"), but for a malformed StackMapTable (HotSpot's reason differs, and
// names no method).
func TestVerifyErrors(t *testing.T) {
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"wrong type on the stack", staticM(61, "()V", 2, 0, func(a *asm) []byte {
			return code(AconstNull, Iconst1, Iadd, Pop, Return)
		}, nil, nil), `Bad type on operand stack
Exception Details:
  Location:
    T.m()V @2: iadd
  Reason:
    Type null (current frame, stack[0]) is not assignable to integer
  Current Frame:
    bci: @2
    flags: { }
    locals: { }
    stack: { null, integer }
  Bytecode:
    0000000: 0104 6057 b1                           
`},
		{"stack overflow", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Iconst0, Iconst1, Pop2, Return)
		}, nil, nil), `Operand stack overflow
Exception Details:
  Location:
    T.m()V @1: iconst_1
  Reason:
    Exceeded max stack size.
  Current Frame:
    bci: @1
    flags: { }
    locals: { }
    stack: { integer }
  Bytecode:
    0000000: 0304 58b1                              
`},
		{"stack underflow", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Iconst0, Pop, Pop, Return)
		}, nil, nil), `Operand stack underflow
Exception Details:
  Location:
    T.m()V @2: pop
  Reason:
    Attempt to pop empty stack.
  Current Frame:
    bci: @2
    flags: { }
    locals: { }
    stack: { }
  Bytecode:
    0000000: 0357 57b1                              
`},
		{"long taken apart", staticM(61, "()V", 2, 0, func(a *asm) []byte {
			return code(Lconst1, Pop, Pop, Return)
		}, nil, nil), `Bad type on operand stack
Exception Details:
  Location:
    T.m()V @1: pop
  Reason:
    Type long_2nd (current frame, stack[1]) is not assignable to category1 type
  Current Frame:
    bci: @1
    flags: { }
    locals: { }
    stack: { long, long_2nd }
  Bytecode:
    0000000: 0a57 57b1                              
`},
		{"falling off the end", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Iconst0, Pop)
		}, nil, nil), `Control flow falls through code end
Exception Details:
  Location:
    T.m()V @2: <invalid>
  Reason:
    Error exists in the bytecode
  Bytecode:
    0000000: 0357                                   
`},
		{"branch into an instruction", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Goto, 0, 1, Return)
		}, nil, nil), `Expecting a stackmap frame at branch target 1
Exception Details:
  Location:
    T.m()V @0: goto
  Reason:
    Expected stackmap frame at this location.
  Bytecode:
    0000000: a700 01b1                              
`},
		{"uninitialized object used", staticM(61, "()V", 2, 0, func(a *asm) []byte {
			return code(New, u2(a.class("java/lang/Object")), Invokevirtual, u2(a.methodref("java/lang/Object", "hashCode", "()I")), Pop, Return)
		}, nil, nil), `Bad type on operand stack
Exception Details:
  Location:
    T.m()V @3: invokevirtual
  Reason:
    Type uninitialized 0 (current frame, stack[0]) is not assignable to 'java/lang/Object'
  Current Frame:
    bci: @3
    flags: { }
    locals: { }
    stack: { uninitialized 0 }
  Bytecode:
    0000000: bb00 02b6 0006 57b1                    
`},
		{"uninitialized object stored and returned", staticM(61, "()Ljava/lang/Object;", 1, 1, func(a *asm) []byte {
			return code(New, u2(a.class("java/lang/Object")), Astore0, Aload0, Areturn)
		}, nil, nil), `Bad return type
Exception Details:
  Location:
    T.m()Ljava/lang/Object; @5: areturn
  Reason:
    Type uninitialized 0 (current frame, stack[0]) is not assignable to 'java/lang/Object' (from method signature)
  Current Frame:
    bci: @5
    flags: { }
    locals: { uninitialized 0 }
    stack: { uninitialized 0 }
  Bytecode:
    0000000: bb00 024b 2ab0                         
`},
		{"bad return type", staticM(61, "()Ljava/lang/String;", 2, 0, func(a *asm) []byte {
			return code(New, u2(a.class("java/lang/Object")), Dup, Invokespecial, u2(a.methodref("java/lang/Object", "<init>", "()V")), Areturn)
		}, nil, nil), `Bad return type
Exception Details:
  Location:
    T.m()Ljava/lang/String; @7: areturn
  Reason:
    Type 'java/lang/Object' (current frame, stack[0]) is not assignable to 'java/lang/String' (from method signature)
  Current Frame:
    bci: @7
    flags: { }
    locals: { }
    stack: { 'java/lang/Object' }
  Bytecode:
    0000000: bb00 0259 b700 06b0                    
`},
		{"return of an int from a void method", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Iconst0, Ireturn)
		}, nil, nil), `Method does not expect a return value
Exception Details:
  Location:
    T.m()V @1: ireturn
  Reason:
    Type integer (current frame, stack[0]) is not assignable to top (from method signature)
  Current Frame:
    bci: @1
    flags: { }
    locals: { }
    stack: { integer }
  Bytecode:
    0000000: 03ac                                   
`},
		{"return without a value", staticM(61, "()I", 1, 0, func(a *asm) []byte {
			return code(Return)
		}, nil, nil), `Method expects a return value
Exception Details:
  Location:
    T.m()I @0: return
  Reason:
    Error exists in the bytecode
  Bytecode:
    0000000: b1                                     
`},
		{"local of the wrong type", staticM(61, "(Ljava/lang/String;)V", 1, 1, func(a *asm) []byte {
			return code(Iload0, Pop, Return)
		}, nil, nil), `Bad local variable type
Exception Details:
  Location:
    T.m(Ljava/lang/String;)V @0: iload_0
  Reason:
    Type 'java/lang/String' (current frame, locals[0]) is not assignable to integer
  Current Frame:
    bci: @0
    flags: { }
    locals: { 'java/lang/String' }
    stack: { }
  Bytecode:
    0000000: 1a57 b1                                
`},
		{"local never stored", staticM(61, "()V", 1, 2, func(a *asm) []byte {
			return code(Aload1, Pop, Return)
		}, nil, nil), `Bad local variable type
Exception Details:
  Location:
    T.m()V @0: aload_1
  Reason:
    Type top (current frame, locals[1]) is not assignable to reference type
  Current Frame:
    bci: @0
    flags: { }
    locals: { }
    stack: { }
  Bytecode:
    0000000: 2b57 b1                                
`},
		{"local beyond max_locals", staticM(61, "()V", 1, 1, func(a *asm) []byte {
			return code(Iload, 3, Pop, Return)
		}, nil, nil), `Local variable table overflow
Exception Details:
  Location:
    T.m()V @0: iload
  Reason:
    Local index 3 is invalid
  Bytecode:
    0000000: 1503 57b1                              
`},
		{"missing stack map frame", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Iconst0, Ifeq, u2(3), Return)
		}, nil, nil), `Expecting a stackmap frame at branch target 4
Exception Details:
  Location:
    T.m()V @1: ifeq
  Reason:
    Expected stackmap frame at this location.
  Bytecode:
    0000000: 0399 0003 b1                           
`},
		{"missing stack map frame after goto", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Goto, u2(4), Nop, Return)
		}, nil, func(a *asm) []byte { return frames([]byte{4}) }), `Expecting a stack map frame
Exception Details:
  Location:
    T.m()V @3: nop
  Reason:
    Expected stackmap frame at this location.
  Bytecode:
    0000000: a700 0400 b1                           
  Stackmap Table:
    same_frame(@4)
`},
		{"incorrect stack map frame", staticM(61, "()V", 1, 1, func(a *asm) []byte {
			return code(Iconst0, Ifeq, u2(3), Return)
		}, nil, func(a *asm) []byte { return frames(fullFrame(4, [][]byte{vInt}, nil)) }), `Inconsistent stackmap frames at branch target 4
Exception Details:
  Location:
    T.m()V @4: return
  Reason:
    Type top (current frame, locals[0]) is not assignable to integer (stack map, locals[0])
  Current Frame:
    bci: @1
    flags: { }
    locals: { }
    stack: { integer }
  Stackmap Frame:
    bci: @4
    flags: { }
    locals: { integer }
    stack: { }
  Bytecode:
    0000000: 0399 0003 b1                           
  Stackmap Table:
    full_frame(@4,{Integer},{})
`},
		{"stack map frame off an instruction", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Iconst0, Ifeq, u2(3), Return)
		}, nil, func(a *asm) []byte { return frames([]byte{2}) }), `StackMapTable error: bad offset
Exception Details:
  Location:
    T.m()V @0: iconst_0
  Reason:
    Invalid stackmap specification.
  Current Frame:
    bci: @2
    flags: { }
    locals: { }
    stack: { }
  Bytecode:
    0000000: 0399 0003 b1                           
  Stackmap Table:
    same_frame(@2)
`},
		{"malformed stack map", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Return)
		}, nil, func(a *asm) []byte { return frames([]byte{200}) }), "StackMapTable format error: reserved frame type in method 'void T.m()'"},
		{"handler frame does not match", staticM(61, "()V", 1, 1, func(a *asm) []byte {
			return code(Iconst0, Istore0, Return, Pop, Return)
		}, []handler{{0, 3, 3, 0}}, func(a *asm) []byte {
			return frames(fullFrame(3, [][]byte{vInt}, [][]byte{vObject(a.class("java/lang/Throwable"))}))
		}), `Stack map does not match the one at exception handler 3
Exception Details:
  Location:
    T.m()V @3: pop
  Reason:
    Type top (current frame, locals[0]) is not assignable to integer (stack map, locals[0])
  Current Frame:
    bci: @0
    flags: { }
    locals: { }
    stack: { 'java/lang/Throwable' }
  Stackmap Frame:
    bci: @3
    flags: { }
    locals: { integer }
    stack: { 'java/lang/Throwable' }
  Bytecode:
    0000000: 033b b157 b1                           
  Exception Handler Table:
    bci [0, 3] => handler: 3
  Stackmap Table:
    full_frame(@3,{Integer},{Object[#2]})
`},
		{"invokespecial of another class's method", staticM(61, "(Ljava/lang/String;)I", 1, 1, func(a *asm) []byte {
			return code(Aload0, Invokespecial, u2(a.methodref("java/lang/String", "length", "()I")), Ireturn)
		}, nil, nil), `Bad invokespecial instruction: current class isn't assignable to reference class.
Exception Details:
  Location:
    T.m(Ljava/lang/String;)I @1: invokespecial
  Reason:
    Error exists in the bytecode
  Bytecode:
    0000000: 2ab7 0006 ac                           
`},
		{"invokespecial of <init> on an initialized object", staticM(61, "(Ljava/lang/String;)V", 1, 1, func(a *asm) []byte {
			return code(Aload0, Invokespecial, u2(a.methodref("java/lang/String", "<init>", "()V")), Return)
		}, nil, nil), `Bad operand type when invoking <init>
Exception Details:
  Location:
    T.m(Ljava/lang/String;)V @1: invokespecial
  Reason:
    Invalid type: 'java/lang/String' (current frame, stack[0])
  Current Frame:
    bci: @1
    flags: { }
    locals: { 'java/lang/String' }
    stack: { 'java/lang/String' }
  Bytecode:
    0000000: 2ab7 0006 b1                           
`},
		{"invokespecial of the wrong <init>", staticM(61, "()V", 2, 0, func(a *asm) []byte {
			return code(New, u2(a.class("java/lang/Object")), Invokespecial, u2(a.methodref("java/lang/String", "<init>", "()V")), Return)
		}, nil, nil), `Call to wrong <init> method
Exception Details:
  Location:
    T.m()V @3: invokespecial
  Reason:
    Type 'java/lang/Object' (constant pool 2) is not assignable to 'java/lang/String' (constant pool 8)
  Bytecode:
    0000000: bb00 02b7 0008 b1                      
`},
		{"constructor that does not call super", func() []byte {
			a := newAsm(61, "T")
			a.method(AccPublic, "<init>", "()V", 0, 1, code(Return), nil, nil)
			a.method(AccPublic|AccStatic, "main", "([Ljava/lang/String;)V", 0, 1, code(Return), nil, nil)
			return a.bytes()
		}(), `Constructor must call super() or this() before return
Exception Details:
  Location:
    T.<init>()V @0: return
  Reason:
    Error exists in the bytecode
  Bytecode:
    0000000: b1                                     
`},
		{"field of the wrong type", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Iconst0, Putstatic, u2(a.fieldref("T", "f", "Ljava/lang/String;")), Return)
		}, nil, nil), `Bad type on operand stack
Exception Details:
  Location:
    T.m()V @1: putstatic
  Reason:
    Type integer (current frame, stack[0]) is not assignable to 'java/lang/String'
  Current Frame:
    bci: @1
    flags: { }
    locals: { }
    stack: { integer }
  Bytecode:
    0000000: 03b3 0006 b1                           
`},
		{"array load from a non-array", staticM(61, "(Ljava/lang/String;)I", 2, 1, func(a *asm) []byte {
			return code(Aload0, Iconst0, Iaload, Ireturn)
		}, nil, nil), `Bad type on operand stack in iaload
Exception Details:
  Location:
    T.m(Ljava/lang/String;)I @2: iaload
  Reason:
    Type 'java/lang/String' (current frame, stack[0]) is not assignable to '[I'
  Current Frame:
    bci: @2
    flags: { }
    locals: { 'java/lang/String' }
    stack: { 'java/lang/String', integer }
  Bytecode:
    0000000: 2a03 2eac                              
`},
		{"throw of a non-throwable", staticM(61, "(Ljava/lang/String;)V", 1, 1, func(a *asm) []byte {
			return code(Aload0, Athrow)
		}, nil, nil), `Bad type on operand stack
Exception Details:
  Location:
    T.m(Ljava/lang/String;)V @1: athrow
  Reason:
    Type 'java/lang/String' (current frame, stack[0]) is not assignable to 'java/lang/Throwable'
  Current Frame:
    bci: @1
    flags: { }
    locals: { 'java/lang/String' }
    stack: { 'java/lang/String' }
  Bytecode:
    0000000: 2abf                                   
`},
		{"local variable table range inside an instruction", func() []byte {
			a := newAsm(61, "T")
			lvt := append(append(append(u2(1), u2(0)...), u2(2)...), append(append(u2(a.utf8("x")), u2(a.utf8("I"))...), u2(0)...)...)
			a.method(AccStatic, "m", "()V", 1, 1, code(Sipush, u2(7), Istore0, Return), nil, nil, attribute{"LocalVariableTable", lvt})
			return a.bytes()
		}(), "Illegal local variable table length 2 in method 'void T.m()'"},
		{"protected field of another object", subclassM("(Lp/Base;)I", 1, 1, func(a *asm) []byte {
			return code(Aload0, Getfield, u2(a.fieldref("p/Base", "x", "I")), Ireturn)
		}), `Bad access to protected data in getfield
Exception Details:
  Location:
    U.m(Lp/Base;)I @1: getfield
  Reason:
    Type 'p/Base' (current frame, stack[0]) is not assignable to 'U'
  Current Frame:
    bci: @1
    flags: { }
    locals: { 'p/Base' }
    stack: { 'p/Base' }
  Bytecode:
    0000000: 2ab4 0006 ac                           
`},
		{"protected method of another object", subclassM("(Lp/Base;)Ljava/lang/Object;", 1, 1, func(a *asm) []byte {
			return code(Aload0, Invokevirtual, u2(a.methodref("java/lang/Object", "clone", "()Ljava/lang/Object;")), Areturn)
		}), `Bad access to protected data in invokevirtual
Exception Details:
  Location:
    U.m(Lp/Base;)Ljava/lang/Object; @1: invokevirtual
  Reason:
    Type 'p/Base' (current frame, stack[0]) is not assignable to 'U'
  Current Frame:
    bci: @1
    flags: { }
    locals: { 'p/Base' }
    stack: { 'p/Base' }
  Bytecode:
    0000000: 2ab6 0006 b0                           
`},
		{"protected constructor of a superclass", subclassM("()Ljava/lang/Object;", 2, 0, func(a *asm) []byte {
			return code(New, u2(a.class("p/Base")), Dup, Invokespecial, u2(a.methodref("p/Base", "<init>", "()V")), Areturn)
		}), `Bad access to protected <init> method
Exception Details:
  Location:
    U.m()Ljava/lang/Object; @4: invokespecial
  Reason:
    Type 'p/Base' (constant pool 2) is not assignable to 'U'
  Bytecode:
    0000000: bb00 0259 b700 06b0                    
`},
		{"invalid opcode", staticM(61, "()V", 0, 0, func(a *asm) []byte {
			return code(Nop, 0xcb, Return)
		}, nil, nil), `Bad instruction
Exception Details:
  Location:
    T.m()V @1: fast_agetfield
  Reason:
    Error exists in the bytecode
  Bytecode:
    0000000: 00cb b1                                
`},
		{"inference: branch into an instruction", staticM(49, "()V", 1, 0, func(a *asm) []byte {
			return code(Goto, 0, 1, Return)
		}, nil, nil), "(class: T, method: m signature: ()V) Illegal target of jump or branch"},
		{"constant of the wrong kind", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Ldc, a.utf8("text"), Pop, Return)
		}, nil, nil), `Illegal type at constant pool entry 1 in class T
Exception Details:
  Location:
    T.m()V @0: ldc
  Reason:
    Constant pool index 1 is invalid
  Bytecode:
    0000000: 1201 57b1                              
`},
		{"constant outside the pool", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Getstatic, u2(0x7777), Pop, Return)
		}, nil, nil), `Illegal constant pool index 30583 in class T
Exception Details:
  Location:
    T.m()V @0: getstatic
  Reason:
    Constant pool index 30583 is invalid
  Bytecode:
    0000000: b277 7757 b1                           
`},
		{"store of nothing to a bad local", staticM(61, "()V", 2, 1, func(a *asm) []byte {
			return code(Lstore3, Return)
		}, nil, nil), `Operand stack underflow
Exception Details:
  Location:
    T.m()V @0: lstore_3
  Reason:
    Attempt to pop empty stack.
  Current Frame:
    bci: @0
    flags: { }
    locals: { }
    stack: { }
  Bytecode:
    0000000: 42b1                                   
`},
		{"long load past the locals", staticM(61, "()V", 2, 1, func(a *asm) []byte {
			return code(Lload0, Pop2, Return)
		}, nil, nil), `get long/double overflows locals
Exception Details:
  Location:
    T.m()V @0: lload_0
  Reason:
    Local index 0 is invalid
  Bytecode:
    0000000: 1e58 b1                                
`},
		{"long popped from an int and an object", staticM(61, "()V", 2, 1, func(a *asm) []byte {
			return code(AconstNull, Iconst0, L2i, Pop, Return)
		}, nil, nil), `Bad type on operand stack
Exception Details:
  Location:
    T.m()V @2: l2i
  Reason:
    Type null (current frame, stack[0]) is not assignable to long
  Current Frame:
    bci: @2
    flags: { }
    locals: { }
    stack: { null, integer }
  Bytecode:
    0000000: 0103 8857 b1                           
`},
		{"long load past the locals in use", staticM(61, "(I)V", 2, 3, func(a *asm) []byte {
			return code(Dload1, Pop2, Return)
		}, nil, nil), `get long/double overflows locals
Exception Details:
  Location:
    T.m(I)V @0: dload_1
  Reason:
    Local index 1 is invalid
  Bytecode:
    0000000: 2758 b1                                
`},
		{"stack of another size at a branch target", staticM(61, "()V", 2, 0, func(a *asm) []byte {
			return code(Iconst0, Goto, u2(3), Return)
		}, nil, func(a *asm) []byte { return frames([]byte{4}) }), `Inconsistent stackmap frames at branch target 4
Exception Details:
  Location:
    T.m()V @1: goto
  Reason:
    Current frame's stack size doesn't match stackmap.
  Current Frame:
    bci: @1
    flags: { }
    locals: { }
    stack: { integer }
  Stackmap Frame:
    bci: @4
    flags: { }
    locals: { }
    stack: { }
  Bytecode:
    0000000: 03a7 0003 b1                           
  Stackmap Table:
    same_frame(@4)
`},
		{"invokeinterface's fourth byte", staticM(61, "(Ljava/lang/Runnable;)V", 1, 1, func(a *asm) []byte {
			return code(Aload0, Invokeinterface, u2(a.member(11, "java/lang/Runnable", "run", "()V")), 1, 7, Return)
		}, nil, nil), `Fourth operand byte of invokeinterface must be zero
Exception Details:
  Location:
    T.m(Ljava/lang/Runnable;)V @1: invokeinterface
  Reason:
    Error exists in the bytecode
  Bytecode:
    0000000: 2ab9 0006 0107 b1                      
`},
		{"invokeinterface's count", staticM(61, "(Ljava/lang/Runnable;)V", 1, 1, func(a *asm) []byte {
			return code(Aload0, Invokeinterface, u2(a.member(11, "java/lang/Runnable", "run", "()V")), 2, 0, Return)
		}, nil, nil), `Inconsistent args count operand in invokeinterface
Exception Details:
  Location:
    T.m(Ljava/lang/Runnable;)V @1: invokeinterface
  Reason:
    Error exists in the bytecode
  Bytecode:
    0000000: 2ab9 0006 0200 b1                      
`},
		{"handler range starting inside an instruction", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Sipush, u2(1), Pop, Return, Pop, Return)
		}, []handler{{1, 4, 5, 0}}, nil), "Illegal exception table start_pc 1 in method 'void T.m()'"},
		{"handler catching a String", func() []byte {
			a := newAsm(61, "T")
			str := a.class("java/lang/String")
			a.method(AccStatic, "m", "()V", 1, 0, code(Sipush, u2(1), Pop, Return, Pop, Return), []handler{{0, 4, 5, str}}, frames(fullFrame(5, nil, [][]byte{vObject(str)})))
			a.method(AccPublic|AccStatic, "main", "([Ljava/lang/String;)V", 0, 1, code(Return), nil, nil)
			return a.bytes()
		}(), `Catch type is not a subclass of Throwable in exception handler 5
Exception Details:
  Location:
    T.m()V @5: pop
  Reason:
    Type 'java/lang/String' (constant pool 2) is not assignable to 'java/lang/Throwable'
  Bytecode:
    0000000: 1100 0157 b157 b1                      
  Exception Handler Table:
    bci [0, 4] => handler: 5
  Stackmap Table:
    full_frame(@5,{},{Object[#2]})
`},
		{"handler without a stack map frame", staticM(61, "()V", 1, 0, func(a *asm) []byte {
			return code(Sipush, u2(1), Pop, Return, Pop, Return)
		}, []handler{{0, 4, 6, 0}}, nil), `Expecting a stackmap frame at branch target 6
Exception Details:
  Location:
    T.m()V @0: sipush
  Reason:
    Expected stackmap frame at this location.
  Bytecode:
    0000000: 1100 0157 b157 b1                      
  Exception Handler Table:
    bci [0, 4] => handler: 6
`},
		// HotSpot checks the instructions in order, each one's operands
		// when it comes to it.
		{"type error before a bad local", staticM(61, "()V", 2, 1, func(a *asm) []byte {
			return code(AconstNull, Iconst1, Iadd, Iload, 5, Return)
		}, nil, nil), `Bad type on operand stack
Exception Details:
  Location:
    T.m()V @2: iadd
  Reason:
    Type null (current frame, stack[0]) is not assignable to integer
  Current Frame:
    bci: @2
    flags: { }
    locals: { }
    stack: { null, integer }
  Bytecode:
    0000000: 0104 6015 05b1                         
`},
		// Version 49: type inference.
		{"inference: stack heights differ", staticM(49, "(I)V", 1, 1, func(a *asm) []byte {
			return code(Iload0, Ifeq, u2(4), Iconst0, Return)
		}, nil, nil), "(class: T, method: m signature: (I)V) Inconsistent stack height 1 != 0"},
		{"inference: falling off the end", staticM(49, "()V", 1, 0, func(a *asm) []byte {
			return code(Iconst0, Pop)
		}, nil, nil), "(class: T, method: m signature: ()V) Falling off the end of the code"},
		{"inference: merged local used", staticM(49, "(I)V", 1, 2, func(a *asm) []byte {
			return code(Iload0, Ifeq, u2(8), AconstNull, Astore1, Goto, u2(5), Iconst0, Istore1, Aload1, Pop, Return)
		}, nil, nil), "(class: T, method: m signature: (I)V) Accessing value from uninitialized register 1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := verifyBytes(t, c.data)
			var ve *verify.Error
			if !errors.As(err, &ve) {
				t.Fatalf("got %v, want a verify.Error", err)
			}
			if got := err.Error(); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

// TestTypeSafe checks methods javac does not write that are type safe.
func TestTypeSafe(t *testing.T) {
	object := func(a *asm) int { return a.methodref("java/lang/Object", "<init>", "()V") }
	cases := []struct {
		name string
		data []byte
	}{
		// A subroutine called with an object in local 1 and with an int
		// there: it does not write local 1, so each caller gets its own
		// type back after ret (JVMS §4.10.2.4).
		{"subroutine keeps the caller's locals", staticM(49, "()V", 1, 3, func(a *asm) []byte {
			return code(AconstNull, Astore1, Jsr, u2(13), Aload1, Pop, // 0..6
				Iconst0, Istore1, Jsr, u2(6), Iload1, Pop, Return, // 7..14
				Astore2, Ret, 2) // 15: the subroutine
		}, nil, nil)},
		// The same subroutine in a version 50 class file, which type
		// checking refuses (jsr) and type inference accepts (failover).
		{"version 50 fails over to inference", staticM(50, "()V", 1, 3, func(a *asm) []byte {
			return code(AconstNull, Astore1, Jsr, u2(13), Aload1, Pop,
				Iconst0, Istore1, Jsr, u2(6), Iload1, Pop, Return,
				Astore2, Ret, 2)
		}, nil, nil)},
		// Integer and Long merge to Number, whose intValue is called.
		{"inferred common superclass", staticM(49, "(I)I", 1, 2, func(a *asm) []byte {
			return code(Iload0, Ifeq, u2(10), // 0
				Getstatic, u2(a.fieldref("T", "i", "Ljava/lang/Integer;")), Astore1, Goto, u2(7), // 4..10
				Getstatic, u2(a.fieldref("T", "l", "Ljava/lang/Long;")), Astore1, // 11..14
				Aload1, Invokevirtual, u2(a.methodref("java/lang/Number", "intValue", "()I")), Ireturn) // 15
		}, nil, nil)},
		// Any reference may be passed where an interface is expected.
		{"interface parameter", staticM(61, "(Ljava/lang/String;)V", 1, 1, func(a *asm) []byte {
			return code(Aload0, Invokestatic, u2(a.methodref("T", "run", "(Ljava/lang/Runnable;)V")), Return)
		}, nil, nil)},
		// A loop with a frame for its head and a handler for the whole.
		{"loop and handler", staticM(61, "(I)I", 2, 1, func(a *asm) []byte {
			return code(Iload0, Ifle, u2(9), // 0: frame (int)
				Iinc, 0, 0xFF, Goto, u2(-7), // 4..9
				Iload0, Ireturn, // 10: frame (int)
				Pop, Iconst0, Ireturn) // 12: handler, frame (int) [Throwable]
		}, []handler{{0, 12, 12, 0}}, func(a *asm) []byte {
			return frames([]byte{0}, []byte{9}, fullFrame(1, [][]byte{vInt}, [][]byte{vObject(a.class("java/lang/Throwable"))}))
		})},
		// Protected members of a superclass in another package, used on
		// an object of the current class, and an array's clone.
		{"protected field of this class's object", subclassM("(LU;)I", 1, 1, func(a *asm) []byte {
			return code(Aload0, Getfield, u2(a.fieldref("p/Base", "x", "I")), Ireturn)
		})},
		{"array clone", subclassM("([I)Ljava/lang/Object;", 1, 1, func(a *asm) []byte {
			return code(Aload0, Invokevirtual, u2(a.methodref("java/lang/Object", "clone", "()Ljava/lang/Object;")), Areturn)
		})},
		// A constructor stores into its own field before it calls
		// super(), as javac does for the outer instance of an inner class.
		{"field stored before super()", func() []byte {
			a := newAsm(61, "T")
			a.field("f", "I")
			a.method(AccPublic, "<init>", "()V", 2, 1, code(Aload0, Iconst1, Putfield, u2(a.fieldref("T", "f", "I")),
				Aload0, Invokespecial, u2(object(a)), Return), nil, nil)
			return a.bytes()
		}()},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if err := verifyBytes(t, c.data); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestClassNotFound checks that a class the verifier cannot load ends the
// verification with the error of loading it, not a VerifyError (HotSpot
// throws the NoClassDefFoundError).
func TestClassNotFound(t *testing.T) {
	data := staticM(61, "()V", 2, 0, func(a *asm) []byte {
		return code(New, u2(a.class("java/lang/Object")), Dup, Invokespecial, u2(a.methodref("java/lang/Object", "<init>", "()V")),
			Putstatic, u2(a.fieldref("T", "f", "Lmissing/Thing;")), Return)
	}, nil, nil)
	err := verifyBytes(t, data)
	var ve *verify.Error
	if errors.As(err, &ve) || err == nil || err.Error() != "NoClassDefFoundError: missing/Thing" {
		t.Errorf("got %v, want the hierarchy's NoClassDefFoundError: missing/Thing", err)
	}
}
