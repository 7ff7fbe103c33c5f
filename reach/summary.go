// Package reach over-approximates the operations code may still perform,
// by class hierarchy analysis over the bytecode: ops(θ) of Stoller 2002
// §6, from which Algorithm 2-LD' computes persistent sets. It must never
// leave out an operation the code can perform; where it cannot tell
// (reflection, Unsafe, an unknown native), the summary is Top.
package reach

import "maps"

// Access is a set of kinds of access to a location.
type Access uint8

// The kinds of access.
const (
	Read Access = 1 << iota
	Write
)

// Conflict reports whether accesses of kinds a and b to one location
// conflict: at least one of them writes.
func Conflict(a, b Access) bool {
	return a&Write != 0 && b != 0 || a != 0 && b&Write != 0
}

// FieldKey names a field by the class that declares it (internal name)
// and its name.
type FieldKey struct{ Class, Name string }

// Array element kinds: booleans and bytes share baload/bastore.
const (
	arrayByte = iota
	arrayChar
	arrayShort
	arrayInt
	arrayLong
	arrayFloat
	arrayDouble
	arrayRef
	arrayKinds
)

// ArrayKind is the kind of the elements of an array whose element
// descriptor begins with elem ('I', 'L', '[', ...).
func ArrayKind(elem byte) int {
	switch elem {
	case 'Z', 'B':
		return arrayByte
	case 'C':
		return arrayChar
	case 'S':
		return arrayShort
	case 'I':
		return arrayInt
	case 'J':
		return arrayLong
	case 'F':
		return arrayFloat
	case 'D':
		return arrayDouble
	}
	return arrayRef
}

// Summary is what code may do.
type Summary struct {
	// Top: anything at all; TopReason names the first method or
	// instruction that made it so, for people.
	Top       bool
	TopReason string
	// Fields are the fields the code may read or write.
	Fields map[FieldKey]Access
	// Arrays are the array elements, by ArrayKind.
	Arrays [arrayKinds]Access
	// Monitors: acquire, release, wait or notify some monitor.
	Monitors bool
	// Threads: start, join, interrupt, park or unpark threads, or ask
	// whether one is alive; ThreadQueries: the last two without a
	// visible operation (isAlive, getState, interrupt, isInterrupted).
	Threads, ThreadQueries bool
	// The VM state the search makes visible (interp.OpState).
	Clock, ThreadNumbers, Intern, IdentityHash bool
	// ClassInits are the classes whose initialisation the code may
	// trigger, by internal name.
	ClassInits map[string]bool
}

func (s *Summary) setTop(reason string) {
	if !s.Top {
		s.Top, s.TopReason = true, reason
	}
}

func (s *Summary) field(k FieldKey, a Access) {
	if s.Fields == nil {
		s.Fields = map[FieldKey]Access{}
	}
	s.Fields[k] |= a
}

func (s *Summary) classInit(name string) {
	if s.ClassInits == nil {
		s.ClassInits = map[string]bool{}
	}
	s.ClassInits[name] = true
}

// Union adds what o may do to s.
func (s *Summary) Union(o *Summary) {
	if o.Top {
		s.setTop(o.TopReason)
	}
	if len(o.Fields) > 0 && s.Fields == nil {
		s.Fields = maps.Clone(o.Fields)
	} else {
		for k, a := range o.Fields {
			s.Fields[k] |= a
		}
	}
	for i, a := range o.Arrays {
		s.Arrays[i] |= a
	}
	s.Monitors = s.Monitors || o.Monitors
	s.Threads = s.Threads || o.Threads
	s.ThreadQueries = s.ThreadQueries || o.ThreadQueries
	s.Clock = s.Clock || o.Clock
	s.ThreadNumbers = s.ThreadNumbers || o.ThreadNumbers
	s.Intern = s.Intern || o.Intern
	s.IdentityHash = s.IdentityHash || o.IdentityHash
	if len(o.ClassInits) > 0 && s.ClassInits == nil {
		s.ClassInits = maps.Clone(o.ClassInits)
	} else {
		for c := range o.ClassInits {
			s.ClassInits[c] = true
		}
	}
}

// MayAccess reports whether the code may access the field with a kind of
// access in need.
func (s *Summary) MayAccess(k FieldKey, need Access) bool {
	return s.Top || s.Fields[k]&need != 0
}

// MayAccessArray reports whether the code may access elements of arrays
// whose element descriptor begins with elem with a kind in need.
func (s *Summary) MayAccessArray(elem byte, need Access) bool {
	return s.Top || s.Arrays[ArrayKind(elem)]&need != 0
}

// ArraysConflict reports whether s and o may access elements of the same
// kind of array in conflict.
func (s *Summary) ArraysConflict(o *Summary) bool {
	for i := range s.Arrays {
		if Conflict(s.Arrays[i], o.Arrays[i]) {
			return true
		}
	}
	return false
}
