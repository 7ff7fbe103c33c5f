package interp

import (
	"strings"

	"github.com/jcheck/jcheck/classfile"
)

// Natives and replacements of jdk.internal.reflect.Reflection: the caller
// class of caller-sensitive methods, nestmate and caller-sensitivity
// checks, and the message of IllegalAccessException.

func init() {
	register("jdk/internal/reflect/Reflection", map[string]Native{
		"getCallerClass()Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			if c := t.callerClass(); c != nil {
				return Ref(t.vm.Mirror(c))
			}
			return nothing
		},
		"getClassAccessFlags(Ljava/lang/Class;)I": func(t *Thread, a []Value) Value {
			return Int(int32(ClassOf(a[0].R).Flags))
		},
		"areNestMates(Ljava/lang/Class;Ljava/lang/Class;)Z": func(t *Thread, a []Value) Value {
			return Bool(nestHost(ClassOf(a[0].R)) == nestHost(ClassOf(a[1].R)))
		},
	})
	replace("jdk/internal/reflect/Reflection", map[string]Native{
		"newIllegalAccessException(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/Class;I)Ljava/lang/IllegalAccessException;": newIllegalAccess,
		// Only the JDK's own methods are caller-sensitive. (The Java code
		// asks the class loader, which is null for every class in jcheck,
		// and would parse the annotations of every invoked method.)
		"isCallerSensitive(Ljava/lang/reflect/Method;)Z": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) {
				return nothing
			}
			return Bool(t.vm.reflectedMethod(a[0].R).callerSensitive())
		},
	})
}

// callerSensitive reports whether m is a method of the JDK annotated
// @CallerSensitive (HotSpot's Method::caller_sensitive).
func (m *Method) callerSensitive() bool {
	if m.Class.App || m.File == nil {
		return false
	}
	for _, an := range m.File.Annotations.Visible {
		if an.Type == "Ljdk/internal/reflect/CallerSensitive;" {
			return true
		}
	}
	return false
}

// callerClass is Reflection.getCallerClass: the class of the method that
// called the @CallerSensitive method that asks, skipping reflection's own
// frames (Method.invoke and its implementation) and hidden frames.
func (t *Thread) callerClass() *Class {
	// frames[n-1] is getCallerClass itself, frames[n-2] the caller-sensitive method.
	for i := len(t.frames) - 3; i >= 0; i-- {
		m := t.frames[i].method
		if m == nil || m.Class.Hidden || isReflectionFrame(m) {
			continue
		}
		return m.Class
	}
	return nil
}

func isReflectionFrame(m *Method) bool {
	switch {
	case m.Class.Name == "java/lang/reflect/Method" && m.Name == "invoke",
		m.Class.Name == "java/lang/reflect/Constructor" && m.Name == "newInstance":
		return true
	}
	return len(m.Class.Name) > 21 && m.Class.Name[:21] == "jdk/internal/reflect/"
}

// nestHost returns the internal name of the host of c's nest. A lambda's
// hidden class is a nestmate of the class that made it, as the JDK
// defines it (Lookup.defineHiddenClass with NESTMATE).
func nestHost(c *Class) string {
	if h := c.lambdaHost(); h != nil {
		return nestHost(h)
	}
	if c.File != nil && c.File.NestHost != "" {
		return c.File.NestHost
	}
	return c.Name
}

// newIllegalAccess replaces Reflection.newIllegalAccessException, whose
// Java code needs the classes' modules, which jcheck (without a module
// system) does not give classes: it builds the same message, with JDK
// classes in their named modules and application classes in the unnamed
// module, which exports everything.
func newIllegalAccess(t *Thread, a []Value) Value {
	current, member, mods := a[0].R, a[1].R, a[3].AsInt()
	vm := t.vm
	mc := ClassOf(member)
	msg := "JNI attached native thread (null caller frame)"
	if current != nil {
		msg = classString(ClassOf(current)) + vm.moduleSuffix(ClassOf(current))
	}
	msg += " cannot access a member of " + classString(mc) + vm.moduleSuffix(mc) + " with modifiers \"" + modifierString(mods) + "\""
	return Ref(vm.newThrowable("java/lang/IllegalAccessException", msg))
}

// moduleSuffix is " (in module m)" for a class of a named module.
func (vm *VM) moduleSuffix(c *Class) string {
	for c.IsArray() {
		c = c.Component
	}
	if c.App || c.Primitive {
		return ""
	}
	return " (in module " + vm.moduleName(c) + ")"
}

// classString is Class.toString.
func classString(c *Class) string {
	switch {
	case c.IsInterface():
		return "interface " + c.JavaName()
	case c.Primitive:
		return c.Name
	}
	return "class " + c.JavaName()
}

// modifierString is java.lang.reflect.Modifier.toString.
func modifierString(mods int32) string {
	names := []struct {
		bit  int32
		name string
	}{{classfile.AccPublic, "public"}, {classfile.AccProtected, "protected"}, {classfile.AccPrivate, "private"},
		{classfile.AccAbstract, "abstract"}, {classfile.AccStatic, "static"}, {classfile.AccFinal, "final"},
		{classfile.AccTransient, "transient"}, {classfile.AccVolatile, "volatile"}, {classfile.AccSynchronized, "synchronized"},
		{classfile.AccNative, "native"}, {classfile.AccStrict, "strictfp"}, {classfile.AccInterface, "interface"}}
	var parts []string
	for _, n := range names {
		if mods&n.bit != 0 {
			parts = append(parts, n.name)
		}
	}
	return strings.Join(parts, " ")
}
