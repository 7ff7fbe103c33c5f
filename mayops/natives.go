package mayops

import (
	"github.com/jcheck/jcheck/interp"
)

// nativeEffect adds a native's effect to s and returns the calls it
// makes (Java code the VM runs for it).
type nativeEffect func(a *Analyzer, s *Summary) []call

// natives gives the effect of the native methods jcheck implements and
// of the library methods it replaces by Go code (interp/natives*.go), by
// "class.name" (internal class name): nil for none. What the Go code
// does that another thread can see — the visible operations it performs
// and the fields and arrays it touches — is what the entry records. A
// native that is not listed may do anything (Top).
var natives = map[string]nativeEffect{
	// java.lang.Object
	"java/lang/Object.getClass":  nil,
	"java/lang/Object.hashCode":  identityHash,
	"java/lang/Object.notify":    monitors,
	"java/lang/Object.notifyAll": monitors,
	// Object.wait reads and clears the interrupt status (wait₁ and
	// wait₂ throw InterruptedException).
	"java/lang/Object.wait": func(a *Analyzer, s *Summary) []call {
		s.Monitors = true
		s.field(threadInterrupted, Read|Write)
		return nil
	},
	// Object.clone reads every field of an object of unknown class:
	// calls of it are analysed where the receiver's class is known
	// (cloneEffect), this entry serves the others.
	"java/lang/Object.clone": func(a *Analyzer, s *Summary) []call {
		s.setTop("Object.clone of an object of unknown class")
		return nil
	},

	// java.lang.System
	"java/lang/System.registerNatives":   nil,
	"java/lang/System.mapLibraryName":    nil,
	"java/lang/System.currentTimeMillis": clock,
	"java/lang/System.nanoTime":          clock,
	"java/lang/System.identityHashCode":  identityHash,
	"java/lang/System.arraycopy": func(a *Analyzer, s *Summary) []call {
		for i := range s.Arrays {
			s.Arrays[i] = Read | Write
		}
		return nil
	},
	"java/lang/System.setIn0":             writes("java/lang/System", "in"),
	"java/lang/System.setOut0":            writes("java/lang/System", "out"),
	"java/lang/System.setErr0":            writes("java/lang/System", "err"),
	"java/lang/System.getSecurityManager": reads("java/lang/System", "security"), // replaced
	"java/lang/String.intern":             func(a *Analyzer, s *Summary) []call { s.Intern = true; return nil },

	// java.lang.Thread
	"java/lang/Thread.registerNatives":     nil,
	"java/lang/Thread.currentThread":       nil,
	"java/lang/Thread.setPriority0":        nil,
	"java/lang/Thread.setNativeName":       nil,
	"java/lang/Thread.clearInterruptEvent": nil,
	"java/lang/Thread.yield":               nil,
	"java/lang/Thread.holdsLock":           monitors,
	"java/lang/Thread.getThreads": func(a *Analyzer, s *Summary) []call {
		s.ThreadQueries = true
		return nil
	},
	// interrupt0 takes an interrupted waiting thread out of its wait set.
	"java/lang/Thread.interrupt0": func(a *Analyzer, s *Summary) []call {
		s.Threads, s.Monitors = true, true
		return nil
	},
	// sleep throws if the thread is interrupted, clearing the status,
	// and advances the clock.
	"java/lang/Thread.sleep": func(a *Analyzer, s *Summary) []call {
		s.Clock = true
		s.field(threadInterrupted, Read|Write)
		return nil
	},
	"java/lang/Thread.start0": threadStart,
	"java/lang/Thread.start":  threadStart, // replaced
	// join (replaced) waits for the thread's end, reads and clears the
	// interrupt status, and a timed join advances the clock.
	"java/lang/Thread.join": func(a *Analyzer, s *Summary) []call {
		s.Threads, s.Clock = true, true
		s.field(threadInterrupted, Read|Write)
		return nil
	},
	"java/lang/Thread.nextThreadNum":                      threadNumbers,                                                // replaced
	"java/lang/Thread.nextThreadID":                       threadNumbers,                                                // replaced
	"java/lang/Thread.getDefaultUncaughtExceptionHandler": reads("java/lang/Thread", "defaultUncaughtExceptionHandler"), // replaced
	"java/lang/ThreadGroup.addUnstarted": func(a *Analyzer, s *Summary) []call { // replaced
		s.field(FieldKey{"java/lang/ThreadGroup", "destroyed"}, Read)
		s.field(FieldKey{"java/lang/ThreadGroup", "nUnstartedThreads"}, Read|Write)
		return nil
	},

	// jdk.internal.misc.Unsafe: park and unpark; the offsets and fences.
	// Its memory accesses name a location by an offset the analysis
	// does not follow: Top (not listed).
	"jdk/internal/misc/Unsafe.park": func(a *Analyzer, s *Summary) []call {
		s.Threads, s.Clock = true, true
		s.field(threadInterrupted, Read)
		return nil
	},
	"jdk/internal/misc/Unsafe.unpark":             threads,
	"jdk/internal/misc/Unsafe.registerNatives":    nil,
	"jdk/internal/misc/Unsafe.arrayBaseOffset0":   nil,
	"jdk/internal/misc/Unsafe.arrayIndexScale0":   nil,
	"jdk/internal/misc/Unsafe.objectFieldOffset0": nil,
	"jdk/internal/misc/Unsafe.objectFieldOffset1": nil,
	"jdk/internal/misc/Unsafe.staticFieldOffset0": nil,
	"jdk/internal/misc/Unsafe.staticFieldBase0":   nil,
	"jdk/internal/misc/Unsafe.storeFence":         nil,
	"jdk/internal/misc/Unsafe.loadFence":          nil,
	"jdk/internal/misc/Unsafe.fullFence":          nil,
	"jdk/internal/misc/Unsafe.getLoadAverage0":    nil,
	"jdk/internal/misc/Unsafe.throwException":     nil,

	// jdk.internal.misc.VM
	"jdk/internal/misc/VM.getNanoTimeAdjustment":    clock,
	"jdk/internal/misc/VM.initialize":               nil,
	"jdk/internal/misc/VM.initializeFromArchive":    nil,
	"jdk/internal/misc/VM.getRuntimeArguments":      nil,
	"jdk/internal/misc/VM.getuid":                   nil,
	"jdk/internal/misc/VM.geteuid":                  nil,
	"jdk/internal/misc/VM.getgid":                   nil,
	"jdk/internal/misc/VM.getegid":                  nil,
	"jdk/internal/misc/VM.latestUserDefinedLoader0": nil,

	// java.lang.Class: queries of class metadata. forName0 loads and
	// initialises a class named at run time: Top (not listed). The
	// reflective queries create reflection objects, initialising their
	// classes.
	"java/lang/Class.registerNatives":                             nil,
	"java/lang/Class.desiredAssertionStatus0":                     nil,
	"java/lang/Class.getDeclaredClasses0":                         nil,
	"java/lang/Class.getDeclaringClass0":                          nil,
	"java/lang/Class.getEnclosingMethod0":                         nil,
	"java/lang/Class.getGenericSignature0":                        nil,
	"java/lang/Class.getInterfaces0":                              nil,
	"java/lang/Class.getModifiers":                                nil,
	"java/lang/Class.getNestHost0":                                nil,
	"java/lang/Class.getNestMembers0":                             nil,
	"java/lang/Class.getPermittedSubclasses0":                     nil,
	"java/lang/Class.getPrimitiveClass":                           nil,
	"java/lang/Class.getProtectionDomain0":                        nil,
	"java/lang/Class.getRawAnnotations":                           nil,
	"java/lang/Class.getRawTypeAnnotations":                       nil,
	"java/lang/Class.getSigners":                                  nil,
	"java/lang/Class.getSimpleBinaryName0":                        nil,
	"java/lang/Class.getSuperclass":                               nil,
	"java/lang/Class.isArray":                                     nil,
	"java/lang/Class.isAssignableFrom":                            nil,
	"java/lang/Class.isHidden":                                    nil,
	"java/lang/Class.isInstance":                                  nil,
	"java/lang/Class.isInterface":                                 nil,
	"java/lang/Class.isPrimitive":                                 nil,
	"java/lang/Class.isRecord0":                                   nil,
	"java/lang/Class.initClassName":                               writes("java/lang/Class", "name"),
	"java/lang/Class.getDeclaredFields0":                          reflection("java/lang/reflect/Field"),
	"java/lang/Class.getDeclaredMethods0":                         reflection("java/lang/reflect/Method"),
	"java/lang/Class.getDeclaredConstructors0":                    reflection("java/lang/reflect/Constructor"),
	"java/lang/Class.getRecordComponents0":                        reflection("java/lang/reflect/RecordComponent", "java/lang/reflect/Method"),
	"java/lang/Class.getConstantPool":                             reflection("jdk/internal/reflect/ConstantPool"),
	"java/lang/reflect/Executable.getParameters0":                 reflection("java/lang/reflect/Parameter"),
	"java/lang/reflect/Executable.getTypeAnnotationBytes0":        nil,
	"java/lang/reflect/Field.getTypeAnnotationBytes0":             nil,
	"jdk/internal/reflect/ConstantPool.getFieldAt0":               reflection("java/lang/reflect/Field"),
	"jdk/internal/reflect/ConstantPool.getFieldAtIfLoaded0":       reflection("java/lang/reflect/Field"),
	"jdk/internal/reflect/ConstantPool.getMethodAt0":              reflection("java/lang/reflect/Method", "java/lang/reflect/Constructor"),
	"jdk/internal/reflect/ConstantPool.getMethodAtIfLoaded0":      reflection("java/lang/reflect/Method", "java/lang/reflect/Constructor"),
	"jdk/internal/reflect/ConstantPool.getClassAt0":               nil,
	"jdk/internal/reflect/ConstantPool.getClassAtIfLoaded0":       nil,
	"jdk/internal/reflect/ConstantPool.getClassRefIndexAt0":       nil,
	"jdk/internal/reflect/ConstantPool.getDoubleAt0":              nil,
	"jdk/internal/reflect/ConstantPool.getFloatAt0":               nil,
	"jdk/internal/reflect/ConstantPool.getIntAt0":                 nil,
	"jdk/internal/reflect/ConstantPool.getLongAt0":                nil,
	"jdk/internal/reflect/ConstantPool.getMemberRefInfoAt0":       nil,
	"jdk/internal/reflect/ConstantPool.getNameAndTypeRefIndexAt0": nil,
	"jdk/internal/reflect/ConstantPool.getNameAndTypeRefInfoAt0":  nil,
	"jdk/internal/reflect/ConstantPool.getSize0":                  nil,
	"jdk/internal/reflect/ConstantPool.getStringAt0":              nil,
	"jdk/internal/reflect/ConstantPool.getTagAt0":                 nil,
	"jdk/internal/reflect/ConstantPool.getUTF8At0":                nil,
	"jdk/internal/reflect/Reflection.getCallerClass":              nil,
	"jdk/internal/reflect/Reflection.getClassAccessFlags":         nil,
	"jdk/internal/reflect/Reflection.areNestMates":                nil,
	"jdk/internal/reflect/Reflection.isCallerSensitive":           nil, // replaced
	"jdk/internal/reflect/Reflection.newIllegalAccessException":   nil, // replaced
	"jdk/internal/reflect/ReflectionFactory.inflationThreshold":   nil, // replaced
	"java/lang/reflect/Proxy.isProxyClass":                        nil, // replaced
	// java.lang.reflect.Array: elements of an array of any kind.
	"java/lang/reflect/Array.getLength":     nil,
	"java/lang/reflect/Array.newArray":      nil,
	"java/lang/reflect/Array.multiNewArray": nil,
	"java/lang/reflect/Array.get":           func(a *Analyzer, s *Summary) []call { arrays(Read)(a, s); return boxes(a, s) },
	"java/lang/reflect/Array.getBoolean":    arrays(Read),
	"java/lang/reflect/Array.getByte":       arrays(Read),
	"java/lang/reflect/Array.getChar":       arrays(Read),
	"java/lang/reflect/Array.getShort":      arrays(Read),
	"java/lang/reflect/Array.getInt":        arrays(Read),
	"java/lang/reflect/Array.getLong":       arrays(Read),
	"java/lang/reflect/Array.getFloat":      arrays(Read),
	"java/lang/reflect/Array.getDouble":     arrays(Read),
	"java/lang/reflect/Array.set":           arrays(Write),
	"java/lang/reflect/Array.setBoolean":    arrays(Write),
	"java/lang/reflect/Array.setByte":       arrays(Write),
	"java/lang/reflect/Array.setChar":       arrays(Write),
	"java/lang/reflect/Array.setShort":      arrays(Write),
	"java/lang/reflect/Array.setInt":        arrays(Write),
	"java/lang/reflect/Array.setLong":       arrays(Write),
	"java/lang/reflect/Array.setFloat":      arrays(Write),
	"java/lang/reflect/Array.setDouble":     arrays(Write),
	// VarHandles the VM creates: a handle is only created here; its
	// accesses are Top (signature-polymorphic calls). The static one
	// initialises the class passed to it.
	"java/lang/invoke/MethodHandles$Lookup.findVarHandle":  creates("java/lang/invoke/VarHandle"), // replaced
	"java/lang/invoke/MethodHandles.arrayElementVarHandle": creates("java/lang/invoke/VarHandle"), // replaced
	"java/lang/invoke/MethodHandleNatives.registerNatives": nil,

	// Exceptions and stack traces: the throwable's own backtrace, the
	// elements being filled in.
	"java/lang/Throwable.fillInStackTrace": func(a *Analyzer, s *Summary) []call {
		s.field(FieldKey{"java/lang/Throwable", "backtrace"}, Write)
		s.field(FieldKey{"java/lang/Throwable", "depth"}, Write)
		return nil
	},
	"java/lang/StackTraceElement.initStackTraceElements": func(a *Analyzer, s *Summary) []call {
		s.Arrays[ArrayKind('L')] |= Read
		if c, _ := a.load("java/lang/StackTraceElement"); c != nil {
			for _, f := range c.Fields {
				if !f.IsStatic() {
					s.field(FieldKey{c.Name, f.Name}, Write)
				}
			}
		}
		return nil
	},
	"java/lang/NullPointerException.getExtendedNPEMessage": nil,

	// Pure computations and queries of the machine.
	"java/lang/Float.floatToRawIntBits":                       nil,
	"java/lang/Float.intBitsToFloat":                          nil,
	"java/lang/Double.doubleToRawLongBits":                    nil,
	"java/lang/Double.longBitsToDouble":                       nil,
	"java/lang/StringUTF16.isBigEndian":                       nil,
	"java/lang/Runtime.availableProcessors":                   nil,
	"java/lang/Runtime.freeMemory":                            nil,
	"java/lang/Runtime.totalMemory":                           nil,
	"java/lang/Runtime.maxMemory":                             nil,
	"java/lang/Runtime.gc":                                    nil,
	"java/lang/ProcessEnvironment.environ":                    nil,
	"java/lang/ClassLoader.registerNatives":                   nil,
	"java/lang/Shutdown.beforeHalt":                           nil,
	"java/lang/ref/Reference.refersTo0":                       reads("java/lang/ref/Reference", "referent"),
	"java/lang/ref/PhantomReference.refersTo0":                reads("java/lang/ref/Reference", "referent"),
	"java/lang/ref/Reference.clear0":                          writes("java/lang/ref/Reference", "referent"),
	"java/lang/ref/Reference.hasReferencePendingList":         nil, // jcheck has no garbage collector
	"java/lang/ref/Reference.getAndClearReferencePendingList": nil,
	// Only the reference handler thread, dormant in jcheck, waits for
	// the pending list; jcheck stops with an error if another does.
	"java/lang/ref/Reference.waitForReferencePendingList":             nil,
	"java/security/AccessController.ensureMaterializedForStackWalk":   nil,
	"java/security/AccessController.getInheritedAccessControlContext": nil,
	"java/security/AccessController.getProtectionDomain":              nil,
	"java/security/AccessController.getStackAccessControlContext":     nil,
	"java/util/concurrent/atomic/AtomicLong.VMSupportsCS8":            nil,
	"jdk/internal/misc/CDS.isDumpingClassList0":                       nil,
	"jdk/internal/misc/CDS.isDumpingArchive0":                         nil,
	"jdk/internal/misc/CDS.isSharingEnabled0":                         nil,
	"jdk/internal/misc/CDS.getRandomSeedForDumping":                   nil,
	"jdk/internal/misc/CDS.initializeFromArchive":                     nil,
	"jdk/internal/misc/CDS.defineArchivedModules":                     nil,
	"jdk/internal/misc/CDS.logLambdaFormInvoker":                      nil,
	"jdk/internal/misc/ScopedMemoryAccess.registerNatives":            nil,
	"jdk/internal/misc/Signal.findSignal0":                            nil,
	"jdk/internal/misc/Signal.handle0":                                nil,
	"jdk/internal/misc/Signal.raise0":                                 nil,
	"jdk/internal/util/SystemProps$Raw.platformProperties":            nil,
	"jdk/internal/util/SystemProps$Raw.vmProperties":                  nil,
	"java/util/Random.nextInt":                                        nil, // replaced: a choice (--random=enumerate)
	"java/util/Random.nextBoolean":                                    nil, // replaced

	// Files and the standard streams: output is not state another
	// thread can read; the bytes come from or go to the program's array.
	"java/io/FileDescriptor.initIDs":      nil,
	"java/io/FileDescriptor.getHandle":    nil,
	"java/io/FileDescriptor.getAppend":    nil,
	"java/io/FileDescriptor.sync":         nil,
	"java/io/FileDescriptor.close0":       nil,
	"java/io/FileInputStream.initIDs":     nil,
	"java/io/FileInputStream.open0":       nil,
	"java/io/FileInputStream.available0":  nil,
	"java/io/FileInputStream.read0":       nil,
	"java/io/FileInputStream.readBytes":   byteArrays(Write),
	"java/io/FileOutputStream.initIDs":    nil,
	"java/io/FileOutputStream.open0":      nil,
	"java/io/FileOutputStream.write":      nil,
	"java/io/FileOutputStream.writeBytes": byteArrays(Read),
	"java/io/UnixFileSystem.initIDs":      nil,
}

