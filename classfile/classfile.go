// Package classfile decodes and validates Java class files (JVMS chapter 4)
// into immutable Go values. It knows nothing about running programs: the
// interpreter links what this package decodes.
//
// Parse checks every constant-pool index and tag, every attribute length and
// every instruction of every Code attribute, so the values it returns can be
// used without further checks. It also applies the format checks of JVMS
// §4.8 that HotSpot applies to the classes it verifies: access flags, names,
// descriptors, and the static constraints on code of §4.9.1. Malformed input
// is reported as a *FormatError, never as a panic.
//
// Disassemble prints a decoded class in the manner of `javap -v -p`.
package classfile

// Access flags of classes, fields and methods (JVMS §4.1, §4.5, §4.6).
const (
	AccPublic       = 0x0001
	AccPrivate      = 0x0002
	AccProtected    = 0x0004
	AccStatic       = 0x0008
	AccFinal        = 0x0010
	AccSuper        = 0x0020 // classes
	AccSynchronized = 0x0020 // methods
	AccVolatile     = 0x0040 // fields
	AccBridge       = 0x0040 // methods
	AccTransient    = 0x0080 // fields
	AccVarargs      = 0x0080 // methods
	AccNative       = 0x0100
	AccInterface    = 0x0200
	AccAbstract     = 0x0400
	AccStrict       = 0x0800
	AccSynthetic    = 0x1000
	AccAnnotation   = 0x2000
	AccEnum         = 0x4000
	AccModule       = 0x8000
)

// The range of class file versions this package accepts: Java 1.1 to 25.
const (
	MinMajorVersion = 45
	MaxMajorVersion = 69
)

// ClassFile is a decoded class file.
type ClassFile struct {
	MinorVersion, MajorVersion uint16
	Pool                       Pool
	AccessFlags                uint16
	Name                       string // internal form, e.g. "java/util/Map$Entry"
	SuperName                  string // "" only for java/lang/Object and module-info
	Interfaces                 []string
	Fields                     []Field
	Methods                    []Method

	SourceFile          string
	Signature           string
	InnerClasses        []InnerClass
	EnclosingMethod     *EnclosingMethod
	BootstrapMethods    []BootstrapMethod
	NestHost            string
	NestMembers         []string
	PermittedSubclasses []string
	Record              []RecordComponent // nil unless the class has a Record attribute
	IsRecord            bool
	Annotations         Annotations
	// Attributes holds, in file order, every class attribute this package
	// does not decode, with its raw bytes. That includes attributes the
	// JVM ignores in this class file's version, such as a Record attribute
	// in a class file older than version 60 (JVMS §4.7).
	Attributes []Attribute
}

// Field is a field_info.
type Field struct {
	AccessFlags uint16
	Name        string
	Descriptor  string
	// ConstantValue is the pool index of the ConstantValue attribute, 0 if none.
	ConstantValue uint16
	Signature     string
	Annotations   Annotations
	Attributes    []Attribute
}

// Method is a method_info.
type Method struct {
	AccessFlags uint16
	Name        string
	Descriptor  string
	Code        *Code // nil for abstract and native methods
	Exceptions  []string
	Signature   string
	Annotations Annotations
	Attributes  []Attribute
}

// Code is a Code attribute with its instructions decoded.
type Code struct {
	MaxStack, MaxLocals uint16
	Bytecode            []byte
	// Instructions are the decoded instructions in bytecode order.
	Instructions   []Instruction
	ExceptionTable []ExceptionHandler
	LineNumbers    []LineNumber
	LocalVariables []LocalVariable
	// LocalVariableTypes is the LocalVariableTypeTable (Descriptor holds the signature).
	LocalVariableTypes []LocalVariable
	Attributes         []Attribute
	// Invalid is the first violation of the static constraints on code
	// (JVMS §4.9.1: an invalid opcode, a branch into an instruction, a
	// constant of the wrong kind, a local variable beyond max_locals, an
	// exception handler that does not fit) in a class file decoded by
	// ParseUnverified; Instructions is then nil. The JVM reports such code
	// when it verifies the class, as a VerifyError, not when it loads it.
	Invalid error
	// Violations are, when the instructions could all be found, each
	// instruction's violation of the constraints on its operands, in
	// bytecode order (Invalid is the first), and Unverified the
	// instructions, whose operands may then be out of range: a verifier
	// reports each violation where it reaches its instruction, as HotSpot
	// does.
	Violations []*CodeError
	Unverified []Instruction
}

