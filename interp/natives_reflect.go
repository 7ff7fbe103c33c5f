package interp

// Natives of jdk.internal.reflect.Reflection.

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

// nestHost returns the internal name of the host of c's nest.
func nestHost(c *Class) string {
	if c.File != nil && c.File.NestHost != "" {
		return c.File.NestHost
	}
	return c.Name
}
