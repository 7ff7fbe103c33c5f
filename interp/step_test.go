package interp_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

// mex is the example system M_ex of Stoller 2002 §3.3 written in Java.
const mex = `
public class Mex {
    static class O1 { int x; }
    static class O2 { int y; }
    static final O1 o1 = new O1();
    static final O2 o2 = new O2();

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            synchronized (o1) { o1.x++; }
            synchronized (o2) { o2.y++; }
        });
        Thread t2 = new Thread(() -> {
            synchronized (o2) {
                o2.y++;
                synchronized (o1) { int z = o1.x + o2.y; }
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
`

// stepAll runs the execution to its end under round robin and returns the
// steps of each thread by name.
func stepAll(t *testing.T, vm *interp.VM) map[string][]*interp.StepResult {
	t.Helper()
	steps := map[string][]*interp.StepResult{}
	var last *interp.Thread
	for !vm.Finished() {
		enabled := vm.Enabled()
		if len(enabled) == 0 {
			t.Fatal("unexpected deadlock")
		}
		th, choice := interp.RoundRobin{}.Pick(enabled, last)
		res, err := vm.Step(th, choice)
		if err != nil {
			t.Fatal(err)
		}
		steps[th.Name()] = append(steps[th.Name()], res)
		last = th
	}
	return steps
}

// TestStepInterface checks the transitions of M_ex's threads: their
// visible operations, and the accesses to shared fields each performed
// with the locks held at each (the composed transitions of §5.2).
func TestStepInterface(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Mex.java": mex})
	var out bytes.Buffer
	vm := bootVM(t, dir, &out, interp.Options{})
	vm.RecordAccesses(interp.Recording{Atomicity: interp.ReducedAtomicity, Accesses: true})
	if err := vm.Launch("Mex", nil); err != nil {
		t.Fatal(err)
	}
	steps := stepAll(t, vm)
	kinds := func(name string) []interp.OpKind {
		var ks []interp.OpKind
		for _, s := range steps[name] {
			ks = append(ks, s.Op.Kind)
		}
		return ks
	}
	want := []interp.OpKind{interp.OpBegin, interp.OpAcquire, interp.OpAcquire, interp.OpTerminate}
	for _, name := range []string{"Thread-0", "Thread-1"} {
		if got := kinds(name); !equalKinds(got, want) {
			t.Errorf("%s's visible operations: %v, want %v", name, got, want)
		}
	}
	// Thread-0's first acquire step locks o1 and increments o1.x: a read
	// and a write of the field with {o1} held.
	accs := fieldAccesses(vm, steps["Thread-0"][1], "x")
	if len(accs) != 2 || accs[0].Write || !accs[1].Write {
		t.Fatalf("Thread-0's first transition accesses of x: %+v, want a read then a write", accs)
	}
	if held := heldNames(vm, accs[1]); held != "O1" {
		t.Errorf("Thread-0 writes o1.x holding %q, want O1", held)
	}
	// Thread-1's second acquire (of o1, nested in o2) reads o1.x with both
	// locks held, and the transition ends at the termination.
	accs = fieldAccesses(vm, steps["Thread-1"][2], "x")
	if len(accs) != 1 || accs[0].Write {
		t.Fatalf("Thread-1's nested transition accesses of x: %+v, want one read", accs)
	}
	if held := heldNames(vm, accs[0]); held != "O2,O1" {
		t.Errorf("Thread-1 reads o1.x holding %q, want O2,O1", held)
	}
	if pos := interp.OpPosition(steps["Thread-1"][2].Op); !strings.HasPrefix(pos, "Mex.lambda$main$1(Mex.java:") {
		t.Errorf("position of Thread-1's nested acquire: %s", pos)
	}
	// Net monitor effects (§5.3): Thread-0's first transition acquires and
	// releases o1, leaving it as it was; Thread-1's first acquire keeps o2;
	// its nested transition releases o1 and o2.
	effects := func(s *interp.StepResult) string {
		var parts []string
		for _, m := range s.Monitors {
			n := m.Obj.Class.JavaName()
			parts = append(parts, fmt.Sprintf("%s:%v", n[strings.LastIndexAny(n, ".$")+1:], m.Changed))
		}
		return strings.Join(parts, " ")
	}
	for _, c := range []struct {
		thread string
		step   int
		want   string
	}{{"Thread-0", 1, "O1:false"}, {"Thread-1", 1, "O2:true"}, {"Thread-1", 2, "O1:false O2:true"}} {
		if got := effects(steps[c.thread][c.step]); got != c.want {
			t.Errorf("%s step %d monitor effects %q, want %q", c.thread, c.step, got, c.want)
		}
	}
}

func equalKinds(a, b []interp.OpKind) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// fieldAccesses picks a step's accesses of the instance field name.
func fieldAccesses(vm *interp.VM, s *interp.StepResult, name string) []interp.Access {
	var out []interp.Access
	for _, a := range s.Accesses {
		if a.Loc.Obj != nil && !a.Loc.Obj.IsArray() && vm.FieldName(a.Loc) == name {
			out = append(out, a)
		}
	}
	return out
}

