// Package mayops over-approximates the operations code may perform, by
// class hierarchy analysis over the bytecode (ops(θ) of Stoller 2002 §6).
// A persistent-set computation leaves out the interleavings of a thread
// against an operation its summary says it cannot perform, so a summary
// must never leave out an operation the code can perform: where the
// analysis cannot tell (reflection, Unsafe, a method handle, an unknown
// native), the summary is Top.
package mayops

import (
	"maps"

	"github.com/jcheck/jcheck/interp"
)

// Access is a set of kinds of access to a location.
type Access uint8

// The kinds of access.
const (
	Read Access = 1 << iota
	Write
)

// Conflict reports whether accesses of kinds a and b to one location
// conflict: both access it and at least one writes.
func Conflict(a, b Access) bool {
	return a != 0 && b != 0 && (a|b)&Write != 0
}

// FieldKey names a field by the class that declares it (internal name)
// and its name.
type FieldKey struct{ Class, Name string }

// ArrayKinds is the number of kinds of array elements Summary.Arrays
// tells apart.
const ArrayKinds = 8

// ArrayKind is the index in Summary.Arrays of arrays whose element
// descriptor begins with elem: booleans and bytes share one (baload and
// bastore serve both), references and arrays another ('L', '[').
func ArrayKind(elem byte) int {
	switch elem {
	case 'Z', 'B':
		return 0
	case 'C':
		return 1
	case 'S':
		return 2
	case 'I':
		return 3
	case 'J':
		return 4
	case 'F':
		return 5
	case 'D':
		return 6
	}
	return 7
}

// Summary is what code may do.
type Summary struct {
	// Top: the code may do anything. TopReason names the first method,
	// native or instruction found that made it so, for people; once Top,
	// the other fields are not kept up to date.
	Top       bool
	TopReason string
	// Fields are the fields the code may read or write.
	Fields map[FieldKey]Access
	// Arrays are the array elements it may read or write, by ArrayKind.
	Arrays [ArrayKinds]Access
	// Monitors: acquire, release, wait on or notify some monitor, or
	// change a wait set (an interrupt), or ask whether one is held.
	Monitors bool
	// Threads: start, join, interrupt, park or unpark a thread.
	// ThreadQueries: observe whether threads are alive or blocked
	// (isAlive, getState, the list of threads), which other threads'
	// operations change without a field access.
	Threads, ThreadQueries bool
	// The VM state jcheck makes visible (interp.OpState): the clock
	// (read, or advanced by a timed sleep, join or park), thread
	// numbers, the string intern table, identity hash codes.
	Clock, ThreadNumbers, Intern, IdentityHash bool
	// ClassInits are the classes whose initialisation the code may
	// trigger, by internal name.
	ClassInits map[string]bool

	// news are the classes the code may instantiate (see
	// Analyzer.instantiable).
	news map[*interp.Class]bool
}

// setTop makes s Top, keeping the first reason.
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
	if s.Top {
		return
	}
	if s.Fields == nil && len(o.Fields) > 0 {
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
	if s.ClassInits == nil && len(o.ClassInits) > 0 {
		s.ClassInits = maps.Clone(o.ClassInits)
	} else {
		for c := range o.ClassInits {
			s.ClassInits[c] = true
		}
	}
	if s.news == nil && len(o.news) > 0 {
		s.news = maps.Clone(o.news)
	} else {
		for c := range o.news {
			s.news[c] = true
		}
	}
}

func (s *Summary) instantiate(c *interp.Class) {
	if s.news == nil {
		s.news = map[*interp.Class]bool{}
	}
	s.news[c] = true
}

// MayAccess reports whether the code may access the field with one of
// the kinds of access in need.
func (s *Summary) MayAccess(k FieldKey, need Access) bool {
	return s.Top || s.Fields[k]&need != 0
}

// MayAccessArray reports whether the code may access elements of arrays
// whose element descriptor begins with elem with one of the kinds in
// need.
func (s *Summary) MayAccessArray(elem byte, need Access) bool {
	return s.Top || s.Arrays[ArrayKind(elem)]&need != 0
}

// MayInitialize reports whether the code may trigger the initialisation
// of the class (internal name).
func (s *Summary) MayInitialize(class string) bool {
	return s.Top || s.ClassInits[class]
}

// ArraysConflict reports whether s and o may access elements of one kind
// of array in conflict.
func (s *Summary) ArraysConflict(o *Summary) bool {
	if s.Top || o.Top {
		return true
	}
	for i := range s.Arrays {
		if Conflict(s.Arrays[i], o.Arrays[i]) {
			return true
		}
	}
	return false
}
