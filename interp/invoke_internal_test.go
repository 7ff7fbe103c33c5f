package interp

import (
	"reflect"
	"testing"
)

// TestPushFrameSetsEveryField checks that pushFrame, which sets a new
// frame's fields one by one in a slot that may hold an older frame, sets
// every field of frame: a field added to frame must be added there too;
// and that it clears the locals beyond the arguments.
func TestPushFrameSetsEveryField(t *testing.T) {
	old := frame{pc: 7, lock: &Object{}, clinit: &Class{}, cont: func(*Thread, Value, *Object) Value { return Value{} },
		last: true, atomic: true, atomicRoot: &Object{}}
	ty := reflect.TypeOf(old)
	for i := range ty.NumField() {
		if reflect.ValueOf(old).Field(i).IsZero() && ty.Field(i).Name != "method" && ty.Field(i).Name != "code" && ty.Field(i).Name != "lp" && ty.Field(i).Name != "sp" {
			t.Fatalf("the test's old frame leaves field %s zero: give it a value", ty.Field(i).Name)
		}
	}
	th := &Thread{frames: []frame{old}, stack: make([]Value, 16)}
	for i := range th.stack {
		th.stack[i] = Value{I: int64(i + 1)}
	}
	th.frames = th.frames[:0]
	m, code, lock := &Method{ArgSlots: 1}, &Code{maxLocals: 3}, &Object{}
	th.pushFrame(m, code, 5, lock)
	// The argument stays; the other locals start as zeros, whatever an
	// earlier frame left there; the slots above are not touched.
	if got := th.stack[4:9]; got[0].I != 5 || got[1].I != 6 || got[2].I != 0 || got[3].I != 0 || got[4].I != 9 {
		t.Errorf("pushFrame left the stack %v, want 5 6 0 0 9", got)
	}
	got := th.frames[0]
	got.cont = nil // funcs are not comparable: it must be nil
	if want := (frame{method: m, code: code, lp: 5, sp: 8, lock: lock}); !reflect.DeepEqual(got, want) || th.frames[0].cont != nil {
		t.Errorf("pushFrame made %+v, want %+v", th.frames[0], want)
	}
}
