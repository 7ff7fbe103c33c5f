package verify

import (
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// stackMap decodes the method's StackMapTable (JVMS §4.7.4) into the
// frame it declares at each offset. A malformed table is a
// ClassFormatError (HotSpot's "StackMapTable format error"); a frame at an
// offset that does not start an instruction is a VerifyError.
func (v *verifier) stackMap() map[int]*frame {
	var data []byte
	found := false
	for _, a := range v.code.Attributes {
		if a.Name == "StackMapTable" {
			if found {
				v.formatError("StackMapTable format error: Multiple StackMapTable attributes")
			}
			data, found = a.Data, true
		}
	}
	maps := map[int]*frame{}
	if !found {
		return maps
	}
	r := &mapReader{v: v, data: data}
	// The previous frame's locals as the table lists them: a category 2
	// type is one entry (chop and append count entries).
	prev := v.initialEntries()
	n := r.u2()
	offset := -1
	for range n {
		tag := int(r.u1())
		var delta int
		var stack []vtype
		locals := prev
		switch {
		case tag < 64: // same_frame
			delta = tag
		case tag < 128: // same_locals_1_stack_item
			delta = tag - 64
			stack = []vtype{r.vtype()}
		case tag < 247:
			v.formatError("StackMapTable format error: reserved frame type")
		case tag == 247: // same_locals_1_stack_item_frame_extended
			delta = r.u2()
			stack = []vtype{r.vtype()}
		case tag < 251: // chop_frame
			delta = r.u2()
			k := 251 - tag
			if k > len(prev) {
				v.formatError("StackMapTable format error: chop frame removes more locals than there are")
			}
			locals = prev[:len(prev)-k]
		case tag == 251: // same_frame_extended
			delta = r.u2()
		case tag < 255: // append_frame
			delta = r.u2()
			locals = append([]vtype(nil), prev...)
			for range tag - 251 {
				locals = append(locals, r.vtype())
			}
		default: // full_frame
			delta = r.u2()
			locals = make([]vtype, r.u2())
			for i := range locals {
				locals[i] = r.vtype()
			}
			stack = make([]vtype, r.u2())
			for i := range stack {
				stack[i] = r.vtype()
			}
		}
		offset += delta + 1
		f := v.expand(locals, stack)
		if offset >= len(v.code.Bytecode) || v.index[offset] < 0 {
			// HotSpot shows the frame at the first instruction.
			v.failAt(0, "StackMapTable error: bad offset", "Invalid stackmap specification.", f.lines(offset))
		}
		maps[offset] = f
		prev = locals
	}
	if r.pos != len(data) {
		v.formatError("StackMapTable format error: wrong attribute size")
	}
	return maps
}

// expand lays out a frame's locals and stack as slots: a category 2
// type takes two (JVMS §4.7.4: "the verification type ... of a long or
// double ... implicitly two locations").
func (v *verifier) expand(locals, stack []vtype) *frame {
	f := &frame{locals: make([]vtype, v.maxLocals), stack: make([]vtype, 0, v.maxStack)}
	n := 0
	for _, t := range locals {
		if n+slots(t) > v.maxLocals {
			v.formatError("StackMapTable format error: local variable table overflow")
		}
		f.locals[n] = t
		if t.wide() {
			f.locals[n+1] = t.second()
		}
		n += slots(t)
		if t.k == kUninitThis {
			f.thisUninit = true
		}
	}
	f.size = n
	for _, t := range stack {
		f.stack = append(f.stack, t)
		if t.wide() {
			f.stack = append(f.stack, t.second())
		}
	}
	if len(f.stack) > v.maxStack {
		v.formatError("StackMapTable format error: operand stack overflow")
	}
	return f
}

func slots(t vtype) int {
	if t.wide() {
		return 2
	}
	return 1
}

// initialEntries is the method's initial frame as a StackMapTable lists
// locals (the implicit frame before the first entry).
func (v *verifier) initialEntries() []vtype {
	var out []vtype
	f := v.initialFrame()
	for i := 0; i < len(f.locals); i++ {
		t := f.locals[i]
		if t == top {
			break
		}
		out = append(out, t)
		if t.wide() {
			i++
		}
	}
	return out
}

// mapReader reads a StackMapTable; running out of data is a format error.
type mapReader struct {
	v    *verifier
	data []byte
	pos  int
}

func (r *mapReader) need(n int) {
	if r.pos+n > len(r.data) {
		r.v.formatError("StackMapTable format error: wrong attribute size")
	}
}

func (r *mapReader) u1() uint8 {
	r.need(1)
	r.pos++
	return r.data[r.pos-1]
}

func (r *mapReader) u2() int {
	r.need(2)
	r.pos += 2
	return int(binary.BigEndian.Uint16(r.data[r.pos-2:]))
}

// vtype reads a verification_type_info.
func (r *mapReader) vtype() vtype {
	switch tag := r.u1(); tag {
	case 0:
		return top
	case 1:
		return tInt
	case 2:
		return tFloat
	case 3:
		return tDouble
	case 4:
		return tLong
	case 5:
		return tNull
	case 6:
		return uninitThis
	case 7:
		i := r.u2()
		if i == 0 || i >= len(r.v.pool) || r.v.pool[i].Tag != classfile.TagClass {
			r.v.formatError("StackMapTable format error: bad class index")
		}
		return classType(r.v.pool.ClassName(uint16(i)))
	case 8:
		pc := r.u2()
		if pc >= len(r.v.code.Bytecode) || r.v.index[pc] < 0 || r.v.code.Bytecode[pc] != byte(classfile.New) {
			r.v.formatError("StackMapTable format error: bad offset for Uninitialized")
		}
		return vtype{k: kUninit, pc: int32(pc)}
	}
	r.v.formatError("StackMapTable format error: bad verification type")
	return top
}

// stackMapLines prints the method's StackMapTable as HotSpot's
// stackmap_details does, a frame a line, as far as it can be read.
func (v *verifier) stackMapLines() []string {
	var data []byte
	for _, a := range v.code.Attributes {
		if a.Name == "StackMapTable" {
			data = a.Data
			break
		}
	}
	var lines []string
	r := rawReader{data: data}
	n := r.u2()
	offset := -1
	for range n {
		tag := r.u1()
		var line string
		switch {
		case tag < 64:
			offset += tag + 1
			line = fmt.Sprintf("same_frame(@%d)", offset)
		case tag < 128:
			offset += tag - 64 + 1
			line = fmt.Sprintf("same_locals_1_stack_item_frame(@%d,%s)", offset, r.types(1))
		case tag == 247:
			offset += r.u2() + 1
			line = fmt.Sprintf("same_locals_1_stack_item_frame_extended(@%d,%s)", offset, r.types(1))
		case tag >= 248 && tag < 251:
			offset += r.u2() + 1
			line = fmt.Sprintf("chop_frame(@%d,%d)", offset, 251-tag)
		case tag == 251:
			offset += r.u2() + 1
			line = fmt.Sprintf("same_frame_extended(@%d)", offset)
		case tag > 251 && tag < 255:
			offset += r.u2() + 1
			line = fmt.Sprintf("append_frame(@%d,%s)", offset, r.types(tag-251))
		case tag == 255:
			offset += r.u2() + 1
			locals := r.types(r.u2())
			line = fmt.Sprintf("full_frame(@%d,{%s},{%s})", offset, locals, r.types(r.u2()))
		default:
			r.bad = true
		}
		if r.bad {
			break
		}
		lines = append(lines, line)
	}
	return lines
}

// rawReader reads a StackMapTable for printing; bad is set when it runs
// out of data.
type rawReader struct {
	data []byte
	pos  int
	bad  bool
}

func (r *rawReader) u1() int {
	if r.pos >= len(r.data) {
		r.bad = true
		return 0
	}
	r.pos++
	return int(r.data[r.pos-1])
}

func (r *rawReader) u2() int { return r.u1()<<8 | r.u1() }

// types prints n verification_type_infos, comma separated.
func (r *rawReader) types(n int) string {
	names := make([]string, 0, n)
	for range n {
		switch tag := r.u1(); tag {
		case 7:
			names = append(names, fmt.Sprintf("Object[#%d]", r.u2()))
		case 8:
			names = append(names, fmt.Sprintf("Uninitialized[#%d]", r.u2()))
		default:
			if tag < len(typeNames) {
				names = append(names, typeNames[tag])
			} else {
				names = append(names, fmt.Sprintf("BAD:%d", tag))
			}
		}
	}
	return strings.Join(names, ",")
}

// typeNames are HotSpot's names of the verification_type_info tags 0 to 6.
var typeNames = []string{"Top", "Integer", "Float", "Double", "Long", "Null", "UninitializedThis"}