// ExceptionHandler is one exception_table entry: the handler at HandlerPC
// covers the bytecode offsets [StartPC, EndPC).
type ExceptionHandler struct {
	StartPC, EndPC, HandlerPC int
	CatchType                 string // "" catches everything (finally)
}

// LineNumber maps the bytecode from StartPC on to a source line.
type LineNumber struct {
	StartPC int
	Line    int
}

// LocalVariable is an entry of a LocalVariableTable or LocalVariableTypeTable.
type LocalVariable struct {
	StartPC, Length int
	Name            string
	Descriptor      string
	Index           int
}

// InnerClass is an entry of the InnerClasses attribute.
type InnerClass struct {
	Inner       string
	Outer       string // "" if not a member class
	Name        string // "" if anonymous
	AccessFlags uint16
}

// EnclosingMethod is the EnclosingMethod attribute of a local or anonymous class.
type EnclosingMethod struct {
	Class      string
	Name       string // "" if not enclosed by a method
	Descriptor string
}

// BootstrapMethod is one entry of the BootstrapMethods attribute: a
// MethodHandle pool index and the pool indices of its static arguments.
type BootstrapMethod struct {
	Method    uint16
	Arguments []uint16
}

// RecordComponent is one component of a Record attribute.
type RecordComponent struct {
	Name        string
	Descriptor  string
	Signature   string
	Annotations Annotations
	Attributes  []Attribute
}

// Attribute is an attribute kept undecoded.
type Attribute struct {
	Name string
	Data []byte
}

// Annotations holds the runtime annotations of a class, field, method or
// record component, decoded, together with the raw attribute bytes that
// reflection hands to the class library.
type Annotations struct {
	Visible, Invisible       []Annotation
	RawVisible, RawInvisible []byte
}

// Annotation is one annotation (JVMS §4.7.16).
type Annotation struct {
	Type     string // field descriptor, e.g. "Ljava/lang/Deprecated;"
	Elements []ElementValuePair
}

// ElementValuePair is a name = value pair of an annotation.
type ElementValuePair struct {
	Name  string
	Value ElementValue
}

// ElementValue is an annotation element value (JVMS §4.7.16.1). Tag is one
// of B C D F I J S Z s (Const is the pool index), e (EnumType, EnumName),
// c (Class is a return descriptor), @ (Annotation) or [ (Array).
type ElementValue struct {
	Tag        byte
	Const      uint16
	EnumType   string
	EnumName   string
	Class      string
	Annotation *Annotation
	Array      []ElementValue
}

// IsInterface reports whether the class file declares an interface.
func (c *ClassFile) IsInterface() bool { return c.AccessFlags&AccInterface != 0 }

// FindMethod returns the method with the given name and descriptor, or nil.
func (c *ClassFile) FindMethod(name, descriptor string) *Method {
	for i := range c.Methods {
		if c.Methods[i].Name == name && c.Methods[i].Descriptor == descriptor {
			return &c.Methods[i]
		}
	}
	return nil
}

// LineAt returns the source line of the instruction at bytecode offset pc,
// or -1 if the Code attribute has no line number for it.
func (c *Code) LineAt(pc int) int {
	line, best := -1, -1
	for _, ln := range c.LineNumbers {
		if ln.StartPC <= pc && ln.StartPC > best {
			line, best = ln.Line, ln.StartPC
		}
	}
	return line
}
