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
	copied, m := vm.CloneMapped(nil)
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
	vm := startedVM(t, dir, "Deep")
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

// startedVM boots the program of dir, launches its main class and runs
// main until it has started a second thread.
func startedVM(t *testing.T, dir, main string) *interp.VM {
	t.Helper()
	var out bytes.Buffer
	vm := bootVM(t, dir, &out, interp.Options{})
	if err := vm.Launch(main, nil); err != nil {
		t.Fatal(err)
	}
	stepUntilStarted(t, vm)
	return vm
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

// TestCloneReusingSpare copies executions in the memory of discarded
// ones, as the state-less search does at every backtrack: a copy made in
// a discarded execution's blocks runs exactly like one made anew, with
// the same fingerprint, while the execution it was copied from, which
// shares nothing with it, goes on unchanged; a discarded execution
// refuses to run.
func TestCloneReusingSpare(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Words.java": `
import java.util.*;
public class Words {
    public static void main(String[] args) throws Exception {
        List<String> words = new ArrayList<>(List.of("pear", "fig", "apple"));
        char[] letters = new char[5000];
        Arrays.fill(letters, 'x');
        Thread t = new Thread(() -> { synchronized (words) { words.add(new String(letters, 0, 3)); Collections.sort(words); } });
        t.start();
        t.join();
        System.out.println(words + " " + words.hashCode());
    }
}`})
	vm := startedVM(t, dir, "Words")
	want := vm.Fingerprint()
	var spare interp.Spare
	first, m := vm.CloneMapped(&spare)
	m.Done()
	wantOut := runToEnd(t, first)
	// first ran to its end, its heap changed throughout; its memory now
	// makes the next copies.
	firstMain := first.Threads()[0]
	first.Discard(&spare)
	for i := range 3 {
		copied, m := vm.CloneMapped(&spare)
		m.Done()
		if got := copied.Fingerprint(); got != want {
			t.Fatalf("copy %d in reused memory has fingerprint %x, the original %x", i, got, want)
		}
		if got := runToEnd(t, copied); got != wantOut {
			t.Fatalf("copy %d in reused memory printed %q, a new copy %q", i, got, wantOut)
		}
		copied.Discard(&spare)
	}
	if got := vm.Fingerprint(); got != want {
		t.Errorf("the original's fingerprint changed to %x from %x", got, want)
	}
	if got := runToEnd(t, vm); got != wantOut {
		t.Errorf("the original printed %q, its copies %q", got, wantOut)
	}
	if _, err := first.Step(firstMain, 0); err == nil || !strings.Contains(err.Error(), "discarded") {
		t.Errorf("a discarded execution's step: %v", err)
	}
}
