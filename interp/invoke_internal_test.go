package interp

import (
	"reflect"
	"testing"
)

// TestPushFrameSetsEveryField checks that pushFrame, which sets a new
// frame's fields one by one in a slot that may hold an older frame, sets
// every field of frame: a field added to frame must be added there too.
func TestPushFrameSetsEveryField(t *testing.T) {
	old := frame{pc: 7, lock: &Object{}, clinit: &Class{}, cont: func(*Thread, Value, *Object) Value { return Value{} },
		last: true, atomic: true, atomicRoot: &Object{}}
	ty := reflect.TypeOf(old)
	for i := range ty.NumField() {
		if reflect.ValueOf(old).Field(i).IsZero() && ty.Field(i).Name != "method" && ty.Field(i).Name != "code" && ty.Field(i).Name != "lp" && ty.Field(i).Name != "sp" {
			t.Fatalf("the test's old frame leaves field %s zero: give it a value", ty.Field(i).Name)
		}
	}
	th := &Thread{frames: []frame{old}}
	th.frames = th.frames[:0]
	m, code, lock := &Method{}, &Code{maxLocals: 3}, &Object{}
	th.pushFrame(m, code, 5, lock)
	got := th.frames[0]
	got.cont = nil // funcs are not comparable: it must be nil
	if want := (frame{method: m, code: code, lp: 5, sp: 8, lock: lock}); !reflect.DeepEqual(got, want) || th.frames[0].cont != nil {
		t.Errorf("pushFrame made %+v, want %+v", th.frames[0], want)
	}
}