var threadInterrupted = FieldKey{"java/lang/Thread", "interrupted"}

func monitors(a *Analyzer, s *Summary) []call      { s.Monitors = true; return nil }
func threads(a *Analyzer, s *Summary) []call       { s.Threads = true; return nil }
func clock(a *Analyzer, s *Summary) []call         { s.Clock = true; return nil }
func identityHash(a *Analyzer, s *Summary) []call  { s.IdentityHash = true; return nil }
func threadNumbers(a *Analyzer, s *Summary) []call { s.ThreadNumbers = true; return nil }

func reads(class, name string) nativeEffect {
	return func(a *Analyzer, s *Summary) []call { s.field(FieldKey{class, name}, Read); return nil }
}

func writes(class, name string) nativeEffect {
	return func(a *Analyzer, s *Summary) []call { s.field(FieldKey{class, name}, Write); return nil }
}

func arrays(acc Access) nativeEffect {
	return func(a *Analyzer, s *Summary) []call {
		for i := range s.Arrays {
			s.Arrays[i] |= acc
		}
		return nil
	}
}

func byteArrays(acc Access) nativeEffect {
	return func(a *Analyzer, s *Summary) []call { s.Arrays[ArrayKind('B')] |= acc; return nil }
}

// reflection is the effect of a reflective native that creates objects
// of the classes (Field, Method, ...), initialising them first.
func reflection(classes ...string) nativeEffect {
	return func(a *Analyzer, s *Summary) []call {
		var calls []call
		for _, name := range classes {
			c, top := a.load(name)
			if top != nil {
				s.Union(top)
			}
			if c != nil {
				s.instantiate(c)
				calls = append(calls, a.initialize(s, c)...)
			}
		}
		return calls
	}
}

