package reduction

import (
	"fmt"
	"github.com/jcheck/jcheck/interp"
)

// Kind is the kind of an error the search finds.
type Kind uint8

// The errors jcheck reports.
const (
	Deadlock Kind = iota
	UncaughtException
	AssertionFailure
	LDViolation
	BoundedInvisViolation
	// DataRace is an LD' violation that is also a data race under the
	// Java memory model: two accesses no happens-before orders.
	DataRace
	// GranularityViolation is a method with atomic granularity that
	// cannot run as one operation (interp.GranularityError).
	GranularityViolation
	// AnnotationViolation is a requirement of an annotation the program
	// breaks (interp.AnnotationError).
	AnnotationViolation
	// OptimisticOverlap is no error: a location a StampedLock's
	// optimistic read read while a writer took the lock (its validate
	// failed, interp.SettledRead). The race-adaptive search promotes it,
	// so that the torn states the read could see are explored, and
	// reports nothing.
	OptimisticOverlap
)

var kindNames = [...]string{"deadlock", "uncaught exception", "assertion failure", "LD' violation", "possible BoundedInvis violation", "data race", "granularity violation", "annotation violation", "optimistic read overlapped"}

// isRace reports whether the kind is about the locking discipline: what
// the race-adaptive search promotes rather than stops at.
func (k Kind) isRace() bool { return k == LDViolation || k == DataRace || k == OptimisticOverlap }

func (k Kind) String() string { return kindNames[k] }

// Step is one transition of a path, with the visible operation it
// performed, so that a replay can check it performs the same.
type Step struct {
	Transition
	Op OpSignature `json:"op"`
}

// Transition names a transition: a thread and the choice of its
// operation's alternatives (which waiter notify wakes).
type Transition struct {
	Thread int32 `json:"thread"`
	Choice int   `json:"choice"`
}

// OpSignature identifies a visible operation across replays.
type OpSignature struct {
	Kind   interp.OpKind `json:"kind"`
	Method string        `json:"method"`
	PC     int           `json:"pc"`
	Obj    ObjID         `json:"obj,omitempty"`
}

// Finding is an error found by the search and the path that reaches it.
type Finding struct {
	Kind Kind
	// Key identifies the error, so that each distinct error is reported
	// once (with the shortest path found).
	Key     string
	Message string
	Path    []Step
	// Violation describes an LD' violation or a data race.
	Violation *LDReport
	// Source is where the error happens when one position says so: where
	// an uncaught exception was created (nil for other errors).
	Source *interp.Source
	// Location is the static key of the location of an LD' violation or
	// data race (HasLocation false: it has none, and cannot be promoted).
	Location    LocKey
	HasLocation bool
	// Warning marks a finding that is not an error: an LD' violation
	// that is not a data race (unless Options.StrictLD).
	Warning bool
	// Promoted are the locations that were communication objects in the
	// round that found it: its path replays with them.
	Promoted []LocKey
	round    int
}

// Matches reports whether g, which the replay of f's path ends with
// (Replay), is the error f is: of its kind, and at its location if it has
// one. Their messages may differ: objects are numbered in the order a
// report first names them, and a replay names those of every step.
func (f *Finding) Matches(g *Finding) bool {
	return f.Kind == g.Kind && (!f.HasLocation || g.HasLocation && f.Location == g.Location)
}

// LDReport describes an LD' violation: the location and two accesses that
// share no lock (or, with strict initialisation, the access by a thread
// other than the initialising one).
type LDReport struct {
	Location        string       `json:"location"`
	Current         AccessReport `json:"current"`
	Other           AccessReport `json:"other"`
	WrongInitThread bool         `json:"wrongInitThread,omitempty"`
	InitThread      string       `json:"initThread,omitempty"`
}

// AccessReport is one access of an LD' violation, rendered for people.
type AccessReport struct {
	Thread   string `json:"thread"`
	Write    bool   `json:"write"`
	Position string `json:"position"` // Class.method(File.java:line)
	// Source is Position's parts (nil: unknown).
	Source *interp.Source `json:"source,omitempty"`
	Held   []string       `json:"held,omitempty"`
	// Step is the step of the counterexample in which the access happens
	// (1 for the first; 0 before it), so that it can be shown there.
	Step int `json:"step,omitempty"`
}

// String renders the signature for an error message: the operation, the
// method and bytecode offset it is at, and the object it is on.
func (s OpSignature) String() string {
	out := fmt.Sprintf("%s in %s at pc %d", s.Kind, s.Method, s.PC)
	if s.Obj != 0 {
		out += fmt.Sprintf(" on object #%d", s.Obj)
	}
	return out
}

func signature(op interp.Op) OpSignature {
	s := OpSignature{Kind: op.Kind, PC: op.PC}
	if op.Method != nil {
		s.Method = op.Method.Key()
	}
	if op.Obj != nil {
		s.Obj = ObjID(op.Obj.ID())
	}
	return s
}
