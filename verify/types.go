package verify

import (
	"fmt"
	"strings"
)

// kind is a verification type of JVMS §4.10.1.2, less the class name of a
// reference and the offset of an uninitialized object.
type kind uint8

const (
	kTop kind = iota
	kInt
	kFloat
	kLong
	kDouble
	// kLong2 and kDouble2 are the second slot of a long and a double, so
	// that a category 2 value cannot be taken apart (HotSpot's long_2nd,
	// double_2nd).
	kLong2
	kDouble2
	kNull
	kUninitThis
	kUninit // the object a new at pc created, before its <init>
	kRef    // a class or array type, by name
	kAddr   // the return address of a subroutine starting at pc (class files before version 50)
)

// vtype is a verification type. It is comparable: equal types are ==.
type vtype struct {
	k    kind
	pc   int32  // kUninit: offset of the new instruction; kAddr: the subroutine's start
	name string // kRef: internal class name ("java/lang/String") or array descriptor ("[I")
}

var (
	top        = vtype{k: kTop}
	tInt       = vtype{k: kInt}
	tFloat     = vtype{k: kFloat}
	tLong      = vtype{k: kLong}
	tDouble    = vtype{k: kDouble}
	tNull      = vtype{k: kNull}
	uninitThis = vtype{k: kUninitThis}
)

const (
	object    = "java/lang/Object"
	throwable = "java/lang/Throwable"
)

func ref(name string) vtype { return vtype{k: kRef, name: name} }

// wide reports whether t takes two slots.
func (t vtype) wide() bool { return t.k == kLong || t.k == kDouble }

// second is the type of the second slot of a category 2 type.
func (t vtype) second() vtype {
	if t.k == kLong {
		return vtype{k: kLong2}
	}
	return vtype{k: kDouble2}
}

// isReference reports whether t is a reference of some kind: what aload,
// astore, if_acmp and monitorenter take.
func (t vtype) isReference() bool {
	return t.k == kNull || t.k == kRef || t.k == kUninit || t.k == kUninitThis
}

// isArray reports whether t is an array type (or null, which stands for any).
func (t vtype) isArray() bool { return t.k == kNull || t.k == kRef && t.name[0] == '[' }

// component is the element type of an array type: null for null.
func (t vtype) component() vtype {
	if t.k == kNull {
		return tNull
	}
	return fieldType(t.name[1:])
}

// String names the type as HotSpot's verifier messages do.
func (t vtype) String() string {
	switch t.k {
	case kTop:
		return "top"
	case kInt:
		return "integer"
	case kFloat:
		return "float"
	case kLong:
		return "long"
	case kDouble:
		return "double"
	case kLong2:
		return "long_2nd"
	case kDouble2:
		return "double_2nd"
	case kNull:
		return "null"
	case kUninitThis:
		return "uninitializedThis"
	case kUninit:
		return fmt.Sprintf("uninitialized %d", t.pc)
	case kAddr:
		return fmt.Sprintf("returnAddress %d", t.pc)
	}
	return "'" + t.name + "'"
}

// fieldType is the verification type of a field descriptor (JVMS
// §4.10.1.2): boolean, byte, char and short are int.
func fieldType(desc string) vtype {
	switch desc[0] {
	case 'B', 'C', 'I', 'S', 'Z':
		return tInt
	case 'F':
		return tFloat
	case 'J':
		return tLong
	case 'D':
		return tDouble
	case 'L':
		return ref(desc[1 : len(desc)-1])
	}
	return ref(desc)
}

// classType is the verification type of the name of a Class constant,
// which is an internal class name or an array descriptor.
func classType(name string) vtype { return ref(name) }

// descriptorOf is the field descriptor of a class or array name.
func descriptorOf(name string) string {
	if strings.HasPrefix(name, "[") {
		return name
	}
	return "L" + name + ";"
}

// primitiveArrays are the array types newarray creates, by type code.
var primitiveArrays = map[int32]string{4: "[Z", 5: "[C", 6: "[F", 7: "[D", 8: "[B", 9: "[S", 10: "[I", 11: "[J"}