// boxes: Array.get boxes the element it reads.
var boxes = creates("java/lang/Boolean", "java/lang/Byte", "java/lang/Character", "java/lang/Short",
	"java/lang/Integer", "java/lang/Long", "java/lang/Float", "java/lang/Double")

// creates is the effect of a native that creates objects of the classes
// without running their code.
func creates(classes ...string) nativeEffect {
	return func(a *Analyzer, s *Summary) []call {
		for _, name := range classes {
			if c, top := a.load(name); c != nil {
				s.instantiate(c)
			} else if top != nil {
				s.Union(top)
			}
		}
		return nil
	}
}

// threadStart is Thread.start (replaced): group.add(this) runs as part
// of it, the thread's state changes from new, and the new thread runs
// run() — of Thread, an override, or a Runnable — so the started code
// counts as the starter's (ops of a thread include those of the threads
// it starts).
func threadStart(a *Analyzer, s *Summary) []call {
	s.Threads, s.ThreadNumbers = true, true
	s.field(FieldKey{"java/lang/Thread", "threadStatus"}, Read|Write)
	s.field(FieldKey{"java/lang/Thread", "eetop"}, Write)
	var calls []call
	if g, _ := a.load("java/lang/ThreadGroup"); g != nil {
		if add := g.DeclaredMethod("add", "(Ljava/lang/Thread;)V"); add != nil {
			calls = append(calls, call{m: add})
		}
	}
	for _, class := range []string{"java/lang/Thread", "java/lang/Runnable"} {
		if c, _ := a.load(class); c != nil {
			calls = append(calls, call{dispatched: true, c: c, name: "run", desc: "()V"})
		}
	}
	return calls
}

// native is the effect and calls of a native or replaced method.
func (a *Analyzer) native(m *interp.Method) (*Summary, []call) {
	s := &Summary{}
	fn, known := natives[m.Class.Name+"."+m.Name]
	switch {
	case !known:
		s.setTop("native " + m.String())
	case fn != nil:
		return s, fn(a, s)
	}
	return s, nil
}
