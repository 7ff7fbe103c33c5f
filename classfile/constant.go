package classfile

import "math"

// Tag identifies the kind of a constant-pool entry (JVMS §4.4).
type Tag uint8

// The constant-pool tags of class file versions 45 to 69.
const (
	TagUtf8               Tag = 1
	TagInteger            Tag = 3
	TagFloat              Tag = 4
	TagLong               Tag = 5
	TagDouble             Tag = 6
	TagClass              Tag = 7
	TagString             Tag = 8
	TagFieldref           Tag = 9
	TagMethodref          Tag = 10
	TagInterfaceMethodref Tag = 11
	TagNameAndType        Tag = 12
	TagMethodHandle       Tag = 15
	TagMethodType         Tag = 16
	TagDynamic            Tag = 17
	TagInvokeDynamic      Tag = 18
	TagModule             Tag = 19
	TagPackage            Tag = 20
)

var tagNames = map[Tag]string{
	TagUtf8: "Utf8", TagInteger: "Integer", TagFloat: "Float", TagLong: "Long", TagDouble: "Double",
	TagClass: "Class", TagString: "String", TagFieldref: "Fieldref", TagMethodref: "Methodref",
	TagInterfaceMethodref: "InterfaceMethodref", TagNameAndType: "NameAndType",
	TagMethodHandle: "MethodHandle", TagMethodType: "MethodType", TagDynamic: "Dynamic",
	TagInvokeDynamic: "InvokeDynamic", TagModule: "Module", TagPackage: "Package",
}

func (t Tag) String() string {
	if n, ok := tagNames[t]; ok {
		return n
	}
	return "unusable"
}

// Method-handle reference kinds (JVMS §5.4.3.5).
const (
	RefGetField         = 1
	RefGetStatic        = 2
	RefPutField         = 3
	RefPutStatic        = 4
	RefInvokeVirtual    = 5
	RefInvokeStatic     = 6
	RefInvokeSpecial    = 7
	RefNewInvokeSpecial = 8
	RefInvokeInterface  = 9
)

// Constant is one constant-pool entry. Which fields are meaningful depends
// on Tag:
//
//	Utf8                        Text
//	Integer, Float, Long, Double Bits (the raw bits of the value)
//	Class, String, MethodType, Module, Package
//	                            A: index of the Utf8 name / string / descriptor
//	Fieldref, Methodref, InterfaceMethodref
//	                            A: Class index, B: NameAndType index
//	NameAndType                 A: name index, B: descriptor index
//	MethodHandle                RefKind, A: index of the referenced member
//	Dynamic, InvokeDynamic      A: bootstrap method index, B: NameAndType index
type Constant struct {
	Tag     Tag
	RefKind uint8
	A, B    uint16
	Bits    uint64
	Text    string
}

// Pool is a constant pool, indexed as in the class file: entry 0 and the
// entry after each Long and Double are unusable (Tag 0). Parse validates
// every cross-reference, so the accessors below trust their argument to
// name an entry of the right kind.
type Pool []Constant

// Utf8 is the text of a Utf8 entry.
func (p Pool) Utf8(i uint16) string { return p[i].Text }

// ClassName is the internal name ("java/lang/String", or an array
// descriptor) of a Class entry.
func (p Pool) ClassName(i uint16) string { return p[p[i].A].Text }

// StringValue is the text of a String entry.
func (p Pool) StringValue(i uint16) string { return p[p[i].A].Text }

// NameAndType is the name and descriptor of a NameAndType entry.
func (p Pool) NameAndType(i uint16) (name, descriptor string) {
	return p[p[i].A].Text, p[p[i].B].Text
}

// MemberRef is the class, name and descriptor of a Fieldref, Methodref or
// InterfaceMethodref entry.
func (p Pool) MemberRef(i uint16) (class, name, descriptor string) {
	name, descriptor = p.NameAndType(p[i].B)
	return p.ClassName(p[i].A), name, descriptor
}

// Int is the value of an Integer entry.
func (p Pool) Int(i uint16) int32 { return int32(p[i].Bits) }

// Float is the value of a Float entry.
func (p Pool) Float(i uint16) float32 { return math.Float32frombits(uint32(p[i].Bits)) }

// Long is the value of a Long entry.
func (p Pool) Long(i uint16) int64 { return int64(p[i].Bits) }

// Double is the value of a Double entry.
func (p Pool) Double(i uint16) float64 { return math.Float64frombits(p[i].Bits) }
