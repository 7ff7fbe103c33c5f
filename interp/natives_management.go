package interp

import (
	"slices"
	"strings"
)

// java.lang.management's VM side (sun.management.VMManagementImpl and
// ThreadImpl), as far as it can be answered the same in every execution:
// the runtime's name ("1@localhost": the fixed pid of natives_process.go
// and a fixed host name), start time and uptime (the execution's
// clock), input arguments (the -D properties given to jcheck), and the
// threads: how many are alive, started, daemons, which are deadlocked,
// and their CPU times (the clock). What needs HotSpot's counters
// (compilation, safepoints, class loading statistics, allocation, the
// peak thread count, ThreadInfo dumps) is not supported: those natives
// are left out, and stop jcheck when called.

func init() {
	register("sun/management/VMManagementImpl", map[string]Native{
		"getVersion0()Ljava/lang/String;":        func(t *Thread, a []Value) Value { return Ref(t.vm.NewString("4.0")) },
		"initOptionalSupportFields()V":           managementSupport,
		"isThreadContentionMonitoringEnabled()Z": constant(Bool(false)),
		"isThreadCpuTimeEnabled()Z":              func(t *Thread, a []Value) Value { return Bool(!t.vm.cpuTimeOff) },
		"isThreadAllocatedMemoryEnabled()Z":      constant(Bool(false)),
		"getVerboseClass()Z":                     constant(Bool(false)),
		"getVerboseGC()Z":                        constant(Bool(false)),
		"getProcessId()I":                        constant(Int(currentPid)),
		"getVmArguments0()[Ljava/lang/String;":   managementVMArguments,
		"getStartupTime()J":                      constant(Long(clockEpoch)),
		"getUptime0()J":                          func(t *Thread, a []Value) Value { return Long(t.vm.clock / 1_000_000) },
		"getAvailableProcessors()I":              func(t *Thread, a []Value) Value { return t.vm.processors() },
		"getTotalThreadCount()J":                 func(t *Thread, a []Value) Value { return Long(int64(t.vm.threadCount(false, false))) },
		"getLiveThreadCount()I":                  func(t *Thread, a []Value) Value { return Int(int32(t.vm.threadCount(true, false))) },
		"getDaemonThreadCount()I":                func(t *Thread, a []Value) Value { return Int(int32(t.vm.threadCount(true, true))) },
	})
	// How many threads are alive, or were started, depends on how far
	// the others have gone: a read of where they are, ordered against
	// their steps as Thread.getAllStackTraces is.
	for _, sig := range []string{"VMManagementImpl.getTotalThreadCount()J", "VMManagementImpl.getLiveThreadCount()I",
		"VMManagementImpl.getDaemonThreadCount()I", "ThreadImpl.getThreads()[Ljava/lang/Thread;",
		"ThreadImpl.findDeadlockedThreads0()[Ljava/lang/Thread;", "ThreadImpl.findMonitorDeadlockedThreads0()[Ljava/lang/Thread;"} {
		visibleNatives["sun/management/"+sig] = readsThreadStacks
	}
	// The operating-system bean answers as a fixed machine: the
	// processors of --processors, 16 GiB of memory (Runtime.maxMemory's
	// 4 GiB is java's default quarter of it), half of it free, no swap,
	// an idle CPU, and the process's CPU time the execution's clock. Not
	// in a container: the cgroup files would be the machine's.
	register("com/sun/management/internal/OperatingSystemImpl", map[string]Native{
		"initialize0()V":                    noop,
		"getCommittedVirtualMemorySize0()J": constant(Long(1 << 30)),
		"getTotalMemorySize0()J":            constant(Long(machineMemory)),
		"getFreeMemorySize0()J":             constant(Long(machineMemory / 2)),
		"getTotalSwapSpaceSize0()J":         constant(Long(0)),
		"getFreeSwapSpaceSize0()J":          constant(Long(0)),
		"getMaxFileDescriptorCount0()J":     constant(Long(1 << 20)),
		"getOpenFileDescriptorCount0()J":    func(t *Thread, a []Value) Value { return Long(int64(t.vm.openFiles())) },
		"getProcessCpuTime0()J":             func(t *Thread, a []Value) Value { return Long(t.vm.clock) },
		"getProcessCpuLoad0()D":             constant(Double(0)),
		"getCpuLoad0()D":                    constant(Double(0)),
		"getSingleCpuLoad0(I)D":             constant(Double(0)),
		"getHostConfiguredCpuCount0()I":     func(t *Thread, a []Value) Value { return t.vm.processors() },
		"getHostOnlineCpuCount0()I":         func(t *Thread, a []Value) Value { return t.vm.processors() },
		"getHostTotalCpuTicks0()J":          constant(Long(0)),
	})
	register("jdk/internal/platform/CgroupMetrics", map[string]Native{
		"isUseContainerSupport()Z": constant(Bool(false)),
	})
	register("sun/management/ThreadImpl", map[string]Native{
		"getThreads()[Ljava/lang/Thread;":                    threadGetThreads,
		"findDeadlockedThreads0()[Ljava/lang/Thread;":        func(t *Thread, a []Value) Value { return t.vm.deadlockedThreads(false) },
		"findMonitorDeadlockedThreads0()[Ljava/lang/Thread;": func(t *Thread, a []Value) Value { return t.vm.deadlockedThreads(true) },
		"setThreadCpuTimeEnabled0(Z)V":                       func(t *Thread, a []Value) Value { t.vm.cpuTimeOff = a[0].I == 0; return nothing },
		"getThreadTotalCpuTime0(J)J":                         threadCPUTime,
		"getThreadUserCpuTime0(J)J":                          threadCPUTime,
		"getThreadTotalCpuTime1([J[J)V":                      threadCPUTimes,
		"getThreadUserCpuTime1([J[J)V":                       threadCPUTimes,
	})
	// The logging MXBean's classes are looked up in java.logging, found
	// through the boot layer, which jcheck does not have (the module
	// system is not booted): they are the boot loader's.
	replace("sun/management/ManagementFactoryHelper$LoggingMXBeanAccess", map[string]Native{
		"loadLoggingClass(Ljava/lang/String;)Ljava/lang/Class;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) {
				return nothing
			}
			c, err := t.vm.loader.Load(strings.ReplaceAll(t.vm.GoString(a[0].R), ".", "/"))
			if err != nil {
				return Ref(nil)
			}
			return Ref(t.vm.Mirror(c))
		},
	})
	// The runtime's name is pid@host, with the fixed pid and host name
	// (java asks InetAddress.getLocalHost, which needs the network's
	// interfaces).
	replace("sun/management/VMManagementImpl", map[string]Native{
		"getVmId()Ljava/lang/String;": func(t *Thread, a []Value) Value {
			return Ref(t.vm.NewString(itoa(currentPid) + "@localhost"))
		},
	})
	// JDK 24 and later warn when code without native access calls a
	// restricted method (JEP 472), System.loadLibrary among them. The
	// JDK's own modules have native access in java, but jcheck runs them
	// in the unnamed module, whose access is the program's: a JDK class's
	// call (java.management's loadLibrary of its library) is let through
	// without the check, the program's own goes through it.
	const ensureNativeAccess = "jdk/internal/reflect/Reflection.ensureNativeAccess(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/String;Z)V"
	replace("jdk/internal/reflect/Reflection", map[string]Native{
		"ensureNativeAccess(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/String;Z)V": noop,
	})
	replacementGuards[ensureNativeAccess] = func(vm *VM, caller *Object) bool {
		if caller == nil {
			return false
		}
		c := ClassOf(caller)
		return c != nil && !c.App && c.Namespace == 0 && !c.Hidden
	}
	// The number of open files reads the file system's state, which
	// other threads' opens and closes write (natives_io.go).
	visibleNatives["com/sun/management/internal/OperatingSystemImpl.getOpenFileDescriptorCount0()J"] = stateVisible(func(*Thread, []Value) (StateAccess, bool) {
		return StateAccess{State: FileSystemState}, true
	})
	// The uptime and the CPU times are readings of the clock, as
	// currentTimeMillis is.
	for _, m := range []string{"sun/management/VMManagementImpl.getUptime0()J", "com/sun/management/internal/OperatingSystemImpl.getProcessCpuTime0()J",
		"sun/management/ThreadImpl.getThreadTotalCpuTime0(J)J", "sun/management/ThreadImpl.getThreadUserCpuTime0(J)J",
		"sun/management/ThreadImpl.getThreadTotalCpuTime1([J[J)V", "sun/management/ThreadImpl.getThreadUserCpuTime1([J[J)V"} {
		visibleNatives[m] = visibleNatives["java/lang/System.currentTimeMillis()J"]
	}
}

