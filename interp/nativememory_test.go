package interp_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/jcheck/jcheck/internal/javatool"
	"github.com/jcheck/jcheck/interp"
)

// TestNativeMemoryState checks that memory outside the Java heap is part
// of an execution's state: a copy has the same addresses and bytes, a
// write to the copy's memory changes the copy's fingerprint and what it
// goes on to print but not the original's, and the original, run with
// the same schedule, prints what it would have.
func TestNativeMemoryState(t *testing.T) {
	dir := javatool.CompileForTest(t, map[string]string{"Native.java": `
import java.nio.ByteBuffer;
public class Native {
    static final ByteBuffer buf = ByteBuffer.allocateDirect(8);
    public static void main(String[] args) throws Exception {
        buf.putInt(0, 5);
        Thread t = new Thread(() -> { synchronized (Native.class) { buf.putInt(0, buf.getInt(0) * 2); } });
        t.start();
        synchronized (Native.class) { buf.putInt(0, buf.getInt(0) + 1); }
        t.join();
        System.out.println(buf.getInt(0));
    }
}`})
	var out bytes.Buffer
	vm := bootVM(t, dir, &out, interp.Options{})
	if err := vm.Launch("Native", nil); err != nil {
		t.Fatal(err)
	}
	for len(vm.Threads()) == 1 {
		if _, err := vm.Step(vm.Threads()[0], 0); err != nil {
			t.Fatal(err)
		}
	}
	blocks := vm.NativeBlocks()
	if len(blocks) != 1 || blocks[0] != 1<<32 {
		t.Fatalf("native blocks at %#x, want one at 0x100000000", blocks)
	}
	before := vm.Fingerprint()
	same, poked := vm.Clone(), vm.Clone()
	if got := poked.NativeBlocks(); !slices.Equal(got, blocks) {
		t.Fatalf("the copy's blocks are at %#x, the original's at %#x", got, blocks)
	}
	if same.Fingerprint() != before || poked.Fingerprint() != before {
		t.Fatal("a copy's fingerprint differs from the original's")
	}
	poked.PokeNative(blocks[0]+3, 7) // the big-endian int at 0: 5 becomes 7
	if poked.Fingerprint() == before {
		t.Error("states that differ only in native memory have the same fingerprint")
	}
	if vm.Fingerprint() != before || same.Fingerprint() != before {
		t.Error("a write to a copy's native memory changed the original's state")
	}
	run := func(v *interp.VM) string {
		var buf bytes.Buffer
		v.SetOutput(&buf, &buf)
		for !v.Finished() {
			if _, err := v.Step(v.Enabled()[0], 0); err != nil {
				t.Fatal(err)
			}
		}
		return buf.String()
	}
	// Enabled()[0] is main: it adds 1, then the thread doubles.
	if got := run(poked); got != "16\n" {
		t.Errorf("the poked copy printed %q, want 16", got)
	}
	if got := run(same); got != "12\n" {
		t.Errorf("the copy printed %q, want 12", got)
	}
	if got := run(vm); got != "12\n" {
		t.Errorf("the original printed %q, want 12", got)
	}
}
