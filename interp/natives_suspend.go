package interp

// Thread.suspend, resume and stop, deprecated but working up to JDK 19
// (later JDKs throw UnsupportedOperationException before reaching these
// natives). Each is a visible operation: it disables or changes another
// thread's next step, so it depends on every step of the others
// (SuspensionState).
//
// A suspended thread takes no step until another resumes it; what it
// holds stays held, so a thread that suspends another inside a
// synchronized block and then needs that lock deadlocks, the hazard for
// which suspend was deprecated. Thread.stop leaves its exception pending
// and interrupts the thread, as HotSpot does, so that a wait, sleep or
// park ends; the thread throws the exception where it takes its next
// step (at once if it stops itself; ThreadDeath ends a thread silently,
// as the JDK's uncaught-exception handling does), and a thread not
// started yet ends at its start, before its run method.

func init() {
	register("java/lang/Thread", map[string]Native{
		"suspend0()V":                threadSuspend0,
		"resume0()V":                 threadResume0,
		"stop0(Ljava/lang/Object;)V": threadStop0,
	})
	for i, m := range []string{"suspend0()V", "resume0()V", "stop0(Ljava/lang/Object;)V"} {
		visibleNatives["java/lang/Thread."+m] = stateVisible(func(t *Thread, a []Value) (StateAccess, bool) {
			return suspension(a[0].R, uint32(i)), a[0].R != nil
		})
	}
}

// suspensionCalls name the operations of SuspensionState, by Key.
var suspensionCalls = [...]string{"suspend", "resume", "stop"}

// suspension is the use of thread object o's SuspensionState by the call
// suspensionCalls[call].
func suspension(o *Object, call uint32) StateAccess {
	return StateAccess{State: SuspensionState, Obj: o, Key: call, Write: true}
}

// Suspended reports whether the thread is suspended (Thread.suspend).
func (t *Thread) Suspended() bool { return t.suspended }

// threadSuspend0 suspends the thread; one that suspends itself stops
// before its next visible operation (the code between touches nothing
// another thread can see).
func threadSuspend0(t *Thread, a []Value) Value {
	if target := threadOf(a[0].R); target != nil && !target.terminated {
		target.suspended = true
		t.vm.useState(suspension(a[0].R, 0))
	}
	return nothing
}

func threadResume0(t *Thread, a []Value) Value {
	if target := threadOf(a[0].R); target != nil {
		target.suspended = false
		t.vm.useState(suspension(a[0].R, 1))
	}
	return nothing
}

// threadStop0 is Thread.stop0(exception): thrown at once by the thread
// that stops itself; for another, pending until its next step, with the
// thread interrupted. A thread not started yet is stillborn, as HotSpot
// marks it: started, it ends before its run method, without an
// exception.
func threadStop0(t *Thread, a []Value) Value {
	target := threadOf(a[0].R)
	exc := a[1].R
	switch {
	case exc == nil:
		t.ThrowNew("java/lang/NullPointerException", "")
	case target == t:
		t.exc = exc
	case target == nil:
		if f := t.vm.wk.thread.DeclaredField("stillborn"); f != nil {
			a[0].R.Fields[f.Slot] = Int(1)
		}
	case !target.terminated:
		target.stopWith = exc
		a[0].R.Fields[t.vm.wk.threadInterrupted.Slot] = Int(1)
		threadInterrupt(t, a)
		t.vm.useState(suspension(a[0].R, 2))
	}
	return nothing
}

// stillborn reports whether Thread.stop stopped the thread before it
// started.
func (t *Thread) stillborn() bool {
	f := t.vm.wk.thread.DeclaredField("stillborn")
	return f != nil && t.Obj != nil && t.Obj.Fields[f.Slot].I != 0
}

// deliverStop makes thread t throw the exception Thread.stop left
// pending, where it is about to take a step, and reports whether it
// had one. A thread in a wait throws it once the wait is over.
func (t *Thread) deliverStop() bool {
	if t.stopWith == nil || t.next.Kind == OpWake || t.next.Kind == OpTerminate {
		return false
	}
	t.exc, t.stopWith = t.stopWith, nil
	return true
}
