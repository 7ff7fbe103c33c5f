package mayops

import (
	"strings"

	"github.com/jcheck/jcheck/interp"
)

// A few library methods are summarised by a model of what another
// thread can observe of them rather than by their code, whose class
// hierarchy analysis reaches most of the class library (every toString,
// every Iterator) and ends Top through its use of Unsafe, VarHandles and
// method handles. A model keeps every effect on state another thread
// can reach and every call of code the program may supply; what it
// leaves out is state private to the library object it is about and
// only ever used under that object's monitor (which the model keeps: a
// thread can use that state only after acquiring the monitor, so only
// the acquire can be first to interfere), or objects the call creates
// and drops.

// modelled reports whether the analysis summarises m by model.
func modelled(m *interp.Method) bool {
	switch m.Class.Name {
	case "java/io/PrintStream":
		// Not format and printf, whose Formatter is analysed (it
		// appends to the stream through the modelled methods).
		return !m.IsStatic() && m.Name != "<init>" && m.Name != "format" && m.Name != "printf"
	case "java/lang/Throwable":
		return m.Name == "printStackTrace" || m.Name == "printEnclosedStackTrace"
	case "jdk/internal/misc/TerminatingThreadLocal":
		return m.Name == "threadTerminated" && m.Desc == "()V"
	case "java/util/concurrent/atomic/AtomicInteger", "java/util/concurrent/atomic/AtomicLong",
		"java/util/concurrent/atomic/AtomicBoolean", "java/util/concurrent/atomic/AtomicReference":
		return !m.IsStatic() && m.Name != "<init>"
	case "java/lang/Class":
		return m.Name == "desiredAssertionStatus" && m.Desc == "()Z"
	case "java/lang/Thread":
		return m.Name == "isCCLOverridden"
	}
	return false
}

// covered are, for a model's calls, the classes whose code the model
// covers, so that a call of the model reaches only the others': for
// PrintStream, the output streams of the class library behind System.out
// and System.err, whose state is private to them and used under their
// monitors; for assertion status, ClassLoader's own lookup.
var covered = map[string]map[string]bool{
	"streams": {"java/io/PrintStream": true, "java/io/FilterOutputStream": true, "java/io/BufferedOutputStream": true,
		"java/io/FileOutputStream": true},
	"loader": {"java/lang/ClassLoader": true},
}