// managementSupport is VMManagementImpl.initOptionalSupportFields: of
// the optional parts, jcheck has the usage of monitors and
// synchronizers (findDeadlockedThreads needs them) and the threads' CPU
// times.
func managementSupport(t *Thread, a []Value) Value {
	c := t.vm.loader.Loaded("sun/management/VMManagementImpl")
	if c == nil {
		return nothing
	}
	st := t.vm.state(c)
	for _, name := range []string{"objectMonitorUsageSupport", "synchronizerUsageSupport", "currentThreadCpuTimeSupport", "otherThreadCpuTimeSupport"} {
		if f := c.DeclaredField(name); f != nil {
			st.statics[f.Slot] = Bool(true)
		}
	}
	return nothing
}

// managementVMArguments is VMManagementImpl.getVmArguments0: the
// options java would have been given for the program's environment,
// -Dname=value for each -D property given to jcheck.
func managementVMArguments(t *Thread, a []Value) Value {
	var args []string
	for _, p := range t.vm.opts.Properties {
		if strings.Contains(p, "=") {
			args = append(args, "-D"+p)
		}
	}
	return Ref(t.vm.stringArray(args))
}

// threadCount counts the threads started in the execution (live: those
// not ended; daemon: the daemon threads among them).
func (vm *VM) threadCount(live, daemon bool) int {
	n := 0
	for _, th := range vm.threads {
		if th.Obj == nil || live && th.terminated || daemon && !th.daemon {
			continue
		}
		n++
	}
	return n
}

