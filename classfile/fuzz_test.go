package classfile

import (
	"sort"
	"testing"
)

// FuzzParse checks that Parse never panics, returns only FormatErrors,
// keeps its guarantees for the classes it accepts, and that Disassemble
// handles every accepted class.
//
//	go test -fuzz=FuzzParse ./classfile/
func FuzzParse(f *testing.F) {
	s := seeds(f)
	names := make([]string, 0, len(s))
	for name := range s {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		f.Add(s[name])
	}
	for _, data := range handMadeClasses() {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkParse(t, data)
	})
}

// codeClass wraps bytecode into a class whose pool has an entry of every
// kind an instruction can refer to, so that FuzzCode mutates instructions
// rather than the class structure around them. With old set it is a
// version-50 class, where jsr is allowed but dynamic constants are not.
func codeClass(code []byte, maxLocals uint16, h handler, old bool) []byte {
	var a *asm
	if old {
		a = newAsm(50, "T")
	} else {
		a = newAsm(55, "T")
		bsm := a.methodHandle(RefInvokeStatic, a.methodref("B", "bsm", "()V"))
		a.methodType("()V")
		a.dynamic(TagDynamic, 0, "c", "J")
		a.dynamic(TagInvokeDynamic, 0, "d", "()V")
		a.attributes = append(a.attributes, a.attr("BootstrapMethods", u2(1), u2(int(bsm)), u2(0)))
	}
	a.str("s")
	a.integer(1)
	a.floatBits(0x3f800000)
	a.long(2)
	a.double(3)
	a.class("[[I")
	a.fieldref("T", "f", "J")
	a.methodref("T", "m", "(IJ)V")
	a.imethodref("I", "i", "(D)I")
	var handlers []handler
	if h != (handler{}) {
		handlers = append(handlers, h)
	}
	a.staticMethod("run", 8, int(maxLocals), code, handlers...)
	return a.bytes()
}

// FuzzCode checks the instruction decoder: like FuzzParse, on bytecode in
// a class that is otherwise valid.
//
//	go test -fuzz=FuzzCode ./classfile/
func FuzzCode(f *testing.F) {
	for _, data := range seeds(f) {
		cf, err := Parse(data, "")
		if err != nil {
			f.Fatal(err)
		}
		for _, m := range cf.Methods {
			if m.Code != nil {
				f.Add(m.Code.Bytecode, m.Code.MaxLocals, uint16(0), uint16(0), uint16(0), false)
			}
		}
	}
	f.Add(cat(tableswitch(20, 0, 0, 20), op(Return)), uint16(1), uint16(0), uint16(20), uint16(20), false)
	f.Add(cat(op(Wide, byte(Iinc), 1, 0, 0, 1), op(Jsr, 0, 3), op(Ret, 0)), uint16(300), uint16(0), uint16(6), uint16(9), true)
	f.Fuzz(func(t *testing.T, code []byte, maxLocals, start, end, pc uint16, old bool) {
		checkParse(t, codeClass(code, maxLocals, handler{int(start), int(end), int(pc), 0}, old))
	})
}
