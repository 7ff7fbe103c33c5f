package interp

import (
	"math"
	"strconv"
	"strings"
)

// Non-deterministic choices of a value (OpChoose), the choice points
// DESIGN.md lists among the visible operations: a call that returns one
// of n values is an operation with n alternatives, and the search
// explores each (enumerated java.util.Random, natives_random.go; JPF's
// Verify, natives_verify.go). The scheduler's choice for the step says
// which alternative the call returns (Thread.takeChoice).

// choiceValues says which value each alternative of an OpChoose returns.
type choiceValues struct {
	kind choiceKind
	// base is the first int of an intRange.
	base int64
}

type choiceKind uint8

const (
	// intRange: alternative c is the int base + c.
	intRange choiceKind = iota
	// falseFirst: false, then true; trueFirst: true, then false.
	falseFirst
	trueFirst
	// listElements: alternative c is element c of the array Op.Obj (of
	// int, long, float or double).
	listElements
)

// maxChoices bounds the alternatives of one choice: the search lists
// every alternative of a thread's next operation in each state it
// reaches, and a range of millions of values is not a state space it
// can explore.
const maxChoices = 1 << 16

// chooseOp is the visible operation of a call that returns one of n
// values. More values than maxChoices end the execution as unsupported.
func chooseOp(call string, n int64, v choiceValues, list *Object) Op {
	if n > maxChoices {
		unsupported("%s, a choice among %d values (at most %d)", call, n, maxChoices)
	}
	return Op{Kind: OpChoose, Choices: int(n), values: v, Obj: list, Call: call}
}

// chosen is the value alternative c of the choice returns.
func (op *Op) chosen(c int) Value {
	switch op.values.kind {
	case falseFirst:
		return Bool(c == 1)
	case trueFirst:
		return Bool(c == 0)
	case listElements:
		switch a := op.Obj.Array.(type) {
		case []int32:
			return Int(a[c])
		case []int64:
			return Long(a[c])
		case []float32:
			return Float(a[c])
		case []float64:
			return Double(a[c])
		}
	}
	return Value{I: op.values.base + int64(c)}
}

// choiceValue renders the value alternative c of a choice returns, as
// Java's String.valueOf would.
func choiceValue(op Op, c int) string {
	v := op.chosen(c)
	switch op.values.kind {
	case falseFirst, trueFirst:
		return strconv.FormatBool(v.AsBool())
	case listElements:
		switch op.Obj.Array.(type) {
		case []float32:
			return javaFloating(float64(v.AsFloat()), 32)
		case []float64:
			return javaFloating(v.AsDouble(), 64)
		}
	}
	return strconv.FormatInt(v.I, 10)
}

// javaFloating renders a float (bits 32) or double as Float.toString and
// Double.toString do: the shortest decimal that reads back as the value,
// with at least one digit after the point, in scientific notation
// ("1.0E10") below 10⁻³ and from 10⁷ on.
func javaFloating(v float64, bits int) string {
	switch {
	case math.IsNaN(v):
		return "NaN"
	case math.IsInf(v, 1):
		return "Infinity"
	case math.IsInf(v, -1):
		return "-Infinity"
	}
	if a := math.Abs(v); a == 0 || a >= 1e-3 && a < 1e7 {
		s := strconv.FormatFloat(v, 'f', -1, bits)
		if !strings.Contains(s, ".") {
			s += ".0"
		}
		return s
	}
	s := strconv.FormatFloat(v, 'E', -1, bits) // "1.5E+10", "1E-05"
	mant, exp, _ := strings.Cut(s, "E")
	if !strings.Contains(mant, ".") {
		mant += ".0"
	}
	e, _ := strconv.Atoi(exp)
	return mant + "E" + strconv.Itoa(e)
}
