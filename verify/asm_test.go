package verify_test

import (
	"fmt"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/internal/javatool"
)

// asm assembles a class file for a test: a constant pool that gives each
// entry once, and methods with hand-written code.
type asm struct {
	major       int
	name, super string
	pool        []func(b *javatool.ClassBytes)
	index       map[string]int
	fields      [][2]int // name and descriptor indices
	methods     []func(b *javatool.ClassBytes)
}

func newAsm(major int, name string) *asm {
	return &asm{major: major, name: name, super: "java/lang/Object", index: map[string]int{}}
}

// entry returns the index of the pool entry key, adding it if new.
func (a *asm) entry(key string, write func(b *javatool.ClassBytes)) int {
	if i, ok := a.index[key]; ok {
		return i
	}
	a.pool = append(a.pool, write)
	a.index[key] = len(a.pool)
	return len(a.pool)
}

func (a *asm) utf8(s string) int {
	return a.entry("utf8 "+s, func(b *javatool.ClassBytes) { b.Utf8(s) })
}

func (a *asm) class(name string) int {
	n := a.utf8(name)
	return a.entry("class "+name, func(b *javatool.ClassBytes) { b.U1(7); b.U2(n) })
}

func (a *asm) str(s string) int {
	n := a.utf8(s)
	return a.entry("string "+s, func(b *javatool.ClassBytes) { b.U1(8); b.U2(n) })
}

func (a *asm) member(tag int, class, name, desc string) int {
	c, n, d := a.class(class), a.utf8(name), a.utf8(desc)
	nat := a.entry("nat "+name+desc, func(b *javatool.ClassBytes) { b.U1(12); b.U2(n); b.U2(d) })
	return a.entry(fmt.Sprint(tag, class, ".", name, desc), func(b *javatool.ClassBytes) { b.U1(tag); b.U2(c); b.U2(nat) })
}

func (a *asm) methodref(class, name, desc string) int { return a.member(10, class, name, desc) }
func (a *asm) fieldref(class, name, desc string) int  { return a.member(9, class, name, desc) }

// field adds an instance field.
func (a *asm) field(name, desc string) {
	a.fields = append(a.fields, [2]int{a.utf8(name), a.utf8(desc)})
}

// handler is an exception table entry.
type handler struct{ start, end, target, catch int }

// attribute is an attribute of a Code attribute.
type attribute struct {
	name string
	data []byte
}

// method adds a method with code; stackMap, if not nil, is the body of
// its StackMapTable attribute; extra are further attributes of its code.
func (a *asm) method(flags int, name, desc string, maxStack, maxLocals int, code []byte, handlers []handler, stackMap []byte, extra ...attribute) {
	n, d, codeName := a.utf8(name), a.utf8(desc), a.utf8("Code")
	if stackMap != nil {
		extra = append([]attribute{{"StackMapTable", stackMap}}, extra...)
	}
	names := make([]int, len(extra))
	for i, x := range extra {
		names[i] = a.utf8(x.name)
	}
	a.methods = append(a.methods, func(b *javatool.ClassBytes) {
		b.U2(flags)
		b.U2(n)
		b.U2(d)
		b.U2(1)
		b.U2(codeName)
		length := 2 + 2 + 4 + len(code) + 2 + 8*len(handlers) + 2
		for _, x := range extra {
			length += 6 + len(x.data)
		}
		b.U4(length)
		b.U2(maxStack)
		b.U2(maxLocals)
		b.U4(len(code))
		b.Write(code)
		b.U2(len(handlers))
		for _, h := range handlers {
			b.U2(h.start)
			b.U2(h.end)
			b.U2(h.target)
			b.U2(h.catch)
		}
		b.U2(len(extra))
		for i, x := range extra {
			b.U2(names[i])
			b.U4(len(x.data))
			b.Write(x.data)
		}
	})
}

// bytes writes the class file.
func (a *asm) bytes() []byte {
	this, super := a.class(a.name), a.class(a.super)
	var b javatool.ClassBytes
	b.U4(0xCAFEBABE)
	b.U2(0)
	b.U2(a.major)
	b.U2(len(a.pool) + 1)
	for _, w := range a.pool {
		w(&b)
	}
	b.U2(0x21) // public super
	b.U2(this)
	b.U2(super)
	b.U2(0) // interfaces
	b.U2(len(a.fields))
	for _, f := range a.fields {
		b.U2(0)
		b.U2(f[0])
		b.U2(f[1])
		b.U2(0)
	}
	b.U2(len(a.methods))
	for _, m := range a.methods {
		m(&b)
	}
	b.U2(0) // attributes
	return b.Bytes()
}

// u2 is a big-endian operand.
func u2(v int) []byte { return []byte{byte(v >> 8), byte(v)} }

// code concatenates instructions.
func code(parts ...any) []byte {
	var out []byte
	for _, p := range parts {
		switch p := p.(type) {
		case classfile.Opcode:
			out = append(out, byte(p))
		case byte:
			out = append(out, p)
		case int:
			out = append(out, byte(p))
		case []byte:
			out = append(out, p...)
		}
	}
	return out
}
