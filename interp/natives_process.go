package interp

import (
	"os/user"
	"path/filepath"
)

// ProcessHandle of the program's own process. Every execution runs in
// the same fixed process, alone: its pid is currentPid, its start time
// the execution clock's start (clockEpoch), and it has no parent, no
// children and no other process to see (ProcessHandle.of of any other
// pid is empty, allProcesses has only it). Its Info gives the command
// (java.home's bin/java), the user (user.name) and the start time; the
// arguments and CPU time, which differ from run to run in java, are not
// available. Starting a process (ProcessImpl) is not supported.

// currentPid is the pid of the program's process in every execution:
// a constant, so that executions are deterministic.
const currentPid = 1

func init() {
	register("java/lang/ProcessHandleImpl", map[string]Native{
		"initNative()V":             noop,
		"getCurrentPid0()J":         constant(Long(currentPid)),
		"isAlive0(J)J":              func(t *Thread, a []Value) Value { return Long(processStart(a[0].I)) },
		"parent0(JJ)J":              constant(Long(-1)),
		"destroy0(JJZ)Z":            constant(Bool(false)),
		"getProcessPids0(J[J[J[J)I": processPids,
		"waitForProcessExit0(JZ)I": func(t *Thread, a []Value) Value {
			unsupported("waiting for process %d to exit", a[0].I)
			return nothing
		},
	})
	register("java/lang/ProcessHandleImpl$Info", map[string]Native{
		"initIDs()V": noop,
		"info0(J)V":  processInfo,
	})
}

// processStart is isAlive0's answer for pid: the start time in
// milliseconds since the epoch of the program's own process, -1 (no
// such process) for any other.
func processStart(pid int64) int64 {
	if pid == currentPid {
		return clockEpoch
	}
	return -1
}

// processPids is getProcessPids0(pid, pids, ppids, starttimes): the
// children of pid (none), or for pid 0 every process (the program's
// own), filling as many as the arrays hold and returning their number.
func processPids(t *Thread, a []Value) Value {
	if a[0].I != 0 {
		return Int(0)
	}
	if !t.nullCheck(a[1].R) {
		return nothing
	}
	if pids := a[1].R.Array.([]int64); len(pids) > 0 {
		pids[0] = currentPid
		if a[2].R != nil {
			if ppids := a[2].R.Array.([]int64); len(ppids) > 0 {
				ppids[0] = 0
			}
		}
		if a[3].R != nil {
			if starts := a[3].R.Array.([]int64); len(starts) > 0 {
				starts[0] = clockEpoch
			}
		}
	}
	return Int(1)
}

// processInfo is Info.info0(pid): for the program's own process its
// command, user and start time; nothing for another.
func processInfo(t *Thread, a []Value) Value {
	if a[1].I != currentPid {
		return nothing
	}
	info := a[0].R
	if t.vm.opts.JDK != nil && t.vm.opts.JDK.Home != "" {
		setFieldNamed(info, "command", Ref(t.vm.NewString(filepath.Join(t.vm.opts.JDK.Home, "bin", "java"))))
	}
	if u, err := user.Current(); err == nil {
		setFieldNamed(info, "user", Ref(t.vm.NewString(u.Username)))
	}
	setFieldNamed(info, "startTime", Long(clockEpoch))
	return nothing
}
