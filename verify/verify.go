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
		return fmt.Sprintf("%s in method %s.%s%s", e.Headline, e.Class, e.Method, e.Descriptor)
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
	return b.String()
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