// heldNames renders the classes of the locks held at an access: "O2,O1".
func heldNames(vm *interp.VM, a interp.Access) string {
	var names []string
	for _, o := range a.Held {
		n := o.Class.JavaName()
		names = append(names, n[strings.LastIndexAny(n, ".$")+1:])
	}
	return strings.Join(names, ",")
}

// TestBoundedInvis checks that a thread looping without visible
// operations is stopped and reported with its stack.
func TestBoundedInvis(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Spin.java": `
public class Spin {
    static int n;
    static void spin() { while (true) { n++; } }
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(Spin::spin);
        t.start();
        t.join();
    }
}`})
	var out bytes.Buffer
	vm := bootVM(t, dir, &out, interp.Options{MaxInvisible: 100_000})
	if err := vm.Launch("Spin", nil); err != nil {
		t.Fatal(err)
	}
	o, err := vm.Run(interp.RoundRobin{})
	if err != nil {
		t.Fatal(err)
	}
	var bi *interp.BoundedInvisError
	if !errors.As(o.Failure, &bi) {
		t.Fatalf("outcome %+v, want a BoundedInvis violation", o)
	}
	if bi.Instructions <= 100_000 || len(bi.Stack) == 0 || !strings.HasPrefix(bi.Stack[0], "Spin.spin(Spin.java:4)") {
		t.Errorf("violation after %d instructions at %v", bi.Instructions, bi.Stack)
	}
}

// TestDeadlockCycle drives two threads into a lock-order deadlock with a
// chosen schedule and checks the reported wait-for cycle.
func TestDeadlockCycle(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Cross.java": `
public class Cross {
    static final Object a = new Object(), b = new Object();
    public static void main(String[] args) {
        new Thread(() -> { synchronized (a) { synchronized (b) { } } }, "left").start();
        new Thread(() -> { synchronized (b) { synchronized (a) { } } }, "right").start();
    }
}`})
	var out bytes.Buffer
	vm := bootVM(t, dir, &out, interp.Options{})
	if err := vm.Launch("Cross", nil); err != nil {
		t.Fatal(err)
	}
	// Run main to its end, then alternate: left takes a, right takes b.
	step := func(name string) {
		for _, th := range vm.Enabled() {
			if th.Name() == name {
				if _, err := vm.Step(th, 0); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
		t.Fatalf("%s is not enabled", name)
	}
	for hasEnabled(vm, "main") {
		step("main")
	}
	step("left")  // begin: up to acquire a
	step("right") // begin: up to acquire b
	step("left")  // acquire a, up to acquire b
	step("right") // acquire b, up to acquire a
	if len(vm.Enabled()) != 0 {
		t.Fatalf("enabled threads remain: %d", len(vm.Enabled()))
	}
	d := vm.FindDeadlock()
	var cycle []string
	for _, th := range d.Cycle {
		cycle = append(cycle, th.Name())
	}
	if got := strings.Join(cycle, " -> "); got != "left -> right" && got != "right -> left" {
		t.Errorf("cycle %q, want left and right", got)
	}
}

func hasEnabled(vm *interp.VM, name string) bool {
	for _, th := range vm.Enabled() {
		if th.Name() == name {
			return true
		}
	}
	return false
}

// counting is a thread that increments a shared object's field many times
// in one transition (no visible operation in its loop), with and without
// a lock, and over the elements of an array.
const counting = `
public class Counting {
    static class Box { int n; }
    static final Box box = new Box();
    static final int[] cells = new int[4];

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            for (int i = 0; i < 100_000; i++) {
                box.n++;
                cells[i & 3]++;
            }
            synchronized (box) {
                for (int i = 0; i < 1_000; i++) {
                    box.n++;
                }
            }
        });
        t.start();
        t.join();
    }
}
`

// TestRepeatedAccesses checks that a transition that accesses the same
// locations over and over records each location, kind and set of locks
// held once, at its first access: a read and a write of box.n without a
// lock, the same under box's lock, a read and a write of each element.
func TestRepeatedAccesses(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Counting.java": counting})
	var out bytes.Buffer
	vm := bootVM(t, dir, &out, interp.Options{})
	vm.RecordAccesses(interp.Recording{Atomicity: interp.ReducedAtomicity, Accesses: true})
	if err := vm.Launch("Counting", nil); err != nil {
		t.Fatal(err)
	}
	steps := stepAll(t, vm)
	var kinds []string
	elements := 0
	for _, s := range steps["Thread-0"] {
		for _, a := range fieldAccesses(vm, s, "n") {
			kinds = append(kinds, fmt.Sprintf("%v/%s", a.Write, heldNames(vm, a)))
		}
		for _, a := range s.Accesses {
			if a.Loc.Obj != nil && a.Loc.Obj.IsArray() {
				elements++
			}
		}
	}
	if got := strings.Join(kinds, " "); got != "false/ true/ false/Box true/Box" {
		t.Errorf("box.n's accesses (write/held): %s, want a read and a write without a lock, then with Box", got)
	}
	if elements != 8 {
		t.Errorf("%d accesses of cells' elements, want 8 (a read and a write of each)", elements)
	}
}
