package interp

// java.lang.reflect.Array: reflective array creation and element access,
// with the checks and conversions of HotSpot's jvm.cpp (check_array) and
// Reflection::array_get/array_set. Element accesses to shared arrays are
// reported to the access observer like the array instructions'.

// maxArrayDimensions is HotSpot's MAX_DIM for reflective array creation.
const maxArrayDimensions = 255

func init() {
	fns := map[string]Native{
		"getLength(Ljava/lang/Object;)I": func(t *Thread, a []Value) Value {
			arr := t.checkArray(a[0].R, false)
			if arr == nil {
				return nothing
			}
			return Int(int32(arr.Length()))
		},
		"get(Ljava/lang/Object;I)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			arr := t.checkArray(a[0].R, false)
			if arr == nil {
				return nothing
			}
			v, ok := t.arrayGet(arr, int(a[1].AsInt()))
			if !ok {
				return nothing
			}
			if arr.Class.Component.Primitive {
				return Ref(t.vm.newBox(arr.Class.Elem, v))
			}
			return v
		},
		"set(Ljava/lang/Object;ILjava/lang/Object;)V": func(t *Thread, a []Value) Value {
			arr := t.checkArray(a[0].R, false)
			if arr == nil {
				return nothing
			}
			box := a[2].R
			if !arr.Class.Component.Primitive {
				t.arraySet(arr, int(a[1].AsInt()), Ref(box), 'L')
				return nothing
			}
			if box == nil {
				t.ThrowNew("java/lang/IllegalArgumentException", "")
				return nothing
			}
			kind, v := unboxObject(box)
			t.arraySet(arr, int(a[1].AsInt()), v, kind)
			return nothing
		},
		"newArray(Ljava/lang/Class;I)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) {
				return nothing
			}
			elem, n := ClassOf(a[0].R), a[1].AsInt()
			if n < 0 {
				t.ThrowNew("java/lang/NegativeArraySizeException", itoa(int(n)))
				return nothing
			}
			if elem.Elem == 'V' || arrayDimensions(elem) >= maxArrayDimensions {
				t.ThrowNew("java/lang/IllegalArgumentException", "")
				return nothing
			}
			ac := t.arrayClass(elem, 1)
			if ac == nil {
				return nothing
			}
			return Ref(t.newArray(ac, int(n)))
		},
		"multiNewArray(Ljava/lang/Class;[I)Ljava/lang/Object;": func(t *Thread, a []Value) Value {
			if !t.nullCheck(a[0].R) || !t.nullCheck(a[1].R) {
				return nothing
			}
			elem, dims := ClassOf(a[0].R), a[1].R.Array.([]int32)
			if len(dims) == 0 || len(dims) > maxArrayDimensions {
				t.ThrowNew("java/lang/IllegalArgumentException", "")
				return nothing
			}
			for _, d := range dims {
				if d < 0 {
					t.ThrowNew("java/lang/NegativeArraySizeException", itoa(int(d)))
					return nothing
				}
			}
			if elem.Elem == 'V' || arrayDimensions(elem)+len(dims) > maxArrayDimensions {
				t.ThrowNew("java/lang/IllegalArgumentException", "")
				return nothing
			}
			ac := t.arrayClass(elem, len(dims))
			if ac == nil {
				return nothing
			}
			counts := make([]Value, len(dims))
			for i, d := range dims {
				counts[i] = Int(d)
			}
			return Ref(t.multiNewArray(ac, counts))
		},
	}
	kinds := []struct {
		name string
		desc byte
	}{{"Boolean", 'Z'}, {"Byte", 'B'}, {"Char", 'C'}, {"Short", 'S'}, {"Int", 'I'}, {"Long", 'J'}, {"Float", 'F'}, {"Double", 'D'}}
	for _, k := range kinds {
		kind := k.desc
		fns["get"+k.name+"(Ljava/lang/Object;I)"+string(kind)] = func(t *Thread, a []Value) Value {
			arr := t.checkArray(a[0].R, true)
			if arr == nil {
				return nothing
			}
			v, ok := t.arrayGet(arr, int(a[1].AsInt()))
			if !ok {
				return nothing
			}
			w, ok := widenValue(v, arr.Class.Elem, kind)
			if !ok {
				t.ThrowNew("java/lang/IllegalArgumentException", "argument type mismatch")
				return nothing
			}
			return w
		}
		fns["set"+k.name+"(Ljava/lang/Object;I"+string(kind)+")V"] = func(t *Thread, a []Value) Value {
			arr := t.checkArray(a[0].R, true)
			if arr == nil {
				return nothing
			}
			t.arraySet(arr, int(a[1].AsInt()), narrowValue(a[2], kind), kind)
			return nothing
		}
	}
	register("java/lang/reflect/Array", fns)
}

