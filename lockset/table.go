// Package lockset implements the lockset' algorithm that checks the
// locking discipline LD' of Stoller 2002 (§6, §7) while the search runs:
// for every shared location it keeps the mode (virgin, exclusive, shared,
// shared-modified), the first thread that accessed it and its candidate
// lock set, refined at every access after initialisation, and reports a
// violation when a location that is modified after initialisation has no
// lock held at all its accesses.
//
// Locksets are hash-consed, so that each distinct set is stored once, and
// intersections are memoised (Eraser's optimisations, §9).
package lockset

import (
	"slices"
	"strconv"
	"strings"
)

// Lock names a lock (a Java object's monitor) within one execution.
type Lock uint32

// Set is a hash-consed lock set: a handle into a Table. All stands for the
// set of all locks, the candidate set of a location before any access
// after initialisation refines it.
type Set int32

// All is the set of all locks.
const All Set = -1

// Table interns lock sets and memoises their intersections.
type Table struct {
	sets  [][]Lock
	index map[string]Set
	memo  map[[2]Set]Set
}

// NewTable makes an empty table; Set 0 is the empty set.
func NewTable() *Table {
	t := &Table{index: map[string]Set{}, memo: map[[2]Set]Set{}}
	t.Of(nil)
	return t
}

// Empty is the empty lock set.
const Empty Set = 0

func key(locks []Lock) string {
	var b strings.Builder
	for _, l := range locks {
		b.WriteString(strconv.FormatUint(uint64(l), 36))
		b.WriteByte(',')
	}
	return b.String()
}

// Of interns the set of the given locks (in any order, duplicates allowed).
func (t *Table) Of(locks []Lock) Set {
	sorted := slices.Clone(locks)
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	k := key(sorted)
	if s, ok := t.index[k]; ok {
		return s
	}
	s := Set(len(t.sets))
	t.sets = append(t.sets, sorted)
	t.index[k] = s
	return s
}

// Locks lists the locks of a set (nil for All).
func (t *Table) Locks(s Set) []Lock {
	if s == All {
		return nil
	}
	return t.sets[s]
}

// Intersect returns a ∩ b, memoised.
func (t *Table) Intersect(a, b Set) Set {
	switch {
	case a == All:
		return b
	case b == All || a == b:
		return a
	}
	if a > b {
		a, b = b, a
	}
	if r, ok := t.memo[[2]Set{a, b}]; ok {
		return r
	}
	var out []Lock
	x, y := t.sets[a], t.sets[b]
	for i, j := 0, 0; i < len(x) && j < len(y); {
		switch {
		case x[i] == y[j]:
			out = append(out, x[i])
			i++
			j++
		case x[i] < y[j]:
			i++
		default:
			j++
		}
	}
	r := t.Of(out)
	t.memo[[2]Set{a, b}] = r
	return r
}

// Len is the number of distinct sets interned.
func (t *Table) Len() int { return len(t.sets) }

// Clone returns an independent copy of the table: the same sets under
// the same handles. The sets themselves are never modified, so the
// copies share them.
func (t *Table) Clone() *Table {
	n := &Table{sets: slices.Clone(t.sets), index: make(map[string]Set, len(t.index)), memo: make(map[[2]Set]Set, len(t.memo))}
	for k, s := range t.index {
		n.index[k] = s
	}
	for k, s := range t.memo {
		n.memo[k] = s
	}
	return n
}
