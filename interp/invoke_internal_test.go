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
		last: true, atomic: true, atomicRoot: &Object{}, libraryWork: true, forProgram: true}
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

// TestFrameWork: a frame does the class library's internal work when its
// method is of a package the JDK does not export, or works for a caller
// that does (an exported class's method, or one that moves data for its
// caller, as Unsafe's); a frame of the program's ends it. What a frame
// allocates is the library's own unless code of the program's is below.
func TestFrameWork(t *testing.T) {
	app := &Class{Name: "Main", App: true}
	works := map[*Class]methodWork{
		app:                                          programWork,
		{Name: "java/util/HashMap"}:                  workOfCaller,
		{Name: "sun/util/locale/BaseLocale"}:         libraryWork,
		{Name: "jdk/internal/misc/Unsafe"}:           workOfCaller,
		{Name: "jdk/internal/loader/BootLoader"}:     libraryWork,
		{Name: "com/sun/crypto/provider/SunJCE"}:     libraryWork,
		{Name: "jdk/internal/foreign/SharedSession"}: workOfCaller,
		{Name: "sun/nio/ch/FileChannelImpl"}:         workOfCaller,
	}
	for c, want := range works {
		if got := workOf(c); got != want {
			t.Errorf("workOf(%s) = %d, want %d", c.Name, got, want)
		}
	}
	method := func(name string, app bool) *Method {
		c := &Class{Name: name, App: app}
		return &Method{Class: c, Name: "m", work: workOf(c)}
	}
	th := &Thread{stack: make([]Value, 64)}
	push := func(m *Method) {
		th.pushFrame(m, &Code{}, 0, nil)
	}
	// The VM runs a library method with no frame of the program's below.
	push(method("java/lang/Thread", false))
	if f := th.frames[0]; f.libraryWork || f.forProgram || !th.libraryOwned() {
		t.Errorf("a thread's own start: library work %v, for the program %v, allocates the library's own %v; want false, false, true", f.libraryWork, f.forProgram, th.libraryOwned())
	}
	steps := []struct {
		m                   *Method
		library, forProgram bool
	}{
		{method("Main", true), false, true},
		{method("java/util/Locale", false), false, true},
		{method("sun/util/locale/LocaleObjectCache", false), true, true},
		{method("java/util/concurrent/ConcurrentHashMap", false), true, true},
		{method("jdk/internal/misc/Unsafe", false), true, true},
		{method("Main$Callback", true), false, true},
		{method("java/util/HashMap", false), false, true},
	}
	for i, s := range steps {
		push(s.m)
		f := th.frames[len(th.frames)-1]
		if f.libraryWork != s.library || f.forProgram != s.forProgram || th.libraryOwned() != s.library {
			t.Errorf("frame %d (%s): library work %v, for the program %v, allocates the library's own %v; want %v, %v, %v",
				i+1, s.m.Class.Name, f.libraryWork, f.forProgram, th.libraryOwned(), s.library, s.forProgram, s.library)
		}
	}
}
