package interp

import "math"

// Value is one JVM slot: an operand-stack entry, a local variable, a field
// or a static. Primitive values live in I (int, short, char, byte and
// boolean sign- or zero-extended as Java widens them; float as its 32 raw
// bits; long as is; double as its 64 raw bits); references live in R.
// Long and double values take two slots on the operand stack and in the
// locals, exactly as in the JVM, so that dup2, pop2 and the local indices
// of javac's code work unchanged; the value is in the first slot.
type Value struct {
	I int64
	R *Object
}

// Int makes an int value.
func Int(i int32) Value { return Value{I: int64(i)} }

// Long makes a long value.
func Long(l int64) Value { return Value{I: l} }

// Float makes a float value.
func Float(f float32) Value { return Value{I: int64(math.Float32bits(f))} }

// Double makes a double value.
func Double(d float64) Value { return Value{I: int64(math.Float64bits(d))} }

// Ref makes a reference value.
func Ref(o *Object) Value { return Value{R: o} }

// Bool makes a Java boolean (an int 0 or 1).
func Bool(b bool) Value {
	if b {
		return Value{I: 1}
	}
	return Value{}
}

// AsInt is the value as a Java int.
func (v Value) AsInt() int32 { return int32(v.I) }

// AsFloat is the value as a Java float.
func (v Value) AsFloat() float32 { return math.Float32frombits(uint32(v.I)) }

// AsDouble is the value as a Java double.
func (v Value) AsDouble() float64 { return math.Float64frombits(uint64(v.I)) }

// AsBool is the value as a Java boolean.
func (v Value) AsBool() bool { return int32(v.I) != 0 }
