package interp

// Library methods that only do bookkeeping under a lock of the library's
// own, replaced by Go code that does the same without the lock. Thread
// construction would otherwise add five visible operations per thread
// (three reads of the volatile System.security, the lock of the thread
// group and the lock of Thread.class), each a scheduling point that
// multiplies the interleavings the search explores while telling nothing
// about the program. The replacements differ from the originals only in
// taking no lock, which a program could observe only by holding the
// ThreadGroup or Thread.class lock itself while creating threads.

func init() {
	replace("java/lang/System", map[string]Native{
		// The security manager is read without a scheduling point: jcheck
		// runs no security policy, and a program that installs one does so
		// before it starts threads.
		// JDK 24 and later have no security manager (JEP 486): System
		// has no field for one and getSecurityManager is null.
		"getSecurityManager()Ljava/lang/SecurityManager;": func(t *Thread, a []Value) Value {
			sys := t.vm.wk.system
			if f := sys.DeclaredField("security"); f != nil {
				return t.vm.Statics(sys)[f.Slot]
			}
			return Ref(nil)
		},
	})
	replace("java/lang/Thread", map[string]Native{
		"nextThreadNum()I": func(t *Thread, a []Value) Value {
			t.vm.useState(StateAccess{State: ThreadNumberState, Write: true})
			return t.vm.bumpStatic(t.vm.wk.thread, "threadInitNumber", 0)
		},
		"nextThreadID()J": func(t *Thread, a []Value) Value {
			t.vm.useState(StateAccess{State: ThreadNumberState, Write: true})
			return t.vm.bumpStatic(t.vm.wk.thread, "threadSeqNumber", 1)
		},
	})
	// JDK 19 and later number threads with atomic additions: to a static
	// field for the default names, to a counter the VM shares for the
	// ids (the first after the main thread's, PRIMORDIAL_TID 3).
	replace("java/lang/Thread$ThreadNumbering", map[string]Native{
		"next()I": func(t *Thread, a []Value) Value {
			t.vm.useState(StateAccess{State: ThreadNumberState, Write: true})
			return t.vm.bumpStatic(t.vm.must("java/lang/Thread$ThreadNumbering"), "next", 0)
		},
	})
	replace("java/lang/Thread$ThreadIdentifiers", map[string]Native{
		"next()J": func(t *Thread, a []Value) Value {
			t.vm.useState(StateAccess{State: ThreadNumberState, Write: true})
			t.vm.threadIDs++
			return Long(primordialTID + t.vm.threadIDs)
		},
	})
	replace("java/lang/Thread", map[string]Native{
		"getDefaultUncaughtExceptionHandler()Ljava/lang/Thread$UncaughtExceptionHandler;": getDefaultUncaughtExceptionHandler,
	})
	replace("java/lang/ThreadGroup", map[string]Native{
		"addUnstarted()V": func(t *Thread, a []Value) Value {
			g := a[0].R
			if fieldNamed(g, "destroyed").I != 0 {
				t.ThrowNew("java/lang/IllegalThreadStateException", "")
				return nothing
			}
			setFieldNamed(g, "nUnstartedThreads", Int(int32(fieldNamed(g, "nUnstartedThreads").I)+1))
			return nothing
		},
	})
}

// primordialTID is Thread.PRIMORDIAL_TID, the main thread's id from JDK
// 19 on.
const primordialTID = 3

// bumpStatic increments a numeric static field and returns its value from
// before (post 0) or after (post 1) the increment: x++ or ++x.
func (vm *VM) bumpStatic(c *Class, name string, post int) Value {
	v := &vm.Statics(c)[mustField(c, name).Slot]
	old := v.I
	if mustField(c, name).Desc == "I" {
		v.I = int64(int32(old) + 1)
	} else {
		v.I = old + 1
	}
	if post == 0 {
		return Value{I: old}
	}
	return *v
}

// getDefaultUncaughtExceptionHandler replaces the Java getter to see
// where the JDK decides that an exception is unhandled: the root thread
// group's uncaughtException asks for the default handler and, finding
// none, prints the exception (unless it is a ThreadDeath). That is the
// exception the model checker reports; one that a handler (the thread's,
// a group's override, the default one) receives is the program's to
// handle.
func getDefaultUncaughtExceptionHandler(t *Thread, a []Value) Value {
	vm := t.vm
	ueh := vm.Statics(vm.wk.thread)[mustField(vm.wk.thread, "defaultUncaughtExceptionHandler").Slot]
	n := len(t.frames)
	if ueh.R != nil || n < 2 {
		return ueh
	}
	caller := &t.frames[n-2]
	if m := caller.method; m.Class != vm.wk.threadGroup || m.Name != "uncaughtException" {
		return ueh
	}
	// uncaughtException(Thread t, Throwable e): locals 1 and 2.
	th, exc := t.stack[caller.lp+1].R, t.stack[caller.lp+2].R
	death, err := vm.loader.Load("java/lang/ThreadDeath")
	if exc == nil || err == nil && exc.Class.IsSubclassOf(death) {
		return ueh
	}
	target := threadOf(th)
	if target == nil {
		target = t
	}
	vm.noteUnhandled(target, exc)
	return ueh
}
