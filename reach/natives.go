package reach

import (
	"strings"

	"github.com/jcheck/jcheck/interp"
)

// pureClasses are classes whose natives touch nothing another thread can
// see (or nothing the search's footprints record: output).
var pureClasses = map[string]bool{
	"java/lang/StrictMath": true, "java/lang/Math": true, "java/lang/Float": true, "java/lang/Double": true,
	"java/lang/StringUTF16": true, "java/lang/StackTraceElement": true, "java/lang/Throwable": true,
	"java/lang/NullPointerException": true, "java/lang/Runtime": true, "java/lang/ref/Reference": true,
	"java/lang/ref/PhantomReference": true, "java/io/FileDescriptor": true, "java/io/FileOutputStream": true,
	"java/io/FileInputStream": true, "java/io/UnixFileSystem": true, "java/lang/ProcessEnvironment": true,
	"java/security/AccessController": true, "jdk/internal/misc/CDS": true, "jdk/internal/misc/Signal": true,
	"jdk/internal/util/SystemProps$Raw": true, "jdk/internal/reflect/ConstantPool": true,
	"java/util/concurrent/atomic/AtomicLong": true,
}

// natives gives the effect of native methods and of the library methods
// the VM replaces, by "class.name": what is visible of them is a visible
// operation of interp (or a use of VM state), which the summary flags.
// A method not listed, in a class not in pureClasses, is Top.
var natives = map[string]func(s *Summary){
	"java/lang/Object.getClass":          nil,
	"java/lang/Object.hashCode":          func(s *Summary) { s.IdentityHash = true },
	"java/lang/Object.wait":              func(s *Summary) { s.Monitors = true },
	"java/lang/Object.notify":            func(s *Summary) { s.Monitors = true },
	"java/lang/Object.notifyAll":         func(s *Summary) { s.Monitors = true },
	"java/lang/System.registerNatives":   nil,
	"java/lang/System.currentTimeMillis": func(s *Summary) { s.Clock = true },
	"java/lang/System.nanoTime":          func(s *Summary) { s.Clock = true },
	"java/lang/System.identityHashCode":  func(s *Summary) { s.IdentityHash = true },
	"java/lang/System.mapLibraryName":    nil,
	"java/lang/System.getSecurityManager": func(s *Summary) {
		s.field(FieldKey{"java/lang/System", "security"}, Read)
	},
	"java/lang/System.arraycopy": func(s *Summary) {
		for i := range s.Arrays {
			s.Arrays[i] = Read | Write
		}
	},
	"jdk/internal/misc/VM.initialize":            nil,
	"jdk/internal/misc/VM.isBooted":              nil, // true once booted, which it is before the program runs
	"jdk/internal/misc/VM.getNanoTimeAdjustment": func(s *Summary) { s.Clock = true },
	"java/lang/String.intern":                    func(s *Summary) { s.Intern = true },
	"java/lang/Thread.registerNatives":           nil,
	"java/lang/Thread.currentThread":             nil,
	"java/lang/Thread.setPriority0":              nil,
	"java/lang/Thread.setNativeName":             nil,
	"java/lang/Thread.clearInterruptEvent":       nil,
	"java/lang/Thread.getThreads":                func(s *Summary) { s.Threads, s.ThreadQueries = true, true },
	"java/lang/Thread.holdsLock":                 func(s *Summary) { s.Monitors = true },
	"java/lang/Thread.yield":                     nil,
	"java/lang/Thread.sleep":                     nil,
	"java/lang/Thread.isAlive":                   func(s *Summary) { s.Threads, s.ThreadQueries = true, true },
	"java/lang/Thread.interrupt0":                func(s *Summary) { s.Threads, s.ThreadQueries = true, true },
	"java/lang/Thread.start0":                    func(s *Summary) { s.Threads, s.ThreadNumbers = true, true },
	"java/lang/Thread.start":                     func(s *Summary) { s.Threads, s.ThreadNumbers = true, true },
	"java/lang/Thread.join":                      func(s *Summary) { s.Threads = true },
	"java/lang/Thread.nextThreadNum":             func(s *Summary) { s.ThreadNumbers = true },
	"java/lang/Thread.nextThreadID":              func(s *Summary) { s.ThreadNumbers = true },
	// JDK 19 and later (interp/natives_thread.go, natives_virtual.go).
	"java/lang/Object.wait0":                           func(s *Summary) { s.Monitors = true },
	"java/lang/Thread.yield0":                          nil,
	"java/lang/Thread.sleepNanos0":                     nil,
	"java/lang/Thread.currentCarrierThread":            nil,
	"java/lang/Thread.setCurrentThread":                nil,
	"java/lang/Thread.scopedValueCache":                nil,
	"java/lang/Thread.setScopedValueCache":             nil,
	"java/lang/Thread.findScopedValueBindings":         nil,
	"java/lang/Thread.ensureMaterializedForStackWalk":  nil,
	"java/lang/Thread.getNextThreadIdOffset":           nil,
	"java/lang/Thread$ThreadNumbering.next":            func(s *Summary) { s.ThreadNumbers = true },
	"java/lang/Thread$ThreadIdentifiers.next":          func(s *Summary) { s.ThreadNumbers = true },
	"java/lang/ScopedValue$Cache.put":                  nil,
	"java/lang/ref/Finalizer.isFinalizationEnabled":    nil,
	"jdk/internal/vm/ContinuationSupport.isSupported0": nil,
	"java/lang/Thread.getDefaultUncaughtExceptionHandler": func(s *Summary) {
		s.field(FieldKey{"java/lang/Thread", "defaultUncaughtExceptionHandler"}, Read)
	},
	"java/lang/ThreadGroup.addUnstarted": func(s *Summary) {
		s.field(FieldKey{"java/lang/ThreadGroup", "nUnstartedThreads"}, Read|Write)
		s.field(FieldKey{"java/lang/ThreadGroup", "destroyed"}, Read)
	},
	"java/util/Random.nextInt":                                  nil, // a choice (--random=enumerate)
	"java/util/Random.nextBoolean":                              nil,
	"jdk/internal/misc/Unsafe.park":                             func(s *Summary) { s.Threads = true },
	"jdk/internal/misc/Unsafe.unpark":                           func(s *Summary) { s.Threads = true },
	"jdk/internal/misc/Unsafe.registerNatives":                  nil,
	"jdk/internal/misc/Unsafe.arrayBaseOffset0":                 nil,
	"jdk/internal/misc/Unsafe.arrayIndexScale0":                 nil,
	"jdk/internal/misc/Unsafe.objectFieldOffset0":               nil,
	"jdk/internal/misc/Unsafe.objectFieldOffset1":               nil,
	"jdk/internal/misc/Unsafe.addressSize0":                     nil,
	"jdk/internal/misc/Unsafe.pageSize":                         nil,
	"jdk/internal/misc/Unsafe.storeFence":                       nil,
	"jdk/internal/misc/Unsafe.loadFence":                        nil,
	"jdk/internal/misc/Unsafe.fullFence":                        nil,
	"jdk/internal/reflect/Reflection.getCallerClass":            nil,
	"jdk/internal/reflect/Reflection.getClassAccessFlags":       nil,
	"jdk/internal/reflect/Reflection.areNestMates":              nil,
	"jdk/internal/reflect/Reflection.isCallerSensitive":         nil,
	"jdk/internal/reflect/ReflectionFactory.inflationThreshold": nil,
	"jdk/internal/reflect/Reflection.newIllegalAccessException": nil,
}

