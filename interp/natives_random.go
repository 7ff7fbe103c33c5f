package interp

import "strconv"

// Enumerated random values. A program's random numbers are part of its
// input: by default java.util.Random runs its own bytecode and, seeded
// from the deterministic clock, gives every execution the same numbers.
// With Loader.EnumerateRandom, Random.nextInt(bound) and
// Random.nextBoolean() are instead non-deterministic choices (OpChoose)
// with one alternative per value, and the search explores them all (as
// the choice points DESIGN.md lists among the visible operations, and
// JPF's cg.enumerate_random).

// enumeratedRandom holds the keys of the replacements that are bound only
// when the loader enumerates random values.
var enumeratedRandom = map[string]bool{}

func init() {
	fns := map[string]Native{
		"nextInt(I)I":    randomNextInt,
		"nextBoolean()Z": randomNextBoolean,
	}
	replace("java/util/Random", fns)
	for sig := range fns {
		enumeratedRandom["java/util/Random."+sig] = true
	}
	visibleNatives["java/util/Random.nextInt(I)I"] = func(t *Thread, a []Value) (Op, bool) {
		bound := int32(a[1].I)
		if bound <= 0 {
			return Op{}, false // throws at once
		}
		return chooseOp("Random.nextInt("+strconv.Itoa(int(bound))+")", int64(bound), choiceValues{}, nil), true
	}
	visibleNatives["java/util/Random.nextBoolean()Z"] = func(t *Thread, a []Value) (Op, bool) {
		return chooseOp("Random.nextBoolean()", 2, choiceValues{kind: falseFirst}, nil), true
	}
}

func randomNextInt(t *Thread, a []Value) Value {
	bound := int32(a[1].I)
	if bound <= 0 {
		t.ThrowNew("java/lang/IllegalArgumentException", "bound must be positive")
		return nothing
	}
	return Int(int32(t.takeChoice(int(bound))))
}

func randomNextBoolean(t *Thread, a []Value) Value {
	return Bool(t.takeChoice(2) == 1)
}
