// Package verify is the bytecode verifier of JVMS §4.10: it checks, before
// a class is first used, that each of its methods is type safe, so that
// the interpreter can trust the types of the values it finds on the
// operand stack and in local variables.
//
// Class files of version 50 and above are verified by type checking
// (§4.10.1) against their StackMapTable; older ones by type inference
// (§4.10.2), a data-flow analysis that merges the types at the join
// points itself. As in HotSpot, a version 50 class file that fails type
// checking is verified again by type inference (FailOverToOldVerifier).
//
// The package is pure: it reads the decoded class file, and asks a
// Classes about other classes when a check needs the class hierarchy.
package verify

import (
	"errors"
	"fmt"
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// Classes answers the verifier's questions about classes, loading them as
// the JVM does when a check needs them (JVMS §4.10.1.2: isJavaAssignable
// loads the classes it compares). An error from a method (a class that
// cannot be loaded) ends the verification with that error, as a
// NoClassDefFoundError ends HotSpot's.
type Classes interface {
	// IsInterface reports whether the named class is an interface.
	IsInterface(name string) (bool, error)
	// IsSubclass reports whether class sub is class super or one of its
	// subclasses.
	IsSubclass(sub, super string) (bool, error)
	// Superclass names the direct superclass of a class, "" for
	// java/lang/Object (type inference merges references to their
	// nearest common superclass).
	Superclass(name string) (string, error)
	// Member finds the field (method false) or method of a class with
	// the given name and descriptor as resolution does (JVMS §5.4.3.2,
	// §5.4.3.3), and says which class declares it and whether it is
	// protected; declarer is "" if there is none.
	Member(class, name, desc string, method bool) (declarer string, protected bool, err error)
}

// Error is a method that fails verification: the message of the
// java.lang.VerifyError (or, for a malformed StackMapTable or
// LocalVariableTable, the java.lang.ClassFormatError) the JVM throws when
// it links the class.
type Error struct {
	Class, Method, Descriptor string
	// PC is the bytecode offset of the instruction at fault, -1 if none.
	PC int
	// Op is the instruction at PC.
	Op string
	// Headline says what is wrong, in HotSpot's words ("Bad type on
	// operand stack"); Reason, if not empty, says why.
	Headline, Reason string
	// Frame is the type state at PC, as HotSpot prints it ("bci: @3",
	// "flags: { }", "locals: { 'Foo' }", "stack: { integer }"), nil if
	// none.
	Frame []string
	// StackMapFrame is the stack map frame the state did not match, as
	// HotSpot prints it, nil if none.
	StackMapFrame []string
	// Code is the method's bytecode and Handlers its exception table,
	// which HotSpot's message lists; StackMap is its StackMapTable as
	// HotSpot prints it, a line a frame.
	Code     []byte
	Handlers []classfile.ExceptionHandler
	StackMap []string
	// Format marks a malformed StackMapTable or LocalVariableTable: a
	// ClassFormatError.
	Format bool
	// Inferred marks an error of type inference, which HotSpot's old
	// verifier reports in its own form: (class: C, method: m signature: d).
	Inferred bool
}

// Kind is the internal name of the Java error: java/lang/VerifyError or
// java/lang/ClassFormatError.
func (e *Error) Kind() string {
	if e.Format {
		return "java/lang/ClassFormatError"
	}
	return "java/lang/VerifyError"
}

// Error is the message of the Java error, in the form HotSpot gives it.
func (e *Error) Error() string {
	if e.Format {
		return fmt.Sprintf("%s in method '%s'", e.Headline, javaSignature(e.Class, e.Method, e.Descriptor))
	}
	if e.Inferred {
		return fmt.Sprintf("(class: %s, method: %s signature: %s) %s", e.Class, e.Method, e.Descriptor, e.Headline)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\nException Details:\n  Location:\n    %s.%s%s", e.Headline, e.Class, e.Method, e.Descriptor)
	if e.PC >= 0 {
		fmt.Fprintf(&b, " @%d: %s", e.PC, e.Op)
	}
	if e.Reason != "" {
		fmt.Fprintf(&b, "\n  Reason:\n    %s", e.Reason)
	}
	if e.Frame != nil {
		b.WriteString("\n  Current Frame:")
		for _, l := range e.Frame {
			b.WriteString("\n    " + l)
		}
	}
	if e.StackMapFrame != nil {
		b.WriteString("\n  Stackmap Frame:")
		for _, l := range e.StackMapFrame {
			b.WriteString("\n    " + l)
		}
	}
	b.WriteString("\n")
	if e.Code != nil {
		b.WriteString("  Bytecode:\n")
		hexDump(&b, e.Code)
	}
	if len(e.Handlers) > 0 {
		b.WriteString("  Exception Handler Table:\n")
		for _, h := range e.Handlers {
			fmt.Fprintf(&b, "    bci [%d, %d] => handler: %d\n", h.StartPC, h.EndPC, h.HandlerPC)
		}
	}
	if len(e.StackMap) > 0 {
		b.WriteString("  Stackmap Table:\n")
		for _, l := range e.StackMap {
			b.WriteString("    " + l + "\n")
		}
	}
	return b.String()
}

// hexDump writes code as HotSpot's outputStream::print_data does: lines
// of 16 bytes in pairs, each line led by its offset, the last padded with
// spaces (a whole line of them when the length is a multiple of 16).
func hexDump(b *strings.Builder, code []byte) {
	limit := (len(code) + 16) / 16 * 16
	for i := range limit {
		if i%16 == 0 {
			fmt.Fprintf(b, "    %07x:", i)
		}
		if i%2 == 0 {
			b.WriteByte(' ')
		}
		if i < len(code) {
			fmt.Fprintf(b, "%02x", code[i])
		} else {
			b.WriteString("  ")
		}
		if (i+1)%16 == 0 {
			b.WriteByte('\n')
		}
	}
}

// Class verifies every method of a class that has code. It returns an
// *Error for the first method that is not type safe, in the order of the
// class file, or the error of classes.
//
// A class file of version 50 that fails type checking is verified again,
// all its methods, by type inference, as HotSpot fails over to its old
// verifier for version 50 only (JVMS §4.10: such a class file may be
// verified by type inference when type checking fails). If that fails
// too, the error is type checking's, as in HotSpot.
func Class(cf *classfile.ClassFile, classes Classes) error {
	if cf.MajorVersion < 50 {
		return methods(cf, classes, (*verifier).infer)
	}
	err := methods(cf, classes, (*verifier).typecheck)
	var ve *Error
	if cf.MajorVersion == 50 && errors.As(err, &ve) && methods(cf, classes, (*verifier).infer) == nil {
		return nil
	}
	return err
}

// methods verifies each method with code by check.
func methods(cf *classfile.ClassFile, classes Classes, check func(*verifier)) error {
	for i := range cf.Methods {
		if m := &cf.Methods[i]; m.Code != nil {
			if err := newVerifier(cf, m, classes).run(check); err != nil {
				return err
			}
		}
	}
	return nil
}

// failure carries an *Error, or an error of Classes, out of the checks by
// panic, to run; nothing else in the package panics.
type failure struct{ err error }

// run runs a verification, turning a failure into its error.
func (v *verifier) run(check func(*verifier)) (err error) {
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(failure)
			if !ok {
				panic(r)
			}
			err = f.err
		}
	}()
	check(v)
	return nil
}

// javaSignature is a method as HotSpot's ClassFormatError messages name
// it: 'void Foo.main(java.lang.String[])'.
func javaSignature(class, name, desc string) string {
	params, ret := splitDescriptor(nil, desc)
	names := make([]string, len(params))
	for i, p := range params {
		names[i] = javaType(p)
	}
	return fmt.Sprintf("%s %s.%s(%s)", javaType(ret), strings.ReplaceAll(class, "/", "."), name, strings.Join(names, ", "))
}

// javaType is the Java name of the type of a field or return descriptor.
func javaType(desc string) string {
	switch desc[0] {
	case '[':
		return javaType(desc[1:]) + "[]"
	case 'L':
		return strings.ReplaceAll(desc[1:len(desc)-1], "/", ".")
	}
	return map[byte]string{'B': "byte", 'C': "char", 'D': "double", 'F': "float", 'I': "int", 'J': "long", 'S': "short", 'Z': "boolean", 'V': "void"}[desc[0]]
}
