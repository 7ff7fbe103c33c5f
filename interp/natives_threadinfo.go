package interp

// ThreadMXBean's ThreadInfo (getThreadInfo, dumpAllThreads): a snapshot
// of other threads as HotSpot's management takes it — each thread's
// state, the lock it is blocked on or waits for and that lock's owner,
// its stack, and the monitors and ownable synchronizers it holds — read
// where the current thread asks for it in the schedule, as the stacks of
// natives_threaddump.go are. The ThreadInfo objects are made by the
// class's own private constructor, which names the lock and decodes the
// state as the JDK does.

func init() {
	register("sun/management/ThreadImpl", map[string]Native{
		"getThreadInfo1([JI[Ljava/lang/management/ThreadInfo;)V": threadGetThreadInfo1,
		"dumpThreads0([JZZI)[Ljava/lang/management/ThreadInfo;":  threadDumpThreads0,
	})
	visibleNatives["sun/management/ThreadImpl.getThreadInfo1([JI[Ljava/lang/management/ThreadInfo;)V"] = readsThreadStacks
	visibleNatives["sun/management/ThreadImpl.dumpThreads0([JZZI)[Ljava/lang/management/ThreadInfo;"] = readsThreadStacks
}

// Descriptors of ThreadInfo's constructors: without and with the locked
// monitors (and their stack depths) and synchronizers.
const (
	threadInfoCtor      = "(Ljava/lang/Thread;ILjava/lang/Object;Ljava/lang/Thread;JJJJ[Ljava/lang/StackTraceElement;)V"
	threadInfoCtorLocks = "(Ljava/lang/Thread;ILjava/lang/Object;Ljava/lang/Thread;JJJJ[Ljava/lang/StackTraceElement;[Ljava/lang/Object;[I[Ljava/lang/Object;)V"
)

// threadGetThreadInfo1 is ThreadImpl.getThreadInfo1(ids, maxDepth,
// result): the ThreadInfo of each alive thread of the ids into result
// (null for the others), with at most maxDepth frames (-1: all).
func threadGetThreadInfo1(t *Thread, a []Value) Value {
	if !t.nullCheck(a[0].R) || !t.nullCheck(a[2].R) {
		return nothing
	}
	ids, result := a[0].R.Array.([]int64), a[2].R.Array.([]*Object)
	threads := make([]*Thread, len(ids))
	for i, id := range ids {
		threads[i] = t.vm.aliveThread(id)
	}
	return t.threadInfos(threads, int(a[1].I), false, false, func(i int, info *Object) {
		if i < len(result) {
			result[i] = info
		}
	}, func(*Class) Value { return nothing })
}

// threadDumpThreads0 is ThreadImpl.dumpThreads0(ids, lockedMonitors,
// lockedSynchronizers, maxDepth): the ThreadInfo of each thread of the
// ids (null: of every alive thread), null for one not alive.
func threadDumpThreads0(t *Thread, a []Value) Value {
	var threads []*Thread
	if a[0].R == nil {
		for _, th := range t.vm.threads {
			if th.Obj != nil && !th.terminated && !th.dormant {
				threads = append(threads, th)
			}
		}
	} else {
		for _, id := range a[0].R.Array.([]int64) {
			threads = append(threads, t.vm.aliveThread(id))
		}
	}
	infos := make([]*Object, len(threads))
	return t.threadInfos(threads, int(a[3].I), a[1].I != 0, a[2].I != 0, func(i int, info *Object) { infos[i] = info },
		func(class *Class) Value { return Ref(t.vm.NewObjectArray(class, infos)) })
}

