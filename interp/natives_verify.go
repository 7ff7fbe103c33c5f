package interp

import (
	"strconv"
	"strings"
)

// JPF's Verify API (gov.nasa.jpf.vm.Verify of Java PathFinder): programs
// written as test drivers for JPF ask the model checker for
// non-deterministic values, prune executions and mark atomic sections.
// jcheck supplies its own Verify class (interp/models/src), whatever the
// class path holds: JPF's implementation works only inside JPF. Its
// native methods are these.
//
//   - The choices (getBoolean, getInt, the getXFromList, random,
//     randomBool, breakTransition(reason, min, max)) are OpChoose with one
//     alternative per value, in JPF's order: false before true unless
//     getBoolean(false) asks for true first, ints from min up (getInt
//     swaps bounds given the wrong way round, as JPF does), a list's
//     elements in order. A call with a single value returns it without
//     a choice; a list without values throws IllegalArgumentException.
//   - ignoreIf(true) ends the execution as ignored: a path the program
//     declares of no interest, neither an error nor an outcome.
//   - beginAtomic and endAtomic delimit an atomic section: while the
//     thread can go on, no other thread runs. The visible operations
//     inside are performed within the thread's transition (inSection),
//     except a choice and an operation that cannot be performed now. An
//     operation that blocks (an acquire of a lock another thread holds,
//     a join of a live thread, a wait, which releases its lock and
//     waits) ends the transition there and lets the other threads run
//     until the thread can proceed, as JPF breaks atomicity when a thread
//     blocks; from then on the section goes on, atomic again. A choice
//     inside a section also ends the transition, to let the search
//     choose the value, but no other thread is enabled until the
//     section ends (VM.Enabled).
//   - breakTransition(reason) is a scheduling point (a yield).

// verifyClass is the internal name of JPF's Verify.
const verifyClass = "gov/nasa/jpf/vm/Verify"

// maxListedValues is how many values of a list a choice's description
// shows.
const maxListedValues = 8

func init() {
	choices := map[string]func(t *Thread, a []Value) Op{
		"getBoolean()Z": func(*Thread, []Value) Op {
			return chooseOp("Verify.getBoolean()", 2, choiceValues{kind: falseFirst}, nil)
		},
		"randomBool()Z": func(*Thread, []Value) Op {
			return chooseOp("Verify.randomBool()", 2, choiceValues{kind: falseFirst}, nil)
		},
		"getBoolean(Z)Z": func(_ *Thread, a []Value) Op {
			if a[0].AsBool() {
				return chooseOp("Verify.getBoolean(true)", 2, choiceValues{kind: falseFirst}, nil)
			}
			return chooseOp("Verify.getBoolean(false)", 2, choiceValues{kind: trueFirst}, nil)
		},
		"getInt(II)I": func(_ *Thread, a []Value) Op {
			return rangeChoice("Verify.getInt("+itoa(int(a[0].AsInt()))+", "+itoa(int(a[1].AsInt()))+")", a[0].AsInt(), a[1].AsInt())
		},
		"random(I)I": func(_ *Thread, a []Value) Op {
			return rangeChoice("Verify.random("+itoa(int(a[0].AsInt()))+")", 0, a[0].AsInt())
		},
		"breakTransition(Ljava/lang/String;II)I": func(t *Thread, a []Value) Op {
			reason := "null"
			if a[0].R != nil {
				reason = strconv.Quote(t.vm.GoString(a[0].R))
			}
			return rangeChoice("Verify.breakTransition("+reason+", "+itoa(int(a[1].AsInt()))+", "+itoa(int(a[2].AsInt()))+")", a[1].AsInt(), a[2].AsInt())
		},
		"getIntFromList([I)I":    listChoice("Verify.getIntFromList"),
		"getLongFromList([J)J":   listChoice("Verify.getLongFromList"),
		"getFloatFromList([F)F":  listChoice("Verify.getFloatFromList"),
		"getDoubleFromList([D)D": listChoice("Verify.getDoubleFromList"),
	}
	fns := map[string]Native{
		"beginAtomic()V": beginAtomicSection,
		"endAtomic()V":   endAtomicSection,
		"ignoreIf(Z)V": func(t *Thread, a []Value) Value {
			if a[0].AsBool() {
				t.vm.ignored = true
				t.stopped = true
			}
			return nothing
		},
		"breakTransition(Ljava/lang/String;)V": noop,
	}
	visibleNatives[verifyClass+".breakTransition(Ljava/lang/String;)V"] = func(*Thread, []Value) (Op, bool) {
		return Op{Kind: OpYield}, true
	}
	for sig, spec := range choices {
		fns[sig] = func(t *Thread, a []Value) Value {
			op := spec(t, a)
			switch {
			case op.values.kind == listElements && op.Obj == nil:
				t.ThrowNew("java/lang/NullPointerException", "")
				return nothing
			case op.Choices == 0:
				t.ThrowNew("java/lang/IllegalArgumentException", "no values to choose from")
				return nothing
			case op.Choices == 1:
				return op.chosen(0)
			}
			return op.chosen(t.takeChoice(op.Choices))
		}
		// A call with one value or none chooses nothing: not a visible
		// operation.
		visibleNatives[verifyClass+"."+sig] = func(t *Thread, a []Value) (Op, bool) {
			op := spec(t, a)
			return op, op.Choices > 1
		}
	}
	register(verifyClass, fns)
}

