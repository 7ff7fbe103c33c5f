package mayops

import (
	"strconv"

	"github.com/jcheck/jcheck/interp"
)

// ended is the summary of a thread that has ended.
var ended = &Summary{}

// Thread returns ops(θ) of a thread: what its pending operation does,
// what the code of each method on its stack may still do from where it
// stands (a caller resumes after its call), and its end (Thread.exit,
// and the dispatch of an uncaught exception). The result must not be
// modified.
//
// The objects a thread may meet include those that other threads may
// create: before answering, the analysis covers the code every live
// thread of the execution may run, so that the classes and lambdas
// those threads may instantiate are in the hierarchy whichever thread
// is asked about first.
func (a *Analyzer) Thread(t *interp.Thread) *Summary {
	if a.booted == nil {
		a.noteBoot(t.VM())
	}
	for {
		a.fresh()
		g := a.generation()
		for _, u := range t.VM().Threads() {
			a.noteNews(a.thread(u))
		}
		s := a.thread(t)
		a.noteNews(s)
		if a.generation() == g {
			return s
		}
	}
}

// noteBoot records the classes initialised before the program started,
// if vm is in an execution's initial state: only the main thread, about
// to call main from the launcher. Every execution of the loader starts
// from that state.
func (a *Analyzer) noteBoot(vm *interp.VM) {
	ts := vm.Threads()
	if len(ts) != 1 || ts[0].Next().Kind != interp.OpBegin {
		return
	}
	if fs := ts[0].Frames(); len(fs) != 1 || fs[0].PC != 0 || !fs[0].Method.Synthesized() || fs[0].Method.Class.Name != "jcheck/Launcher" {
		return
	}
	a.booted = map[*interp.Class]bool{}
	for id := range a.l.NumClasses() {
		if c := a.l.ClassByID(id); c != nil && vm.ClassInitialized(c) {
			a.booted[c] = true
		}
	}
}

// thread is ops(θ) in the current generation.
func (a *Analyzer) thread(t *interp.Thread) *Summary {
	if t.Terminated() {
		return ended
	}
	frames := t.Frames()
	op := t.Next()
	key := a.threadKey(t, frames, op)
	if s := a.threads[key]; s != nil {
		return s
	}
	s := a.pending(t, op)
	for i, f := range frames {
		top := i == len(frames)-1
		reexecute := !top && frames[i+1].Method.Name == "<clinit>"
		if fs := a.frame(t, f, top, reexecute); fs.Top && !s.Top {
			s.setTop(a.explainFrame(t, f, top, reexecute))
		} else {
			s.Union(fs)
		}
	}
	if t.Obj != nil {
		// Every thread with a Thread object runs Thread.exit when it
		// ends (interp's terminate), and its uncaught-exception
		// handlers if an exception ends it.
		if c, _ := a.load("java/lang/Thread"); c != nil {
			for _, m := range []*interp.Method{c.DeclaredMethod("exit", "()V"), c.DeclaredMethod("dispatchUncaughtException", "(Ljava/lang/Throwable;)V")} {
				if m == nil {
					continue
				}
				if ms := a.trans(m); ms.Top && !s.Top {
					s.setTop(a.explain(m, []*Summary{a.own(m)}, a.info(m).allCalls))
				} else {
					s.Union(ms)
				}
			}
		}
	}
	a.threads[key] = s
	return s
}

