package interp_test

import (
	"bytes"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

// TestFingerprintAcrossExecutions runs a program twice from one copy of
// its initial state, the way the stateful search runs its executions,
// and requires the same fingerprint after every step of the same
// schedule. The program makes a VarHandle while it runs (a VarHandle is
// made anew by each execution: hashed by its address, no state of one
// execution matched a state of another) and a thread queries a lock's
// state only in the second run, with the lock free (a monitor that
// exists but is idle must hash as no monitor).
func TestFingerprintAcrossExecutions(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Paths.java": `
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
public class Paths {
    static volatile int x;
    static VarHandle handle;
    static final Object lock = new Object();
    public static void main(String[] args) throws Exception {
        handle = MethodHandles.lookup().findStaticVarHandle(Paths.class, "x", int.class);
        handle.getAndAdd(1);
        System.out.println(x);
    }
}`})
	var out bytes.Buffer
	vm := bootVM(t, dir, &out, interp.Options{})
	if err := vm.Launch("Paths", nil); err != nil {
		t.Fatal(err)
	}
	// A first run loads the classes (a run that loads one runs the class
	// loader's code, which later runs do not).
	first := vm.Clone()
	for !first.Finished() {
		if _, err := first.Step(first.Enabled()[0], 0); err != nil {
			t.Fatal(err)
		}
	}
	run := func(touchLock bool) [][2]uint64 {
		v := vm.Clone()
		var fps [][2]uint64
		for !v.Finished() {
			if c := v.Loader().Loaded("Paths"); touchLock && c != nil && v.Initialized(c) {
				if lock := v.Statics(c)[c.DeclaredField("lock").Slot].R; lock != nil {
					interp.MakeMonitor(lock)
				}
			}
			fps = append(fps, v.Fingerprint())
			if _, err := v.Step(v.Enabled()[0], 0); err != nil {
				t.Fatal(err)
			}
		}
		return fps
	}
	a, b := run(false), run(true)
	if len(a) != len(b) {
		t.Fatalf("%d steps, then %d", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("step %d: fingerprints %x and %x of the same state", i, a[i], b[i])
		}
	}
}
