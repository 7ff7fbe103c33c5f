package reduction

import (
	"cmp"
	"slices"

	"github.com/jcheck/jcheck/interp"
)

// ObjID names an object across the executions of a search: the number of
// its allocation. Executions are deterministic, so replaying a prefix
// allocates the same objects with the same numbers; two different objects
// can share a number only if allocated in different branches after the
// prefix, which can only make the search see a dependency that is not
// there, never miss one.
type ObjID uint32

// Loc is an execution-independent shared location: a field or array
// element of an object (Obj, Slot), a static field (Class, Slot, Obj 0),
// or a pseudo-location of the VM's own state (negative Slot or Class):
// a thread's park permit, an object's identity hash, a class's
// initialisation state, the clock, the thread counters, an intern-table
// entry (interp.VMState).
type Loc struct {
	Obj   ObjID
	Class int32
	Slot  int32
}

// Pseudo-location slots of objects and classes.
const (
	slotPermit       = -2 // of a thread object: LockSupport's permit
	slotIdentityHash = -3 // of any object: whether its hash is assigned
	slotClassInit    = -1 // of a class: its initialisation state
	slotAtomic       = -4 // of an object with atomic granularity: its state
	// slotElements - i is element i of an atomic array (its state is
	// slotAtomic as a whole).
	slotElements = -16
	// slotQueue of a lock's Sync or a semaphore: which threads are blocked
	// acquiring it. A queue query (getQueueLength, hasQueuedThreads)
	// writes it; a thread that arrives at an acquire, or performs one,
	// reads it: arrivals commute with one another, not with a query.
	slotQueue = -5
	// slotSuspension of a thread object: whether it is suspended or has
	// Thread.stop's exception pending.
	slotSuspension = -6
	// slotGroupThreads of a thread group, on JDKs whose groups track
	// their threads: which have ended. A thread's end reads it (ends
	// commute), an acquire of the group's monitor writes it (what the
	// holder counts or lists depends on which ended before).
	slotGroupThreads = -9
	// slotStarted of a thread object: whether it was started. A join
	// reads it: of a thread not started, it returns at once, so even an
	// untimed join (which the thread's end never runs beside: pending)
	// is co-enabled with the start.
	slotStarted = -10
)

// groupLoc is thread group g's slotGroupThreads.
func groupLoc(g *interp.Object) Loc { return Loc{Obj: objID(g), Slot: slotGroupThreads} }

// Pseudo-classes of the VM-wide pseudo-locations.
const (
	classVM     = -1 // Slot slotClock, slotThreadNumbers, slotFiles, slotDescriptors or slotTime
	classIntern = -2 // Slot: the hash of the text
	// classFileContent's Slot is the hash of a path (interp.StateAccess's
	// Path): the file's content, length and times.
	classFileContent = -3
	// classDescriptor's Slot is a descriptor: its position, whether it
	// is open.
	classDescriptor = -4
)

// Slots of classVM.
const (
	slotClock         = -1
	slotThreadNumbers = -2
	// slotFiles is the file system's paths: which exist, their
	// attributes, the descriptors open (interp.FileUse).
	slotFiles = -3
	// slotDescriptors is the numbering of descriptors: every open
	// writes it.
	slotDescriptors = -6
	// slotRunning and slotExit are runningLoc's and exitLoc's.
	slotRunning = -7
	slotExit    = -8
	// slotThreadStacks is where the threads are, which a read of other
	// threads' stacks sees (its transition is Atomic as well).
	slotThreadStacks = -5
	// slotTime is whether time may pass: a timeout that is due only
	// because no thread can go on (interp.Options.AnyTimeouts) writes it,
	// a yield or sleep reads it. Either disables the other: the yield's
	// thread goes on after it, so the timeout is no longer due, and
	// after the timeout its thread goes on. A transition of a thread that
	// can go on is never co-enabled with such a timeout, which is enabled
	// only once it has blocked: DPOR (Flanagan–Godefroid Fig. 4, line 4)
	// need not reorder the two, and the timeout leaves no location of
	// theirs changed.
	slotTime = -4
)

// timeLoc is the pseudo-location slotTime.
var timeLoc = Loc{Class: classVM, Slot: slotTime}

// runningLoc and exitLoc are whether the program still runs, for
// Options.Outcomes. The end of the last thread that is not a daemon
// writes runningLoc; System.exit, Runtime.halt and an error write both;
// a transition that prints reads exitLoc, and runningLoc too if its
// thread is a daemon. The end stops the other threads wherever they are
// (the JVM abandons daemons): it disables their transitions, so it is
// dependent with them (Flanagan–Godefroid §2), and the search must also
// end the program before a step that came before the end on the path: a
// line cut short. Only the outcomes can tell, and only by what was
// printed: nothing runs after the end that could fail, and an error of
// the other thread's own is reached in the orders in which it runs
// before the end (an error leaves its threads' next transitions
// dependent with the whole path: dpor.go's unfinished).
var (
	runningLoc = Loc{Class: classVM, Slot: slotRunning}
	exitLoc    = Loc{Class: classVM, Slot: slotExit}
)