// threadKey identifies what thread's summary depends on: its frames,
// its pending operation, and the run methods its object selects.
func (a *Analyzer) threadKey(t *interp.Thread, frames []interp.StackEntry, op interp.Op) string {
	var b []byte
	id := func(m *interp.Method) {
		n, ok := a.ids[m]
		if !ok {
			n = len(a.ids)
			a.ids[m] = n
		}
		b = strconv.AppendInt(b, int64(n), 10)
		b = append(b, ' ')
	}
	for _, f := range frames {
		id(f.Method)
		b = strconv.AppendInt(b, int64(f.PC), 10)
		b = append(b, ' ')
	}
	b = append(b, '|')
	if t.Obj != nil {
		b = strconv.AppendInt(b, int64(t.Obj.Class.ID), 10)
		b = append(b, ' ')
		if target := threadTarget(t); target != nil {
			b = strconv.AppendInt(b, int64(target.Class.ID), 10)
		}
	}
	b = append(b, '|')
	b = strconv.AppendInt(b, int64(op.Kind), 10)
	b = strconv.AppendBool(b, op.Timed)
	switch {
	case op.Field != nil:
		b = append(b, op.Field.Class.Name+"."+op.Field.Name...)
	case op.Class != nil:
		b = append(b, op.Class.Name...)
	case op.Loc.Obj != nil:
		b = strconv.AppendInt(b, int64(op.Loc.Obj.Class.ID), 10)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(op.Loc.Slot), 10)
	case op.Loc.Class != nil:
		b = append(b, op.Loc.Class.Name...)
		b = strconv.AppendInt(b, int64(op.Loc.Slot), 10)
	}
	b = strconv.AppendInt(b, int64(op.State.State), 10)
	return string(b)
}

// pending is what the thread's pending (visible) operation does, in a
// new summary. Most are also in the code at the top frame, which
// re-executes the instruction; wait₂ is not (the thread stands after
// the call of wait).
func (a *Analyzer) pending(t *interp.Thread, op interp.Op) *Summary {
	s := &Summary{}
	switch op.Kind {
	case interp.OpAcquire, interp.OpNotify:
		s.Monitors = true
	case interp.OpWait, interp.OpWake:
		s.Monitors = true
		s.field(threadInterrupted, Read|Write)
	case interp.OpStart:
		s.Threads, s.ThreadNumbers = true, true
	case interp.OpJoin:
		s.Threads, s.Clock = true, op.Timed
		s.field(threadInterrupted, Read|Write)
	case interp.OpPark:
		s.Threads, s.Clock = true, op.Timed
		s.field(threadInterrupted, Read)
	case interp.OpUnpark:
		s.Threads = true
	case interp.OpYield:
		s.Clock = true
		s.field(threadInterrupted, Read|Write)
	case interp.OpClassInit:
		s.classInit(op.Class.Name)
	case interp.OpRead, interp.OpWrite:
		acc := Read
		if op.Kind == interp.OpWrite {
			acc = Read | Write // compare-and-set and get-and-add read too
		}
		f := op.Field
		if f == nil && (op.Loc.Obj == nil || !op.Loc.Obj.Class.IsArray()) {
			f = t.VM().FieldAt(op.Loc)
		}
		switch {
		case f != nil:
			s.field(FieldKey{f.Class.Name, f.Name}, acc)
		case op.Loc.Obj != nil && op.Loc.Obj.Class.IsArray():
			s.Arrays[ArrayKind(op.Loc.Obj.Class.Elem)] |= acc
		default:
			s.setTop("a pending access to a location the analysis cannot name")
		}
	case interp.OpState:
		switch op.State.State {
		case interp.ClockState:
			s.Clock = true
		case interp.ThreadNumberState:
			s.ThreadNumbers = true
		case interp.InternState:
			s.Intern = true
		case interp.IdentityHashState:
			s.IdentityHash = true
		case interp.ClassInitState:
			if op.State.Class != nil {
				s.classInit(op.State.Class.Name)
			}
		}
	}
	return s
}

