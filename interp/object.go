package interp

import "github.com/jcheck/jcheck/monitor"

// Object is a Java object or array on the heap of one execution.
type Object struct {
	Class *Class
	// Fields holds the instance fields of an ordinary object, indexed by
	// Field.Slot; nil for arrays.
	Fields []Value
	// Array holds the elements of an array: []int8 for boolean and byte
	// arrays, []uint16 for char, []int16, []int32, []int64, []float32,
	// []float64, or []*Object for arrays of references. nil otherwise.
	Array any
	// Monitor is the object's lock, created on first use.
	Monitor *monitor.Monitor
	// Native is what the VM attaches to some library objects: the *Class a
	// java.lang.Class object mirrors, the *Thread of a java.lang.Thread,
	// the captured frames of a Throwable's backtrace.
	Native any
	hash   int32
	flags  objectFlags
	// id numbers the object's allocation in its execution (from 1):
	// replaying a schedule allocates the same objects in the same order,
	// so it names the object across replays.
	id uint32
	// site numbers the allocation site of an array (Loader.siteID), 0 if
	// unknown.
	site uint32
	// root is the object with atomic granularity whose state this object
	// is part of, nil if none (AtomicRoot).
	root *Object
}

// ID is the object's allocation number in its execution.
func (o *Object) ID() uint32 { return o.id }

type objectFlags uint16

const (
	// flagShared marks an object reachable by more than one thread
	// (DESIGN.md: dynamic escape tracking). Accesses to objects without it
	// are never intercepted.
	flagShared objectFlags = 1 << iota
	flagHashed
	// flagFinalRewritten marks an object one of whose final fields was
	// written while the object was shared (a constructor that let `this`
	// escape). From then on reads of its final fields are observed too.
	flagFinalRewritten
	// flagTrustedState marks an object allocated by trusted library code
	// (Recording.Trusted).
	flagTrustedState
	// flagPromoted marks an array allocated at a promoted site
	// (Promotions): accesses to its elements are visible operations.
	flagPromoted
	// flagUnshared and flagTentative mark an object allocated at a site
	// the annotations declare unshared, or tentatively unshared
	// (annotated.go): the first is never marked shared, the second ends
	// the execution when it would be.
	flagUnshared
	flagTentative
	// flagEscaped marks an object of the state of an object with
	// declared atomic granularity that code outside its calls used.
	flagEscaped
	// flagLibraryOwned marks an object the class library's internal work
	// allocated (frame.libraryWork), or the library at start-up (with no
	// code of the program's running): a cache, its map and reference
	// queue, the values it caches, the Locale constants (Thread.silent).
	flagLibraryOwned
)

// Shared reports whether the object has escaped its creating thread.
func (o *Object) Shared() bool { return o.flags&flagShared != 0 }

// TrustedState reports whether the object was allocated by trusted
// library code, directly or through library code it called
// (Recording.Trusted): the state of that code, which it synchronises by
// its own means.
func (o *Object) TrustedState() bool { return o.flags&flagTrustedState != 0 }

// Length is the length of an array object.
func (o *Object) Length() int {
	switch a := o.Array.(type) {
	case []int8:
		return len(a)
	case []uint16:
		return len(a)
	case []int16:
		return len(a)
	case []int32:
		return len(a)
	case []int64:
		return len(a)
	case []float32:
		return len(a)
	case []float64:
		return len(a)
	case []*Object:
		return len(a)
	}
	return 0
}

// IsArray reports whether o is an array.
func (o *Object) IsArray() bool { return o.Array != nil }

// newArrayData allocates the backing store of an array with elements of
// the given kind (a field-descriptor letter).
func newArrayData(kind byte, n int) any {
	switch kind {
	case 'Z', 'B':
		return make([]int8, n)
	case 'C':
		return make([]uint16, n)
	case 'S':
		return make([]int16, n)
	case 'I':
		return make([]int32, n)
	case 'J':
		return make([]int64, n)
	case 'F':
		return make([]float32, n)
	case 'D':
		return make([]float64, n)
	}
	return make([]*Object, n)
}