// deadlockedThreads is ThreadImpl.findDeadlockedThreads0: the threads
// of the cycles of threads each blocked on a lock (a monitor, or a
// modelled java.util.concurrent lock, whose monitor is its
// synchronizer's; monitors only: findMonitorDeadlockedThreads0) the next
// one holds, or null if there is none.
func (vm *VM) deadlockedThreads(monitorsOnly bool) Value {
	aos := vm.loader.Loaded("java/util/concurrent/locks/AbstractOwnableSynchronizer")
	waitsFor := map[*Thread]*Thread{}
	for _, th := range vm.threads {
		if th.terminated || th == vm.current || th.Obj == nil {
			continue
		}
		op := &th.next
		blocked := false
		switch op.Kind {
		case OpAcquire:
			blocked = !th.guard()
		case OpWake:
			blocked = !op.waitSet().IsWaiting(th.ID) && !th.guard()
		}
		if !blocked || op.Obj == nil || monitorsOnly && aos != nil && op.Obj.Class.IsSubclassOf(aos) {
			continue
		}
		if owner := vm.threadByID(ownerID(op.Obj)); owner != nil && owner != th {
			waitsFor[th] = owner
		}
	}
	var dead []*Thread
	for _, th := range vm.threads {
		for _, c := range cycleFrom(th, func(u *Thread) *Thread { return waitsFor[u] }) {
			if !slices.Contains(dead, c) {
				dead = append(dead, c)
			}
		}
	}
	if len(dead) == 0 {
		return Ref(nil)
	}
	objs := make([]*Object, len(dead))
	for i, th := range dead {
		objs[i] = th.Obj
	}
	return Ref(vm.NewObjectArray(vm.wk.thread, objs))
}

// machineMemory is the operating-system bean's memory: four times
// Runtime.maxMemory, as java's default heap is a quarter of it.
const machineMemory = 16 << 30

// openFiles counts the process's open file descriptors: the three
// standard streams and the files the execution has open.
func (vm *VM) openFiles() int {
	n := 3
	for _, f := range vm.files {
		if f != nil {
			n++
		}
	}
	return n
}

// threadCPUTime is ThreadImpl.getThreadTotalCpuTime0 and
// getThreadUserCpuTime0: the CPU time of the thread with the Java id
// given (0: the current thread), -1 if no such thread is alive. A
// thread's CPU time is the execution's clock (every thread computes all
// the time, in user mode): it grows as the clock does, the same in every
// execution.
func threadCPUTime(t *Thread, a []Value) Value {
	if a[0].I == 0 {
		return Long(t.vm.clock)
	}
	return Long(t.vm.cpuTime(a[0].I))
}

// threadCPUTimes is ThreadImpl.getThreadTotalCpuTime1 and
// getThreadUserCpuTime1: threadCPUTime of each id into result.
func threadCPUTimes(t *Thread, a []Value) Value {
	ids, result := a[0].R.Array.([]int64), a[1].R.Array.([]int64)
	for i, id := range ids {
		if i < len(result) {
			result[i] = t.vm.cpuTime(id)
		}
	}
	return nothing
}

// cpuTime is the CPU time of the alive thread with Java id id, -1 if
// there is none.
func (vm *VM) cpuTime(id int64) int64 {
	if vm.aliveThread(id) != nil {
		return vm.clock
	}
	return -1
}