// threadInfos makes the ThreadInfo of each thread that is not nil, with
// at most maxDepth frames of its stack (-1: all) and, if asked, the
// monitors and synchronizers it holds; store receives each, then done,
// given the class ThreadInfo, makes the native's result.
func (t *Thread) threadInfos(threads []*Thread, maxDepth int, monitors, synchronizers bool, store func(int, *Object), done func(*Class) Value) Value {
	class := t.loadClass("java/lang/management/ThreadInfo")
	ste := t.loadClass("java/lang/StackTraceElement")
	if class == nil || ste == nil {
		return nothing
	}
	desc := threadInfoCtor
	if monitors || synchronizers {
		desc = threadInfoCtorLocks
	}
	ctor := class.DeclaredMethod("<init>", desc)
	if ctor == nil {
		t.ThrowNew("java/lang/InternalError", "java.lang.management.ThreadInfo has no constructor "+desc)
		return nothing
	}
	// The snapshot is taken now, before any constructor runs.
	args := make([][]Value, len(threads))
	for i, th := range threads {
		if th != nil {
			args[i] = t.vm.threadInfoArgs(th, ste, maxDepth, monitors, synchronizers)
		}
	}
	var next func(i int) Value
	next = func(i int) Value {
		for i < len(threads) && threads[i] == nil {
			i++
		}
		if i == len(threads) {
			return done(class)
		}
		info := t.vm.NewObject(class)
		t.callFromNative(ctor, append([]Value{Ref(info)}, args[i]...), func(t *Thread, _ Value, exc *Object) Value {
			if exc != nil {
				t.exc = exc
				return nothing
			}
			store(i, info)
			return next(i + 1)
		})
		return nothing
	}
	return next(0)
}

// threadInfoArgs are the arguments after the receiver of ThreadInfo's
// constructor for thread th: the thread, its state, the lock it is
// blocked on or waits for (a monitor, a java.util.concurrent lock's
// synchronizer or Condition, a latch's or semaphore's synchronizer, the
// thread it joins, the blocker it parks for) and the owner of a monitor
// or lock it cannot take, the blocked and waited counts and times (none
// are counted: 0, and -1 as for contention monitoring off), its stack;
// if either is asked for, the monitors and ownable synchronizers it holds
// (a monitor's stack depth unknown: -1), the arguments of the other
// constructor.
func (vm *VM) threadInfoArgs(th *Thread, ste *Class, maxDepth int, monitors, synchronizers bool) []Value {
	status := th.threadStatus()
	var lock *Object
	var owner *Thread
	op := &th.next
	if th != vm.current && status != threadStatusRunnable {
		switch op.Kind {
		case OpAcquireShared:
			// A latch or semaphore parks its threads for its
			// synchronizer, as the JDK's do.
			lock = op.Obj
			if f := op.Obj.Class.DeclaredField("sync"); f != nil && f.Slot < len(op.Obj.Fields) && op.Obj.Fields[f.Slot].R != nil {
				lock = op.Obj.Fields[f.Slot].R
			}
		case OpAcquire, OpWake, OpTryLock:
			lock = op.waitSetOf()
			if op.Kind == OpAcquire || op.Kind == OpTryLock || op.Kind == OpWake && !op.waitSet().IsWaiting(th.ID) {
				lock = op.Obj
				if o := vm.threadByID(ownerID(op.Obj)); o != nil && o != th {
					owner = o
				}
			}
		case OpJoin:
			lock = op.Obj
		case OpPark:
			if f := vm.wk.thread.DeclaredField("parkBlocker"); f != nil {
				lock = th.Obj.Fields[f.Slot].R
			}
		}
	}
	frames := vm.threadTrace(th, true)
	if maxDepth >= 0 && maxDepth < len(frames) {
		frames = frames[:maxDepth]
	}
	var ownerObj *Object
	if owner != nil {
		ownerObj = owner.Obj
	}
	args := []Value{Ref(th.Obj), Int(status), Ref(lock), Ref(ownerObj), Long(0), Long(-1), Long(0), Long(-1), Ref(vm.stackTraceElements(ste, frames))}
	if !monitors && !synchronizers {
		return args
	}
	var held, syncs []*Object
	for _, o := range th.held {
		if vm.isQueuedSynchronizer(o) {
			if synchronizers {
				syncs = append(syncs, o)
			}
		} else if monitors {
			held = append(held, o)
		}
	}
	depths := vm.NewArray(vm.ArrayClass("I"), len(held))
	for i := range held {
		depths.Array.([]int32)[i] = -1
	}
	return append(args, Ref(vm.NewObjectArray(vm.wk.object, held)), Ref(depths), Ref(vm.NewObjectArray(vm.wk.object, syncs)))
}

// aliveThread is the alive thread whose Java id (Thread.getId) is id,
// nil if there is none.
func (vm *VM) aliveThread(id int64) *Thread {
	tid := vm.wk.thread.DeclaredField("tid")
	if tid == nil {
		return nil
	}
	for _, th := range vm.threads {
		if th.Obj != nil && !th.terminated && !th.dormant && th.Obj.Fields[tid.Slot].I == id {
			return th
		}
	}
	return nil
}