// arrayDimensions is the number of dimensions of an array class, 0 for
// other classes.
func arrayDimensions(c *Class) int {
	n := 0
	for ; c.IsArray(); c = c.Component {
		n++
	}
	return n
}

// checkArray is jvm.cpp's check_array: NullPointerException for null,
// IllegalArgumentException for an object that is not an array (of a
// primitive type, if primitiveOnly).
func (t *Thread) checkArray(o *Object, primitiveOnly bool) *Object {
	switch {
	case !t.nullCheck(o):
		return nil
	case !o.IsArray():
		t.ThrowNew("java/lang/IllegalArgumentException", "Argument is not an array")
		return nil
	case primitiveOnly && !o.Class.Component.Primitive:
		t.ThrowNew("java/lang/IllegalArgumentException", "Argument is not an array of primitive type")
		return nil
	}
	return o
}

// arrayGet is Reflection::array_get: the element at i, or
// ArrayIndexOutOfBoundsException (without a message).
func (t *Thread) arrayGet(arr *Object, i int) (Value, bool) {
	if i < 0 || i >= arr.Length() {
		t.ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "")
		return Value{}, false
	}
	var v Value
	switch a := arr.Array.(type) {
	case []int8:
		v = Int(int32(a[i]))
	case []uint16:
		v = Int(int32(a[i]))
	case []int16:
		v = Int(int32(a[i]))
	case []int32:
		v = Int(a[i])
	case []int64:
		v = Long(a[i])
	case []float32:
		v = Float(a[i])
	case []float64:
		v = Double(a[i])
	case []*Object:
		v = Ref(a[i])
	}
	if arr.Shared() && t.vm.observer != nil {
		t.vm.observer.ArrayAccess(t, arr, i, false)
	}
	return v, true
}

// arraySet is Reflection::array_set: stores v, of the given kind ('L' for
// a reference, 0 for an object that is not a wrapper), at index i,
// widening primitives as reflection allows.
func (t *Thread) arraySet(arr *Object, i int, v Value, kind byte) {
	if i < 0 || i >= arr.Length() {
		t.ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "")
		return
	}
	if elems, ok := arr.Array.([]*Object); ok {
		if v.R != nil && !v.R.Class.AssignableTo(arr.Class.Component) {
			t.ThrowNew("java/lang/IllegalArgumentException", "array element type mismatch")
			return
		}
		if arr.Shared() && v.R != nil {
			t.vm.publish(v.R)
		}
		elems[i] = v.R
	} else {
		w, ok := widenValue(v, kind, arr.Class.Elem)
		if kind == 0 || !ok {
			t.ThrowNew("java/lang/IllegalArgumentException", "argument type mismatch")
			return
		}
		switch a := arr.Array.(type) {
		case []int8:
			a[i] = int8(w.I)
		case []uint16:
			a[i] = uint16(w.I)
		case []int16:
			a[i] = int16(w.I)
		case []int32:
			a[i] = int32(w.I)
		case []int64:
			a[i] = w.I
		case []float32:
			a[i] = w.AsFloat()
		case []float64:
			a[i] = w.AsDouble()
		}
	}
	if arr.Shared() && t.vm.observer != nil {
		t.vm.observer.ArrayAccess(t, arr, i, true)
	}
}

// arrayClass is the class of arrays of dims dimensions of elem, in
// elem's name space (Loader.ArrayOf); nil with the error thrown if it
// cannot be loaded.
func (t *Thread) arrayClass(elem *Class, dims int) *Class {
	c := elem
	for range dims {
		var err error
		if c, err = t.vm.loader.ArrayOf(c); err != nil {
			t.exc = t.vm.loadError(err)
			return nil
		}
	}
	return c
}
