package interp

import "strings"

// Primitive values and their wrapper objects as reflection sees them:
// creating and reading wrapper objects (java_lang_boxing_object), and the
// narrowing to a type's range and the widening conversions reflection
// allows (Reflection::widen).

// wrapperClasses maps the descriptor of each primitive type to the
// internal name of its wrapper class.
var wrapperClasses = map[string]string{
	"Z": "java/lang/Boolean", "B": "java/lang/Byte", "C": "java/lang/Character", "S": "java/lang/Short",
	"I": "java/lang/Integer", "J": "java/lang/Long", "F": "java/lang/Float", "D": "java/lang/Double",
}

// isPrimitiveDesc reports whether a field descriptor (or "V") names a
// primitive type.
func isPrimitiveDesc(d string) bool { return len(d) == 1 }

// wrapperClass is the internal name of the wrapper class of a primitive
// type (a descriptor).
func wrapperClass(prim string) string { return wrapperClasses[prim] }

// wrapperDesc is the descriptor of the wrapper class of a primitive type;
// "" for other types.
func wrapperDesc(prim string) string {
	if w, ok := wrapperClasses[prim]; ok {
		return "L" + w + ";"
	}
	return ""
}

// primitiveOfWrapper is the primitive type whose wrapper class has the
// descriptor desc; "" if desc is not a wrapper class.
func primitiveOfWrapper(desc string) string {
	for p, w := range wrapperClasses {
		if "L"+w+";" == desc {
			return p
		}
	}
	return ""
}

// newBox is java_lang_boxing_object::create: a new wrapper object (not
// one of valueOf's cached instances) holding v.
func (vm *VM) newBox(kind byte, v Value) *Object {
	c := vm.must(wrapperClasses[string(kind)])
	o := vm.NewObject(c)
	setFieldNamed(o, "value", narrowValue(v, kind))
	return o
}

// unboxObject is java_lang_boxing_object::get_value: the primitive kind and
// value of a wrapper object; kind 0 if o is not one.
func unboxObject(o *Object) (byte, Value) {
	if o.Class.File == nil || !strings.HasPrefix(o.Class.Name, "java/lang/") {
		return 0, Value{}
	}
	for prim, name := range wrapperClasses {
		if o.Class.Name == name {
			return prim[0], fieldNamed(o, "value")
		}
	}
	return 0, Value{}
}

// narrowValue normalises an int-like value to its type's range.
func narrowValue(v Value, kind byte) Value {
	switch kind {
	case 'Z':
		return Int(int32(v.I) & 1)
	case 'B':
		return Int(int32(int8(v.I)))
	case 'C':
		return Int(int32(uint16(v.I)))
	case 'S':
		return Int(int32(int16(v.I)))
	case 'I':
		return Int(int32(v.I))
	case 'F':
		return Value{I: int64(uint32(v.I))}
	}
	return Value{I: v.I}
}

// widenValue is Reflection::widen: the widening primitive conversions
// reflection allows; false for any other pair of types.
func widenValue(v Value, from, to byte) (Value, bool) {
	if from == to {
		return v, true
	}
	intLike := func(k byte) bool { return k == 'B' || k == 'C' || k == 'S' || k == 'I' }
	switch to {
	case 'S':
		if from == 'B' {
			return v, true
		}
	case 'I':
		if from == 'B' || from == 'C' || from == 'S' {
			return v, true
		}
	case 'J':
		if intLike(from) {
			return Long(int64(int32(v.I))), true
		}
	case 'F':
		switch {
		case intLike(from):
			return Float(float32(int32(v.I))), true
		case from == 'J':
			return Float(float32(v.I)), true
		}
	case 'D':
		switch {
		case intLike(from):
			return Double(float64(int32(v.I))), true
		case from == 'J':
			return Double(float64(v.I)), true
		case from == 'F':
			return Double(float64(v.AsFloat())), true
		}
	}
	return Value{}, false
}