// addStateUse adds a use of VM state to the footprint: as a write if
// asWrite (the use of a visible operation), else as the use says. A use
// of the file system uses the parts its FileUse names.
func (f *Footprint) addStateUse(a interp.StateAccess, asWrite bool) {
	if a.State == interp.FileSystemState {
		f.addFileUse(a)
		return
	}
	if asWrite || a.Write {
		f.Writes = append(f.Writes, stateLoc(a))
	} else {
		f.Reads = append(f.Reads, stateLoc(a))
	}
}

// addFileUse adds the parts of the file system a use reads and writes
// (interp.FileUse): every use but FileAny's reads the paths, which
// FileAny writes, so that it depends on all of them; the others touch a
// path's content and a descriptor, and reads of different files, or of
// one file through different descriptors, commute.
func (f *Footprint) addFileUse(a interp.StateAccess) {
	paths := Loc{Class: classVM, Slot: slotFiles}
	content := Loc{Class: classFileContent, Slot: int32(a.Path)}
	desc := Loc{Class: classDescriptor, Slot: int32(a.Key)}
	switch a.File {
	case interp.FileQuery:
		f.Reads = append(f.Reads, paths)
		if a.Path != 0 {
			f.Reads = append(f.Reads, content)
		}
		if a.Key != 0 {
			f.Reads = append(f.Reads, desc)
		}
	case interp.FileOpen:
		f.Writes = append(f.Writes, Loc{Class: classVM, Slot: slotDescriptors})
		if a.Write {
			f.Writes = append(f.Writes, paths, content)
		} else {
			f.Reads = append(f.Reads, paths, content)
		}
	case interp.FileRead:
		f.Reads = append(f.Reads, paths, content)
		f.Writes = append(f.Writes, desc)
	case interp.FileWrite:
		f.Reads = append(f.Reads, paths)
		f.Writes = append(f.Writes, content, desc)
	case interp.FileClose:
		f.Reads = append(f.Reads, paths)
		f.Writes = append(f.Writes, desc)
	default:
		f.Writes = append(f.Writes, paths)
	}
}

// stateLoc is the pseudo-location of a use of VM state.
func stateLoc(a interp.StateAccess) Loc {
	switch a.State {
	case interp.ClassInitState:
		return Loc{Class: int32(a.Class.ID), Slot: slotClassInit}
	case interp.ClockState:
		return Loc{Class: classVM, Slot: slotClock}
	case interp.ThreadNumberState:
		return Loc{Class: classVM, Slot: slotThreadNumbers}
	case interp.SuspensionState:
		return Loc{Obj: objID(a.Obj), Slot: slotSuspension}
	case interp.ThreadStacksState:
		return Loc{Class: classVM, Slot: slotThreadStacks}
	case interp.InternState:
		return Loc{Class: classIntern, Slot: int32(a.Key)}
	case interp.AtomicObjectState:
		return Loc{Obj: objID(a.Obj), Slot: slotAtomic}
	}
	return Loc{Obj: objID(a.Obj), Slot: slotIdentityHash}
}

func compareLoc(a, b Loc) int {
	if c := cmp.Compare(a.Obj, b.Obj); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Class, b.Class); c != 0 {
		return c
	}
	return cmp.Compare(a.Slot, b.Slot)
}

// MonitorUse is a monitor a transition operated on, whether the
// transition left it different from how it found it, and whether its
// thread held the monitor when the transition began (so that no other
// thread could acquire it then).
type MonitorUse struct {
	Obj     ObjID
	Changed bool
	Held    bool
	// Shared marks a change of a read-write lock's read holds alone,
	// made while no writer was at the lock: two such changes commute.
	Shared bool
}

// Footprint is what a transition did that another transition can depend
// on (Godefroid's "uses", Stoller 2002 §4): the thread, the locations read
// and written, and the monitors used. In IF-SSS only the transition's
// visible operation counts; in C(M) also its invisible operations (§5.1,
// §5.2).
type Footprint struct {
	Thread int32
	// Op is the kind of the transition's visible operation.
	Op interp.OpKind
	// Tail is the part of an executed transition after its visible
	// operation (its invisible operations), for DPOR (see dpor.go).
	Tail *Footprint
	// Started are the threads an executed transition started
	// (Thread.start; several inside a Verify atomic section).
	Started  []int32
	Reads    []Loc // sorted, without duplicates
	Writes   []Loc // sorted, without duplicates
	Monitors []MonitorUse
	// Atomic marks an executed transition after which a thread inside a
	// Verify atomic section can go on: it disables every other thread
	// until the section ends (interp.VM.Enabled), so it depends on every
	// transition of another thread, as an acquire of a lock that all
	// their transitions need would.
	Atomic bool
}

