package interp_test

import (
	"bytes"
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
	run := func(v *interp.VM) string {
		var buf bytes.Buffer
		v.SetOutput(&buf, &buf)
		if _, err := v.Run(interp.RoundRobin{}); err != nil {
			t.Fatal(err)
		}
		return buf.String()
	}
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