// frame is what the code of one frame may still do. The top frame
// resumes at its pc; a caller stands after the instruction in progress
// (a call, whose callee's frame is above it): it resumes at pc, or in a
// handler of that instruction if the callee throws, or re-executes the
// instruction after a class initialisation (a <clinit> frame above it).
func (a *Analyzer) frame(t *interp.Thread, f interp.StackEntry, top, reexecute bool) *Summary {
	m := f.Method
	info := a.info(m)
	switch {
	case isStarter(m):
		if f.PC > 0 {
			return ended // run is in progress above; then it returns
		}
		if run := resolveMethod(t.Obj.Class, "run", "()V"); run != nil {
			if isThreadRun(run) {
				return a.threadRun(t, run, 0)
			}
			return a.trans(run)
		}
		return ended
	case info.succ == nil:
		return a.trans(m)
	case isThreadRun(m):
		// At the top, pc is next; in a caller, the call of target.run
		// is in progress above and pc follows it.
		return a.threadRun(t, m, f.PC)
	}
	starts := info.starts(f.PC, top, reexecute)
	if len(starts) == 1 {
		return a.from(m, starts[0])
	}
	s := &Summary{}
	for _, pc := range starts {
		s.Union(a.from(m, pc))
	}
	return s
}

// starts lists the instructions a frame of the method at pc may resume
// at, as frame describes.
func (info *methodInfo) starts(pc int, top, reexecute bool) []int {
	switch {
	case top:
		return []int{pc}
	case reexecute:
		return []int{max(pc-1, 0)}
	}
	out := []int{pc}
	for _, h := range info.handlers {
		if pc-1 >= h.start && pc-1 < h.end {
			out = append(out, h.target)
		}
	}
	return out
}

// explainFrame is the reason a frame's summary is Top (see frame).
func (a *Analyzer) explainFrame(t *interp.Thread, f interp.StackEntry, top, reexecute bool) string {
	m, pc := f.Method, f.PC
	if isStarter(m) {
		m, pc = resolveMethod(t.Obj.Class, "run", "()V"), 0
	}
	info := a.info(m)
	if info.succ == nil {
		return a.explain(m, []*Summary{a.own(m)}, info.allCalls)
	}
	starts := info.starts(pc, top, reexecute)
	if isThreadRun(m) {
		starts = []int{pc}
	}
	var effects []*Summary
	var calls []call
	seen := map[int]bool{}
	for _, pc := range starts {
		for _, i := range info.reachable(pc) {
			if !seen[i] {
				seen[i] = true
				effects = append(effects, info.effects[i])
				calls = append(calls, a.runCalls(t, m, info.calls[i])...)
			}
		}
	}
	return a.explain(m, effects, calls)
}

func isThreadRun(m *interp.Method) bool {
	return m.Class.Name == "java/lang/Thread" && m.Name == "run" && m.Desc == "()V"
}

// threadTarget is the Runnable a thread's object runs (nil for none).
func threadTarget(t *interp.Thread) *interp.Object {
	f := t.Obj.Class.InstanceField("target")
	if f == nil {
		return nil
	}
	return t.Obj.Fields[f.Slot].R
}

// threadRun is what Thread.run (m) may still do from instruction pc on,
// for this thread: its call of target.run() reaches the run method of
// the thread's own Runnable, not every one class hierarchy analysis
// finds (the field is set when the thread is made).
func (a *Analyzer) threadRun(t *interp.Thread, m *interp.Method, pc int) *Summary {
	info := a.info(m)
	if info.succ == nil {
		return a.trans(m)
	}
	s := &Summary{}
	for _, i := range info.reachable(pc) {
		if e := info.effects[i]; e != nil {
			s.Union(e)
		}
		a.unionCalls(s, a.runCalls(t, m, info.calls[i]))
	}
	return s
}

// runCalls are the calls of an instruction of m in thread t: in
// Thread.run, the call of target.run() reaches the thread's own
// Runnable's run.
func (a *Analyzer) runCalls(t *interp.Thread, m *interp.Method, calls []call) []call {
	if !isThreadRun(m) {
		return calls
	}
	var out []call
	for _, c := range calls {
		if !c.dispatched || c.name != "run" || c.desc != "()V" {
			out = append(out, c)
		} else if target := threadTarget(t); target != nil {
			if run := resolveMethod(target.Class, "run", "()V"); run != nil {
				out = append(out, call{m: run})
			}
		}
	}
	return out
}

func isStarter(m *interp.Method) bool {
	return m.Synthesized() && m.Class.Name == "jcheck/ThreadStarter"
}
