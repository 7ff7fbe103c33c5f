package interp

// The natives that use VM state shared by all threads (OpState): their
// order among threads decides what the program sees — the times two
// threads read, which of two new threads is Thread-1, which String
// object a text interns to, which thread's sequence gives an object its
// identity hash — so each is a visible operation whenever another
// thread is alive.

var stateOpNames = [...]string{
	ClockState:        "read the clock",
	ThreadNumberState: "number a new thread",
	InternState:       "intern a string",
	IdentityHashState: "assign an identity hash",
	FileSystemState:   "use the file system",
	SuspensionState:   "suspend, resume or stop a thread",
	ThreadStacksState: "read where the other threads are",
}

func init() {
	clock := stateVisible(func(*Thread, []Value) (StateAccess, bool) {
		return StateAccess{State: ClockState, Write: true}, true
	})
	numbers := stateVisible(func(*Thread, []Value) (StateAccess, bool) {
		return StateAccess{State: ThreadNumberState, Write: true}, true
	})
	for _, key := range []string{
		"java/lang/System.nanoTime()J",
		"java/lang/System.currentTimeMillis()J",
		"jdk/internal/misc/VM.getNanoTimeAdjustment(J)J",
	} {
		visibleNatives[key] = clock
	}
	visibleNatives["java/lang/Thread.nextThreadNum()I"] = numbers
	visibleNatives["java/lang/Thread.nextThreadID()J"] = numbers
	visibleNatives["java/lang/Thread$ThreadNumbering.next()I"] = numbers
	visibleNatives["java/lang/Thread$ThreadIdentifiers.next()J"] = numbers
	visibleNatives["java/lang/String.intern()Ljava/lang/String;"] = stateVisible(func(t *Thread, a []Value) (StateAccess, bool) {
		if a[0].R == nil {
			return StateAccess{}, false
		}
		return StateAccess{State: InternState, Key: textHash(t.vm.GoString(a[0].R)), Write: true}, true
	})
	hash := func(o *Object) (StateAccess, bool) {
		// Only the first request assigns the hash, and only a shared
		// object can be asked by two threads.
		if o == nil || o.flags&flagHashed != 0 || o.flags&flagShared == 0 {
			return StateAccess{}, false
		}
		return StateAccess{State: IdentityHashState, Obj: o, Write: true}, true
	}
	visibleNatives["java/lang/Object.hashCode()I"] = stateVisible(func(t *Thread, a []Value) (StateAccess, bool) { return hash(a[0].R) })
	visibleNatives["java/lang/System.identityHashCode(Ljava/lang/Object;)I"] = stateVisible(func(t *Thread, a []Value) (StateAccess, bool) { return hash(a[0].R) })
}

// stateVisible makes the OpState of a native from the state a call uses,
// visible only while another thread is alive.
func stateVisible(use func(*Thread, []Value) (StateAccess, bool)) func(*Thread, []Value) (Op, bool) {
	return func(t *Thread, a []Value) (Op, bool) {
		st, ok := use(t, a)
		if !ok || !t.vm.othersAlive(t) {
			return Op{}, false
		}
		return Op{Kind: OpState, Obj: st.Obj, State: st}, true
	}
}

// othersAlive reports whether a thread other than t has started and not
// ended.
func (vm *VM) othersAlive(t *Thread) bool {
	for _, o := range vm.threads {
		if o != t && !o.dormant && !o.terminated {
			return true
		}
	}
	return false
}
