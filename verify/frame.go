package verify

import (
	"fmt"
	"slices"
	"strings"
)

// frame is a type state (JVMS §4.10.1.3): the types of the local
// variables (max_locals of them, a category 2 value in two) and of the
// operand stack (a category 2 value in two entries), and flagThisUninit.
type frame struct {
	locals []vtype
	// size is how many locals are in use, HotSpot's _locals_size: those
	// of the stack map frame last met, then up to the highest one an
	// instruction stored or loaded. HotSpot prints these, and will not
	// load a long or double from the last of them.
	size       int
	stack      []vtype
	thisUninit bool
}

func (f *frame) clone() *frame {
	// The stack keeps its capacity, max_stack, so that pushes do not
	// allocate.
	return &frame{locals: slices.Clone(f.locals), size: f.size, stack: append(make([]vtype, 0, cap(f.stack)), f.stack...), thisUninit: f.thisUninit}
}

// copyFrom makes f a copy of g, reusing f's storage.
func (f *frame) copyFrom(g *frame) {
	f.locals = append(f.locals[:0], g.locals...)
	f.stack = append(f.stack[:0], g.stack...)
	f.size, f.thisUninit = g.size, g.thisUninit
}

// setLocal stores t (and its second slot) in local n, making unusable a
// category 2 value it overwrites half of (HotSpot's set_local).
func (f *frame) setLocal(n int, t vtype) {
	f.clearSlot(n)
	f.locals[n] = t
	if t.wide() {
		f.clearSlot(n + 1)
		f.locals[n+1] = t.second()
	}
	f.use(n + slots(t))
}

// use notes that the first n locals are in use.
func (f *frame) use(n int) { f.size = max(f.size, n) }

func (f *frame) clearSlot(n int) {
	switch f.locals[n].k {
	case kLong, kDouble:
		f.locals[n+1] = top
	case kLong2, kDouble2:
		f.locals[n-1] = top
	}
}

// replace puts t in place of every occurrence of old: an object becoming
// initialized by its <init> call (JVMS §4.10.1.9 invokespecial).
func (f *frame) replace(old, t vtype) {
	for i := range f.locals {
		if f.locals[i] == old {
			f.locals[i] = t
		}
	}
	for i := range f.stack {
		if f.stack[i] == old {
			f.stack[i] = t
		}
	}
}

// lines is the frame as HotSpot prints it in a VerifyError's details:
// the locals in use.
func (f *frame) lines(pc int) []string {
	flags := "{ }"
	if f.thisUninit {
		flags = "{ flagThisUninit }"
	}
	return []string{fmt.Sprintf("bci: @%d", pc), "flags: " + flags, "locals: " + list(f.locals[:f.size]), "stack: " + list(f.stack)}
}

func list(ts []vtype) string {
	if len(ts) == 0 {
		return "{ }"
	}
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = t.String()
	}
	return "{ " + strings.Join(s, ", ") + " }"
}
