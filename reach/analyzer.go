package reach

import (
	"strconv"
	"strings"

	"github.com/jcheck/jcheck/classfile"
	"github.com/jcheck/jcheck/interp"
)

// Analyzer computes summaries, memoised. Class hierarchy analysis
// depends on the classes loaded: when the loader has loaded more, the
// memoised results are dropped. Classes that reachable code instantiates
// are loaded by the analysis, so that every class whose objects the
// code can create is in the hierarchy (objects that exist are of loaded
// classes).
type Analyzer struct {
	l       *interp.Loader
	classes int // the loader's NumClasses when the memos were made
	methods map[*interp.Method]*methodInfo
	from    map[position]*Summary
	threads map[string]*Summary
	ids     map[*interp.Method]int
	// byName lists, by name and descriptor, the loaded non-abstract
	// methods that a virtual call may select.
	byName map[string][]*interp.Method
}

type position struct {
	m  *interp.Method
	pc int
}

// methodInfo is what one method's own code does.
type methodInfo struct {
	// own is the method's effect as a whole when it has no class-file
	// code (natives, replaced and synthesised methods), else nil.
	own *Summary
	// effects and calls are each instruction's own effect (nil: none)
	// and the methods it may invoke; succ its successors.
	effects []*Summary
	calls   [][]*interp.Method
	succ    [][]int
}

// New makes an analyzer of the classes of a loader.
func New(l *interp.Loader) *Analyzer {
	return &Analyzer{l: l}
}

// fresh drops the memos if classes were loaded since they were made.
func (a *Analyzer) fresh() {
	if n := a.l.NumClasses(); n != a.classes || a.methods == nil {
		a.classes = n
		a.methods = map[*interp.Method]*methodInfo{}
		a.from = map[position]*Summary{}
		a.threads = map[string]*Summary{}
		a.byName = nil
		if a.ids == nil {
			a.ids = map[*interp.Method]int{}
		}
	}
}

// Thread is ops(θ) of a thread: what the code reachable from the
// positions of the methods on its stack may do. A caller's frame resumes
// after its call; counting from the call itself is simpler and covers it.
// Where the thread runs its Runnable (the VM's thread starter and
// Thread.run), the run method is the one of the thread's own class or
// target object, not every run method class hierarchy analysis finds;
// an exception that ends the thread goes to its uncaught-exception
// handler, which is included.
func (a *Analyzer) Thread(t *interp.Thread) *Summary {
	a.fresh()
	frames := t.Frames()
	run := a.runOf(t)
	var key strings.Builder
	for _, m := range append([]*interp.Method{run}, framesMethods(frames)...) {
		id, ok := a.ids[m]
		if !ok {
			id = len(a.ids)
			a.ids[m] = id
		}
		key.WriteString(strconv.Itoa(id))
		key.WriteByte(' ')
	}
	for _, f := range frames {
		key.WriteString(strconv.Itoa(f.PC))
		key.WriteByte(' ')
	}
	if s, ok := a.threads[key.String()]; ok {
		return s
	}
	sum := &Summary{}
	for _, f := range frames {
		switch {
		case f.Method.Synthesized() && f.Method.Class.Name == "jcheck/ThreadStarter":
			if run != nil {
				sum.Union(a.From(run, 0))
			}
			if thread := a.l.Loaded("java/lang/Thread"); thread != nil {
				if d := thread.DeclaredMethod("dispatchUncaughtException", "(Ljava/lang/Throwable;)V"); d != nil {
					sum.Union(a.From(d, 0))
				}
			}
		case f.Method.Class.Name == "java/lang/Thread" && f.Method.Name == "run" && f.Method.Desc == "()V" && run != nil:
			sum.Union(a.From(run, 0))
		default:
			sum.Union(a.From(f.Method, max(f.PC-1, 0)))
		}
		if sum.Top {
			break
		}
	}
	if a.l.NumClasses() != a.classes {
		// The analysis loaded classes: their methods may override ones
		// it resolved before they were loaded. Analyse again.
		return a.Thread(t)
	}
	a.threads[key.String()] = sum
	return sum
}

func framesMethods(frames []interp.StackEntry) []*interp.Method {
	out := make([]*interp.Method, len(frames))
	for i, f := range frames {
		out[i] = f.Method
	}
	return out
}

// runOf is the run method a thread runs: its class's override of
// Thread.run, or its target's run (nil for none).
func (a *Analyzer) runOf(t *interp.Thread) *interp.Method {
	run := resolveMethod(t.Obj.Class, "run", "()V")
	if run == nil || run.Class.Name != "java/lang/Thread" {
		return run
	}
	f := t.Obj.Class.InstanceField("target")
	if f == nil {
		return run
	}
	target := t.Obj.Fields[f.Slot].R
	if target == nil {
		return nil
	}
	return resolveMethod(target.Class, "run", "()V")
}

// Method is what an invocation of m may do, transitively.
func (a *Analyzer) Method(m *interp.Method) *Summary {
	a.fresh()
	return a.From(m, 0)
}