// beginAtomicSection and endAtomicSection are Verify.beginAtomic and
// endAtomic: no other thread runs until the section ends (inSection).
func beginAtomicSection(t *Thread, _ []Value) Value {
	t.atomicSection++
	return nothing
}

func endAtomicSection(t *Thread, _ []Value) Value {
	// An end without a beginning is ignored, as JPF ignores it.
	t.atomicSection = max(t.atomicSection-1, 0)
	return nothing
}

// rangeChoice is the choice of an int from min to max (the bounds swapped
// if min > max).
func rangeChoice(call string, min, max int32) Op {
	if min > max {
		min, max = max, min
	}
	return chooseOp(call, int64(max)-int64(min)+1, choiceValues{kind: intRange, base: int64(min)}, nil)
}

// listChoice is the choice of an element of the array its argument is
// (none if it is null).
func listChoice(method string) func(t *Thread, a []Value) Op {
	return func(t *Thread, a []Value) Op {
		list := a[0].R
		if list == nil {
			return Op{Kind: OpChoose, values: choiceValues{kind: listElements}, Call: method + "(null)"}
		}
		n := list.Length()
		op := Op{Kind: OpChoose, Obj: list, values: choiceValues{kind: listElements}}
		shown := make([]string, 0, min(n, maxListedValues)+1)
		for c := range min(n, maxListedValues) {
			shown = append(shown, choiceValue(op, c))
		}
		if n > maxListedValues {
			shown = append(shown, "... ("+itoa(n)+" values)")
		}
		return chooseOp(method+"("+strings.Join(shown, ", ")+")", int64(n), op.values, list)
	}
}

// inSection decides a visible operation the thread meets inside a Verify
// atomic section: it is performed at once, as part of the running
// transition, if it is enabled and is not a choice. Otherwise the thread
// stops before it as before any visible operation: a choice waits for
// the search to choose, and an operation that would block lets the other
// threads run. Either way the step records it (StepResult.Inner): what
// the transition does depends on the operation's guard — a lock another
// thread releases turns a transition that stops at its acquire into one
// that takes the lock and goes on — so the transition depends on every
// transition the operation depends on.
func (t *Thread) inSection(op Op) bool {
	if op.Kind == OpChoose {
		return false
	}
	saved := t.next
	t.next = op
	enabled := t.guard()
	t.next = saved
	if !enabled && op.Kind == OpAcquire {
		// The monitor's state is what stopped the transition: a use of
		// it, which a transition that releases the lock changes.
		t.vm.touchMonitor(op.Obj)
	}
	if r := t.vm.recorder; r != nil && !t.vm.direct {
		if n := len(t.frames); n > 0 {
			op.Method, op.PC = t.frames[n-1].method, t.frames[n-1].pc-1
		}
		r.inner = append(r.inner, InnerOp{Op: op, At: len(r.accesses), Blocked: !enabled})
	}
	if enabled {
		t.performed(&op)
	}
	return enabled
}

// InnerOp is a visible operation a step met after its first, inside a
// Verify atomic section: performed, or (Blocked) not enabled, the
// operation the thread stopped before. At is the number of the step's
// accesses that came before it.
type InnerOp struct {
	Op      Op
	At      int
	Blocked bool
	// Silent marks an operation of the class library's internal work on
	// its own state (Thread.silent): a synchronisation action, but no
	// part of the transition's footprint.
	Silent bool
}

// Ignored reports whether the execution ended in Verify.ignoreIf(true).
func (vm *VM) Ignored() bool { return vm.ignored }

// InAtomicSection reports whether a thread inside a Verify atomic section
// can go on: then only such threads are enabled (Enabled).
func (vm *VM) InAtomicSection() bool {
	for _, t := range vm.threads {
		if t.atomicSection > 0 && !t.terminated && t.Enabled() {
			return true
		}
	}
	return false
}
