package mayops_test

import (
	"io"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jcheck/jcheck/classpath"
	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
	"github.com/jcheck/jcheck/mayops"
)

// launch compiles the programs of testdata, boots an execution of them
// and launches main.
func launch(t *testing.T, main string) (*interp.VM, *mayops.Analyzer) {
	t.Helper()
	sources := map[string]string{}
	files, err := filepath.Glob("testdata/*.java")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sources[filepath.Base(f)] = string(text)
	}
	dir := javatool.CompileForTest(t, sources)
	jdk, err := classpath.FindJDK("")
	if err != nil {
		t.Skip(err)
	}
	cp, err := classpath.Parse(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cp.Close() })
	l := interp.NewLoader(jdk.Boot, cp)
	vm := interp.NewVM(l, interp.Options{JDK: jdk, ClassPath: dir, Stdout: io.Discard, Stderr: io.Discard})
	if err := vm.Boot(); err != nil {
		t.Fatal(err)
	}
	if err := vm.Launch(main, nil); err != nil {
		t.Fatal(err)
	}
	return vm, mayops.New(l)
}

// method finds a method of a class by name.
func method(t *testing.T, vm *interp.VM, class, name string) *interp.Method {
	t.Helper()
	c, err := vm.Loader().Load(class)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range c.Methods {
		if m.Name == name {
			return m
		}
	}
	t.Fatalf("no method %s.%s", class, name)
	return nil
}

// runUntil steps the first thread that is enabled until cond holds.
func runUntil(t *testing.T, vm *interp.VM, cond func() bool) {
	t.Helper()
	for !cond() {
		enabled := vm.Enabled()
		if len(enabled) == 0 {
			t.Fatal("no thread is enabled")
		}
		if _, err := vm.Step(enabled[0], 0); err != nil {
			t.Fatal(err)
		}
	}
}

func TestMethods(t *testing.T) {
	vm, a := launch(t, "Ops")
	// main instantiates Square, Circle, Dog and Cat: calls reach their
	// methods, not Triangle's, of which there is no object.
	if _, err := vm.Loader().Load("Triangle"); err != nil {
		t.Fatal(err)
	}
	if s := a.Method(method(t, vm, "Ops", "main")); s.Top {
		t.Fatalf("main: Top (%s)", s.TopReason)
	}
	get := func(name string) *mayops.Summary { return a.Method(method(t, vm, "Ops", name)) }
	fields := func(name string, want map[mayops.FieldKey]mayops.Access) {
		t.Helper()
		s := get(name)
		if s.Top || !maps.Equal(s.Fields, want) {
			t.Errorf("%s: fields %v (Top %v %s), want %v", name, s.Fields, s.Top, s.TopReason, want)
		}
	}
	key := func(class, name string) mayops.FieldKey { return mayops.FieldKey{Class: class, Name: name} }
	r, w, rw := mayops.Read, mayops.Write, mayops.Read|mayops.Write

	fields("staticWriteInstanceRead", map[mayops.FieldKey]mayops.Access{key("Ops", "total"): w, key("Ops", "count"): r})
	if s := get("staticWriteInstanceRead"); s.Monitors || s.Threads || s.Clock || s.Arrays != [mayops.ArrayKinds]mayops.Access{} || !s.ClassInits["Ops"] {
		t.Errorf("staticWriteInstanceRead: %+v; want only the fields and Ops's initialisation", s)
	}
	fields("virtual", map[mayops.FieldKey]mayops.Access{key("Ops", "s"): r, key("Square", "side"): r, key("Circle", "r"): r, key("Circle", "made"): rw})
	if s := get("virtual"); !s.ClassInits["Circle"] {
		t.Errorf("virtual: Circle's initialisation missing: %v", s.ClassInits)
	}
	fields("iface", map[mayops.FieldKey]mayops.Access{key("Ops", "n"): r, key("Dog", "dogName"): r, key("Cat", "cats"): rw})
	fields("even", map[mayops.FieldKey]mayops.Access{key("Ops", "total"): w})
	fields("odd", map[mayops.FieldKey]mayops.Access{key("Ops", "total"): w})

	if s := get("locked"); s.Top || !s.Monitors || len(s.Fields) != 0 {
		t.Errorf("synchronized method: %+v", s)
	}
	if s := get("waits"); s.Top || !s.Monitors || !s.MayAccess(key("java/lang/Thread", "interrupted"), w) {
		t.Errorf("wait: %+v; want the monitor and the interrupt status", s)
	}
	if s := get("clock"); s.Top || !s.Clock {
		t.Errorf("nanoTime: %+v", s)
	}
	var arrays [mayops.ArrayKinds]mayops.Access
	arrays[mayops.ArrayKind('B')], arrays[mayops.ArrayKind('I')], arrays[mayops.ArrayKind('L')] = w, rw, w
	if s := get("arrays"); s.Top || s.Arrays != arrays {
		t.Errorf("arrays: %v (Top %v), want %v", s.Arrays, s.Top, arrays)
	}
	if s := get("callsUnknown"); !s.Top || !strings.Contains(s.TopReason, "Ops.unknown") {
		t.Errorf("unknown native: Top %v, reason %q", s.Top, s.TopReason)
	}
	if s := get("reflect"); !s.Top || s.TopReason == "" {
		t.Errorf("Method.invoke: Top %v, reason %q", s.Top, s.TopReason)
	} else {
		t.Logf("Method.invoke is Top: %s", s.TopReason)
	}
}