// model is the effect and calls of a modelled method.
func (a *Analyzer) model(m *interp.Method) (*Summary, []call) {
	s := &Summary{}
	var calls []call
	dispatch := func(class, name, desc string) {
		if c, top := a.load(class); top != nil {
			s.Union(top)
		} else if c != nil {
			calls = append(calls, call{dispatched: true, c: c, name: name, desc: desc})
		}
	}
	switch m.Class.Name {
	case "java/io/PrintStream":
		// Synchronised on the stream, which writes to its underlying
		// stream (of the library, or the program's own) and reads the
		// program's arrays and objects it prints (String.valueOf).
		s.Monitors = true
		s.field(FieldKey{"java/io/FilterOutputStream", "out"}, Read)
		s.field(FieldKey{"java/io/PrintStream", "trouble"}, Read|Write) // checkError reads it without the lock
		for _, p := range m.Params {
			switch p {
			case "[C":
				s.Arrays[ArrayKind('C')] |= Read
			case "[B":
				s.Arrays[ArrayKind('B')] |= Read
			case "Ljava/lang/Object;":
				dispatch("java/lang/Object", "toString", "()Ljava/lang/String;")
			case "Ljava/lang/CharSequence;":
				dispatch("java/lang/CharSequence", "toString", "()Ljava/lang/String;")
				dispatch("java/lang/CharSequence", "subSequence", "(II)Ljava/lang/CharSequence;")
			}
		}
		if c, _ := a.load("java/io/OutputStream"); c != nil {
			for _, md := range [][2]string{{"write", "(I)V"}, {"write", "([BII)V"}, {"write", "([B)V"}, {"flush", "()V"}, {"close", "()V"}} {
				calls = append(calls, call{dispatched: true, c: c, name: md[0], desc: md[1], except: "streams"})
			}
		}
	case "java/lang/Throwable":
		// Under the stream's (or writer's) lock: the throwable's text
		// (toString, getLocalizedMessage, getMessage, which the program
		// may override), its stack trace (filled in once, under the
		// throwable's monitor), its causes and suppressed exceptions.
		s.Monitors = true
		for _, f := range []string{"stackTrace", "backtrace", "depth", "suppressedExceptions", "cause", "detailMessage"} {
			s.field(FieldKey{"java/lang/Throwable", f}, Read)
		}
		s.field(FieldKey{"java/lang/Throwable", "stackTrace"}, Write)
		s.Arrays[ArrayKind('L')] |= Read | Write
		if c, _ := a.load("java/lang/StackTraceElement"); c != nil {
			for _, f := range c.Fields {
				if !f.IsStatic() {
					s.field(FieldKey{c.Name, f.Name}, Read|Write)
				}
			}
		}
		dispatch("java/lang/Throwable", "toString", "()Ljava/lang/String;")
		dispatch("java/lang/Throwable", "getLocalizedMessage", "()Ljava/lang/String;")
		dispatch("java/lang/Throwable", "getMessage", "()Ljava/lang/String;")
		dispatch("java/lang/Throwable", "getCause", "()Ljava/lang/Throwable;")
		// The stream's println of the throwable and of the stack
		// trace's elements: modelled for the library's streams.
		if c, _ := a.load("java/io/PrintStream"); c != nil {
			calls = append(calls, call{dispatched: true, c: c, name: "println", desc: "(Ljava/lang/Object;)V", except: "streams"})
		}
		if m.Desc == "()V" {
			s.field(FieldKey{"java/lang/System", "err"}, Read)
		}
		if strings.Contains(m.Desc, "PrintWriter") || strings.Contains(m.Desc, "PrintStreamOrWriter") {
			dispatch("java/io/PrintWriter", "println", "(Ljava/lang/Object;)V")
		}
	case "java/util/concurrent/atomic/AtomicInteger", "java/util/concurrent/atomic/AtomicLong",
		"java/util/concurrent/atomic/AtomicBoolean", "java/util/concurrent/atomic/AtomicReference":
		// The atomic accesses (by Unsafe or a VarHandle, which the
		// analysis cannot follow) are to the object's value; the
		// functions passed to updateAndGet and the like are called.
		s.field(FieldKey{m.Class.Name, "value"}, Read|Write)
		for _, p := range m.Params {
			if p[0] != 'L' {
				continue
			}
			c, top := a.load(p[1 : len(p)-1])
			if top != nil {
				s.Union(top)
			}
			if c != nil && c.IsInterface() {
				for _, f := range abstractMethods(c) {
					calls = append(calls, call{dispatched: true, c: c, name: f.Name, desc: f.Desc})
				}
			}
		}
	case "java/lang/Class":
		// desiredAssertionStatus, which every class with an assert
		// statement asks in its <clinit>: the loader's assertion
		// status maps, under its assertionLock (set by ClassLoader's
		// synchronised setters), and a class loader's own override.
		s.Monitors = true
		s.field(FieldKey{"java/lang/Class", "classLoader"}, Read)
		s.field(FieldKey{"java/lang/Class", "name"}, Read|Write)
		for _, f := range []string{"assertionLock", "classAssertionStatus", "packageAssertionStatus", "defaultAssertionStatus"} {
			s.field(FieldKey{"java/lang/ClassLoader", f}, Read)
		}
		if c, _ := a.load("java/lang/ClassLoader"); c != nil {
			calls = append(calls, call{dispatched: true, c: c, name: "desiredAssertionStatus", desc: "(Ljava/lang/String;)Z", except: "loader"})
		}
	case "java/lang/Thread":
		// isCCLOverridden: whether a subclass of Thread overrides the
		// context class loader's accessors, found by reflection and
		// cached in a concurrent map of the class library that the
		// program cannot see. Reflection initialises its classes.
		calls = reflection("java/lang/reflect/Method")(a, s)
	case "jdk/internal/misc/TerminatingThreadLocal":
		// threadTerminated(): the hook of every TerminatingThreadLocal
		// the ending thread has set runs. The registry, the values and
		// the map they are in are the thread's own thread-locals (a
		// value is registered when set, so getting it finds it).
		s.field(FieldKey{"jdk/internal/misc/TerminatingThreadLocal", "REGISTRY"}, Read)
		calls = append(calls, call{dispatched: true, c: m.Class, name: "threadTerminated", desc: "(Ljava/lang/Object;)V"})
	}
	return s, calls
}

// abstractMethods lists the abstract methods of an interface and its
// superinterfaces.
func abstractMethods(c *interp.Class) []*interp.Method {
	var out []*interp.Method
	for _, m := range c.Methods {
		if m.IsAbstract() {
			out = append(out, m)
		}
	}
	for _, i := range c.Interfaces {
		out = append(out, abstractMethods(i)...)
	}
	return out
}
