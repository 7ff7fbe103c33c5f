package interp

import (
	"encoding/binary"
	"hash/fnv"
	"slices"

	"github.com/jcheck/jcheck/internal/wtf8"
)

// NewString creates a java.lang.String with the text s (WTF-8), in the
// compact Latin-1 form when every character fits, as JDK 9+ strings are.
func (vm *VM) NewString(s string) *Object {
	return vm.newStringUTF16(wtf8.ToUTF16(s))
}

func (vm *VM) newStringUTF16(u []uint16) *Object {
	latin1 := true
	for _, c := range u {
		if c > 0xFF {
			latin1 = false
			break
		}
	}
	var b []int8
	coder := int64(0)
	if latin1 {
		b = make([]int8, len(u))
		for i, c := range u {
			b[i] = int8(c)
		}
	} else {
		// StringUTF16 stores chars in the platform's byte order; the VM
		// reports little-endian (StringUTF16.isBigEndian).
		b = make([]int8, 2*len(u))
		for i, c := range u {
			b[2*i], b[2*i+1] = int8(c), int8(c>>8)
		}
		coder = 1
	}
	o := vm.NewObject(vm.wk.string)
	o.Fields[vm.wk.stringValue.Slot] = Ref(vm.NewByteArray(b))
	o.Fields[vm.wk.stringCoder.Slot] = Value{I: coder}
	return o
}

// StringUTF16 returns the UTF-16 code units of a java.lang.String.
func (vm *VM) StringUTF16(o *Object) []uint16 {
	b := o.Fields[vm.wk.stringValue.Slot].R.Array.([]int8)
	if o.Fields[vm.wk.stringCoder.Slot].I == 0 {
		u := make([]uint16, len(b))
		for i, c := range b {
			u[i] = uint16(uint8(c))
		}
		return u
	}
	u := make([]uint16, len(b)/2)
	raw := make([]byte, len(b))
	for i, c := range b {
		raw[i] = byte(c)
	}
	for i := range u {
		u[i] = binary.LittleEndian.Uint16(raw[2*i:])
	}
	return u
}

// GoString returns the text of a java.lang.String as WTF-8; "null" for nil.
func (vm *VM) GoString(o *Object) string {
	if o == nil {
		return "null"
	}
	b := o.Fields[vm.wk.stringValue.Slot].R.Array.([]int8)
	if o.Fields[vm.wk.stringCoder.Slot].I == 0 {
		raw := make([]byte, len(b))
		for i, c := range b {
			raw[i] = byte(c)
		}
		return wtf8.FromLatin1(raw)
	}
	return wtf8.FromUTF16(vm.StringUTF16(o))
}

// Intern returns the canonical String object with the text s.
func (vm *VM) Intern(s string) *Object { return vm.intern(s, nil) }

// intern returns the canonical String object with the text s: the one
// interned first, or else o (a new String when o is nil), which becomes
// canonical. Every intern is a use of the table's entry for s
// (InternState), a write when it adds the entry.
func (vm *VM) intern(s string, o *Object) *Object {
	key := StateAccess{State: InternState, Key: textHash(s)}
	if c := vm.interned[s]; c != nil {
		vm.useState(key)
		return c
	}
	key.Write = true
	vm.useState(key)
	if o == nil {
		o = vm.NewString(s)
	}
	vm.publish(o)
	vm.interned[s] = o
	i, _ := slices.BinarySearch(vm.internKeys, s)
	vm.internKeys = slices.Insert(vm.internKeys, i, s)
	return o
}

// textHash is FNV-1a of a text: it names the text's intern-table entry.
func textHash(s string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(s))
	return h.Sum32()
}

// literal returns the interned String of a string literal by number.
func (vm *VM) literal(id int) *Object {
	if id < len(vm.literals) {
		if o := vm.literals[id]; o != nil {
			return o
		}
	} else {
		grown := make([]*Object, id+id/2+64)
		copy(grown, vm.literals)
		vm.literals = grown
	}
	o := vm.Intern(vm.loader.literalText(id))
	vm.literals[id] = o
	return o
}