// From is what m's code may do from instruction index pc on, with the
// methods it may call, transitively.
func (a *Analyzer) From(m *interp.Method, pc int) *Summary {
	p := position{m, pc}
	if s, ok := a.from[p]; ok {
		return s
	}
	sum := &Summary{}
	var roots []*interp.Method
	info := a.info(m)
	if info.own != nil {
		sum.Union(info.own)
		roots = append(roots, info.calls[0]...)
	} else {
		for _, i := range reachable(info, pc) {
			if e := info.effects[i]; e != nil {
				sum.Union(e)
			}
			roots = append(roots, info.calls[i]...)
		}
	}
	a.closure(sum, roots)
	a.from[p] = sum
	return sum
}

// closure adds to sum what the methods reachable from roots do, stopping
// early once sum is Top.
func (a *Analyzer) closure(sum *Summary, roots []*interp.Method) {
	seen := map[*interp.Method]bool{}
	work := roots
	for len(work) > 0 && !sum.Top {
		m := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[m] {
			continue
		}
		seen[m] = true
		info := a.info(m)
		if info.own != nil {
			sum.Union(info.own)
		}
		for i, e := range info.effects {
			if e != nil {
				sum.Union(e)
			}
			work = append(work, info.calls[i]...)
		}
		if info.own != nil && len(info.calls) > 0 {
			work = append(work, info.calls[0]...)
		}
	}
}

// reachable lists the instructions reachable from pc in the method's
// control-flow graph (with exception handlers).
func reachable(info *methodInfo, pc int) []int {
	if pc >= len(info.succ) {
		return nil
	}
	seen := make([]bool, len(info.succ))
	work := []int{pc}
	var out []int
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		if i < 0 || i >= len(seen) || seen[i] {
			continue
		}
		seen[i] = true
		out = append(out, i)
		work = append(work, info.succ[i]...)
	}
	return out
}

// info analyses one method's own code, memoised.
func (a *Analyzer) info(m *interp.Method) *methodInfo {
	if info, ok := a.methods[m]; ok {
		return info
	}
	info := &methodInfo{}
	a.methods[m] = info // before analysing: a recursive call finds it
	switch {
	case modelled(m):
		info.own, info.calls = a.model(m)
	case m.IsNative() || a.l.Replaced(m):
		info.own, info.calls = a.native(m)
	case m.Synthesized():
		info.own = &Summary{}
		info.calls = [][]*interp.Method{m.SynthesizedCalls()}
	case m.File == nil || m.File.Code == nil:
		// Abstract: what it does is what its overrides do, which the
		// call's class hierarchy analysis includes.
		info.own = &Summary{}
		info.calls = [][]*interp.Method{nil}
	default:
		a.decode(m, info)
	}
	return info
}

// decode analyses the instructions of a method with class-file code.
func (a *Analyzer) decode(m *interp.Method, info *methodInfo) {
	code := m.File.Code
	cf := m.Class.File
	ins := code.Instructions
	index := make(map[int]int, len(ins))
	for i, in := range ins {
		index[in.PC] = i
	}
	info.effects = make([]*Summary, len(ins))
	info.calls = make([][]*interp.Method, len(ins))
	info.succ = make([][]int, len(ins))
	subroutines := false
	for i, in := range ins {
		info.effects[i], info.calls[i] = a.instruction(m, cf, in)
		info.succ[i] = successors(in, i, index)
		subroutines = subroutines || in.Op == classfile.Jsr || in.Op == classfile.JsrW
	}
	for _, h := range code.ExceptionTable {
		target := index[h.HandlerPC]
		for i, in := range ins {
			if in.PC >= int(h.StartPC) && in.PC < int(h.EndPC) {
				info.succ[i] = append(info.succ[i], target)
			}
		}
	}
	if subroutines {
		// ret returns to the instruction after some jsr: simplest to
		// let every instruction reach every other.
		for i := range info.succ {
			info.succ[i] = append(info.succ[i], 0)
			if i+1 < len(ins) {
				info.succ[i] = append(info.succ[i], i+1)
			}
		}
	}
	if m.IsSynchronized() {
		sync := &Summary{Monitors: true}
		if len(info.effects) > 0 {
			if info.effects[0] == nil {
				info.effects[0] = sync
			} else {
				info.effects[0].Monitors = true
			}
		}
	}
}

// successors of instruction i.
func successors(in classfile.Instruction, i int, index map[int]int) []int {
	switch in.Op {
	case classfile.Goto, classfile.GotoW:
		return []int{index[in.Target]}
	case classfile.Ireturn, classfile.Lreturn, classfile.Freturn, classfile.Dreturn, classfile.Areturn, classfile.Return, classfile.Athrow, classfile.Ret:
		return nil
	case classfile.Tableswitch, classfile.Lookupswitch:
		out := []int{index[in.Target]}
		for _, t := range in.Switch.Targets {
			out = append(out, index[t])
		}
		return out
	}
	if in.Op >= classfile.Ifeq && in.Op <= classfile.IfAcmpne || in.Op == classfile.Ifnull || in.Op == classfile.Ifnonnull ||
		in.Op == classfile.Jsr || in.Op == classfile.JsrW {
		return []int{index[in.Target], i + 1}
	}
	return []int{i + 1}
}