// normalize sorts and deduplicates the sets, dropping reads of locations
// also written (a write conflicts with everything a read does).
func (f *Footprint) normalize() {
	slices.SortFunc(f.Writes, compareLoc)
	f.Writes = slices.Compact(f.Writes)
	slices.SortFunc(f.Reads, compareLoc)
	f.Reads = slices.Compact(f.Reads)
	reads := f.Reads[:0]
	for _, r := range f.Reads {
		if _, found := slices.BinarySearchFunc(f.Writes, r, compareLoc); !found {
			reads = append(reads, r)
		}
	}
	f.Reads = reads
	f.Monitors = mergeMonitors(f.Monitors)
}

// mergeMonitors sorts monitor uses by object and merges the uses of one
// object in place: a use changes the monitor if any merged one does; it
// is held or shared only if every one is (so that the merged use is
// dependent with whatever one of them is).
func mergeMonitors(ms []MonitorUse) []MonitorUse {
	slices.SortStableFunc(ms, func(a, b MonitorUse) int { return cmp.Compare(a.Obj, b.Obj) })
	merged := ms[:0]
	for _, m := range ms {
		if n := len(merged); n > 0 && merged[n-1].Obj == m.Obj {
			merged[n-1].Changed = merged[n-1].Changed || m.Changed
			merged[n-1].Held = merged[n-1].Held && m.Held
			merged[n-1].Shared = merged[n-1].Shared && m.Shared
			continue
		}
		merged = append(merged, m)
	}
	return merged
}

// Dependent is the dependency relation used for sleep sets (§4): two
// transitions are dependent if they belong to the same thread; if they
// use the same location and at least one writes it; or if they use the
// same monitor and at least one of them does not leave it as it found it
// — a transition that acquires and releases a lock has no net effect on
// it (§5.3), so two such transitions commute, while acquire, wait, wake,
// notify and release without the matching acquire change the monitor and
// depend on every other use of it. Independent transitions neither enable
// nor disable each other and commute.
func Dependent(a, b *Footprint) bool { return dependent(a, b, false) }

// dependentCoenabled is the dependency DPOR's backtracking needs between
// a pending transition p (next(s, q), not executed yet) and an executed
// transition t of the search stack (Flanagan–Godefroid Fig. 4, line 4:
// "dependent and may be co-enabled"). A monitor that p acquires (acquire
// or wait₂) and that t's thread held when t began does not count: p was
// disabled there, so the two cannot be reordered at that point; the
// acquire that p races with is an earlier one (§4.2: "the appropriate
// backtracking point for a lock acquire is the preceding lock acquire").
func dependentCoenabled(p, t *Footprint) bool { return dependent(p, t, true) }

func dependent(a, b *Footprint, coenabled bool) bool {
	if a.Thread == b.Thread || a.Atomic || b.Atomic {
		return true
	}
	if intersects(a.Writes, b.Writes) || intersects(a.Writes, b.Reads) || intersects(a.Reads, b.Writes) {
		return true
	}
	acquires := coenabled && (a.Op == interp.OpAcquire || a.Op == interp.OpWake)
	for i, j := 0, 0; i < len(a.Monitors) && j < len(b.Monitors); {
		x, y := a.Monitors[i], b.Monitors[j]
		switch {
		case x.Obj == y.Obj:
			if (x.Changed || y.Changed) && !(acquires && y.Held) && !(x.Shared && y.Shared) {
				return true
			}
			i++
			j++
		case x.Obj < y.Obj:
			i++
		default:
			j++
		}
	}
	return false
}

// intersects reports whether two sorted location sets share an element.
// A transition's set has a few locations and a summary's (the stateful
// DPOR's, summary.go) thousands, against which every transition of a
// deep stack is checked at each revisit: the few are looked up in the
// many, each search starting where the last ended, rather than both
// merged.
func intersects(a, b []Loc) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(a)*16 < len(b) {
		for _, l := range a {
			i, found := slices.BinarySearchFunc(b, l, compareLoc)
			if found {
				return true
			}
			b = b[i:]
		}
		return false
	}
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch c := compareLoc(a[i], b[j]); {
		case c == 0:
			return true
		case c < 0:
			i++
		default:
			j++
		}
	}
	return false
}
