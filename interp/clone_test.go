package interp_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

// TestClone checks that a cloned execution runs exactly like the original
// and shares no mutable state with it.
func TestClone(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Counter.java": `
import java.util.*;
public class Counter {
    static int runs;
    static final Map<String, Integer> seen = new HashMap<>();
    public static void main(String[] args) throws Exception {
        runs++;
        seen.merge("k", 1, Integer::sum);
        Thread t = new Thread(() -> { synchronized (seen) { seen.merge("t", 1, Integer::sum); } });
        t.start();
        t.join();
        System.out.println(runs + " " + seen + " " + new Object().hashCode());
    }
}`})
	var out bytes.Buffer
	vm := bootVM(t, dir, &out, interp.Options{})
	if err := vm.Launch("Counter", nil); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	snapshot := vm.Clone()
	t.Logf("clone of a booted VM took %v", time.Since(start))
	run := func(v *interp.VM) string { return runToEnd(t, v) }
	first := run(vm)
	if first != "1 {t=1, k=1} "+first[len("1 {t=1, k=1} "):] || first == "" {
		t.Fatalf("unexpected output %q", first)
	}
	// The original ran to its end; the snapshot taken before must still
	// be at the start, and each copy of it must give the same output,
	// identity hash code included.
	second := run(snapshot.Clone())
	third := run(snapshot.Clone())
	if second != first || third != first {
		t.Errorf("outputs differ: %q, %q, %q", first, second, third)
	}
}

// TestCloneMidSearch clones an execution amid its steps, as the search's
// checkpoints do: the copy records steps as the original did (who
// allocated each object, for strict initialisation), the mapping names
// the copies of the original's threads and objects (an object the copy
// does not reach is copied when asked for), and both go on alike.
func TestCloneMidSearch(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Pair.java": `
public class Pair {
    static Object shared;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { synchronized (Pair.class) { shared = new int[3]; } });
        t.start();
        synchronized (Pair.class) { System.out.println(shared == null); }
        t.join();
    }
}`})
	var out bytes.Buffer
	vm := bootVM(t, dir, &out, interp.Options{})
	vm.RecordAccesses(interp.Recording{Accesses: true, All: true})
	if err := vm.Launch("Pair", nil); err != nil {
		t.Fatal(err)
	}
	main := stepUntilStarted(t, vm)
	if !vm.CanClone() {
		t.Fatal("an execution between steps cannot be cloned")
	}
	garbage := vm.NewObject(main.Obj.Class)
	copied, m := vm.CloneMapped()
	if m.Bytes() <= 0 {
		t.Errorf("a copy of %d bytes", m.Bytes())
	}
	for i, th := range vm.Threads() {
		if m.Thread(th) != copied.Threads()[i] {
			t.Errorf("thread %s maps to %v, not its copy", th.Name(), m.Thread(th))
		}
	}
	if o := m.Object(main.Obj); o != copied.Threads()[0].Obj || o == main.Obj {
		t.Errorf("main's thread object maps to %p, its copy is %p", o, copied.Threads()[0].Obj)
	}
	if g := m.Object(garbage); g == nil || g == garbage || g.ID() != garbage.ID() || m.Object(garbage) != g {
		t.Errorf("an object the copy does not reach maps to %v", g)
	}
	if a := copied.Allocator(copied.Threads()[1].Obj); a != copied.Threads()[0] {
		t.Errorf("the copy says %v allocated the second thread, not main", a)
	}
	run := func(v *interp.VM) (string, int64) {
		var buf bytes.Buffer
		v.SetOutput(&buf, &buf)
		for !v.Finished() {
			en := v.Enabled()
			if len(en) == 0 {
				t.Fatal("deadlock")
			}
			if _, err := v.Step(en[len(en)-1], 0); err != nil {
				t.Fatal(err)
			}
		}
		return buf.String(), v.Instructions()
	}
	// The first run loads classes, running the class loader's code,
	// which runs after it do not: a first copy runs ahead.
	run(vm.Clone())
	wantOut, wantInstrs := run(vm)
	if gotOut, gotInstrs := run(copied); gotOut != wantOut || gotInstrs != wantInstrs {
		t.Errorf("the copy printed %q in %d instructions, the original %q in %d", gotOut, gotInstrs, wantOut, wantInstrs)
	}
}

// TestCloneAfterDeepCalls clones an execution whose thread's stack grew
// deep and then unwound: the copy's stack is as long as its frames need
// (clone.go), and it grows again as the copy calls deeper, to the same
// results as the original's.
func TestCloneAfterDeepCalls(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Deep.java": `
public class Deep {
    static long down(int n, long a, long b) { return n == 0 ? a + b : down(n - 1, b, a + b) + n; }
    public static void main(String[] args) throws Exception {
        long first = down(3000, 0, 1);
        Thread t = new Thread(() -> System.out.println("worker " + down(100, 1, 1)));
        t.start();
        System.out.println(first + " " + down(4000, 1, 2));
        t.join();
    }
}`})
	var out bytes.Buffer
	vm := bootVM(t, dir, &out, interp.Options{})
	if err := vm.Launch("Deep", nil); err != nil {
		t.Fatal(err)
	}
	stepUntilStarted(t, vm)
	copied := vm.Clone()
	want, got := runToEnd(t, vm), runToEnd(t, copied)
	if got != want || !strings.Contains(want, "\nworker ") {
		t.Errorf("the copy printed %q, the original %q", got, want)
	}
}

// stepUntilStarted steps the main thread of a launched VM until it has
// started a second thread, and returns it.
func stepUntilStarted(t *testing.T, vm *interp.VM) *interp.Thread {
	t.Helper()
	main := vm.Threads()[0]
	for len(vm.Threads()) == 1 {
		if _, err := vm.Step(main, 0); err != nil {
			t.Fatal(err)
		}
	}
	return main
}

// runToEnd runs a VM to its end, round robin, and returns what it printed.
func runToEnd(t *testing.T, v *interp.VM) string {
	t.Helper()
	var buf bytes.Buffer
	v.SetOutput(&buf, &buf)
	if _, err := v.Run(interp.RoundRobin{}); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}
