package interp

import (
	"errors"
	"fmt"
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// LaunchError is a main class that java's launcher refuses to run, with
// the launcher's message (JDK 17's launcher.properties) without its
// "Error: " prefix: java prints "Error: " and the message, and exits 1.
type LaunchError struct{ Message string }

func (e *LaunchError) Error() string { return e.Message }

// mainLoadError is the launcher's message for a main class that does not
// load (LauncherHelper.loadMainClass): not found, or a LinkageError
// (a malformed class file, a version this JDK does not run).
func mainLoadError(mainClass, name string, err error) error {
	var le *LoadError
	if !errors.As(err, &le) {
		return err
	}
	cause := "java.lang.NoClassDefFoundError: " + le.Error()
	switch {
	case le.NotFound() && le.Class == name:
		cause = "java.lang.ClassNotFoundException: " + mainClass
	case le.NotFound():
		// A superclass or interface of the main class.
		cause = "java.lang.NoClassDefFoundError: " + le.Class
	case le.Kind != "NoClassDefFoundError":
		return &LaunchError{fmt.Sprintf("LinkageError occurred while loading main class %s\n\tjava.lang.%s: %v", mainClass, le.Kind, le.Err)}
	}
	return &LaunchError{fmt.Sprintf("Could not find or load main class %s\nCaused by: %s", mainClass, cause)}
}

// mainMethod25 finds the main method as JDK 25's launcher does (JEP 512:
// MethodFinder.findMainMethod, LauncherHelper.validateMainMethod): a
// method main(String[]) of the class or a supertype, public first, else
// any other; if there is none, or it is private or does not return void,
// main(). Either may be static or an instance method; for an instance
// method the class must be concrete, not an inner class, and have a
// constructor without parameters that is not private, which the launcher
// calls first.
func mainMethod25(c *Class) (main, ctor *Method, err error) {
	valid := func(m *Method) bool { return m != nil && !m.IsPrivate() && strings.HasSuffix(m.Desc, ")V") }
	m := findMain(c, "([Ljava/lang/String;)", true)
	if m == nil {
		m = findMain(c, "([Ljava/lang/String;)", false)
	}
	if !valid(m) {
		m = findMain(c, "()", false)
	}
	if !valid(m) {
		return nil, nil, mainNotFound(c)
	}
	if m.IsStatic() {
		return m, nil, nil
	}
	name := m.Class.JavaName()
	if c.Flags&classfile.AccAbstract != 0 {
		return nil, nil, &LaunchError{fmt.Sprintf("abstract class %s can not be instantiated\nplease use a concrete class", name)}
	}
	if ic := innerClassEntry(c); ic != nil && ic.Outer != "" && ic.AccessFlags&classfile.AccStatic == 0 {
		return nil, nil, &LaunchError{fmt.Sprintf("non-static inner class %s constructor can not be invoked \nmake inner class static or move inner class out to separate source file", name)}
	}
	ctor = c.methodsByKey["<init>()V"]
	if ctor == nil || ctor.Class != c || ctor.IsPrivate() {
		return nil, nil, &LaunchError{fmt.Sprintf("no non-private zero argument constructor found in class %s\nremove private from existing constructor or define as:\n   public %s()", name, name)}
	}
	return m, ctor, nil
}

// findMain is the method main whose descriptor begins with params that
// Class.findMethod finds: declared by the class or a superclass (public
// ones only, or any), else an interface's default method.
func findMain(c *Class, params string, publicOnly bool) *Method {
	match := func(m *Method) bool {
		return m.Name == "main" && strings.HasPrefix(m.Desc, params) && (!publicOnly || m.Flags&classfile.AccPublic != 0)
	}
	for k := c; k != nil; k = k.Super {
		for _, m := range k.Methods {
			if match(m) {
				return m
			}
		}
	}
	for k := c; k != nil; k = k.Super {
		for _, i := range k.Interfaces {
			for _, m := range i.Methods {
				if match(m) && !m.IsStatic() && !m.IsAbstract() {
					return m
				}
			}
		}
	}
	return nil
}

// mainMethod finds the main method as the launcher does
// (LauncherHelper.validateMainClass): Class.getMethod("main",
// String[].class), a public method of the class or of a superclass, whose
// return type is not part of the lookup; it must then be static and
// return void.
func mainMethod(c *Class) (*Method, error) {
	for k := c; k != nil; k = k.Super {
		for _, m := range k.Methods {
			if m.Name != "main" || !strings.HasPrefix(m.Desc, "([Ljava/lang/String;)") || m.Flags&classfile.AccPublic == 0 {
				continue
			}
			switch {
			case !m.IsStatic():
				return nil, &LaunchError{fmt.Sprintf("Main method is not static in class %s, %s", k.JavaName(), defineMain)}
			case !strings.HasSuffix(m.Desc, ")V"):
				// The launcher's message breaks the line after "please ".
				return nil, &LaunchError{fmt.Sprintf("Main method must return a value of type void in class %s, please \n%s", k.JavaName(), strings.TrimPrefix(defineMain, "please "))}
			}
			return m, nil
		}
	}
	return nil, mainNotFound(c)
}

// defineMain is how the launcher's messages say to declare a main method.
const defineMain = "please define the main method as:\n   public static void main(String[] args)"

// mainNotFound is the launcher's error for a class without a main method
// it can run (the same on every JDK).
func mainNotFound(c *Class) error {
	return &LaunchError{fmt.Sprintf("Main method not found in class %s, %s\nor a JavaFX application class must extend javafx.application.Application", c.JavaName(), defineMain)}
}