// native is the effect of a native or replaced method; calls[0] lists
// the methods it runs (Thread.start runs the started thread's run).
func (a *Analyzer) native(m *interp.Method) (*Summary, [][]*interp.Method) {
	s := &Summary{}
	key := m.Class.Name + "." + m.Name
	fn, known := natives[key]
	switch {
	case known:
		if fn != nil {
			fn(s)
		}
	case m.Class.Name == "java/lang/Class" && m.Name != "forName0" && !strings.HasPrefix(m.Name, "newInstance"):
		// Queries of class metadata; forName0 may initialise a class.
	case pureClasses[m.Class.Name]:
	default:
		s.setTop("native " + m.String())
	}
	var calls []*interp.Method
	if key == "java/lang/Thread.start0" || key == "java/lang/Thread.start" {
		// The started thread runs Thread.run or an override, which
		// calls a Runnable's run.
		if thread := a.l.Loaded("java/lang/Thread"); thread != nil {
			calls = append(calls, a.virtual(thread, "run", "()V")...)
		}
		if runnable := a.l.Loaded("java/lang/Runnable"); runnable != nil {
			calls = append(calls, a.virtual(runnable, "run", "()V")...)
		}
	}
	return s, [][]*interp.Method{calls}
}

// modelled reports whether the analysis summarises a library method by
// a model instead of its code: printing (PrintStream, a stack trace) and
// the dispatch of an uncaught exception. Their code reaches caches of
// the class library that it updates with Unsafe's atomic operations
// (charset and class-value caches), which would make every thread that
// prints Top. What a program can observe of them is the output, which
// the stream's monitor orders (PrintStream synchronises on itself), and
// the handlers the program installs, which the model keeps.
func modelled(m *interp.Method) bool {
	switch m.Class.Name {
	case "java/io/PrintStream":
		return !m.IsStatic() && m.Name != "<init>"
	case "java/lang/Throwable":
		return m.Name == "printStackTrace"
	case "java/lang/Thread":
		return m.Name == "dispatchUncaughtException"
	}
	return false
}

// model is the summary of a modelled method: it uses the stream's
// monitor; dispatching an uncaught exception reads the handlers and
// calls the program's own handlers (class hierarchy analysis of
// uncaughtException over the application's classes).
func (a *Analyzer) model(m *interp.Method) (*Summary, [][]*interp.Method) {
	s := &Summary{Monitors: true}
	var calls []*interp.Method
	if m.Name == "dispatchUncaughtException" {
		for _, f := range []string{"uncaughtExceptionHandler", "defaultUncaughtExceptionHandler", "group", "name"} {
			s.field(FieldKey{"java/lang/Thread", f}, Read)
		}
		if h := a.l.Loaded("java/lang/Thread$UncaughtExceptionHandler"); h != nil {
			for _, target := range a.virtual(h, "uncaughtException", "(Ljava/lang/Thread;Ljava/lang/Throwable;)V") {
				if target.Class.App {
					calls = append(calls, target)
				}
			}
		}
	}
	return s, [][]*interp.Method{calls}
}
