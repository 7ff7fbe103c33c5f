package reduction

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/jcheck/jcheck/interp"
)

// Trace is a counterexample as people read it: each step of the path, and
// the state it ends in.
type Trace struct {
	Steps []TraceStep   `json:"steps"`
	Final []ThreadState `json:"final"`
	// Cycle lists the threads of a wait-for cycle in a final deadlock.
	Cycle []string `json:"cycle,omitempty"`
}

// TraceStep is one transition of a counterexample.
type TraceStep struct {
	Thread string `json:"thread"`
	// Kind is the kind of the visible operation.
	Kind interp.OpKind `json:"kind"`
	// Op describes the visible operation ("acquire Fork@2"), with what
	// Chosen says in brackets.
	Op string `json:"op"`
	// Chosen is the alternative the step takes of an operation that has
	// several: "wakes worker" (notify), "returns 3" (a choice of value).
	Chosen string `json:"chosen,omitempty"`
	// Position is where the operation happens, "Class.method(File.java:12)",
	// and, in the class library, " from " the application's code that
	// called it.
	Position string `json:"position,omitempty"`
	// Source is where the operation happens; Caller, in the class
	// library, the innermost frame of the application's code (Position's
	// parts).
	Source *interp.Source `json:"source,omitempty"`
	Caller *interp.Source `json:"caller,omitempty"`
	// Output is what the program printed (stdout and stderr) during the
	// step: the operation and the invisible operations after it.
	Output string `json:"output,omitempty"`
}

// ThreadState is a thread at the end of a counterexample.
type ThreadState struct {
	Name string `json:"name"`
	// State is "terminated", "blocked" (its next operation is not
	// enabled) or "runnable".
	State string `json:"state"`
	// Next describes the next operation of a live thread; for a blocked
	// thread, what it waits for.
	Next string `json:"next,omitempty"`
	// Owner is the thread holding the lock a blocked thread waits for.
	Owner string `json:"owner,omitempty"`
	// Source is where a live thread's next operation is; Caller, when
	// that is in the class library, the innermost frame of the
	// application's code (as TraceStep's).
	Source *interp.Source `json:"source,omitempty"`
	Caller *interp.Source `json:"caller,omitempty"`
	Holds  []string       `json:"holds,omitempty"`
	Stack  []string       `json:"stack,omitempty"`
}

// Replay re-executes a path from the program's initial state, with the
// locations promoted in the round that found it, and returns the
// counterexample it describes and what ends it: the errors its last
// transition reveals, or the deadlock of its last state (the error the
// search found at the end of the path). It fails if the program does not
// repeat the recorded operations.
func Replay(p Program, o Options, path []Step, promoted []LocKey) (*Trace, []*Finding, error) {
	s := &searcher{prog: p, opts: o, found: map[string]*Finding{}, promotedKeys: promoted}
	if err := s.prepare(); err != nil {
		return nil, nil, err
	}
	var err error
	if s.promoted, err = promotions(p.Loader, promoted); err != nil {
		return nil, nil, err
	}
	e := s.fresh()
	var out bytes.Buffer
	e.vm.SetOutput(&out, &out)
	tr := &Trace{}
	var ends []*Finding
	for i, st := range path {
		th := e.thread(st.Thread)
		if th == nil {
			return nil, nil, s.fatal(fmt.Errorf("%w: at step %d thread %d does not exist", errNondeterministic, i+1, st.Thread), path[:i+1])
		}
		next := th.Next()
		ts := TraceStep{Thread: th.Name(), Kind: next.Kind, Op: e.vm.DescribeOp(th), Position: position(next), Source: interp.OpSource(next)}
		if ts.Chosen = e.vm.DescribeChoice(th, st.Choice); ts.Chosen != "" {
			ts.Op += " (" + ts.Chosen + ")"
		}
		if th.TimingOut() && !next.Sleep {
			// Nothing ended the wait: its timeout did.
			ts.Op += ": times out"
		}
		if caller := th.CallerInProgram(); caller != "" && ts.Position != "" {
			ts.Position += " from " + caller
			ts.Caller = th.CallerSource()
		}
		if _, _, ends, err = e.step(st, true, i == len(path)-1); err != nil {
			return nil, nil, s.fatal(err, path[:i+1])
		}
		ts.Output = out.String()
		out.Reset()
		tr.Steps = append(tr.Steps, ts)
	}
	e.vm.SetOutput(io.Discard, io.Discard)
	tr.Final, tr.Cycle = finalState(e.vm)
	if f := e.deadlock(); f != nil {
		ends = append(ends, f)
	}
	return tr, ends, nil
}

// position renders where an operation happens; the end of a thread has
// no position in the code.
func position(op interp.Op) string {
	if op.Kind == interp.OpTerminate {
		return ""
	}
	return interp.OpPosition(op)
}

// finalState describes every thread of an execution, and the wait-for
// cycle if no thread can proceed or some wait for one another for good.
func finalState(vm *interp.VM) ([]ThreadState, []string) {
	var looping *interp.Thread // stopped by BoundedInvis, amid a transition
	if bi := (*interp.BoundedInvisError)(nil); errors.As(vm.Failure(), &bi) {
		looping = bi.Thread
	}
	var out []ThreadState
	for _, t := range vm.Threads() {
		ts := ThreadState{Name: t.Name()}
		switch {
		case t.Terminated():
			ts.State = "terminated"
		case t == looping:
			ts.State = "running without a visible operation"
		case t.Suspended():
			ts.State, ts.Next = "suspended", vm.DescribeOp(t)
		case t.Enabled():
			ts.State, ts.Next = "runnable", vm.DescribeOp(t)
		default:
			ts.State, ts.Next = "blocked", vm.DescribeOp(t)
		}
		if ts.Next != "" {
			ts.Source, ts.Caller = interp.OpSource(t.Next()), t.CallerSource()
		}
		if !t.Terminated() {
			ts.Stack = t.StackTrace()
			for _, h := range t.Held() {
				name := vm.ObjectName(h)
				if h.ReadWriteLock() {
					name = "the write lock of " + name
				}
				ts.Holds = append(ts.Holds, name)
			}
			for _, h := range t.ReadHeld() {
				ts.Holds = append(ts.Holds, "the read lock of "+vm.ObjectName(h))
			}
		}
		out = append(out, ts)
	}
	var cycle []string
	if c := vm.BlockedCycle(); c != nil && !vm.Finished() && len(vm.Enabled()) > 0 {
		// Threads wait for one another while others go on: each waits
		// for the next.
		for i, t := range c {
			cycle = append(cycle, t.Name())
			if k := t.Next().Kind; k != interp.OpAcquire && k != interp.OpWake && k != interp.OpCall {
				continue
			}
			for j := range out {
				if out[j].Name == t.Name() {
					out[j].Owner = c[(i+1)%len(c)].Name()
				}
			}
		}
	} else if !vm.Finished() && len(vm.Enabled()) == 0 {
		d := vm.FindDeadlock()
		for _, b := range d.Threads {
			for i := range out {
				if out[i].Name == b.Thread.Name() && b.Owner != nil {
					if k := b.Thread.Next().Kind; k == interp.OpAcquire || k == interp.OpWake {
						out[i].Owner = b.Owner.Name()
					}
				}
			}
		}
		for _, t := range d.Cycle {
			cycle = append(cycle, t.Name())
		}
	}
	return out, cycle
}