// TestPrintln measures the summary of System.out.println("x"): the
// stream's lock, and what it takes to compute, cold and warm.
func TestPrintln(t *testing.T) {
	vm, a := launch(t, "Ops")
	print := method(t, vm, "Ops", "print")
	start := time.Now()
	s := a.Method(print)
	cold := time.Since(start)
	start = time.Now()
	a.Method(print)
	warm := time.Since(start)
	t.Logf("println(\"x\"): Top %v %s; monitors %v, fields %v; cold %v, warm %v", s.Top, s.TopReason, s.Monitors, s.Fields, cold, warm)
	if s.Top || !s.Monitors {
		t.Errorf("println: %+v; want the stream's monitor, not Top", s)
	}
}

// TestMainAtLaunch: the main thread at launch does what main does.
func TestMainAtLaunch(t *testing.T) {
	vm, a := launch(t, "Ops")
	s := a.Thread(vm.Threads()[0])
	if s.Top || !s.MayAccess(mayops.FieldKey{Class: "Ops", Name: "total"}, mayops.Write) || !s.MayInitialize("Ops") {
		t.Errorf("main thread at launch: %+v (%s); want main's write of Ops.total and Ops's initialisation", s, s.TopReason)
	}
}

// TestThreads: a started thread's summary is what its Runnable (a
// class, or a lambda) does, with its end.
func TestThreads(t *testing.T) {
	for _, tc := range []struct {
		main  string
		field mayops.FieldKey
		acc   mayops.Access
	}{
		{"LambdaThread", mayops.FieldKey{Class: "LambdaThread", Name: "shared"}, mayops.Write},
		{"Counter", mayops.FieldKey{Class: "Counter", Name: "count"}, mayops.Read | mayops.Write},
	} {
		t.Run(tc.main, func(t *testing.T) {
			vm, a := launch(t, tc.main)
			start := time.Now()
			s := a.Thread(vm.Threads()[0]) // at launch: notes the classes initialised at boot
			t.Logf("%s: main at launch: Top %v %s (%v)", tc.main, s.Top, s.TopReason, time.Since(start))
			runUntil(t, vm, func() bool { return len(vm.Threads()) == 2 })
			main, started := vm.Threads()[0], vm.Threads()[1]
			start = time.Now()
			s = a.Thread(started)
			t.Logf("%s: main Top %v %s; started thread: Top %v %s, fields %v, monitors %v, arrays %v (%v)",
				tc.main, a.Thread(main).Top, a.Thread(main).TopReason, s.Top, s.TopReason, s.Fields, s.Monitors, s.Arrays, time.Since(start))
			if s.Top || s.Fields[tc.field] != tc.acc {
				t.Errorf("started thread: %v of %v, want %v (Top %v %s)", s.Fields[tc.field], tc.field, tc.acc, s.Top, s.TopReason)
			}
		})
	}
}
