package interp

// The interpreter loop counts the instructions it runs in a local variable
// and compares that count with the thread's budget (Thread.budget) on
// every taken branch and switch; every call, return and thrown exception
// goes through the loop's outer iteration, which compares it too. Only
// when the budget is used up does it take the slow path, checkpoint,
// which finds out what is due: a poll of Options.Stop, a BoundedInvis
// violation, or the end of a time slice. So whatever the code does —
// loop, recurse, throw to a handler of its own — each of these happens
// within a bounded number of instructions, for the price of a compare on
// the fast path.

const (
	// pollInterval is how many instructions run between two polls of
	// Options.Stop: at a hundred million instructions a second or more,
	// a stop is honoured within a few milliseconds, and the poll (a
	// clock read) costs nothing measurable.
	pollInterval = 1 << 18

	// TimeSlice is how many instructions a thread runs under Run before
	// another thread that can run gets its turn: RoundRobin switches away
	// from a thread that ran that many since it was scheduled, at its
	// next visible operation; one that runs that many without any
	// visible operation (a loop reading a plain field another thread
	// sets) is preempted where it is. Instruction counts, not time, so
	// that a schedule is the same every time.
	TimeSlice = 10_000

	// noLimit is the thread limit without BoundedInvis or time slices.
	noLimit = 1 << 62
)

// budget is how many more instructions the thread may run before the
// interpreter must call checkpoint. Code the VM runs directly (start-up,
// callJava) is the class library's own, which ends: it is neither
// bounded nor interrupted, so that nothing stops it halfway.
func (t *Thread) budget() int64 {
	if t.vm.direct {
		return noLimit
	}
	return min(t.vm.pollAt-t.vm.instrs, t.limit-t.invisible)
}

// resetLimit starts the thread's count of invisible instructions for a
// new step.
func (t *Thread) resetLimit() {
	t.invisible = 0
	t.limit = noLimit
	if max := t.vm.opts.MaxInvisible; max >= 0 {
		t.limit = max
	}
	if t.vm.preemptive {
		t.limit = min(t.limit, TimeSlice)
	}
}

// checkpoint is the slow path of the interpreter's instruction count,
// taken when the thread's budget is used up: n instructions were run and
// not counted yet, and the thread is to go on at instruction resume of
// its top frame. It polls Options.Stop (panicking with ErrStopped, which
// Step returns), ends the execution on a BoundedInvis violation, or
// preempts the thread; it reports whether the thread stopped. On a
// BoundedInvis violation the frame stays where the caller left it, just
// past the branch or call, so that the report shows where the thread
// looped.
func (t *Thread) checkpoint(n int64, resume int) bool {
	vm := t.vm
	t.invisible += n
	vm.instrs += n
	if vm.instrs > vm.pollAt {
		vm.pollAt = vm.instrs + pollInterval
		if vm.opts.Stop != nil && vm.opts.Stop() {
			panic(ErrStopped)
		}
	}
	if t.invisible <= t.limit {
		t.frames[len(t.frames)-1].pc = resume
		return false
	}
	if max := vm.opts.MaxInvisible; max >= 0 && t.invisible > max {
		vm.failure = &BoundedInvisError{Thread: t, Instructions: t.invisible, Stack: t.StackTrace()}
		t.stopped = true
		return true
	}
	f := &t.frames[len(t.frames)-1]
	f.pc = resume
	if t.preemptible() {
		t.next = Op{Kind: OpPreempt, Method: f.method, PC: resume}
		t.atVisible = true
		return true
	}
	t.limit = t.invisible + TimeSlice
	if max := vm.opts.MaxInvisible; max >= 0 {
		t.limit = min(t.limit, max)
	}
	return false
}

// preemptible reports whether the thread, at the end of a time slice, is
// to give way: another thread can run, and the thread is not in the
// middle of what must be one operation (an atomic region or section, the
// visible operation it was granted).
func (t *Thread) preemptible() bool {
	if t.granted || t.atomicSection > 0 || t.atomicAt > 0 && t.inRegion() {
		return false
	}
	for _, o := range t.vm.threads {
		if o != t && !o.terminated && o.Enabled() {
			return true
		}
	}
	return false
}

// chargeWork brings the next poll of Options.Stop nearer by the
// equivalent of n instructions: for work the VM does on the program's
// behalf that costs as much as many instructions (capturing a deep stack
// trace, a heap collection), so that a program that makes little
// progress in instructions but much in such work is still stopped in
// time. It changes nothing the program can see.
func (vm *VM) chargeWork(n int64) {
	vm.pollAt -= n
}
